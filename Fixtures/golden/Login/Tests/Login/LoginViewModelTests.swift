import Foundation
import XCTest
@testable import Auth

/// One test per action of `LoginViewModel`.
final class LoginViewModelTests: XCTestCase {

    @MainActor
    func testInitialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.username, "")
        XCTAssertEqual(sut.isLoading, false)
        XCTAssertEqual(sut.rememberMe, false)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testSendingUpdateUsername_setsUsername_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)

        sut.send(.updateUsername("sample"))

        XCTAssertEqual(sut.username, "sample")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["username"], after.difference(from: before))
    }

    @MainActor
    func testSendingToggleRememberMe_togglesRememberMe_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)
        let initial = sut.rememberMe

        sut.send(.toggleRememberMe)

        XCTAssertEqual(sut.rememberMe, !initial)
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["rememberMe"], after.difference(from: before))
    }

    @MainActor
    func testSendingCancel_respondsWithCancelOnce_andNothingElse() async {
        var responses: [LoginViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.cancel)

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
        XCTAssertEqual(responses.count, 1)
        guard case .cancel? = responses.first else {
            return XCTFail("expected .cancel, got \(responses)")
        }
    }

    func testSendingAuthenticate_isNotYetImplemented() throws {
        _ = LoginViewModel.Action.authenticate
        throw XCTSkip("TODO: 'authenticate' has no effect yet; implement it, then write this test")
    }

    func testSendingLogin_isNotYetImplemented() throws {
        _ = LoginViewModel.Action.login
        throw XCTSkip("TODO: 'login' has no effect yet; implement it, then write this test")
    }

    @MainActor
    func testSendingSignedIn_respondsWithSuccessOnce_andNothingElse() async {
        var responses: [LoginViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.signedIn(User(id: 1, name: "Ada")))

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
        XCTAssertEqual(responses.count, 1)
        guard case .success? = responses.first else {
            return XCTFail("expected .success, got \(responses)")
        }
    }

    @MainActor
    func testSendingShowError_setsErrorMessage_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)

        sut.send(.showError("sample"))

        XCTAssertEqual(sut.errorMessage, "sample")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["errorMessage"], after.difference(from: before))
    }

    @MainActor
    func testSendingRetry_respondsWithCancelOnce_andNothingElse() async {
        var responses: [LoginViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.retry)

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
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

    /// Every output of `LoginViewModel` at one moment. A test reads them before and after
    /// an action and names those that changed: compared with `==` where an output's type is
    /// `Equatable`, by its `dump` otherwise (a class instance changed in place is not seen).
    private struct Outputs {
        private var values: [(name: String, text: String, isEqual: (Any) -> Bool, value: Any)] = []

        @MainActor
        init(_ sut: LoginViewModel) {
            read("username", sut.username)
            read("isLoading", sut.isLoading)
            read("rememberMe", sut.rememberMe)
            read("errorMessage", sut.errorMessage)
            read("items", sut.items)
        }

        /// The names of the outputs that differ from `before`, sorted.
        func changed(from before: Outputs) -> [String] {
            zip(before.values, values).filter { !$0.0.isEqual($0.1.value) }.map(\.1.name).sorted()
        }

        /// Each output that differs from `before`, with both values: `isLoading: false -> true`.
        func difference(from before: Outputs) -> String {
            let changes = zip(before.values, values).filter { !$0.0.isEqual($0.1.value) }
            return changes.isEmpty ? "no output changed" : changes.map { "\($0.1.name): \($0.0.text) -> \($0.1.text)" }.joined(separator: "; ")
        }

        private mutating func read<Value: Equatable>(_ name: String, _ value: Value) {
            values.append((name, String(describing: value), { ($0 as? Value) == value }, value))
        }

        private mutating func read<Value>(_ name: String, _ value: Value) {
            var dumped = ""
            dump(value, to: &dumped)
            values.append((name, String(describing: value), { ($0 as? String) == dumped }, dumped))
        }
    }
}
