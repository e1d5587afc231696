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
    /// The symbol the finding is about (`CartViewModel.retry`), for reports.
    public var symbol: String?
    /// The index of the last token of the range the finding covers (`token` when nil).
    public var endToken: Int?
    /// A question about the whole repository that can still clear the finding, answered
    /// by the lint session once every file is read.
    public var deferred: DeferredCheck?

    /// Creates a finding.
    public init(token: Int, message: String? = nil, symbol: String? = nil, endToken: Int? = nil, deferred: DeferredCheck? = nil) {
        self.token = token
        self.message = message
        self.symbol = symbol
        self.endToken = endToken
        self.deferred = deferred
    }
}

/// What the lint session checks across the repository before it keeps a finding.
public enum DeferredCheck: Sendable, Equatable {
    /// Cleared when a test reaches one of `types` through a type that holds it (a parent
    /// view model, a router, a view: followed through the repository's declarations) and
    /// refers to `member` (`observed`: other than as a value it sends).
    case reachedThroughHolders(types: [String], member: String, observed: Bool)
    /// Cleared when one of `types` (the class's superclass and protocols) is declared
    /// `@MainActor` in the repository, directly or through what it inherits.
    case inheritsMainActor(from: [String])
    /// Cleared when `type`, constructed where a view model may not be, is declared in the
    /// repository as a struct or an enum: a value named like a view model is not one.
    case constructsClass(type: String)
}
