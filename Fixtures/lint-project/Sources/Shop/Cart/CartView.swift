import SwiftUI

struct CartView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Local State

    @State private var note = ""

    // MARK: - View Model

    @ObservedObject var viewModel: CartViewModel

    // MARK: - Body

    var body: some View {
        List(viewModel.items, id: \.id) { item in
            Text(item.name)
                .swipeActions { Button("Remove") { viewModel.send(.remove(item)) } }
        }
        .toolbar {
            Button("Clear") { viewModel.send(.clear) }
            Button("Checkout") { viewModel.send(.checkout) }
        }
    }
}

#Preview {
    CartView(viewModel: CartViewModel(store: CartStore(), responder: .noop))
}
