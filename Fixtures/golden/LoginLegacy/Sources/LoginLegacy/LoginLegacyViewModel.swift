import Combine
import Foundation

/// The Login Legacy screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class LoginLegacyViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let authService: AuthService
    private let analytics: Analytics

    // MARK: - Lifecycle

    init(authService: AuthService, analytics: Analytics, responder: Responder<ResponderAction>) {
        self.authService = authService
        self.analytics = analytics
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case success(User)
        case cancel
        case help
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case updateUsername(String)
        case toggleRememberMe
        case cancel
        case authenticate(String, String)
        case login(user: String, password: String)
        case signedIn(User)
        case showError(String)
        case retry
    }

    func send(_ action: Action) {
        switch action {
        case .updateUsername(let value):
            username = value
        case .toggleRememberMe:
            rememberMe.toggle()
        case .cancel:
            responder.send(.cancel)
        case .authenticate:
            // TODO: handle .authenticate
            break
        case .login:
            // TODO: handle .login
            break
        case .signedIn(let value):
            responder.send(.success(value))
        case .showError(let value):
            errorMessage = value
        case .retry:
            send(.cancel)
        }
    }

    // MARK: - Output

    @Published private(set) var username: String = ""
    @Published private(set) var isLoading: Bool = false
    @Published private(set) var rememberMe: Bool = false
    @Published private(set) var errorMessage: String? = nil
    @Published private(set) var items: [Item] = []
}
