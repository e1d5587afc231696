import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldCLI

/// The binary as a process: killed mid-write, run twice at once, writing to a full or
/// closed stdout, installing a hook under `~` (issue 9, items 4, 5, 7, 13, 17).
final class ProcessReliabilityTests: XCTestCase {
    let folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    /// A spec whose files are large, so that a kill often lands while they are written.
    func largeSpec(_ name: String, outputs: Int, tag: String) -> String {
        var text = "screen: Big\nmodule: App\noutputs:\n"
        for index in 0..<outputs { text += "  \(tag)\(index): Int = \(index)\n" }
        text += "actions:\n"
        for index in 0..<outputs { text += "  - set\(tag)\(index)(Int) -> set \(tag)\(index)\n" }
        return text
    }

    // MARK: - Items 4 and 7: SIGKILL mid-write

    func testAKillMidWriteLeavesEveryFileWholeOldOrNewAndTheNextRunCleansUp() throws {
        try folder.write("old.screen.yml", largeSpec("Big", outputs: 400, tag: "a"))
        try folder.write("new.screen.yml", largeSpec("Big", outputs: 400, tag: "b"))
        let arguments = ["screen", "--sources", "src", "--tests", "tests", "--force", "--yes", "--spec"]
        XCTAssertEqual(ProcessRunner.run(arguments + ["old.screen.yml"], in: folder.url.path).code, 0)
        let oldFiles = Dictionary(uniqueKeysWithValues: filesBelow(folder.url.appendingPathComponent("src")).map { ($0, folder.read("src/" + $0)) })
        XCTAssertEqual(ProcessRunner.run(arguments + ["new.screen.yml"], in: folder.url.path).code, 0)
        let newFiles = Dictionary(uniqueKeysWithValues: filesBelow(folder.url.appendingPathComponent("src")).map { ($0, folder.read("src/" + $0)) })
        XCTAssertNotEqual(oldFiles, newFiles)
        var killedWhileRunning = 0
        for round in 0..<24 {
            let spec = round % 2 == 0 ? "old.screen.yml" : "new.screen.yml"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ProcessRunner.scaffold)
            process.arguments = arguments + [spec]
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 2_000...40_000))
            if process.isRunning { killedWhileRunning += 1 }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for (name, old) in oldFiles {
                let now = folder.read("src/" + name)
                XCTAssertTrue(now == old || now == newFiles[name], "round \(round): src/\(name) is neither the old nor the new file")
            }
        }
        XCTAssertGreaterThan(killedWhileRunning, 0, "some kills must land while the command runs")
        // Temporary files a kill left are removed by the next write to their folder.
        XCTAssertEqual(ProcessRunner.run(arguments + ["old.screen.yml"], in: folder.url.path).code, 0)
        let leftovers = filesBelow(folder.url).filter { $0.contains(FilePlan.temporaryPrefix) }
        XCTAssertEqual(leftovers, [])
    }

    // MARK: - Item 5: two runs at once

    /// Two runs at once take turns (they lock the repository): the result is always what
    /// running them one after the other gives, in one order or the other. The second run
    /// finds the first one's screen and updates it in place, so nothing is replaced.
    func testTwoConcurrentRunsTakeTurnsAndNeverReplaceEachOther() throws {
        try folder.write("a.screen.yml", largeSpec("Big", outputs: 60, tag: "a"))
        try folder.write("b.screen.yml", largeSpec("Big", outputs: 60, tag: "b"))
        func arguments(_ spec: String, _ target: String) -> [String] {
            ["screen", "--spec", spec, "--sources", "\(target)/src", "--tests", "\(target)/tests"]
        }
        func files(_ target: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: filesBelow(folder.url.appendingPathComponent(target)).map { ($0, folder.read("\(target)/" + $0) ?? "") })
        }
        for (name, order) in [("ab", ["a", "b"]), ("ba", ["b", "a"])] {
            for tag in order { XCTAssertEqual(ProcessRunner.run(arguments("\(tag).screen.yml", name), in: folder.url.path).code, 0) }
        }
        let sequential = [files("ab"), files("ba")]
        XCTAssertNotEqual(sequential[0], sequential[1], "the order shows in the files")
        XCTAssertTrue(sequential[0].values.contains { $0.contains("a0") && $0.contains("b0") }, "the second run added to the first one's screen")
        for round in 0..<12 {
            let target = "round\(round)"
            func start(_ spec: String) throws -> Process {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: ProcessRunner.scaffold)
                process.arguments = arguments(spec, target)
                process.currentDirectoryURL = folder.url
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            let first = try start("a.screen.yml"), second = try start("b.screen.yml")
            first.waitUntilExit()
            second.waitUntilExit()
            XCTAssertEqual([first.terminationStatus, second.terminationStatus], [0, 0], "round \(round)")
            let result = files(target)
            XCTAssertTrue(result == sequential[0] || result == sequential[1], "round \(round): the files are not what one run after the other gives")
        }
    }

    // MARK: - Item 13: output that cannot be written

    func testAFailedWriteToStandardOutputIsExitCode2NotACrash() throws {
        try folder.write("AViewModel.swift", "final class AViewModel: ObservableObject {}\n")
        let full = ProcessRunner.run(["lint"], in: folder.url.path, stdout: FileHandle(forWritingAtPath: "/dev/full"))
        XCTAssertNil(full.signal, "no crash")
        XCTAssertEqual(full.code, 2)
        XCTAssertTrue(full.err.contains("error: cannot write to standard output: the disk is full"), full.err)
        let closed = ProcessRunner.shell("\"$SCAFFOLD\" lint >&-; echo \"exit $?\"", in: folder.url.path)
        XCTAssertTrue(closed.out.hasSuffix("exit 2\n"), closed.out + closed.err)
        let pipe = ProcessRunner.shell("trap '' PIPE; \"$SCAFFOLD\" rules | true; echo \"exit ${PIPESTATUS[0]}\"", in: folder.url.path)
        XCTAssertTrue(pipe.out.hasSuffix("exit 2\n") || pipe.out.hasSuffix("exit 0\n"), pipe.out + pipe.err)
        XCTAssertFalse(pipe.err.contains("Fatal") || pipe.err.contains("Illegal"), pipe.err)
    }

    /// A hook run with its standard input and output closed (as some git clients run
    /// hooks): the pipes to git then take those numbers, and git's answers must still come
    /// back whole. Through Foundation's `Process`, the test file was not read from the
    /// index, and the staged view model's tested action was reported untested.
    func testStagedLintWithClosedStandardStreamsReadsWhatGitSays() throws {
        let git = "git -c user.email=t@example.com -c user.name=t"
        try folder.write("Sources/CartViewModel.swift", "@MainActor\nfinal class CartViewModel: ObservableObject {\n    enum Action { case load }\n    @Published private(set) var items: [String] = []\n    func send(_ action: Action) {\n        switch action {\n        case .load:\n            items = []\n        }\n    }\n}\n")
        try folder.write("Tests/CartViewModelTests.swift", "import XCTest\n\nfinal class CartViewModelTests: XCTestCase {\n    func testLoad() {\n        let model = CartViewModel()\n        model.send(.load)\n    }\n}\n")
        let setUp = ProcessRunner.shell("\(git) init -q && \(git) add -A && \(git) commit -q -m start && echo '// staged' >> Sources/CartViewModel.swift && \(git) add Sources/CartViewModel.swift", in: folder.url.path)
        XCTAssertEqual(setUp.code, 0, setUp.err)
        let open = ProcessRunner.shell("\"$SCAFFOLD\" lint --staged", in: folder.url.path)
        XCTAssertFalse(open.out.contains("untested_action"), "the test file was read from the index: " + open.out)
        let summary = open.err.split(separator: "\n").first { $0.hasPrefix("Linted 1 file:") }
        XCTAssertNotNil(summary, open.err)
        // Findings go to the closed standard output (exit 2); the summary is the same.
        let closed = ProcessRunner.shell("\"$SCAFFOLD\" lint --staged <&- >&-", in: folder.url.path)
        XCTAssertEqual(closed.err.split(separator: "\n").first { $0.hasPrefix("Linted 1 file:") }, summary, closed.err)
    }

    // MARK: - Item 17: core.hooksPath with ~

    func testTheHookGoesWhereGitLooksForHooks() throws {
        let home = folder.url.appendingPathComponent("home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let repository = folder.url.appendingPathComponent("repo").path
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        let script = """
        export HOME='\(home)'
        git init -q && git config core.hooksPath '~/hooks' && "$SCAFFOLD" install-hook
        """
        let result = ProcessRunner.shell(script, in: repository)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: home + "/hooks/pre-commit"), result.out + result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository + "/~"), "no literal ~ folder")
    }
}
