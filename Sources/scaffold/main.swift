import Foundation
import ScaffoldCLI

// A closed pipe is an error the command reports (exit 2), not a silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
// Children are waited for (git's exit status is its answer): a SIGCHLD ignored by whoever
// started scaffold, which is inherited, would have them reaped before they are asked.
signal(SIGCHLD, SIG_DFL)
exit(CLI.runAsProcess(Array(CommandLine.arguments.dropFirst())))
