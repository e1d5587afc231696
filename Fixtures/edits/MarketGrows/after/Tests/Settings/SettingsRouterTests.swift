import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `SettingsRouter` performs for each responder action.
final class SettingsRouterTests: XCTestCase {

    @MainActor
    func testSettingsRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testSettingsRouter_whenHandlingShowAbout_showsAbout() async {
        let sut = makeSUT()

        sut.handle(.showAbout)

        guard case .about? = sut.path.last else {
            return XCTFail("expected the path to end with .about, got \(sut.path)")
        }
    }

    @MainActor
    func testSettingsRouter_whenHandlingDone_popsTheLastRoute() async {
        let sut = makeSUT()
        sut.show(.about)

        sut.handle(.done)

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> SettingsRouter {
        SettingsRouter(services: .preview)
    }
}
