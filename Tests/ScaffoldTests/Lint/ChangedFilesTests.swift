import Foundation
import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// `--staged`, `--changed-since` and `install-hook`, in temporary git repositories.
final class ChangedFilesTests: XCTestCase {
    let bad = "final class BadViewModel: ObservableObject {\n    @Published var x = 0\n}\n"
    let good = "@MainActor\nfinal class GoodViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n"

    func git(_ arguments: [String], in folder: TemporaryFolder) throws {
        _ = try Git.run(["-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments, in: folder.url.path)
    }

    func repository() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try git(["init", "-q"], in: folder)
        try folder.write("README.md", "app\n")
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "start"], in: folder)
        return folder
    }

    func testStagedLintsOnlyStagedSwiftFilesWithTheRepositoryAsContext() throws {
        let folder = try repository()
        XCTAssertEqual(runCLI(["lint", "--staged"], in: folder.url.path).err, "No staged Swift files to lint.\n")
        try folder.write("Sources/BadViewModel.swift", bad)
        try folder.write("Sources/Other.swift", bad.replacingOccurrences(of: "Bad", with: "Other"))
        try folder.write("Tests/AppTests/GoodViewModelTests.swift", "func test() { GoodViewModel().send(.x) }\n")
        try git(["add", "Sources/BadViewModel.swift"], in: folder)
        let result = runCLI(["lint", "--staged"], in: folder.url.path)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["Sources/BadViewModel.swift", "Sources/BadViewModel.swift"], result.out)
        XCTAssertEqual(result.err, "Linted 1 file: 2 errors, 0 warnings.\n")
    }

    func testChangedSinceIncludesCommittedUncommittedAndNewFiles() throws {
        let folder = try repository()
        let base = try Git.run(["rev-parse", "HEAD"], in: folder.url.path).trimmingCharacters(in: .whitespacesAndNewlines)
        try folder.write("A/GoodViewModel.swift", good)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "a"], in: folder)
        try folder.write("B/BadViewModel.swift", bad)
        let result = runCLI(["lint", "--changed-since", base], in: folder.url.path)
        XCTAssertEqual(result.err, "Linted 2 files: 2 errors, 0 warnings.\n")
        XCTAssertEqual(runCLI(["lint", "--changed-since", "HEAD"], in: folder.url.path).err, "Linted 1 file: 2 errors, 0 warnings.\n")
        let wrong = runCLI(["lint", "--changed-since", "no-such-ref"], in: folder.url.path)
        XCTAssertEqual(wrong.code, 2)
        XCTAssertEqual(wrong.err, "error: --changed-since: 'no-such-ref' is not a commit, branch or tag of this repository; `git log --oneline` and `git branch -a` list them\nRun 'scaffold lint --help' for usage.\n")
    }

    func testScriptInputFilesFromXcode() throws {
        let folder = TemporaryFolder()
        try folder.write("A/BadViewModel.swift", bad)
        try folder.write("B/OtherViewModel.swift", bad.replacingOccurrences(of: "Bad", with: "Other"))
        try folder.write("C/ThirdViewModel.swift", bad.replacingOccurrences(of: "Bad", with: "Third"))
        try folder.write("inputs.xcfilelist", "C/ThirdViewModel.swift\n")
        let environment = ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": "A/BadViewModel.swift",
                           "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "inputs.xcfilelist"]
        let result = runCLI(["lint", "--script-input-files"], in: folder.url.path, environment: environment)
        XCTAssertEqual(Set(result.out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }), ["A/BadViewModel.swift", "C/ThirdViewModel.swift"])
        XCTAssertEqual(runCLI(["lint", "--script-input-files"], in: folder.url.path).err, "No input Swift files to lint.\n")
    }

    func testOutsideAGitRepositoryIsAUsageError() {
        let result = runCLI(["lint", "--staged"], in: TemporaryFolder().url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("error: --staged needs a git repository: "), result.err)
    }

    func testInstallHookWritesAnExecutableHookAndRefusesToReplaceOne() throws {
        let folder = try repository()
        let first = runCLI(["install-hook", "--scaffold", "/usr/local/bin/scaffold"], in: folder.url.path)
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertEqual(first.out, "installed .git/hooks/pre-commit\n")
        XCTAssertTrue(first.err.contains("git commit --no-verify"))
        let hook = try XCTUnwrap(folder.read(".git/hooks/pre-commit"))
        XCTAssertTrue(hook.contains("scaffold='/usr/local/bin/scaffold'\n"))
        XCTAssertTrue(hook.contains("exec \"$scaffold\" lint --staged\n"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: folder.url.appendingPathComponent(".git/hooks/pre-commit").path))
        // The same hook again: nothing to do, as another command run twice.
        let same = runCLI(["install-hook", "--scaffold", "/usr/local/bin/scaffold"], in: folder.url.path)
        XCTAssertEqual(same.code, 0, same.err)
        XCTAssertEqual(same.out, "unchanged .git/hooks/pre-commit\n")
        // Another hook (here: one for another binary) is not replaced without --force.
        let again = runCLI(["install-hook"], in: folder.url.path)
        XCTAssertEqual(again.code, 2)
        XCTAssertEqual(folder.read(".git/hooks/pre-commit"), hook)
        XCTAssertEqual(runCLI(["install-hook", "--force"], in: folder.url.path).code, 0)
    }

    func testInstallHookFollowsCoreHooksPath() throws {
        let folder = try repository()
        try git(["config", "core.hooksPath", ".githooks"], in: folder)
        XCTAssertEqual(runCLI(["install-hook"], in: folder.url.path).out, "installed .githooks/pre-commit\n")
    }
}
