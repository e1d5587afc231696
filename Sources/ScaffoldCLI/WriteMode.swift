import ScaffoldSupport
import ScaffoldWorkspace

/// What a command does with its plan of files.
enum WriteMode: Equatable {
    /// Write it; with `force`, files that exist and differ are overwritten.
    case write(force: Bool)
    /// List what would be written; without `force`, refuse as writing would when files
    /// that exist would be replaced.
    case dryRun(force: Bool)
    /// Show the changes as a unified diff.
    case diff

    /// The mode the shared flags ask for.
    init(_ arguments: ParsedArguments) {
        if arguments[SharedOptions.diff] {
            self = .diff
        } else if arguments[SharedOptions.dryRun] {
            self = .dryRun(force: arguments[SharedOptions.force])
        } else {
            self = .write(force: arguments[SharedOptions.force])
        }
    }

    /// The mode of `dryRun` and `diff` flags, with `force` for writing and listing.
    init(dryRun: Bool, diff: Bool, force: Bool) {
        self = diff ? .diff : dryRun ? .dryRun(force: force) : .write(force: force)
    }

    /// This mode, forced when `forced`: an editing command's replacements are its edits.
    func forcing(_ forced: Bool) -> WriteMode {
        guard forced else { return self }
        switch self {
        case .write: return .write(force: true)
        case .dryRun: return .dryRun(force: true)
        case .diff: return .diff
        }
    }

    /// Whether the mode only lists what would be written.
    var isDryRun: Bool {
        if case .dryRun = self { return true }
        return false
    }
}
