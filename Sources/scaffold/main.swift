import Foundation
import ScaffoldCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
