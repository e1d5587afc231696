import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldLint
@testable import ScaffoldCLI

/// What issue 29 asked of the lint beyond the rules' examples: the settings that say how a
/// codebase spells the architecture, the messages (what is out of order relative to what,
/// `refresh()` not `refresh(…)`, an output for a method the view reads), the note about
/// classes that look like view models, and findings that carry typed data.
final class LintPrecisionTests: XCTestCase {
    /// The messages the linter prints for `code` (with `context` as the repository's
    /// other source files), rule id first, in source order.
    func messages(_ code: String, context: [String: String] = [:], settings: LintSettings = LintSettings()) -> [String] {
        let file = LintFile(path: "Sources/App/Screen.swift", bytes: Array(code.utf8), settings: settings)
        let repository = LintRepository(settings: settings, testFiles: [])
        var findings = Linter(settings: settings).findings(in: file, repository: repository)
        var facts = TypeFacts(file)
        for (path, text) in context { facts.merge(TypeFacts(LintFile(path: path, bytes: Array(text.utf8), settings: settings))) }
        DeferredChecks.resolve(&findings, facts: facts, repository: repository, settings: settings)
        return findings.filter { $0.ruleID != .untestedAction }.map { "\($0.rule): \($0.diagnostic.message)" }
    }

    func testTheNewSettingsReadFromTheLintSection() throws {
        let yaml = """
        lint:
          reducers:
            - respond(to:)
            - receive
          senders:
            - Stateful
          allowedSingletons:
            - "*Theme"
            - ImageCache.shared
          excludedTypes:
            - AppProcessor
          allowedObservedTypes:
            - Keyboard
          viewModelPropertyTypes:
            - "*ViewModel.Context"
          storageWrappers:
            - "@Default"
          injectionWrappers:
            - Injected
        """
        let node = try YAMLReader.read(yaml, file: ".scaffold.yml")
        guard case .mapping(let entries) = node.value else { return XCTFail("no mapping") }
        let settings = try LintConfig(entries.first { $0.key == "lint" }?.value).settings
        XCTAssertTrue(settings.isConfiguredReducer(name: "respond", labels: ["to"]))
        XCTAssertFalse(settings.isConfiguredReducer(name: "respond", labels: ["_"]), "a selector names its labels")
        XCTAssertTrue(settings.isConfiguredReducer(name: "receive", labels: ["_", "animated"]), "a bare name takes any labels")
        XCTAssertEqual(settings.senders, ["Stateful"])
        XCTAssertTrue(settings.allowsSingleton(type: "AppTheme", member: "shared"))
        XCTAssertTrue(settings.allowsSingleton(type: "ImageCache", member: "shared"))
        XCTAssertFalse(settings.allowsSingleton(type: "ImageCache", member: "default"))
        XCTAssertTrue(settings.conventions.isExcluded("AppProcessor"))
        XCTAssertTrue(settings.allowsObserved("Keyboard"))
        XCTAssertFalse(settings.allowsObserved("AppStyle"), "a list replaces the defaults")
        XCTAssertEqual(settings.viewModelPropertyTypes, ["*ViewModel.Context"])
        XCTAssertEqual(settings.storageWrappers, ["Default"], "an @ before a wrapper's name is left out")
        XCTAssertEqual(settings.injectionWrappers, ["Injected"])
        // The sets worked out once from the lists follow them when the config sets them.
        XCTAssertEqual(settings.injectionWrapperSet, ["Injected"])
        XCTAssertEqual(LintSettings().injectionWrapperSet, Set(LintSettings().injectionWrappers))
        XCTAssertEqual(LintSettings().subscriptedSingletons, ["Defaults"])
        var custom = LintSettings()
        custom.singletons = [".shared", "Store[]", "Prefs[]"]
        XCTAssertEqual(custom.subscriptedSingletons, ["Store", "Prefs"])
        XCTAssertEqual(custom.singletonAccessors, ["shared", "`shared`"])
        // The defaults, as docs/lint.md's table gives them.
        let defaults = LintSettings()
        XCTAssertEqual(defaults.storageWrappers, ["AppStorage", "SceneStorage", "Default"])
        XCTAssertEqual(defaults.allowedObservedTypes, ["*Theme", "*ThemeManager", "*Style"])
        XCTAssertTrue(defaults.singletons.contains("Defaults[]"))
    }

    func testEveryLintKeyIsInTheLintPageAndInThePrintedConfig() throws {
        let readme = try String(contentsOf: RepositoryPaths.url("docs/lint.md"), encoding: .utf8)
        let printed = runCLI(["lint", "--print-config"], in: TemporaryFolder().url.path).out
        for key in LintConfig.keys {
            XCTAssertTrue(readme.contains("`\(key)`") || readme.contains("  \(key):") || readme.contains("lint.\(key)"), "docs/lint.md documents lint.\(key)")
            XCTAssertTrue(printed.contains("\n  \(key):") || printed.contains("\n  # \(key):"), "--print-config shows lint.\(key)")
        }
    }

