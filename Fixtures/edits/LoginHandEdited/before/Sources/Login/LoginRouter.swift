import Combine
import Foundation
import SwiftUI

/// Owns the Login screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, and holds the navigation state. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
final class LoginRouter: ObservableObject {

    // MARK: - Properties & Dependencies

    private let authService: AuthService

    // MARK: - Lifecycle

    init(authService: AuthService) {
        self.authService = authService
    }

    // MARK: - Navigation

    /// Whether the screen asked to close with nothing of its own left to dismiss; the
    /// hosting view answers it by dismissing the screen.
    @Published private(set) var isDismissed = false

    /// Closes the screen.
    func dismiss() {
        isDismissed = true
    }

    // MARK: - Screen

    /// The screen's view model, with this router as its responder.
    private(set) lazy var viewModel = LoginViewModel(
        authService: authService,
        responder: Responder { [weak self] action in self?.handle(action) }
    )

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: LoginViewModel.ResponderAction) {
        switch action {
        case .close:
            // The login flow ends here for now.
            dismiss()
        }
    }
}

/// Shows the Login screen in a navigation stack that follows `LoginRouter`.
struct LoginRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    @ObservedObject var router: LoginRouter

    // MARK: - Body

    var body: some View {
        NavigationStack {
            LoginView(viewModel: router.viewModel)
        }
        .onChange(of: router.isDismissed) { _, isDismissed in
            if isDismissed { dismiss() }
        }
    }
}
