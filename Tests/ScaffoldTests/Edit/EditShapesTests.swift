import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldCLI

/// Hand-edited shapes of a screen that `scaffold add` and `scaffold screen` meet: the ones
/// it can edit are edited so the code stays valid; the ones it cannot be sure of are
/// refused with the place and what to do, and nothing is written.
final class EditShapesTests: XCTestCase {
    func makeLogin() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Auth\n")
        try folder.write("Specs/Login.screen.yml", "screen: Login\noutputs:\n  username: String = \"\"\nactions:\n  - updateUsername(String) -> set username\n  - close -> respond close\nresponder:\n  - close -> dismiss\n")
        XCTAssertEqual(runCLI(["screen", "Login"], in: folder.url.path).code, 0)
        return folder
    }

    /// Replaces `old` with `new` in a file of the folder (which must contain it).
    func edit(_ folder: TemporaryFolder, _ path: String, _ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = try XCTUnwrap(folder.read(path), file: file, line: line)
        XCTAssertTrue(text.contains(old), "\(path) has \(old)", file: file, line: line)
        try folder.write(path, text.replacingOccurrences(of: old, with: new))
    }

    func snapshot(_ folder: TemporaryFolder) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: filesBelow(folder.url).map { ($0, FileManager.default.contents(atPath: folder.url.appendingPathComponent($0).path) ?? Data()) })
    }

    /// Runs `add` and expects a refusal naming `expected`, with nothing written.
    func assertRefused(_ folder: TemporaryFolder, _ arguments: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let before = snapshot(folder)
        let result = runCLI(["add", "Login"] + arguments, in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.err, file: file, line: line)
        XCTAssertTrue(result.err.contains(expected), result.err, file: file, line: line)
        XCTAssertEqual(snapshot(folder), before, "nothing was written", file: file, line: line)
    }

    func testAScreenMovedElsewhereIsUpdatedWhereItIs() throws {
        let folder = try makeLogin()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sources/Auth"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("Sources/Login"), to: folder.url.appendingPathComponent("Sources/Auth/Login"))
        try edit(folder, "Specs/Login.screen.yml", "  - close -> respond close\n", "  - close -> respond close\n  - retry\n")
        let forced = runCLI(["screen", "Login", "--force"], in: folder.url.path)
        XCTAssertEqual(forced.code, 2, forced.err)
        XCTAssertTrue(forced.err.contains("Sources/Auth/Login/LoginViewModel.swift; --force would write a second one"), forced.err)
        let result = runCLI(["screen", "Login"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Login").path), "no second screen")
        XCTAssertTrue(folder.read("Sources/Auth/Login/LoginViewModel.swift")?.contains("case retry") == true)
        XCTAssertTrue(result.out.contains("updated Sources/Auth/Login/LoginViewModel.swift\n"), result.out)
        XCTAssertTrue(result.out.contains("unchanged Sources/Auth/Login/LoginRouter.swift\n"), "the files found elsewhere are reported:\n\(result.out)")
    }

    /// A screen that lives elsewhere gets a missing file beside its own files: its router
    /// next to its view model, its router's tests next to its tests (not in the default
    /// `Sources/Login` and `Tests/Login`, which would be another group, and in an Xcode
    /// project perhaps another target).
    func testAMissingFileOfAScreenThatLivesElsewhereIsWrittenBesideItsFiles() throws {
        let folder = try makeLogin()
        for (from, to) in [("Sources/Login", "Sources/Auth/Login"), ("Tests/Login", "Tests/Auth/Login")] {
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(to).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: folder.url.appendingPathComponent(from), to: folder.url.appendingPathComponent(to))
        }
        for path in ["Sources/Auth/Login/LoginRouter.swift", "Tests/Auth/Login/LoginRouterTests.swift"] {
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent(path))
        }
        let result = runCLI(["screen", "Login"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("created Sources/Auth/Login/LoginRouter.swift\n"), result.out)
        XCTAssertTrue(result.out.contains("created Tests/Auth/Login/LoginRouterTests.swift\n"), result.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Login").path), "nothing in the default folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Tests/Login").path), "nothing in the default folder")
        XCTAssertEqual(runCLI(["screen", "Login", "--check"], in: folder.url.path).code, 0)
    }

    func testSwitchShapesScaffoldCannotBeSureOfAreRefused() throws {
        let folder = try makeLogin()
        let viewModel = "Sources/Login/LoginViewModel.swift"
        // Two switches over the action.
        try edit(folder, viewModel, "    func send(_ action: Action) {\n", "    func send(_ action: Action) {\n        switch action {\n        case .close: break\n        default: break\n        }\n")
        assertRefused(folder, ["--action", "retry"], "has 2 `switch action` (lines 31, 35)")
        try edit(folder, viewModel, "        switch action {\n        case .close: break\n        default: break\n        }\n", "")
        // Cases sharing a line.
        try edit(folder, viewModel, "            username = value\n        case .close:", "            username = value\n        case .close: responder.send(.close); case .other:")
        assertRefused(folder, ["--action", "retry"], "has its cases on shared lines")
        try edit(folder, viewModel, "        case .close: responder.send(.close); case .other:", "        case .close:")
        // An #if among the cases.
        try edit(folder, viewModel, "        case .close:\n", "        #if DEBUG\n        case .close:\n")
        try edit(folder, viewModel, "            responder.send(.close)\n        }\n", "            responder.send(.close)\n        #endif\n        }\n")
        assertRefused(folder, ["--action", "retry"], "has #if blocks among its cases")
    }

    func testActionsDeclaredInAnExtensionAreRefused() throws {
        let folder = try makeLogin()
        let viewModel = "Sources/Login/LoginViewModel.swift"
        let text = try XCTUnwrap(folder.read(viewModel))
        let input = try XCTUnwrap(text.range(of: "    // MARK: - Input\n"))
        let output = try XCTUnwrap(text.range(of: "    // MARK: - Output\n"))
        let moved = String(text[input.lowerBound..<output.lowerBound])
        try folder.write(viewModel, text.replacingCharacters(in: input.lowerBound..<output.lowerBound, with: "") + "\nextension LoginViewModel {\n" + moved + "}\n")
        assertRefused(folder, ["--action", "retry"], "LoginViewModel declares 'Action' in an extension (Sources/Login/LoginViewModel.swift:")
    }

    func testMembersInAnExtensionInAnotherFileAreSeenAndOverloadsAreNotRefused() throws {
        let folder = try makeLogin()
        // The router's handler in `LoginRouter+Responder.swift`.
        let router = "Sources/Login/LoginRouter.swift"
        let text = try XCTUnwrap(folder.read(router))
        let start = try XCTUnwrap(text.range(of: "    // MARK: - Responder\n"))
        let end = try XCTUnwrap(text.range(of: "}\n\n/// Shows the Login screen"))
        try folder.write(router, text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: ""))
        try folder.write("Sources/Login/LoginRouter+Responder.swift", "extension LoginRouter {\n" + String(text[start.lowerBound..<end.lowerBound]) + "}\n")
        assertRefused(folder, ["--action", "help -> respond help", "--responder", "help -> dismiss"], "LoginRouter declares 'handle' in an extension (Sources/Login/LoginRouter+Responder.swift:")
        // An overload of send(_:) in an extension, beside the body's own, is left alone.
        try folder.write("Sources/Login/LoginViewModel+Batch.swift", "extension LoginViewModel {\n    func send(_ actions: [Action]) { actions.forEach { send($0) } }\n}\n")
        let result = runCLI(["add", "Login", "--action", "retry"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
    }

    func testInitsScaffoldCanAndCannotAddADependencyTo() throws {
        let folder = try makeLogin()
        let viewModel = "Sources/Login/LoginViewModel.swift"
        // A second init: which one gets the dependency is not scaffold's to guess.
        try edit(folder, viewModel, "    // MARK: - Responder\n", "    convenience init() {\n        self.init(responder: Responder { _ in })\n    }\n\n    // MARK: - Responder\n")
        assertRefused(folder, ["--dependency", "clock: String", "--sample", "String=\"\""], "LoginViewModel in Sources/Login/LoginViewModel.swift has 2 inits (lines 11, 15)")
        try edit(folder, viewModel, "    convenience init() {\n        self.init(responder: Responder { _ in })\n    }\n\n", "")
        // A one-line init gets the assignment inside its braces.
        try edit(folder, viewModel, "    init(responder: Responder<ResponderAction>) {\n        self.responder = responder\n    }\n", "    init(responder: Responder<ResponderAction>) { self.responder = responder; bind() } // wired by the router\n\n    private func bind() {}\n")
        // The router has the dependency already, to build the view model with it.
        try edit(folder, "Sources/Login/LoginRouter.swift", "    init() {\n    }\n", "    private let clock: String\n\n    init(clock: String) {\n        self.clock = clock\n    }\n")
        try edit(folder, "Sources/Login/LoginRouter.swift", "LoginViewModel(\n", "LoginViewModel(\n        clock: clock,\n")
        let result = runCLI(["add", "Login", "--dependency", "clock: String", "--sample", "String=\"\""], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let edited = try XCTUnwrap(folder.read(viewModel))
        // Before the call that needs every property set.
        XCTAssertTrue(edited.contains("init(clock: String, responder: Responder<ResponderAction>) { self.clock = clock; self.responder = responder; bind() } // wired by the router"), edited)
        let router = try XCTUnwrap(folder.read("Sources/Login/LoginRouter.swift"))
        XCTAssertEqual(router.components(separatedBy: "private let clock").count, 2, "one property in the router:\n\(router)")
        XCTAssertEqual(router.components(separatedBy: "clock: clock").count, 2, "one argument in the construction:\n\(router)")
        XCTAssertEqual(router.components(separatedBy: "init(clock: String").count, 2, router)
    }

    func testTheRoutersHandlerIsEditedWhateverItsParameterIsCalled() throws {
        let folder = try makeLogin()
        try edit(folder, "Sources/Login/LoginRouter.swift", "func handle(_ action: LoginViewModel.ResponderAction) {\n        switch action {", "func handle(_ event: LoginViewModel.ResponderAction) {\n        switch event {")
        let result = runCLI(["add", "Login", "--responder", "signedIn -> dismiss"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let router = try XCTUnwrap(folder.read("Sources/Login/LoginRouter.swift"))
        XCTAssertTrue(router.contains("        switch event {\n        case .close:\n            dismiss()\n        case .signedIn:\n"), router)
    }

    func makeNotes() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        // Focused tests: the shapes below are edits of scaffold's first test file.
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Auth\ntestStyle: focused\n")
        try folder.write("Specs/Notes.screen.yml", "screen: Notes\noutputs:\n  text: String = \"\"\nactions:\n  - edit(String) -> set text\n")
        XCTAssertEqual(runCLI(["screen", "Notes"], in: folder.url.path).code, 0)
        return folder
    }

    func testTheFirstResponderActionGivesATestThatBuildsTheViewModelItselfANoopResponder() throws {
        let folder = try makeNotes()
        let tests = "Tests/Notes/NotesViewModelTests.swift"
        try edit(folder, tests, "    func testNotesViewModel_whenSendingEdit_setsText() async {\n        let sut = makeSUT()", "    func testNotesViewModel_whenSendingEdit_setsText() async {\n        let sut = NotesViewModel()")
        let result = runCLI(["add", "Notes", "--responder", "close -> dismiss", "--action", "close -> respond close"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let text = try XCTUnwrap(folder.read(tests))
        XCTAssertTrue(text.contains("        let sut = NotesViewModel(responder: .noop)\n"), text)
        XCTAssertTrue(text.contains("    private func makeSUT(responder: Responder<NotesViewModel.ResponderAction> = .noop) -> NotesViewModel {\n        NotesViewModel(responder: responder)\n"), text)
    }

    func testAFactoryInAnExtensionAndATestsOwnVariableAreUsed() throws {
        let folder = try makeNotes()
        let tests = "Tests/Notes/NotesViewModelTests.swift"
        try edit(folder, tests, "    // MARK: - Support\n\n    @MainActor\n    private func makeSUT() -> NotesViewModel {\n        NotesViewModel()\n    }\n}\n",
                 "}\n\nextension NotesViewModelTests {\n    @MainActor\n    func makeSUT() -> NotesViewModel {\n        NotesViewModel()\n    }\n}\n")
        try edit(folder, tests, "        let sut = makeSUT()\n\n        XCTAssertEqual(sut.text, \"\")", "        let viewModel = makeSUT()\n\n        XCTAssertEqual(viewModel.text, \"\")")
        let result = runCLI(["add", "Notes", "--action", "clear", "--output", "count: Int = 0"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let text = try XCTUnwrap(folder.read(tests))
        XCTAssertEqual(text.components(separatedBy: "func makeSUT").count, 2, "one factory:\n\(text)")
        XCTAssertTrue(text.contains("        XCTAssertEqual(viewModel.text, \"\")\n        XCTAssertEqual(viewModel.count, 0)\n"), text)
    }

    func testABlockCommentHeaderDoesNotSetTheIndentationUnit() throws {
        let folder = try makeLogin()
        let viewModel = "Sources/Login/LoginViewModel.swift"
        try folder.write(viewModel, "/*\n * Login\n * Copyright\n */\n" + (try XCTUnwrap(folder.read(viewModel))))
        let result = runCLI(["add", "Login", "--action", "rename(String) -> set username"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let text = try XCTUnwrap(folder.read(viewModel))
        XCTAssertTrue(text.contains("        case .rename(let value):\n            username = value\n"), text)
    }

    func testOneHelperIndentedItsOwnWayDoesNotSetTheIndentationUnit() throws {
        let folder = try makeLogin()
        let viewModel = "Sources/Login/LoginViewModel.swift"
        try folder.write(viewModel, (try XCTUnwrap(folder.read(viewModel))) + "\nprivate let trimmed: (String) -> String = { text in\n  text.trimmingCharacters(in: .whitespaces)\n}\n")
        let result = runCLI(["add", "Login", "--action", "rename(String) -> set username"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(try XCTUnwrap(folder.read(viewModel)).contains("        case .rename(let value):\n            username = value\n"))
    }

    /// The view model, its view and preview, and the router with its own preview, in one
    /// file: the router passes its property on; every preview gets the sample, once.
    func testAScreenInOneFileGetsEachArgumentOnceAndWhereItBelongs() throws {
        let folder = try makeLogin()
        let parts = try ["LoginViewModel", "LoginView", "LoginRouter"].map { try XCTUnwrap(folder.read("Sources/Login/\($0).swift")) }
        for name in ["LoginViewModel", "LoginView", "LoginRouter"] {
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/Login/\(name).swift"))
        }
        let routerPreview = "\n#if DEBUG\nstruct LoginRouterView_Previews: PreviewProvider {\n    static var previews: some View { LoginRouterView(router: LoginRouter()) }\n}\n#endif\n"
        try folder.write("Sources/Login/Login.swift", parts.joined(separator: "\n") + routerPreview)
        let result = runCLI(["add", "Login", "--dependency", "analytics: Analytics", "--sample", "Analytics=Analytics()"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let text = try XCTUnwrap(folder.read("Sources/Login/Login.swift"))
        XCTAssertEqual(text.components(separatedBy: "analytics: analytics").count, 2, "the router passes its property once:\n\(text)")
        XCTAssertTrue(text.contains("LoginViewModel(analytics: Analytics(), responder: .noop)"), text)
        XCTAssertTrue(text.contains("LoginRouterView(router: LoginRouter(analytics: Analytics()))"), text)
    }

    /// Cases and outputs inside a trailing `#if DEBUG` block exist in debug builds only: a
    /// new one goes after the last that every build has.
    func testANewCaseOrOutputDoesNotGoIntoATrailingIfBlock() throws {
        let folder = try makeLogin()
        let viewModel = "Sources/Login/LoginViewModel.swift"
        try edit(folder, viewModel, "        case close\n    }\n\n    func send", "        case close\n        #if DEBUG\n        case debugReset\n        #endif\n    }\n\n    func send")
        try edit(folder, viewModel, "            responder.send(.close)\n        }\n", "            responder.send(.close)\n        default:\n            break\n        }\n")
        try edit(folder, viewModel, "    @Published private(set) var username: String = \"\"\n", "    @Published private(set) var username: String = \"\"\n    #if DEBUG\n    @Published private(set) var debugLog: [String] = []\n    #endif\n")
        let result = runCLI(["add", "Login", "--action", "retry", "--output", "isBusy: Bool = false"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let text = try XCTUnwrap(folder.read(viewModel))
        XCTAssertTrue(text.contains("        case close\n        case retry\n        #if DEBUG\n        case debugReset\n        #endif\n"), text)
        XCTAssertTrue(text.contains("    @Published private(set) var username: String = \"\"\n    @Published private(set) var isBusy: Bool = false\n    #if DEBUG\n"), text)
    }

    /// Tests with no factory that build the view model themselves: the first responder
    /// action's test comes with a factory that passes the responder on.
    func testAFactoryWrittenWithTheFirstResponderActionPassesTheResponder() throws {
        let folder = try makeNotes()
        let tests = "Tests/Notes/NotesViewModelTests.swift"
        let text = try XCTUnwrap(folder.read(tests)).replacingOccurrences(of: "makeSUT()", with: "NotesViewModel()")
        let support = try XCTUnwrap(text.range(of: "    // MARK: - Support\n"))
        try folder.write(tests, String(text[..<support.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines) + "\n}\n")
        let result = runCLI(["add", "Notes", "--responder", "close -> dismiss", "--action", "close -> respond close"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let edited = try XCTUnwrap(folder.read(tests))
        XCTAssertTrue(edited.contains("makeSUT(responder: Responder<NotesViewModel.ResponderAction> = .noop) -> NotesViewModel {\n        NotesViewModel(responder: responder)\n"), edited)
        XCTAssertTrue(edited.contains("let sut = NotesViewModel(responder: .noop)"), edited)
    }

    func testTwoArgumentsAddedToAnEmptyListAreSeparated() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: App\n")
        XCTAssertEqual(runCLI(["screen", "Foo", "--blank"], in: folder.url.path).code, 0)
        let result = runCLI(["add", "Foo", "--dependency", "api: API", "--sample", "API=API()", "--responder", "done -> dismiss", "--action", "finish -> respond done"],
                            in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(folder.read("Sources/Foo/FooViewModel.swift")?.contains("init(api: API, responder: Responder<ResponderAction>) {") == true)
        XCTAssertTrue(folder.read("Sources/Foo/FooRouter.swift")?.contains("FooViewModel(api: api, responder: Responder {") == true)
        XCTAssertTrue(folder.read("Sources/Foo/FooView.swift")?.contains("FooViewModel(api: API(), responder: .noop)") == true)
        XCTAssertTrue(folder.read("Tests/Foo/FooViewModelTests.swift")?.contains("FooViewModel(api: API(), responder: responder)") == true)
    }

    func testAFactoryInAnotherTestFileIsUsed() throws {
        let folder = try makeNotes()
        let tests = "Tests/Notes/NotesViewModelTests.swift"
        try edit(folder, tests, "    // MARK: - Support\n\n    @MainActor\n    private func makeSUT() -> NotesViewModel {\n        NotesViewModel()\n    }\n", "")
        try folder.write("Tests/Notes/NotesViewModelTests+Support.swift", "@testable import Auth\n\nextension NotesViewModelTests {\n    @MainActor\n    func makeSUT() -> NotesViewModel {\n        NotesViewModel()\n    }\n}\n")
        let result = runCLI(["add", "Notes", "--action", "clear"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(try XCTUnwrap(folder.read(tests)).contains("func makeSUT"), "no second factory")
    }

    /// The view model's init takes a responder with its first responder action: the
    /// constructions scaffold does not edit are listed, as for a new dependency.
    func testTheFirstResponderActionListsTheConstructionsItDoesNotEdit() throws {
        let folder = try makeNotes()
        try folder.write("Sources/AppRoot.swift", "@MainActor\nfunc makeNotes() -> NotesViewModel {\n    NotesViewModel()\n}\n")
        let result = runCLI(["add", "Notes", "--responder", "close -> dismiss", "--action", "close -> respond close"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("Sources/AppRoot.swift:3:5: note: this construction is not edited; pass responder here too\n"), result.err)
    }

    /// Routes shown by a `switch route` written inline, with no destination(for:): a new
    /// route would leave that switch without its case, so it is refused.
    func testARouteSwitchOutsideDestinationIsRefused() throws {
        let folder = try makeLogin()
        XCTAssertEqual(runCLI(["add", "Login", "--route", "reset"], in: folder.url.path).code, 0)
        let router = "Sources/Login/LoginRouter.swift"
        try edit(folder, router, "                .navigationDestination(for: LoginRouter.Route.self) { route in\n                    destination(for: route)\n                }\n",
                 "                .navigationDestination(for: LoginRouter.Route.self) { route in\n                    switch route {\n                    case .reset: Text(\"Reset\")\n                    }\n                }\n")
        let text = try XCTUnwrap(folder.read(router))
        let support = try XCTUnwrap(text.range(of: "\n    // MARK: - Support\n"))
        let end = try XCTUnwrap(text.range(of: "\n}\n", options: .backwards))
        try folder.write(router, text.replacingCharacters(in: support.lowerBound..<end.lowerBound, with: ""))
        assertRefused(folder, ["--route", "settings"], "Sources/Login/LoginRouter.swift:103 switches over the routes outside destination(for:)")
    }

    func testARouteTypealiasIsRefused() throws {
        let folder = try makeLogin()
        XCTAssertEqual(runCLI(["add", "Login", "--route", "reset"], in: folder.url.path).code, 0)
        let router = "Sources/Login/LoginRouter.swift"
        try edit(folder, router, "    enum Route: Hashable, Identifiable {\n        case reset\n\n        var id: Self { self }\n    }\n", "    typealias Route = LoginRoute\n")
        try folder.write(router, try XCTUnwrap(folder.read(router)) + "\nenum LoginRoute: Hashable, Identifiable {\n    case reset\n\n    var id: Self { self }\n}\n")
        assertRefused(folder, ["--route", "settings"], "LoginRouter.Route is a typealias (Sources/Login/LoginRouter.swift:")
    }

    /// The view model's tests moved elsewhere while the router's stayed: both are found.
    func testTestsSplitBetweenFoldersAreAllFound() throws {
        let folder = try makeLogin()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Tests/Features"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("Tests/Login/LoginViewModelTests.swift"),
                                         to: folder.url.appendingPathComponent("Tests/Features/LoginViewModelTests.swift"))
        let update = runCLI(["screen", "Login"], in: folder.url.path)
        XCTAssertEqual(update.code, 0, update.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Tests/Login/LoginViewModelTests.swift").path), "no second test class:\n\(update.out)")
        let result = runCLI(["add", "Login", "--action", "retry"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(try XCTUnwrap(folder.read("Tests/Features/LoginViewModelTests.swift")).contains("func testSendingRetry_isNotYetImplemented()"))
    }

    /// An initial-state test that builds no variable scaffold can read: the check of a new
    /// output is left to a person, with the place (relative, as every message gives it).
    func testAnInitialStateTestWithoutAVariableGetsANote() throws {
        let folder = try makeNotes()
        try edit(folder, "Tests/Notes/NotesViewModelTests.swift", "        let sut = makeSUT()\n\n        XCTAssertEqual(sut.text, \"\")", "        XCTAssertEqual(makeSUT().text, \"\")")
        let result = runCLI(["add", "Notes", "--output", "count: Int = 0"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("note: Tests/Notes/NotesViewModelTests.swift:9: check the new output 'count' in testNotesViewModel_initialState by hand"), result.err)
    }

    /// A comment above `default:` or above an argument stays with it.
    func testCommentsStayWithTheLinesTheyDescribe() throws {
        let folder = try makeLogin()
        let viewModel = "Sources/Login/LoginViewModel.swift"
        try edit(folder, viewModel, "            responder.send(.close)\n        }\n", "            responder.send(.close)\n        // Anything else is ignored.\n        default:\n            break\n        }\n")
        let result = runCLI(["add", "Login", "--action", "retry"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let text = try XCTUnwrap(folder.read(viewModel))
        let retry = try XCTUnwrap(text.range(of: "case .retry:"))
        let comment = try XCTUnwrap(text.range(of: "        // Anything else is ignored.\n        default:\n"))
        XCTAssertLessThan(retry.lowerBound, comment.lowerBound, text)

        let router = "Sources/Login/LoginRouter.swift"
        try edit(folder, router, "LoginViewModel(\n        responder:", "LoginViewModel(\n        // the router answers\n        responder:")
        let added = runCLI(["add", "Login", "--dependency", "analytics: String", "--sample", "String=\"\""], in: folder.url.path)
        XCTAssertEqual(added.code, 0, added.err)
        let routerText = try XCTUnwrap(folder.read(router))
        XCTAssertTrue(routerText.contains("LoginViewModel(\n        analytics: analytics,\n        // the router answers\n        responder:"), routerText)
    }
}
