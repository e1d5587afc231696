import Foundation
import XCTest
@testable import MarketGrows

/// One test per action of `AccountViewModel`.
final class AccountViewModelTests: XCTestCase {

    @MainActor
    func testAccountViewModel_whenSendingSignOut_respondsWithSignedOutOnce() async {
        var responses: [AccountViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.signOut)

        XCTAssertEqual(responses.count, 1)
        guard case .signedOut? = responses.first else {
            return XCTFail("expected .signedOut, got \(responses)")
        }
    }

    @MainActor
    func testAccountViewModel_whenSendingOpenSettings_respondsWithShowSettingsOnce() async {
        var responses: [AccountViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.openSettings)

        XCTAssertEqual(responses.count, 1)
        guard case .showSettings? = responses.first else {
            return XCTFail("expected .showSettings, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<AccountViewModel.ResponderAction> = .noop) -> AccountViewModel {
        AccountViewModel(session: SessionService(), responder: responder)
    }
}
