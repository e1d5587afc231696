import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold rules`: the rule catalog.
enum RulesCommand: Command {
    static let spec = CommandSpec(
        name: "rules",
        abstract: "List the lint rules: id, default severity and what each asks for.",
        options: [],
        discussion: "`scaffold explain ID` prints a rule's reason and examples."
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let descriptions = AllRules.descriptions
        let width = descriptions.map(\.name.count).max() ?? 0
        for rule in descriptions {
            console.out("\(rule.name.padding(width))  \(rule.severity.rawValue.padding(7))  \(rule.summary)")
        }
        return ExitCode.success
    }

    /// The markdown table of rules the README carries (kept in sync by a test).
    static var markdownTable: String {
        var lines = ["| id | default | what it asks |", "|---|---|---|"]
        for rule in AllRules.descriptions {
            lines.append("| `\(rule.name)` | \(rule.severity.rawValue) | \(rule.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
