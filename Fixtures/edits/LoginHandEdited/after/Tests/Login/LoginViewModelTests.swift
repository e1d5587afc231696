import Foundation
import XCTest
@testable import EditLogin

/// One test per action of `LoginViewModel`.
final class LoginViewModelTests: XCTestCase {

    @MainActor
    func testLoginViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.username, "")
        XCTAssertEqual(sut.password, "")
        XCTAssertEqual(sut.isLoading, false)
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.rememberMe, false)
    }

    @MainActor
    func testLoginViewModel_whenSendingUpdateUsername_setsUsername() async {
        let sut = makeSUT()

        sut.send(.updateUsername("sample"))

        XCTAssertEqual(sut.username, "sample")
    }

    @MainActor
    func testLoginViewModel_whenSendingUpdatePassword_setsPassword() async {
        let sut = makeSUT()

        sut.send(.updatePassword("sample"))

        XCTAssertEqual(sut.password, "sample")
    }

    // Written by hand: the login runs in a Task, so the test waits for it.
    @MainActor
    func testLoginViewModel_whenSendingSubmit_logsInWithTheTrimmedUsername() async {
        let service = FakeAuthService()
        let sut = LoginViewModel(authService: service, analytics: Analytics(), responder: .noop)
        sut.send(.updateUsername("  ada "))
        sut.send(.updatePassword("secret"))

        sut.send(.submit)
        await waitUntil { !sut.isLoading }

        XCTAssertEqual(service.logIns, ["ada"])
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testLoginViewModel_whenSendingLoginFailed_setsErrorMessage() async {
        let sut = makeSUT()

        sut.send(.loginFailed("sample"))

        XCTAssertEqual(sut.errorMessage, "sample")
    }

    @MainActor
    func testLoginViewModel_whenSendingClose_respondsWithCloseOnce() async {
        var responses: [LoginViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.close)

        XCTAssertEqual(responses.count, 1)
        guard case .close? = responses.first else {
            return XCTFail("expected .close, got \(responses)")
        }
    }

    @MainActor
    func testLoginViewModel_whenSendingForgotPassword_respondsWithForgotPasswordOnce() async {
        var responses: [LoginViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.forgotPassword)

        XCTAssertEqual(responses.count, 1)
        guard case .forgotPassword? = responses.first else {
            return XCTFail("expected .forgotPassword, got \(responses)")
        }
    }

    @MainActor
    func testLoginViewModel_whenSendingToggleRememberMe_togglesRememberMe() async {
        let sut = makeSUT()
        let before = sut.rememberMe

        sut.send(.toggleRememberMe)

        XCTAssertEqual(sut.rememberMe, !before)
    }

    // MARK: - Support

    /// Yields until `condition` holds (at most 100 turns of the main actor).
    @MainActor
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<100 where !condition() { await Task.yield() }
    }

    @MainActor
    private func makeSUT(responder: Responder<LoginViewModel.ResponderAction> = .noop) -> LoginViewModel {
        LoginViewModel(authService: FakeAuthService(), analytics: Analytics(), responder: responder)
    }
}
