import Combine
import Foundation

/// The Welcome screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class WelcomeViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let session: SessionService

    // MARK: - Lifecycle

    init(session: SessionService, responder: Responder<ResponderAction>) {
        self.session = session
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case signedIn
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case updateEmail(String)
        case updatePassword(String)
        case signIn
    }

    func send(_ action: Action) {
        switch action {
        case .updateEmail(let value):
            email = value
        case .updatePassword(let value):
            password = value
        case .signIn:
            responder.send(.signedIn)
        }
    }

    // MARK: - Output

    @Published private(set) var email: String = ""
    @Published private(set) var password: String = ""
}
