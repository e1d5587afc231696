import ScaffoldLint
import ScaffoldSupport
import ScaffoldSyntax

/// The XML reporters: JUnit and Checkstyle.
enum XMLReports {
    /// JUnit: one test suite, one test case per linted file, failing with its findings
    /// (errors are failures; warnings are failures only with their severity in the text).
    static func junit(_ report: LintReport) -> String {
        let byFile = Dictionary(grouping: report.diagnostics, by: \.location.file)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"scaffold lint\" tests=\"\(report.files.count)\" failures=\"\(byFile.count)\">",
            "  <testsuite name=\"scaffold lint\" tests=\"\(report.files.count)\" failures=\"\(byFile.count)\">",
        ]
        for file in report.files {
            guard let findings = byFile[file] else {
                lines.append("    <testcase classname=\"scaffold.lint\" name=\"\(file.escapedForXML)\"/>")
                continue
            }
            lines.append("    <testcase classname=\"scaffold.lint\" name=\"\(file.escapedForXML)\">")
            let text = findings.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue): \($0.message) (\($0.ruleID ?? "-"))" }.joined(separator: "\n")
            let count = findings.count
            lines.append("      <failure message=\"\(count) finding\(count == 1 ? "" : "s")\" type=\"\(findings.contains { $0.severity == .error } ? "error" : "warning")\">\(text.escapedForXML)</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Checkstyle 4.3: one `<file>` per file with findings, one `<error>` per finding.
    static func checkstyle(_ report: LintReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        let byFile = Dictionary(grouping: report.diagnostics, by: \.location.file)
        for file in byFile.keys.sorted() {
            lines.append("  <file name=\"\(file.escapedForXML)\">")
            for diagnostic in byFile[file] ?? [] {
                let location = diagnostic.location
                lines.append("    <error line=\"\(location.line)\" column=\"\(location.column)\" severity=\"\(diagnostic.severity.rawValue)\" message=\"\(diagnostic.message.escapedForXML)\" source=\"scaffold.\((diagnostic.ruleID ?? "lint").escapedForXML)\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
