import Foundation
import XCTest

/// Type-checks Swift files as one module against the SwiftUI/Combine stand-ins that
/// `swift build` compiled (Tests/StandIns), with the `#Preview` plug-in: how a test shows
/// that what scaffold wrote compiles, in Debug (`DEBUG` defined) or Release.
enum StandInTypecheck {
    /// The build folder holding the stand-ins' modules.
    static var buildFolder: URL {
        let bundle = Bundle(for: TemporaryFolder.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent(), RepositoryPaths.url(".build/debug")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path) } ?? bundle
    }

    /// `swiftc -typecheck` of `files` as the module `module`, with `-D` for each of `defines`.
    static func run(_ files: [String], module: String, defines: [String]) throws -> ProcessResult {
        #if !os(Linux)
        throw XCTSkip("the stand-ins are built on Linux only")
        #else
        let modules = buildFolder.appendingPathComponent("Modules")
        let plugin = buildFolder.appendingPathComponent("PreviewsMacros-tool")
        return ProcessRunner.execute("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", module, "-I", modules.path,
                                                      "-load-plugin-executable", "\(plugin.path)#PreviewsMacros"] + defines.flatMap { ["-D", $0] } + files,
                                     in: RepositoryPaths.root.path, timeout: 180)
        #endif
    }
}
