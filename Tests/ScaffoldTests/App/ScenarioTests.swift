import Foundation
import XCTest
@testable import ScaffoldGenerate
@testable import ScaffoldSupport

/// Issue 31, parts 2 and 3: the app's preview catalog and its UI-test scenarios (the app spec's
/// `scenarios:`), written by `scaffold app` into the Market fixture: Debug builds only, type-checked
/// in Debug and Release, the UI tests against the XCUITest stand-ins.
final class ScenarioTests: XCTestCase {
    let fixture = RepositoryPaths.url("Fixtures/apps/Market")

    /// The app's Swift files (its sources and support types).
    func appFiles(_ root: URL) -> [String] {
        ["Sources", "Support"].flatMap { folder in filesBelow(root.appendingPathComponent(folder)).map { root.appendingPathComponent(folder + "/" + $0).path } }
    }

    func testTheScenariosAndTheCatalogAreDebugOnlyAndTheAppTypeChecksInDebugAndRelease() throws {
        for name in ["Sources/Market/MarketScenarios.swift", "Sources/Market/MarketPreviewCatalog.swift"] {
            let text = try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("#if DEBUG\n") && text.hasSuffix("#endif\n"), "\(name) is inside #if DEBUG whole")
        }
        let entry = try String(contentsOf: fixture.appendingPathComponent("Sources/Market/MarketApp.swift"), encoding: .utf8)
        XCTAssertTrue(entry.contains("        #if DEBUG\n        if let scenario = MarketScenario.launched {\n            _router = StateObject(wrappedValue: scenario.router())\n        }\n        #endif\n"), entry)
        let files = appFiles(fixture)
        let debug = try StandInTypecheck.run(files, module: "Market", defines: ["DEBUG"])
        XCTAssertEqual(debug.code, 0, debug.err)
        XCTAssertFalse(debug.err.contains("warning:"), debug.err)
        let release = try StandInTypecheck.run(files, module: "Market", defines: [])
        XCTAssertEqual(release.code, 0, release.err)
        XCTAssertFalse(release.err.contains("warning:"), release.err)
        // A Release build has no scenario: naming one does not compile there.
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-probe-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: probe) }
        try "func probe() {\n    _ = MarketScenario.allCases\n    _ = MarketPreviewCatalog()\n}\n".write(to: probe, atomically: true, encoding: .utf8)
        let named = try StandInTypecheck.run(files + [probe.path], module: "Market", defines: [])
        XCTAssertNotEqual(named.code, 0)
        XCTAssertTrue(named.err.contains("cannot find 'MarketScenario' in scope"), named.err)
        XCTAssertTrue(named.err.contains("cannot find 'MarketPreviewCatalog' in scope"), named.err)
    }

    func testTheUITestsLaunchEachScenarioAndTypeCheckAgainstTheXCUITestStandIns() throws {
        let tests = fixture.appendingPathComponent("MarketUITests/MarketUITests.swift")
        let text = try String(contentsOf: tests, encoding: .utf8)
        for (scenario, screen) in [("catalog-offline", "Catalog"), ("catalog-empty", "Catalog"), ("catalog-loading", "Catalog"), ("signed-out", "Welcome")] {
            XCTAssertTrue(text.contains("        let app = launch(\"\(scenario)\")\n        XCTAssertTrue(app.staticTexts[\"\(screen)\"].waitForExistence("), "\(scenario) shows \(screen)")
        }
        XCTAssertTrue(text.contains("app.launchArguments += [\"-scaffold-scenario\", scenario]"), text)
        let standIn = RepositoryPaths.url("Tests/StandIns/XCUITest/XCUIApplication.swift").path
        let result = try StandInTypecheck.run([tests.path, standIn], module: "MarketUITests", defines: ["DEBUG"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.err.contains("warning:"), result.err)
    }

    /// Each scenario stubs what its lines say, and starts in its flow.
    func testEachScenarioStubsItsFakesAndStartsInItsFlow() throws {
        let text = try String(contentsOf: fixture.appendingPathComponent("Sources/Market/MarketScenarios.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("""
                    case .catalogOffline:
                        catalog.productsError = FakeError("The Internet connection appears to be offline.")
                        router.switchTo(.signedIn)
                    case .catalogEmpty:
                        catalog.productsReturnValue = []
                        router.switchTo(.signedIn)
                    case .catalogLoading:
                        catalog.productsHandler = { await withUnsafeContinuation { _ in } }
                        router.switchTo(.signedIn)
                    case .signedOut:
                        break
            """), text)
        XCTAssertTrue(text.contains("        let router = MarketRouter(services: Services(\n            session: SessionService(),\n            catalog: catalog\n        ))\n"), text)
    }

    func testBadScenariosSayWhereAndWhat() throws {
        let work = TemporaryFolder()
        try copyResolved(fixture.appendingPathComponent("Specs"), to: work.url.appendingPathComponent("Specs"))
        try copyResolved(fixture.appendingPathComponent("Support"), to: work.url.appendingPathComponent("Support"))
        try copyResolved(fixture.appendingPathComponent(".scaffold.yml"), to: work.url.appendingPathComponent(".scaffold.yml"))
        let app = try XCTUnwrap(work.read("Specs/Market.app.yml"))
        let base = String(app[..<app.range(of: "scenarios:")!.lowerBound])
        let cases: [(scenarios: String, expected: String)] = [
            ("scenarios:\n  Offline:\n    - flow signedIn\n", "Market.app.yml:15:3: error: 'Offline' is not a scenario name"),
            ("scenarios:\n  offline:\n    - flow home\n", "Market.app.yml:16:7: error: expected `flow NAME` naming one of the flows: signedOut, signedIn"),
            ("scenarios:\n  offline:\n    - catalog.products fails\n", "Market.app.yml:16:24: error: 'fails' is not an answer"),
            ("scenarios:\n  offline:\n    - catalog.products throws offline\n", "Market.app.yml:16:24: error: `returns` takes a Swift value"),
            ("scenarios:\n  offline:\n    - catalogs.products waits\n", "Market.app.yml:16:7: error: the container has no member 'catalogs' (did you mean 'catalog'?)"),
            ("scenarios:\n  offline:\n    - catalog.product waits\n", "Market.app.yml:16:15: error: CatalogService has no method 'product' (did you mean 'products'?)"),
            ("scenarios:\n  offline:\n    - session.signIn waits\n", "Market.app.yml:16:7: error: scaffold cannot fake 'session' (a SessionService)"),
            ("scenarios:\n  - offline\n", "Market.app.yml:15:3: error: 'scenarios' maps each scenario's name to its lines"),
        ]
        for (scenarios, expected) in cases {
            try work.write("Specs/Market.app.yml", base + scenarios)
            let result = runCLI(["app", "Market"], in: work.url.path)
            XCTAssertEqual(result.code, 2, "\(scenarios): \(result.err)")
            XCTAssertTrue(result.err.contains(expected), "expected «\(expected)» in:\n\(result.err)")
            XCTAssertNil(work.read("Sources/Market/MarketApp.swift"), "nothing is written")
        }
    }

    /// Re-running `scaffold app` after the app spec gains a scenario inserts its case, its
    /// stubs and its UI test; the entry point scaffold edits only for the container is named
    /// in a note when it does not start the scenarios.
    func testANewScenarioIsInsertedOnARerun() throws {
        let work = TemporaryFolder()
        try copyResolved(fixture, to: work.url)
        let before = filesBelow(work.url).reduce(into: [String: Data]()) { $0[$1] = FileManager.default.contents(atPath: work.url.appendingPathComponent($1).path) }
        let app = try XCTUnwrap(work.read("Specs/Market.app.yml"))
        try work.write("Specs/Market.app.yml", app + "  browse-slow:\n    - flow signedIn\n    - catalog.products waits\n")
        let result = runCLI(["app", "Market"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("updated Sources/Market/MarketScenarios.swift"), result.out)
        XCTAssertTrue(result.out.contains("updated MarketUITests/MarketUITests.swift"), result.out)
        XCTAssertTrue(work.read("Sources/Market/MarketScenarios.swift")?.contains("    case browseSlow = \"browse-slow\"\n") == true)
        XCTAssertTrue(work.read("MarketUITests/MarketUITests.swift")?.contains("func testScenarioBrowseSlow_showsCatalog()") == true)
        for (file, old) in before where file != "Specs/Market.app.yml" {
            let new = FileManager.default.contents(atPath: work.url.appendingPathComponent(file).path) ?? Data()
            XCTAssertTrue(EditFixtureTests.isInsertionOnly(old, new), "\(file) changed other than by insertions")
        }
        let again = runCLI(["app", "Market"], in: work.url.path)
        XCTAssertFalse(again.out.contains("updated") || again.out.contains("created"), again.out)

        // An entry point without the scenario switch (written before scaffold had scenarios).
        let entry = try XCTUnwrap(work.read("Sources/Market/MarketApp.swift"))
        let start = try XCTUnwrap(entry.range(of: "\n    /// In a Debug build")), end = try XCTUnwrap(entry.range(of: "    // MARK: - Body"))
        try work.write("Sources/Market/MarketApp.swift", String(entry[..<start.lowerBound]) + "\n" + String(entry[end.lowerBound...]))
        let noted = runCLI(["app", "Market"], in: work.url.path)
        XCTAssertEqual(noted.code, 0, noted.err)
        XCTAssertTrue(noted.err.contains("Sources/Market/MarketApp.swift:1:1: note: MarketApp does not start the scenarios yet"), noted.err)
    }
}
