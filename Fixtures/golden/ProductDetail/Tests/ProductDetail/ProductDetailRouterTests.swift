import Foundation
import XCTest
@testable import Detail

/// The navigation `ProductDetailRouter` performs for each responder action.
final class ProductDetailRouterTests: XCTestCase {

    @MainActor
    func testProductDetailRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testProductDetailRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> ProductDetailRouter {
        ProductDetailRouter(services: .preview, productID: 1)
    }
}
