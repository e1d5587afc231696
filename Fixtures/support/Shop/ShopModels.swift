// Hand-written types the Shop fixture uses: its dependencies are protocols, which scaffold
// fakes (the spec gives no sample for them).
import Foundation

struct Product: Equatable, Hashable, Sendable, Identifiable {
    var id: Int
    var name: String
}

/// Loads the catalog.
protocol CatalogService: Sendable {
    func products(page: Int) async throws -> [Product]
    func refresh() async
}

/// The shopping cart.
protocol CartService: Sendable {
    func add(_ product: Product, quantity: Int) async throws
}
