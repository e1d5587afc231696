import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// One finding of a lint run: the diagnostic reporters format, with the token and line
/// text it came from, so that baselines and fixes work from the file already lexed.
public struct LintFinding: Sendable {
    /// What reporters show.
    public var diagnostic: Diagnostic
    /// The token the finding points at, in its file.
    public var token: Int
    /// The flagged line's text, trimmed: what a baseline entry matches.
    public var line: String
    /// The rule's own finding (its token and message), for the rule's fix.
    public var finding: Finding

    /// The rule's id, as diagnostics spell it.
    public var rule: String { diagnostic.ruleID ?? "" }
    /// The rule's id.
    public var ruleID: RuleID? { diagnostic.ruleID.flatMap(RuleID.init(rawValue:)) }
}

/// Runs the enabled rules over files and turns their findings into diagnostics, with
/// severities from the settings and disable comments applied.
public struct Linter: Sendable {
    /// The settings in force.
    public let settings: LintSettings
    private let rules: [(rule: any Rule, severity: Severity, id: String, summary: String)]
    private let knownRules: Set<String>

    /// A linter running every rule in `AllRules` that `settings` leaves on.
    public init(settings: LintSettings) {
        self.settings = settings
        rules = AllRules.types.compactMap { type in
            settings.severity(of: type.description).map { (type.init(), $0, type.description.name, type.description.summary) }
        }
        knownRules = Set(AllRules.ids)
    }

    /// The rule with this id, when it is on and has a fix.
    public func fixableRule(_ id: String) -> (any FixableRule)? {
        rules.first { $0.id == id }?.rule as? any FixableRule
    }

    /// The findings in one file, in source order.
    public func findings(in file: LintFile, repository: LintRepository) -> [LintFinding] {
        let source = file.source
        var disabled = DisableComments(file: source, knownRules: knownRules)
        file.structures.hasDisableRegions = !disabled.regions.isEmpty
        var results: [LintFinding] = []
        // The text of the last finding's line: findings of one line share one string (a
        // long generated line with thousands of findings would be copied for each).
        var lastLine: (number: Int, text: String)?
        func add(_ finding: Finding, rule: String, severity: Severity, message: String) {
            let location = file.location(of: finding.token)
            let last = source.tokens[min(finding.endToken ?? finding.token, source.tokens.count - 1)]
            let (endLine, endColumn) = source.lineAndColumn(of: Int(last.end))
            let diagnostic = Diagnostic(location, severity, message, ruleID: rule, symbol: finding.symbol,
                                        end: SourceLocation(file: location.file, line: endLine, column: endColumn))
            let text: String
            if let known = lastLine, known.number == location.line {
                text = known.text
            } else {
                text = source.trimmedLine(location.line)
                WorkCounter.add(text.utf8.count)
                lastLine = (location.line, text)
            }
            results.append(LintFinding(diagnostic: diagnostic, token: finding.token, line: text, finding: finding))
        }
        // The id and summary are kept with each rule: its description (examples and all)
        // is not copied per file. Each rule is read in place (a copy of the entry would be
        // three retains and releases, for each rule of each file); its id and summary are
        // read only for a finding.
        for index in rules.indices {
            for finding in rules[index].rule.check(file, in: repository) {
                let location = file.location(of: finding.token)
                if disabled.suppresses(rules[index].id, line: location.line) { continue }
                add(finding, rule: rules[index].id, severity: rules[index].severity, message: finding.message ?? rules[index].summary)
            }
        }
        if let severity = settings.severity(of: UnusedDisableComment.description) {
            // A region naming only unknown rules is reported once, below, as unknown.
            for region in disabled.regions where !region.used && region.rules.contains(where: { $0 == "all" || knownRules.contains($0) }) {
                let location = file.location(of: region.comment)
                guard !disabled.suppresses(RuleID.unusedDisableComment.rawValue, line: location.line) else { continue }
                add(Finding(token: region.comment), rule: RuleID.unusedDisableComment.rawValue, severity: severity,
                    message: "this disable comment suppresses nothing (\(region.rules.joined(separator: ", "))); remove it")
            }
            for (token, id) in disabled.unknownRules {
                let suggestion = Suggestion.didYouMean(id, in: Array(knownRules) + ["scaffold:disable", "scaffold:enable", "scaffold:disable:next", "scaffold:disable:this", "scaffold:disable:previous"])
                add(Finding(token: token), rule: RuleID.unusedDisableComment.rawValue, severity: severity,
                    message: "'\(id)' is not a rule or command\(suggestion); `scaffold rules` lists the rules")
            }
        }
        return Self.ordered(results)
    }

