import SwiftUI

/// The Product Detail screen. It renders `ProductDetailViewModel`'s outputs and only ever sends it actions.
struct ProductDetailView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ProductDetailViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Product Detail")
            Text(viewModel.name)
            Button("Edit") {
                viewModel.send(.edit)
            }
            Button("Close") {
                viewModel.send(.close)
            }
        }
    }
}

#if DEBUG
#Preview {
    ProductDetailView(viewModel: ProductDetailViewModel(catalog: LiveCatalogService(), productID: 7, responder: .noop))
}
#endif
