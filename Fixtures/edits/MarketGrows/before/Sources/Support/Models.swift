import Foundation

/// A product of the catalog (hand-written: the fixture's domain type).
struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// Loads products (a stand-in for the app's real service).
final class CatalogService {
    func products() -> [Product] { [Product(id: 7, name: "Lamp")] }
}

/// Signs people in and out (a stand-in for the app's real service).
final class SessionService {
    private(set) var isSignedIn = false
}

/// Loads a product's reviews (a stand-in for the app's real service).
final class ReviewService {
    func count(of product: Product.ID) -> Int { 0 }
}
