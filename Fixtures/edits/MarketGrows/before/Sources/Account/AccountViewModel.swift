import Combine
import Foundation

/// The Account screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class AccountViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let session: SessionService

    // MARK: - Lifecycle

    init(session: SessionService, responder: Responder<ResponderAction>) {
        self.session = session
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case signedOut
        case showSettings
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case signOut
        case openSettings
    }

    func send(_ action: Action) {
        switch action {
        case .signOut:
            responder.send(.signedOut)
        case .openSettings:
            responder.send(.showSettings)
        }
    }
}
