import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

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

        The hook runs this binary (or --scaffold), else `scaffold` on PATH. Where neither is
        installed it stops the commit and says how to install scaffold or skip the hook;
        with SCAFFOLD_HOOK_OPTIONAL=1 in the environment it lets the commit through, with a
        warning.
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
        let binary = arguments[self.binary].map(console.absolute) ?? currentBinary() ?? "scaffold"
        let script = hookScript(binary: binary)
        if (try? FileStatus.entry(at: hook)) != nil, !arguments[force] {
            // The hook this command writes, already there: run again, it changes nothing.
            if FileManager.default.contents(atPath: hook) == Data(script.utf8) {
                console.out("unchanged \(console.display(hook))")
                return ExitCode.success
            }
            console.err("error: \(console.display(hook)) exists; nothing was written. Run with --force to replace it, or call `scaffold lint --staged` from your own hook.")
            return ExitCode.usage
        }
        var plan = FilePlan()
        plan.add(path: hook, contents: script, permissions: 0o755)
        try plan.write()
        console.out("installed \(console.display(hook))")
        console.err("The hook lints staged Swift files on every commit; skip it once with `git commit --no-verify`.")
        return ExitCode.success
    }

    /// The hook: runs `binary`, or `scaffold` on PATH. When neither is there (a teammate
    /// who has not installed scaffold), it says what is missing, how to install it and how
    /// to skip the hook once, and stops the commit: a hook that let it through would let
    /// unlinted code in unnoticed. `SCAFFOLD_HOOK_OPTIONAL=1` lets such commits through,
    /// with a warning.
    static func hookScript(binary: String) -> String {
        """
        #!/bin/sh
        # Installed by `scaffold install-hook`: lints the staged Swift files before each commit.
        # Skip it once with `git commit --no-verify`.
        scaffold='\(binary.replacingOccurrences(of: "'", with: "'\\''"))'
        wanted=$scaffold
        case $scaffold in
            /*) [ -x "$scaffold" ] || scaffold= ;;
            *) scaffold= ;;
        esac
        [ -n "$scaffold" ] || scaffold=$(command -v scaffold) || scaffold=
        if [ -z "$scaffold" ]; then
            if [ "${SCAFFOLD_HOOK_OPTIONAL:-}" = 1 ]; then
                echo "warning: scaffold is not installed (looked for $wanted, and on PATH), so the staged Swift files were not linted; SCAFFOLD_HOOK_OPTIONAL=1 lets the commit through." >&2
                exit 0
            fi
            echo "error: this repository's pre-commit hook lints with scaffold, which is not installed here (looked for $wanted, and on PATH); the commit was stopped." >&2
            echo 'Install scaffold (its README, section Install: Homebrew, a release archive, or `make install` from a clone) and commit again.' >&2
            echo 'To commit once without the hook: git commit --no-verify. To let commits through where scaffold is missing: export SCAFFOLD_HOOK_OPTIONAL=1.' >&2
            exit 1
        fi
        exec "$scaffold" lint --staged

        """
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
