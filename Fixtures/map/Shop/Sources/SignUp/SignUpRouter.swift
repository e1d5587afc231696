import Combine
import SwiftUI

/// Owns the Sign Up screen's navigation (presented by Login).
@MainActor
final class SignUpRouter: ObservableObject {
    @Published private(set) var isDismissed = false

    func dismiss() {
        isDismissed = true
    }

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: SignUpViewModel.ResponderAction) {
        switch action {
        case .close:
            dismiss()
        }
    }
}
