import Combine

/// Edits one product.
@MainActor
final class ProductEditViewModel: ObservableObject {
    enum Action {
        case save
    }

    enum ResponderAction {
        case saved
    }

    private let responder: Responder<ResponderAction>

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    func send(_ action: Action) {
        switch action {
        case .save:
            responder.send(.saved)
        }
    }
}
