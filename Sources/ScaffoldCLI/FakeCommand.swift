import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold fake PROTOCOL…`: writes a fake for each protocol the source folders declare.
enum FakeCommand: Command {
    /// `--check`: write nothing; exit 1 when a fake is missing or out of date.
    static let check = Flag("check", help: "Write nothing; exit 1 when a fake is missing or differs from what its protocol makes (a CI gate).")
    /// `--force`: replace a file scaffold did not write.
    static let force = SharedOptions.force.help("Replace a file of the fake's name that scaffold did not write.")

    static let spec = CommandSpec(
        name: "fake",
        abstract: "Write a fake for each protocol: it records calls and answers with what a test or preview stubs.",
        arguments: [.init(name: "protocol", help: "Protocols the app declares, e.g. AuthService.", required: true, variadic: true)],
        options: [.option(ScreenCommand.module), .option(SharedOptions.config), .flag(check), .flag(force), .flag(SharedOptions.dryRun), .flag(SharedOptions.diff),
                  .flag(SharedOptions.allowOutside)],
        conflicts: [(["dry-run", "diff"], "both only show what would change; choose one"), (["check", "force"], "--check writes nothing")],
        discussion: """
        The protocols are read from the repository's Swift files outside its tests (one
        declared in the config's sources folder wins over another of its name elsewhere),
        so a protocol the module keeps in a folder of its own is found. Each fake is a final class
        named by `fakes.naming` (Fake{name}), written to `fakes.folder` (default <tests>/Fakes),
        or, when `fakes.previews` names a folder of the app target, there inside #if DEBUG, so
        that previews can use it too. A fake is generated code: running the command again
        rewrites it from the protocol (its first line says so); a file of that name that
        scaffold did not write is replaced only with --force. A protocol scaffold cannot fake
        (an associated type without a default, Self, a static or subscript requirement, a
        where clause, an inherited protocol it cannot read) is refused with the requirement's
        place, and nothing is written.

        EXAMPLES:
          scaffold fake AuthService
          scaffold fake AuthService CatalogService --diff
          scaffold fake AuthService --check
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let config = try CLI.loadConfig(arguments, console: console, confining: [.sources], fakes: true, project: true)
        return try FolderLock.holding(config.root, timeout: console.lockTimeout, waiting: { console.err($0) }) {
            try Workspace.opening(Workspace(root: config.root)) {
                try write(names: arguments.positionals, arguments: arguments, config: config, console: console)
            }
        }
    }

    /// Writes (or checks, or shows) the fakes of `names`, with the config loaded and the repository locked.
    static func write(names: [String], arguments: ParsedArguments, config: ScaffoldConfig, console: Console) throws -> Int32 {
        for name in names where !SwiftName.isIdentifier(name) {
            throw UsageError("'\(name)' is not a protocol name")
        }
        let index = ScreenFakes.protocols(config: config, sources: config.resolve(config.sources))
        let (plan, refusals) = try FakePlan.make(names: names, index: index, config: config, module: arguments[ScreenCommand.module], console: console)
        if !refusals.isEmpty {
            for refusal in refusals {
                for message in refusal.messages {
                    console.err(message.contains(": error: ") ? message : "error: \(refusal.name): \(message)")
                }
            }
            console.err("Nothing was written.")
            return ExitCode.usage
        }
        if arguments[check] {
            let stale = plan.items.filter { $0.change != .unchanged }
            for item in stale { console.err("\(console.display(item.path)): \(item.change == .create ? "missing" : "out of date"); run `scaffold fake \(names.joined(separator: " "))`") }
            return stale.isEmpty ? ExitCode.success : ExitCode.findings
        }
        let foreign = plan.overwrites.filter { !($0.existing ?? "").hasPrefix(FakeRenderer.header) }
        if !foreign.isEmpty, !arguments[force], case .write = WriteMode(arguments) {
            console.err("error: \(foreign.count == 1 ? "a file" : "\(foreign.count) files") of a fake's name exist\(foreign.count == 1 ? "s" : "") and scaffold did not write \(foreign.count == 1 ? "it" : "them"); nothing was written:")
            for item in foreign { console.err("  \(console.display(item.path))") }
            console.err("Rename or move \(foreign.count == 1 ? "it" : "them"), or run with --force to replace \(foreign.count == 1 ? "it" : "them").")
            return ExitCode.usage
        }
        let mode = WriteMode(arguments).forcing(true)
        return try PlanWriter.apply(plan, mode: mode, console: console, editing: true, config: config)
    }
}
