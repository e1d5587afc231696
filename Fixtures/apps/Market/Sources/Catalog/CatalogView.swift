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
    CatalogView(viewModel: CatalogViewModel(catalog: CatalogService(), responder: .noop))
}
#endif
