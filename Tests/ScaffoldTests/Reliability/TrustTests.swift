import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldCLI

/// The second reliability audit's promises (issue 25): no advice that loses code, --force
/// that asks before dropping hand-written lines, root files of an app edited in place, a
/// concurrent writer's change kept, a held lock said and bounded, `lint --fix` that writes
/// nothing when it exits 2, and messages that name the real problem.
final class TrustTests: XCTestCase {
    /// A repository with the Login fixture screen generated under S/ and T/.
    func loginRepository() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: S\ntests: T\nmodule: App\n")
        try folder.write("Specs/Login.screen.yml", String(contentsOf: RepositoryPaths.url("Fixtures/specs/Login.screen.yml"), encoding: .utf8))
        let made = runCLI(["screen", "Login"], in: folder.url.path)
        XCTAssertEqual(made.code, 0, made.err)
        return folder
    }

    /// Home's view model over Login's enums, with two switches without `default:` that
    /// cover every case (line 5: a handler of Login's responder actions; the last: a
    /// route's title), `members` after the handler and `extensions` before the title's.
    func writeHomeSwitchingOverLogin(in folder: TemporaryFolder, members: String = "", extensions: String = "") throws {
        try folder.write("S/Home/HomeViewModel.swift", """
            @MainActor
            final class HomeViewModel {
                var login: LoginViewModel?
                func handle(_ action: LoginViewModel.ResponderAction) {
                    switch action {
                    case .success(let user): print(user)
                    case .cancel: break
                    case .help: break
                    }
                }
            \(members)}

            \(extensions)extension LoginRouter.Route {
                var title: String {
                    switch self {
                    case .home: return "Home"
                    case .support: return "Support"
                    }
                }
            }

            """)
    }

    /// The bytes of every file below `folder`.
    func snapshot(_ folder: TemporaryFolder) -> [String: Data] {
        var files: [String: Data] = [:]
        for file in filesBelow(folder.url) { files[file] = FileManager.default.contents(atPath: folder.url.appendingPathComponent(file).path) }
        return files
    }

    // MARK: - 1. No advice that loses code; --force asks

    func testAMissingTestFileIsWrittenByThePlainScreenCommandAsTheNoteSays() throws {
        let folder = try loginRepository()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("T/Login/LoginViewModelTests.swift"))
        let viewModel = "S/Login/LoginViewModel.swift"
        let handWritten = try XCTUnwrap(folder.read(viewModel)).replacingOccurrences(of: "func send(_ action: Action) {", with: "func send(_ action: Action) {\n        print(\"mine\")")
        try folder.write(viewModel, handWritten)

        let added = runCLI(["add", "Login", "--action", "zap"], in: folder.url.path)
        XCTAssertEqual(added.code, 0, added.err)
        XCTAssertTrue(added.err.contains("`scaffold screen Login` writes it (and changes nothing else)"), added.err)
        XCTAssertFalse(added.err.contains("--force"), "no advice to --force where the plain command is safe: \(added.err)")

        let before = snapshot(folder)
        let screen = runCLI(["screen", "Login"], in: folder.url.path)
        XCTAssertEqual(screen.code, 0, screen.err)
        XCTAssertTrue(screen.out.contains("created T/Login/LoginViewModelTests.swift"), screen.out)
        for (file, bytes) in before where !file.hasPrefix("T/Login/LoginViewModelTests") {
            let now = FileManager.default.contents(atPath: folder.url.appendingPathComponent(file).path)
            XCTAssertTrue(now == bytes || EditFixtureTests.isInsertionOnly(bytes, now ?? Data()), "\(file) lost bytes")
        }
        XCTAssertTrue(folder.read(viewModel)?.contains("print(\"mine\")") == true)
    }

    /// A screen with no spec (its code written by hand, or its spec deleted): the note's
    /// advice must work as written, where `scaffold screen Login` said "no spec for 'Login'".
    func testAMissingTestFileOfAScreenWithoutASpecIsWrittenAsTheNoteSays() throws {
        let folder = try loginRepository()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("T/Login/LoginViewModelTests.swift"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Specs/Login.screen.yml"))
        let added = runCLI(["add", "Login", "--action", "zap"], in: folder.url.path)
        XCTAssertEqual(added.code, 0, added.err)
        XCTAssertTrue(added.err.contains("note: no test file of LoginViewModel was found; `scaffold spec --from Login --write`, then `scaffold screen Login`, write it (and any other file of the screen that is missing), or write the tests by hand"), added.err)
        let before = snapshot(folder)
        for step in [["spec", "--from", "Login", "--write"], ["screen", "Login"]] {
            let result = runCLI(step, in: folder.url.path)
            XCTAssertEqual(result.code, 0, "\(step): \(result.err)")
        }
        let tests = try XCTUnwrap(folder.read("T/Login/LoginViewModelTests.swift"))
        XCTAssertTrue(tests.contains(".zap"), tests)
        for (file, bytes) in before {
            let now = FileManager.default.contents(atPath: folder.url.appendingPathComponent(file).path)
            XCTAssertTrue(now == bytes || EditFixtureTests.isInsertionOnly(bytes, now ?? Data()), "\(file) lost bytes")
        }
    }

    func testForceListsWhatItDropsAndWantsAYesWhenNoOneIsAtATerminal() throws {
        let folder = try loginRepository()
        let view = "S/Login/LoginView.swift"
        try folder.write(view, try XCTUnwrap(folder.read(view)) + "// mine\n")
        let before = snapshot(folder)

        let refused = runCLI(["screen", "Login", "--force"], in: folder.url.path)
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.contains("S/Login/LoginView.swift: --force drops 1 hand-written line:\n  "), refused.err)
        XCTAssertTrue(refused.err.contains("// mine"), refused.err)
        XCTAssertTrue(refused.err.contains("no one is at a terminal to confirm it; nothing was written. Run without --force to update the files in place and keep them, or add --yes to drop them."), refused.err)
        XCTAssertEqual(snapshot(folder), before, "nothing is written without a yes")

        let dryRun = runCLI(["screen", "Login", "--force", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(dryRun.code, 0, "--dry-run lists and asks nothing: \(dryRun.err)")

        let confirmed = runCLI(["screen", "Login", "--force", "--yes"], in: folder.url.path)
        XCTAssertEqual(confirmed.code, 0, confirmed.err)
        XCTAssertFalse(folder.read(view)?.contains("// mine") ?? true)
    }

    func testForceAsksAPersonAtATerminalAndOnlyYesDrops() throws {
        let folder = try loginRepository()
        let view = "S/Login/LoginView.swift"
        try folder.write(view, try XCTUnwrap(folder.read(view)) + "// mine\n")
        let before = snapshot(folder)

        let no = runCLI(["screen", "Login", "--force"], in: folder.url.path, input: "n\n", interactive: true)
        XCTAssertEqual(no.code, 2)
        XCTAssertTrue(no.err.contains("--force drops the 1 hand-written line listed above. Drop them? [y/N] "), no.err)
        XCTAssertTrue(no.err.contains("Nothing was written."), no.err)
        XCTAssertEqual(snapshot(folder), before)
        let endOfInput = runCLI(["screen", "Login", "--force"], in: folder.url.path, input: "", interactive: true)
        XCTAssertEqual(endOfInput.code, 2, "no answer is no")
        XCTAssertEqual(snapshot(folder), before)

        let yes = runCLI(["screen", "Login", "--force"], in: folder.url.path, input: "yes\n", interactive: true)
        XCTAssertEqual(yes.code, 0, yes.err)
        XCTAssertFalse(folder.read(view)?.contains("// mine") ?? true)
    }

    // MARK: - 3. A concurrent writer's change is kept

    func testAWriteByAnotherProgramJustBeforeTheReplaceIsKeptAndTheRunRefused() throws {
        let folder = try loginRepository()
        let viewModel = folder.url.appendingPathComponent("S/Login/LoginViewModel.swift").path
        let before = snapshot(folder)
        let editorLine = "// saved by the editor\n"
        FilePlan.hooks.beforeReplacing = { path in
            guard path.hasSuffix("LoginViewModel.swift"), let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.seekToEndOfFile()
            handle.write(Data(editorLine.utf8))
            handle.closeFile()
        }
        defer { FilePlan.hooks.beforeReplacing = nil }
        let result = runCLI(["add", "Login", "--action", "zap"], in: folder.url.path)
        FilePlan.hooks.beforeReplacing = nil

        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("LoginViewModel.swift: it changed while scaffold was replacing it (another program wrote it just now); its change is kept and nothing was written"), result.err)
        let now = try String(contentsOfFile: viewModel, encoding: .utf8)
        XCTAssertTrue(now.hasSuffix(editorLine), "the other program's write is there")
        XCTAssertFalse(now.contains("case zap"), "scaffold's edit is not")
        var expected = before
        expected["S/Login/LoginViewModel.swift"] = (before["S/Login/LoginViewModel.swift"] ?? Data()) + Data(editorLine.utf8)
        XCTAssertEqual(snapshot(folder), expected, "every other file is as it was: all or nothing")
        XCTAssertFalse(filesBelow(folder.url).contains { $0.contains(FilePlan.temporaryPrefix) }, "no temporary file is left")

        let again = runCLI(["add", "Login", "--action", "zap"], in: folder.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertTrue(folder.read("S/Login/LoginViewModel.swift")?.contains(editorLine) == true, "the next run keeps it too")
    }

    // MARK: - 10. A held lock is said, and bounded

    func testAHeldLockIsNamedAndTheCommandGivesUpAfterItsTimeout() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "needs flock(1) to hold the lock from another process")
        let folder = try loginRepository()
        let before = snapshot(folder)
        // Another process holds the repository's lock while the command runs (flock's own
        // process becomes `sleep`, so that stopping it lets the lock go at once).
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--no-fork", folder.url.path, "sleep", "30"]
        try holder.run()
        defer { holder.terminate(); holder.waitUntilExit() }
        var held = false
        for _ in 0..<200 where !held {
            let descriptor = open(folder.url.path, O_RDONLY | O_DIRECTORY)
            held = flock(descriptor, LOCK_EX | LOCK_NB) != 0
            if !held { flock(descriptor, LOCK_UN) }
            close(descriptor)
            if !held { usleep(20_000) }
        }
        try XCTSkipUnless(held, "flock(1) did not take the lock")

        let result = ProcessRunner.execute(ProcessRunner.scaffold, ["add", "Login", "--action", "zap"], in: folder.url.path,
                                           environment: ["SCAFFOLD_LOCK_TIMEOUT": "0.2"], timeout: 30)
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("waiting for pid "), "who holds it is said: \(result.err)")
        XCTAssertTrue(result.err.contains("sleep 30"), "with its command line: \(result.err)")
        XCTAssertTrue(result.err.contains("so scaffold did not start; nothing was written"), result.err)
        XCTAssertEqual(snapshot(folder), before)
    }

    // MARK: - 11. lint --fix writes nothing when it exits 2

    /// A folder with `files`, all open to every user but `unreadable`, which no one but
    /// root can read: what `nobody` meets in a repository it does not own.
    func folder(with files: [String: String], unreadable: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (path, text) in files { try folder.write(path, text) }
        let below = FileManager.default.enumerator(atPath: folder.url.path)?.allObjects as? [String] ?? []
        for path in [""] + below { chmod(folder.url.appendingPathComponent(path).path, path == unreadable ? 0o000 : 0o777) }
        return folder
    }

    func testLintFixWritesNothingWhenAnInputCannotBeRead() throws {
        try XCTSkipUnless(ProcessRunner.canDropPrivileges, "needs root to run as another user, for whom a file is unreadable")
        let folder = try folder(with: ["AViewModel.swift": "import Combine\n@MainActor\nfinal class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n",
                                       "BViewModel.swift": "final class BViewModel {}\n"], unreadable: "BViewModel.swift")
        let before = folder.read("AViewModel.swift")
        let result = ProcessRunner.run(["lint", "--fix"], in: folder.url.path, asNobody: true, timeout: 30)
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("BViewModel.swift: "), result.err)
        XCTAssertTrue(result.err.contains("Nothing was fixed: --fix writes only when it can read every input"), result.err)
        XCTAssertFalse(result.err.contains("Fixed 1 file"), result.err)
        XCTAssertEqual(folder.read("AViewModel.swift"), before, "exit 2 means nothing was written")
    }

    // MARK: - 13, 14. Messages that name the real problem

    func testAScreenInAFolderWhoseNameIsNotUTF8IsRefusedForThatReason() throws {
        let folder = try loginRepository()
        // A folder name with the byte 0xE9 alone (Latin-1 é), which is not UTF-8.
        let moved = ProcessRunner.shell("mv S/Login \"S/caf$(printf '\\351')\"", in: folder.url.path)
        XCTAssertEqual(moved.code, 0, moved.err)
        let before = snapshot(folder)
        let result = runCLI(["add", "Login", "--action", "zap"], in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("S/caf\\xE9/LoginViewModel.swift: its path is not valid UTF-8"), result.err)
        XCTAssertFalse(result.err.contains("another program"), "no phantom writer: \(result.err)")
        XCTAssertEqual(snapshot(folder), before)
    }

    func testAPathThatIsNoScreenNameIsSaidToBeOne() throws {
        let folder = try loginRepository()
        let result = runCLI(["add", "/etc/passwd", "--action", "x"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: '/etc/passwd' is neither a screen's name (a Swift type name, such as Login) nor a view model's .swift file; give the screen's name, or the path of its view model's file\n")
    }

    func testMapSaysWhyAFileCannotBeReadOnceAndInItsOwnWords() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: S\n")
        let device = runCLI(["map", "/dev/zero"], in: folder.url.path)
        XCTAssertEqual(device.code, 2)
        XCTAssertFalse(device.err.contains("cannot be linted"), device.err)
        XCTAssertTrue(device.err.contains("not a regular file, so scaffold cannot read it as Swift"), device.err)
    }

    func testMapSaysOnceThatAFileCannotBeRead() throws {
        try XCTSkipUnless(ProcessRunner.canDropPrivileges, "needs root to run as another user, for whom a file is unreadable")
        let folder = try folder(with: [".scaffold.yml": "sources: S\n", "S/AViewModel.swift": "final class AViewModel {}\n"], unreadable: "S/AViewModel.swift")
        let result = ProcessRunner.run(["map"], in: folder.url.path, asNobody: true, timeout: 30)
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("S/AViewModel.swift: cannot read it"), result.err)
        XCTAssertEqual(result.err.components(separatedBy: "cannot read it").count, 2, "said once: \(result.err)")
    }

    func testAProtocolDeclaredInBothBranchesOfAnIfIsNamedWithItsLines() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: S\ntests: T\nmodule: App\n")
        try folder.write("S/A.swift", "#if os(iOS)\nprotocol Twin {\n    func a()\n}\n#else\nprotocol Twin {\n    func b()\n}\n#endif\n")
        let result = runCLI(["fake", "Twin"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("'Twin' is declared 2 times ("), result.err)
        XCTAssertTrue(result.err.contains("A.swift:2, ") && result.err.contains("A.swift:6), in the branches of one #if"), result.err)
    }

    /// Issue 26 / 28: `add` extends an enum; every other exhaustive `switch` over it (a
    /// parent's responder closure, a route's title) is named with its place, since it no
    /// longer compiles without the new case. A switch with `default:` is not.
    func testEveryOtherSwitchOverAnExtendedEnumIsNamed() throws {
        let folder = try loginRepository()
        try writeHomeSwitchingOverLogin(in: folder, members: """
                func ignore(_ action: LoginViewModel.ResponderAction) {
                    switch action {
                    case .cancel: break
                    default: break
                    }
                }

            """)
        let result = runCLI(["add", "Login", "--responder", "logout -> dismiss", "--route", "about"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("S/Home/HomeViewModel.swift:5:9: note: this `switch` covers every case of LoginViewModel.ResponderAction and has no `default:`; add `case .logout` to it, or it will not compile"), result.err)
        XCTAssertTrue(result.err.contains("S/Home/HomeViewModel.swift:21:9: note: this `switch` covers every case of LoginRouter.Route and has no `default:`; add `case .about` to it, or it will not compile"), result.err)
        XCTAssertFalse(result.err.contains("HomeViewModel.swift:12:"), "a switch with default: compiles: \(result.err)")
        XCTAssertFalse(result.err.contains("LoginViewModel.swift:"), "the reducer and router add edits are not named: \(result.err)")
        XCTAssertFalse(result.err.contains("LoginRouter.swift:"), "the router's handle and destination are edited by add: \(result.err)")
    }

    /// The same for a spec change that `scaffold screen` applies: the new responder action,
    /// route and action reach the reducer, the router and the view model's tests, and every
    /// switch of the user's that covered the old cases is named (it would not compile).
    func testEveryOtherSwitchOverAnEnumASpecChangeExtendsIsNamed() throws {
        let folder = try loginRepository()
        try writeHomeSwitchingOverLogin(in: folder, extensions: """
            extension LoginViewModel.Action {
                var name: String {
                    switch self {
                    case .updateUsername: return "updateUsername"
                    case .toggleRememberMe: return "toggleRememberMe"
                    case .cancel: return "cancel"
                    case .authenticate: return "authenticate"
                    case .login: return "login"
                    case .signedIn: return "signedIn"
                    case .showError: return "showError"
                    case .retry: return "retry"
                    }
                }
            }


            """)
        let specPath = folder.url.appendingPathComponent("Specs/Login.screen.yml").path
        var spec = try String(contentsOfFile: specPath, encoding: .utf8)
        spec = spec.replacingOccurrences(of: "  - retry -> send cancel\n", with: "  - retry -> send cancel\n  - refresh\n")
        spec = spec.replacingOccurrences(of: "  - help -> present support\n", with: "  - help -> present support\n  - logout -> dismiss\n")
        spec = spec.replacingOccurrences(of: "  - support\n", with: "  - support\n  - about\n")
        try spec.write(toFile: specPath, atomically: true, encoding: .utf8)
        let result = runCLI(["screen", "Login"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("S/Home/HomeViewModel.swift:5:9: note: this `switch` covers every case of LoginViewModel.ResponderAction and has no `default:`; add `case .logout` to it, or it will not compile"), result.err)
        XCTAssertTrue(result.err.contains("S/Home/HomeViewModel.swift:15:9: note: this `switch` covers every case of LoginViewModel.Action and has no `default:`; add `case .refresh` to it, or it will not compile"), result.err)
        XCTAssertTrue(result.err.contains("S/Home/HomeViewModel.swift:30:9: note: this `switch` covers every case of LoginRouter.Route and has no `default:`; add `case .about` to it, or it will not compile"), result.err)
        XCTAssertFalse(result.err.contains("LoginViewModel.swift:"), "the reducer is edited by screen: \(result.err)")
        XCTAssertFalse(result.err.contains("LoginRouter.swift:"), "the router's handle and destination are edited by screen: \(result.err)")
        XCTAssertTrue(folder.read("S/Login/LoginViewModel.swift")?.contains("case refresh") == true)
    }

    /// The notes are said once the write is done (or shown, with --dry-run): when it fails
    /// (another program changes the router just before it is replaced), nothing is written
    /// and no switch is named, since the enum did not gain the case.
    func testNoSwitchIsNamedWhenTheSpecChangeIsNotWritten() throws {
        let folder = try loginRepository()
        try writeHomeSwitchingOverLogin(in: folder)
        let specPath = folder.url.appendingPathComponent("Specs/Login.screen.yml").path
        try (try String(contentsOfFile: specPath, encoding: .utf8)).replacingOccurrences(of: "  - support\n", with: "  - support\n  - about\n")
            .write(toFile: specPath, atomically: true, encoding: .utf8)
        let shown = runCLI(["screen", "Login", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(shown.code, 0, shown.err)
        XCTAssertTrue(shown.err.contains("S/Home/HomeViewModel.swift:15:9: note: this `switch` covers every case of LoginRouter.Route"), "a dry run says what the write would leave: \(shown.err)")
        FilePlan.hooks.beforeReplacing = { target in
            guard target.hasSuffix("LoginRouter.swift") else { return }
            try? "// another program's\n".write(toFile: target, atomically: false, encoding: .utf8)
        }
        defer { FilePlan.hooks.beforeReplacing = nil }
        let failed = runCLI(["screen", "Login"], in: folder.url.path)
        XCTAssertEqual(failed.code, 2, failed.err)
        XCTAssertTrue(failed.err.contains("it changed"), failed.err)
        XCTAssertFalse(failed.err.contains("covers every case"), failed.err)
    }

    /// A view model whose `Action` and `ResponderAction` have the same cases, both extended
    /// (bsrz/mvvm's Settings: `logout` each): a closure's `switch action` may be over either,
    /// so the note names both; a parameter's written type names one.
    func testASwitchThatMayBeOverEitherOfTwoEnumsOfTheSameCasesNamesBoth() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: S\ntests: T\nmodule: App\n")
        try folder.write("Specs/Settings.screen.yml", "screen: Settings\nactions:\n  - logout -> respond logout\nresponder:\n  - logout -> dismiss\n")
        XCTAssertEqual(runCLI(["screen", "Settings"], in: folder.url.path).code, 0)
        try folder.write("S/Home/Home.swift", """
            func observe(_ handle: (SettingsViewModel.ResponderAction) -> Void) {}

            func start() {
                observe { action in
                    switch action {
                    case .logout: break
                    }
                }
            }

            func name(of action: SettingsViewModel.Action) -> String {
                switch action {
                case .logout: return "logout"
                }
            }

            """)
        try folder.write("Specs/Settings.screen.yml", "screen: Settings\nactions:\n  - logout -> respond logout\n  - deleteAccount -> respond deleteAccount\nresponder:\n  - logout -> dismiss\n  - deleteAccount -> dismiss\n")
        let result = runCLI(["screen", "Settings"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("S/Home/Home.swift:5:9: note: this `switch` covers every case of SettingsViewModel.Action or SettingsViewModel.ResponderAction (their cases are the same) and has no `default:`; add `case .deleteAccount` to it, or it will not compile"), result.err)
        XCTAssertTrue(result.err.contains("S/Home/Home.swift:12:5: note: this `switch` covers every case of SettingsViewModel.Action and has no `default:`; add `case .deleteAccount` to it, or it will not compile"), result.err)
    }

    /// App seed 124: another screen's router had a `Route` of the same cases, and its
    /// `makeScreen(for route: Route)` was named as a switch over the extended one, which it
    /// is not (it compiled). A switch whose subject's type is written, as a parameter's type
    /// or as `self` of an enum, is over that type; only one whose type cannot be told is named
    /// by its cases alone.
    func testASwitchOverAnotherTypesEnumOfTheSameCasesIsNotNamed() throws {
        let folder = try loginRepository()
        try folder.write("S/Other/Other.swift", """
            final class OtherRouter {
                enum Route: Hashable { case home, support }
                func makeScreen(for route: Route) -> String {
                    switch route {
                    case .home: return "home"
                    case .support: return "support"
                    }
                }
                func title(of route: LoginRouter.Route?) -> String {
                    switch route {
                    case .home: return "home"
                    case .support: return "support"
                    case nil: return ""
                    }
                }
                func shadowed(_ route: Route, all: [LoginRouter.Route]) {
                    for route in all {
                        switch route {
                        case .home: break
                        case .support: break
                        }
                    }
                }
            }

            extension OtherRouter.Route {
                var title: String {
                    switch self {
                    case .home: return "Home"
                    case .support: return "Support"
                    }
                }
            }

            extension LoginRouter {
                func label(_ route: Route) -> String {
                    switch route {
                    case .home: return "Home"
                    case .support: return "Support"
                    }
                }
            }

            """)
        let result = runCLI(["add", "Login", "--route", "about"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let notes = result.err.split(separator: "\n").filter { $0.contains("note: this `switch`") }.map { String($0.prefix { $0 != " " }) }
        // The qualified parameter (line 10), the loop's own `route` (its type unknown: named
        // by its cases), and `Route` inside an extension of LoginRouter (line 37) are the
        // extended enum; makeScreen's `Route` (line 4) and `self` of OtherRouter.Route (line 28) are not.
        XCTAssertEqual(notes, ["S/Other/Other.swift:10:9:", "S/Other/Other.swift:18:13:", "S/Other/Other.swift:37:9:"], result.err)
    }

    /// A switch over a parameter's property whose type the file declares (`action.destination`
    /// of the app's own top-level `enum Route`) is over that type, not the screen's
    /// `LoginRouter.Route` of the same cases: not named (adding the case there would break
    /// the build). One over a property of a type declared elsewhere is still named.
    func testASwitchOverAPropertyOfAnotherTypeOfTheSameCasesIsNotNamed() throws {
        let folder = try loginRepository()
        try folder.write("S/Navigator.swift", """
            enum Route: String { case home, support }
            struct Action { let destination: Route }
            struct Opened { let route: LoginRouter.Route }
            func destination(action: Action) -> String {
                switch action.destination {
                case .home: return "home"
                case .support: return "support"
                }
            }
            func title(opened: Opened) -> String {
                switch opened.route {
                case .home: return "Home"
                case .support: return "Support"
                }
            }

            """)
        let result = runCLI(["add", "Login", "--route", "about"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let notes = result.err.split(separator: "\n").filter { $0.contains("note: this `switch`") }.map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(notes, ["S/Navigator.swift:11:5:"], result.err)
    }

    func testSwitchesOverAClosuresOwnActionAreNotTakenForSecondReducers() throws {
        let folder = try loginRepository()
        let viewModel = "S/Login/LoginViewModel.swift"
        let text = try XCTUnwrap(folder.read(viewModel))
        // A responder closure handled in place, inside send, switching over its own `action`.
        let withClosure = text.replacingOccurrences(of: "func send(_ action: Action) {", with: """
            func send(_ action: Action) {
                    let log: (Action) -> Void = { action in
                        switch action {
                        default: break
                        }
                    }
                    log(action)
            """)
        XCTAssertNotEqual(withClosure, text)
        try folder.write(viewModel, withClosure)
        let result = runCLI(["add", "Login", "--action", "zap"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(folder.read(viewModel)?.contains("case .zap") == true)
    }
}

/// Issue 25, item 2: re-running `scaffold app` after a screen spec gains a route edits the
/// root files in place, without --force, and keeps what a person wrote into them.
final class AppRerunTrustTests: XCTestCase {
    func testRerunningAppAfterARouteIsAddedEditsTheRootInPlaceAndKeepsTheEntryPointsEdits() throws {
        let work = TemporaryFolder()
        try copyResolved(RepositoryPaths.url("Fixtures/apps/Market"), to: work.url)
        let entry = "Sources/Market/MarketApp.swift"
        let edited = try XCTUnwrap(work.read(entry)).replacingOccurrences(of: "        catalog: LiveCatalogService()\n", with: "        catalog: LiveCatalogService(baseURL: realURL)\n")
        XCTAssertNotEqual(edited, work.read(entry))
        try work.write(entry, edited)
        let account = try XCTUnwrap(work.read("Specs/Account.screen.yml"))
        try work.write("Specs/Account.screen.yml", account
            .replacingOccurrences(of: "  - openSettings -> respond showSettings\n", with: "  - openSettings -> respond showSettings\n  - openAbout -> respond showAbout\n")
            .replacingOccurrences(of: "  - showSettings -> present settings\n", with: "  - showSettings -> present settings\n  - showAbout -> route about\n")
            .replacingOccurrences(of: "  - settings -> screen Settings\n", with: "  - settings -> screen Settings\n  - about -> screen About\n"))
        let before = filesBelow(work.url).reduce(into: [String: Data]()) { $0[$1] = FileManager.default.contents(atPath: work.url.appendingPathComponent($1).path) }

        let result = runCLI(["app", "Market"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.err.contains("--force"), "no --force is needed or advised: \(result.err)")
        XCTAssertTrue(work.read(entry)?.contains("catalog: LiveCatalogService(baseURL: realURL)") == true, "the real dependency stays")
        XCTAssertTrue(work.read("Sources/Account/AccountRouter.swift")?.contains("about") == true, "the screen gained its route")
        for (file, old) in before {
            let new = FileManager.default.contents(atPath: work.url.appendingPathComponent(file).path) ?? Data()
            XCTAssertTrue(EditFixtureTests.isInsertionOnly(old, new), "\(file) changed other than by insertions")
        }
        let again = runCLI(["app", "Market"], in: work.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertFalse(again.out.contains("updated") || again.out.contains("created"), "a second run changes nothing: \(again.out)")
    }

    /// Issue 30: re-running `scaffold app` walked the repository once per screen (twice,
    /// with the screen's own lookups): quadratic in screens. One command, one walk of each
    /// folder it reads, however many screens the app has.
    func testAnAppReRunWalksTheRepositoryOnceWhateverItsScreens() throws {
        let work = TemporaryFolder()
        try copyResolved(RepositoryPaths.url("Fixtures/apps/Market"), to: work.url)
        let before = RepositoryWalker.walksDone
        let result = runCLI(["app", "Market"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let walks = RepositoryWalker.walksDone - before
        XCTAssertLessThanOrEqual(walks, 3, "one walk per folder read, not one per screen (the app has 8 screens)")
    }

    /// The merge itself: an unedited file that only gains lines becomes the new version; a
    /// person's line stays where the new version would change it, and the place is listed.
    func testTheInsertionMergeKeepsEveryOldByteAndListsWhatItDidNotChange() {
        let old = "a\nb\nc\n"
        XCTAssertEqual(LineDiff.insertionMerge(old: old, new: "a\nb\nx\nc\n"), LineDiff.Merge(text: "a\nb\nx\nc\n", kept: []))
        // A generated line that grows becomes the new line: an insertion within it.
        XCTAssertEqual(LineDiff.insertionMerge(old: "switch x {\ncase a, b:\n}\n", new: "switch x {\ncase a, b, c:\n}\n").text, "switch x {\ncase a, b, c:\n}\n")
        // A line a person filled in stays, and is named.
        let filled = LineDiff.insertionMerge(old: "f(\n    catalog: CatalogService(baseURL: url)\n)\n", new: "f(\n    catalog: CatalogService()\n)\ng()\n")
        XCTAssertEqual(filled.text, "f(\n    catalog: CatalogService(baseURL: url)\n)\ng()\n")
        XCTAssertEqual(filled.kept, [LineDiff.Merge.Kept(line: 2, old: "    catalog: CatalogService(baseURL: url)", new: "    catalog: CatalogService()")])
        XCTAssertEqual(LineDiff.insertionMerge(old: "a {\n}\n", new: "a {\n    b()\n}\nc {}\n").text, "a {\n    b()\n}\nc {}\n", "a brace pairs with no other line")
        // Lines of a person's own stay, and the new lines go in beside them.
        XCTAssertEqual(LineDiff.insertionMerge(old: "// mine\n", new: "import A\nstruct B {}\n").text, "import A\nstruct B {}\n// mine\n")
        XCTAssertEqual(LineDiff.insertionMerge(old: "a\nb\n", new: "a\n").text, "a\nb\n", "a line the new version drops stays")
        XCTAssertEqual(LineDiff.insertionMerge(old: "", new: "a\n").text, "a\n")
        for (old, new) in [("x\ny\nz\n", "y\nq\nx\n"), ("a b\n", "a\nb\nc\n"), ("\n\n", "x\n")] {
            XCTAssertTrue(EditFixtureTests.isInsertionOnly(Data(old.utf8), Data(LineDiff.insertionMerge(old: old, new: new).text.utf8)), "\(old) -> \(new)")
        }
    }

}
