import Foundation
import XCTest

/// A test of the generated tests: a golden fixture copied with a second change planted in
/// one reducer case, compiled with its generated tests and run. Exactly the exhaustive tests
/// of the actions that reach that case fail, and their message names the output that should
/// not have changed (the unchanged fixtures pass: their tests run in this suite).
final class PlantedChangeTests: XCTestCase {
    /// XCTest, a `set` action: `updateUsername` also sets `isLoading`.
    func testASecondChangeInASetActionFailsItsTestNamingTheOutput() throws {
        let failure = try plantedRun(spec: "Login", module: "Auth", replacing: "            username = value\n",
                                     with: "            username = value\n            isLoading = true\n")
        XCTAssertEqual(failure.tests, ["LoginViewModelTests.testSendingUpdateUsername_setsUsername_andNothingElse"], failure.output)
        XCTAssertTrue(failure.output.contains(#"("["isLoading", "username"]") is not equal to ("["username"]")"#), failure.output)
        XCTAssertTrue(failure.output.contains("isLoading: false -> true"), failure.output)
    }

    /// Swift Testing, a parameterized `set` action: `updateQuery` also sets `page`, which fails
    /// the test for each of its arguments, and no other.
    func testASecondChangeFailsTheParameterizedSwiftTestingTest() throws {
        let failure = try plantedRun(spec: "ProductListLegacy", module: "CatalogLegacy", replacing: "            query = value\n",
                                     with: "            query = value\n            page = 99\n")
        XCTAssertEqual(failure.tests, ["sendingUpdateQuery_setsQuery_andNothingElse"], failure.output)
        XCTAssertTrue(failure.output.contains(#"["page", "query"]"#), failure.output)
        XCTAssertTrue(failure.output.contains("page: 1 -> 99"), failure.output)
    }

    /// An async effect: the call's result also changes `page`. The tests of the two actions
    /// that start the call fail once it is done (while it runs, only the flag had changed);
    /// the failure tests, where the call throws first, pass.
    func testASecondChangeInAnAsyncEffectFailsTheTestsOfTheActionsThatStartIt() throws {
        let failure = try plantedRun(spec: "Shop", module: "Shop", replacing: "                    products = try await catalog.products(page: page)\n",
                                     with: "                    products = try await catalog.products(page: page)\n                    page = 2\n")
        XCTAssertEqual(failure.tests, ["ShopViewModelTests.testSendingLoad_setsProductsFromCatalog_andNothingElse",
                                       "ShopViewModelTests.testSendingRetry_setsProductsFromCatalog_andNothingElse"], failure.output)
        // The success tests fail the call first, so the error the failure left is cleared too.
        XCTAssertTrue(failure.output.contains(#"("["errorMessage", "page", "products"]") is not equal to ("["errorMessage", "products"]")"#), failure.output)
        XCTAssertTrue(failure.output.contains("page: 1 -> 2"), failure.output)
    }

    /// A `clear` that no longer clears: its test puts a value in first, through the call whose
    /// failure fills the output (no action sets it), so it fails instead of passing on a nil
    /// that was nil from the start.
    func testAClearThatDoesNothingFailsItsTestThoughNoActionSetsTheOutput() throws {
        let failure = try plantedRun(spec: "Gallery", module: "Showcase", replacing: "        case .hideProblem:\n            problem = nil\n",
                                     with: "        case .hideProblem:\n            break\n")
        XCTAssertEqual(failure.tests, ["GalleryViewModelTests.testSendingHideProblem_clearsProblem_andNothingElse"], failure.output)
        XCTAssertTrue(failure.output.contains(#"XCTAssertNil failed: "offline""#), failure.output)
    }

    // MARK: - Support

    /// The golden fixture of `spec` (with its support types) copied to a scratch folder, its
    /// view model's `text` replaced by `replacement`, and its tests built and run: the names
    /// of the tests that failed, sorted, and what the run printed about them.
    private func plantedRun(spec: String, module: String, replacing text: String, with replacement: String,
                            file: StaticString = #filePath, line: UInt = #line) throws -> (tests: [String], output: String) {
        guard GeneratedCodeCheck.isAvailable else { throw XCTSkip("the stand-ins are built on Linux only (swift build --build-tests)") }
        let folder = TemporaryFolder()
        let golden = RepositoryPaths.url("Fixtures/golden/\(spec)")
        for relative in ["Sources", "Tests"] {
            for source in GeneratedCodeCheck.swiftFiles(golden, under: relative) {
                let path = String(source.path.dropFirst(golden.path.count + 1))
                var contents = try String(contentsOf: source.resolvingSymlinksInPath(), encoding: .utf8)
                if path.hasSuffix("/\(spec)ViewModel.swift") {
                    XCTAssertTrue(contents.contains(text), "the view model has no \(text)", file: file, line: line)
                    contents = contents.replacingOccurrences(of: text, with: replacement)
                }
                try folder.write(path, contents)
            }
        }
        let support = RepositoryPaths.url("Fixtures/support/\(module)")
        for source in GeneratedCodeCheck.swiftFiles(support, under: ".") {
            try folder.write("Sources/Support/\(source.lastPathComponent)", try String(contentsOf: source, encoding: .utf8))
        }
        let output = try XCTUnwrap(GeneratedCodeCheck.runTests(folder.url, module: module), "the planted change failed no test", file: file, line: line)
        XCTAssertFalse(output.contains("building the tests into an executable failed"), output, file: file, line: line)
        var names: Set<String> = []
        for line in output.split(separator: "\n").map(String.init) {
            if let name = GeneratedCodeCheck.match(line, #"Test Case '([^']+)' failed"#) ?? GeneratedCodeCheck.match(line, #"✘ Test ([A-Za-z_0-9]+)\("#) {
                names.insert(name)
            }
        }
        return (names.sorted(), output)
    }
}
