import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldCLI

/// The edit fixtures (Fixtures/edits/<Case>): a screen as a person left it (`before/`), a
/// command (`command.args`, one argument per line, run with `scaffold.yml` as the config),
/// and what the command must make of it (`after/`, golden, byte for byte, compiled with its
/// tests by Package.swift) and print (`output.txt`). Every case must change the files by
/// insertions only, change nothing when run a second time, and write nothing under
/// `--diff`, `--dry-run` and `--check`.
final class EditFixtureTests: XCTestCase {
    static let root = RepositoryPaths.url("Fixtures/edits")

    /// The cases: every folder of Fixtures/edits, each compiled by Package.swift.
    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A copy of the case's `before/` in a temporary folder, with its config.
    func workspace(_ name: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        let before = Self.root.appendingPathComponent(name).appendingPathComponent("before")
        for file in filesBelow(before) {
            let target = folder.url.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try copyResolved(before.appendingPathComponent(file), to: target)
        }
        try copyResolved(Self.root.appendingPathComponent(name).appendingPathComponent("scaffold.yml"),
                                         to: folder.url.appendingPathComponent(".scaffold.yml"))
        return folder
    }

    func arguments(_ name: String) throws -> [String] {
        let text = try String(contentsOf: Self.root.appendingPathComponent(name).appendingPathComponent("command.args"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }

    /// The bytes of every file below `folder` but the config, by relative path.
    func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for file in filesBelow(folder) where file != ".scaffold.yml" {
            files[file] = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
        }
        return files
    }

    /// Whether `small` is a subsequence of `large`: `large` is `small` with bytes inserted.
    static func isInsertionOnly(_ small: Data, _ large: Data) -> Bool {
        var index = large.startIndex
        for byte in small {
            guard let found = large[index...].firstIndex(of: byte) else { return false }
            index = found + 1
        }
        return true
    }

    func testEveryCaseIsCompiledByThePackage() throws {
        XCTAssertFalse(Self.cases.isEmpty)
        XCTAssertEqual(Self.cases, FixtureList.current.edits.map(\.folder).sorted(),
                       "every folder of Fixtures/edits needs an entry under 'edits' in Fixtures/fixtures.json, which Package.swift compiles")
    }

    func testEachCaseGivesItsGoldenFilesByInsertionsOnly() throws {
        for name in Self.cases {
            let folder = try workspace(name)
            let before = snapshot(folder.url)
            let result = runCLI(try arguments(name), in: folder.url.path)
            Golden.assertEqual("exit \(result.code)\n--- stdout\n\(result.out)--- stderr\n\(result.err)",
                               golden: Self.root.appendingPathComponent(name).appendingPathComponent("output.txt"), name)
            XCTAssertEqual(result.code, 0, "\(name): \(result.err)")
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".scaffold.yml"))
            Golden.assertFolder(folder.url, equals: Self.root.appendingPathComponent(name).appendingPathComponent("after"))
            let after = snapshot(folder.url)
            XCTAssertNotEqual(before, after, "\(name): the command changed nothing")
            for (file, old) in before {
                guard let new = after[file] else { return XCTFail("\(name): \(file) is gone") }
                XCTAssertTrue(Self.isInsertionOnly(old, new), "\(name): \(file) changed other than by insertions")
            }
        }
    }

    func testEachCaseRunTwiceChangesNothingTheSecondTime() throws {
        for name in Self.cases {
            let folder = try workspace(name)
            XCTAssertEqual(runCLI(try arguments(name), in: folder.url.path).code, 0, name)
            let first = snapshot(folder.url)
            let again = runCLI(try arguments(name), in: folder.url.path)
            XCTAssertEqual(again.code, 0, "\(name): \(again.err)")
            XCTAssertEqual(snapshot(folder.url), first, "\(name): the second run changed files")
            XCTAssertFalse(again.out.contains("updated") || again.out.contains("created"), "\(name): \(again.out)")
        }
    }

    func testDiffDryRunAndCheckWriteNothingAndShowTheInsertions() throws {
        for name in Self.cases {
            let folder = try workspace(name)
            let before = snapshot(folder.url)
            let arguments = try arguments(name)

            let diff = runCLI(arguments + ["--diff"], in: folder.url.path)
            XCTAssertEqual(diff.code, 0, "\(name): \(diff.err)")
            // Lines split at \n bytes, as the diff does (a CRLF line keeps its \r).
            let lines = diff.out.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
            let added = lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.map { Data($0.dropFirst().utf8) }
            let removed = lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.map { Data($0.dropFirst().utf8) }
            XCTAssertFalse(added.isEmpty, name)
            // A line that changed did so by insertions within it (`NavigationStack {` gains its path).
            for line in removed {
                XCTAssertTrue(added.contains { Self.isInsertionOnly(line, $0) }, "\(name): --diff removes \(String(decoding: line, as: UTF8.self))")
            }

            let dryRun = runCLI(arguments + ["--dry-run"], in: folder.url.path)
            XCTAssertEqual(dryRun.code, 0, "\(name): \(dryRun.err)")
            XCTAssertTrue(dryRun.out.contains("would update "), "\(name): \(dryRun.out)")
            XCTAssertEqual(snapshot(folder.url), before, "\(name): --diff or --dry-run wrote files")
        }
        // --check: the drift gate, on the case that updates from a spec.
        let folder = try workspace("SettingsSpecChanged")
        let drift = runCLI(["screen", "Settings", "--check"], in: folder.url.path)
        XCTAssertEqual(drift.code, 1)
        XCTAssertTrue(drift.err.hasSuffix("Settings and its spec disagree: 5 to add, 1 only in the code, 2 different, 0 missing files. `scaffold screen Settings --diff` shows the changes.\n"), drift.err)
        XCTAssertEqual(runCLI(["screen", "Settings"], in: folder.url.path).code, 0)
        let after = runCLI(["screen", "Settings", "--check"], in: folder.url.path)
        XCTAssertEqual(after.code, 1, "the extra action and the two differences remain: \(after.err)")
        XCTAssertTrue(after.err.hasSuffix("0 to add, 1 only in the code, 2 different, 0 missing files. `scaffold screen Settings --diff` shows the changes.\n"), after.err)
    }

    func testEditsKeepPermissions() throws {
        let folder = try workspace("LoginHandEdited")
        let path = folder.url.appendingPathComponent("Sources/Login/LoginViewModel.swift").path
        XCTAssertEqual(chmod(path, 0o640), 0)
        XCTAssertEqual(runCLI(try arguments("LoginHandEdited"), in: folder.url.path).code, 0)
        XCTAssertEqual((try FileStatus.entry(at: path)?.permissions ?? 0) & 0o777, 0o640)
    }
}
