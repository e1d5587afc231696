import Foundation

/// Logs a user in.
protocol AuthService: Sendable {
    func logIn(user: String, password: String) async throws
}

/// An AuthService that accepts every password and remembers who logged in.
final class FakeAuthService: AuthService, @unchecked Sendable {
    private(set) var logIns: [String] = []

    func logIn(user: String, password: String) async throws {
        logIns.append(user)
    }
}

/// Records what the user does.
struct Analytics: Sendable {
    func track(_ event: String) {}
}
