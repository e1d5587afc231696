import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `AboutRouter` performs for each responder action.
final class AboutRouterTests: XCTestCase {

    @MainActor
    func testAboutRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testAboutRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> AboutRouter {
        AboutRouter(services: .preview)
    }
}
