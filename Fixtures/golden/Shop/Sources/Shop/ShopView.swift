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
#Preview("Loaded") {
    ShopView(previewing: .loaded)
}

#Preview("Empty") {
    ShopView(previewing: .empty)
}

#Preview("Loading") {
    ShopView(previewing: .loading)
}

#Preview("Error") {
    ShopView(previewing: .error)
}

extension ShopView {
    /// The states the previews show, each with the fake `catalog` stubbed for it.
    /// The view sends `.load` when it appears, as in the app.
    enum PreviewState: String, CaseIterable {
        case loaded = "Loaded", empty = "Empty", loading = "Loading", error = "Error"
    }

    /// The screen in `state`, reached by sending actions to a view model whose fakes are
    /// stubbed for it.
    @MainActor
    init(previewing state: PreviewState) {
        let catalog = FakeCatalogService()
        switch state {
        case .loaded:
            catalog.productsReturnValue = [Product(id: 1, name: "Lamp")]
        case .empty:
            catalog.productsReturnValue = []
        case .loading:
            // Never answered: the call stays in flight, so the screen stays loading.
            catalog.productsHandler = { _ in await withUnsafeContinuation { _ in } }
        case .error:
            catalog.productsError = FakeError("The Internet connection appears to be offline.")
        }
        let viewModel = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)
        self.init(viewModel: viewModel)
    }
}
#endif
