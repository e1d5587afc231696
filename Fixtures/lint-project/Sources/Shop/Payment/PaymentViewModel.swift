import Combine
import Foundation

/// Held by CartRouter: a test that drives the router's payment screen tests it.
@MainActor
final class PaymentViewModel: ObservableObject {

    // MARK: - Input

    enum Action {
        case confirm
        case cancel // expect: untested_action
    }

    func send(_ action: Action) {
        switch action {
        case .confirm:
            isPaid = true
        case .cancel:
            isPaid = false
        }
    }

    // MARK: - Output

    @Published private(set) var isPaid = false
}
