import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold reporters`: the report formats of `scaffold lint --reporter`.
enum ReportersCommand: Command {
    static let spec = CommandSpec(
        name: "reporters",
        abstract: "List the report formats of `scaffold lint --reporter`.",
        options: []
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let width = Reporter.allCases.map(\.rawValue.count).max() ?? 0
        for reporter in Reporter.allCases {
            console.out("\(reporter.rawValue.padding(width))  \(reporter.summary)")
        }
        return ExitCode.success
    }
}
