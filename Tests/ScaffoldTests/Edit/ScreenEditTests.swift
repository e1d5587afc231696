import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldCLI

/// `scaffold add` against `scaffold screen`: adding to a generated screen gives what
/// generating the larger spec gives; bad input, conflicts and screens scaffold cannot read
/// change nothing; bytes scaffold does not insert stay as they are.
final class ScreenEditTests: XCTestCase {
    /// The flags that add `entries` of a decoded spec.
    static func flags(dependencies: [ScreenSpec.Dependency], outputs: [ScreenSpec.Output], actions: [ScreenSpec.Entry],
                      responder: [ScreenSpec.Entry], routes: [CaseDeclaration], samples: [(type: String, value: String)]) -> [String] {
        var flags: [String] = []
        for dependency in dependencies { flags += ["--dependency", "\(dependency.name.text): \(dependency.type)"] }
        for output in outputs { flags += ["--output", "\(output.name.text): \(output.type) = \(output.defaultValue)"] }
        for action in actions { flags += ["--action", SpecWriter.entryText(action)] }
        for entry in responder { flags += ["--responder", SpecWriter.entryText(entry)] }
        for route in routes { flags += ["--route", route.declarationText] }
        for sample in samples { flags += ["--sample", "\(sample.type)=\(sample.value)"] }
        return flags
    }

