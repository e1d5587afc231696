import Foundation
import XCTest

/// What the generative proof for apps found, each reduced to a small app and one edit: the
/// commands exit 0, and the code they leave compiles with its tests against the stand-ins.
final class GenerativeAppRegressionTests: XCTestCase {
    /// An app whose first flow shows Home, which pushes Detail; Detail awaits a protocol
    /// scaffold fakes (its spec has no sample for it, and needs none).
    func app() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Gen\nfakes:\n  previews: Sources/PreviewSupport\n")
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\n")
        try folder.write("Specs/Home.screen.yml", """
            screen: Home
            actions:
              - tapDetail -> respond showDetail
            responder:
              - showDetail -> route detail
            routes:
              - detail -> screen Detail

            """)
        try folder.write("Specs/Detail.screen.yml", """
            screen: Detail
            dependencies:
              feed: FeedService
            outputs:
              count: Int = 0
            actions:
              - load -> await feed.count() into count

            """)
        try folder.write("Sources/Support/Support.swift", "import Foundation\n\nprotocol FeedService: Sendable {\n    func count() async -> Int\n}\n")
        return folder
    }

    /// Runs scaffold, asserting that it exits 0; what it printed on standard error.
    @discardableResult
    func scaffold(_ arguments: [String], in folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = runCLI(arguments, in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err + result.out, file: file, line: line)
        return result.err
    }

    /// The sources and tests compile (where the stand-ins are built).
    func assertCompiles(_ folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) {
        guard GeneratedCodeCheck.isAvailable else { return }
        XCTAssertNil(GeneratedCodeCheck.typecheck(folder.url, module: "Gen", tests: true, debug: true), file: file, line: line)
    }

    /// `add` and `screen` on a screen of an app read the specs of the screens it opens; a
    /// dependency scaffold fakes needs no sample there, as in `scaffold app`. Both exited 2
    /// asking Detail's spec for a sample of FeedService (app seeds 10 and 12).
    func testEditingAScreenThatOpensOneWithAFakedDependencyNeedsNoSampleForIt() throws {
        let folder = try app()
        scaffold(["app", "Shop"], in: folder)
        scaffold(["add", "Home", "--route", "help(Int)"], in: folder)
        assertCompiles(folder)
        try folder.write("Specs/Home.screen.yml", (folder.read("Specs/Home.screen.yml") ?? "") + "outputs:\n  title: String = \"\"\n")
        scaffold(["screen", "Home"], in: folder)
        assertCompiles(folder)
    }
}
