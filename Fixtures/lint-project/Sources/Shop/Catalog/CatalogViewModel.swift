import Combine
import Foundation

final class CatalogViewModel: ObservableObject { // expect: vm_main_actor
    private let api: CatalogAPI
    var onSelect: ((Item) -> Void)? // expect: vm_responder_type

    init(api: CatalogAPI) {
        self.api = api
    }

    enum Action {
        case search(String)
        case select(Item)
        case refresh // expect: untested_action
        case loadMore, reload
    }

    func send(_ action: Action) {
        switch action {
        case .search(let query): // expect: vm_action_single_change
            self.query = query
            isLoading = true
        case .select(let item):
            onSelect?(item)
        case .refresh, .reload: // expect: vm_action_single_change
            Task { await load() }
        case .loadMore:
            page += 1
        }
    }

    func load() async { // expect: vm_send_only_input
        let defaults = UserDefaults.standard // expect: vm_injected_dependencies
        items = (try? await api.items(page: page, query: query)) ?? []
        defaults.set(page, forKey: "page")
    }

    @Published var items: [Item] = [] // expect: vm_output_private_set
    @Published private(set) var query = ""
    @Published private(set) var isLoading = false
    @Published private(set) var page = 1
}
