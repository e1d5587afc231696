// Hand-written types the ProductList fixture's spec refers to.

/// Fetches products (stand-in dependency).
final class CatalogService {
    /// The products matching `query`.
    func products(matching query: String) async throws -> [Product] { [] }
}

/// Remembers favourite products (stand-in dependency).
final class FavoritesStore {}

/// A product in the catalog.
struct Product: Hashable, Identifiable {
    let id: Int
    let name: String
    let price: Int
}
