import Combine
import Foundation

/// The Catalog screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class CatalogViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let catalog: CatalogService

    // MARK: - Lifecycle

    init(catalog: CatalogService, responder: Responder<ResponderAction>) {
        self.catalog = catalog
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case showDetail(Product.ID)
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case load
        case select(Product.ID)
    }

    func send(_ action: Action) {
        switch action {
        case .load:
            isLoading = true
            lastEffect = Task {
                defer { isLoading = false }
                do {
                    products = try await catalog.products()
                    errorMessage = nil
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
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
    @Published private(set) var errorMessage: String? = nil
}
