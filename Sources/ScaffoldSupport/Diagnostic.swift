import ScaffoldSyntax

/// How much a diagnostic matters.
public enum Severity: String, Sendable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One message about one place in one file: a spec error, a template error, a lint finding.
/// Reporters only format it.
public struct Diagnostic: Hashable, Sendable {
    /// Where the problem is.
    public var location: SourceLocation
    /// How much it matters.
    public var severity: Severity
    /// What is wrong and, where it helps, how to fix it.
    public var message: String
    /// The lint rule's id, or nil for errors that are not lint findings.
    public var ruleID: String?
    /// The symbol it is about (`CartViewModel.Action.retry`), when there is one.
    public var symbol: String?
    /// Where the range it covers ends (just past its last character), when known.
    public var end: SourceLocation?

    /// Creates a diagnostic.
    public init(_ location: SourceLocation, _ severity: Severity = .error, _ message: String, ruleID: String? = nil,
                symbol: String? = nil, end: SourceLocation? = nil) {
        self.location = location
        self.severity = severity
        self.message = message
        self.ruleID = ruleID
        self.symbol = symbol
        self.end = end
    }

    /// The Xcode form: `path:line:column: error: message (rule_id)`.
    public var xcodeDescription: String {
        var text = ""
        appendXcodeDescription(to: &text)
        return text
    }

    /// Appends `xcodeDescription` to `text` (a report of thousands of findings is built
    /// in one string, without one per finding).
    public func appendXcodeDescription(to text: inout String) {
        text += location.file
        text += ":"
        text += String(location.line)
        text += ":"
        text += String(location.column)
        text += ": "
        text += severity.rawValue
        text += ": "
        text += message
        if let ruleID {
            text += " ("
            text += ruleID
            text += ")"
        }
    }
}

/// An error made of one or more diagnostics, thrown when input cannot be used.
public struct DiagnosticError: Error, Sendable {
    /// The problems found, in source order.
    public var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Creates an error with a single diagnostic.
    public init(_ location: SourceLocation, _ message: String) {
        self.diagnostics = [Diagnostic(location, .error, message)]
    }
}
