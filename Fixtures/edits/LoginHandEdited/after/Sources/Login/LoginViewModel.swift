import Combine
import Foundation

/// The Login screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class LoginViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let authService: AuthService
    private let analytics: Analytics
    private var loginTask: Task<Void, Never>?   // the login in flight, if any

    // MARK: - Lifecycle

    init(authService: AuthService, analytics: Analytics, responder: Responder<ResponderAction>) {
        self.authService = authService
        self.analytics = analytics
        self.responder = responder
    }

    deinit {
        loginTask?.cancel()
    }

    // MARK: - Responder

    enum ResponderAction {
        case close
        case forgotPassword
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case updateUsername(String)
        case updatePassword(String)
        case submit
        case loginFailed(String)
        case close
        case forgotPassword
        case toggleRememberMe
    }

    func send(_ action: Action) {
        switch action {
        case let .updateUsername(value):
            username = value.trimmingCharacters(in: .whitespaces)
        case .updatePassword(let value):
            password = value
        case .submit:
            guard canSubmit else { return }
            isLoading = true
            let (user, secret) = (username, password)
            loginTask = Task { [weak self, authService] in
                do {
                    try await authService.logIn(user: user, password: secret)
                    self?.isLoading = false
                } catch {
                    self?.send(.loginFailed("Wrong username or password."))
                }
            }
        case .loginFailed(let value):
            isLoading = false
            errorMessage = value
        case .close: responder.send(.close)
        case .forgotPassword:
            responder.send(.forgotPassword)
        case .toggleRememberMe:
            rememberMe.toggle()
        }
    }

    // MARK: - Output

    @Published private(set) var username: String = ""
    @Published private(set) var password: String = ""
    @Published private(set) var isLoading: Bool = false
    @Published private(set) var errorMessage: String? = nil
    @Published private(set) var rememberMe: Bool = false

    /// Whether the form can be sent: both fields filled, nothing in flight.
    var canSubmit: Bool {
        !username.isEmpty && !password.isEmpty && !isLoading
    }
}
