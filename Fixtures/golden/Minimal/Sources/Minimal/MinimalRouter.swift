import Combine
import Foundation
import SwiftUI

/// Owns the Minimal screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, and holds the navigation state. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
final class MinimalRouter: ObservableObject {

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

    /// The screen's view model.
    private(set) lazy var viewModel = MinimalViewModel()
}

/// Shows the Minimal screen in a navigation stack that follows `MinimalRouter`.
struct MinimalRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    @ObservedObject var router: MinimalRouter

    // MARK: - Body

    var body: some View {
        NavigationStack {
            MinimalView(viewModel: router.viewModel)
        }
        .onChange(of: router.isDismissed) { _, isDismissed in
            if isDismissed { dismiss() }
        }
    }
}
