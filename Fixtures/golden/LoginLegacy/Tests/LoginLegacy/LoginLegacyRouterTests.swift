import Foundation
import XCTest
@testable import AuthLegacy

/// The navigation `LoginLegacyRouter` performs for each responder action.
final class LoginLegacyRouterTests: XCTestCase {

    @MainActor
    func testLoginLegacyRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testLoginLegacyRouter_whenHandlingSuccess_showsHome() async {
        let sut = makeSUT()

        sut.handle(.success(User(id: 1, name: "Ada")))

        guard case .home? = sut.path.last else {
            return XCTFail("expected the path to end with .home, got \(sut.path)")
        }
    }

    @MainActor
    func testLoginLegacyRouter_whenHandlingCancel_popsTheLastRoute() async {
        let sut = makeSUT()
        sut.show(.home(User(id: 1, name: "Ada")))

        sut.handle(.cancel)

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
    }

    @MainActor
    func testLoginLegacyRouter_whenHandlingHelp_presentsSupport() async {
        let sut = makeSUT()

        sut.handle(.help)

        guard case .support? = sut.presented else {
            return XCTFail("expected .support to be presented, got \(String(describing: sut.presented))")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> LoginLegacyRouter {
        LoginLegacyRouter(authService: AuthService(), analytics: Analytics())
    }
}
