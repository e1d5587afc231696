import Foundation
import XCTest
@testable import ScaffoldCLI

/// Hand-written shapes `add` would edit into code that does not compile (issue 28, item 5):
/// refused with the place and what to do, exit 2, nothing written.
final class RefusedShapesTests: XCTestCase {
    /// A repository with one hand-written view model, `S/Odd/OddViewModel.swift`.
    func repository(_ viewModel: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: S\ntests: T\nmodule: App\n")
        try folder.write("S/Odd/OddViewModel.swift", viewModel)
        return folder
    }

    func viewModel(action: String = "enum Action", send: String = "func send(_ action: Action)") -> String {
        """
        import Combine

        @MainActor
        final class OddViewModel: ObservableObject {
            init() {}

            \(action) {
                case bump = "b"
            }

            \(send) {
                switch action {
                case .bump:
                    count += 1
                }
            }

            @Published private(set) var count: Int = 0
        }

        """
    }

    func assertRefused(_ folder: TemporaryFolder, _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let before = filesBelow(folder.url).map { folder.read($0) }
        let result = runCLI(["add", "Odd"] + arguments, in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.err, file: file, line: line)
        XCTAssertTrue(result.err.contains(message), result.err, file: file, line: line)
        XCTAssertEqual(filesBelow(folder.url).map { folder.read($0) }, before, "nothing is written", file: file, line: line)
    }

    func testACaseWithValuesIsRefusedInAnEnumWithRawValues() throws {
        let folder = try repository(viewModel(action: "enum Action: String"))
        assertRefused(folder, ["--action", "assign(Int) -> set count"],
                      "OddViewModel.Action (S/Odd/OddViewModel.swift:7) has raw values (String), and a case with values cannot have one: add the case by hand, without values, or take the raw type away")
        let plain = runCLI(["add", "Odd", "--action", "reset"], in: folder.url.path)
        XCTAssertEqual(plain.code, 0, "a case without values gets its raw value from its name: \(plain.err)")
        XCTAssertTrue(folder.read("S/Odd/OddViewModel.swift")?.contains("case reset") == true)
    }

    func testACaseWithValuesIsRefusedInACaseIterableEnum() throws {
        let folder = try repository(viewModel(action: "enum Action: CaseIterable").replacingOccurrences(of: "case bump = \"b\"", with: "case bump"))
        assertRefused(folder, ["--action", "assign(Int) -> set count"], "OddViewModel.Action (S/Odd/OddViewModel.swift:7) is CaseIterable, which a case with values does not allow")
    }

    func testAnActionIsRefusedForAnAsyncSend() throws {
        let folder = try repository(viewModel(send: "func send(_ action: Action) async").replacingOccurrences(of: "case bump = \"b\"", with: "case bump"))
        assertRefused(folder, ["--action", "again -> send bump"],
                      "OddViewModel.send(_:) (S/Odd/OddViewModel.swift:11) is async; scaffold writes reducer cases and tests for a synchronous send(_:), which would not compile here: add the action by hand")
    }

    func testAnActionIsRefusedWhenTheReducerSwitchIsInsideAClosure() throws {
        let closure = "func send(_ action: Action) {\n        let handle: (Action) -> Void = { action in\n            switch action {\n            case .bump:\n                self.count += 1\n            }\n        }\n        handle(action)\n    }\n\n    func unused(_ action: Action)"
        let folder = try repository(viewModel(send: closure).replacingOccurrences(of: "case bump = \"b\"", with: "case bump"))
        assertRefused(folder, ["--action", "again -> send bump"],
                      "the `switch action` of OddViewModel.send(_:) (S/Odd/OddViewModel.swift:13) is inside a closure; scaffold adds cases to a switch written directly in send(_:)")
    }


    /// A hand-written makeSUT() without a `responder:` parameter (a very common shape):
    /// a responding action is added to the code, and its test, which would call
    /// makeSUT(responder:), is left out with a note saying what to give makeSUT.
    func testAHandWrittenMakeSUTWithoutAResponderGetsANoteNotACallThatDoesNotCompile() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: S\ntests: T\nmodule: App\n")
        try folder.write("Specs/Login.screen.yml", String(contentsOf: RepositoryPaths.url("Fixtures/specs/Login.screen.yml"), encoding: .utf8))
        XCTAssertEqual(runCLI(["screen", "Login"], in: folder.url.path).code, 0)
        let tests = """
            import XCTest
            @testable import App

            @MainActor
            final class LoginViewModelTests: XCTestCase {
                func testStartsEmpty() {
                    let sut = makeSUT()
                    XCTAssertEqual(sut.username, "")
                }

                private func makeSUT() -> LoginViewModel {
                    LoginViewModel(authService: AuthService(), analytics: Analytics(), responder: .noop)
                }
            }

            """
        try folder.write("T/Login/LoginViewModelTests.swift", tests)
        let result = runCLI(["add", "Login", "--action", "finish -> respond cancel"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("T/Login/LoginViewModelTests.swift:11: no test was added for this responding action: this makeSUT() takes no `responder:`"), result.err)
        XCTAssertTrue(folder.read("S/Login/LoginViewModel.swift")?.contains("case finish") == true, "the action itself is added")
        XCTAssertFalse(folder.read("T/Login/LoginViewModelTests.swift")?.contains("makeSUT(responder:") ?? true, "no call that does not compile")
    }

}
