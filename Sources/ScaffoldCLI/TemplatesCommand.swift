import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold templates export DIR`: copies the built-in templates, to override them.
enum TemplatesCommand: Command {
    /// `--force`: overwrite templates that exist.
    static let force = SharedOptions.force.help("Overwrite templates that exist and differ.")

    static let spec = CommandSpec(
        name: "templates",
        abstract: "List the built-in templates, or export them to a folder to override them.",
        arguments: [
            .init(name: "action", help: "list, or export.", required: true),
            .init(name: "dir", help: "With export: the folder to write to (default: the config's templates).", required: false),
        ],
        options: [.flag(force), .option(SharedOptions.config), .flag(SharedOptions.allowOutside)],
        discussion: """
        A repository overrides a template by putting a file of the same name in the folder
        that `templates:` in .scaffold.yml names; the built-ins fill in the rest.

        EXAMPLES:
          scaffold templates list
          scaffold templates export Templates/scaffold
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        switch arguments.positionals[0] {
        case "list":
            for name in TemplateSet.names { console.out(name) }
            return ExitCode.success
        case "export":
            // A folder given here is the user's choice; the config's stays in the repository.
            let given = arguments.positionals.dropFirst().first
            let config = try CLI.loadConfig(arguments, console: console, confining: given == nil ? [.templates] : [], commandLine: [given])
            guard let folder = given.map(console.absolute) ?? config.templates.map(config.resolve) else {
                throw UsageError("missing <dir>: the folder to export the templates to (or set `templates:` in .scaffold.yml)")
            }
            var plan = config.plan()
            for name in TemplateSet.names {
                plan.add(path: (folder as NSString).appendingPathComponent(name), contents: TemplateSet.builtIn.source(name) ?? "")
            }
            return try PlanWriter.apply(plan, mode: .write(force: arguments[force]), console: console)
        case let other:
            throw UsageError("unknown action '\(other)'\(Suggestion.didYouMean(other, in: ["list", "export"])); use list or export")
        }
    }
}
