import Combine
import Foundation

/// The Credits screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class CreditsViewModel: ObservableObject {

    // MARK: - Lifecycle

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case close
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case close
    }

    func send(_ action: Action) {
        switch action {
        case .close:
            responder.send(.close)
        }
    }

    // MARK: - Output

    @Published private(set) var names: String = ""
}
