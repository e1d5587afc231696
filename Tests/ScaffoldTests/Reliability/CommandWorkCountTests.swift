import Foundation
import XCTest
@testable import ScaffoldCLI
@testable import ScaffoldModel
@testable import ScaffoldSyntax

/// The work commands do in repositories of N and 4N screens, counted (issue 30): steps
/// (`WorkCounter`: folders visited, paths handed out and compared, tokens, template parts),
/// files read and files parsed. Counts do not depend on the machine's load; the benchmark
/// (`scaffold-bench --all`) measures time.
final class CommandWorkCountTests: XCTestCase {
    /// Writes the specs of an app of `screens` screens: one flow to Screen0, each screen
    /// routing to the next two (a binary tree) and passing `close` up.
    private func writeApp(_ folder: TemporaryFolder, screens: Int) throws {
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nspecs: Specs\nmodule: Bench\n")
        try folder.write("Specs/Bench.app.yml", "app: Bench\nmodule: Bench\nflows:\n  - main -> screen Screen0\n")
        for index in 0..<screens {
            let children = [2 * index + 1, 2 * index + 2].filter { $0 < screens }
            var text = "screen: Screen\(index)\nactions:\n  - close -> respond close\n"
            for (number, _) in children.enumerated() { text += "  - open\(number) -> respond show\(number)\n" }
            text += "responder:\n  - close -> dismiss\n"
            for (number, _) in children.enumerated() { text += "  - show\(number) -> route child\(number)\n" }
            if !children.isEmpty { text += "routes:\n" + children.enumerated().map { "  - child\($0.offset) -> screen Screen\($0.element)\n" }.joined() }
            try folder.write("Specs/Screen\(index).screen.yml", text)
        }
    }

    /// What `arguments` counted in `folder`: steps, files read, files parsed, paths of the
    /// walk looked at; and its result.
    private func counted(_ arguments: [String], in folder: TemporaryFolder) -> (steps: Int, reads: Int, parses: Int, paths: Int, result: CLIResult) {
        let reads = Workspace.readsDone, parses = Workspace.parsesDone, paths = Workspace.pathsLookedAt
        var result = CLIResult(code: -1, out: "", err: "")
        let steps = WorkCounter.measure { result = runCLI(arguments, in: folder.url.path) }
        return (steps, Workspace.readsDone - reads, Workspace.parsesDone - parses, Workspace.pathsLookedAt - paths, result)
    }

    /// `scaffold app` run again on an app it wrote, nothing changed: linear in screens
    /// (issue 30: 500 screens took 7 s, 1,000 took 26; each screen's lookup went through
    /// every file of the repository).
    func testRunningAppAgainIsLinearInScreens() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        func work(_ screens: Int) throws -> (steps: Int, reads: Int, parses: Int, paths: Int) {
            let folder = TemporaryFolder()
            try writeApp(folder, screens: screens)
            let created = runCLI(["app", "Bench"], in: folder.url.path)
            XCTAssertEqual(created.code, 0, created.err)
            let again = counted(["app", "Bench"], in: folder)
            XCTAssertEqual(again.result.code, 0, again.result.err)
            XCTAssertFalse(again.result.out.contains("created") || again.result.out.contains("updated"), "nothing changed: \(again.result.out)")
            return (again.steps, again.reads, again.parses, again.paths)
        }
        let small = try work(8), large = try work(32)
        XCTAssertGreaterThan(small.reads, 8 * 3, "the run reads each screen's files")
        XCTAssertLessThan(Double(large.paths) / Double(small.paths), 5, "app again: \(small.paths) paths looked at for 8 screens, \(large.paths) for 32")
        XCTAssertLessThan(Double(large.steps) / Double(small.steps), 5, "app again: \(small.steps) steps for 8 screens, \(large.steps) for 32")
        XCTAssertLessThan(Double(large.reads) / Double(small.reads), 5, "app again: \(small.reads) files read for 8 screens, \(large.reads) for 32")
        XCTAssertLessThan(Double(large.parses) / Double(small.parses), 5, "app again: \(small.parses) files parsed for 8 screens, \(large.parses) for 32")
    }

    /// The lookup of a screen's folder among the repository's files: a binary search, so a
    /// thousand lookups cost a thousand searches, not a thousand passes over every path.
    func testLookingUpScreenFoldersComparesAFewPathsEach() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        let folder = TemporaryFolder()
        for index in 0..<256 {
            try folder.write("Sources/Screen\(index)/Screen\(index)View.swift", "struct Screen\(index)View {}\n")
        }
        let workspace = Workspace(root: folder.url.path)
        XCTAssertEqual(workspace.swiftFiles().count, 256)
        var found: [String] = []
        let steps = WorkCounter.measure {
            found = workspace.swiftFiles(below: folder.url.path + "/Sources/Screen17").map { workspace.relative($0.path) }
        }
        XCTAssertEqual(found, ["Sources/Screen17/Screen17View.swift"])
        XCTAssertLessThanOrEqual(steps, 12, "a binary search over 256 paths and the one file found: \(steps) steps")
        XCTAssertEqual(Array(workspace.swiftFiles(below: folder.url.path + "/Sources/Screen1")).map { workspace.relative($0.path) },
                       ["Sources/Screen1/Screen1View.swift"], "Screen1 is not Screen17's prefix")
        XCTAssertTrue(workspace.swiftFiles(below: folder.url.path + "/Sources/Missing").isEmpty)
    }

    /// A new screen in a repository of N and 4N screens: it walks the repository and reads
    /// its sources for the new names (a type of the same name elsewhere would not compile
    /// beside it), linearly, and parses none of the other screens' files.
    func testANewScreenParsesNoOtherScreen() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        func work(_ screens: Int) throws -> (steps: Int, reads: Int, parses: Int) {
            let folder = TemporaryFolder()
            try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Bench\n")
            for index in 0..<screens {
                let name = "Screen\(index)"
                try folder.write("Sources/\(name)/\(name)ViewModel.swift", "import Combine\n\n@MainActor\nfinal class \(name)ViewModel: ObservableObject {\n    enum Action { case open }\n    func send(_ action: Action) {}\n}\n")
                try folder.write("Sources/\(name)/\(name)View.swift", "import SwiftUI\n\nstruct \(name)View: View {\n    @ObservedObject var viewModel: \(name)ViewModel\n    var body: some View { Text(\"\(name)\") }\n}\n")
                try folder.write("Tests/\(name)/\(name)ViewModelTests.swift", "import XCTest\n@testable import Bench\n\nfinal class \(name)ViewModelTests: XCTestCase {}\n")
            }
            let new = counted(["screen", "Added", "--blank"], in: folder)
            XCTAssertEqual(new.result.code, 0, new.result.err)
            return (new.steps, new.reads, new.parses)
        }
        let small = try work(10), large = try work(40)
        XCTAssertEqual(large.parses, small.parses, "files parsed for a new screen among 10 screens: \(small.parses), among 40: \(large.parses)")
        XCTAssertLessThanOrEqual(large.reads, 4 * small.reads, "files read among 10 screens: \(small.reads), among 40: \(large.reads)")
        XCTAssertLessThan(Double(large.steps) / Double(small.steps), 5, "steps among 10 screens: \(small.steps), among 40: \(large.steps)")
    }
}
