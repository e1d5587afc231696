import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold spec NAME`: prints (or writes) a commented starter spec; `--from` prints the
/// spec of a screen that exists, read from its code.
enum SpecCommand: Command {
    /// `--from NAME|FILE`: the spec of an existing screen.
    static let from = Option<String>("from", "screen", help: "Print the spec of an existing screen, read from its code: a screen's name, or the view model's file.")
    /// `--json`: the spec as JSON.
    static let json = Flag("json", help: "With --from: print JSON instead of YAML.")
    /// `--write`: write the spec instead of printing it.
    static let write = Flag("write", help: "Write it to <specs>/<name>.screen.yml instead of printing it.")
    /// `--force`: overwrite a spec that exists.
    static let force = SharedOptions.force.help("With --write: overwrite an existing spec.")

    static let spec = CommandSpec(
        name: "spec",
        abstract: "Print a commented starter spec for a screen, or the spec of a screen that exists.",
        arguments: [.init(name: "name", help: "The screen's name, e.g. Login (optional with --from).", required: false)],
        options: [.option(from), .flag(json), .flag(write), .flag(force), .option(SharedOptions.config), .flag(SharedOptions.allowOutside)],
        conflicts: [(["json", "write"], "--write writes YAML to <specs>/<name>.screen.yml")],
        discussion: """
        With --from, the spec is read from the screen's code: dependencies, outputs, actions
        and what each reducer case does, responder actions and what the router does, routes,
        and the samples the tests build. A case scaffold reads as custom code has no effect in
        the spec (a comment says so); what scaffold cannot be sure of is noted on standard error.

        EXAMPLES:
          scaffold spec Login > Login.screen.yml
          scaffold spec Login --write && scaffold screen Login
          scaffold spec --from Login
          scaffold spec --from App/Screens/Login/LoginViewModel.swift --json
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        if let source = arguments[from] {
            return try printExisting(source, arguments: arguments, console: console)
        }
        guard let name = arguments.positionals.first else {
            throw UsageError("missing <name>: the screen's name, e.g. `scaffold spec Login` (or --from an existing screen)")
        }
        if let problem = SwiftName.problem(with: name, as: "the screen's name", upper: true) {
            throw UsageError(problem)
        }
        let config = try CLI.loadConfig(arguments, console: console, confining: arguments[write] ? [.specs] : [], project: true)
        let templates = try config.loadTemplates()
        return try output(ScreenGenerator.starterSpec(screen: name, templates: templates), screen: name, config: config, arguments: arguments, console: console)
    }

    /// Prints `text`, or with `--write` writes it as the spec of `screen` in the spec folder.
    static func output(_ text: String, screen: String, config: ScaffoldConfig, arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments[write] else {
            console.outRaw(text)
            return ExitCode.success
        }
        var plan = config.plan()
        plan.add(path: (config.resolve(config.specs) as NSString).appendingPathComponent("\(screen).screen.yml"), contents: text)
        return try PlanWriter.apply(plan, mode: .write(force: arguments[force]), console: console)
    }

    /// `--from`: the spec of an existing screen, printed or written.
    static func printExisting(_ source: String, arguments: ParsedArguments, console: Console) throws -> Int32 {
        if let name = arguments.positionals.first, name != source {
            throw UsageError("give the screen once: `scaffold spec --from \(source)`")
        }
        let config = try CLI.loadConfig(arguments, console: console, confining: arguments[write] ? [.specs] : [], project: true)
        let screen = try ScreenLookup.read(source, config: config, console: console)
        ScreenLookup.printNotes(screen, config: config, console: console)
        let (spec, comments) = screen.spec(file: screen.viewModel.file.path)
        if arguments[json] {
            console.outRaw(SpecWriter.json(spec))
            return ExitCode.success
        }
        return try output(SpecWriter.yaml(spec, comments: comments), screen: screen.name, config: config, arguments: arguments, console: console)
    }
}
