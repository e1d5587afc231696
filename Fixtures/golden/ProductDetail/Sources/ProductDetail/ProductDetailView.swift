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
#Preview {
    ProductDetailView(viewModel: ProductDetailViewModel(products: FakeProductService(), productID: 1, responder: .noop))
}
#endif
