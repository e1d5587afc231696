import Foundation
import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// Every fixture spec renders, through the real command, to exactly the files under
/// `Fixtures/golden/<Spec>/`. Those files are compiled as modules of this package and their
/// generated tests run with `swift test` (Fixtures/fixtures.json lists them; Package.swift compiles them).
///
/// To re-record after an intended change: `SCAFFOLD_RECORD=1 swift test --filter GoldenFileTests`,
/// then read `git diff Fixtures/golden` before committing.
final class GoldenFileTests: XCTestCase {
    /// Each fixture spec and the module its golden files compile as, read from the one list
    /// there is: Fixtures/fixtures.json, which Package.swift reads to compile them.
    static let fixtures: [(spec: String, module: String, arguments: [String])] =
        FixtureList.current.screens.map { ($0.spec, $0.module, ["--module", $0.module]) }

    func generate(_ spec: String, arguments: [String], into folder: TemporaryFolder) -> CLIResult {
        Self.generate(spec, arguments: arguments, into: folder)
    }

    /// Generates a fixture into `folder` as a user's repository would have it: the fixture's
    /// hand-written types in the sources (where scaffold finds the protocols it fakes, and
    /// taken away again after), and a config that puts fakes in the app target for previews.
    static func generate(_ spec: String, arguments: [String], into folder: TemporaryFolder) -> CLIResult {
        let module = fixtures.first { $0.spec == spec }?.module ?? spec
        let support = RepositoryPaths.url("Fixtures/support/\(module)")
        let copied = folder.url.appendingPathComponent("Sources/_support")
        try? FileManager.default.createDirectory(at: copied, withIntermediateDirectories: true)
        for file in (try? FileManager.default.contentsOfDirectory(atPath: support.path)) ?? [] {
            try? copyResolved(support.appendingPathComponent(file), to: copied.appendingPathComponent(file))
        }
        let config = folder.url.appendingPathComponent(".scaffold.yml")
        try? "fakes:\n  previews: Sources/PreviewSupport\n".write(to: config, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: copied)
            try? FileManager.default.removeItem(at: config)
        }
        return runCLI(["screen", "--spec", RepositoryPaths.url("Fixtures/specs/\(spec).screen.yml").path,
                       "--sources", "Sources", "--tests", "Tests"] + arguments, in: folder.url.path)
    }

    func testEveryFixtureSpecRendersToItsGoldenFiles() throws {
        for fixture in Self.fixtures {
            let folder = TemporaryFolder()
            let result = generate(fixture.spec, arguments: fixture.arguments, into: folder)
            XCTAssertEqual(result.code, 0, "\(fixture.spec): \(result.err)")
            Golden.assertFolder(folder.url, equals: RepositoryPaths.url("Fixtures/golden/\(fixture.spec)"))
        }
    }

    func testGeneratingTwiceGivesByteIdenticalFilesAndChangesNothing() throws {
        for fixture in Self.fixtures {
            let folder = TemporaryFolder()
            XCTAssertEqual(generate(fixture.spec, arguments: fixture.arguments, into: folder).code, 0)
            let first = filesBelow(folder.url).map { folder.read($0) }
            let second = generate(fixture.spec, arguments: fixture.arguments, into: folder)
            XCTAssertEqual(second.code, 0, second.err)
            XCTAssertEqual(filesBelow(folder.url).map { folder.read($0) }, first)
            XCTAssertFalse(second.out.contains("created"), second.out)
            XCTAssertTrue(second.out.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") }, second.out)
        }
    }

    /// Generated async tests await the work the action started; none waits for time to pass.
    func testGeneratedAsyncTestsAwaitTheirWorkAndNeverSleep() throws {
        let waiting = ["sleep(", "Task.sleep", "usleep", "asyncAfter", "XCTWaiter", "expectation(", "wait(for:", "fulfillment(of:", "RunLoop", "timeout", "DispatchQueue"]
        var awaited = 0
        for fixture in Self.fixtures {
            let tests = RepositoryPaths.url("Fixtures/golden/\(fixture.spec)/Tests")
            for file in filesBelow(tests) {
                let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
                for word in waiting {
                    XCTAssertFalse(text.contains(word), "\(fixture.spec)/\(file) waits with \(word)")
                }
                // Each test that sends an async action awaits the task it started, once per
                // send of such an action (a test of a retry fails the call first, then sends
                // again); a synchronous action sent after them (a `clear`) needs no wait.
                let asynchronous = try asyncActions(fixture.spec)
                let functions = text.components(separatedBy: "func ").dropFirst()
                for function in functions where function.contains("let sut") && function.contains("Fake") && function.contains("sut.send(") {
                    let sends = function.components(separatedBy: "sut.send(.").dropFirst().filter { send in
                        asynchronous.contains(String(send.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                    }
                    XCTAssertEqual(function.components(separatedBy: "await sut.lastEffect?.value").count - 1, sends.count,
                                   "\(fixture.spec)/\(file): \(function.prefix(80))")
                    awaited += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(awaited, 8, "the async fixtures (Shop, Inbox) have their awaiting tests")
    }

    /// The actions of a golden fixture's view model that start a task: their reducer case
    /// starts one, or sends an action that does.
    private func asyncActions(_ spec: String) throws -> Set<String> {
        let sources = RepositoryPaths.url("Fixtures/golden/\(spec)/Sources")
        guard let file = filesBelow(sources).first(where: { $0.hasSuffix("\(spec)ViewModel.swift") }) else { return [] }
        let text = try String(contentsOf: sources.appendingPathComponent(file).resolvingSymlinksInPath(), encoding: .utf8)
        var bodies: [String: String] = [:]
        for block in text.components(separatedBy: "\n        case .").dropFirst() {
            let name = String(block.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            bodies[name, default: ""] += block.components(separatedBy: "\n        case ").first ?? block
        }
        var found = Set(bodies.filter { $0.value.contains("lastEffect = Task") }.keys)
        var grew = true
        while grew {
            let more = bodies.filter { body in found.contains { body.value.contains("send(.\($0)") } }.keys
            grew = !Set(more).isSubset(of: found)
            found.formUnion(more)
        }
        return found
    }

    func testEveryFixtureSpecIsCompiledByThePackage() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.url("Fixtures/specs").path)
            .filter { $0.hasSuffix(".screen.yml") }
            .map { String($0.dropLast(".screen.yml".count)) }
        XCTAssertEqual(Set(specs), Set(Self.fixtures.map(\.spec)), "every spec in Fixtures/specs needs an entry under 'screens' in Fixtures/fixtures.json")
        XCTAssertGreaterThanOrEqual(Self.fixtures.count, 6)
    }

    func testStarterFixtureIsWhatTheSpecCommandPrints() throws {
        let result = runCLI(["spec", "Starter"], in: TemporaryFolder().url.path)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, try String(contentsOf: RepositoryPaths.url("Fixtures/specs/Starter.screen.yml"), encoding: .utf8))
    }

    func testGoldenFilesFollowTheAnatomy() throws {
        let viewModel = try String(contentsOf: RepositoryPaths.url("Fixtures/golden/Login/Sources/Login/LoginViewModel.swift"), encoding: .utf8)
        let marks = viewModel.split(separator: "\n").filter { $0.contains("// MARK: - ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(marks, ["// MARK: - Properties & Dependencies", "// MARK: - Lifecycle", "// MARK: - Responder", "// MARK: - Input", "// MARK: - Output"])
        XCTAssertTrue(viewModel.contains("@MainActor\nfinal class LoginViewModel"))
        let view = try String(contentsOf: RepositoryPaths.url("Fixtures/golden/Login/Sources/Login/LoginView.swift"), encoding: .utf8)
        XCTAssertFalse(view.contains("viewModel.") && view.replacingOccurrences(of: "viewModel.send(", with: "").range(of: #"viewModel\.[a-z]+\("#, options: .regularExpression) != nil,
                       "the view calls nothing on its view model but send(_:)")
    }
}
