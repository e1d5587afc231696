import SwiftUI

/// The Product Detail screen. It renders `ProductDetailViewModel`'s outputs and only ever sends it actions.
struct ProductDetailView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ProductDetailViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Product Detail")
            if let product = viewModel.product {
                Text(String(describing: product))
            }
            if viewModel.isLoading {
                ProgressView()
            }
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Button("Close") {
                viewModel.send(.close)
            }
        }
        .task {
            viewModel.send(.load)
        }
    }
}

#if DEBUG
#Preview("Loaded") {
    ProductDetailView(previewing: .loaded)
}

#Preview("Loading") {
    ProductDetailView(previewing: .loading)
}

#Preview("Error") {
    ProductDetailView(previewing: .error)
}

extension ProductDetailView {
    /// The states the previews show, each with the fake `products` stubbed for it.
    /// The view sends `.load` when it appears, as in the app.
    enum PreviewState: String, CaseIterable {
        case loaded = "Loaded", loading = "Loading", error = "Error"
    }

    /// The screen in `state`, reached by sending actions to a view model whose fakes are
    /// stubbed for it.
    @MainActor
    init(previewing state: PreviewState) {
        let products = FakeProductService()
        switch state {
        case .loaded:
            products.productReturnValue = Product(id: 1, name: "Lamp")
        case .loading:
            // Never answered: the call stays in flight, so the screen stays loading.
            products.productHandler = { _ in await withUnsafeContinuation { _ in } }
        case .error:
            products.productError = FakeError("The Internet connection appears to be offline.")
        }
        let viewModel = ProductDetailViewModel(products: products, productID: 1, responder: .noop)
        self.init(viewModel: viewModel)
    }
}
#endif
