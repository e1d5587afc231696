// Hand-written types the Inbox fixture uses: its dependency is a protocol, which scaffold
// fakes (the spec gives no sample for it).
import Foundation

struct Message: Equatable, Sendable, Identifiable {
    var id: Int
    var subject: String
}

/// Reads and changes the mailbox.
protocol MailService: Sendable {
    func inbox() async throws -> [Message]
    func unreadCount() async -> Int
    func delete(_ id: Int) async throws
}
