import Foundation
import ScaffoldCLI

// A closed pipe is an error the command reports (exit 2), not a silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
exit(CLI.runAsProcess(Array(CommandLine.arguments.dropFirst())))
