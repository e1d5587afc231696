import Combine
import Foundation

/// The Product Detail screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class ProductDetailViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let catalog: CatalogService
    private let productID: Product.ID

    // MARK: - Lifecycle

    init(catalog: CatalogService, productID: Product.ID, responder: Responder<ResponderAction>) {
        self.catalog = catalog
        self.productID = productID
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case showEdit
        case close
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case edit
        case close
    }

    func send(_ action: Action) {
        switch action {
        case .edit:
            responder.send(.showEdit)
        case .close:
            responder.send(.close)
        }
    }

    // MARK: - Output

    @Published private(set) var name: String = ""
}
