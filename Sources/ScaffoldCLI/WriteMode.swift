import ScaffoldSupport
import ScaffoldWorkspace

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
