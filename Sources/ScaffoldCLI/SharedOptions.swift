import ScaffoldSupport
import ScaffoldWorkspace

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

/// What a command does with its plan of files.
enum WriteMode: Equatable {
    /// Write it; with `force`, files that exist and differ are overwritten.
    case write(force: Bool)
    /// List what would be written.
    case dryRun
    /// Show the changes as a unified diff.
    case diff

    /// The mode the shared flags ask for.
    init(_ arguments: ParsedArguments) {
        if arguments[SharedOptions.diff] {
            self = .diff
        } else if arguments[SharedOptions.dryRun] {
            self = .dryRun
        } else {
            self = .write(force: arguments[SharedOptions.force])
        }
    }
}

/// Shows, refuses or writes a plan, as the write mode says. Every problem the plan met
/// (a folder in the way, a file the user cannot write) stops it first, in every mode.
enum PlanWriter {
    /// Checks the plan, then shows it, refuses it, or writes it, as `mode` says; returns the exit code.
    /// With `config`, the Swift files the plan creates join their targets of the config's
    /// Xcode project, in the same write (`ScaffoldConfig.addingToProject`).
    static func apply(_ plan: FilePlan, mode: WriteMode, console: Console, editing: Bool = false, config: ScaffoldConfig? = nil) throws -> Int32 {
        var plan = plan
        let joined = try config?.addingToProject(&plan) ?? []
        try plan.check()
        switch mode {
        case .diff:
            for item in plan.items where item.change != .unchanged {
                let shown = console.display(item.path)
                console.outRaw(LineDiff.unified(old: item.existing ?? "", new: item.contents, oldName: item.change == .create ? "/dev/null" : "a/\(shown)", newName: "b/\(shown)"))
            }
            return ExitCode.success
        case .dryRun:
            for item in plan.items {
                console.out("\(verb(item.change, done: false, editing: editing || item.isEdit)) \(console.display(item.path))")
            }
            for line in joined { console.err("note: \(line)") }
            return ExitCode.success
        case .write(let force):
            // Edits computed from a file's bytes are what an editing command is for; files
            // replaced whole need --force.
            let overwrites = plan.replacements
            if !overwrites.isEmpty, !force {
                console.err("error: \(overwrites.count == 1 ? "a file exists" : "\(overwrites.count) files exist") and would change; nothing was written:")
                for item in overwrites { console.err("  \(console.display(item.path))") }
                console.err("Run with --diff to see the changes, or --force to overwrite \(overwrites.count == 1 ? "it" : "them").")
                return ExitCode.usage
            }
            try plan.write()
            for item in plan.items {
                console.out("\(verb(item.change, done: true, editing: editing || item.isEdit)) \(console.display(item.path))")
            }
            for line in joined { console.err("note: \(line)") }
            return ExitCode.success
        }
    }

    /// What a change is called before (`would create`) and after (`created`) it is made.
    static func verb(_ change: FilePlan.Change, done: Bool, editing: Bool = false) -> String {
        switch change {
        case .create: return done ? "created" : "would create"
        case .unchanged: return "unchanged"
        case .overwrite where editing: return done ? "updated" : "would update"
        case .overwrite: return done ? "overwrote" : "would overwrite"
        }
    }
}
