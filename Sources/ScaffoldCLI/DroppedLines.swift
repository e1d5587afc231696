import ScaffoldSupport
import ScaffoldWorkspace

/// What `--force` drops: the hand-written lines that rewriting files whole loses, listed,
/// and confirmed by a person (or `--yes`) before anything is written.
enum DroppedLines {
    /// With `--force` on files that exist: lists the hand-written lines the rewrite drops,
    /// then asks a person at a terminal to confirm, or wants `--yes` when no one is there.
    /// Returns nil to go on, or the exit code when the drop is not confirmed (nothing is
    /// written then). Only a write asks: `--dry-run` and `--diff` list the lines and go on.
    static func confirm(_ plan: FilePlan, arguments: ParsedArguments, console: Console) -> Int32? {
        // A plan that cannot be written at all says why first (nothing is written either way).
        guard plan.problems.isEmpty else { return nil }
        let dropped = list(plan, console: console)
        guard dropped > 0, !arguments[SharedOptions.dryRun], !arguments[SharedOptions.diff], !arguments[SharedOptions.yes] else { return nil }
        let lines = "\(dropped) hand-written line\(dropped == 1 ? "" : "s")"
        if console.isInteractive {
            if console.confirm("--force drops the \(lines) listed above. Drop them?") { return nil }
            console.err("Nothing was written. Without --force, scaffold updates the files in place and keeps those lines.")
            return ExitCode.usage
        }
        console.err("error: --force would drop the \(lines) listed above, and no one is at a terminal to confirm it; nothing was written. Run without --force to update the files in place and keep them, or add --yes to drop them.")
        return ExitCode.usage
    }

    /// Lists the hand-written lines that rewriting the plan's existing files drops; returns
    /// how many there are.
    @discardableResult
    static func list(_ plan: FilePlan, console: Console) -> Int {
        var total = 0
        for item in plan.overwrites {
            let old = (item.existing ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let kept = Set(item.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            let dropped = old.enumerated().filter { !kept.contains($0.element) && !$0.element.trimmingSpaces().isEmpty }
            guard !dropped.isEmpty else { continue }
            total += dropped.count
            console.err("\(console.display(item.path)): --force drops \(dropped.count) hand-written line\(dropped.count == 1 ? "" : "s"):")
            for (index, line) in dropped.prefix(10) { console.err("  \(index + 1): \(line.trimmingSpaces())") }
            if dropped.count > 10 { console.err("  … and \(dropped.count - 10) more") }
        }
        return total
    }
}
