import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `AccountRouter` performs for each responder action.
final class AccountRouterTests: XCTestCase {

    @MainActor
    func testAccountRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testAccountRouter_whenHandlingSignedOut_passesItUp() async {
        var passed: [AccountViewModel.ResponderAction] = []
        let sut = makeSUT(parent: Responder { passed.append($0) })

        sut.handle(.signedOut)

        guard passed.count == 1, case .signedOut? = passed.first else {
            return XCTFail("expected .signedOut passed up once, got \(passed)")
        }
    }

    @MainActor
    func testAccountRouter_whenHandlingShowSettings_presentsSettings() async {
        let sut = makeSUT()

        sut.handle(.showSettings)

        guard case .settings? = sut.presented else {
            return XCTFail("expected .settings to be presented, got \(String(describing: sut.presented))")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(parent: Responder<AccountViewModel.ResponderAction> = .noop) -> AccountRouter {
        AccountRouter(services: .preview, parent: parent)
    }
}
