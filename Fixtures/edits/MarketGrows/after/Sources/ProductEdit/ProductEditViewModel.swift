import Combine
import Foundation

/// The Product Edit screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class ProductEditViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let catalog: CatalogService

    // MARK: - Lifecycle

    init(catalog: CatalogService, responder: Responder<ResponderAction>) {
        self.catalog = catalog
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case saved
        case cancel
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case updateName(String)
        case save
        case cancel
    }

    func send(_ action: Action) {
        switch action {
        case .updateName(let value):
            name = value
        case .save:
            responder.send(.saved)
        case .cancel:
            responder.send(.cancel)
        }
    }

    // MARK: - Output

    @Published private(set) var name: String = ""
}
