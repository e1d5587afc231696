import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// A subcommand: its interface and what it does.
protocol Command: SendableMetatype {
    /// The interface, used both to parse arguments and to print help.
    static var spec: CommandSpec { get }
    /// Runs with parsed arguments and returns the exit code.
    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32
    /// Whether the command ends when its work is done, so that, run as the whole process,
    /// what it is done with can be left to the process's exit (`BackgroundRelease`). A
    /// command that lives on (the language server) says no.
    static var endsWhenDone: Bool { get }
}

extension Command {
    /// Most commands do their work and end.
    static var endsWhenDone: Bool { true }
}

/// A subcommand in the command table.
struct CommandEntry: Sendable {
    /// The interface.
    let spec: CommandSpec
    /// What it does.
    let run: @Sendable (ParsedArguments, Console) throws -> Int32
    /// Whether it ends when its work is done (`Command.endsWhenDone`).
    let endsWhenDone: Bool

    /// Wraps a command type.
    init<C: Command>(_ command: C.Type) {
        spec = C.spec
        run = { try C.run($0, console: $1) }
        endsWhenDone = C.endsWhenDone
    }
}

/// The `scaffold` command line: finds the subcommand, runs it, and turns every error into
/// a message and exit code 2.
public enum CLI {
    /// The tool's version.
    public static let version = ScaffoldVersion.current

    /// Every command, in the order the overview lists them.
    static let commands: [CommandEntry] = [
        CommandEntry(InitCommand.self),
        CommandEntry(ScreenCommand.self),
        CommandEntry(AppCommand.self),
        CommandEntry(AddCommand.self),
        CommandEntry(SpecCommand.self),
        CommandEntry(FakeCommand.self),
        CommandEntry(TemplatesCommand.self),
        CommandEntry(XcodeTemplatesCommand.self),
        CommandEntry(LintCommand.self),
        CommandEntry(RulesCommand.self),
        CommandEntry(ExplainCommand.self),
        CommandEntry(ReportersCommand.self),
        CommandEntry(InstallHookCommand.self),
        CommandEntry(OutlineCommand.self),
        CommandEntry(MapCommand.self),
        CommandEntry(LSPCommand.self),
    ]

    /// Runs one command as the whole process (`main`): what the command is done with is
    /// left to the process's end, unless the command lives on (the language server).
    public static func runAsProcess(_ arguments: [String], console: Console = .standard()) -> Int32 {
        let command = arguments.first.flatMap { name in commands.first { $0.spec.name == name } }
        BackgroundRelease.leaveToProcessEnd(command?.endsWhenDone ?? true)
        return run(arguments, console: console)
    }

    /// Runs `scaffold` with `arguments` (without the program name).
    public static func run(_ arguments: [String], console: Console = .standard()) -> Int32 {
        let code = dispatch(arguments, console: console)
        if let failure = console.failure {
            console.err("error: \(failure)")
            return ExitCode.usage
        }
        return code
    }

    /// Finds the command and runs it; every error becomes a message and exit code 2.
    static func dispatch(_ arguments: [String], console: Console) -> Int32 {
        guard let name = arguments.first else {
            // No command is a usage error: the overview, on standard error, and exit 2.
            console.errRaw(overview)
            return ExitCode.usage
        }
        switch name {
        case "-h", "--help":
            console.outRaw(overview)
            return ExitCode.success
        case "help":
            guard let topic = arguments.dropFirst().first else {
                console.outRaw(overview)
                return ExitCode.success
            }
            guard let command = commands.first(where: { $0.spec.name == topic }) else {
                return usageError("no command named '\(topic)'\(Suggestion.didYouMean(topic, in: commands.map(\.spec.name)))", command: nil, console: console)
            }
            console.outRaw(command.spec.help)
            return ExitCode.success
        case "--version", "version":
            console.out(version)
            return ExitCode.success
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            let hint = Suggestion.didYouMean(name, in: commands.map(\.spec.name))
            return usageError("unknown command '\(name)'\(hint)", command: nil, console: console)
        }
        do {
            let parsed = try command.spec.parse(Array(arguments.dropFirst()))
            if parsed.wantsHelp {
                console.outRaw(command.spec.help)
                return ExitCode.success
            }
            return try command.run(parsed, console)
        } catch let error as UsageError {
            return usageError(error.message, command: command.spec.name, console: console)
        } catch let error as DiagnosticError {
            for diagnostic in error.diagnostics {
                console.err(diagnostic.xcodeDescription)
            }
            return ExitCode.usage
        } catch let error as InputError {
            console.err("error: \(error.message)")
            return ExitCode.usage
        } catch let error as FileWriteError {
            for problem in error.problems {
                console.err("error: \(console.display(problem.path)): \(problem.reason)")
            }
            console.err("Nothing was written.")
            return ExitCode.usage
        } catch {
            console.err("error: \(error)")
            return ExitCode.usage
        }
    }

    /// Prints a usage error with a pointer to the help, and returns exit code 2.
    static func usageError(_ message: String, command: String?, console: Console) -> Int32 {
        console.err("error: \(message)")
        console.err("Run 'scaffold \(command.map { "\($0) " } ?? "")--help' for usage.")
        return ExitCode.usage
    }

