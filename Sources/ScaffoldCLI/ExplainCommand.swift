import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

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
        guard let rule = descriptions.first(where: { $0.name == id }) else {
            throw UsageError("no rule '\(id)'\(Suggestion.didYouMean(id, in: descriptions.map(\.name))); `scaffold rules` lists them")
        }
        console.out("\(rule.name) (\(rule.severity.rawValue) by default)")
        console.out("")
        console.out(rule.summary)
        console.out("")
        console.out(rule.rationale)
        for (title, examples) in [("Triggers (↓ marks each finding):", rule.triggering), ("Does not trigger:", rule.nonTriggering)] {
            console.out("")
            console.out(title)
            for example in examples {
                console.out("")
                if !example.config.isEmpty {
                    // The settings the example needs, as `.scaffold.yml` spells them.
                    console.out("    // with .scaffold.yml: lint:")
                    console.out(example.config.split(separator: "\n").map { "    //   " + $0 }.joined(separator: "\n"))
                }
                console.out(example.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
            }
        }
        return ExitCode.success
    }
}
