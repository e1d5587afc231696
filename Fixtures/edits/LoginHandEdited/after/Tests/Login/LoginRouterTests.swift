import Foundation
import XCTest
@testable import EditLogin

/// The navigation `LoginRouter` performs for each responder action.
final class LoginRouterTests: XCTestCase {

    @MainActor
    func testLoginRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testLoginRouter_whenHandlingClose_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.close)

        XCTAssertTrue(sut.isDismissed)
    }

    @MainActor
    func testLoginRouter_whenHandlingForgotPassword_presentsReset() async {
        let sut = makeSUT()

        sut.handle(.forgotPassword)

        guard case .reset? = sut.presented else {
            return XCTFail("expected .reset to be presented, got \(String(describing: sut.presented))")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> LoginRouter {
        LoginRouter(authService: FakeAuthService(), analytics: Analytics())
    }
}
