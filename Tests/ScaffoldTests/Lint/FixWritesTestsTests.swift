import Foundation
import XCTest
@testable import ScaffoldCLI

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
}
