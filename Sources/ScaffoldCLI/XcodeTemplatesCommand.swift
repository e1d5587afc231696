import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldWorkspace

/// `scaffold xcode-templates export [DIR]`: Xcode file templates made from scaffold's
/// templates (with the repository's overrides), so that File ▸ New ▸ File… writes what
/// `scaffold screen` writes.
enum XcodeTemplatesCommand: Command {
    /// `--force`: overwrite template files that exist and differ.
    static let force = SharedOptions.force.help("Overwrite template files that exist and differ.")

    /// Where Xcode looks for the user's file templates; scaffold's go in a group of their own.
    static func defaultFolder(home: String) -> String {
        (home as NSString).appendingPathComponent("Library/Developer/Xcode/Templates/File Templates/scaffold")
    }

    static let spec = CommandSpec(
        name: "xcode-templates",
        abstract: "Export Xcode file templates (Screen, Screen Tests, Router, Responder) made from scaffold's templates.",
        arguments: [
            .init(name: "action", help: "export.", required: true),
            .init(name: "dir", help: "The folder to write the .xctemplate folders to (default: ~/Library/Developer/Xcode/Templates/File Templates/scaffold).", required: false),
        ],
        options: [.flag(force), .option(SharedOptions.config), .flag(SharedOptions.dryRun), .flag(SharedOptions.allowOutside)],
        discussion: """
        The templates are rendered from the built-in templates and the repository's
        overrides (`templates:` in .scaffold.yml), with its platform, previews and naming.
        Xcode asks for the screen's name, the style, the tests' framework (or none) and the
        module the tests import; what it writes is byte for byte what `scaffold screen`
        writes for the starter spec of that name (`scaffold spec NAME`). Export again after
        changing the templates or the config.

        EXAMPLES:
          scaffold xcode-templates export
          scaffold xcode-templates export build/XcodeTemplates --dry-run
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.positionals[0] == "export" else {
            let other = arguments.positionals[0]
            throw UsageError("unknown action '\(other)'\(Suggestion.didYouMean(other, in: ["export"])); use export")
        }
        // The templates are read inside the repository; they are written where Xcode looks
        // for them (or to the folder given), outside it by design.
        let config = try CLI.loadConfig(arguments, console: console, confining: [], project: true)
        let folder: String
        if let given = arguments.positionals.dropFirst().first {
            folder = console.absolute(given)
        } else if let home = console.environment["HOME"], !home.isEmpty {
            folder = defaultFolder(home: home)
        } else {
            throw UsageError("missing <dir>: HOME is not set, so the Xcode templates folder is unknown; give the folder to export to")
        }
        let templates = try config.loadTemplates()
        for warning in templates.warnings { console.err("warning: \(warning)") }
        let settings = FlowScreens.settings(module: config.module ?? "", spec: nil, config: config)
        let files: [XcodeTemplates.File]
        do {
            files = try XcodeTemplates.export(settings: settings, templates: templates)
        } catch let error as XcodeTemplates.XcodeTemplateError {
            throw InputError(error.message)
        }
        var plan = FilePlan()
        for file in files { plan.add(path: (folder as NSString).appendingPathComponent(file.path), contents: file.contents) }
        let mode = WriteMode(dryRun: arguments[SharedOptions.dryRun], diff: false, force: arguments[force])
        let code = try PlanWriter.apply(plan, mode: mode, console: console)
        if code == ExitCode.success, !mode.isDryRun {
            console.err("Xcode shows them under File ▸ New ▸ File…, in the section 'scaffold' (restart Xcode if it is open).")
        }
        return code
    }
}