    /// Every fixture spec, less the last entry of each list it can do without, generated,
    /// then `scaffold add` of those entries: the files are the golden files of the whole
    /// spec. The view is the one exception: `add` leaves its layout alone, so the golden
    /// view is the produced one with the new actions' buttons inserted.
    func testAddingToAGeneratedScreenGivesWhatGeneratingTheLargerSpecGives() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.url("Fixtures/specs").path).filter { $0.hasSuffix(".screen.yml") }.sorted()
        var tried = 0
        for specName in specs {
            let text = try String(contentsOf: RepositoryPaths.url("Fixtures/specs/\(specName)"), encoding: .utf8)
            // Dependencies without a sample are faked: their protocols are in Fixtures/support.
            var full = try SpecDecoder.decode(YAMLReader.read(text, file: specName), file: specName, fakes: { "Fake\($0)()" })
            full.samples.removeAll { full.fakedTypes.contains($0.type) }
            var reduced = full
            // Drop the last entry of each list while the spec stays valid.
            func valid(_ spec: ScreenSpec) -> Bool {
                (try? SpecDecoder.decode(YAMLReader.read(SpecWriter.yaml(spec), file: "reduced"), file: "reduced", fakes: { "Fake\($0)()" })) != nil
            }
            var removed = (dependencies: [ScreenSpec.Dependency](), outputs: [ScreenSpec.Output](), actions: [ScreenSpec.Entry](),
                           responder: [ScreenSpec.Entry](), routes: [CaseDeclaration]())
            var attempt = reduced
            // A responder action that reaches a route goes with it (with the route left, the
            // smaller spec would test the route on its own, and adding never removes a test).
            let lastResponder = attempt.responder.last
            let reachedRoute: String? = {
                switch lastResponder?.effect {
                case .route(let name)?, .present(let name)?: return name
                default: return nil
                }
            }()
            if let reachedRoute {
                if attempt.routes.last?.name == reachedRoute, let route = attempt.routes.popLast(), let entry = attempt.responder.popLast(), valid(attempt) {
                    reduced = attempt
                    removed.routes = [route]
                    removed.responder = [entry]
                } else { attempt = reduced }
            } else {
                if let last = attempt.routes.popLast(), valid(attempt) { reduced = attempt; removed.routes = [last] } else { attempt = reduced }
                if let last = attempt.responder.popLast(), valid(attempt) { reduced = attempt; removed.responder = [last] } else { attempt = reduced }
            }
            if let last = attempt.actions.popLast(), valid(attempt) { reduced = attempt; removed.actions = [last] } else { attempt = reduced }
            if let last = attempt.outputs.popLast(), valid(attempt) { reduced = attempt; removed.outputs = [last] } else { attempt = reduced }
            if let last = attempt.dependencies.popLast(), valid(attempt) { reduced = attempt; removed.dependencies = [last] } else { attempt = reduced }
            let added = Self.flags(dependencies: removed.dependencies, outputs: removed.outputs, actions: removed.actions,
                                   responder: removed.responder, routes: removed.routes, samples: full.samples)
            guard added.contains(where: { $0 != "--sample" && $0.hasPrefix("--") }) else { continue }
            tried += 1

            let folder = TemporaryFolder()
            let module = full.module ?? GoldenFileTests.fixtures.first { $0.spec == full.screen.text }?.module ?? "App"
            try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: \(module)\nfakes:\n  previews: Sources/PreviewSupport\n")
            try folder.write("reduced.screen.yml", SpecWriter.yaml(reduced))
            let support = RepositoryPaths.url("Fixtures/support/\(module)")
            for file in (try? FileManager.default.contentsOfDirectory(atPath: support.path)) ?? [] {
                try folder.write("Sources/_support/\(file)", try String(contentsOf: support.appendingPathComponent(file), encoding: .utf8))
            }
            let generated = runCLI(["screen", "--spec", "reduced.screen.yml"], in: folder.url.path)
            XCTAssertEqual(generated.code, 0, "\(specName): \(generated.err)")
            let result = runCLI(["add", full.screen.text] + added, in: folder.url.path)
            XCTAssertEqual(result.code, 0, "\(specName): \(result.err)")
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/_support"))

            let golden = RepositoryPaths.url("Fixtures/golden/\(full.screen.text)")
            for side in ["Sources", "Tests"] {
                let produced = folder.url.appendingPathComponent(side), expected = golden.appendingPathComponent(side)
                XCTAssertEqual(filesBelow(produced), filesBelow(expected), specName)
                for file in filesBelow(expected) {
                    let mine = try String(contentsOf: produced.appendingPathComponent(file), encoding: .utf8)
                    let theirs = try String(contentsOf: expected.appendingPathComponent(file), encoding: .utf8)
                    if file.hasSuffix("\(full.screen.text)View.swift") {
                        XCTAssertTrue(EditFixtureTests.isInsertionOnly(Data(mine.utf8), Data(theirs.utf8)), "\(specName): \(file): the view differs beyond the new buttons")
                    } else {
                        XCTAssertTrue(mine == theirs, "\(specName): \(file) differs from what generating the whole spec writes: \(added)\n"
                                      + LineDiff.unified(old: theirs, new: mine, oldName: "generated", newName: "added"))
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(tried, 5)
    }

    func makeLogin() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Auth\n")
        try folder.write("Specs/Login.screen.yml", "screen: Login\noutputs:\n  username: String = \"\"\nactions:\n  - updateUsername(String) -> set username\n  - close -> respond close\nresponder:\n  - close -> dismiss\n")
        XCTAssertEqual(runCLI(["screen", "Login"], in: folder.url.path).code, 0)
        return folder
    }

    func snapshot(_ folder: TemporaryFolder) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: filesBelow(folder.url).map { ($0, FileManager.default.contents(atPath: folder.url.appendingPathComponent($0).path) ?? Data()) })
    }

    func testBadInputAConflictAndNothingToAddChangeNothing() throws {
        let folder = try makeLogin()
        let before = snapshot(folder)

        let bad = runCLI(["add", "Login", "--action", "retry -> send nowhere"], in: folder.url.path)
        XCTAssertEqual(bad.code, 2)
        XCTAssertEqual(bad.err, "--action \"retry -> send nowhere\":1:15: error: no action 'nowhere'; 'send' names another action of this screen\n")

        let conflict = runCLI(["add", "Login", "--output", "username: Int = 0"], in: folder.url.path)
        XCTAssertEqual(conflict.code, 2)
        XCTAssertEqual(conflict.err, "--output \"username: Int = 0\":1:11: error: Login has the output 'username' already, as String = \"\" (Sources/Login/LoginViewModel.swift:41); scaffold adds, it does not change: edit it by hand\n")

        let missingSample = runCLI(["add", "Login", "--dependency", "clock: Clock"], in: folder.url.path)
        XCTAssertEqual(missingSample.code, 2)
        XCTAssertTrue(missingSample.err.hasSuffix("pass one, e.g. --sample 'Clock=Clock()'\n"), missingSample.err)

        let present = runCLI(["add", "Login", "--action", "close -> respond close"], in: folder.url.path)
        XCTAssertEqual(present.code, 0)
        XCTAssertEqual(present.err, "The action 'close' is already there; it is left as it is.\nNothing to add to Login.\n")

        let nothing = runCLI(["add", "Login"], in: folder.url.path)
        XCTAssertEqual(nothing.code, 2)
        XCTAssertTrue(nothing.err.hasPrefix("error: nothing to add: give --action, --output, --dependency, --responder, --route or --exhaustive-tests"), nothing.err)
        XCTAssertEqual(snapshot(folder), before, "nothing was written")
    }

    /// Issue 28, item 10: a spec file that leaves out the code's actions cannot take an entry
    /// that sends one of them (`screen --check` would then fail with "no action 'close'").
    func testAnEntryTheSpecFileCouldNotValidateLeavesItAsItIsWithANote() throws {
        let folder = try makeLogin()
        let spec = "screen: Login\noutputs:\n  username: String = \"\"\nresponder:\n  - close -> dismiss\n"
        try folder.write("Specs/Login.screen.yml", spec)
        let add = runCLI(["add", "Login", "--action", "zap -> send close"], in: folder.url.path)
        XCTAssertEqual(add.code, 0, add.err)
        XCTAssertEqual(add.out, "updated Sources/Login/LoginViewModel.swift\nupdated Tests/Login/LoginViewModelTests.swift\n")
        XCTAssertEqual(add.err, """
        Specs/Login.screen.yml: note: the spec is not updated with the new entries (with them it would not validate: "no action 'close'; 'send' names another action of this screen"); \
        add them by hand (under 'actions:', `- zap -> send close`), or print the screen's spec from its code with `scaffold spec --from Login`
        note: Sources/Login/LoginView.swift:4: LoginView sends no .zap yet; give it a control that calls viewModel.send(.zap…) (scaffold leaves the layout to you)

        """)
        XCTAssertEqual(folder.read("Specs/Login.screen.yml"), spec)
        let check = runCLI(["screen", "Login", "--check"], in: folder.url.path)
        XCTAssertEqual(check.code, 1, "the spec still validates; it only leaves out actions the code has: \(check.err)")
        // An entry the spec can take is still added to it.
        XCTAssertEqual(runCLI(["add", "Login", "--output", "count: Int = 0"], in: folder.url.path).code, 0)
        XCTAssertEqual(folder.read("Specs/Login.screen.yml"), "screen: Login\noutputs:\n  username: String = \"\"\n  count: Int = 0\nresponder:\n  - close -> dismiss\n")
    }

    func testAScreenScaffoldCannotFindOrReadIsAClearErrorAndNothingIsWritten() throws {
        let folder = try makeLogin()
        let before = snapshot(folder)
        let missing = runCLI(["add", "Logn", "--action", "retry"], in: folder.url.path)
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.err, "error: no screen 'Logn': no class LognViewModel in Sources/Logn/ nor in any other Swift file of the repository; create the screen with `scaffold screen Logn`, or give the view model's file\n")
        try folder.write("Sources/Other.swift", "struct Other {}\n")
        let notAViewModel = runCLI(["add", "Sources/Other.swift", "--action", "retry"], in: folder.url.path)
        XCTAssertEqual(notAViewModel.code, 2)
        XCTAssertTrue(notAViewModel.err.hasPrefix("error: Sources/Other.swift declares no view model"), notAViewModel.err)
        var expected = before
        expected["Sources/Other.swift"] = Data("struct Other {}\n".utf8)
        XCTAssertEqual(snapshot(folder), expected)
    }

    func testAnEditWritesEveryFileOrNone() throws {
        guard ProcessRunner.canDropPrivileges else { throw XCTSkip("needs root and setpriv to run as another user") }
        let folder = try makeLogin()
        // Everything is the user's but the router's tests: root's, and read-only to them.
        let all = filesBelow(folder.url)
        chmod(folder.url.path, 0o777)
        for folderPath in Set(all.map { ($0 as NSString).deletingLastPathComponent }) where !folderPath.isEmpty {
            chmod(folder.url.appendingPathComponent(folderPath).path, 0o777)
        }
        for file in all where file != "Tests/Login/LoginRouterTests.swift" { chown(folder.url.appendingPathComponent(file).path, 65534, 65534) }
        chmod(folder.url.appendingPathComponent("Tests/Login/LoginRouterTests.swift").path, 0o444)
        let before = snapshot(folder)
        let result = ProcessRunner.run(["add", "Login", "--responder", "help -> dismiss", "--action", "help -> respond help"], in: folder.url.path, asNobody: true)
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("Tests/Login/LoginRouterTests.swift: you cannot write it (mode 0444, owner root)"), result.err)
        XCTAssertEqual(snapshot(folder), before, "not one file was written")
    }

    func testANewDependencyListsTheConstructionsItDoesNotEdit() throws {
        let folder = try makeLogin()
        try folder.write("Sources/App.swift", "import SwiftUI\n\nstruct AppRoot {\n    let router = LoginRouter()\n    let preview = LoginViewModel(responder: .noop)\n}\n")
        let result = runCLI(["add", "Login", "--dependency", "clock: Clock", "--sample", "Clock=Clock()"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, """
        Sources/App.swift:4:18: note: this construction is not edited; pass clock here too
        Sources/App.swift:5:19: note: this construction is not edited; pass clock here too

        """)
        XCTAssertEqual(folder.read("Sources/App.swift"), "import SwiftUI\n\nstruct AppRoot {\n    let router = LoginRouter()\n    let preview = LoginViewModel(responder: .noop)\n}\n")
        XCTAssertTrue(folder.read("Sources/Login/LoginRouter.swift")?.contains("init(clock: Clock)") == true)
        XCTAssertTrue(folder.read("Tests/Login/LoginRouterTests.swift")?.contains("LoginRouter(clock: Clock())") == true)
    }

    func testBytesThatAreNotUTF8AndALoneCRLineEndingAreKept() throws {
        let folder = try makeLogin()
        let path = folder.url.appendingPathComponent("Sources/Login/LoginViewModel.swift")
        var bytes = try Data(contentsOf: path)
        // A comment with a Latin-1 byte, and the file's lines ended by CR alone.
        bytes = Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r").utf8)
        bytes.insert(contentsOf: Data("// caf".utf8) + Data([0xE9]) + Data("\r".utf8), at: 0)
        try bytes.write(to: path)
        let result = runCLI(["add", "Login", "--output", "isBusy: Bool = false"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let after = try Data(contentsOf: path)
        XCTAssertTrue(EditFixtureTests.isInsertionOnly(bytes, after))
        XCTAssertTrue(after.starts(with: Data("// caf".utf8) + Data([0xE9, 0x0D])), "the byte that is not UTF-8 is kept")
        let text = String(decoding: after, as: UTF8.self)
        XCTAssertTrue(text.contains("\r    @Published private(set) var isBusy: Bool = false\r"), "the new line ends with CR, as the file's do")
        XCTAssertFalse(after.contains(0x0A), "no LF was written into a CR file")
    }
}
