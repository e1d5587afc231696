import Foundation
import XCTest

/// The Linux stand-ins for SwiftUI and Combine (Tests/StandIns) are no looser and no stricter
/// than the real frameworks: the valid code in Fixtures/stand-ins/valid compiles against them,
/// and each file in Fixtures/stand-ins/invalid fails with the error its first line names. The
/// same files give the same results against Apple's iOS 17 SDK (by hand, with
/// `../shared/tools/ios-sdk/typecheck.sh`; the closing note of issue 13 has the run).
final class StandInFidelityTests: XCTestCase {
    /// The build folder `swift test` compiled the stand-ins into, beside the test bundle.
    var buildFolder: URL {
        let bundle = Bundle(for: StandInFidelityTests.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent(), RepositoryPaths.url(".build/debug")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path) } ?? bundle
    }

    func typecheck(_ file: URL) throws -> ProcessResult {
        #if !os(Linux)
        throw XCTSkip("the stand-ins are built on Linux only; elsewhere the real frameworks are used")
        #else
        let modules = buildFolder.appendingPathComponent("Modules")
        let plugin = buildFolder.appendingPathComponent("PreviewsMacros-tool")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path) else {
            XCTFail("no stand-in SwiftUI module in \(modules.path)")
            throw CocoaError(.fileNoSuchFile)
        }
        return ProcessRunner.execute("/usr/bin/env", ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
                                                      "-I", modules.path, "-load-plugin-executable", "\(plugin.path)#PreviewsMacros", file.path],
                                     in: RepositoryPaths.root.path, timeout: 120)
        #endif
    }

    func testValidCodeCompilesAgainstTheStandIns() throws {
        let folder = RepositoryPaths.url("Fixtures/stand-ins/valid")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(files, ["FoundationThroughSwiftUI.swift", "Valid.swift"])
        for name in files {
            let result = try typecheck(folder.appendingPathComponent(name))
            XCTAssertEqual(result.code, 0, "\(name): " + result.err + result.out)
            XCTAssertFalse((result.err + result.out).contains("warning:"), "\(name): " + result.err + result.out)
        }
    }

    func testInvalidCodeFailsAsItWouldAgainstTheSDK() throws {
        let folder = RepositoryPaths.url("Fixtures/stand-ins/invalid")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 4)
        for name in files {
            let file = folder.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            let expected = try XCTUnwrap(text.components(separatedBy: "\n").first?.components(separatedBy: "// error: ").last, name)
            let result = try typecheck(file)
            XCTAssertNotEqual(result.code, 0, "\(name) compiled against the stand-ins; the SDK refuses it")
            XCTAssertTrue((result.err + result.out).contains(expected), "\(name): expected '\(expected)', got \(result.err + result.out)")
        }
    }
}