    /// The top-level help.
    static var overview: String {
        let width = commands.map(\.spec.name.count).max() ?? 0
        let rows = commands.map { "  \($0.spec.name.padding(width))  \($0.spec.abstract)" }
        return """
        OVERVIEW: Generate and check SwiftUI screens that follow the view-model architecture.

        USAGE: scaffold <command> [options]

        COMMANDS:
        \(rows.joined(separator: "\n"))

        OPTIONS:
          --version  Print the version.
          -h, --help Show this help; `scaffold help <command>` shows a command's.

        EXIT CODES: 0 success, 1 findings, 2 usage, config, input or I/O error.

        """
    }

    /// The config named by `--config`, or the nearest `.scaffold.yml`, or the defaults.
    /// `target`, the first path a command is given, is where the search starts: a path
    /// outside the working directory is linted with its own repository's config and root,
    /// never with the working directory's (whose tests would count for it). `others`, the
    /// other paths given, must all be inside the repository a target below the working
    /// directory is given (below).
    static func loadConfig(_ path: String?, console: Console, for target: String? = nil, others: [String] = []) throws -> ScaffoldConfig {
        if let path {
            let absolute = console.absolute(path)
            guard FileManager.default.fileExists(atPath: absolute) else {
                throw UsageError("the config file '\(path)' does not exist")
            }
            return try ScaffoldConfig.load(path: absolute, displayPath: console.display(absolute))
        }
        let start = target.map(Self.folder(of:)) ?? console.workingDirectory
        if let found = ScaffoldConfig.find(from: start) {
            return try ScaffoldConfig.load(path: found, displayPath: console.display(found))
        }
        let here = console.workingDirectory
        let below = here.hasSuffix("/") ? here : here + "/"
        if target != nil, start != here, !start.hasPrefix(below) {
            return ScaffoldConfig(root: ScaffoldConfig.repositoryRoot(from: start) ?? start)
        }
        // A target in a repository of its own below a working folder that is in none (`lint
        // app/Sources` from the folder that holds many checkouts) is linted with that
        // repository's tests, not with every test below the working folder, when every
        // path given is in it. A working folder inside a repository keeps it as the root
        // (a submodule's code is linted with the outer repository's tests, as before).
        if target != nil, let repository = ScaffoldConfig.repositoryRoot(from: start), repository.hasPrefix(below),
           ScaffoldConfig.repositoryRoot(from: here) == nil,
           others.allSatisfy({ Self.folder(of: $0) == repository || Self.folder(of: $0).hasPrefix(repository + "/") }) {
            return ScaffoldConfig(root: repository)
        }
        // In no repository at all, a target inside a project of its own (a folder holding
        // `Package.swift`, an Xcode project or workspace) below the working folder is linted
        // with that project's tests, not with every test below the working folder (`lint
        // Downloads/App/Sources` from the home folder read every test under it): the
        // outermost such folder from the target up to the working folder, when every path
        // given is in it. The working folder itself a project keeps it as the root.
        if target != nil, ScaffoldConfig.repositoryRoot(from: here) == nil, let project = Self.outermostProject(from: start, upTo: here),
           others.allSatisfy({ Self.folder(of: $0) == project || Self.folder(of: $0).hasPrefix(project + "/") }) {
            return ScaffoldConfig(root: project)
        }
        return ScaffoldConfig(root: here)
    }

    /// The outermost folder from `start` up to `top` (both included; `start` inside `top`)
    /// that holds a Swift package manifest, an Xcode project or an Xcode workspace, or nil.
    static func outermostProject(from start: String, upTo top: String) -> String? {
        let top = (top as NSString).standardizingPath
        var current = (start as NSString).standardizingPath
        guard current == top || current.hasPrefix(top == "/" ? "/" : top + "/") else { return nil }
        var found: String?
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if names.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { found = current }
            let parent = (current as NSString).deletingLastPathComponent
            guard current != top, parent != current, !parent.isEmpty else { return found }
            current = parent
        }
    }

    /// The config of a command that writes, or reads templates and specs, through the
    /// config's paths: loaded as above (`--config`), with `--allow-outside-repository` and
    /// the `folders` the user named on the command line taken in, and `settings` (with the
    /// fakes' folder's, when `fakes`) checked to stay inside the repository, but those the
    /// command line `overrides` (`--sources` instead of `sources:`). With `project`, the
    /// settings the config leaves unset come from the repository's Xcode project (its app
    /// target and unit-test target), with a note saying which.
    static func loadConfig(_ arguments: ParsedArguments, console: Console, confining settings: [ScaffoldConfig.PathSetting], fakes: Bool = false,
                           overrides: [ScaffoldConfig.PathSetting] = [], commandLine folders: [String?] = [], project: Bool = false) throws -> ScaffoldConfig {
        var config = try loadConfig(arguments[SharedOptions.config], console: console)
        if project {
            for line in try config.adoptProject(display: console.display) { console.err(line) }
        }
        config.allowsOutsideRepository = arguments[SharedOptions.allowOutside]
        for folder in folders.compactMap({ $0 }) { config.allow(commandLine: console.absolute(folder)) }
        var confined: [ScaffoldConfig.PathSetting] = []
        for setting in settings + (fakes ? config.fakeSettings : []) where !confined.contains(setting) && !overrides.contains(setting) {
            confined.append(setting)
        }
        try config.confine(confined)
        return config
    }

    /// `path` itself when it is a folder, else the folder holding it.
    static func folder(of path: String) -> String {
        var isFolder: ObjCBool = false
        let standard = (path as NSString).standardizingPath
        if FileManager.default.fileExists(atPath: standard, isDirectory: &isFolder), isFolder.boolValue { return standard }
        return (standard as NSString).deletingLastPathComponent
    }
}
