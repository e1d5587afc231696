import Foundation
import XCTest

/// `scaffold app` re-run after a protocol gained a method (issue 28, item 7): the fake is
/// rewritten, as `scaffold screen` does, the new async action is tested with it, and a test
/// scaffold skipped earlier for want of a fake is replaced by the real one.
final class AppStaleFakeTests: XCTestCase {
    static let protocolBefore = "protocol CatalogService: Sendable {\n    func count() async -> Int\n}\n"
    static let protocolAfter = "protocol CatalogService: Sendable {\n    func count() async -> Int\n    func total() async -> Int\n}\n"
    static let homeSpec = "screen: Home\ndependencies:\n  catalog: CatalogService\noutputs:\n  count: Int = 0\nactions:\n  - load -> await catalog.count() into count\n"

    /// An app whose Home screen awaits `catalog.count()`, written once.
    func app() throws -> TemporaryFolder {
        let work = TemporaryFolder()
        try work.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Shop\nfakes:\n  previews: Sources/PreviewSupport\n")
        try work.write("Sources/Models/Catalog.swift", Self.protocolBefore)
        try work.write("Specs/Shop.app.yml", "app: Shop\nflows:\n  - main -> screen Home\n")
        try work.write("Specs/Home.screen.yml", Self.homeSpec)
        let first = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(first.code, 0, first.err)
        return work
    }

    /// The protocol gains `total()` and the spec an action that awaits it: `scaffold app`
    /// rewrites the fake (it refused: "a file exists and would change") and writes the
    /// action's test with the fake (it would have been a skipped TODO: the update's editor
    /// was given no fakes).
    func testRerunAfterAProtocolGainedAMethodRefreshesTheFakeAndTestsTheNewAction() throws {
        let work = try app()
        try work.write("Sources/Models/Catalog.swift", Self.protocolAfter)
        try work.write("Specs/Home.screen.yml", Self.homeSpec + "  - refresh -> await catalog.total() into count\n")
        let rerun = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(rerun.code, 0, rerun.err)
        XCTAssertTrue(rerun.out.contains("updated Sources/PreviewSupport/FakeCatalogService.swift"), rerun.out)
        XCTAssertTrue(work.read("Sources/PreviewSupport/FakeCatalogService.swift")?.contains("func total() async -> Int") == true)
        let tests = try XCTUnwrap(work.read("Tests/Home/HomeViewModelTests.swift"))
        XCTAssertTrue(tests.contains("func testSendingRefresh_setsCountFromCatalog_andNothingElse() async"), tests)
        XCTAssertTrue(tests.contains("catalog.totalReturnValue = 42"), tests)
        XCTAssertFalse(tests.contains("XCTSkip"), tests)
        let again = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertFalse(again.out.contains("updated"), again.out)
        assertCompilesAndLintsClean(work, module: "Shop")
    }

    /// A test scaffold skipped when it had no fake for the call (as an earlier run left it),
    /// once `scaffold fake` has refreshed the fake: re-running `scaffold app` replaces that
    /// test, scaffold's own lines, with the real one (it left the TODO). One a person changed
    /// is kept.
    func testRerunReplacesTheSkippedTestScaffoldWroteForWantOfAFake() throws {
        let work = try app()
        try work.write("Sources/Models/Catalog.swift", Self.protocolAfter)
        try work.write("Specs/Home.screen.yml", Self.homeSpec + "  - refresh -> await catalog.total() into count\n")
        XCTAssertEqual(runCLI(["app", "Shop"], in: work.url.path).code, 0)
        let real = try XCTUnwrap(work.read("Tests/Home/HomeViewModelTests.swift"))
        // What an earlier run wrote for the action: a skipped test, word for word.
        let start = try XCTUnwrap(real.range(of: "    @MainActor\n    func testSendingRefresh_"))
        let end = try XCTUnwrap(real.range(of: "    }\n", range: start.upperBound..<real.endIndex))
        let skipped = """
                func testSendingRefresh_isNotYetImplemented() throws {
                    _ = HomeViewModel.Action.refresh
                    throw XCTSkip("TODO: scaffold found no protocol CatalogService with a method 'total' in the sources to fake; stub catalog.total in a test double, then write this test")
                }

            """
        let old = real.replacingCharacters(in: start.lowerBound..<end.upperBound, with: skipped)
        try work.write("Tests/Home/HomeViewModelTests.swift", old)
        XCTAssertEqual(runCLI(["fake", "CatalogService"], in: work.url.path).code, 0)
        let check = runCLI(["screen", "Home", "--check"], in: work.url.path)
        XCTAssertEqual(check.code, 1, check.err)
        XCTAssertTrue(check.err.contains("Tests/Home/HomeViewModelTests.swift:31: note: a test scaffold skipped for want of a fake, which exists now; `scaffold screen Home` writes the real one in its place"), check.err)

        let rerun = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(rerun.code, 0, rerun.err)
        XCTAssertEqual(work.read("Tests/Home/HomeViewModelTests.swift"), real, "the skipped test is replaced by the real one, nothing else changes")
        XCTAssertEqual(runCLI(["screen", "Home", "--check"], in: work.url.path).code, 0)
        assertCompilesAndLintsClean(work, module: "Shop")

        // A skipped test whose reason a person changed is theirs: kept.
        let edited = old.replacingOccurrences(of: "then write this test", with: "then write this test (Ada)")
        try work.write("Tests/Home/HomeViewModelTests.swift", edited)
        let kept = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(kept.code, 0, kept.err)
        XCTAssertEqual(work.read("Tests/Home/HomeViewModelTests.swift"), edited)
    }
}
