import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class BaselineTests: XCTestCase {
    let legacy = """
    final class LegacyViewModel: ObservableObject {
        @Published var a = 0
        @Published var b = 0
    }

    """

    /// Issue 30: `--write-baseline` names each finding's file by the path it was linted at
    /// (as `--baseline` matches them), not by resolving each shown path again. Written from
    /// a subfolder reached through a symbolic link, with a folder outside the working
    /// directory among the paths, the entries are relative to the repository's root, and
    /// the baseline accepts every finding it was written from.
    func testABaselineWrittenThroughALinkAndASubfolderAcceptsItsOwnFindings() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "# the repository's root\n")
        try folder.write("Sources/LegacyViewModel.swift", legacy)
        try folder.write("Other/OtherViewModel.swift", legacy.replacingOccurrences(of: "Legacy", with: "Other"))
        let link = folder.url.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.url)
        defer { try? FileManager.default.removeItem(at: link) }
        let inside = link.appendingPathComponent("Sources").path
        let written = runCLI(["lint", "--write-baseline", "../baseline.json", ".", "../Other"], in: inside)
        XCTAssertEqual(written.code, 0, written.err)
        XCTAssertTrue(written.err.hasPrefix("Wrote 6 findings to the baseline ../baseline.json"), written.err)
        let files = Set((folder.read("baseline.json") ?? "").split(separator: "\n").filter { $0.contains("\"file\"") }.map { $0.trimmingCharacters(in: .whitespaces) })
        XCTAssertEqual(files, ["\"file\": \"Other/OtherViewModel.swift\",", "\"file\": \"Sources/LegacyViewModel.swift\","])
        let again = runCLI(["lint", "--baseline", "../baseline.json", ".", "../Other"], in: inside)
        XCTAssertEqual(again.code, 0, again.out + again.err)
        XCTAssertEqual(again.out, "")
    }

    /// A Swift file that is a link to a file outside the repository is linted, and named
    /// in the baseline, by its path in the repository (the path `--baseline` matches).
    /// Resolved to the link's target, as it was, its entries named a file outside, never
    /// matched, and each run reported the accepted findings as new.
    func testAFileReachedThroughALinkIsNamedInTheBaselineAsItWasLinted() throws {
        let folder = TemporaryFolder(), outside = TemporaryFolder()
        try folder.write(".scaffold.yml", "# the repository's root\n")
        try outside.write("LegacyViewModel.swift", legacy)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/LinkedViewModel.swift").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("LegacyViewModel.swift").path)
        let written = runCLI(["lint", "--write-baseline", "baseline.json"], in: folder.url.path)
        XCTAssertEqual(written.code, 0, written.err)
        let files = Set((folder.read("baseline.json") ?? "").split(separator: "\n").filter { $0.contains("\"file\"") }.map { $0.trimmingCharacters(in: .whitespaces) })
        XCTAssertEqual(files, ["\"file\": \"Sources/LinkedViewModel.swift\","])
        let again = runCLI(["lint", "--baseline", "baseline.json"], in: folder.url.path)
        XCTAssertEqual(again.code, 0, again.out + again.err)
        XCTAssertEqual(again.out, "")
        XCTAssertTrue(again.err.contains("(3 more accepted by the baseline)"), again.err)
    }

    func testBaselineSurvivesUnrelatedEditsAndReportsStaleAndNewFindings() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/LegacyViewModel.swift", legacy)
        let written = runCLI(["lint", "--write-baseline", "baseline.json"], in: folder.url.path)
        XCTAssertEqual(written.code, 0)
        XCTAssertEqual(written.err, "Wrote 3 findings to the baseline baseline.json; `scaffold lint --baseline baseline.json` reports only new ones.\n")
        XCTAssertEqual(folder.read("baseline.json"), """
        {
          "version": 1,
          "findings": [
            {
              "file": "Sources/LegacyViewModel.swift",
              "rule": "vm_main_actor",
              "code": "final class LegacyViewModel: ObservableObject {"
            },
            {
              "file": "Sources/LegacyViewModel.swift",
              "rule": "vm_output_private_set",
              "code": "@Published var a = 0"
            },
            {
              "file": "Sources/LegacyViewModel.swift",
              "rule": "vm_output_private_set",
              "code": "@Published var b = 0"
            }
          ]
        }

        """)
        let clean = runCLI(["lint", "--baseline", "baseline.json"], in: folder.url.path)
        XCTAssertEqual(clean.code, 0)
        XCTAssertEqual(clean.out, "")
        XCTAssertEqual(clean.err, "Linted 1 file: 0 errors, 0 warnings (3 more accepted by the baseline).\n")

        // Lines inserted above the baselined findings: still accepted.
        try folder.write("Sources/LegacyViewModel.swift", "import Foundation\n\n// A comment.\n" + legacy)
        XCTAssertEqual(runCLI(["lint", "--baseline", "baseline.json"], in: folder.url.path).out, "")

        // One finding fixed, one added: the fixed one is stale, the new one is reported.
        try folder.write("Sources/LegacyViewModel.swift", legacy.replacingOccurrences(of: "@Published var a = 0", with: "@Published private(set) var a = 0")
            .replacingOccurrences(of: "    @Published var b = 0\n", with: "    @Published var b = 0\n    @Published var c = 0\n"))
        let changed = runCLI(["lint", "--baseline", "baseline.json"], in: folder.url.path)
        XCTAssertEqual(changed.code, 1)
        XCTAssertEqual(changed.out, "Sources/LegacyViewModel.swift:4:20: error: output 'c' of LegacyViewModel can be set from outside: make it private(set) (vm_output_private_set)\n")
        XCTAssertEqual(changed.err, """
        1 baseline entry no longer matches a finding (fixed, or the line changed); refresh the baseline with --write-baseline baseline.json:
          Sources/LegacyViewModel.swift: vm_output_private_set: @Published var a = 0
        Linted 1 file: 1 error, 0 warnings (2 more accepted by the baseline).

        """)

        // Only stale entries: passes, unless --strict-baseline.
        try folder.write("Sources/LegacyViewModel.swift", legacy.replacingOccurrences(of: "@Published var a = 0", with: "@Published private(set) var a = 0"))
        XCTAssertEqual(runCLI(["lint", "--baseline", "baseline.json"], in: folder.url.path).code, 0)
        XCTAssertEqual(runCLI(["lint", "--baseline", "baseline.json", "--strict-baseline"], in: folder.url.path).code, 1)
    }

    func testEachEntryAcceptsOneFinding() {
        let location = SourceLocation(file: "A.swift", line: 1, column: 1)
        let twice = [location, location.advanced(by: 4)].map { at in
            LintFinding(diagnostic: Diagnostic(at, .error, "m", ruleID: "r"), token: 0, line: "same text", finding: Finding(token: 0))
        }
        let baseline = Baseline(findings: [twice[0]], relative: { $0 })
        let (new, accepted, stale) = baseline.split(twice, relative: { $0 }, linted: ["A.swift"])
        XCTAssertEqual(new.count, 1)
        XCTAssertEqual(accepted, 1)
        XCTAssertEqual(stale, [])
    }

    func testAMissingOrMalformedBaselineIsAnError() throws {
        let folder = TemporaryFolder()
        try folder.write("A.swift", "struct A {}\n")
        XCTAssertEqual(runCLI(["lint", "--baseline", "none.json"], in: folder.url.path).err, "none.json:1:1: error: the baseline does not exist; write one with `scaffold lint --write-baseline none.json`\n")
        try folder.write("bad.json", "[1]")
        XCTAssertEqual(runCLI(["lint", "--baseline", "bad.json"], in: folder.url.path).code, 2)
    }
}
