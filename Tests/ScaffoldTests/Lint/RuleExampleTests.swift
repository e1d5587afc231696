import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// Every rule's examples are its tests: triggering examples report exactly at their `↓`
/// marks, non-triggering examples report nothing, and triggering code placed inside a
/// comment or a string literal reports nothing.
final class RuleExampleTests: XCTestCase {
    /// The UTF-8 offsets at which `rule` reports findings in `code`.
    func findingOffsets(_ rule: any Rule.Type, code: String, example: Example) -> [Int] {
        let settings: LintSettings
        do {
            settings = try example.settings()
        } catch {
            XCTFail("the example's config does not read: \(error)\n\(example.config)")
            return []
        }
        let file = LintFile(path: example.path, bytes: Array(code.utf8), settings: settings)
        var tests = example.context.filter { settings.isTestPath($0.key) }.map { SourceFile(path: $0.key, text: $0.value) }
        if file.isTestFile { tests.append(file.source) }
        let repository = LintRepository(settings: settings, testFiles: tests)
        let findings = rule.init().check(file, in: repository)
        // The checks across files, over the example and its context's source files.
        var facts = TypeFacts(file)
        for (path, text) in example.context where !settings.isTestPath(path) { facts.merge(TypeFacts(LintFile(path: path, bytes: Array(text.utf8), settings: settings))) }
        let wrapped = findings.map { finding in
            LintFinding(diagnostic: Diagnostic(file.location(of: finding.token), .error, finding.message ?? "", ruleID: rule.description.name),
                        token: finding.token, line: "", finding: finding)
        }
        var kept = wrapped
        DeferredChecks.resolve(&kept, facts: facts, repository: repository, settings: settings)
        kept = kept.filter { $0.ruleID == rule.description.id }
        return kept.map { Int(file.source.tokens[$0.token].start) }.sorted()
    }

    func testEveryRulesExamples() {
        for rule in AllRules.types {
            let description = rule.description
            XCTAssertFalse(description.triggering.isEmpty, "\(description.id) needs triggering examples")
            XCTAssertFalse(description.nonTriggering.isEmpty, "\(description.id) needs non-triggering examples")
            for example in description.nonTriggering {
                XCTAssertEqual(findingOffsets(rule, code: example.code, example: example), [], "\(description.id) reports in a non-triggering example:\n\(example.code)")
            }
            for example in description.triggering {
                let (code, marks) = example.unmarked
                XCTAssertFalse(marks.isEmpty, "\(description.id): a triggering example needs ↓ marks")
                XCTAssertEqual(findingOffsets(rule, code: code, example: example), marks, "\(description.id) does not report exactly at the ↓ marks in:\n\(example.code)")
                let commented = "/*\n" + code + "\n*/\n"
                XCTAssertEqual(findingOffsets(rule, code: commented, example: example), [], "\(description.id) reports inside a comment")
                let quoted = "let example = \"\"\"\n" + code + "\n\"\"\"\n"
                XCTAssertEqual(findingOffsets(rule, code: quoted, example: example), [], "\(description.id) reports inside a string literal")
            }
        }
    }

    /// The warning for disable comments that suppress nothing is the linter's, not a rule's:
    /// its examples run through the linter with every rule on.
    func testTheUnusedDisableCommentExamples() {
        let description = UnusedDisableComment.description
        XCTAssertFalse(description.triggering.isEmpty)
        XCTAssertFalse(description.nonTriggering.isEmpty)
        let linter = Linter(settings: LintSettings())
        func offsets(_ code: String, _ example: Example) -> [Int] {
            let file = LintFile(path: example.path, bytes: Array(code.utf8), settings: LintSettings())
            return linter.findings(in: file, repository: LintRepository(settings: LintSettings(), testFiles: []))
                .filter { $0.ruleID == description.id }.map { Int(file.source.tokens[$0.token].start) }
        }
        for example in description.nonTriggering {
            XCTAssertEqual(offsets(example.code, example), [], example.code)
        }
        for example in description.triggering {
            let (code, marks) = example.unmarked
            XCTAssertEqual(offsets(code, example), marks, example.code)
        }
    }

    /// Every fixable rule's corrections: the finding is at the `↓` mark, and fixing the
    /// code (with the correction's other files as the repository) gives exactly `after`.
    func testEveryFixableRulesCorrections() {
        var fixable = 0
        for rule in AllRules.types {
            guard let instance = rule.init() as? any FixableRule else {
                XCTAssertTrue(rule.description.corrections.isEmpty, "\(rule.description.id) has corrections but no fix")
                continue
            }
            fixable += 1
            XCTAssertFalse(rule.description.corrections.isEmpty, "\(rule.description.id) is fixable and needs corrections")
            for correction in rule.description.corrections {
                let (before, marks) = Example(correction.before, path: correction.path, context: correction.context).unmarked
                XCTAssertEqual(findingOffsets(rule, code: before, example: Example(before, path: correction.path, context: correction.context)), marks,
                               "\(rule.description.id): the correction's ↓ marks are not where the rule reports in:\n\(correction.before)")
                let settings = LintSettings()
                let others = correction.context.map { SourceFile(path: $0.key, text: $0.value) }
                var bytes = Array(before.utf8)
                for _ in 0..<4 {
                    let file = LintFile(path: correction.path, bytes: bytes, settings: settings)
                    let context = FixContext(files: [file.source] + others)
                    let repository = LintRepository(settings: settings, testFiles: others.filter { settings.isTestPath($0.path) })
                    var edits: [SourceEdit] = []
                    for finding in instance.check(file, in: repository) {
                        if case .edits(let more) = instance.fix(finding, in: file, context: context) { edits += more }
                    }
                    guard let fixed = SourceEdit.apply(edits, to: bytes) else { break }
                    bytes = fixed
                }
                XCTAssertEqual(String(decoding: bytes, as: UTF8.self), correction.after, "\(rule.description.id) fixes\n\(correction.before)\nwrongly")
            }
        }
        XCTAssertEqual(fixable, 6)
    }

    func testIdsAreSnakeCaseAndUniqueAndTheListIsSorted() {
        let ids = AllRules.types.map { $0.description.name }
        XCTAssertEqual(Set(ids).count, ids.count, "rule ids must be unique")
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id) is not snake_case")
        }
        let names = AllRules.types.map { String(describing: $0) }
        XCTAssertEqual(names, names.sorted(), "AllRules.swift is a plain list sorted by type name")
    }
}
