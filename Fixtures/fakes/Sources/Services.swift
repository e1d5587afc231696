// Protocols `scaffold fake` reads for FakeGoldenTests: async and throwing methods, properties
// (get, get set, async throws), overloads, escaping and non-escaping closures, variadics, a
// generic method, an associated type with a default, an initializer, a main-actor protocol,
// an inherited one, and names and ownership a fake must spell with care (Drafts). Their fakes are Tests/Fakes (golden files) and Tests/FakeUseTests.swift
// uses them; Refused.swift holds the ones scaffold refuses.
import Foundation

struct User: Equatable, Sendable { var id: Int; var name: String }
struct Product: Equatable, Sendable { var id: Int }
struct Event: Sendable {}
struct Session: Sendable {}
protocol Cancellable: Sendable { func cancel() }

/// A protocol another one inherits: its requirements are faked too.
protocol Clock: Sendable {
    func now() -> Date
}

/// Inherits Clock.
protocol Scheduler: Clock {
    func schedule(after seconds: Double, _ work: @escaping @Sendable () -> Void)
}

/// Signs users in.
protocol AuthService: Sendable {
    var currentUser: User? { get }
    var token: String { get set }
    var session: Session { get async throws }
    func login(user: String, password: String) async throws -> User
    func logout() async
    func load(id: Int) -> Product
    func load(name: String) -> Product
    func observe(_ handler: @escaping @Sendable (Event) -> Void) -> any Cancellable
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
    func each(_ body: (Int) -> Void)
    func log(_ items: String...)
    func count() -> Int
}

protocol Store {
    associatedtype Item = Product
    init(name: String)
    func save(_ item: Item)
    func all() -> [Item]
}

@MainActor
protocol Presenter: AnyObject {
    var title: String { get set }
    func show(_ user: User)
}


/// A value that is not Sendable, for `sending`, `borrowing` and `consuming`.
final class Draft {
    var text: String
    init(text: String) { self.text = text }
}

/// Requirements whose fake must be spelled with care: names that are keywords (in
/// backticks), `sending` results (of a Sendable type, and of one that is not), properties
/// read with `async throws`, and parameters passed `sending`, `borrowing` or `consuming`.
protocol Drafts {
    var `class`: Draft { get }
    var `repeat`: Bool { get set }
    var unread: Int { get async throws }
    var titles: [String] { get throws }
    func `default`(for `in`: Int) -> Int
    func count() async -> sending Int
    func make(text: String) async throws -> sending Draft
    func keep(_ draft: sending Draft)
    func inspect(_ draft: borrowing Draft) -> Bool
    func finish(_ draft: consuming Draft)
}
