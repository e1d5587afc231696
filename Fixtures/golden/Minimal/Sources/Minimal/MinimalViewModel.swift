import Combine
import Foundation

/// The Minimal screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class MinimalViewModel: ObservableObject {

    // MARK: - Lifecycle

    init() {
    }
}
