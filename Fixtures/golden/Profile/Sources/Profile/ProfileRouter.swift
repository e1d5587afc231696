import Foundation
import Observation
import SwiftUI

/// Owns the Profile screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, and holds the navigation state. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
@Observable
final class ProfileRouter {

    // MARK: - Properties & Dependencies

    private let accounts: AccountService

    // MARK: - Lifecycle

    init(accounts: AccountService) {
        self.accounts = accounts
    }

    // MARK: - Navigation

    /// Where the screen can go.
    enum Route: Hashable, Identifiable {
        case signIn
        case avatarPicker
        case followers(count: Int)

        var id: Self { self }
    }

    /// The pushed routes, first to last.
    private(set) var path: [Route] = []

    /// The route presented modally, if any.
    private(set) var presented: Route?

    /// Whether the screen asked to close with nothing of its own left to dismiss; the
    /// hosting view answers it by dismissing the screen.
    private(set) var isDismissed = false

    /// Pushes `route` onto the path.
    func show(_ route: Route) {
        path.append(route)
    }

    /// Presents `route` modally.
    func present(_ route: Route) {
        presented = route
    }

    /// Dismisses the presented route, else pops the last pushed one, else closes the screen.
    func dismiss() {
        if presented != nil {
            presented = nil
            return
        }
        if !path.isEmpty {
            path.removeLast()
            return
        }
        isDismissed = true
    }

    /// Takes the path the navigation stack reports after a back gesture.
    func updatePath(_ newPath: [Route]) {
        path = newPath
    }

    /// Takes the presentation the sheet reports after an interactive dismissal.
    func updatePresented(_ route: Route?) {
        presented = route
    }

    // MARK: - Screen

    /// The screen's view model, with this router as its responder.
    @ObservationIgnored private(set) lazy var viewModel = ProfileViewModel(
        accounts: accounts,
        responder: Responder { [weak self] action in self?.handle(action) }
    )

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: ProfileViewModel.ResponderAction) {
        switch action {
        case .saved:
            dismiss()
        case .signedOut:
            show(.signIn)
        case .pickAvatar:
            present(.avatarPicker)
        case .reportProblem:
            // TODO: handle .reportProblem
            break
        }
    }
}

/// Shows the Profile screen in a navigation stack that follows `ProfileRouter`.
struct ProfileRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    let router: ProfileRouter

    // MARK: - Body

    var body: some View {
        NavigationStack(path: Binding(get: { router.path }, set: { router.updatePath($0) })) {
            ProfileView(viewModel: router.viewModel)
                .navigationDestination(for: ProfileRouter.Route.self) { route in
                    destination(for: route)
                }
        }
        .sheet(item: Binding(get: { router.presented }, set: { router.updatePresented($0) })) { route in
            destination(for: route)
        }
        .onChange(of: router.isDismissed) { _, isDismissed in
            if isDismissed { dismiss() }
        }
    }

    // MARK: - Support

    /// The screen for a route: replace each placeholder with that screen, built by its own router.
    @ViewBuilder
    private func destination(for route: ProfileRouter.Route) -> some View {
        switch route {
        case .signIn:
            Text("Sign In")
        case .avatarPicker:
            Text("Avatar Picker")
        case .followers:
            Text("Followers")
        }
    }
}
