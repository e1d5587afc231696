import Foundation
import XCTest

/// What the generative proof found, each reduced to its smallest spec and edit: the commands
/// exit 0, and the code they leave compiles with its tests (against the stand-ins), lints
/// clean and agrees with its spec.
final class GenerativeRegressionTests: XCTestCase {
    /// A repository with `.scaffold.yml` (fakes in the app target), the spec and the support file.
    func repository(spec: String, support: String = "import Foundation\n") throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Gen\nfakes:\n  previews: Sources/PreviewSupport\n")
        let name = spec.split(separator: "\n").first { $0.hasPrefix("screen: ") }.map { String($0.dropFirst("screen: ".count)) } ?? "Screen"
        try folder.write("Specs/\(name).screen.yml", spec)
        try folder.write("Sources/Support/Support.swift", support)
        return folder
    }

    /// A protocol that gains a requirement after its fake was written: `screen --check` says
    /// the fake is stale, and `scaffold screen` rewrites it (it left the old one, which no
    /// longer conformed, and said `unchanged`).
    func testScreenRewritesAFakeWhoseProtocolChanged() throws {
        let spec = """
        screen: Feed
        module: Gen
        dependencies:
          feed: FeedService
        outputs:
          items: "[String] = []"
        actions:
          - load -> await feed.items() into items

        """
        let protocolBefore = "import Foundation\n\nprotocol FeedService: Sendable {\n    func items() async -> [String]\n}\n"
        let folder = try repository(spec: spec, support: protocolBefore)
        scaffold(["screen", "Feed"], in: folder)
        let protocolAfter = protocolBefore.replacingOccurrences(of: "[String]\n}", with: "[String]\n    func count() async -> Int\n}")
        try folder.write("Sources/Support/Support.swift", protocolAfter)

        let check = runCLI(["screen", "Feed", "--check"], in: folder.url.path)
        XCTAssertEqual(check.code, 1, check.err)
        XCTAssertTrue(check.err.contains("FakeFeedService.swift: note: the fake no longer follows its protocol"), check.err)
        XCTAssertTrue(check.err.contains("1 stale fake"), check.err)

        let update = runCLI(["screen", "Feed"], in: folder.url.path)
        XCTAssertEqual(update.code, 0, update.err)
        XCTAssertTrue(update.out.contains("updated Sources/PreviewSupport/FakeFeedService.swift"), update.out)
        XCTAssertTrue(folder.read("Sources/PreviewSupport/FakeFeedService.swift")?.contains("func count() async -> Int") == true)
        XCTAssertEqual(runCLI(["screen", "Feed", "--check"], in: folder.url.path).code, 0)
        assertCompilesAndLintsClean(folder)
    }

    /// A screen's first responder action added with the action that responds with it: the
    /// generated `makeSUT()` gains its `responder:` parameter in the same edit, so the action's
    /// test is written (it was left out, with a note asking for that very parameter).
    func testFirstResponderActionWithTheActionThatSendsItGetsItsTest() throws {
        let folder = try repository(spec: "screen: Pay\nmodule: Gen\noutputs:\n  total: Int = 0\nactions:\n  - setTotal(Int) -> set total\n")
        scaffold(["screen", "Pay"], in: folder)
        let notes = scaffold(["add", "Pay", "--responder", "done -> dismiss", "--action", "finish -> respond done"], in: folder)
        XCTAssertFalse(notes.contains("no test was added"), notes)
        let tests = folder.read("Tests/Pay/PayViewModelTests.swift") ?? ""
        XCTAssertTrue(tests.contains("func testSendingFinish_respondsWithDoneOnce_andNothingElse()"), tests)
        XCTAssertTrue(tests.contains("private func makeSUT(responder: Responder<PayViewModel.ResponderAction> = .noop) -> PayViewModel"), tests)
        assertCompilesAndLintsClean(folder)
    }

    /// A route added to a screen opened with an input (whose router builds its routes' screens
    /// in `makeScreen`): `add` edits that switch itself, so it names no switch "that will not
    /// compile" (it named `makeScreen`'s, which it had just extended).
    func testAddingARouteToAScreenWithAnInputNamesNoSwitchItEdited() throws {
        let folder = try repository(spec: "screen: Card\nmodule: Gen\ninputs:\n  cardID: Int\nroutes:\n  - about\n")
        scaffold(["screen", "Card"], in: folder)
        let notes = scaffold(["add", "Card", "--route", "detail"], in: folder)
        XCTAssertFalse(notes.contains("will not compile"), notes)
        XCTAssertTrue(folder.read("Sources/Card/CardRouter.swift")?.contains("case .detail:") == true)
        assertCompilesAndLintsClean(folder)
    }

    /// The first route of a screen whose responder action dismisses: that action's test shows
    /// the first route and pops it, and the screen (tested without routes as closing the
    /// screen) gets that test, so the route has its test (it had none: `untested_route`).
    func testFirstRouteOfAScreenThatDismissesIsTested() throws {
        for viaSpec in [false, true] {
            let spec = "screen: Note\nmodule: Gen\nresponder:\n  - close -> dismiss\nactions:\n  - done -> respond close\n"
            let folder = try repository(spec: spec)
            scaffold(["screen", "Note"], in: folder)
            if viaSpec {
                try folder.write("Specs/Note.screen.yml", spec + "routes:\n  - detail\n")
                scaffold(["screen", "Note"], in: folder)
            } else {
                scaffold(["add", "Note", "--route", "detail"], in: folder)
            }
            let tests = folder.read("Tests/Note/NoteRouterTests.swift") ?? ""
            XCTAssertTrue(tests.contains("func testNoteRouter_whenHandlingClose_dismissesTheScreen()"), tests)
            XCTAssertTrue(tests.contains("func testNoteRouter_whenHandlingClose_popsTheLastRoute()"), tests)
            XCTAssertTrue(tests.contains("sut.show(.detail)"), tests)
            assertCompilesAndLintsClean(folder)
        }
    }

    /// The protocol a dependency of the spec's async actions, declared in the support file.
    static let syncService = "import Foundation\n\nprotocol SyncService: Sendable {\n    func ping() async\n    func count() async -> Int\n}\n"

    /// An `await` action added by a spec change and `scaffold screen`: its tests stub the
    /// fake (they were a skipped TODO saying scaffold found no protocol to fake, since the
    /// update's editor was not given the fakes `add`'s is).
    func testAsyncActionAddedByASpecChangeIsTestedWithTheFake() throws {
        let spec = "screen: Sync\nmodule: Gen\ndependencies:\n  sync: SyncService\noutputs:\n  total: Int = 0\nactions:\n  - ping -> await sync.ping()\n"
        let folder = try repository(spec: spec, support: Self.syncService)
        scaffold(["screen", "Sync"], in: folder)
        try folder.write("Specs/Sync.screen.yml", spec + "  - countAll -> await sync.count() into total\n")
        scaffold(["screen", "Sync"], in: folder)
        let tests = folder.read("Tests/Sync/SyncViewModelTests.swift") ?? ""
        XCTAssertTrue(tests.contains("func testSendingCountAll_setsTotalFromSync_andNothingElse() async"), tests)
        XCTAssertTrue(tests.contains("sync.countReturnValue = 42"), tests)
        XCTAssertFalse(tests.contains("XCTSkip"), tests)
        assertCompilesAndLintsClean(folder)
    }

    /// `add` of an action that sends an `await` action: the code reads the awaited task as
    /// code of its own, and the spec file says what it is, so the new action is tested with
    /// that effect (its test was a skipped TODO, and lint reported `pending_test`).
    func testActionThatSendsAnAsyncActionIsTestedWithItsEffect() throws {
        let spec = "screen: Sync\nmodule: Gen\ndependencies:\n  sync: SyncService\nactions:\n  - ping -> await sync.ping()\n"
        let folder = try repository(spec: spec, support: Self.syncService)
        scaffold(["screen", "Sync"], in: folder)
        scaffold(["add", "Sync", "--action", "again -> send ping"], in: folder)
        let tests = folder.read("Tests/Sync/SyncViewModelTests.swift") ?? ""
        XCTAssertTrue(tests.contains("func testSendingAgain_callsSyncPing_andNothingElse() async"), tests)
        XCTAssertFalse(tests.contains("XCTSkip"), tests)
        assertCompilesAndLintsClean(folder)
    }

    /// A dependency added after the screen's inputs goes after them in the init: a new async
    /// test that builds the view model passes its arguments in the init's order (it passed
    /// them in the spec's, dependencies first, which does not compile).
    func testAsyncTestBuildsTheViewModelInTheOrderOfItsInit() throws {
        let folder = try repository(spec: "screen: Sync\nmodule: Gen\ninputs:\n  userID: Int\noutputs:\n  total: Int = 0\n", support: Self.syncService)
        scaffold(["screen", "Sync"], in: folder)
        scaffold(["add", "Sync", "--dependency", "sync: SyncService"], in: folder)
        XCTAssertTrue(folder.read("Sources/Sync/SyncViewModel.swift")?.contains("init(userID: Int, sync: SyncService)") == true)
        scaffold(["add", "Sync", "--action", "countAll -> await sync.count() into total"], in: folder)
        let tests = folder.read("Tests/Sync/SyncViewModelTests.swift") ?? ""
        XCTAssertTrue(tests.contains("let sut = SyncViewModel(userID: 42, sync: sync)"), tests)
        assertCompilesAndLintsClean(folder)
    }

    /// The first responder action and the first route of a screen opened with an input: its
    /// router gets one `handle(_:)` (it got two, with the navigation section: "ambiguous use").
    func testFirstResponderActionAndRouteOfAScreenWithAnInputGiveOneHandler() throws {
        let folder = try repository(spec: "screen: Card\nmodule: Gen\ninputs:\n  cardID: Int\n")
        scaffold(["screen", "Card"], in: folder)
        scaffold(["add", "Card", "--route", "about", "--responder", "openAbout -> present about", "--action", "tapAbout -> respond openAbout"], in: folder)
        let router = folder.read("Sources/Card/CardRouter.swift") ?? ""
        XCTAssertEqual(router.components(separatedBy: "func handle(_ action: CardViewModel.ResponderAction)").count, 2, router)
        assertCompilesAndLintsClean(folder)
    }

    /// A responder action passed up (`-> up`) added to a screen whose router has no `parent`
    /// (it was written for a screen nothing opens): refused at the entry, with the fix, and
    /// nothing written (it wrote `parent.send(…)`, which does not compile).
    func testPassingUpFromARouterWithoutAParentIsRefused() throws {
        let spec = "screen: Note\nmodule: Gen\nresponder:\n  - close -> dismiss\nactions:\n  - done -> respond close\n"
        let folder = try repository(spec: spec)
        scaffold(["screen", "Note"], in: folder)
        let router = folder.read("Sources/Note/NoteRouter.swift")

        let added = runCLI(["add", "Note", "--responder", "saved -> up"], in: folder.url.path)
        XCTAssertEqual(added.code, 2, added.err)
        XCTAssertTrue(added.err.contains("--responder \"saved -> up\":1:10: error: 'saved -> up' passes the action up to the router that opened the screen, but NoteRouter (Sources/Note/NoteRouter.swift:9) has no `parent`"), added.err)
        XCTAssertTrue(added.err.contains("`scaffold screen Note --force`"), added.err)

        try folder.write("Specs/Note.screen.yml", spec.replacingOccurrences(of: "  - close -> dismiss\n", with: "  - close -> dismiss\n  - saved -> up\n"))
        let screen = runCLI(["screen", "Note"], in: folder.url.path)
        XCTAssertEqual(screen.code, 2, screen.err)
        XCTAssertTrue(screen.err.contains("Specs/Note.screen.yml:5:14: error: 'saved -> up' passes the action up"), screen.err)
        XCTAssertEqual(folder.read("Sources/Note/NoteRouter.swift"), router, "nothing written")
    }

    /// The first action of a screen that has none, an `await`: the Input section comes with
    /// `lastEffect`, which its reducer stores the task in (it was left out: "cannot find
    /// 'lastEffect' in scope").
    func testFirstActionOfAScreenThatAwaitsBringsLastEffect() throws {
        let folder = try repository(spec: "screen: Sync\nmodule: Gen\ndependencies:\n  sync: SyncService\noutputs:\n  total: Int = 0\n", support: Self.syncService)
        scaffold(["screen", "Sync"], in: folder)
        scaffold(["add", "Sync", "--action", "countAll -> await sync.count() into total"], in: folder)
        let viewModel = folder.read("Sources/Sync/SyncViewModel.swift") ?? ""
        XCTAssertTrue(viewModel.contains("private(set) var lastEffect: Task<Void, Never>?"), viewModel)
        assertCompilesAndLintsClean(folder)
    }

    /// A call whose result goes into the output its `catch` action sets (seed 6167): a
    /// success does not clear that output afterwards (the retry's `= nil` threw the result
    /// away, and the generated success test failed).
    func testACallIntoTheOutputItsFailureSetsKeepsItsResult() throws {
        let spec = """
        screen: Note
        module: Gen
        testing: swift-testing
        dependencies:
          notes: NoteService
        outputs:
          errorMessage: String? = nil
        actions:
          - setErrorMessage(String) -> set errorMessage
          - "reload -> await notes.message() into errorMessage, catch setErrorMessage"

        """
        let support = "import Foundation\n\nprotocol NoteService: Sendable {\n    func message() async throws -> String?\n}\n"
        let folder = try repository(spec: spec, support: support)
        scaffold(["screen", "Note"], in: folder)
        let viewModel = folder.read("Sources/Note/NoteViewModel.swift") ?? ""
        XCTAssertTrue(viewModel.contains("errorMessage = try await notes.message()\n                } catch {"), viewModel)
        assertCompilesAndLintsClean(folder)
        if GeneratedCodeCheck.isAvailable {
            XCTAssertNil(GeneratedCodeCheck.runTests(folder.url, module: "Gen"))
        }
    }

    /// `catch` into an action that awaits in its turn: refused at the clause, with the fix
    /// (the failure test ran the second call unstubbed, and the fake stopped the test run).
    func testCatchIntoAnActionThatAwaitsIsRefused() throws {
        let spec = """
        screen: Sync
        module: Gen
        dependencies:
          sync: SyncService
        outputs:
          total: Int = 0
        actions:
          - "recount(String) -> await sync.count() into total"
          - "again(String) -> send recount"
          - "ping -> await sync.ping(), catch again"

        """
        let folder = try repository(spec: spec, support: Self.syncService.replacingOccurrences(of: "func ping() async", with: "func ping() async throws"))
        let result = runCLI(["screen", "Sync"], in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("Specs/Sync.screen.yml:10:39: error: 'catch again' sends the error to 'again', which awaits sync.count(…) in its turn"), result.err)
        XCTAssertTrue(result.err.contains("catch into an output (`catch errorMessage`), or an action that sets one or responds"), result.err)
        XCTAssertNil(folder.read("Sources/Sync/SyncViewModel.swift"), "nothing written")
    }

    /// A screen opened with an input brings Navigation.swift, whose `NavigationStackModel`
    /// its host view holds: lint does not take scaffold's own navigation type for a view model
    /// named by another convention (it printed a note proposing `Model` as a view model
    /// suffix, which would lint the stack as one).
    func testLintTakesNoGeneratedNavigationTypeForAViewModel() throws {
        let folder = try repository(spec: "screen: Card\nmodule: Gen\ninputs:\n  cardID: Int\n")
        scaffold(["screen", "Card"], in: folder)
        XCTAssertTrue(folder.read("Sources/Navigation.swift")?.contains("final class NavigationStackModel: ObservableObject") == true)
        let lint = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(lint.code, 0, lint.err)
        XCTAssertFalse(lint.err.contains("looks like a view model"), lint.err)
        XCTAssertTrue(lint.err.contains("0 errors, 0 warnings"), lint.err)
    }

    /// A dependency added to a screen of an app whose `Services` has a member after it that
    /// the screen's flow does not name (app seed 1: another flow's screen's): each labelled
    /// `Services(…)` gets the argument where the struct now declares the member (it went
    /// last: "argument 'clock' must precede argument 'count'").
    func testDependencyAddedToAnAppScreenGoesWhereTheContainerDeclaresIt() throws {
        let folder = try repository(spec: "screen: Home\nmodule: Gen\ndependencies:\n  sync: SyncService\noutputs:\n  total: Int = 0\nactions:\n  - load -> await sync.count() into total\n",
                                    support: Self.syncService + "\nprotocol ClockService: Sendable {\n    func now() -> Int\n}\n")
        try folder.write("Specs/Order.screen.yml", "screen: Order\nmodule: Gen\ndependencies:\n  count: () -> Int\noutputs:\n  total: Int = 0\n")
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\n  - order -> screen Order\n")
        scaffold(["app", "Shop"], in: folder)
        XCTAssertTrue(folder.read("Sources/Services.swift")?.contains("    let sync: SyncService\n    let count: () -> Int\n") == true)

        scaffold(["add", "Home", "--dependency", "clock: ClockService"], in: folder)
        let services = folder.read("Sources/Services.swift") ?? ""
        XCTAssertTrue(services.contains("    let sync: SyncService\n    let clock: ClockService\n    let count: () -> Int\n"), services)
        XCTAssertTrue(services.contains("            sync: FakeSyncService(),\n            clock: FakeClockService(),\n            count: { 42 }\n"), services)
        let entry = folder.read("Sources/Shop/ShopApp.swift") ?? ""
        XCTAssertTrue(entry.contains("        sync: ShopApp.sync(),\n        clock: ShopApp.clock(),\n        count: { 42 }\n"), entry)
        assertCompilesAndLintsClean(folder)
    }

    /// An app's first screen in the combine style, then a screen in the observation style
    /// whose name sorts first, opened from it (app seed 2).
    static let homeSpec = "screen: Home\nmodule: Gen\nstyle: combine\nplatform: iOS 17\noutputs:\n  count: Int = 0\nactions:\n  - bump(Int) -> set count\n"
    static let homeOpeningBasket = homeSpec + "  - tapBasket -> respond showBasket\nresponder:\n  - showBasket -> route basket\nroutes:\n  - basket -> screen Basket\n"
    static let basketSpec = "screen: Basket\nmodule: Gen\nstyle: observation\nplatform: iOS 17\nresponder:\n  - close -> dismiss\n"

    /// Navigation.swift is written once: a new screen of another style whose name sorts
    /// first does not make `scaffold app` want another one (it refused with exit 2, "a file
    /// exists and would change", advising --force), and a hand edit in it stays.
    func testAppKeepsNavigationWhenANewScreenOfAnotherStyleSortsFirst() throws {
        let folder = try repository(spec: Self.homeSpec)
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\n")
        scaffold(["app", "Shop"], in: folder)
        let written = try XCTUnwrap(folder.read("Sources/Navigation.swift"))
        XCTAssertTrue(written.contains("final class NavigationStackModel: ObservableObject"), written)
        let edited = written.replacingOccurrences(of: "/// A pushed screen.\n", with: "/// A pushed screen (a hand edit).\n")
        XCTAssertNotEqual(edited, written)
        try folder.write("Sources/Navigation.swift", edited)

        try folder.write("Specs/Home.screen.yml", Self.homeOpeningBasket)
        try folder.write("Specs/Basket.screen.yml", Self.basketSpec)
        scaffold(["app", "Shop"], in: folder)
        XCTAssertEqual(folder.read("Sources/Navigation.swift"), edited, "written once: kept byte for byte")
        XCTAssertNotNil(folder.read("Sources/Basket/BasketViewModel.swift"))
        XCTAssertTrue(folder.read("Sources/Home/HomeRouter.swift")?.contains("basketRouter") == true)
        assertCompilesAndLintsClean(folder)
        let again = runCLI(["app", "Shop"], in: folder.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertTrue(again.out.contains("unchanged Sources/Home/HomeRouter.swift"), again.out)
        XCTAssertFalse(again.out.contains("updated") || again.out.contains("created"), again.out)
    }

    /// `scaffold screen` on a new screen of an app keeps the Navigation.swift that is there,
    /// whatever the new screen's style (it planned its own, and refused with exit 2); so does
    /// `scaffold app` after it.
    func testScreenKeepsNavigationWrittenInAnotherStyle() throws {
        let folder = try repository(spec: Self.homeSpec)
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\n")
        scaffold(["app", "Shop"], in: folder)
        let written = try XCTUnwrap(folder.read("Sources/Navigation.swift"))

        try folder.write("Specs/Home.screen.yml", Self.homeOpeningBasket)
        try folder.write("Specs/Basket.screen.yml", Self.basketSpec)
        scaffold(["screen", "Basket"], in: folder)
        XCTAssertEqual(folder.read("Sources/Navigation.swift"), written)
        // Home's view model gains a responder: the catalog's construction of it passes `.noop`.
        let home = scaffold(["screen", "Home"], in: folder)
        XCTAssertFalse(home.contains("ShopPreviewCatalog.swift"), home)
        XCTAssertTrue(folder.read("Sources/Shop/ShopPreviewCatalog.swift")?.contains("HomeViewModel(responder: .noop)") == true, folder.read("Sources/Shop/ShopPreviewCatalog.swift") ?? "")
        scaffold(["app", "Shop"], in: folder)
        XCTAssertEqual(folder.read("Sources/Navigation.swift"), written)
        XCTAssertNotNil(folder.read("Sources/Basket/BasketViewModel.swift"))
        assertCompilesAndLintsClean(folder)
    }

    /// A loading flag whose initial value is `true`, on a call whose success clears the error
    /// its failure left: the success test fails the call first, which leaves the flag at
    /// `false`, so while the call runs the flag has changed and once it is done it has not
    /// (app seed 49: the expectations compared with the initial value, and the test failed).
    func testTheSuccessTestOfACallWithALoadingFlagThatStartsTrueComparesWithTheFailedCallsState() throws {
        let spec = "screen: Busy\nmodule: Gen\ndependencies:\n  account: AccountService\noutputs:\n  isBusy: Bool = true\n  problem: String?\nactions:\n  - submit -> await account.submit(), loading isBusy, catch problem\n"
        let folder = try repository(spec: spec, support: "import Foundation\n\nprotocol AccountService: Sendable {\n    func submit() async throws\n}\n")
        scaffold(["screen", "Busy"], in: folder)
        let tests = folder.read("Tests/Busy/BusyViewModelTests.swift") ?? ""
        XCTAssertTrue(tests.contains("XCTAssertEqual(whileLoading.changed(from: before), [\"isBusy\"]"), tests)
        XCTAssertTrue(tests.contains("XCTAssertEqual(after.changed(from: before), [\"problem\"]"), tests)
        assertCompilesAndLintsClean(folder)
        if GeneratedCodeCheck.isAvailable { XCTAssertNil(GeneratedCodeCheck.runTests(folder.url, module: "Gen")) }
    }

    /// The view model of screen `name` (a dependency and `routes`), written by `scaffold
    /// screen`, then updated by it once `addition` is added to its spec; and the repository.
    private func viewModelAfterUpdate(_ name: String, routes: [String] = [], adding addition: String) throws -> (folder: TemporaryFolder, viewModel: String) {
        let spec = "screen: \(name)\nmodule: Gen\ndependencies:\n  clock: Clock\nsamples:\n  Clock: Clock()\n"
            + (routes.isEmpty ? "" : "routes:\n" + routes.map { "  - \($0)\n" }.joined())
        let folder = try repository(spec: spec, support: "import Foundation\n\nfinal class Clock: Sendable {\n    init() {}\n}\n")
        scaffold(["screen", name], in: folder)
        try folder.write("Specs/\(name).screen.yml", spec + addition)
        scaffold(["screen", name], in: folder)
        return (folder, folder.read("Sources/\(name)/\(name)ViewModel.swift") ?? "")
    }

    /// A view model with no outputs and no responder gains both in one update: the Responder
    /// section comes before the Output section, as the section order asks (seed 6647: both
    /// went after the init, Output first, and lint warned `vm_section_order`).
    func testAFirstOutputAndAFirstResponderActionAddedTogetherKeepTheSectionOrder() throws {
        let (folder, viewModel) = try viewModelAfterUpdate("Course", adding: "outputs:\n  total: Int = 0\nresponder:\n  - done -> dismiss\n")
        let responder = viewModel.range(of: "// MARK: - Responder"), output = viewModel.range(of: "// MARK: - Output")
        XCTAssertNotNil(responder, viewModel)
        XCTAssertNotNil(output, viewModel)
        if let responder, let output { XCTAssertLessThan(responder.lowerBound, output.lowerBound, viewModel) }
        assertCompilesAndLintsClean(folder)
    }

    /// A view model with no actions, outputs or responder gains all three in one update:
    /// Responder, then Input, then Output, as the section order asks (seed 9104: Input went
    /// after Output, and lint warned `vm_section_order`).
    func testAFirstActionOutputAndResponderActionAddedTogetherKeepTheSectionOrder() throws {
        let (folder, viewModel) = try viewModelAfterUpdate("Order", routes: ["about"],
                                                           adding: "outputs:\n  total: Int = 0\nactions:\n  - setTotal(Int) -> set total\nresponder:\n  - showAbout -> route about\n")
        let marks = ["// MARK: - Responder", "// MARK: - Input", "// MARK: - Output"].map { viewModel.range(of: $0)?.lowerBound }
        XCTAssertFalse(marks.contains(nil), viewModel)
        XCTAssertEqual(marks.compactMap { $0 }, marks.compactMap { $0 }.sorted(), viewModel)
        assertCompilesAndLintsClean(folder)
    }
}