    /// `findings` in order of line, column, rule and message, with one finding per rule,
    /// place and message (the first found), however many ways a rule reached it. Their
    /// places are sorted, the first found first among equals, so that duplicates are
    /// neighbours: each finding is copied once, and no key is made to find the duplicates.
    static func ordered(_ findings: [LintFinding]) -> [LintFinding] {
        guard findings.count > 1 else { return findings }
        func compare(_ left: Int, _ right: Int) -> Int {
            let (lineA, lineB) = (findings[left].diagnostic.location.line, findings[right].diagnostic.location.line)
            if lineA != lineB { return lineA < lineB ? -1 : 1 }
            let (columnA, columnB) = (findings[left].diagnostic.location.column, findings[right].diagnostic.location.column)
            if columnA != columnB { return columnA < columnB ? -1 : 1 }
            let (ruleA, ruleB) = (findings[left].rule, findings[right].rule)
            if ruleA != ruleB { return ruleA < ruleB ? -1 : 1 }
            let (messageA, messageB) = (findings[left].diagnostic.message, findings[right].diagnostic.message)
            return messageA == messageB ? 0 : messageA < messageB ? -1 : 1
        }
        let order = findings.indices.sorted { left, right in
            let comparison = compare(left, right)
            return comparison == 0 ? left < right : comparison < 0
        }
        var kept: [LintFinding] = []
        kept.reserveCapacity(findings.count)
        // The findings kept with the same line, column, rule and message as the last one.
        var run: [Int] = []
        for index in order {
            if let last = run.last, compare(last, index) == 0 {
                if run.contains(where: { findings[$0].token == findings[index].token }) { continue }
            } else {
                run.removeAll(keepingCapacity: true)
            }
            run.append(index)
            kept.append(findings[index])
        }
        return kept
    }

    /// The diagnostics for one file, in source order.
    public func lint(_ file: LintFile, in repository: LintRepository) -> [Diagnostic] {
        findings(in: file, repository: repository).map(\.diagnostic)
    }
}

/// The description of the warning for disable comments that suppress nothing; it has no
/// check of its own (the linter reports it), so that it can be configured like a rule.
package enum UnusedDisableComment {
    /// The warning's catalog entry.
    package static let description = RuleDescription(
        id: .unusedDisableComment,
        summary: "This disable comment suppresses nothing; remove it.",
        rationale: "A stale disable comment hides the next real finding on that line. Remove it once the code it excused is fixed.",
        severity: .warning,
        triggering: [
            Example("↓// scaffold:disable:next vm_main_actor\n@MainActor\nfinal class CartViewModel: ObservableObject {}", path: "Sources/Cart/CartViewModel.swift"),
            Example("@MainActor\nfinal class CartViewModel: ObservableObject {\n    ↓// scaffold:disable:next vm_output_privat\n    @Published private(set) var items: [String] = []\n}", path: "Sources/Cart/CartViewModel.swift"),
        ],
        nonTriggering: [
            Example("// scaffold:disable:next vm_main_actor - migrating this screen\nfinal class CartViewModel: ObservableObject {}", path: "Sources/Cart/CartViewModel.swift"),
        ]
    )
}
