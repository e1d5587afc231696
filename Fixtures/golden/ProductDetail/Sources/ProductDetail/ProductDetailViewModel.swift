import Combine
import Foundation

/// The Product Detail screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class ProductDetailViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let products: ProductService
    private let productID: Product.ID

    // MARK: - Lifecycle

    init(products: ProductService, productID: Product.ID, responder: Responder<ResponderAction>) {
        self.products = products
        self.productID = productID
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case close
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case load
        case close
    }

    func send(_ action: Action) {
        switch action {
        case .load:
            isLoading = true
            lastEffect = Task {
                defer { isLoading = false }
                do {
                    product = try await products.product(id: productID)
                    errorMessage = nil
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        case .close:
            responder.send(.close)
        }
    }

    /// The work the last async action started: tests await it (`await sut.lastEffect?.value`)
    /// instead of waiting for time to pass.
    private(set) var lastEffect: Task<Void, Never>?

    // MARK: - Output

    @Published private(set) var product: Product? = nil
    @Published private(set) var isLoading: Bool = false
    @Published private(set) var errorMessage: String? = nil
}
