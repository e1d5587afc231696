// Protocols `scaffold fake` reads for FakeGoldenTests: async and throwing methods, properties
// (get, get set, async throws), overloads, escaping and non-escaping closures, variadics, a
// generic method, an associated type with a default, an initializer, a main-actor protocol
// and an inherited one. Their fakes are Tests/Fakes (golden files) and Tests/FakeUseTests.swift
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

