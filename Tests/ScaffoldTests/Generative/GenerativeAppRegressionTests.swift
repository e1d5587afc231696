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

    /// `app()` in which Home passes `saved` up and the app answers it, Home's spec given
    /// `more` responder lines after that one.
    func appWhereHomePassesSavedUp(_ more: String = "") throws -> TemporaryFolder {
        let folder = try app()
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\nresponder:\n  - main.saved -> flow main\n")
        try edit("Specs/Home.screen.yml", in: folder) { $0.replacingOccurrences(of: "responder:\n", with: "responder:\n  - saved -> up\n" + more) }
        return folder
    }

    /// Writes the file at `path` in `folder` changed by `change`.
    func edit(_ path: String, in folder: TemporaryFolder, _ change: (String) -> String) throws {
        try folder.write(path, change(folder.read(path) ?? ""))
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

    /// A screen's first responder action gives its view model's init a `responder`: the app's
    /// preview catalog, which builds the view model, passes `.noop` as the preview does. It
    /// was left without it, with exit 0, by `screen` and by `add` (app seeds 6 and 7).
    func testAFirstResponderActionReachesThePreviewCatalogsConstruction() throws {
        let edited = try app()
        scaffold(["app", "Shop"], in: edited)
        try edited.write("Specs/Detail.screen.yml", (edited.read("Specs/Detail.screen.yml") ?? "") + "responder:\n  - close -> dismiss\n")
        try edited.write("Specs/Detail.screen.yml", (edited.read("Specs/Detail.screen.yml") ?? "").replacingOccurrences(of: "into count\n", with: "into count\n  - tapClose -> respond close\n"))
        scaffold(["screen", "Detail"], in: edited)
        XCTAssertTrue(edited.read("Sources/Shop/ShopPreviewCatalog.swift")?.contains("responder: .noop") == true, edited.read("Sources/Shop/ShopPreviewCatalog.swift") ?? "")
        assertCompiles(edited)

        let added = try app()
        scaffold(["app", "Shop"], in: added)
        let said = scaffold(["add", "Detail", "--responder", "close -> dismiss", "--action", "tapClose -> respond close"], in: added)
        XCTAssertFalse(said.contains("PreviewCatalog.swift"), "the catalog is edited, not left in a note: \(said)")
        assertCompiles(added)
    }

    /// `add --dependency` on a screen with inputs puts the dependency after them in its init;
    /// `scaffold app` then built the catalog's view model from the spec's order (dependencies
    /// first) and added that line beside the one `add` had edited, which did not compile
    /// (app seed 1). The catalog follows the init as written, and the re-run changes nothing.
    func testAppRerunAfterADependencyAddedToAScreenWithInputsKeepsTheCatalogAsItIs() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Gen\nfakes:\n  previews: Sources/PreviewSupport\n")
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\n")
        try folder.write("Specs/Home.screen.yml", "screen: Home\nactions:\n  - tapDetail(Int) -> respond showDetail\nresponder:\n  - showDetail(Int) -> route detail\nroutes:\n  - detail(Int) -> screen Detail\n")
        try folder.write("Specs/Detail.screen.yml", "screen: Detail\ninputs:\n  itemID: Int\noutputs:\n  count: Int = 0\n")
        try folder.write("Sources/Support/Support.swift", "import Foundation\n\nfinal class Clock: Sendable {\n    init() {}\n}\n")
        scaffold(["app", "Shop"], in: folder)
        scaffold(["add", "Detail", "--dependency", "clock: Clock", "--sample", "Clock=Clock()"], in: folder)
        let catalog = folder.read("Sources/Shop/ShopPreviewCatalog.swift") ?? ""
        XCTAssertTrue(catalog.contains("DetailViewModel(itemID: 42, clock: Clock())"), catalog)
        let again = runCLI(["app", "Shop"], in: folder.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertTrue(again.out.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") }, again.out + again.err)
        XCTAssertEqual(folder.read("Sources/Shop/ShopPreviewCatalog.swift"), catalog)
        assertCompiles(folder)
    }

    /// A new screen opened from a screen that exists, which answers what the new one passes
    /// up (`orders.saved -> dismiss`): the opener's router gains the handler of the new
    /// screen's actions, which its construction of the new router calls (app seed 20: it
    /// was not inserted, and `parent: Responder { … self?.handle(action) }` did not compile).
    func testARouteToANewScreenBringsTheHandlerOfWhatItPassesUp() throws {
        let folder = try app()
        scaffold(["app", "Shop"], in: folder)
        try folder.write("Specs/Detail.screen.yml", (folder.read("Specs/Detail.screen.yml") ?? "") + "responder:\n  - finish -> dismiss\n")
        scaffold(["app", "Shop"], in: folder)
        try folder.write("Specs/Orders.screen.yml", "screen: Orders\noutputs:\n  total: Int = 0\nactions:\n  - save -> respond saved\nresponder:\n  - saved -> up\n")
        let detail = (folder.read("Specs/Detail.screen.yml") ?? "")
            .replacingOccurrences(of: "into count\n", with: "into count\n  - tapOrders -> respond showOrders\n")
            .replacingOccurrences(of: "  - finish -> dismiss\n", with: "  - finish -> dismiss\n  - showOrders -> route orders\n  - orders.saved -> dismiss\n")
            + "routes:\n  - orders -> screen Orders\n"
        try folder.write("Specs/Detail.screen.yml", detail)
        scaffold(["app", "Shop"], in: folder)
        let router = folder.read("Sources/Detail/DetailRouter.swift") ?? ""
        XCTAssertTrue(router.contains("func handle(_ action: OrdersViewModel.ResponderAction)"), router)
        assertCompiles(folder)
    }

    /// A screen that passes `saved` up and opens a screen that passes its own `saved` up: the
    /// router has a `handle(_:)` for each, and its test of its own names the type in full
    /// (app seeds 24 and 29: `sut.handle(.saved)` was ambiguous), and so is one the opened
    /// screen has without passing it up.
    func testARouterTestOfACaseAnOpenedScreenAlsoPassesUpNamesItsType() throws {
        let folder = try appWhereHomePassesSavedUp("  - finish -> dismiss\n  - detail.saved -> dismiss\n")
        try edit("Specs/Detail.screen.yml", in: folder) { $0 + "responder:\n  - saved -> up\n  - finish -> dismiss\n" }
        scaffold(["app", "Shop"], in: folder)
        let tests = folder.read("Tests/Home/HomeRouterTests.swift") ?? ""
        XCTAssertTrue(tests.contains("sut.handle(HomeViewModel.ResponderAction.saved)"), tests)
        // Detail's `finish` is not passed up, but the handler takes Detail's whole type (app seed 29).
        XCTAssertTrue(tests.contains("sut.handle(HomeViewModel.ResponderAction.finish)"), tests)
        assertCompiles(folder)
    }

    /// A flow's screen that passes an action up gains another one by `add`: the app's root
    /// router, whose handler switches over that screen's actions, gets its case as `scaffold
    /// app` writes it, so the code compiles and a re-run of `app` changes nothing (app seed
    /// 33: the switch was left without it, then the case came in the screen's own words and
    /// `app` rewrote it).
    func testAPassedUpActionAddedToAFlowsScreenReachesTheAppsRootRouter() throws {
        let folder = try app()
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\nresponder:\n  - main.signedOut -> flow main\n")
        try folder.write("Specs/Home.screen.yml", (folder.read("Specs/Home.screen.yml") ?? "").replacingOccurrences(of: "responder:\n", with: "responder:\n  - signedOut -> up\n"))
        scaffold(["app", "Shop"], in: folder)
        scaffold(["add", "Home", "--responder", "saved -> up"], in: folder)
        let root = folder.read("Sources/Shop/ShopRouter.swift") ?? ""
        XCTAssertTrue(root.contains("        case .saved:\n            // TODO: handle .saved from .main\n            break\n"), root)
        assertCompiles(folder)
        let again = runCLI(["app", "Shop"], in: folder.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertTrue(again.out.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") }, again.out + again.err)
    }

    /// A screen whose router tests call `sut.handle(.saved)` for its own `saved` comes to open
    /// a new screen that has a `saved` of its own: the router gains a `handle(_:)` over that
    /// screen's actions, and the existing call, ambiguous then, is named in full (app seed
    /// 137: the router tests stopped compiling).
    func testAnExistingRouterTestOfACaseANewlyOpenedScreenAlsoHasIsNamedInFull() throws {
        let folder = try appWhereHomePassesSavedUp()
        scaffold(["app", "Shop"], in: folder)
        let before = folder.read("Tests/Home/HomeRouterTests.swift") ?? ""
        XCTAssertTrue(before.contains("sut.handle(.saved)"), before)
        try edit("Specs/Home.screen.yml", in: folder) {
            $0.replacingOccurrences(of: "  - showDetail -> route detail\n", with: "  - showDetail -> route detail\n  - showReport -> route report\n  - report.saved -> dismiss\n")
                .replacingOccurrences(of: "  - detail -> screen Detail\n", with: "  - detail -> screen Detail\n  - report -> screen Report\n")
        }
        try folder.write("Specs/Report.screen.yml", "screen: Report\nresponder:\n  - saved -> up\n")
        scaffold(["app", "Shop"], in: folder)
        let after = folder.read("Tests/Home/HomeRouterTests.swift") ?? ""
        XCTAssertTrue(after.contains("sut.handle(HomeViewModel.ResponderAction.saved)"), after)
        XCTAssertFalse(after.contains("sut.handle(.saved)"), after)
        assertCompiles(folder)
    }

    /// Two responder actions of a flow's first screen show one route: the app's router tests
    /// have one journey through it, named by the route (app seed 142: two tests of one name).
    func testTwoResponderActionsShowingOneRouteGiveOneJourney() throws {
        let folder = try app()
        try folder.write("Specs/Home.screen.yml", (folder.read("Specs/Home.screen.yml") ?? "")
            .replacingOccurrences(of: "  - showDetail -> route detail\n", with: "  - showDetail -> route detail\n  - showDetailAgain -> route detail\n"))
        try folder.write("Specs/Detail.screen.yml", (folder.read("Specs/Detail.screen.yml") ?? "") + "responder:\n  - close -> dismiss\n")
        scaffold(["app", "Shop"], in: folder)
        let tests = folder.read("Tests/Shop/ShopRouterTests.swift") ?? ""
        XCTAssertEqual(tests.components(separatedBy: "_pushDetailThenCloseClose_returnsToTheFirstScreen()").count - 1, 1, tests)
        assertCompiles(folder)
    }

    /// The same through the opened screen: it gains, by `add`, a case of the name of one of
    /// its opener's own, and the opener's test of its own is named in full in the same write.
    func testAnOpenedScreensNewCaseOfAnOpenersNameHasTheOpenersTestNamedInFull() throws {
        let folder = try appWhereHomePassesSavedUp("  - detail.finish -> dismiss\n")
        try edit("Specs/Detail.screen.yml", in: folder) { $0 + "responder:\n  - finish -> up\n" }
        scaffold(["app", "Shop"], in: folder)
        XCTAssertTrue(folder.read("Tests/Home/HomeRouterTests.swift")?.contains("sut.handle(.saved)") == true, folder.read("Tests/Home/HomeRouterTests.swift") ?? "")
        scaffold(["add", "Detail", "--responder", "saved -> up"], in: folder)
        let after = folder.read("Tests/Home/HomeRouterTests.swift") ?? ""
        XCTAssertTrue(after.contains("sut.handle(HomeViewModel.ResponderAction.saved)"), after)
        assertCompiles(folder)

        // The same by a spec change re-applied with `scaffold app`.
        let viaApp = try app()
        for file in ["Specs/Shop.app.yml", "Specs/Home.screen.yml", "Specs/Detail.screen.yml"] { try viaApp.write(file, folder.read(file) ?? "") }
        try viaApp.write("Specs/Detail.screen.yml", (folder.read("Specs/Detail.screen.yml") ?? "").replacingOccurrences(of: "  - saved -> up\n", with: ""))
        scaffold(["app", "Shop"], in: viaApp)
        try viaApp.write("Specs/Detail.screen.yml", (viaApp.read("Specs/Detail.screen.yml") ?? "") + "  - saved -> up\n")
        scaffold(["app", "Shop"], in: viaApp)
        let rerun = viaApp.read("Tests/Home/HomeRouterTests.swift") ?? ""
        XCTAssertTrue(rerun.contains("sut.handle(HomeViewModel.ResponderAction.saved)"), rerun)
        assertCompiles(viaApp)
    }

    /// A spec change that `scaffold app` applies names each `switch` of the user's over an
    /// enum it extends (it would not compile), as `add` does, but not the opener's handler
    /// of the screen's responder actions, which the same write gives the new case, wherever
    /// the opener's router lives. A `handle(_:)` of the user's in the root router over a
    /// screen the root does not open is named.
    func testAppNamesTheUsersSwitchesOverAnExtendedEnumButNotTheHandlersItEdits() throws {
        let folder = try app()
        // Detail passes `saved` up, and Home's router answers it.
        try edit("Specs/Detail.screen.yml", in: folder) { $0.replacingOccurrences(of: "into count\n", with: "into count\n  - tapSave -> respond saved\nresponder:\n  - saved -> up\n") }
        try edit("Specs/Home.screen.yml", in: folder) { $0.replacingOccurrences(of: "  - showDetail -> route detail\n", with: "  - showDetail -> route detail\n  - detail.saved -> dismiss\n") }
        scaffold(["app", "Shop"], in: folder)
        try folder.write("Sources/Extra/Extra.swift", """
            func describe(_ action: DetailViewModel.ResponderAction) -> String {
                switch action {
                case .saved: return "saved"
                }
            }

            """)
        try folder.write("Sources/Shop/ShopRouter.swift", (folder.read("Sources/Shop/ShopRouter.swift") ?? "") + """

            extension ShopRouter {
                func handle(_ action: DetailViewModel.ResponderAction) -> String {
                    switch action {
                    case .saved: return "saved"
                    }
                }
            }

            """)
        // Home's router moved by hand: the write finds it where it is.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sources/Routers"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("Sources/Home/HomeRouter.swift"), to: folder.url.appendingPathComponent("Sources/Routers/HomeRouter.swift"))
        try edit("Specs/Detail.screen.yml", in: folder) { $0.replacingOccurrences(of: "  - saved -> up\n", with: "  - saved -> up\n  - closed -> up\n") }
        try edit("Specs/Detail.screen.yml", in: folder) { $0.replacingOccurrences(of: "into count\n", with: "into count\n  - tapClose -> respond closed\n") }
        try edit("Specs/Home.screen.yml", in: folder) { $0.replacingOccurrences(of: "  - detail.saved -> dismiss\n", with: "  - detail.saved -> dismiss\n  - detail.closed -> dismiss\n") }
        let err = scaffold(["app", "Shop"], in: folder)
        XCTAssertTrue(err.contains("Sources/Extra/Extra.swift:2:5: note: this `switch` covers every case of DetailViewModel.ResponderAction and has no `default:`; add `case .closed` to it, or it will not compile"), err)
        XCTAssertTrue(folder.read("Sources/Routers/HomeRouter.swift")?.contains("case .closed:") == true, folder.read("Sources/Routers/HomeRouter.swift") ?? "")
        XCTAssertFalse(err.contains("HomeRouter.swift:"), "Home's handler of Detail gets the case in this write: \(err)")
        let rootHandler = (folder.read("Sources/Shop/ShopRouter.swift") ?? "").components(separatedBy: "\n").firstIndex { $0.contains("-> String {") }.map { $0 + 2 } ?? 0
        XCTAssertTrue(err.contains("Sources/Shop/ShopRouter.swift:\(rootHandler):9: note: this `switch` covers every case of DetailViewModel.ResponderAction"), err)
        XCTAssertFalse(err.contains("DetailViewModel.swift:") || err.contains("DetailRouter.swift:"), err)
        for path in ["Sources/Extra/Extra.swift", "Sources/Shop/ShopRouter.swift"] {
            try edit(path, in: folder) { $0.replacingOccurrences(of: "case .saved: return \"saved\"\n", with: "case .saved: return \"saved\"\n        case .closed: return \"closed\"\n") }
        }
        assertCompiles(folder)
    }
}
