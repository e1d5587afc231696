import Dispatch
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// A lint rule: one type, one description, one check.
public protocol Rule: Sendable {
    /// The rule's documentation and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// The findings in `file`; `repository` gives what cross-file rules need.
    func check(_ file: LintFile, in repository: LintRepository) -> [Finding]
}

/// A rule whose findings have a mechanical fix: `scaffold lint --fix` asks it for the
/// edits, and its description's `corrections` show (and test) what they do.
public protocol FixableRule: Rule {
    /// The edits that fix `finding` in `file`, or why it is left to a person (a fix that
    /// could break code elsewhere is never made).
    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix
}

/// What a fixable rule answers for one finding.
public enum Fix: Sendable, Equatable {
    /// These edits fix it.
    case edits([SourceEdit])
    /// It is not fixed, and why (shown to the user).
    case skipped(String)
}

/// Where a rule found a problem, and optionally a message more specific than its summary.
public struct Finding: Sendable, Equatable {
    /// The index of the token the finding points at.
    public var token: Int
    /// The message, when it says more than the rule's summary.
    public var message: String?

    /// Creates a finding.
    public init(token: Int, message: String? = nil) {
        self.token = token
        self.message = message
    }
}
