import ScaffoldLint
import ScaffoldSupport
import ScaffoldSyntax

/// What a reporter formats: the findings of one lint run and what they are about.
public struct LintReport: Sendable {
    /// The findings, in path and line order.
    public var diagnostics: [Diagnostic]
    /// The files that were linted, as reported paths.
    public var files: [String]
    /// The descriptions of the rules that ran.
    public var rules: [RuleDescription]

    /// Creates a report.
    public init(diagnostics: [Diagnostic], files: [String], rules: [RuleDescription]) {
        self.diagnostics = diagnostics
        self.files = files
        self.rules = rules
    }

    /// The number of errors.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    /// The number of warnings.
    public var warningCount: Int { diagnostics.count - errorCount }
}

/// Turns a report into text in one format. Reporters only format: they decide nothing.
public enum Reporter: String, CaseIterable, Sendable {
    case xcode, json, github, sarif, junit, checkstyle, codeclimate, markdown, summary

    /// One line about the format, for `scaffold reporters`.
    public var summary: String {
        switch self {
        case .xcode: return "path:line:column: error|warning: message (rule_id), as Xcode and editors show inline (default)."
        case .json: return "A JSON document: version, summary counts, and one object a finding (schema in the README)."
        case .github: return "GitHub Actions workflow commands (::error file=…,line=…,col=…::…) that annotate pull requests."
        case .sarif: return "SARIF 2.1.0 with rule metadata, for GitHub code scanning and other SARIF viewers."
        case .junit: return "JUnit XML: one test case a linted file, failing with its findings, for CI test dashboards."
        case .checkstyle: return "Checkstyle XML, for tools that read Checkstyle reports."
        case .codeclimate: return "Code Climate issues (JSON), for GitLab's Code Quality widget in merge requests."
        case .markdown: return "A Markdown table of findings with counts per rule, for a pull-request comment."
        case .summary: return "A table of finding counts per rule."
        }
    }

    /// Whether `text` is a report of this format that scaffold wrote (or is empty): such a
    /// file may be replaced by a new report; any other file is kept unless `--force`.
    public func recognizes(_ text: String) -> Bool {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard !lines.isEmpty else { return true }
        switch self {
        case .xcode:
            return lines.allSatisfy { line in
                (line.contains(": error: ") || line.contains(": warning: ")) && line.hasSuffix(")") && line.split(separator: ":").count >= 4
            }
        case .github:
            return lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") }
        case .json:
            return text.hasPrefix("{") && text.contains("\"tool\": {") && text.contains("\"name\": \"scaffold\"") && text.contains("\"findings\"")
        case .sarif:
            return text.hasPrefix("{") && text.contains("sarif") && text.contains("\"name\": \"scaffold\"")
        case .junit:
            return text.hasPrefix("<?xml") && text.contains("<testsuites name=\"scaffold lint\"")
        case .checkstyle:
            return text.hasPrefix("<?xml") && text.contains("<checkstyle version=")
        case .codeclimate:
            return text.hasPrefix("[") && (lines.count == 1 || (text.contains("\"check_name\"") && text.contains("\"fingerprint\"")))
        case .markdown:
            return lines[0].hasPrefix(MarkdownReport.heading + ":")
        case .summary:
            return lines[0].hasPrefix("rule") && lines[0].hasSuffix("severity  count")
        }
    }

    /// The report in this format.
    public func format(_ report: LintReport) -> String {
        switch self {
        case .xcode:
            var bytes: [UInt8] = []
            bytes.reserveCapacity(report.diagnostics.count * 160)
            for index in report.diagnostics.indices {
                report.diagnostics[index].appendXcodeDescription(to: &bytes)
                bytes.append(UInt8(ascii: "\n"))
            }
            // Every part was a `String`: valid UTF-8, taken as it is.
            return String(decoding: bytes, as: UTF8.self)
        case .json: return JSONReport.format(report)
        case .github: return GitHubReport.format(report)
        case .sarif: return SARIFReport.format(report)
        case .junit: return XMLReports.junit(report)
        case .checkstyle: return XMLReports.checkstyle(report)
        case .codeclimate: return CodeClimateReport.format(report)
        case .markdown: return MarkdownReport.format(report)
        case .summary: return SummaryReport.format(report)
        }
    }
}
