import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold app NAME`: writes an app's root (flows, tabs, deep links, the entry point, the
/// dependency container) and every screen its flows reach, from the app spec and the
/// screens' specs.
enum AppCommand: Command {
    /// `--spec FILE`: the app spec to read.
    static let specFile = Option<String>("spec", "file", help: "Read this app spec instead of <specs>/<name>.app.yml.")
    /// `--sources DIR`.
    static let sources = Option<String>("sources", "dir", help: "Write the sources below <dir> (default: the config's sources).")
    /// `--tests DIR`.
    static let tests = Option<String>("tests", "dir", help: "Write the tests below <dir> (default: the config's tests).")

    static let spec = CommandSpec(
        name: "app",
        abstract: "Write an app's root router, entry point and container, and every screen its flows reach.",
        arguments: [.init(name: "name", help: "The app's name, e.g. Shop. Optional with --spec.", required: false)],
        options: [.option(specFile), .option(SharedOptions.config), .option(sources), .option(tests),
                  .flag(SharedOptions.force), .flag(SharedOptions.yes), .flag(SharedOptions.dryRun), .flag(SharedOptions.diff), .flag(SharedOptions.allowOutside)],
        conflicts: [(["dry-run", "diff"], "each only shows what would be written; choose one")],
        discussion: """
        The app spec (<specs>/<name>.app.yml) names the flows the root switches between, the
        tabs of one of them, and which passed-up responder actions switch flows. Every screen
        a flow or tab shows, and every screen their routes open (`-> screen Name`), is read
        from <specs>/<Screen>.screen.yml and written as `scaffold screen` would, inside the
        app's navigation. Files are written all or none.

        Run again after the specs change, it updates the app in place: a new screen is
        written, a screen that exists gets what its spec adds (as `scaffold screen` does,
        keeping hand-written code), and the container gains the new dependencies, in
        Services.swift and where the entry point builds it. The root router, its tests and the
        entry point are edited the same way: what the new version adds is inserted, and a
        line you changed stays (with a note where scaffold would now write it otherwise).
        --force rewrites those root files whole, after listing the hand-written lines it
        drops and asking (screens are never rewritten; `scaffold screen Name --force` does that).

        EXAMPLES:
          scaffold app Shop
          scaffold app --spec Specs/Shop.app.yml --dry-run
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        // --spec, --sources and --tests are the user's choice (the app spec's folder, where
        // its screens' specs are read, too); the config's folders stay in the repository.
        let given: [ScaffoldConfig.PathSetting] = (arguments[sources] == nil ? [] : [.sources]) + (arguments[tests] == nil ? [] : [.tests])
        let specFolder = arguments[specFile].map { (console.absolute($0) as NSString).deletingLastPathComponent }
        let config = try CLI.loadConfig(arguments, console: console, confining: [.specs, .templates, .sources, .tests], overrides: given,
                                        commandLine: [arguments[sources], arguments[tests], specFolder], project: true)
        return try FolderLock.holding(config.root, timeout: console.lockTimeout, waiting: { console.err($0) }) {
            // One walk of the repository serves every screen the command reads.
            try Workspace.opening(Workspace(root: config.root)) { try run(arguments, config: config, console: console) }
        }
    }

    static func run(_ arguments: ParsedArguments, config: ScaffoldConfig, console: Console) throws -> Int32 {
        let specsFolder = config.resolve(config.specs)
        let path: String
        if let given = arguments[specFile] {
            path = console.absolute(given)
        } else if let name = arguments.positionals.first {
            path = (specsFolder as NSString).appendingPathComponent("\(name).app.yml")
            try config.checkRead(path, through: .specs, what: "app spec")
        } else {
            throw UsageError("missing <name>: the app's name, e.g. `scaffold app Shop` (or give --spec FILE)")
        }
        guard (try? FileStatus.entry(at: path)) != nil else {
            throw UsageError("the app spec \(console.display(path)) does not exist; write one (see docs/apps.md)")
        }
        let force = arguments[SharedOptions.force]
        let plan = try AppPlan.make(path: path, sources: arguments[sources].map(console.absolute) ?? config.resolve(config.sources),
                                    tests: arguments[tests].map(console.absolute) ?? config.resolve(config.tests), force: force, config: config, console: console)
        if force, let refused = DroppedLines.confirm(plan, arguments: arguments, console: console) { return refused }
        let mode = WriteMode(dryRun: arguments[SharedOptions.dryRun], diff: arguments[SharedOptions.diff], force: force)
        return try PlanWriter.apply(plan, mode: mode, console: console, config: config)
    }
}
