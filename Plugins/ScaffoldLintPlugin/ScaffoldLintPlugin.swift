import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build that changes them: `scaffold lint` runs as a
/// build command whose inputs are the target's Swift files and the package's `.scaffold.yml`,
/// and whose output is a stamp file in the plugin's work directory, written only when no
/// finding fails. Findings are printed as `path:line:column: error|warning: …`, which
/// Xcode and `swift build` show as build issues; an error (or, with `lint: strict: true`, a
/// warning) fails the build. scaffold reads the package's tests as context and writes
/// nothing else.
@main
struct ScaffoldLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(tool: context.tool(named: "scaffold").url, files: files, root: context.package.directoryURL,
                                 work: context.pluginWorkDirectoryURL, name: target.name)
    }

    /// The build command for `files`, with `root` the folder whose `.scaffold.yml` applies.
    static func commands(tool: URL, files: [URL], root: URL, work: URL, name: String) -> [Command] {
        guard !files.isEmpty else { return [] }
        // A Swift file as the output: SwiftPM treats other outputs as resources. It holds a
        // comment only, so it adds nothing to the module.
        let stamp = work.appendingPathComponent("\(name)ScaffoldLint.swift")
        let config = root.appendingPathComponent(".scaffold.yml")
        let configs = FileManager.default.fileExists(atPath: config.path) ? [config] : []
        return [.buildCommand(
            displayName: "scaffold lint \(name) (\(files.count) file\(files.count == 1 ? "" : "s"))",
            executable: tool,
            arguments: ["lint", "--absolute-paths", "--stamp", stamp.path] + (configs.isEmpty ? [] : ["--config", config.path]) + files.map(\.path),
            inputFiles: files + configs,
            outputFiles: [stamp]
        )]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScaffoldLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(tool: context.tool(named: "scaffold").url, files: files, root: context.xcodeProject.directoryURL,
                                 work: context.pluginWorkDirectoryURL, name: target.displayName)
    }
}
#endif
