import Foundation
import XCTest
@testable import EditLogin

/// The navigation `LoginRouter` performs for each responder action.
final class LoginRouterTests: XCTestCase {

    @MainActor
    func testLoginRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testLoginRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> LoginRouter {
        LoginRouter(authService: FakeAuthService())
    }
}
