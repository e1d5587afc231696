import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class LintCommandTests: XCTestCase {
    let violating = """
    final class LoginViewModel: ObservableObject {
        @Published var name = ""
    }

    """

    /// Generated code lints clean but for the placeholders it owes: exactly one
    /// `pending_test` warning for each action and responder action the spec gives no effect.
    func testGeneratedCodeOfEveryFixtureHasNoFindingsButItsPendingTests() throws {
        for fixture in GoldenFileTests.fixtures {
            let root = RepositoryPaths.url("Fixtures/golden/\(fixture.spec)").path
            let outcome = try? LintSession(root: root, config: LintConfig()).run(LintSession.Request()) { $0 }
            XCTAssertEqual(outcome?.files.isEmpty, false)
            let findings = outcome?.findings ?? []
            XCTAssertEqual(findings.filter { $0.ruleID != .pendingTest }.map(\.diagnostic.xcodeDescription), [], "\(fixture.spec)'s generated code must lint clean")
            // Dependencies without a sample are faked (their protocols are in Fixtures/support).
            let spec = try SpecDecoder.load(path: RepositoryPaths.url("Fixtures/specs/\(fixture.spec).screen.yml").path, displayPath: fixture.spec,
                                            fakes: { "Fake\($0)()" })
            let finals = SpecValidator.finalActions(in: spec)
            let owed = spec.actions.filter { (finals[$0.declaration.name] ?? nil)?.effect == nil }.map { "action '\($0.declaration.name)'" }
                + spec.responder.filter { $0.effect == nil }.map { "responder action '\($0.declaration.name)'" }
            let pending = findings.filter { $0.ruleID == .pendingTest }
            XCTAssertEqual(pending.map { $0.diagnostic.message.components(separatedBy: " of ").first ?? "" }.sorted(), owed.sorted(), fixture.spec)
            XCTAssertTrue(pending.allSatisfy { $0.diagnostic.severity == .warning })
        }
    }

    func testFindingsExitCodesAndSummary() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/LoginViewModel.swift", violating)
        let result = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, """
        Sources/LoginViewModel.swift:1:7: error: view model LoginViewModel is not isolated to the main actor: annotate it with @MainActor (vm_main_actor)
        Sources/LoginViewModel.swift:2:20: error: output 'name' of LoginViewModel can be set from outside: make it private(set) (vm_output_private_set)

        """)
        XCTAssertEqual(result.err, "Linted 1 file: 2 errors, 0 warnings.\n")
    }

    func testWarningsPassUnlessStrictAndQuietPrintsErrorsOnly() throws {
        let folder = TemporaryFolder()
        try folder.write("A.swift", "@MainActor final class AViewModel: ObservableObject {\n    func load() {}\n}\n")
        let plain = runCLI(["lint", "A.swift"], in: folder.url.path)
        XCTAssertEqual(plain.code, 0)
        XCTAssertEqual(plain.out, "A.swift:2:5: warning: AViewModel.load() is an input, and AViewModel has no send(_:): make it private, or turn it into an Action case that send(_:) handles (vm_send_only_input)\n")
        XCTAssertEqual(runCLI(["lint", "--strict", "A.swift"], in: folder.url.path).code, 1)
        let quiet = runCLI(["lint", "--quiet", "A.swift"], in: folder.url.path)
        XCTAssertEqual(quiet.out, "")
        XCTAssertEqual(quiet.err, "")
    }

    func testNoSwiftFilesIsAnError() throws {
        let folder = TemporaryFolder()
        try folder.write("README.md", "hi\n")
        try folder.write(".build/Skipped.swift", violating)
        let result = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("error: no Swift files to lint in "), result.err)
        XCTAssertEqual(runCLI(["lint", "Missing"], in: folder.url.path).code, 2)
    }

    func testConfigSetsSeveritiesExcludesAndRejectsUnknownRules() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/LoginViewModel.swift", violating)
        try folder.write("Legacy/OldViewModel.swift", violating)
        try folder.write(".scaffold.yml", "lint:\n  exclude:\n    - Legacy/\n  rules:\n    vm_main_actor: off\n    vm_output_private_set: warning\n")
        let result = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "Sources/LoginViewModel.swift:2:20: warning: output 'name' of LoginViewModel can be set from outside: make it private(set) (vm_output_private_set)\n")
        try folder.write(".scaffold.yml", "lint:\n  rules:\n    vm_main_actr: off\n  exclud:\n")
        let bad = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(bad.code, 2)
        XCTAssertEqual(bad.err, """
        .scaffold.yml:3:5: error: unknown rule 'vm_main_actr' (did you mean 'vm_main_actor'?); `scaffold rules` lists them
        .scaffold.yml:4:3: error: unknown key 'lint.exclud' (did you mean 'exclude'?); the keys are include, exclude, tests, rules, viewModelSuffixes, routerSuffixes, singletons, defaultIsolation, strict, allowedSingletons, reducers, senders, excludedTypes, allowedObservedTypes, viewModelPropertyTypes, storageWrappers, injectionWrappers

        """)
    }

    func testPrintConfigShowsTheEffectiveSettingsAsConfigThatReadsBack() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "lint:\n  rules:\n    vm_send_only_input: error\n    view_state_private: off\n")
        let printed = runCLI(["lint", "--print-config"], in: folder.url.path)
        XCTAssertEqual(printed.code, 0)
        XCTAssertTrue(printed.out.hasPrefix("# from .scaffold.yml\nplatform: iOS 17\npreviews: macro\ntestStyle: exhaustive\nlint:\n  include: # everything below .\n"), printed.out)
        XCTAssertTrue(printed.out.contains("    vm_send_only_input: error\n"))
        XCTAssertTrue(printed.out.contains("    view_state_private: off\n"))
        XCTAssertTrue(printed.out.contains("    vm_section_order: warning\n"))
        try folder.write(".scaffold.yml", printed.out)
        XCTAssertEqual(runCLI(["lint", "--print-config"], in: folder.url.path).out, printed.out, "the printed config reads back unchanged")
    }

    /// A path outside the working directory is linted as part of its own repository: the
    /// tests around the working directory do not count for it, its own config applies.
    func testAPathOutsideTheWorkingDirectoryUsesItsOwnRepository() throws {
        let here = TemporaryFolder(), app = TemporaryFolder()
        let viewModel = "@MainActor\nfinal class CartViewModel: ObservableObject {\n    enum Action { case retry }\n    func send(_ action: Action) {}\n}\n"
        try here.write("Tests/AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\n")
        try app.write(".git/HEAD", "ref: refs/heads/main\n")
        try app.write("Sources/Cart/CartViewModel.swift", viewModel)
        let outside = runCLI(["lint", app.url.appendingPathComponent("Sources").path], in: here.url.path)
        XCTAssertEqual(outside.code, 1, outside.out + outside.err)
        XCTAssertTrue(outside.out.contains("action 'retry' of CartViewModel has no test"), outside.out)
        // Inside the working directory, its tests count as before.
        try here.write("Sources/Cart/CartViewModel.swift", viewModel)
        XCTAssertEqual(runCLI(["lint", "Sources"], in: here.url.path).code, 0)
        // The linted repository's own config applies (here: the rule is off).
        try app.write(".scaffold.yml", "lint:\n  rules:\n    untested_action: off\n")
        XCTAssertEqual(runCLI(["lint", app.url.appendingPathComponent("Sources").path], in: here.url.path).code, 0)
    }

    /// A path in a repository of its own below the working directory (`lint app/Sources`
    /// from a folder of many checkouts) is linted with that repository's tests only: the
    /// tests elsewhere below the working directory are not read and do not count.
    func testAPathInANestedRepositoryUsesThatRepository() throws {
        let here = TemporaryFolder()
        let viewModel = "@MainActor\nfinal class CartViewModel: ObservableObject {\n    enum Action { case retry }\n    func send(_ action: Action) {}\n}\n"
        try here.write("other/Tests/AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\n")
        try here.write("app/.git/HEAD", "ref: refs/heads/main\n")
        try here.write("app/Sources/Cart/CartViewModel.swift", viewModel)
        let nested = runCLI(["lint", "app/Sources"], in: here.url.path)
        XCTAssertEqual(nested.code, 1, nested.out + nested.err)
        XCTAssertTrue(nested.out.contains("app/Sources/Cart/CartViewModel.swift:"), nested.out)
        XCTAssertTrue(nested.out.contains("action 'retry' of CartViewModel has no test"), nested.out)
        // Paths in two repositories: the working directory is the root, as before, and
        // the tests below it count for both.
        try here.write("app2/.git/HEAD", "ref: refs/heads/main\n")
        try here.write("app2/Sources/Empty.swift", "struct Empty {}\n")
        let two = runCLI(["lint", "app/Sources", "app2/Sources"], in: here.url.path)
        XCTAssertEqual(two.code, 0, two.out + two.err)
        // A working directory inside a repository keeps it as the root (a submodule below
        // it is linted with the outer repository's tests).
        try here.write(".git/HEAD", "ref: refs/heads/main\n")
        XCTAssertEqual(runCLI(["lint", "app/Sources"], in: here.url.path).code, 0)
        try FileManager.default.removeItem(at: here.url.appendingPathComponent(".git"))
        XCTAssertEqual(runCLI(["lint", "app/Sources"], in: here.url.path).code, 1)
        // The repository's own tests count.
        try here.write("app/Tests/AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\n")
        XCTAssertEqual(runCLI(["lint", "app/Sources"], in: here.url.path).code, 0)
        // With no repository below the working directory, the working directory is the
        // root, as before: its tests count.
        try FileManager.default.removeItem(at: here.url.appendingPathComponent("app/.git"))
        try FileManager.default.removeItem(at: here.url.appendingPathComponent("app/Tests"))
        XCTAssertEqual(runCLI(["lint", "app/Sources"], in: here.url.path).code, 0)
        // In no repository, a project of its own (a package, an Xcode project or
        // workspace) is the root: the tests elsewhere below the working folder do not count.
        for marker in ["app/Package.swift", "app/App.xcodeproj/project.pbxproj", "app/App.xcworkspace/contents.xcworkspacedata"] {
            try here.write(marker, "")
            let project = runCLI(["lint", "app/Sources"], in: here.url.path)
            XCTAssertEqual(project.code, 1, marker + ": " + project.out + project.err)
            XCTAssertTrue(project.out.contains("action 'retry' of CartViewModel has no test"), project.out)
            XCTAssertTrue(project.out.contains("app/Sources/Cart/CartViewModel.swift:"), "paths stay relative to the working folder: \(project.out)")
            // A path outside the project as well: the working folder stays the root.
            XCTAssertEqual(runCLI(["lint", "app/Sources", "other"], in: here.url.path).code, 0, marker)
            // With the project's own test, it is tested.
            try here.write("app/Tests/AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\n")
            XCTAssertEqual(runCLI(["lint", "app/Sources"], in: here.url.path).code, 0, marker)
            // The outermost project up to the working folder: a package inside the app is
            // linted with the app's tests.
            try here.write("app/Sources/Cart/Package.swift", "")
            XCTAssertEqual(runCLI(["lint", "app/Sources/Cart"], in: here.url.path).code, 0, marker)
            try FileManager.default.removeItem(at: here.url.appendingPathComponent("app/Sources/Cart/Package.swift"))
            try FileManager.default.removeItem(at: here.url.appendingPathComponent("app/Tests"))
            try FileManager.default.removeItem(at: here.url.appendingPathComponent((marker as NSString).pathComponents.count > 2 ? (marker as NSString).deletingLastPathComponent : marker))
        }
        // The working folder a project itself: it stays the root, and its tests count.
        try here.write("Package.swift", "")
        try here.write("app/Package.swift", "")
        XCTAssertEqual(runCLI(["lint", "app/Sources"], in: here.url.path).code, 0)
    }

    func testDisableComments() throws {
        let folder = TemporaryFolder()
        try folder.write("A.swift", """
        // scaffold:disable:next vm_main_actor - legacy screen
        final class AViewModel: ObservableObject {
            @Published var a = 0 // scaffold:disable:this vm_output_private_set
            // scaffold:disable all
            @Published var b = 0
            // scaffold:enable all
            @Published var c = 0
            // scaffold:disable:next view_send_only
            @Published private(set) var d = 0
            // scaffold:disable:next vm_outpt_private_set
            @Published var e = 0
        }

        """)
        let result = runCLI(["lint", "A.swift"], in: folder.url.path)
        XCTAssertEqual(result.out, """
        A.swift:7:20: error: output 'c' of AViewModel can be set from outside: make it private(set) (vm_output_private_set)
        A.swift:8:5: warning: this disable comment suppresses nothing (view_send_only); remove it (unused_disable_comment)
        A.swift:10:5: warning: 'vm_outpt_private_set' is not a rule or command (did you mean 'vm_output_private_set'?); `scaffold rules` lists the rules (unused_disable_comment)
        A.swift:11:20: error: output 'e' of AViewModel can be set from outside: make it private(set) (vm_output_private_set)

        """)
    }

    func testRulesAndExplainPrintFromTheDescriptions() {
        let folder = TemporaryFolder()
        let rules = runCLI(["rules"], in: folder.url.path).out
        XCTAssertEqual(rules.split(separator: "\n").count, AllRules.descriptions.count)
        let line = rules.split(separator: "\n").first { $0.hasPrefix("vm_output_private_set ") }.map { $0.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true) }
        XCTAssertEqual(line?.map { $0.trimmingCharacters(in: .whitespaces) }, ["vm_output_private_set", "error", "Make the output private(set): only the view model changes its state."], rules)
        let explain = runCLI(["explain", "vm_main_actor"], in: folder.url.path)
        XCTAssertTrue(explain.out.hasPrefix("vm_main_actor (error by default)\n\nAnnotate the view model with @MainActor.\n\nEvery output"), explain.out)
        XCTAssertTrue(explain.out.contains("    final ↓class LoginViewModel: ObservableObject {"))
        XCTAssertEqual(runCLI(["explain", "vm_main_actr"], in: folder.url.path).err, "error: no rule 'vm_main_actr' (did you mean 'vm_main_actor'?); `scaffold rules` lists them\nRun 'scaffold explain --help' for usage.\n")
    }

    func testTheReadmeRuleTableIsGeneratedFromTheDescriptions() throws {
        let readme = try String(contentsOf: RepositoryPaths.url("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains(RulesCommand.markdownTable), "the README's rule table is out of date; paste the output of RulesCommand.markdownTable:\n\(RulesCommand.markdownTable)")
    }
}
