import Foundation
import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// Every reporter's output on the fixture app, compared with `Fixtures/reports/`.
/// Re-record with `SCAFFOLD_RECORD=1 swift test --filter ReporterTests` and read the diff.
final class ReporterTests: XCTestCase {
    let project = RepositoryPaths.url("Fixtures/lint-project")
    static let extensions: [Reporter: String] = [
        .xcode: "txt", .json: "json", .github: "txt", .sarif: "sarif", .junit: "xml", .checkstyle: "xml", .codeclimate: "json", .markdown: "md", .summary: "txt",
    ]

    func testEveryReporterMatchesItsGoldenFile() throws {
        for reporter in Reporter.allCases {
            let result = runCLI(["lint", "--reporter", reporter.rawValue], in: project.path)
            XCTAssertEqual(result.code, 1, reporter.rawValue)
            let golden = RepositoryPaths.url("Fixtures/reports/lint-project-\(reporter.rawValue).\(Self.extensions[reporter] ?? "txt")")
            Golden.assertEqual(result.out, golden: golden, "\(reporter.rawValue) output")
        }
    }

    func testReportsGoToTheirOutputsAndTheRestToStandardOutput() throws {
        let folder = TemporaryFolder()
        let output = folder.url.appendingPathComponent("out/lint.sarif").path
        let result = runCLI(["lint", "--reporter", "summary", "--reporter", "sarif", "--output", output], in: project.path)
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.hasPrefix("rule "), result.out)
        let sarif = try XCTUnwrap(folder.read("out/lint.sarif"))
        XCTAssertTrue(sarif.contains("\"version\": \"2.1.0\""))
        let json = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        let runs = json?["runs"] as? [[String: Any]]
        let findings = runCLI(["lint"], in: project.path).out.split(separator: "\n").count
        XCTAssertEqual((runs?.first?["results"] as? [Any])?.count, findings, "one SARIF result per finding")
    }

    func testReporterArgumentErrors() {
        let unknown = runCLI(["lint", "--reporter", "sarf"], in: project.path)
        XCTAssertEqual(unknown.code, 2)
        XCTAssertEqual(unknown.err, "error: unknown reporter 'sarf' (did you mean 'sarif'?); use one of xcode, json, github, sarif, junit, checkstyle, codeclimate, markdown, summary\nRun 'scaffold lint --help' for usage.\n")
        let orphan = runCLI(["lint", "--output", "x.sarif"], in: project.path)
        XCTAssertEqual(orphan.code, 2)
        XCTAssertTrue(orphan.err.hasPrefix("error: --output x.sarif must follow the --reporter whose report it writes"), orphan.err)
    }

    func testEscaping() {
        let diagnostic = Diagnostic(SourceLocation(file: "a b/c,d.swift", line: 1, column: 2), .error, "100% <bad> \"x\"\nnext", ruleID: "r")
        let report = LintReport(diagnostics: [diagnostic], files: ["a b/c,d.swift"], rules: [])
        XCTAssertEqual(Reporter.github.format(report), "::error file=a b/c%2Cd.swift,line=1,col=2,title=r::100%25 <bad> \"x\"%0Anext (r)\n")
        XCTAssertTrue(Reporter.checkstyle.format(report).contains("message=\"100% &lt;bad&gt; &quot;x&quot;&#10;next\""))
        XCTAssertTrue(Reporter.sarif.format(report).contains("\"uri\": \"a%20b/c%2Cd.swift\""))
    }

    /// Issue 30: the reporters escape by bytes, in one pass (Foundation's
    /// `replacingOccurrences`, once per character escaped, made the GitHub report of 3,000
    /// findings cost more than the lint). On seeded texts of every character they escape,
    /// Windows line endings (one `Character` of two bytes), accents, combining marks and
    /// emoji, each escape gives what the Foundation and scalar versions gave.
    func testEscapingByBytesGivesWhatEscapingByCharactersGave() {
        func githubData(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func githubProperty(_ text: String) -> String {
            githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        func xml(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&apos;"
                case "\n": result += "&#10;"
                case _ where scalar.value < 0x20 && scalar != "\t": result += "&#\(scalar.value);"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        func uri(_ path: String) -> String {
            var result = ""
            for byte in path.utf8 {
                let safe = (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || "-._~/".utf8.contains(byte)
                result += safe ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
            }
            return result
        }
        let pieces = ["a", "Cart", " ", "%", "%25", ":", ",", "\r", "\n", "\r\n", "\t", "\u{1}", "&", "<", ">", "\"", "'", "/", "-._~", "é", "e\u{301}", "\u{301}", "\u{FE0F}", "🧪", "ß", "\u{7F}", "a long run of plain words with nothing to escape"]
        var random = SeededRandom(seed: 3031)
        var escaped = 0
        for _ in 0..<3_000 {
            let text = (0..<random.int(0...12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            XCTAssertEqual(GitHubReport.data(text), githubData(text), text.debugDescription)
            XCTAssertEqual(GitHubReport.property(text), githubProperty(text), text.debugDescription)
            XCTAssertEqual(text.escapedForXML, xml(text), text.debugDescription)
            XCTAssertEqual(SARIFReport.uri(text), uri(text), text.debugDescription)
            if GitHubReport.property(text) != text { escaped += 1 }
        }
        // Most texts had something to escape: the comparison is not of texts left alone.
        XCTAssertGreaterThan(escaped, 2_000)
    }

    /// The default report is built as bytes: each line must be what joining its parts as
    /// strings gives, numbers of every width and texts that are not ASCII included.
    func testTheXcodeReportIsEachFindingsPartsJoined() {
        let pieces = ["a", "Cart", " ", ":", "(", ")", "\n", "é", "e\u{301}", "🧪", "ß", "/tmp/x y/Z.swift", "\u{0}", ""]
        let numbers = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 65_535, 1_234_567, Int.max, -1, -250, Int.min]
        var random = SeededRandom(seed: 3_032)
        func text() -> String { (0..<random.int(0...6)).map { _ in pieces[random.below(pieces.count)] }.joined() }
        var diagnostics: [Diagnostic] = []
        var expected = ""
        for _ in 0..<2_000 {
            let location = SourceLocation(file: text(), line: numbers[random.below(numbers.count)], column: numbers[random.below(numbers.count)])
            let severity: Severity = random.below(2) == 0 ? .error : .warning
            let ruleID: String? = random.below(3) == 0 ? nil : text()
            let diagnostic = Diagnostic(location, severity, text(), ruleID: ruleID)
            diagnostics.append(diagnostic)
            let line = "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(diagnostic.message)" + (ruleID.map { " (\($0))" } ?? "")
            XCTAssertEqual(diagnostic.xcodeDescription, line)
            expected += line + "\n"
        }
        XCTAssertEqual(Reporter.xcode.format(LintReport(diagnostics: diagnostics, files: [], rules: [])), expected)
    }

    func testReportersCommandListsEveryReporter() {
        let out = runCLI(["reporters"], in: project.path).out
        XCTAssertEqual(out.split(separator: "\n").map { String($0.prefix { $0 != " " }) }, Reporter.allCases.map(\.rawValue))
    }

    /// GitLab's Code Quality format (docs.gitlab.com, "Code Quality report format") and the
    /// Code Climate spec it subsets: a JSON array; each issue has a string `description`,
    /// `check_name` and `fingerprint`, a `severity` among GitLab's five, a relative
    /// `location.path` and an integer `location.lines.begin`; fingerprints are unique (GitLab
    /// shows only the first issue of a fingerprint) and survive lines moving.
    func testCodeClimateFollowsGitLabsCodeQualityFormat() throws {
        let result = runCLI(["lint", "--reporter", "codeclimate"], in: project.path)
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let findings = runCLI(["lint"], in: project.path).out.split(separator: "\n")
        XCTAssertEqual(issues.count, findings.count)
        var fingerprints: Set<String> = []
        for (issue, finding) in zip(issues, findings) {
            XCTAssertEqual(issue["type"] as? String, "issue")
            let description = try XCTUnwrap(issue["description"] as? String)
            let rule = try XCTUnwrap(issue["check_name"] as? String)
            XCTAssertTrue(finding.hasSuffix("\(description) (\(rule))"), "\(finding) vs \(description)")
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            XCTAssertEqual(issue["severity"] as? String, finding.contains(": error: ") ? "critical" : "minor")
            let categories = try XCTUnwrap(issue["categories"] as? [String])
            XCTAssertTrue(categories.allSatisfy { ["Bug Risk", "Clarity", "Compatibility", "Complexity", "Duplication", "Performance", "Security", "Style"].contains($0) })
            let fingerprint = try XCTUnwrap(issue["fingerprint"] as? String)
            XCTAssertEqual(fingerprint.count, 32)
            XCTAssertTrue(fingerprints.insert(fingerprint).inserted, "fingerprint \(fingerprint) repeats")
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            let path = try XCTUnwrap(location["path"] as? String)
            XCTAssertFalse(path.hasPrefix("/"), path)
            let lines = try XCTUnwrap(location["lines"] as? [String: Int])
            XCTAssertTrue(finding.hasPrefix("\(path):\(lines["begin"] ?? 0):"), "\(finding)")
            XCTAssertGreaterThanOrEqual(lines["end"] ?? 0, lines["begin"] ?? 1)
        }
        // The same finding on another line keeps its fingerprint; two alike in one file differ.
        let at = { (line: Int) in Diagnostic(SourceLocation(file: "A.swift", line: line, column: 1), .warning, "m", ruleID: "r", symbol: "S") }
        let moved = [CodeClimateReport.format(LintReport(diagnostics: [at(3)], files: [], rules: [])),
                     CodeClimateReport.format(LintReport(diagnostics: [at(9)], files: [], rules: []))]
        let print = { (text: String) in (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])?.compactMap { $0["fingerprint"] as? String } ?? [] }
        XCTAssertEqual(print(moved[0]), print(moved[1]))
        XCTAssertEqual(Set(print(CodeClimateReport.format(LintReport(diagnostics: [at(3), at(9)], files: [], rules: [])))).count, 2)
        XCTAssertEqual(CodeClimateReport.format(LintReport(diagnostics: [], files: ["A.swift"], rules: [])), "[]\n")
        XCTAssertTrue(Reporter.codeclimate.recognizes("[]\n"))
        XCTAssertTrue(Reporter.codeclimate.recognizes(result.out))
    }

    /// The pull-request comment: a GFM table whose every row has the header's four cells
    /// (pipes in messages escaped, tags shown as text), one row a finding, and a limit that
    /// keeps the comment under GitHub's 65,536 characters.
    func testMarkdownIsATableAPullRequestCanShow() throws {
        let out = runCLI(["lint", "--reporter", "markdown"], in: project.path).out
        let findings = runCLI(["lint"], in: project.path).out.split(separator: "\n")
        let rows = out.split(separator: "\n").filter { $0.hasPrefix("| ❌") || $0.hasPrefix("| ⚠️") }
        XCTAssertEqual(rows.count, findings.count)
        XCTAssertTrue(out.hasPrefix("### scaffold lint: "))
        XCTAssertTrue(Reporter.markdown.recognizes(out))

        let tricky = Diagnostic(SourceLocation(file: "a|b.swift", line: 2, column: 3), .error, "uses Task<Void, Never> | and `x<Y> & z` & y\nnext", ruleID: "r")
        let text = MarkdownReport.format(LintReport(diagnostics: [tricky], files: ["a|b.swift"], rules: []))
        let row = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("| ❌") })
        XCTAssertEqual(String(row), "| ❌ | `a\\|b.swift:2:3` | `r` | uses Task&lt;Void, Never&gt; \\| and `x<Y> & z` &amp; y<br>next |")
        let cells = row.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false)
        XCTAssertEqual(cells.count, 6, "four cells between the outer pipes")

        let many = (1...2_000).map { Diagnostic(SourceLocation(file: "Sources/Feature/File\($0).swift", line: $0, column: 1), .warning, String(repeating: "long message ", count: 10), ruleID: "r") }
        let long = MarkdownReport.format(LintReport(diagnostics: many, files: [], rules: []))
        XCTAssertLessThan(long.utf8.count, 65_536)
        let shown = long.split(separator: "\n").filter { $0.hasPrefix("| ⚠️") }.count
        XCTAssertTrue(long.contains("… and \(2_000 - shown) more findings, left out to fit a comment"), String(long.suffix(400)))
        XCTAssertEqual(MarkdownReport.format(LintReport(diagnostics: [], files: ["A.swift"], rules: [])),
                       "### scaffold lint: no findings\n\nLinted 1 file; every one follows the architecture's rules.\n")
    }
}
