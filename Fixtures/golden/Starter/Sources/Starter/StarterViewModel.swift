import Combine
import Foundation

/// The Starter screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class StarterViewModel: ObservableObject {

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
        case updateTitle(String)
        case toggleLoading
        case close
        case refresh
    }

    func send(_ action: Action) {
        switch action {
        case .updateTitle(let value):
            title = value
        case .toggleLoading:
            isLoading.toggle()
        case .close:
            responder.send(.close)
        case .refresh:
            // TODO: handle .refresh
            break
        }
    }

    // MARK: - Output

    @Published private(set) var title: String = ""
    @Published private(set) var isLoading: Bool = false
    @Published private(set) var errorMessage: String? = nil
}
