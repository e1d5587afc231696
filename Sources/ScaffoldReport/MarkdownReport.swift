import ScaffoldLint
import ScaffoldSupport
import ScaffoldSyntax

/// The `markdown` reporter: a pull-request comment (GitHub Flavored Markdown, which
/// GitLab and Bitbucket render too): a heading with the counts, a table of findings, and
/// the counts per rule folded away. A comment is at most 65,536 characters on GitHub, so
/// the table stops before that and says how many findings it left out.
enum MarkdownReport {
    /// Where the findings table stops growing, leaving room for the rest of the comment.
    static let tableBudget = 60_000

    /// The heading every markdown report starts with.
    static let heading = "### scaffold lint"

    /// The report as Markdown.
    static func format(_ report: LintReport, tableBudget: Int = tableBudget) -> String {
        let files = "\(report.files.count) file\(report.files.count == 1 ? "" : "s")"
        guard !report.diagnostics.isEmpty else {
            return "\(heading): no findings\n\nLinted \(files); every one follows the architecture's rules.\n"
        }
        let (errors, warnings) = (report.errorCount, report.warningCount)
        var text = "\(heading): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n\n"
        text += "Linted \(files). Errors fail the check; `scaffold explain RULE` says why a rule exists and how to follow it.\n\n"
        text += "| | Location | Rule | Finding |\n|---|---|---|---|\n"
        var shown = 0
        for diagnostic in report.diagnostics {
            let location = diagnostic.location
            let row = "| \(diagnostic.severity == .error ? "❌" : "⚠️") | \(code("\(location.file):\(location.line):\(location.column)")) | \(code(diagnostic.ruleID ?? "scaffold")) | \(cell(diagnostic.message)) |\n"
            if text.utf8.count + row.utf8.count > tableBudget { break }
            text += row
            shown += 1
        }
        if shown < report.diagnostics.count {
            let left = report.diagnostics.count - shown
            text += "\n… and \(left) more finding\(left == 1 ? "" : "s"), left out to fit a comment; run `scaffold lint` for all of them.\n"
        }
        var counts: [String: Int] = [:]
        for diagnostic in report.diagnostics { counts[diagnostic.ruleID ?? "scaffold", default: 0] += 1 }
        text += "\n<details><summary>Findings per rule</summary>\n\n| Rule | Findings |\n|---|---:|\n"
        for (rule, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            text += "| \(code(rule)) | \(count) |\n"
        }
        text += "\n</details>\n"
        return text
    }

    /// Text for a table cell: pipes escaped (GitHub splits cells at them, even in code),
    /// line breaks as `<br>`, and outside the message's own code spans `<`, `>` and `&` as
    /// entities (a message may name `Task<Void, Never>`, which would vanish as a tag;
    /// inside a code span an entity would show as written).
    static func cell(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inCode = false
        for character in text {
            switch character {
            case "`": inCode.toggle(); result.append(character)
            case "|": result += "\\|"
            case "<" where !inCode: result += "&lt;"
            case ">" where !inCode: result += "&gt;"
            case "&" where !inCode: result += "&amp;"
            case "\n", "\r\n", "\r": result += "<br>"
            default: result.append(character)
            }
        }
        return result
    }

    /// A code span around `text`, long enough that backticks inside it do not end it;
    /// pipes escaped (GitHub splits table cells at them even inside code).
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + padded.replacingOccurrences(of: "|", with: "\\|") + fence
    }
}
