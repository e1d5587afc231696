import Foundation
import Observation
import SwiftUI

/// Owns the Inbox screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, and holds the navigation state. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
@Observable
final class InboxRouter {

    // MARK: - Properties & Dependencies

    private let mail: MailService

    // MARK: - Lifecycle

    init(mail: MailService) {
        self.mail = mail
    }

    // MARK: - Navigation

    /// Whether the screen asked to close with nothing of its own left to dismiss; the
    /// hosting view answers it by dismissing the screen.
    private(set) var isDismissed = false

    /// Closes the screen.
    func dismiss() {
        isDismissed = true
    }

    // MARK: - Screen

    /// The screen's view model.
    @ObservationIgnored private(set) lazy var viewModel = InboxViewModel(
        mail: mail
    )
}

/// Shows the Inbox screen in a navigation stack that follows `InboxRouter`.
struct InboxRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    let router: InboxRouter

    // MARK: - Body

    var body: some View {
        NavigationStack {
            InboxView(viewModel: router.viewModel)
        }
        .onChange(of: router.isDismissed) { _, isDismissed in
            if isDismissed { dismiss() }
        }
    }
}
