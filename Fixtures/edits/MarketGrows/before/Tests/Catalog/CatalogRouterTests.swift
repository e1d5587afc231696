import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `CatalogRouter` performs for each responder action.
final class CatalogRouterTests: XCTestCase {

    @MainActor
    func testCatalogRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testCatalogRouter_whenHandlingShowDetail_showsDetail() async {
        let sut = makeSUT()

        sut.handle(.showDetail(7))

        guard case .detail? = sut.path.last else {
            return XCTFail("expected the path to end with .detail, got \(sut.path)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> CatalogRouter {
        CatalogRouter(services: .preview)
    }
}
