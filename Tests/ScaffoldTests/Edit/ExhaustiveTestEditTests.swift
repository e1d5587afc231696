import Foundation
import XCTest

/// The test style setting (`testStyle:` in `.scaffold.yml` and in a spec) and the way an
/// existing screen's tests are kept in their own style: `add` writes exhaustive tests only
/// into test types with the `Outputs` snapshot, and `add --exhaustive-tests` inserts one.
final class ExhaustiveTestEditTests: XCTestCase {
    static let spec = """
    screen: Search
    outputs:
      query: String = ""
      isSearching: Bool = false
      results: "[String] = []"
    actions:
      - updateQuery(String) -> set query
      - toggleSearching -> toggle isSearching

    """

    /// A repository with the Search spec, the config's lines added, generated.
    func makeSearch(config: String = "", spec: String = ExhaustiveTestEditTests.spec) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Gen\n" + config)
        try folder.write("Specs/Search.screen.yml", spec)
        let result = runCLI(["screen", "Search"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        return folder
    }

    static let tests = "Tests/Search/SearchViewModelTests.swift"

    func testNewScreensAreExhaustiveUnlessTheConfigOrTheSpecSaysFocused() throws {
        let exhaustive = try XCTUnwrap(makeSearch().read(Self.tests))
        XCTAssertTrue(exhaustive.contains("    private struct Outputs {\n"), exhaustive)
        XCTAssertTrue(exhaustive.contains("func testSendingUpdateQuery_setsQuery_andNothingElse() async {"), exhaustive)
        XCTAssertTrue(exhaustive.contains(#"XCTAssertEqual(after.changed(from: before), ["query"], after.difference(from: before))"#), exhaustive)

        let focused = try XCTUnwrap(makeSearch(config: "testStyle: focused\n").read(Self.tests))
        XCTAssertFalse(focused.contains("Outputs"), focused)
        XCTAssertTrue(focused.contains("func testSearchViewModel_whenSendingUpdateQuery_setsQuery() async {"), focused)

        // The spec's key wins over the config's.
        let spec = Self.spec.replacingOccurrences(of: "screen: Search\n", with: "screen: Search\ntestStyle: exhaustive\n")
        XCTAssertTrue(try XCTUnwrap(makeSearch(config: "testStyle: focused\n", spec: spec).read(Self.tests)).contains("private struct Outputs"))
    }

    func testAWrongTestStyleIsAnErrorThatPointsAtIt() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntestStyle: exhaustiv\n")
        let result = runCLI(["lint", "--print-config"], in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.out)
        XCTAssertTrue(result.err.contains(".scaffold.yml:2:12: error: 'exhaustiv' is not a test style (did you mean 'exhaustive'?); expected exhaustive or focused"), result.err)
    }

    /// `add` into an exhaustive file: the new output joins the snapshot, the new action's
    /// test is exhaustive; the code compiles, its tests pass, lint finds nothing.
    func testAddingToAnExhaustiveScreenKeepsItsTestsExhaustive() throws {
        let folder = try makeSearch()
        let result = runCLI(["add", "Search", "--output", "page: Int = 1", "--action", "nextPage(Int) -> set page"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let text = try XCTUnwrap(folder.read(Self.tests))
        XCTAssertTrue(text.contains("            read(\"results\", sut.results)\n            read(\"page\", sut.page)\n        }\n"), text)
        XCTAssertTrue(text.contains("func testSendingNextPage_setsPage_andNothingElse() async {"), text)
        XCTAssertTrue(text.contains(#"XCTAssertEqual(after.changed(from: before), ["page"], after.difference(from: before))"#), text)
        assertCompilesPassesAndLintsClean(folder)
    }

    /// `add --exhaustive-tests` on a screen with focused tests: the snapshot is inserted and
    /// nothing else changes; the tests added from then on are exhaustive; a second run says
    /// it is there and writes nothing.
    func testExhaustiveTestsFlagInsertsTheSnapshotAndLeavesTheExistingTests() throws {
        let folder = try makeSearch(config: "testStyle: focused\n")
        let before = try XCTUnwrap(folder.read(Self.tests))
        let turnedOn = runCLI(["add", "Search", "--exhaustive-tests"], in: folder.url.path)
        XCTAssertEqual(turnedOn.code, 0, turnedOn.err)
        XCTAssertEqual(turnedOn.out, "updated Tests/Search/SearchViewModelTests.swift\n")
        let after = try XCTUnwrap(folder.read(Self.tests))
        XCTAssertTrue(after.hasPrefix(String(before.dropLast(2))), "only inserted before the type's closing brace:\n\(after)")
        XCTAssertTrue(after.contains("        init(_ sut: SearchViewModel) {\n            read(\"query\", sut.query)\n            read(\"isSearching\", sut.isSearching)\n            read(\"results\", sut.results)\n"), after)

        let again = runCLI(["add", "Search", "--exhaustive-tests"], in: folder.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertTrue(again.err.contains("The tests of SearchViewModel have the Outputs snapshot already"), again.err)
        XCTAssertEqual(folder.read(Self.tests), after)

        XCTAssertEqual(runCLI(["add", "Search", "--action", "resetQuery(String) -> set query"], in: folder.url.path).code, 0)
        let grown = try XCTUnwrap(folder.read(Self.tests))
        XCTAssertTrue(grown.contains("func testSearchViewModel_whenSendingUpdateQuery_setsQuery() async {"), "the existing tests stay:\n\(grown)")
        XCTAssertTrue(grown.contains("func testSearchViewModel_sendingResetQuery_setsQuery_andNothingElse() async {"), "named like its neighbours:\n\(grown)")
        assertCompilesPassesAndLintsClean(folder)
    }

    /// The sources and tests compile against the stand-ins and the tests pass (where the
    /// stand-ins are built), and lint finds nothing.
    func assertCompilesPassesAndLintsClean(_ folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) {
        if GeneratedCodeCheck.isAvailable {
            XCTAssertNil(GeneratedCodeCheck.typecheck(folder.url, module: "Gen", tests: true, debug: true), file: file, line: line)
            XCTAssertNil(GeneratedCodeCheck.runTests(folder.url, module: "Gen"), file: file, line: line)
        }
        let lint = runCLI(["lint"], in: folder.url.path)
        XCTAssertTrue((lint.out + lint.err).contains("0 errors, 0 warnings"), lint.out + lint.err, file: file, line: line)
    }
}
