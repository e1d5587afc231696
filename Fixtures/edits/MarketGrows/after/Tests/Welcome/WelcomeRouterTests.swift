import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `WelcomeRouter` performs for each responder action.
final class WelcomeRouterTests: XCTestCase {

    @MainActor
    func testWelcomeRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testWelcomeRouter_whenHandlingSignedIn_passesItUp() async {
        var passed: [WelcomeViewModel.ResponderAction] = []
        let sut = makeSUT(parent: Responder { passed.append($0) })

        sut.handle(.signedIn)

        guard passed.count == 1, case .signedIn? = passed.first else {
            return XCTFail("expected .signedIn passed up once, got \(passed)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(parent: Responder<WelcomeViewModel.ResponderAction> = .noop) -> WelcomeRouter {
        WelcomeRouter(services: .preview, parent: parent)
    }
}
