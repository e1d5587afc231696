import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldCLI

/// The installed pre-commit hook, run by git for real, on a PATH without scaffold: it says
/// what is missing, how to install it and how to skip the hook (issue 25, item 7).
final class HookWithoutScaffoldTests: XCTestCase {
    let folder = TemporaryFolder()
    /// Programs for a PATH without scaffold, outside the repository.
    let tools = TemporaryFolder()

    override func tearDown() {
        folder.remove()
        tools.remove()
        super.tearDown()
    }

    let violating = HookRepository.violating
    let clean = HookRepository.clean

    func git(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        HookRepository.git(arguments, in: folder, file: file, line: line)
    }

    /// A folder holding only `git` (and, when asked, `scaffold`), to run git with a PATH on
    /// which scaffold is not.
    func bin(withScaffold: Bool) throws -> String {
        let bin = tools.url.appendingPathComponent(withScaffold ? "bin-scaffold" : "bin").path
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        XCTAssertEqual(symlink(try gitPath(), bin + "/git"), 0)
        if withScaffold { XCTAssertEqual(symlink(ProcessRunner.scaffold, bin + "/scaffold"), 0) }
        return bin
    }

    /// The git program.
    func gitPath() throws -> String {
        try XCTUnwrap(["/usr/bin/git", "/bin/git", "/usr/local/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) })
    }

    /// `git commit` with only `bin` on PATH, and `environment`.
    func commit(_ message: String, bin: String, environment: String = "") throws -> ProcessResult {
        ProcessRunner.shell("\(environment) PATH='\(bin)' '\(try gitPath())' -c user.email=t@example.com -c user.name=t commit -q -m \(message)", in: folder.url.path)
    }

    var log: String {
        (try? Git.run(["log", "--format=%s"], in: folder.url.path)) ?? ""
    }

    func testTheHookWithoutScaffoldSaysWhatIsMissingAndHowToInstallOrSkip() throws {
        try git(["init", "-q"])
        let installed = runCLI(["install-hook", "--scaffold", folder.url.path + "/gone/scaffold"], in: folder.url.path)
        XCTAssertEqual(installed.code, 0, installed.err)
        try folder.write("VViewModel.swift", clean)
        try git(["add", "-A"])
        let bin = try bin(withScaffold: false)
        let blocked = try commit("first", bin: bin)
        XCTAssertEqual(blocked.code, 1, blocked.out + blocked.err)
        XCTAssertFalse(blocked.err.contains("not found"), blocked.err)
        XCTAssertTrue(blocked.err.contains("error: this repository's pre-commit hook lints with scaffold, which is not installed here (looked for \(folder.url.path)/gone/scaffold, and on PATH); the commit was stopped."), blocked.err)
        XCTAssertTrue(blocked.err.contains("Install scaffold (its README, section Install"), blocked.err)
        XCTAssertTrue(blocked.err.contains("git commit --no-verify"), blocked.err)
        XCTAssertTrue(blocked.err.contains("SCAFFOLD_HOOK_OPTIONAL=1"), blocked.err)
        XCTAssertEqual(log, "", "a missing scaffold blocks the commit")

        // A team that wants commits to pass where scaffold is missing says so.
        let optional = try commit("optional", bin: bin, environment: "SCAFFOLD_HOOK_OPTIONAL=1")
        XCTAssertEqual(optional.code, 0, optional.err)
        XCTAssertTrue(optional.err.contains("warning: scaffold is not installed"), optional.err)
        XCTAssertEqual(log, "optional\n")

        // scaffold on PATH is found when the installed path is gone: it lints, and blocks.
        try folder.write("VViewModel.swift", violating)
        try git(["add", "-A"])
        let linted = try commit("bad", bin: try self.bin(withScaffold: true))
        XCTAssertEqual(linted.code, 1, linted.err)
        // git shows a hook's output on standard error.
        XCTAssertTrue((linted.out + linted.err).contains("(vm_output_private_set)"), linted.out + linted.err)
        XCTAssertEqual(log, "optional\n")
    }
}
