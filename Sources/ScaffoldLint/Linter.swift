import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Runs the enabled rules over files and turns their findings into diagnostics, with
/// severities from the settings and disable comments applied.
public struct Linter: Sendable {
    /// The id of the warning for a disable comment that suppresses nothing.
    public static let unusedDisableCommentID = "unused_disable_comment"

    /// The settings in force.
    public let settings: LintSettings
    private let rules: [(rule: any Rule, severity: Severity)]
    private let knownRules: Set<String>

    /// A linter running every rule in `AllRules` that `settings` leaves on.
    public init(settings: LintSettings) {
        self.settings = settings
        rules = AllRules.types.compactMap { type in
            settings.severity(of: type.description).map { (type.init(), $0) }
        }
        knownRules = Set(AllRules.types.map { $0.description.id } + [Linter.unusedDisableCommentID])
    }

    /// The diagnostics for one file, in source order.
    public func lint(_ file: LintFile, in repository: LintRepository) -> [Diagnostic] {
        var disabled = DisableComments(file: file.source, knownRules: knownRules)
        var diagnostics: [Diagnostic] = []
        for (rule, severity) in rules {
            let description = type(of: rule).description
            for finding in rule.check(file, in: repository) {
                let location = file.location(of: finding.token)
                if disabled.suppresses(description.id, line: location.line) { continue }
                diagnostics.append(Diagnostic(location, severity, finding.message ?? description.summary, ruleID: description.id))
            }
        }
        if settings.severity(of: UnusedDisableComment.description) != nil {
            // A region naming only unknown rules is reported once, below, as unknown.
            for region in disabled.regions where !region.used && region.rules.contains(where: { $0 == "all" || knownRules.contains($0) }) {
                let location = file.location(of: region.comment)
                guard !disabled.suppresses(Linter.unusedDisableCommentID, line: location.line) else { continue }
                diagnostics.append(Diagnostic(location, .warning, "this disable comment suppresses nothing (\(region.rules.joined(separator: ", "))); remove it", ruleID: Linter.unusedDisableCommentID))
            }
            for (token, id) in disabled.unknownRules {
                let suggestion = Suggestion.didYouMean(id, in: Array(knownRules) + ["scaffold:disable", "scaffold:enable", "scaffold:disable:next", "scaffold:disable:this", "scaffold:disable:previous"])
                diagnostics.append(Diagnostic(file.location(of: token), .warning, "'\(id)' is not a rule or command\(suggestion); `scaffold rules` lists the rules", ruleID: Linter.unusedDisableCommentID))
            }
        }
        return diagnostics.sorted { ($0.location.line, $0.location.column, $0.ruleID ?? "", $0.message) < ($1.location.line, $1.location.column, $1.ruleID ?? "", $1.message) }
    }
}

/// The description of the warning for disable comments that suppress nothing; it has no
/// check of its own (the linter reports it), so that it can be configured like a rule.
package enum UnusedDisableComment {
    package static let description = RuleDescription(
        id: Linter.unusedDisableCommentID,
        summary: "This disable comment suppresses nothing; remove it.",
        rationale: "A stale disable comment hides the next real finding on that line. Remove it once the code it excused is fixed.",
        severity: .warning,
        triggering: [],
        nonTriggering: []
    )
}
