import Foundation
import ScaffoldModel
import ScaffoldProject
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold init`: writes a commented `.scaffold.yml` from what the repository's Xcode
/// project or package says.
enum InitCommand: Command {
    /// `--target`: the app target, among several.
    static let target = Option<String>("target", "name", help: "The app target new screens join, when the project has several.")

    static let spec = CommandSpec(
        name: "init",
        abstract: "Write a commented .scaffold.yml from the Xcode project or package: targets, folders, module, iOS version, test framework.",
        arguments: [],
        options: [.option(target), .flag(SharedOptions.dryRun)],
        discussion: """
        scaffold reads the repository's Xcode project (inside a workspace or not), XcodeGen
        project.yml or Package.swift, and writes what it would otherwise guess on every run:
        the app target (`target:`), where new screens and their tests go (`sources:`,
        `tests:`), the module the tests import, the deployment target, the test framework the
        tests use, and the default isolation. Each setting has a comment saying where it came
        from. An existing .scaffold.yml is never replaced: --dry-run prints what init would
        write, to compare.

        EXAMPLES:
          scaffold init --dry-run
          scaffold init
          scaffold init --target MyApp
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let root = console.workingDirectory
        let path = (root as NSString).appendingPathComponent(ScaffoldConfig.fileName)
        let workspace = Workspace(root: root)
        // The app target the existing config chose, unless --target names another.
        let chosen = arguments[target] ?? (FileManager.default.fileExists(atPath: path)
            ? (try? ScaffoldConfig.load(path: path, displayPath: console.display(path)))?.target : nil)
        let layout: ProjectLayout?
        do {
            layout = try ProjectLayout.read(root: root, target: chosen, workspace: workspace, display: console.display)
        } catch let error as ProjectLayout.Ambiguous {
            guard let first = error.choices.first else { throw UsageError(error.message) }
            throw UsageError("the project has \(error.choices.count) app targets (\(error.choices.joined(separator: ", "))): choose the one new screens join with --target, e.g. `scaffold init --target \(first.contains(" ") ? "\"\(first)\"" : first)`")
        }
        let discovered = layout?.discovered ?? ProjectLayout.nearest(ProjectDiscovery.discover(root: root))
        let text = ConfigDraft.render(layout: layout, discovered: discovered, root: root)
        for warning in layout?.warnings ?? [] { console.err("warning: \(warning)") }
        for note in layout?.notes ?? [] { console.err("note: \(note)") }
        if arguments[SharedOptions.dryRun] {
            console.outRaw(text)
            return ExitCode.success
        }
        if FileManager.default.fileExists(atPath: path) {
            let same = (try? FileReader.read(path)) == Array(text.utf8)
            console.err(same ? "unchanged \(console.display(path))"
                             : "error: \(console.display(path)) exists; scaffold init does not replace it: `scaffold init --dry-run` prints what it would write, to compare")
            return same ? ExitCode.success : ExitCode.usage
        }
        var plan = FilePlan()
        plan.confine(to: [ScaffoldConfig.repositoryRoot(from: root) ?? root], advice: "run scaffold init inside the repository")
        plan.add(path: path, contents: text)
        return try PlanWriter.apply(plan, mode: .write(force: false), console: console)
    }
}
