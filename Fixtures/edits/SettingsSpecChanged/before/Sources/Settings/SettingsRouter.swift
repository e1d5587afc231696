import Combine
import Foundation
import SwiftUI

/// Owns the Settings screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, and holds the navigation state. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
final class SettingsRouter: ObservableObject {

    // MARK: - Properties & Dependencies

    private let store: SettingsStore

    // MARK: - Lifecycle

    init(store: SettingsStore) {
        self.store = store
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
    private(set) lazy var viewModel = SettingsViewModel(
        store: store,
        responder: Responder { [weak self] action in self?.handle(action) }
    )

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: SettingsViewModel.ResponderAction) {
        switch action {
        case .close:
            dismiss()
        }
    }
}

/// Shows the Settings screen in a navigation stack that follows `SettingsRouter`.
struct SettingsRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    @ObservedObject var router: SettingsRouter

    // MARK: - Body

    var body: some View {
        NavigationStack {
            SettingsView(viewModel: router.viewModel)
        }
        .onChange(of: router.isDismissed) { _, isDismissed in
            if isDismissed { dismiss() }
        }
    }
}
