import SwiftUI

/// The Product List screen. It renders `ProductListViewModel`'s outputs and only ever sends it actions.
struct ProductListView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ProductListViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Product List")
            TextField("Query", text: Binding(get: { viewModel.query }, set: { viewModel.send(.updateQuery($0)) }))
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Button("Load") {
                viewModel.send(.load)
            }
            Button("Refresh") {
                viewModel.send(.refresh)
            }
            Button("Open Filters") {
                viewModel.send(.openFilters)
            }
        }
    }
}

#if DEBUG
#Preview {
    ProductListView(viewModel: ProductListViewModel(catalog: CatalogService(), favorites: FavoritesStore(), responder: .noop))
}
#endif
