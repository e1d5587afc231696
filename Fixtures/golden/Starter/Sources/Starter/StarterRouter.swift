import Combine
import Foundation
import SwiftUI

/// Owns the Starter screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, and holds the navigation state. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
final class StarterRouter: ObservableObject {

    // MARK: - Lifecycle

    init() {
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
    private(set) lazy var viewModel = StarterViewModel(
        responder: Responder { [weak self] action in self?.handle(action) }
    )

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: StarterViewModel.ResponderAction) {
        switch action {
        case .close:
            dismiss()
        }
    }
}

/// Shows the Starter screen in a navigation stack that follows `StarterRouter`.
struct StarterRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    @ObservedObject var router: StarterRouter

    // MARK: - Body

    var body: some View {
        NavigationStack {
            StarterView(viewModel: router.viewModel)
        }
        .onChange(of: router.isDismissed) { _, isDismissed in
            if isDismissed { dismiss() }
        }
    }
}
