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
        var bytes: [UInt8] = []
        appendXcodeDescription(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `xcodeDescription` to `bytes`: the default report of
    /// thousands of findings is built in one buffer, as each `+=` on a `String` cost a few
    /// hundred instructions (about 4,300 a finding, on the report's one thread).
    public func appendXcodeDescription(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: location.file.utf8)
        bytes.append(UInt8(ascii: ":"))
        Self.appendDecimal(location.line, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.appendDecimal(location.column, to: &bytes)
        bytes.append(contentsOf: severity == .error ? Self.errorSeparator : Self.warningSeparator)
        bytes.append(contentsOf: message.utf8)
        if let ruleID {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: "("))
            bytes.append(contentsOf: ruleID.utf8)
            bytes.append(UInt8(ascii: ")"))
        }
    }

    private static let errorSeparator = Array(": error: ".utf8)
    private static let warningSeparator = Array(": warning: ".utf8)

    /// Appends `value` in decimal, as `String(value)` writes it.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        guard value >= 0 else { return bytes.append(contentsOf: String(value).utf8) }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
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
