import Foundation
import XCTest
@testable import AuthLegacy

/// One test per action of `LoginLegacyViewModel`.
final class LoginLegacyViewModelTests: XCTestCase {

    @MainActor
    func testLoginLegacyViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.username, "")
        XCTAssertEqual(sut.isLoading, false)
        XCTAssertEqual(sut.rememberMe, false)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testLoginLegacyViewModel_whenSendingUpdateUsername_setsUsername() async {
        let sut = makeSUT()

        sut.send(.updateUsername("sample"))

        XCTAssertEqual(sut.username, "sample")
    }

    @MainActor
    func testLoginLegacyViewModel_whenSendingToggleRememberMe_togglesRememberMe() async {
        let sut = makeSUT()
        let before = sut.rememberMe

        sut.send(.toggleRememberMe)

        XCTAssertEqual(sut.rememberMe, !before)
    }

    @MainActor
    func testLoginLegacyViewModel_whenSendingCancel_respondsWithCancelOnce() async {
        var responses: [LoginLegacyViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.cancel)

        XCTAssertEqual(responses.count, 1)
        guard case .cancel? = responses.first else {
            return XCTFail("expected .cancel, got \(responses)")
        }
    }

    func testLoginLegacyViewModel_whenSendingAuthenticate_isNotYetImplemented() throws {
        _ = LoginLegacyViewModel.Action.authenticate
        throw XCTSkip("TODO: 'authenticate' has no effect yet; implement it, then write this test")
    }

    func testLoginLegacyViewModel_whenSendingLogin_isNotYetImplemented() throws {
        _ = LoginLegacyViewModel.Action.login
        throw XCTSkip("TODO: 'login' has no effect yet; implement it, then write this test")
    }

    @MainActor
    func testLoginLegacyViewModel_whenSendingSignedIn_respondsWithSuccessOnce() async {
        var responses: [LoginLegacyViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.signedIn(User(id: 1, name: "Ada")))

        XCTAssertEqual(responses.count, 1)
        guard case .success? = responses.first else {
            return XCTFail("expected .success, got \(responses)")
        }
    }

    @MainActor
    func testLoginLegacyViewModel_whenSendingShowError_setsErrorMessage() async {
        let sut = makeSUT()

        sut.send(.showError("sample"))

        XCTAssertEqual(sut.errorMessage, "sample")
    }

    @MainActor
    func testLoginLegacyViewModel_whenSendingRetry_respondsWithCancelOnce() async {
        var responses: [LoginLegacyViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.retry)

        XCTAssertEqual(responses.count, 1)
        guard case .cancel? = responses.first else {
            return XCTFail("expected .cancel, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<LoginLegacyViewModel.ResponderAction> = .noop) -> LoginLegacyViewModel {
        LoginLegacyViewModel(authService: AuthService(), analytics: Analytics(), responder: responder)
    }
}
