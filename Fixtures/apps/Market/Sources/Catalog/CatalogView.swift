import SwiftUI

/// The Catalog screen. It renders `CatalogViewModel`'s outputs and only ever sends it actions.
struct CatalogView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: CatalogViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Catalog")
        }
    }
}

#if DEBUG
#Preview {
    CatalogView(viewModel: CatalogViewModel(catalog: CatalogService(), responder: .noop))
}
#endif
