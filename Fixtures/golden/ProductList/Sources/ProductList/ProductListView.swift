import SwiftUI

/// The Product List screen. It renders `ProductListViewModel`'s outputs and only ever sends it actions.
struct ProductListView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ProductListViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Product List")
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
            TextField("Query", text: Binding(get: { viewModel.query }, set: { viewModel.send(.updateQuery($0)) }))
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Stepper("Page: \(viewModel.page)", value: Binding(get: { viewModel.page }, set: { viewModel.send(.nextPage($0)) }))
            Button("Refresh") {
                viewModel.send(.refresh)
            }
            Button("Open Filters") {
                viewModel.send(.openFilters)
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
    ProductListView(viewModel: ProductListViewModel(catalog: CatalogService(), favorites: FavoritesStore(), responder: .noop))
}
#endif
