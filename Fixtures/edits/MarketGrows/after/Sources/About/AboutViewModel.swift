import Combine
import Foundation

/// The About screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class AboutViewModel: ObservableObject {

    // MARK: - Lifecycle

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case close
        case showLicenses
        case showCredits
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case close
        case licenses
        case credits
    }

    func send(_ action: Action) {
        switch action {
        case .close:
            responder.send(.close)
        case .licenses:
            responder.send(.showLicenses)
        case .credits:
            responder.send(.showCredits)
        }
    }
}
