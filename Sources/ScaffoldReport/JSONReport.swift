import Foundation
import ScaffoldLint
import ScaffoldSupport
import ScaffoldSyntax

/// The `json` reporter. The schema is stable; a change to it changes `version`.
///
///     {"version": 1, "tool": {"name": "scaffold", "version": "0.1.0"},
///      "summary": {"files": 10, "errors": 1, "warnings": 2},
///      "findings": [{"file": "…", "line": 3, "column": 5, "endLine": 3, "endColumn": 18,
///                    "severity": "error", "rule": "vm_main_actor", "symbol": "CartViewModel",
///                    "message": "…"}]}
///
/// `endLine`/`endColumn` (just past the range's last character) and `symbol` (the type,
/// member or case the finding is about) came later without a version change:
/// fields are only ever added.
enum JSONReport {
    /// The report as a JSON document.
    static func format(_ report: LintReport) -> String {
        let findings = report.diagnostics.map { diagnostic in
            var fields: [(String, JSONValue)] = [
                ("file", .string(diagnostic.location.file)),
                ("line", .number(diagnostic.location.line)),
                ("column", .number(diagnostic.location.column)),
            ]
            if let end = diagnostic.end { fields += [("endLine", .number(end.line)), ("endColumn", .number(end.column))] }
            fields += [
                ("severity", .string(diagnostic.severity.rawValue)),
                ("rule", .string(diagnostic.ruleID ?? "")),
            ]
            if let symbol = diagnostic.symbol { fields.append(("symbol", .string(symbol))) }
            fields.append(("message", .string(diagnostic.message)))
            return JSONValue.object(fields)
        }
        return JSONValue.object([
            ("version", .number(1)),
            ("tool", .object([("name", .string("scaffold")), ("version", .string(ScaffoldVersion.current))])),
            ("summary", .object([
                ("files", .number(report.files.count)),
                ("errors", .number(report.errorCount)),
                ("warnings", .number(report.warningCount)),
            ])),
            ("findings", .array(findings)),
        ]).serialized(pretty: true) + "\n"
    }
}

/// The `github` reporter: workflow commands that GitHub Actions turns into annotations.
enum GitHubReport {
    /// The report as workflow commands, one a finding.
    static func format(_ report: LintReport) -> String {
        report.diagnostics.map { diagnostic in
            let location = diagnostic.location
            let rule = diagnostic.ruleID ?? "scaffold"
            var properties = "file=\(property(location.file)),line=\(location.line),col=\(location.column)"
            if let end = diagnostic.end { properties += ",endLine=\(end.line),endColumn=\(end.column)" }
            properties += ",title=\(property(rule))"
            return "::\(diagnostic.severity.rawValue) \(properties)::\(data(diagnostic.message + " (" + rule + ")"))\n"
        }.joined()
    }

    /// Escapes a command's message (`%`, CR, LF), as the workflow-command format requires:
    /// an ASCII text in one pass over its bytes (Foundation's `replacingOccurrences`, once
    /// per character escaped, made this reporter cost more than the lint); any other text
    /// as before, through Foundation, which leaves a `%` or `,` that a combining mark
    /// follows as it is (it compares characters, not bytes).
    static func data(_ text: String) -> String {
        guard text.isASCII else { return foundationData(text) }
        return text.escapingASCII { byte in
            switch byte {
            case UInt8(ascii: "%"): "%25"
            case UInt8(ascii: "\r"): "%0D"
            case UInt8(ascii: "\n"): "%0A"
            default: nil
            }
        }
    }

    /// Escapes a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        guard text.isASCII else {
            return foundationData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return text.escapingASCII { byte in
            switch byte {
            case UInt8(ascii: "%"): "%25"
            case UInt8(ascii: "\r"): "%0D"
            case UInt8(ascii: "\n"): "%0A"
            case UInt8(ascii: ":"): "%3A"
            case UInt8(ascii: ","): "%2C"
            default: nil
            }
        }
    }

    /// `data(_:)` through Foundation, for text that is not ASCII.
    private static func foundationData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }
}

/// The `summary` reporter: counts per rule, most first.
enum SummaryReport {
    /// The report as a table of counts.
    static func format(_ report: LintReport) -> String {
        var counts: [String: (severity: Severity, count: Int)] = [:]
        for diagnostic in report.diagnostics {
            let id = diagnostic.ruleID ?? "-"
            counts[id, default: (diagnostic.severity, 0)].count += 1
            if diagnostic.severity == .error { counts[id]?.severity = .error }
        }
        let rows = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        let width = max("rule".count, rows.map(\.key.count).max() ?? 0)
        var lines = ["\("rule".padding(width))  severity  count"]
        lines += rows.map { "\($0.key.padding(width))  \($0.value.severity.rawValue.padding(8))  \(String($0.value.count).leftPadded(5))" }
        // One total: the counts by severity are on the command's last line.
        lines.append("\("total".padding(width))            \(String(report.diagnostics.count).leftPadded(5))")
        return lines.joined(separator: "\n") + "\n"
    }
}
