import Foundation
import XCTest
@testable import ScaffoldCLI
@testable import ScaffoldModel

/// `lint --fix` writes the tests `untested_action`, `untested_responder_action` and
/// `untested_route` ask for, when it can tell what the code does: the same test
/// `scaffold screen` writes. When it cannot, the finding stays, with why.
final class FixWritesTestsTests: XCTestCase {
    static let golden = RepositoryPaths.url("Fixtures/golden/Login")

    /// The Login fixture generated, with some of its tests deleted.
    func makeLogin(deleting tests: [(file: String, name: String)]) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Auth\n")
        XCTAssertEqual(runCLI(["screen", "--spec", RepositoryPaths.url("Fixtures/specs/Login.screen.yml").path], in: folder.url.path).code, 0)
        for (file, name) in tests {
            var text = try XCTUnwrap(folder.read(file))
            let block = try XCTUnwrap(Self.function(name, in: text), name)
            text = text.replacingOccurrences(of: block + "\n", with: "")
            try folder.write(file, text)
        }
        return folder
    }

    /// The text of test function `name` with its attribute and the blank line after it.
    static func function(_ name: String, in text: String) -> String? {
        guard let found = text.range(of: "func \(name)(") else { return nil }
        let start = text[..<found.lowerBound].range(of: "\n\n", options: .backwards).map { $0.upperBound } ?? text.startIndex
        guard let end = text[found.upperBound...].range(of: "\n    }\n") else { return nil }
        return String(text[start..<end.upperBound])
    }

    func testTheMissingTestsAreWrittenAsScaffoldScreenWritesThem() throws {
        let folder = try makeLogin(deleting: [
            ("Tests/Login/LoginViewModelTests.swift", "testSendingToggleRememberMe_togglesRememberMe_andNothingElse"),
            ("Tests/Login/LoginViewModelTests.swift", "testSendingRetry_respondsWithCancelOnce_andNothingElse"),
            ("Tests/Login/LoginRouterTests.swift", "testLoginRouter_whenHandlingHelp_presentsSupport"),
        ])
        let before = runCLI(["lint"], in: folder.url.path)
        XCTAssertTrue(before.out.contains("(untested_action)") && before.out.contains("(untested_responder_action)"), before.out)

        let fixed = runCLI(["lint", "--fix"], in: folder.url.path)
        XCTAssertEqual(fixed.code, 0, fixed.out + fixed.err)
        XCTAssertTrue(fixed.err.contains("Fixed 2 files: Tests/Login/LoginRouterTests.swift, Tests/Login/LoginViewModelTests.swift."), fixed.err)
        XCTAssertFalse(fixed.out.contains("untested_"), "no untested finding is left: \(fixed.out)")
        for (file, name) in [("Tests/Login/LoginViewModelTests.swift", "testSendingToggleRememberMe_togglesRememberMe_andNothingElse"),
                             ("Tests/Login/LoginViewModelTests.swift", "testSendingRetry_respondsWithCancelOnce_andNothingElse"),
                             ("Tests/Login/LoginRouterTests.swift", "testLoginRouter_whenHandlingHelp_presentsSupport")] {
            let written = try XCTUnwrap(Self.function(name, in: folder.read(file) ?? ""), "\(name) was not written")
            let expected = try XCTUnwrap(Self.function(name, in: String(contentsOf: Self.golden.appendingPathComponent(file), encoding: .utf8)))
            XCTAssertEqual(written, expected, "the test scaffold screen writes")
        }
        XCTAssertEqual(runCLI(["lint", "--fix"], in: folder.url.path).out, runCLI(["lint"], in: folder.url.path).out, "a second fix changes nothing")
    }

    func testARouteTestInSwiftTesting() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Accounts\n")
        XCTAssertEqual(runCLI(["screen", "--spec", RepositoryPaths.url("Fixtures/specs/Profile.screen.yml").path], in: folder.url.path).code, 0)
        let file = "Tests/Profile/ProfileRouterTests.swift"
        let golden = try String(contentsOf: RepositoryPaths.url("Fixtures/golden/Profile/\(file)"), encoding: .utf8)
        let expected = try XCTUnwrap(Self.function("whenShowingFollowers_pathEndsWithFollowers", in: golden))
        try folder.write(file, golden.replacingOccurrences(of: expected + "\n", with: ""))
        XCTAssertTrue(runCLI(["lint"], in: folder.url.path).out.contains("(untested_route)"))

        let fixed = runCLI(["lint", "--fix"], in: folder.url.path)
        XCTAssertEqual(fixed.code, 0, fixed.out + fixed.err)
        XCTAssertEqual(try XCTUnwrap(Self.function("whenShowingFollowers_pathEndsWithFollowers", in: folder.read(file) ?? "")), expected)
    }

    func testWhatItCannotInferStaysWithWhy() throws {
        let folder = try makeLogin(deleting: [
            ("Tests/Login/LoginViewModelTests.swift", "testSendingToggleRememberMe_togglesRememberMe_andNothingElse"),
            ("Tests/Login/LoginViewModelTests.swift", "testSendingShowError_setsErrorMessage_andNothingElse"),
            ("Tests/Login/LoginViewModelTests.swift", "testSendingAuthenticate_isNotYetImplemented"),
        ])
        // showError now does more than set the output: scaffold cannot tell what to assert.
        let viewModel = "Sources/Login/LoginViewModel.swift"
        let code = try XCTUnwrap(folder.read(viewModel))
        try folder.write(viewModel, code.replacingOccurrences(of: "            errorMessage = value\n", with: "            errorMessage = value.isEmpty ? nil : value\n"))
        let untouched = try XCTUnwrap(folder.read("Tests/Login/LoginViewModelTests.swift"))

        let fixed = runCLI(["lint", "--fix"], in: folder.url.path)
        XCTAssertEqual(fixed.code, 1)
        XCTAssertTrue(fixed.err.contains("note: not fixed: `send(.showError)` runs code of its own, so scaffold cannot tell what to assert; write this test by hand"), fixed.err)
        XCTAssertTrue(fixed.err.contains("note: not fixed: `send(.authenticate)` does nothing yet (its reducer case is empty or a TODO); implement it, then write its test"), fixed.err)
        let tests = try XCTUnwrap(folder.read("Tests/Login/LoginViewModelTests.swift"))
        XCTAssertTrue(tests.contains("func testSendingToggleRememberMe_togglesRememberMe_andNothingElse()"), "what it can infer is still written")
        XCTAssertFalse(tests.contains("SendingShowError"))
        XCTAssertNotEqual(tests, untouched)
    }

    func testAFindingTheBaselineAcceptsGetsNoTest() throws {
        let folder = try makeLogin(deleting: [("Tests/Login/LoginViewModelTests.swift", "testSendingRetry_respondsWithCancelOnce_andNothingElse")])
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "baseline.json"], in: folder.url.path).code, 0)
        let before = try XCTUnwrap(folder.read("Tests/Login/LoginViewModelTests.swift"))
        let fixed = runCLI(["lint", "--fix", "--baseline", "baseline.json"], in: folder.url.path)
        XCTAssertEqual(fixed.code, 0, fixed.out)
        XCTAssertEqual(folder.read("Tests/Login/LoginViewModelTests.swift"), before)
    }

    /// An app of `count` screens whose tests leave the routers untested (each screen's test
    /// names its view model only, so its router's tests are looked for among every test),
    /// one screen's view outside its folder and one screen's test in another folder.
    static func manyScreens(_ count: Int) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Bench\n")
        try folder.write("Sources/Responder.swift", "struct Responder<Action> {\n    let send: @MainActor (Action) -> Void\n}\n")
        for index in 0..<count {
            let name = "Screen\(index)"
            try folder.write("Sources/\(name)/\(name)ViewModel.swift", """
            import Combine

            @MainActor
            final class \(name)ViewModel: ObservableObject {
                enum Action { case select(Int), back }
                enum ResponderAction { case showNext(Int), close }
                @Published private(set) var items: [Int] = []
                private let responder: Responder<ResponderAction>
                init(responder: Responder<ResponderAction>) { self.responder = responder }
                func send(_ action: Action) {
                    switch action {
                    case .select(let value): responder.send(.showNext(value))
                    case .back: responder.send(.close)
                    }
                }
            }

            """)
            try folder.write(index == 1 ? "Sources/Shared/\(name)View.swift" : "Sources/\(name)/\(name)View.swift", """
            import SwiftUI

            struct \(name)View: View {
                @ObservedObject var viewModel: \(name)ViewModel
                var body: some View { List(viewModel.items, id: \\.self) { Text("\\($0)") } }
            }

            """)
            try folder.write("Sources/\(name)/\(name)Router.swift", """
            import Combine

            @MainActor
            final class \(name)Router: ObservableObject {
                enum Route: Hashable { case next(Int) }
                @Published private(set) var path: [Route] = []
                func handle(_ action: \(name)ViewModel.ResponderAction) {
                    switch action {
                    case .showNext(let value): path.append(.next(value))
                    case .close: path.removeAll()
                    }
                }
            }

            """)
            try folder.write(index == 2 ? "Tests/Moved/\(name)ViewModelTests.swift" : "Tests/\(name)/\(name)ViewModelTests.swift", """
            import XCTest
            @testable import Bench

            @MainActor
            final class \(name)ViewModelTests: XCTestCase {
                func testSelectShowsNext() {
                    var sent: [\(name)ViewModel.ResponderAction] = []
                    let sut = \(name)ViewModel(responder: Responder { sent.append($0) })
                    sut.send(.select(1))
                    XCTAssertEqual(sent, [.showNext(1)])
                }
            }

            """)
        }
        return folder
    }

    /// `lint --fix` writing the tests of many screens looks through the files a number of
    /// times that grows with the files, not with screens times files (each screen's tests
    /// were looked for in every test file: 1,200 screens took 6.2 s against 1.9 s for
    /// 600), and writes what searching every file for each screen writes.
    func testTheTestsOfManyScreensAreWrittenInLinearWork() throws {
        func searched(_ count: Int) throws -> Int {
            let folder = try Self.manyScreens(count)
            let before = Workspace.filesSearched
            let result = runCLI(["lint", "--fix"], in: folder.url.path)
            XCTAssertTrue(result.err.hasPrefix("Fixed \(count) files"), String(result.err.prefix(300)))
            return Workspace.filesSearched - before
        }
        let small = try searched(20), large = try searched(80)
        XCTAssertLessThan(Double(large), Double(small) * 5, "20 screens: \(small) files looked through; 80: \(large)")

        // The same writes and the same output with the word index from the first search
        // and with none.
        let saved = Workspace.searchesBeforeWordIndex
        defer { Workspace.searchesBeforeWordIndex = saved }
        var outcomes: [(out: String, err: String, tests: [String?])] = []
        for threshold in [0, Int.max] {
            Workspace.searchesBeforeWordIndex = threshold
            let folder = try Self.manyScreens(12)
            let result = runCLI(["lint", "--fix"], in: folder.url.path)
            let tests = (0..<12).map { folder.read($0 == 2 ? "Tests/Moved/Screen2ViewModelTests.swift" : "Tests/Screen\($0)/Screen\($0)ViewModelTests.swift") }
            outcomes.append((result.out, result.err, tests))
        }
        XCTAssertEqual(outcomes[0].out, outcomes[1].out)
        XCTAssertEqual(outcomes[0].err, outcomes[1].err)
        XCTAssertEqual(outcomes[0].tests, outcomes[1].tests)
        XCTAssertTrue(outcomes[0].tests.allSatisfy { $0?.contains("func testWhenSendingBackRespondsWithCloseOnce()") == true }, "\(outcomes[0].tests.map { $0?.count ?? 0 })")
    }
}
