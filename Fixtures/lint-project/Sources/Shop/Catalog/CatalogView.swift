import SwiftUI

struct CatalogView: View {
    @StateObject var viewModel: CatalogViewModel
    @ObservedObject var cart: CartViewModel // expect: view_single_view_model
    @State var query = "" // expect: view_state_private, view_section_order
    @AppStorage("layout") private var layout = "grid" // expect: view_no_storage

    var body: some View {
        List(viewModel.items, id: \.id) { item in
            NavigationLink(item.name) {
                ItemView(viewModel: ItemViewModel(item: item)) // expect: view_child_view_model
            }
        }
        .searchable(text: $query)
        .onSubmit(of: .search) { viewModel.send(.search(query)) }
        .refreshable { await viewModel.load() } // expect: view_send_only
    }
}
