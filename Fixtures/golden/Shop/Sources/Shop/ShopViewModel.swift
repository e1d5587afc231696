import Combine
import Foundation

/// The Shop screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class ShopViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let catalog: CatalogService
    private let cart: CartService

    // MARK: - Lifecycle

    init(catalog: CatalogService, cart: CartService, responder: Responder<ResponderAction>) {
        self.catalog = catalog
        self.cart = cart
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case showDetail(Product)
        case showError(String)
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case load
        case failed(String)
        case refresh
        case retry
        case addToCart(Product)
        case cartFailed(String)
        case select(Product)
    }

    func send(_ action: Action) {
        switch action {
        case .load:
            isLoading = true
            lastEffect = Task {
                defer { isLoading = false }
                do {
                    products = try await catalog.products(page: page)
                    errorMessage = nil
                } catch {
                    send(.failed(error.localizedDescription))
                }
            }
        case .failed(let value):
            errorMessage = value
        case .refresh:
            lastEffect = Task {
                await catalog.refresh()
            }
        case .retry:
            send(.load)
        case .addToCart(let value):
            lastEffect = Task {
                do {
                    try await cart.add(value, quantity: 1)
                } catch {
                    send(.cartFailed(error.localizedDescription))
                }
            }
        case .cartFailed(let value):
            responder.send(.showError(value))
        case .select(let value):
            responder.send(.showDetail(value))
        }
    }

    /// The work the last async action started: tests await it (`await sut.lastEffect?.value`)
    /// instead of waiting for time to pass.
    private(set) var lastEffect: Task<Void, Never>?

    // MARK: - Output

    @Published private(set) var products: [Product] = []
    @Published private(set) var isLoading: Bool = false
    @Published private(set) var page: Int = 1
    @Published private(set) var errorMessage: String? = nil
}
