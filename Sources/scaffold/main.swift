import Foundation
import ScaffoldKit

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
