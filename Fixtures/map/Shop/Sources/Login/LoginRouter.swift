import Combine
import SwiftUI

/// Owns the Login screen's navigation.
@MainActor
final class LoginRouter: ObservableObject {
    enum Route: Hashable, Identifiable {
        case signUp

        var id: Self { self }
    }

    @Published private(set) var path: [Route] = []
    @Published private(set) var presented: Route?

    /// The Sign Up screen's router while `.signUp` is presented.
    @Published private(set) var signUpRouter: SignUpRouter?

    private unowned let parent: AppRouter

    init(parent: AppRouter) {
        self.parent = parent
    }

    func present(_ route: Route) {
        presented = route
    }

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: LoginViewModel.ResponderAction) {
        switch action {
        case .loggedIn:
            parent.send(.loggedIn)
        case .showSignUp:
            present(.signUp)
        }
    }
}
