import Combine

/// Creates an account.
@MainActor
final class SignUpViewModel: ObservableObject {
    enum Action {
        case cancel
    }

    enum ResponderAction {
        case close
    }

    private let responder: Responder<ResponderAction>

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    func send(_ action: Action) {
        switch action {
        case .cancel:
            responder.send(.close)
        }
    }
}
