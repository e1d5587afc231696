// Hand-written types the Login fixture's spec refers to: what an app would already have.
// The generated files in Fixtures/golden/Login compile against them.

/// Signs users in (stand-in dependency).
final class AuthService {}

/// Records events (stand-in dependency).
final class Analytics {}

/// A signed-in user.
struct User: Hashable {
    let id: Int
    let name: String
}

/// A row of the Login screen's list output.
struct Item: Hashable, Identifiable {
    let id: Int
}
