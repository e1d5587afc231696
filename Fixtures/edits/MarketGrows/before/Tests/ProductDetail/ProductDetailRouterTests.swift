import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `ProductDetailRouter` performs for each responder action.
final class ProductDetailRouterTests: XCTestCase {

    @MainActor
    func testProductDetailRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testProductDetailRouter_whenHandlingShowEdit_showsEdit() async {
        let sut = makeSUT()

        sut.handle(.showEdit)

        guard case .edit? = sut.path.last else {
            return XCTFail("expected the path to end with .edit, got \(sut.path)")
        }
    }

    @MainActor
    func testProductDetailRouter_whenHandlingClose_popsTheLastRoute() async {
        let sut = makeSUT()
        sut.show(.edit)

        sut.handle(.close)

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
    }

    @MainActor
    func testProductDetailRouter_whenEditPassesSavedUp_closesIt() async {
        let sut = makeSUT()
        sut.show(.edit)

        sut.handle(ProductEditViewModel.ResponderAction.saved)

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> ProductDetailRouter {
        ProductDetailRouter(services: .preview, productID: 7)
    }
}
