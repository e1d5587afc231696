import ScaffoldSupport
import ScaffoldWorkspace

/// Shows, refuses or writes a plan, as the write mode says. Every problem the plan met
/// (a folder in the way, a file the user cannot write) stops it first, in every mode.
enum PlanWriter {
    /// Checks the plan, then shows it, refuses it, or writes it, as `mode` says; returns the exit code.
    /// With `config`, the Swift files the plan creates join their targets of the config's
    /// Xcode project, in the same write (`ScaffoldConfig.addingToProject`).
    /// `overwriteAdvice` says what to do instead of replacing files that exist (the command
    /// knows); without it, --force is named.
    static func apply(_ plan: FilePlan, mode: WriteMode, console: Console, editing: Bool = false, config: ScaffoldConfig? = nil,
                      overwriteAdvice: String? = nil) throws -> Int32 {
        var plan = plan
        let joined = try config?.addingToProject(&plan) ?? []
        try plan.check()
        switch mode {
        case .diff:
            for item in plan.items where item.change != .unchanged {
                let shown = console.display(item.path)
                console.outRaw(LineDiff.unified(old: item.existing ?? "", new: item.contents, oldName: item.change == .create ? "/dev/null" : "a/\(shown)", newName: "b/\(shown)"))
            }
            for line in plan.notes { console.err(line) }
            return ExitCode.success
        case .dryRun(let force):
            for item in plan.items {
                console.out("\(verb(item.change, done: false, editing: editing || item.isEdit)) \(console.display(item.path))")
            }
            for line in joined { console.err("note: \(line)") }
            for line in plan.notes { console.err(line) }
            // The run itself would refuse: the listing says so, as the run would.
            if !force, refusesReplacing(plan, console: console, advice: overwriteAdvice) { return ExitCode.usage }
            return ExitCode.success
        case .write(let force):
            // Edits computed from a file's bytes are what an editing command is for; files
            // replaced whole need --force.
            if !force, refusesReplacing(plan, console: console, advice: overwriteAdvice) { return ExitCode.usage }
            try plan.write()
            for item in plan.items {
                console.out("\(verb(item.change, done: true, editing: editing || item.isEdit)) \(console.display(item.path))")
            }
            for line in joined { console.err("note: \(line)") }
            for line in plan.notes { console.err(line) }
            return ExitCode.success
        }
    }

    /// Says that the plan would replace files that exist, and which (true), or nothing when
    /// it replaces none (false).
    static func refusesReplacing(_ plan: FilePlan, console: Console, advice: String?) -> Bool {
        let overwrites = plan.replacements
        guard !overwrites.isEmpty else { return false }
        console.err("error: \(overwrites.count == 1 ? "a file exists" : "\(overwrites.count) files exist") and would change; nothing was written:")
        for item in overwrites { console.err("  \(console.display(item.path))") }
        console.err(advice.map { "Run with --diff to see the changes. " + $0 } ?? "Run with --diff to see the changes, or --force to overwrite \(overwrites.count == 1 ? "it" : "them").")
        return true
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
