import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold spec NAME`: prints (or writes) a commented starter spec.
enum SpecCommand: Command {
    /// `--write`: write the spec instead of printing it.
    static let write = Flag("write", help: "Write it to <specs>/<name>.screen.yml instead of printing it.")
    /// `--force`: overwrite a spec that exists.
    static let force = SharedOptions.force.help("With --write: overwrite an existing spec.")

    static let spec = CommandSpec(
        name: "spec",
        abstract: "Print a commented starter spec for a screen.",
        arguments: [.init(name: "name", help: "The screen's name, e.g. Login.", required: true)],
        options: [.flag(write), .flag(force), .option(SharedOptions.config)],
        discussion: """
        EXAMPLES:
          scaffold spec Login > Login.screen.yml
          scaffold spec Login --write && scaffold screen Login
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let name = arguments.positionals[0]
        if let problem = SwiftName.problem(with: name, as: "the screen's name", upper: true) {
            throw UsageError(problem)
        }
        let config = try CLI.loadConfig(arguments[SharedOptions.config], console: console)
        let templates = try TemplateSet.load(overrides: config.templates.map(config.resolve), displayDirectory: config.templates)
        let text = try ScreenGenerator.starterSpec(screen: name, templates: templates)
        guard arguments[write] else {
            console.outRaw(text)
            return ExitCode.success
        }
        var plan = FilePlan()
        plan.add(path: (config.resolve(config.specs) as NSString).appendingPathComponent("\(name).screen.yml"), contents: text)
        return try PlanWriter.apply(plan, mode: .write(force: arguments[force]), console: console)
    }
}
