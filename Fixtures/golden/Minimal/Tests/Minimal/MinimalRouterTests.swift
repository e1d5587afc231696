import Foundation
import XCTest
@testable import Blank

/// The navigation `MinimalRouter` performs for each responder action.
final class MinimalRouterTests: XCTestCase {

    @MainActor
    func testMinimalRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> MinimalRouter {
        MinimalRouter()
    }
}
