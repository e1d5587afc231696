import Foundation
import XCTest
@testable import EditSettings

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
    func testSettingsRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    @MainActor
    func testSettingsRouter_whenHandlingShowLicenses_showsLicenses() async {
        let sut = makeSUT()

        sut.handle(.showLicenses)

        guard case .licenses? = sut.path.last else {
            return XCTFail("expected the path to end with .licenses, got \(sut.path)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> SettingsRouter {
        SettingsRouter(store: SettingsStore())
    }
}
