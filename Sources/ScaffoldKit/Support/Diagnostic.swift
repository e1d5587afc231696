/// A position in a text file: 1-based line, 1-based column counted in UTF-8 bytes
/// (the convention of swiftc and clang, and so of Xcode's issue navigator).
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The file's path as the user gave it, or a label such as `--action` for command-line input.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same line, `count` bytes further right.
    public func advanced(by count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

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

    /// Creates a diagnostic.
    public init(_ location: SourceLocation, _ severity: Severity = .error, _ message: String, ruleID: String? = nil) {
        self.location = location
        self.severity = severity
        self.message = message
        self.ruleID = ruleID
    }

    /// The Xcode form: `path:line:column: error: message (rule_id)`.
    public var xcodeDescription: String {
        let rule = ruleID.map { " (\($0))" } ?? ""
        return "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)\(rule)"
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
