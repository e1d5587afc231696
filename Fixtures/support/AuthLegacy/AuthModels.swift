// Hand-written types the LoginLegacy fixture's spec refers to (the same as the Login
// fixture's): the generated files in Fixtures/golden/LoginLegacy compile against them.

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
