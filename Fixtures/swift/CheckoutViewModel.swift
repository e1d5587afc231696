import Combine
import Foundation

@MainActor
final class CheckoutViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let cart: Cart
    private var cancellables: Set<AnyCancellable> = []
    private lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    // MARK: - Lifecycle

    init(cart: Cart, responder: Responder<ResponderAction>) {
        self.cart = cart
        self.responder = responder
    }

    deinit {
        cancellables.removeAll()
    }

    // MARK: - Responder

    enum ResponderAction: Equatable {
        case paid(orderID: String)
        case cancelled
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case applyPromo(String)
        case pay
        case paymentFinished(Result<String, PaymentError>)
        case cancel
    }

    func send(_ action: Action) {
        switch action {
        case .applyPromo(let code) where code.isEmpty:
            promoMessage = nil
        case .applyPromo(let code):
            promoMessage = "Code \(code) applied"
        case .pay:
            isPaying = true
            Task { [cart] in
                let result = await cart.pay()
                self.send(.paymentFinished(result))
            }
        case .paymentFinished(.success(let id)):
            isPaying = false
            responder.send(.paid(orderID: id))
        case .paymentFinished(.failure):
            isPaying = false
        case .cancel:
            responder.send(.cancelled)
        }
    }

    // MARK: - Output

    @Published private(set) var items: [CartItem] = []
    @Published private(set) var promoMessage: String?
    @Published private(set) var isPaying = false
    @Published private(set) var total: Decimal = 0
    let taxRate = 0.21

    // MARK: - Support

    private func recalculate() {
        total = items.reduce(0) { $0 + $1.price }
    }
}
