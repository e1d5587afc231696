import Foundation
import XCTest
@testable import Starter

/// The navigation `StarterRouter` performs for each responder action.
final class StarterRouterTests: XCTestCase {

    @MainActor
    func testStarterRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testStarterRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> StarterRouter {
        StarterRouter()
    }
}
