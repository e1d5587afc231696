import ScaffoldSupport

/// Options several commands take, declared once.
enum SharedOptions {
    /// `--config FILE`.
    static let config = Option<String>("config", "file", help: "Use this config instead of the nearest .scaffold.yml.")
    /// `--force`: overwrite.
    static let force = Flag("force", help: "Overwrite files that exist and differ.")
    /// `--yes`: confirm what `--force` drops without being asked.
    static let yes = Flag("yes", help: "With --force: drop the hand-written lines it lists without asking (needed when no one is at a terminal).")
    /// `--dry-run`: show the plan.
    static let dryRun = Flag("dry-run", help: "List what would be written; write nothing.")
    /// `--allow-outside-repository`: let the config's paths lead outside the repository.
    static let allowOutside = Flag("allow-outside-repository", help: "Let the paths of .scaffold.yml (sources, tests, specs, templates, responder, fakes), and the links below them, lead outside the repository.")
    /// `--diff`: show the changes.
    static let diff = Flag("diff", help: "Show what would change as a unified diff; write nothing.")
}
