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
    /// What one test file mentions.
    public struct TestIndex: Sendable {
        /// Every identifier in the file.
        public var identifiers: Set<String> = []
        /// Every name that follows a `.` (`.tap`, `sut.path`).
        public var members: Set<String> = []
        /// Names passed as `send(.name` or `handle(.name`.
        public var sent: Set<String> = []
    }

    /// The settings in force.
    public let settings: LintSettings
    /// Every test file of the repository, whether or not it is being reported on.
    public let testFiles: [LintFile]
    /// What each test file mentions, in the order of `testFiles`.
    public let testIndexes: [TestIndex]

    /// Creates a repository context and indexes its test files.
    public init(settings: LintSettings, testFiles: [LintFile]) {
        self.settings = settings
        self.testFiles = testFiles
        testIndexes = testFiles.map { file in
            var index = TestIndex()
            let tokens = file.source.tokens
            for position in tokens.indices where tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier {
                let text = file.text(of: position)
                index.identifiers.insert(text)
                guard position > 0, tokens[position - 1].kind == .period else { continue }
                index.members.insert(text)
                if position > 2, tokens[position - 2].kind == .leftParen, tokens[position - 3].kind == .identifier {
                    let callee = file.text(of: position - 3)
                    if callee == "send" || callee == "handle" { index.sent.insert(text) }
                }
            }
            return index
        }
    }

    /// Whether some test file mentions one of `types` and refers to `.name`, or sends `.name`.
    public func isTested(_ name: String, mentioning types: [String]) -> Bool {
        testIndexes.contains { index in
            (index.members.contains(name) && types.contains { index.identifiers.contains($0) }) || index.sent.contains(name)
        }
    }
}
