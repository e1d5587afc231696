import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldCLI

/// `lint --staged`, the pre-commit hook's command, lints exactly what is committed: the
/// config too comes from git's index, not the working tree (issue 25, item 6), in
/// temporary git repositories.
final class StagedConfigTests: XCTestCase {
    let folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    let violating = HookRepository.violating
    let clean = HookRepository.clean
    let ruleOn = "lint:\n  rules:\n    vm_output_private_set: error\n"
    let ruleOff = "lint:\n  rules:\n    vm_output_private_set: off\n"

    func git(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        HookRepository.git(arguments, in: folder, file: file, line: line)
    }

    // MARK: - Item 6: the config comes from the index too

    func testAnUnstagedConfigEditDoesNotTurnARuleOffForTheCommit() throws {
        try git(["init", "-q"])
        try folder.write(".scaffold.yml", ruleOn)
        try folder.write("VViewModel.swift", clean)
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "clean"])
        try folder.write("VViewModel.swift", violating)
        try git(["add", "VViewModel.swift"])
        try folder.write(".scaffold.yml", ruleOff)
        let staged = runCLI(["lint", "--staged"], in: folder.url.path)
        XCTAssertEqual(staged.code, 1, "the committed config has the rule on: " + staged.err)
        XCTAssertTrue(staged.out.contains("(vm_output_private_set)"), staged.out)
        // Staging the edit is what a commit that turns the rule off looks like.
        try git(["add", ".scaffold.yml"])
        XCTAssertEqual(runCLI(["lint", "--staged"], in: folder.url.path).code, 0)
        // And a staged config wins over the working tree's the other way round too.
        try folder.write(".scaffold.yml", ruleOn)
        XCTAssertEqual(runCLI(["lint", "--staged"], in: folder.url.path).code, 0)
        // The working tree's config is still what plain `lint` reads.
        XCTAssertEqual(runCLI(["lint", "VViewModel.swift"], in: folder.url.path).code, 1)
    }

    func testAnUntrackedConfigDoesNotExcludeAStagedFile() throws {
        try git(["init", "-q"])
        try folder.write("Sources/VViewModel.swift", violating)
        try git(["add", "Sources/VViewModel.swift"])
        try folder.write(".scaffold.yml", "lint:\n  exclude:\n    - \"**/*.swift\"\n")
        let workingTree = runCLI(["lint"], in: folder.url.path)
        XCTAssertTrue(workingTree.err.hasPrefix("error: no Swift files to lint"), "the working tree's config excludes it: " + workingTree.err)
        let staged = runCLI(["lint", "--staged"], in: folder.url.path)
        XCTAssertEqual(staged.code, 1, "no config in the index: the defaults apply, " + staged.err)
        XCTAssertTrue(staged.out.hasPrefix("Sources/VViewModel.swift:3:"), staged.out)
        // A staged config in a subfolder counts from there, as on disk.
        try folder.write("Sources/.scaffold.yml", ruleOff)
        try git(["add", "Sources/.scaffold.yml"])
        try folder.write("Sources/.scaffold.yml", ruleOn)
        XCTAssertEqual(runCLI(["lint", "--staged"], in: folder.url.appendingPathComponent("Sources").path).code, 0)
    }

    func testABrokenStagedConfigIsAnErrorAtItsLine() throws {
        try git(["init", "-q"])
        try folder.write(".scaffold.yml", "lint:\n\trules: {}\n")
        try folder.write("VViewModel.swift", clean)
        try git(["add", "-A"])
        try folder.write(".scaffold.yml", ruleOn)
        let staged = runCLI(["lint", "--staged"], in: folder.url.path)
        XCTAssertEqual(staged.code, 2)
        XCTAssertTrue(staged.err.hasPrefix(".scaffold.yml:2:1: error: "), staged.err)
    }
}
