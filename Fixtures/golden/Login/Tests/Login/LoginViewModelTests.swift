import Foundation
import XCTest
@testable import Auth

/// One test per action of `LoginViewModel`.
final class LoginViewModelTests: XCTestCase {

    @MainActor
    func testLoginViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.username, "")
        XCTAssertEqual(sut.isLoading, false)
        XCTAssertEqual(sut.rememberMe, false)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testLoginViewModel_whenSendingUpdateUsername_setsUsername() async {
        let sut = makeSUT()

        sut.send(.updateUsername("sample"))

        XCTAssertEqual(sut.username, "sample")
    }

    @MainActor
    func testLoginViewModel_whenSendingToggleRememberMe_togglesRememberMe() async {
        let sut = makeSUT()
        let before = sut.rememberMe

        sut.send(.toggleRememberMe)

        XCTAssertEqual(sut.rememberMe, !before)
    }

    @MainActor
    func testLoginViewModel_whenSendingCancel_respondsWithCancelOnce() async {
        var responses: [LoginViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.cancel)

        XCTAssertEqual(responses.count, 1)
        guard case .cancel? = responses.first else {
            return XCTFail("expected .cancel, got \(responses)")
        }
    }

    func testLoginViewModel_whenSendingAuthenticate_isNotYetImplemented() throws {
        _ = LoginViewModel.Action.authenticate
        throw XCTSkip("TODO: 'authenticate' has no effect yet; implement it, then write this test")
    }

    func testLoginViewModel_whenSendingLogin_isNotYetImplemented() throws {
        _ = LoginViewModel.Action.login
        throw XCTSkip("TODO: 'login' has no effect yet; implement it, then write this test")
    }

    @MainActor
    func testLoginViewModel_whenSendingSignedIn_respondsWithSuccessOnce() async {
        var responses: [LoginViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.signedIn(User(id: 1, name: "Ada")))

        XCTAssertEqual(responses.count, 1)
        guard case .success? = responses.first else {
            return XCTFail("expected .success, got \(responses)")
        }
    }

    @MainActor
    func testLoginViewModel_whenSendingShowError_setsErrorMessage() async {
        let sut = makeSUT()

        sut.send(.showError("sample"))

        XCTAssertEqual(sut.errorMessage, "sample")
    }

    @MainActor
    func testLoginViewModel_whenSendingRetry_respondsWithCancelOnce() async {
        var responses: [LoginViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.retry)

        XCTAssertEqual(responses.count, 1)
        guard case .cancel? = responses.first else {
            return XCTFail("expected .cancel, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<LoginViewModel.ResponderAction> = .noop) -> LoginViewModel {
        LoginViewModel(authService: AuthService(), analytics: Analytics(), responder: responder)
    }
}
