import Combine
import Foundation

/// The Settings screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class SettingsViewModel: ObservableObject {

    // MARK: - Lifecycle

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case showAbout
        case done
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case toggleNotifications
        case openAbout
        case done
    }

    func send(_ action: Action) {
        switch action {
        case .toggleNotifications:
            notifications.toggle()
        case .openAbout:
            responder.send(.showAbout)
        case .done:
            responder.send(.done)
        }
    }

    // MARK: - Output

    @Published private(set) var notifications: Bool = true
}
