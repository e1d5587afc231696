import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax

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
        let width = descriptions.map(\.id.count).max() ?? 0
        for rule in descriptions {
            console.out("\(rule.id.padding(width))  \(rule.severity.rawValue.padding(7))  \(rule.summary)")
        }
        return ExitCode.success
    }

    /// The markdown table of rules the README carries (kept in sync by a test).
    static var markdownTable: String {
        var lines = ["| id | default | what it asks |", "|---|---|---|"]
        for rule in AllRules.descriptions {
            lines.append("| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `scaffold explain ID`: one rule's reason and examples.
enum ExplainCommand: Command {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain a lint rule: why it exists, and code that triggers it and code that does not.",
        arguments: [.init(name: "id", help: "The rule's id, e.g. vm_output_private_set.", required: true)],
        options: []
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let id = arguments.positionals[0]
        let descriptions = AllRules.descriptions
        guard let rule = descriptions.first(where: { $0.id == id }) else {
            throw UsageError("no rule '\(id)'\(Suggestion.didYouMean(id, in: descriptions.map(\.id))); `scaffold rules` lists them")
        }
        console.out("\(rule.id) (\(rule.severity.rawValue) by default)")
        console.out("")
        console.out(rule.summary)
        console.out("")
        console.out(rule.rationale)
        for (title, examples) in [("Triggers (↓ marks each finding):", rule.triggering), ("Does not trigger:", rule.nonTriggering)] {
            console.out("")
            console.out(title)
            for example in examples {
                console.out("")
                console.out(example.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
            }
        }
        return ExitCode.success
    }
}

/// `scaffold reporters`: the report formats of `scaffold lint --reporter`.
enum ReportersCommand: Command {
    static let spec = CommandSpec(
        name: "reporters",
        abstract: "List the report formats of `scaffold lint --reporter`.",
        options: []
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let width = Reporter.allCases.map(\.rawValue.count).max() ?? 0
        for reporter in Reporter.allCases {
            console.out("\(reporter.rawValue.padding(width))  \(reporter.summary)")
        }
        return ExitCode.success
    }
}
