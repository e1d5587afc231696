import Foundation
import XCTest
@testable import EditSettings

/// The navigation `SettingsRouter` performs for each responder action.
final class SettingsRouterTests: XCTestCase {

    @MainActor
    func testSettingsRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testSettingsRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> SettingsRouter {
        SettingsRouter(store: SettingsStore())
    }
}
