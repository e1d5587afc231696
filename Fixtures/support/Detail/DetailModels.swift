// Hand-written types the ProductDetail fixture uses: a screen opened with an input (the
// product's ID) whose async effect passes the input to a protocol scaffold fakes.
import Foundation

struct Product: Equatable, Sendable, Identifiable {
    var id: Int
    var name: String
}

/// Loads products.
protocol ProductService: Sendable {
    func product(id: Product.ID) async throws -> Product
}
