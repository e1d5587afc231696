import Foundation
import Observation

/// The Inbox screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
@Observable
final class InboxViewModel {

    // MARK: - Properties & Dependencies

    private let mail: MailService

    // MARK: - Lifecycle

    init(mail: MailService) {
        self.mail = mail
    }

    // MARK: - Input

    enum Action {
        case load
        case countUnread
        case delete(Int)
    }

    func send(_ action: Action) {
        switch action {
        case .load:
            isLoading = true
            lastEffect = Task {
                defer { isLoading = false }
                do {
                    messages = try await mail.inbox()
                    errorMessage = nil
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        case .countUnread:
            lastEffect = Task {
                unread = await mail.unreadCount()
            }
        case .delete(let value):
            lastEffect = Task {
                do {
                    try await mail.delete(value)
                    lastError = nil
                } catch {
                    lastError = error
                }
            }
        }
    }

    /// The work the last async action started: tests await it (`await sut.lastEffect?.value`)
    /// instead of waiting for time to pass.
    @ObservationIgnored private(set) var lastEffect: Task<Void, Never>?

    // MARK: - Output

    private(set) var messages: [Message] = []
    private(set) var unread: Int = 0
    private(set) var isLoading: Bool = false
    private(set) var errorMessage: String? = nil
    private(set) var lastError: Error? = nil
}
