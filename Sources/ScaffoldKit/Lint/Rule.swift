/// A lint rule: one type, one description, one check.
public protocol Rule: Sendable {
    /// The rule's documentation and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// The findings in `file`; `repository` gives what cross-file rules need.
    func check(_ file: LintFile, in repository: LintRepository) -> [Finding]
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

/// What the rules may know about the whole repository, beyond the file being checked:
/// the test files, read once, for the rules that ask "does any test send this action?".
public struct LintRepository: Sendable {
    /// The settings in force.
    public let settings: LintSettings
    /// Every test file of the repository, whether or not it is being reported on.
    public let testFiles: [LintFile]

    /// Creates a repository context.
    public init(settings: LintSettings, testFiles: [LintFile]) {
        self.settings = settings
        self.testFiles = testFiles
    }
}
