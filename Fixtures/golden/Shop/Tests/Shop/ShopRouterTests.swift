import Foundation
import XCTest
@testable import Shop

/// The navigation `ShopRouter` performs for each responder action.
final class ShopRouterTests: XCTestCase {

    @MainActor
    func testShopRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testShopRouter_whenHandlingShowDetail_showsDetail() async {
        let sut = makeSUT()

        sut.handle(.showDetail(Product(id: 1, name: "Lamp")))

        guard case .detail? = sut.path.last else {
            return XCTFail("expected the path to end with .detail, got \(sut.path)")
        }
    }

    @MainActor
    func testShopRouter_whenHandlingShowError_presentsProblem() async {
        let sut = makeSUT()

        sut.handle(.showError("sample"))

        guard case .problem? = sut.presented else {
            return XCTFail("expected .problem to be presented, got \(String(describing: sut.presented))")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> ShopRouter {
        ShopRouter(catalog: FakeCatalogService(), cart: FakeCartService())
    }
}
