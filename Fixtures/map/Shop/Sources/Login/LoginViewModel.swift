import Combine

/// Signs the user in.
@MainActor
final class LoginViewModel: ObservableObject {
    enum Action {
        case submit
        case signUp
    }

    enum ResponderAction {
        case loggedIn
        case showSignUp
    }

    private let responder: Responder<ResponderAction>

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    func send(_ action: Action) {
        switch action {
        case .submit:
            responder.send(.loggedIn)
        case .signUp:
            responder.send(.showSignUp)
        }
    }
}
