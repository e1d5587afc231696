import SwiftUI

/// The Shop screen. It renders `ShopViewModel`'s outputs and only ever sends it actions.
struct ShopView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ShopViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Shop")
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Button("Load") {
                viewModel.send(.load)
            }
            Button("Refresh") {
                viewModel.send(.refresh)
            }
            Button("Retry") {
                viewModel.send(.retry)
            }
        }
    }
}

#if DEBUG
#Preview {
    ShopView(viewModel: ShopViewModel(catalog: FakeCatalogService(), cart: FakeCartService(), responder: .noop))
}
#endif
