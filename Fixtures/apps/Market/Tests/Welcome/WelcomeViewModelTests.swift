import Foundation
import XCTest
@testable import Market

/// One test per action of `WelcomeViewModel`.
final class WelcomeViewModelTests: XCTestCase {

    @MainActor
    func testInitialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.email, "")
        XCTAssertEqual(sut.password, "")
    }

    @MainActor
    func testSendingUpdateEmail_setsEmail_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)

        sut.send(.updateEmail("sample"))

        XCTAssertEqual(sut.email, "sample")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["email"], after.difference(from: before))
    }

    @MainActor
    func testSendingUpdatePassword_setsPassword_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)

        sut.send(.updatePassword("sample"))

        XCTAssertEqual(sut.password, "sample")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["password"], after.difference(from: before))
    }

    @MainActor
    func testSendingSignIn_respondsWithSignedInOnce_andNothingElse() async {
        var responses: [WelcomeViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.signIn)

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
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

    /// Every output of `WelcomeViewModel` at one moment. A test reads them before and after
    /// an action and names those that changed: compared with `==` where an output's type is
    /// `Equatable`, by its `dump` otherwise (a class instance changed in place is not seen).
    private struct Outputs {
        private var values: [(name: String, text: String, isEqual: (Any) -> Bool, value: Any)] = []

        @MainActor
        init(_ sut: WelcomeViewModel) {
            read("email", sut.email)
            read("password", sut.password)
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