    func testSectionOrderMessagesSayWhichMemberComesAfterWhich() {
        let view = "struct AppView: View {\n    @StateObject private var viewModel = AppViewModel()\n    @State private var appName = \"\"\n    var body: some View { Text(appName) }\n}\n"
        XCTAssertEqual(messages(view), [
            "view_section_order: in view AppView, Local State (@State appName, line 3) comes after View Model (@StateObject viewModel, line 2): order the sections Environment, Local State, View Model, Body, Support",
        ])
        let marks = "@MainActor final class AViewModel: ObservableObject {\n    // MARK: - Output\n    @Published private(set) var x = 0\n    // MARK: - Lifecycle\n    init() {}\n}\n"
        XCTAssertEqual(messages(marks), [
            "vm_section_order: in view model AViewModel, Lifecycle ('MARK: - Lifecycle', line 4) comes after Output ('MARK: - Output', line 2): order the sections Properties & Dependencies, Lifecycle, Responder, Input, Output, Support",
        ])
    }

    func testPlacementNamesTheFilesOwnHeading() {
        let code = "@MainActor final class SpaceViewModel: ObservableObject {\n    // MARK: - Private variables\n    private let service: Service\n    init(service: Service) { self.service = service }\n}\n"
        XCTAssertEqual(messages(code), [
            "vm_member_placement: SpaceViewModel.init sits under 'MARK: - Private variables' (read as Properties & Dependencies): move it to the Lifecycle section",
        ])
    }

    func testCallsArePrintedWithTheirLabelsAndAMethodTheViewReadsIsToldToBecomeAnOutput() {
        let code = """
        @MainActor final class ProfileViewModel: ObservableObject {
            @Published private(set) var count = 0
            func refresh() { count = 0 }
            func load(page: Int, _ size: Int) { count = page + size }
            func purchasedProducts() -> [String] { count += 1; return [] }
        }
        struct ProfileView: View {
            @StateObject private var viewModel = ProfileViewModel()
            var body: some View {
                Button("Go") { viewModel.refresh(); viewModel.load(page: 2, 3) }
                Text(viewModel.purchasedProducts().first ?? "")
            }
        }
        """
        let found = messages(code)
        XCTAssertTrue(found.contains("view_send_only: ProfileView calls viewModel.refresh(): send an action instead; a view only calls send(_:) on its view model, and reads its outputs"), "\(found)")
        XCTAssertTrue(found.contains("view_send_only: ProfileView calls viewModel.load(page:_:): send an action instead; a view only calls send(_:) on its view model, and reads its outputs"), "\(found)")
        XCTAssertTrue(found.contains("vm_send_only_input: ProfileViewModel.purchasedProducts() is an input that returns a value: make what it returns an output (a private(set) property the view reads), and what it changes an Action"), "\(found)")
        XCTAssertTrue(found.contains("vm_send_only_input: ProfileViewModel.refresh() is an input, and ProfileViewModel has no send(_:): make it private, or turn it into an Action case that send(_:) handles"), "\(found)")
    }

    func testTheInputUnderAnotherNameIsNamedInMessages() {
        let code = "@MainActor final class ResetViewModel: ObservableObject {\n    enum Action { case cancel }\n    @Published private(set) var isCancelled = false\n    func respond(to action: Action) { switch action { case .cancel: isCancelled = true } }\n    func reset() { isCancelled = false }\n}\n"
        XCTAssertEqual(messages(code), ["vm_send_only_input: ResetViewModel.reset() is an input besides respond(to:): make it private, or turn it into an Action"])
    }

    func testAQueryOfAViewModelInAnotherFileIsRead() {
        let view = "struct DetailView: View {\n    @StateObject private var viewModel = DetailViewModel()\n    var body: some View { Text(viewModel.title()).onAppear { viewModel.load() } }\n}\n"
        let viewModel = "@MainActor final class DetailViewModel: ObservableObject {\n    @Published private(set) var name = \"\"\n    func title() -> String { name.uppercased() }\n    func load() { name = \"a\" }\n}\n"
        XCTAssertEqual(messages(view, context: ["Sources/App/DetailViewModel.swift": viewModel]),
                       ["view_send_only: DetailView calls viewModel.load(): send an action instead; a view only calls send(_:) on its view model, and reads its outputs"],
                       "the query is read, the input is not")
        // Without the view model's declaration, nothing clears the call: it stays.
        XCTAssertEqual(messages(view).count, 2)
    }

