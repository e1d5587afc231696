import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold add SCREEN --action … --output …`: adds to an existing screen in place.
enum AddCommand: Command {
    /// `--exhaustive-tests`: the `Outputs` snapshot into the view model's tests.
    static let exhaustiveTests = Flag("exhaustive-tests", help: "Add the Outputs snapshot to the view model's tests, so that the tests add writes from now on check that no other output changes (the existing tests are left as they are).")

    static let spec = CommandSpec(
        name: "add",
        abstract: "Add actions, outputs, dependencies, responder actions or routes to an existing screen, in place, with their tests.",
        arguments: [.init(name: "screen", help: "The screen's name (e.g. Login), or the view model's file.", required: true)],
        options: [
            .option(ScreenCommand.dependency.help("A dependency: property, init parameter and assignment, in the view model and the router, and in every construction scaffold can see.")),
            .option(ScreenCommand.output.help("An output, in the Output section.")),
            .option(ScreenCommand.action.help("An action: its case, its reducer case and its test, e.g. \"retry -> send load\".")),
            .option(ScreenCommand.responder.help("A responder action: its case, the router's handling and its test, e.g. \"done -> dismiss\".")),
            .option(ScreenCommand.route.help("A route: its case, its destination and its test, e.g. \"detail(Item)\".")),
            .option(ScreenCommand.sample.help("A sample value for a custom type the new tests need.")),
            .flag(exhaustiveTests),
            .option(SharedOptions.config), .flag(SharedOptions.dryRun), .flag(SharedOptions.diff), .flag(SharedOptions.allowOutside),
        ],
        conflicts: [(["dry-run", "diff"], "both only show what would change; choose one")],
        discussion: """
        Each addition is inserted where the anatomy puts it, with what `scaffold screen`
        would write for it (the same reducer case, the same test, the same samples); nothing
        else in the files changes: hand-written code, comments, formatting and line endings
        stay as they are. Adding what is already there says so and changes nothing; an
        addition that conflicts with the code (an action of that name with other values) is
        an error that names both places. Every file changes, or none.

        EXAMPLES:
          scaffold add Login --action "forgotPassword -> respond forgotPassword" --responder "forgotPassword -> present reset" --route reset
          scaffold add Login --output "isBusy: Bool = false" --dependency "analytics: Analytics" --sample "Analytics=Analytics()"
          scaffold add Login --action retry --diff
          scaffold add Login --exhaustive-tests
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let target = arguments.positionals[0]
        guard ScreenCommand.specOptions.contains(where: { !arguments.all($0).isEmpty }) || arguments[exhaustiveTests] else {
            throw UsageError("nothing to add: give --action, --output, --dependency, --responder, --route or --exhaustive-tests")
        }
        let config = try CLI.loadConfig(arguments, console: console, confining: [.sources, .tests, .specs, .templates], fakes: true, project: true)
        return try FolderLock.holding(config.root, timeout: console.lockTimeout, waiting: { console.err($0) }) {
            try Workspace.opening(Workspace(root: config.root)) { try add(arguments, target: target, config: config, console: console) }
        }
    }

    /// The command, with the config loaded and the repository locked.
    static func add(_ arguments: ParsedArguments, target: String, config: ScaffoldConfig, console: Console) throws -> Int32 {
        guard let planned = try ScreenAddition.plan(target, flags: { try FlagSpec.node(screen: $0, arguments: arguments) }, exhaustiveTests: arguments[exhaustiveTests],
                                                    config: config, console: console) else {
            return ExitCode.success
        }
        // The edits are the point: existing files are replaced by their edited versions.
        let mode = WriteMode(arguments)
        let status = try PlanWriter.apply(planned.plan, mode: mode.forcing(true), console: console, editing: true, config: config)
        // The switches over the extended enums that add does not edit: each named.
        if status == ExitCode.success { planned.noteOtherSwitches(config: config, console: console) }
        return status
    }
}
