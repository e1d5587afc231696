import SwiftUI

/// The Shop screen. It renders `ShopViewModel`'s outputs and only ever sends it actions.
struct ShopView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ShopViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Shop")
            List(viewModel.products) { product in
                Button {
                    viewModel.send(.select(product))
                } label: {
                    row(product)
                }
            }
            if viewModel.isLoading {
                ProgressView()
            }
            LabeledContent("Page", value: viewModel.page, format: .number)
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
                Button("Retry") {
                    viewModel.send(.retry)
                }
            }
            Button("Refresh") {
                viewModel.send(.refresh)
            }
        }
        .task {
            viewModel.send(.load)
        }
    }

    // MARK: - Support

    /// A row of a list of `Product`: restyle it here.
    @ViewBuilder
    private func row(_ product: Product) -> some View {
        Text(String(describing: product))
    }
}

#if DEBUG
#Preview {
    ShopView(viewModel: ShopViewModel(catalog: FakeCatalogService(), cart: FakeCartService(), responder: .noop))
}
#endif
