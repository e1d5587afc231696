import Foundation
import XCTest
@testable import ScaffoldGenerate
@testable import ScaffoldModel
@testable import ScaffoldSupport
@testable import ScaffoldCLI

/// `scaffold app` writes the fixture apps under Fixtures/apps/<App> from their specs alone:
/// what it writes is the committed app (which `swift test` compiles and runs, see
/// Package.swift), byte for byte, twice the same, and our lint finds nothing in it.
final class AppFixtureTests: XCTestCase {
    func testScaffoldAppWritesTheMarketFixture() throws {
        let fixture = RepositoryPaths.url("Fixtures/apps/Market")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Specs"), to: work.appendingPathComponent("Specs"))
        try FileManager.default.copyItem(at: fixture.appendingPathComponent(".scaffold.yml"), to: work.appendingPathComponent(".scaffold.yml"))

        let first = runCLI(["app", "Market"], in: work.path)
        XCTAssertEqual(first.code, 0, first.err)
        Golden.assertFolder(work.appendingPathComponent("Sources"), equals: fixture.appendingPathComponent("Sources"))
        Golden.assertFolder(work.appendingPathComponent("Tests"), equals: fixture.appendingPathComponent("Tests"))

        // Twice: nothing changes, nothing is refused.
        let second = runCLI(["app", "Market"], in: work.path)
        XCTAssertEqual(second.code, 0, second.err)
        XCTAssertFalse(second.out.contains("created"), second.out)

        // The support types are the app's own; with them, the app lints clean.
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Support"), to: work.appendingPathComponent("Support"))
        let lint = runCLI(["lint"], in: work.path)
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
        XCTAssertTrue(lint.err.contains("0 errors, 0 warnings"), lint.err)
    }

    /// `scaffold map` reads the generated app back from its code: every screen reached from
    /// the `@main` entry, flows, tabs, pushes and the presented flow, and no problem.
    func testTheMapOfTheMarketAppIsItsNavigation() throws {
        let fixture = RepositoryPaths.url("Fixtures/apps/Market")
        let mermaid = runCLI(["map", "--strict"], in: fixture.path)
        XCTAssertEqual(mermaid.code, 0, mermaid.err)
        XCTAssertTrue(mermaid.err.contains("0 problems"), mermaid.err)
        Golden.assertEqual(mermaid.out, golden: fixture.appendingPathComponent("map.mmd"))
        let dot = runCLI(["map", "--format", "dot"], in: fixture.path)
        XCTAssertEqual(dot.code, 0, dot.err)
        Golden.assertEqual(dot.out, golden: fixture.appendingPathComponent("map.dot"))
        for edge in ["signedOut (flow)", "browse (tab)", "account (tab)", "detail (push)", "edit (push)", "settings (present)", "about (push)"] {
            XCTAssertTrue(mermaid.out.contains(edge), "the map has no \(edge)")
        }
    }

    func testAHandEditedFileIsNotOverwrittenWithoutForce() throws {
        let fixture = RepositoryPaths.url("Fixtures/apps/Market")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-force-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Specs"), to: work.appendingPathComponent("Specs"))
        try FileManager.default.copyItem(at: fixture.appendingPathComponent(".scaffold.yml"), to: work.appendingPathComponent(".scaffold.yml"))
        XCTAssertEqual(runCLI(["app", "Market"], in: work.path).code, 0)
        let edited = work.appendingPathComponent("Sources/Market/MarketApp.swift")
        try "// mine\n".write(to: edited, atomically: true, encoding: .utf8)

        let refused = runCLI(["app", "Market"], in: work.path)
        XCTAssertNotEqual(refused.code, 0)
        XCTAssertEqual(try String(contentsOf: edited, encoding: .utf8), "// mine\n")
        XCTAssertEqual(runCLI(["app", "Market", "--force"], in: work.path).code, 0)
        XCTAssertNotEqual(try String(contentsOf: edited, encoding: .utf8), "// mine\n")
    }

    func testBadAppSpecsSayWhereAndWhat() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try "specs: Specs\nmodule: Bad\n".write(to: work.appendingPathComponent(".scaffold.yml"), atomically: true, encoding: .utf8)
        let cases: [(app: String, screens: [String: String], expected: String)] = [
            ("app: Bad\nflows:\n  - main -> screne Home\n", [:], "Bad.app.yml:3:5: error: expected `name -> screen ScreenName` or `name -> tabs`"),
            ("app: Bad\nflows:\n  - main -> screen Home\n", [:], "no spec for the screen 'Home'"),
            ("app: Bad\nflow:\n  - main -> screen Home\n", [:], "unknown key 'flow' (did you mean 'flows'?)"),
            ("app: Bad\nflows:\n  - main -> screen Home\n", ["Home": "screen: Home\nroutes:\n  - detail(Int) -> screen Detail, url /items\n"],
             "Home.screen.yml:3:39: error: the URL path has 0 placeholders but the route 'detail' has 1 associated value"),
            ("app: Bad\nflows:\n  - main -> screen Home\n", ["Home": "screen: Home\nroutes:\n  - detail(Int) -> screen Detail\n",
                                                                "Detail": "screen: Detail\ninputs:\n  id: String\n"],
             "the route 'detail' passes a Int where Detail takes 'id: String'"),
        ]
        for (app, screens, expected) in cases {
            try app.write(to: work.appendingPathComponent("Specs/Bad.app.yml"), atomically: true, encoding: .utf8)
            for (name, text) in screens { try text.write(to: work.appendingPathComponent("Specs/\(name).screen.yml"), atomically: true, encoding: .utf8) }
            let result = runCLI(["app", "Bad"], in: work.path)
            XCTAssertEqual(result.code, 2, app)
            XCTAssertTrue(result.err.contains(expected), "expected «\(expected)» in:\n\(result.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("Sources").path), "nothing is written")
            for name in screens.keys { try? FileManager.default.removeItem(at: work.appendingPathComponent("Specs/\(name).screen.yml")) }
        }
    }
}
