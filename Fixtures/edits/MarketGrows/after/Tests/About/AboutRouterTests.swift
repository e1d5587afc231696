import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `AboutRouter` performs for each responder action.
final class AboutRouterTests: XCTestCase {

    @MainActor
    func testAboutRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testAboutRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    @MainActor
    func testAboutRouter_whenHandlingShowLicenses_showsLicenses() async {
        let sut = makeSUT()

        sut.handle(.showLicenses)

        guard case .licenses? = sut.path.last else {
            return XCTFail("expected the path to end with .licenses, got \(sut.path)")
        }
    }

    @MainActor
    func testAboutRouter_whenHandlingShowCredits_showsCredits() async {
        let sut = makeSUT()

        sut.handle(.showCredits)

        guard case .credits? = sut.path.last else {
            return XCTFail("expected the path to end with .credits, got \(sut.path)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> AboutRouter {
        AboutRouter(services: .preview)
    }
}
