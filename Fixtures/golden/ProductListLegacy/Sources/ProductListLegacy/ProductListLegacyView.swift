import SwiftUI

/// The Product List Legacy screen. It renders `ProductListLegacyViewModel`'s outputs and only ever sends it actions.
struct ProductListLegacyView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ProductListLegacyViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Product List Legacy")
            TextField("Query", text: Binding(get: { viewModel.query }, set: { viewModel.send(.updateQuery($0)) }))
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Toggle("Shows Grid", isOn: Binding(get: { viewModel.showsGrid }, set: { _ in viewModel.send(.toggleGrid) }))
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
struct ProductListLegacyView_Previews: PreviewProvider {
    static var previews: some View {
        ProductListLegacyView(viewModel: ProductListLegacyViewModel(catalog: CatalogService(), favorites: FavoritesStore(), responder: .noop))
    }
}
#endif
