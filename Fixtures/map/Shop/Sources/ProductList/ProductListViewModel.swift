import Combine

/// Lists the catalog's products.
@MainActor
final class ProductListViewModel: ObservableObject {
    enum Action {
        case select(Product)
        case filter
    }

    enum ResponderAction {
        case showDetail(Product)
        case showFilters
    }

    private let responder: Responder<ResponderAction>

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    func send(_ action: Action) {
        switch action {
        case .select(let product):
            responder.send(.showDetail(product))
        case .filter:
            responder.send(.showFilters)
        }
    }
}
