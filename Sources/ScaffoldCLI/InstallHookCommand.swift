import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold install-hook`: a git pre-commit hook that lints the staged Swift files.
enum InstallHookCommand: Command {
    /// `--force`: replace a hook that exists.
    static let force = SharedOptions.force.help("Replace an existing pre-commit hook.")
    /// `--scaffold PATH`: the binary the hook runs.
    static let binary = Option<String>("scaffold", "path", help: "The scaffold binary the hook runs (default: this one, or `scaffold` on PATH).")

    static let spec = CommandSpec(
        name: "install-hook",
        abstract: "Install a git pre-commit hook that lints the staged Swift files.",
        options: [.flag(force), .option(binary)],
        discussion: """
        The hook runs `scaffold lint --staged`: a commit with failing findings is blocked and
        the findings are printed; a commit without Swift files runs nothing. Skip the hook
        for one commit with `git commit --no-verify`. Teams using the pre-commit framework
        can use the `scaffold-lint` hook of this repository's .pre-commit-hooks.yaml instead.
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let folder: String
        do {
            folder = try Git.hooksFolder(from: console.workingDirectory)
        } catch let failure as Git.Failure {
            throw UsageError("install-hook needs a git repository: \(failure.message)")
        }
        let hook = (folder as NSString).appendingPathComponent("pre-commit")
        if (try? FileStatus.entry(at: hook)) != nil, !arguments[force] {
            console.err("error: \(console.display(hook)) exists; nothing was written. Run with --force to replace it, or call `scaffold lint --staged` from your own hook.")
            return ExitCode.usage
        }
        let binary = arguments[self.binary].map(console.absolute) ?? currentBinary() ?? "scaffold"
        let script = """
        #!/bin/sh
        # Installed by `scaffold install-hook`: lints the staged Swift files before each commit.
        # Skip it once with `git commit --no-verify`.
        scaffold='\(binary.replacingOccurrences(of: "'", with: "'\\''"))'
        [ -x "$scaffold" ] || scaffold=scaffold
        exec "$scaffold" lint --staged

        """
        var plan = FilePlan()
        plan.add(path: hook, contents: script, permissions: 0o755)
        try plan.write()
        console.out("installed \(console.display(hook))")
        console.err("The hook lints staged Swift files on every commit; skip it once with `git commit --no-verify`.")
        return ExitCode.success
    }

    /// The absolute path of the running scaffold binary, when it can be found.
    static func currentBinary() -> String? {
        let path = CommandLine.arguments.first ?? ""
        guard path.contains("/") else { return nil }
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        let standardized = (absolute as NSString).standardizingPath
        guard (standardized as NSString).lastPathComponent == "scaffold", FileManager.default.isExecutableFile(atPath: standardized) else { return nil }
        return standardized
    }
}
