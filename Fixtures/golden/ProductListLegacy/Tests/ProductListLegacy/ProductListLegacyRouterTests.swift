import Foundation
import Testing
@testable import CatalogLegacy

/// The navigation `ProductListLegacyRouter` performs for each responder action.
@MainActor
struct ProductListLegacyRouterTests {

    @Test
    func startsWithNothingShown() {
        let sut = makeSUT()

        #expect(sut.path.isEmpty)
        #expect(sut.presented == nil)
        #expect(!sut.isDismissed)
    }

    @Test
    func whenHandlingShowDetail_showsDetail() {
        let sut = makeSUT()

        sut.handle(.showDetail(Product(id: 7, name: "Lamp", price: 30)))

        guard case .detail? = sut.path.last else {
            Issue.record("expected the path to end with .detail, got \(sut.path)")
            return
        }
    }

    @Test
    func whenHandlingShowFilters_presentsFilters() {
        let sut = makeSUT()

        sut.handle(.showFilters)

        guard case .filters? = sut.presented else {
            Issue.record("expected .filters to be presented, got \(String(describing: sut.presented))")
            return
        }
    }

    @Test
    func whenShowingCart_pathEndsWithCart() {
        let sut = makeSUT()

        sut.show(.cart)

        guard case .cart? = sut.path.last else {
            Issue.record("expected the path to end with .cart, got \(sut.path)")
            return
        }
    }

    // MARK: - Support

    private func makeSUT() -> ProductListLegacyRouter {
        ProductListLegacyRouter(catalog: CatalogService(), favorites: FavoritesStore())
    }
}
