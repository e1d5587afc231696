import Foundation

/// A product of the catalog (hand-written: the fixture's domain type).
struct Product: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
}

/// Loads products: scaffold fakes it for the tests, the previews and the UI-test scenarios.
protocol CatalogService: Sendable {
    func products() async throws -> [Product]
}

/// The catalog the app runs with (a stand-in for the app's real service).
final class LiveCatalogService: CatalogService {
    func products() async throws -> [Product] { [Product(id: 7, name: "Lamp")] }
}

/// Signs people in and out (a stand-in for the app's real service).
final class SessionService {
    private(set) var isSignedIn = false
}
