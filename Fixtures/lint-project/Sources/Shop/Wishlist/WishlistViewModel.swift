import Combine
import Foundation

/// Shares its action names with CartViewModel: CartViewModel's tests do not test these.
@MainActor
final class WishlistViewModel: ObservableObject {

    // MARK: - Input

    enum Action {
        case add(Item) // expect: untested_action
        case remove(Item) // expect: untested_action
        case clear // expect: pending_test
    }

    func send(_ action: Action) {
        switch action {
        case .add(let item):
            items.append(item)
        case .remove(let item):
            items.removeAll { $0 == item }
        case .clear:
            items = []
        }
    }

    // MARK: - Output

    @Published private(set) var items: [Item] = []
}
