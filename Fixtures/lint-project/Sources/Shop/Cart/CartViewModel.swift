import Combine
import Foundation

/// A well-behaved view model: no findings expected here.
@MainActor
final class CartViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let store: CartStore

    // MARK: - Lifecycle

    init(store: CartStore, responder: Responder<ResponderAction>) {
        self.store = store
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case checkout
        case close
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case add(Item)
        case remove(Item)
        case clear
        case checkout
    }

    func send(_ action: Action) {
        switch action {
        case .add(let item):
            items.append(item)
        case .remove(let item):
            items.removeAll { $0 == item }
        case .clear:
            items = []
            send(.checkout)
        case .checkout:
            responder.send(.checkout)
        }
    }

    // MARK: - Output

    @Published private(set) var items: [Item] = []

    // MARK: - Support

    private func total() -> Decimal {
        items.reduce(0) { $0 + $1.price }
    }
}
