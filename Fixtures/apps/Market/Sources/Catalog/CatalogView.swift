import SwiftUI

/// The Catalog screen. It renders `CatalogViewModel`'s outputs and only ever sends it actions.
struct CatalogView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: CatalogViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Catalog")
            List(viewModel.products) { product in
                Button {
                    viewModel.send(.select(product.id))
                } label: {
                    row(product)
                }
            }
            if viewModel.isLoading {
                ProgressView()
            }
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
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
    CatalogView(previewing: .loaded)
}

#Preview("Empty") {
    CatalogView(previewing: .empty)
}

#Preview("Loading") {
    CatalogView(previewing: .loading)
}

#Preview("Error") {
    CatalogView(previewing: .error)
}

extension CatalogView {
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
            catalog.productsReturnValue = [Product(id: 7, name: "Lamp")]
        case .empty:
            catalog.productsReturnValue = []
        case .loading:
            // Never answered: the call stays in flight, so the screen stays loading.
            catalog.productsHandler = { await withUnsafeContinuation { _ in } }
        case .error:
            catalog.productsError = FakeError("The Internet connection appears to be offline.")
        }
        let viewModel = CatalogViewModel(catalog: catalog, responder: .noop)
        self.init(viewModel: viewModel)
    }
}
#endif
