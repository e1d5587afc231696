import Foundation
import XCTest
@testable import Catalog

/// The navigation `ProductListRouter` performs for each responder action.
final class ProductListRouterTests: XCTestCase {

    @MainActor
    func testProductListRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testProductListRouter_whenHandlingShowDetail_showsDetail() async {
        let sut = makeSUT()

        sut.handle(.showDetail(Product(id: 7, name: "Lamp", price: 30)))

        guard case .detail? = sut.path.last else {
            return XCTFail("expected the path to end with .detail, got \(sut.path)")
        }
    }

    @MainActor
    func testProductListRouter_whenHandlingShowFilters_presentsFilters() async {
        let sut = makeSUT()

        sut.handle(.showFilters)

        guard case .filters? = sut.presented else {
            return XCTFail("expected .filters to be presented, got \(String(describing: sut.presented))")
        }
    }

    @MainActor
    func testProductListRouter_whenShowingCart_pathEndsWithCart() async {
        let sut = makeSUT()

        sut.show(.cart)

        guard case .cart? = sut.path.last else {
            return XCTFail("expected the path to end with .cart, got \(sut.path)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> ProductListRouter {
        ProductListRouter(catalog: CatalogService(), favorites: FavoritesStore())
    }
}
