import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `ReviewsRouter` performs for each responder action.
final class ReviewsRouterTests: XCTestCase {

    @MainActor
    func testReviewsRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testReviewsRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> ReviewsRouter {
        ReviewsRouter(services: .preview)
    }
}