    func testMethodRolesAreReadFromBodies() {
        let code = """
        @MainActor final class RolesViewModel: ObservableObject {
            enum Action { case refresh }
            @Published private(set) var items: [String] = []
            private var cache: [String: Int] = [:]
            func send(_ action: Action) {}
            func refresh() { send(.refresh) }
            func count() -> Int { items.count }
            func sorted() -> [String] { var copy = items; copy.sort(); return copy }
            func drop() -> Int { items.removeAll { $0.isEmpty }; return items.count }
            func cached() -> Int { remember(); return cache.count }
            private func remember() { cache["a"] = 1 }
            func fetch() async -> Int { 1 }
            func handle(_ action: Action) { switch action { case .refresh: items = [] } }
        }
        """
        let file = LintFile(path: "Sources/App/RolesViewModel.swift", bytes: Array(code.utf8), settings: LintSettings())
        guard let viewModel = file.viewModels.first else { return XCTFail("no view model") }
        let roles = file.methodRoles(of: viewModel)
        XCTAssertEqual(roles["send"], .input)
        XCTAssertEqual(roles["handle"], .input, "a method that takes the Action and switches over it is the reducer")
        XCTAssertEqual(roles["refresh"], .sender)
        XCTAssertEqual(roles["count"], .query)
        XCTAssertEqual(roles["sorted"], .query, "changing a local changes nothing")
        XCTAssertEqual(roles["drop"], .other, "a mutating call with a trailing closure is a change")
        XCTAssertEqual(roles["cached"], .other, "a query that calls a method that changes state is none")
        XCTAssertEqual(roles["fetch"], .other, "an async method is work, not a read")
    }

    func testClassesThatLookLikeViewModelsAreNamedOnceWithTheSettingThatIncludesThem() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/ProductDetailVM.swift", "@MainActor final class ProductDetailVM: ObservableObject {\n    @Published var name = \"\"\n}\n")
        try folder.write("Sources/ProductDetailView.swift", "struct ProductDetailView: View {\n    @StateObject private var model = ProductDetailVM()\n    @EnvironmentObject var session: Session\n    var body: some View { Text(model.name) }\n}\n")
        try folder.write("Sources/Session.swift", "final class Session: ObservableObject {}\n")
        let result = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(result.out, "", "no rule reads them")
        XCTAssertEqual(result.err, """
        Linted 3 files: 0 errors, 0 warnings.
        note: 1 class looks like a view model (observable, and held by a view) but no rule reads it, since its name ends in none of lint.viewModelSuffixes: ProductDetailVM; to lint it and its views, add its suffix in .scaffold.yml:
          lint:
            viewModelSuffixes:
              - ViewModel
              - VM

        """)
        // The lines the note gives, as they are, make a config that includes the class.
        let suggested = result.err.components(separatedBy: "\n").drop { !$0.hasPrefix("  lint:") }.filter { !$0.isEmpty }
        try folder.write(".scaffold.yml", suggested.joined(separator: "\n") + "\n")
        let included = runCLI(["lint"], in: folder.url.path)
        XCTAssertTrue(included.out.contains("output 'name' of ProductDetailVM can be set from outside"), included.out)
        XCTAssertFalse(included.err.contains("note:"), included.err)
        // The same list in brackets, as many configs write lists, reads the same.
        try folder.write(".scaffold.yml", "lint:\n  viewModelSuffixes: [ViewModel, VM]\n")
        let bracketed = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(bracketed.out, included.out)
        XCTAssertEqual(bracketed.err, included.err)
    }

    /// A finding says what it is about as data: the session turns an untested case that
    /// only skipped tests reach into `pending_test` from it, whatever the message says.
    func testAPendingCaseIsReportedFromTheFindingsDataNotItsMessage() {
        let settings = LintSettings()
        let test = SourceFile(path: "Tests/AppTests/CartRouterTests.swift", text: "func testRetry() throws { _ = CartRouter.self; _ = CartViewModel.Action.retry; throw XCTSkip(\"later\") }\n")
        let repository = LintRepository(settings: settings, testFiles: [test])
        let finding = Finding(token: 0, message: "a message written for people", deferred: .reachedThroughHolders(types: ["CartViewModel"], member: "retry", observed: false),
                              subject: .enumCase(kind: .action, owner: "CartViewModel", name: "retry"))
        var findings = [LintFinding(diagnostic: Diagnostic(SourceLocation(file: "Cart.swift", line: 1, column: 1), .error, "a message written for people", ruleID: RuleID.untestedAction.rawValue),
                                    token: 0, line: "", finding: finding)]
        var facts = TypeFacts()
        facts.merge(TypeFacts(SyntaxTree(SourceFile(path: "Sources/CartRouter.swift", text: "final class CartRouter { let cart: CartViewModel }\n"))))
        DeferredChecks.resolve(&findings, facts: facts, repository: repository, settings: settings)
        XCTAssertEqual(findings.map(\.ruleID), [.pendingTest])
        XCTAssertEqual(findings.first?.diagnostic.message, "action 'retry' of CartViewModel has only a skipped placeholder test; write the real test")
    }

    func testRuleIDsAreTheCatalogsIDs() {
        XCTAssertEqual(Set(RuleID.allCases.map(\.rawValue)), Set(AllRules.ids))
        XCTAssertEqual(AllRules.descriptions.map(\.id), AllRules.descriptions.map(\.id).sorted())
    }
}
