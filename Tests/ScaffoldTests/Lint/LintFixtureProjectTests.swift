import Foundation
import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// `Fixtures/lint-project` is shaped like a real app: screens, routers, tests, a config,
/// and violations placed on purpose, each marked on its line with `expect: rule_id`.
/// Linting it must report exactly those findings: every expected one, and nothing else.
final class LintFixtureProjectTests: XCTestCase {
    let project = RepositoryPaths.url("Fixtures/lint-project")

    /// `path:line rule` for every `expect:` comment in the project's sources.
    func expectedFindings() -> [String] {
        var expected: [String] = []
        for path in filesBelow(project) where path.hasSuffix(".swift") {
            let text = (try? String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)) ?? ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "expect:") else { continue }
                for id in line[range.upperBound...].split(separator: ",") {
                    expected.append("\(path):\(number + 1) \(id.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return expected.sorted()
    }

    func testFindingsAreExactlyTheExpectedOnes() {
        let result = runCLI(["lint"], in: project.path)
        XCTAssertEqual(result.code, 1)
        let reported = result.out.split(separator: "\n").map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 3)
            let rule = line.split(separator: "(").last.map { String($0.dropLast()) } ?? ""
            return "\(parts[0]):\(parts[1]) \(rule)"
        }.sorted()
        let expected = expectedFindings()
        XCTAssertGreaterThanOrEqual(expected.count, 21, "the project should show every rule at least once")
        XCTAssertEqual(Set(expected.map { $0.split(separator: " ").last.map(String.init) ?? "" }), Set(AllRules.ids), "every rule and unused_disable_comment")
        XCTAssertEqual(reported.filter { !expected.contains($0) }, [], "reported but not expected")
        XCTAssertEqual(expected.filter { !reported.contains($0) }, [], "expected but not reported")
        XCTAssertTrue(result.out.contains("error: @State CatalogView.query is not private: make it private; local state only captures input for actions (view_state_private)"), "lint.rules in the project's config sets view_state_private to error")
        XCTAssertFalse(result.out.contains("Generated/"), "lint.exclude keeps Generated/ out")
    }

    func testLintingOneFileStillLearnsFromEveryTest() {
        let result = runCLI(["lint", "Sources/Shop/Cart/CartViewModel.swift"], in: project.path)
        XCTAssertEqual(result.code, 0, result.out)
        XCTAssertEqual(result.out, "", "the cart's actions are tested in Tests/ShopTests, which the run reads though it reports on one file")
    }
}
