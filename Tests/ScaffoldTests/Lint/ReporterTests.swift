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
        .xcode: "txt", .json: "json", .github: "txt", .sarif: "sarif", .junit: "xml", .checkstyle: "xml", .summary: "txt",
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
        XCTAssertEqual(unknown.err, "error: unknown reporter 'sarf' (did you mean 'sarif'?); use one of xcode, json, github, sarif, junit, checkstyle, summary\nRun 'scaffold lint --help' for usage.\n")
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

    func testReportersCommandListsEveryReporter() {
        let out = runCLI(["reporters"], in: project.path).out
        XCTAssertEqual(out.split(separator: "\n").map { String($0.prefix { $0 != " " }) }, Reporter.allCases.map(\.rawValue))
    }
}
