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
        try copyResolved(fixture.appendingPathComponent("Specs"), to: work.appendingPathComponent("Specs"))
        try copyResolved(fixture.appendingPathComponent(".scaffold.yml"), to: work.appendingPathComponent(".scaffold.yml"))
        // The app's own types: the protocol of the dependency scaffold fakes is among them.
        try copyResolved(fixture.appendingPathComponent("Support"), to: work.appendingPathComponent("Support"))

        let first = runCLI(["app", "Market"], in: work.path)
        XCTAssertEqual(first.code, 0, first.err)
        Golden.assertFolder(work.appendingPathComponent("Sources"), equals: fixture.appendingPathComponent("Sources"))
        Golden.assertFolder(work.appendingPathComponent("Tests"), equals: fixture.appendingPathComponent("Tests"))
        Golden.assertFolder(work.appendingPathComponent("MarketUITests"), equals: fixture.appendingPathComponent("MarketUITests"))

        // Twice: nothing changes, nothing is refused.
        let second = runCLI(["app", "Market"], in: work.path)
        XCTAssertEqual(second.code, 0, second.err)
        XCTAssertFalse(second.out.contains("created"), second.out)

        // With its support types, the app lints clean.
        let lint = runCLI(["lint"], in: work.path)
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
        XCTAssertTrue(lint.err.contains("0 errors, 0 warnings"), lint.err)
    }

    /// The container and the entry point come from templates (Container.swift.mustache,
    /// App.swift.mustache) that a repository's `templates:` folder overrides like the others.
    func testTheContainerAndTheEntryPointComeFromTemplatesARepositoryCanOverride() throws {
        let fixture = RepositoryPaths.url("Fixtures/apps/Market")
        let work = TemporaryFolder()
        try copyResolved(fixture.appendingPathComponent("Specs"), to: work.url.appendingPathComponent("Specs"))
        try copyResolved(fixture.appendingPathComponent("Support"), to: work.url.appendingPathComponent("Support"))
        let config = try String(contentsOf: fixture.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
        try work.write(".scaffold.yml", config + "templates: Templates\n")
        try work.write("Templates/Container.swift.mustache", "// {{container}}:{{#members}} {{name}}: {{type}} = {{sample}}{{^last}};{{/last}}{{/members}}\n")
        try work.write("Templates/App.swift.mustache", "// {{app}}App starts {{rootType}}{{#combine}} (combine){{/combine}}\n")
        let result = runCLI(["app", "Market"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(work.read("Sources/Market/MarketApp.swift"), "// MarketApp starts MarketRouter (combine)\n")
        // Every member of the fixture's container, in its order, `last` on the last one.
        let fixtureContainer = try String(contentsOf: fixture.appendingPathComponent("Sources/Services.swift"), encoding: .utf8)
        let members = fixtureContainer.split(separator: "\n").filter { $0.hasPrefix("    let ") }.map { $0.dropFirst(8) }
        XCTAssertFalse(members.isEmpty)
        let container = try XCTUnwrap(work.read("Sources/Services.swift"))
        XCTAssertTrue(container.hasPrefix("// Services: " + members[0] + " = "), container)
        XCTAssertEqual(container.filter { $0 == ";" }.count, members.count - 1, container)
        // The screens still come from the built-in templates.
        XCTAssertEqual(work.read("Sources/Welcome/WelcomeView.swift"), try String(contentsOf: fixture.appendingPathComponent("Sources/Welcome/WelcomeView.swift"), encoding: .utf8))
    }

    /// `add --dependency` on a screen of an app (issue 28, item 2): the view model takes it,
    /// its router passes `services.analytics` (a router init parameter was added after the
    /// defaulted ones, and the parent router that opens the screen never passed it), the
    /// container gains the member, and the entry point builds it with the sample.
    func testADependencyAddedToAScreenOfAnAppComesFromTheContainer() throws {
        let fixture = RepositoryPaths.url("Fixtures/apps/Market")
        let work = TemporaryFolder()
        try copyResolved(fixture, to: work.url)
        try work.write("Support/Analytics.swift", "protocol AnalyticsTracker: Sendable {\n    func track(_ event: String)\n}\n\nstruct LiveAnalytics: AnalyticsTracker {\n    func track(_ event: String) {}\n}\n")
        let catalogRouter = work.read("Sources/Catalog/CatalogRouter.swift")
        let result = runCLI(["add", "ProductDetail", "--dependency", "analytics: AnalyticsTracker", "--sample", "AnalyticsTracker=LiveAnalytics()"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let router = try XCTUnwrap(work.read("Sources/ProductDetail/ProductDetailRouter.swift"))
        XCTAssertTrue(router.contains("        analytics: services.analytics,\n"), router)
        XCTAssertFalse(router.contains("analytics: AnalyticsTracker"), "the router takes no parameter for it: \(router)")
        XCTAssertEqual(work.read("Sources/Catalog/CatalogRouter.swift"), catalogRouter, "the router that opens the screen needs no change")
        XCTAssertFalse(result.err.contains("pass analytics here too"), result.err)
        // The preview catalog builds the view model as the preview does: with the sample.
        XCTAssertTrue(try XCTUnwrap(work.read("Sources/Market/MarketPreviewCatalog.swift")).contains("ProductDetailViewModel(catalog: LiveCatalogService(), productID: 7, analytics: LiveAnalytics(), responder: .noop)"))
        XCTAssertTrue(try XCTUnwrap(work.read("Sources/Services.swift")).contains("    let analytics: AnalyticsTracker\n"))
        XCTAssertTrue(try XCTUnwrap(work.read("Sources/Market/MarketApp.swift")).contains("        analytics: LiveAnalytics()\n"))
        XCTAssertTrue(result.err.contains("note: Services gains analytics"), result.err)
        XCTAssertTrue(try XCTUnwrap(work.read("Tests/ProductDetail/ProductDetailViewModelTests.swift")).contains("analytics: LiveAnalytics(), responder: responder)"))
        // scaffold app then finds the screen and its container as they are.
        let app = runCLI(["app", "Market"], in: work.url.path)
        XCTAssertEqual(app.code, 0, app.err)
        XCTAssertFalse(app.out.contains("updated Sources/Services.swift"), app.out)
    }

    /// `scaffold app` fakes a dependency whose protocol the app declares, as `scaffold
    /// screen` does (issue 26: it asked for a sample instead), and its entry point builds in
    /// Release too (issue 28, item 9: the fake exists only in Debug builds): a function of the
    /// entry point returns the fake in Debug and, in Release, warns at compile time.
    func testAnAppFakesADeclaredProtocolAndBuildsInDebugAndRelease() throws {
        let work = TemporaryFolder()
        try work.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Shop\nfakes:\n  previews: Sources/PreviewSupport\n")
        try work.write("Sources/Models/Catalog.swift", "protocol CatalogService: Sendable {\n    func count() async -> Int\n}\n")
        try work.write("Specs/Shop.app.yml", "app: Shop\nflows:\n  - main -> screen Home\n")
        try work.write("Specs/Home.screen.yml", "screen: Home\ndependencies:\n  catalog: CatalogService\noutputs:\n  count: Int = 0\nactions:\n  - load -> await catalog.count() into count\n")
        let result = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("created Sources/PreviewSupport/FakeCatalogService.swift"), result.out)
        let entry = try XCTUnwrap(work.read("Sources/Shop/ShopApp.swift"))
        XCTAssertTrue(entry.contains("        catalog: ShopApp.catalog()\n"), entry)
        XCTAssertTrue(entry.contains("        #if DEBUG\n        FakeCatalogService()\n        #else\n        #warning("), entry)
        XCTAssertTrue(try XCTUnwrap(work.read("Tests/Home/HomeViewModelTests.swift")).contains("let catalog = FakeCatalogService()"))
        let sources = filesBelow(work.url.appendingPathComponent("Sources")).map { work.url.appendingPathComponent("Sources/" + $0).path }
        let debug = try StandInTypecheck.run(sources, module: "Shop", defines: ["DEBUG"])
        XCTAssertEqual(debug.code, 0, debug.err)
        XCTAssertFalse(debug.err.contains("warning:"), "no warning in Debug: \(debug.err)")
        let release = try StandInTypecheck.run(sources, module: "Shop", defines: [])
        XCTAssertEqual(release.code, 0, release.err)
        XCTAssertTrue(release.err.contains("warning: give ShopApp the real CatalogService"), release.err)
    }

    /// A faked dependency added to a screen of an app that has its entry point: the entry
    /// point builds it through the same Debug/Release function a new one has (it was given
    /// `FakeX()`, which a Release build does not have).
    func testAFakedMemberAddedToAnExistingEntryPointBuildsInRelease() throws {
        let work = TemporaryFolder()
        try copyResolved(RepositoryPaths.url("Fixtures/apps/Market"), to: work.url)
        try work.write("Support/Analytics.swift", "protocol AnalyticsTracker: Sendable {\n    func track(_ event: String)\n}\n")
        XCTAssertTrue(try XCTUnwrap(work.read(".scaffold.yml")).contains("fakes:\n  previews: Sources/PreviewSupport\n"))
        let result = runCLI(["add", "ProductDetail", "--dependency", "analytics: AnalyticsTracker"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let entry = try XCTUnwrap(work.read("Sources/Market/MarketApp.swift"))
        XCTAssertTrue(entry.contains("        analytics: MarketApp.analytics()\n    ))\n\n    /// The real AnalyticsTracker the app runs with"), entry)
        let files = ["Sources", "Support"].flatMap { folder in filesBelow(work.url.appendingPathComponent(folder)).map { work.url.appendingPathComponent(folder + "/" + $0).path } }
        let debug = try StandInTypecheck.run(files, module: "Market", defines: ["DEBUG"])
        XCTAssertEqual(debug.code, 0, debug.err)
        let release = try StandInTypecheck.run(files, module: "Market", defines: [])
        XCTAssertEqual(release.code, 0, release.err)
        XCTAssertTrue(release.err.contains("warning: give MarketApp the real AnalyticsTracker"), release.err)
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

    /// A hand-edited root router is edited in place (its lines stay, the generated ones go
    /// in); --force rewrites it whole once the drop is confirmed. Screens are never
    /// rewritten by `scaffold app`, --force or not, and the entry point keeps what a person
    /// wrote into it.
    func testAHandEditedRootIsEditedInPlaceForceAsksAndScreensAreNeverRewritten() throws {
        let fixture = RepositoryPaths.url("Fixtures/apps/Market")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-force-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try copyResolved(fixture.appendingPathComponent("Specs"), to: work.appendingPathComponent("Specs"))
        try copyResolved(fixture.appendingPathComponent(".scaffold.yml"), to: work.appendingPathComponent(".scaffold.yml"))
        try copyResolved(fixture.appendingPathComponent("Support"), to: work.appendingPathComponent("Support"))
        XCTAssertEqual(runCLI(["app", "Market"], in: work.path).code, 0)
        let root = work.appendingPathComponent("Sources/Market/MarketRouter.swift")
        try "// mine\n".write(to: root, atomically: true, encoding: .utf8)
        let entry = work.appendingPathComponent("Sources/Market/MarketApp.swift")
        let entryText = try String(contentsOf: entry, encoding: .utf8).replacingOccurrences(of: "        catalog: LiveCatalogService()", with: "        catalog: LiveCatalogService() // the live one")
        try entryText.write(to: entry, atomically: true, encoding: .utf8)
        let screen = work.appendingPathComponent("Sources/Welcome/WelcomeView.swift")
        let screenText = try String(contentsOf: screen, encoding: .utf8) + "// A hand-written line.\n"
        try screenText.write(to: screen, atomically: true, encoding: .utf8)

        // The hand-edited root is edited in place: its lines stay, the generated ones go in.
        let edited = runCLI(["app", "Market"], in: work.path)
        XCTAssertEqual(edited.code, 0, edited.err)
        let router = try String(contentsOf: root, encoding: .utf8)
        XCTAssertTrue(router.contains("// mine\n") && router.contains("final class MarketRouter"), router)
        XCTAssertEqual(try String(contentsOf: entry, encoding: .utf8), entryText, "the entry point's hand edit is kept")
        XCTAssertEqual(try String(contentsOf: screen, encoding: .utf8), screenText)

        // --force rewrites the root files whole once the drop is confirmed, never a screen.
        try "// mine\n".write(to: root, atomically: true, encoding: .utf8)
        let unconfirmed = runCLI(["app", "Market", "--force"], in: work.path)
        XCTAssertEqual(unconfirmed.code, 2, unconfirmed.err)
        XCTAssertTrue(unconfirmed.err.contains("Sources/Market/MarketRouter.swift: --force drops 1 hand-written line:"), unconfirmed.err)
        XCTAssertEqual(try String(contentsOf: root, encoding: .utf8), "// mine\n")
        XCTAssertEqual(runCLI(["app", "Market", "--force", "--yes"], in: work.path).code, 0)
        XCTAssertNotEqual(try String(contentsOf: root, encoding: .utf8), "// mine\n")
        XCTAssertEqual(try String(contentsOf: screen, encoding: .utf8), screenText, "--force does not rewrite a screen")
        try entryText.write(to: entry, atomically: true, encoding: .utf8)
        let again = runCLI(["app", "Market"], in: work.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertEqual(try String(contentsOf: entry, encoding: .utf8), entryText, "the entry point's hand edit is kept")
        XCTAssertEqual(try String(contentsOf: screen, encoding: .utf8), screenText)
    }

    /// `scaffold screen` on a screen of an app writes it as `scaffold app` would: it reads
    /// the specs of the screens it opens (their inputs, what they pass up), and the container
    /// gains its new dependencies. The app that grew (Fixtures/edits/MarketGrows) is the
    /// reference: what `scaffold app` makes of it there, `scaffold screen` makes here.
    func testScaffoldScreenOnAScreenOfAnAppWritesItInsideTheApp() throws {
        let edits = RepositoryPaths.url("Fixtures/edits/MarketGrows")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-screen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try copyResolved(edits.appendingPathComponent("before"), to: work)
        try copyResolved(edits.appendingPathComponent("scaffold.yml"), to: work.appendingPathComponent(".scaffold.yml"))

        let detail = runCLI(["screen", "ProductDetail"], in: work.path)
        XCTAssertEqual(detail.code, 0, detail.err)
        XCTAssertTrue(detail.err.contains("note: ProductDetail opens Reviews, which has no code yet: `scaffold screen Reviews` or `scaffold app Market` writes it"), detail.err)
        XCTAssertTrue(detail.out.contains("updated Sources/Services.swift") && detail.out.contains("updated Sources/Market/MarketApp.swift"), detail.out)
        let reviews = runCLI(["screen", "Reviews"], in: work.path)
        XCTAssertEqual(reviews.code, 0, reviews.err)
        XCTAssertTrue(reviews.out.contains("created Sources/Reviews/ReviewsRouter.swift"), reviews.out)
        let after = edits.appendingPathComponent("after")
        for file in ["Sources/ProductDetail/ProductDetailRouter.swift", "Sources/ProductDetail/ProductDetailViewModel.swift", "Sources/Services.swift",
                     "Sources/Market/MarketApp.swift", "Sources/Reviews/ReviewsRouter.swift", "Sources/Reviews/ReviewsViewModel.swift",
                     "Sources/Reviews/ReviewsView.swift", "Tests/Reviews/ReviewsRouterTests.swift"] {
            XCTAssertEqual(try String(contentsOf: work.appendingPathComponent(file), encoding: .utf8),
                           try String(contentsOf: after.appendingPathComponent(file), encoding: .utf8), file)
        }
    }

    /// `scaffold add` on a screen of an app edits its router as one that builds the
    /// screens its routes open: the route's screen in `makeScreen`, `release` still
    /// exhaustive; the screen then agrees with its (updated) spec.
    func testScaffoldAddOnAScreenOfAnAppKeepsItsRouterWhole() throws {
        let fixture = RepositoryPaths.url("Fixtures/apps/Market")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-add-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try copyResolved(fixture, to: work)
        let added = runCLI(["add", "ProductDetail", "--route", "share", "--responder", "showShare -> route share"], in: work.path)
        XCTAssertEqual(added.code, 0, added.err)
        let router = try String(contentsOf: work.appendingPathComponent("Sources/ProductDetail/ProductDetailRouter.swift"), encoding: .utf8)
        XCTAssertTrue(router.contains("        case .share:\n            return AnyView(Text(\"Share\"))\n"), router)
        XCTAssertTrue(router.contains("            editRouter = nil\n        default:\n            break\n        }\n"), router)
        XCTAssertFalse(router.contains("shareRouter"), "a plain route keeps no router")
        let check = runCLI(["screen", "ProductDetail", "--check"], in: work.path)
        XCTAssertEqual(check.code, 0, check.err)
    }

    /// A container member a screen needs with another type stops the run at the member.
    func testAContainerMemberOfAnotherTypeIsAnErrorAtTheMember() throws {
        let edits = RepositoryPaths.url("Fixtures/edits/MarketGrows")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-member-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try copyResolved(edits.appendingPathComponent("before"), to: work)
        try copyResolved(edits.appendingPathComponent("scaffold.yml"), to: work.appendingPathComponent(".scaffold.yml"))
        let services = work.appendingPathComponent("Sources/Services.swift")
        let text = try String(contentsOf: services, encoding: .utf8).replacingOccurrences(of: "    let catalog: CatalogService\n", with: "    let catalog: CatalogService\n    let reviews: String\n")
        try text.write(to: services, atomically: true, encoding: .utf8)
        let result = runCLI(["app", "Market"], in: work.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("Sources/Services.swift:9:9: Services.reviews is a String, but a screen needs 'reviews: ReviewService'"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("Sources/Reviews").path), "nothing is written")
        XCTAssertEqual(try String(contentsOf: services, encoding: .utf8), text)
    }

    /// `--spec` reads the screens' specs beside the app spec: run from anywhere.
    func testTheScreensSpecsAreReadBesideTheAppSpec() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-beside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let spec = RepositoryPaths.url("Fixtures/apps/Market/Specs/Market.app.yml").path
        // The app's types: the scenarios stub the fake of a protocol they declare.
        try copyResolved(RepositoryPaths.url("Fixtures/apps/Market/Support"), to: work.appendingPathComponent("Support"))
        try "fakes:\n  previews: App/PreviewSupport\n".write(to: work.appendingPathComponent(".scaffold.yml"), atomically: true, encoding: .utf8)
        let result = runCLI(["app", "--spec", spec, "--sources", "App", "--tests", "AppTests", "--dry-run"], in: work.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("would create App/ProductDetail/ProductDetailRouter.swift"), result.out)
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
            // A deeper screen's URL continues the one that opens it.
            ("app: Bad\nflows:\n  - main -> screen Home\n", ["Home": "screen: Home\nroutes:\n  - detail -> screen Detail, url /items\n",
                                                                "Detail": "screen: Detail\nroutes:\n  - more -> screen More, url /more\n", "More": "screen: More\n"],
             "Detail.screen.yml:3:30: error: Detail is not a flow's or tab's first screen, so the URL of its route 'more' continues the URL of the route that opens Detail: write it relative, e.g. `url more`"),
            ("app: Bad\nflows:\n  - main -> screen Home\n", ["Home": "screen: Home\nroutes:\n  - detail -> screen Detail\n",
                                                                "Detail": "screen: Detail\nroutes:\n  - more -> screen More, url more\n", "More": "screen: More\n"],
             "Detail.screen.yml:3:30: error: the URL of the route 'more' continues the URL of the route that opens Detail, but no route that opens Detail has a URL: give that route one (`url /path`)"),
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

    /// `spec --from` reads a router case that passes its responder action up to the parent
    /// (`parent.send(.signedOut)`, what `-> up` writes) back as `-> up`, as `map` does, not
    /// as custom code (issue 26: one behaviour vocabulary for spec --from, map and lint).
    func testSpecFromReadsAPassedUpResponderActionAsUp() throws {
        let work = TemporaryFolder()
        try copyResolved(RepositoryPaths.url("Fixtures/apps/Market"), to: work.url)
        let result = runCLI(["spec", "--from", "Account"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("  - signedOut -> up\n"), result.out)
        XCTAssertFalse(result.out.contains("custom"), result.out)
        let check = runCLI(["screen", "Account", "--check"], in: work.url.path)
        XCTAssertEqual(check.code, 0, "the code and its spec agree: \(check.err)")
    }

}
