import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `CreditsRouter` performs for each responder action.
final class CreditsRouterTests: XCTestCase {

    @MainActor
    func testCreditsRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testCreditsRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> CreditsRouter {
        CreditsRouter(services: .preview)
    }
}
