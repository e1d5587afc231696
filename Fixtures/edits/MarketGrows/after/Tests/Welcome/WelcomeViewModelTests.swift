import Foundation
import XCTest
@testable import MarketGrows

/// One test per action of `WelcomeViewModel`.
final class WelcomeViewModelTests: XCTestCase {

    @MainActor
    func testWelcomeViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.email, "")
        XCTAssertEqual(sut.password, "")
    }

    @MainActor
    func testWelcomeViewModel_whenSendingUpdateEmail_setsEmail() async {
        let sut = makeSUT()

        sut.send(.updateEmail("sample"))

        XCTAssertEqual(sut.email, "sample")
    }

    @MainActor
    func testWelcomeViewModel_whenSendingUpdatePassword_setsPassword() async {
        let sut = makeSUT()

        sut.send(.updatePassword("sample"))

        XCTAssertEqual(sut.password, "sample")
    }

    @MainActor
    func testWelcomeViewModel_whenSendingSignIn_respondsWithSignedInOnce() async {
        var responses: [WelcomeViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.signIn)

        XCTAssertEqual(responses.count, 1)
        guard case .signedIn? = responses.first else {
            return XCTFail("expected .signedIn, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<WelcomeViewModel.ResponderAction> = .noop) -> WelcomeViewModel {
        WelcomeViewModel(session: SessionService(), responder: responder)
    }
}
