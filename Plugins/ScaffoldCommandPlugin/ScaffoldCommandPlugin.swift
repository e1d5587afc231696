import Foundation
import PackagePlugin

/// `swift package scaffold <command> [arguments]`: runs scaffold in the package's folder,
/// e.g. `swift package scaffold screen Login` or `swift package scaffold lint --fix`.
/// Commands that write ask SwiftPM for permission to write to the package directory
/// (`--allow-writing-to-package-directory` answers it without a prompt).
@main
struct ScaffoldCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "scaffold").url
        try Self.run(tool: tool, arguments: arguments, in: context.package.directoryURL)
    }

    static func run(tool: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // scaffold printed why; the exit code says what kind of failure it was.
            Diagnostics.error("scaffold \(arguments.first ?? "") exited with \(process.terminationStatus)")
            throw ScaffoldFailed(status: process.terminationStatus)
        }
    }

    struct ScaffoldFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "scaffold exited with \(status)" }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScaffoldCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.run(tool: context.tool(named: "scaffold").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
