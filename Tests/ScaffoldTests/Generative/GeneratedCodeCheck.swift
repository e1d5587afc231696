import Foundation
import XCTest

/// Compiles what scaffold wrote into a folder against the SwiftUI/Combine stand-ins, and runs
/// its generated tests: the sources with the hand-written support types, and the tests as part
/// of the same module (their `@testable import` line blanked, so that line numbers stay).
enum GeneratedCodeCheck {
    /// The build folder `swift test` compiled the stand-ins into.
    static var buildFolder: URL {
        let bundle = Bundle(for: BundleToken.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent(), RepositoryPaths.url(".build/debug")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/SwiftUI.swiftmodule").path) } ?? bundle
    }

    private final class BundleToken {}

    /// Whether the stand-ins are there to compile against (Linux, after `swift build --build-tests`).
    static var isAvailable: Bool {
        #if os(Linux)
        return FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent("Modules/SwiftUI.swiftmodule").path)
        #else
        return false
        #endif
    }

    /// The compiler's arguments shared by every check: the stand-ins' modules and the `#Preview` plug-in.
    static var standInArguments: [String] {
        let modules = buildFolder.appendingPathComponent("Modules").path
        let plugin = buildFolder.appendingPathComponent("PreviewsMacros-tool").path
        return ["-I", modules, "-load-plugin-executable", "\(plugin)#PreviewsMacros"]
    }

    /// A folder beside `folder` (outside the repository scaffold reads) for the copies a check compiles.
    static func scratchFolder(_ folder: URL, _ name: String) -> URL {
        checkFolder(folder).appendingPathComponent(name)
    }

    /// The folder beside `folder` that holds every check's copies.
    static func checkFolder(_ folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-check")
    }

    /// The Swift files below `folder/relative`, sorted.
    static func swiftFiles(_ folder: URL, under relative: String) -> [URL] {
        filesBelow(folder.appendingPathComponent(relative)).filter { $0.hasSuffix(".swift") }
            .map { folder.appendingPathComponent(relative).appendingPathComponent($0) }
    }

    /// The test files copied to `scratch` with their `@testable import` blanked.
    static func testCopies(_ folder: URL, module: String, scratch: URL) throws -> [URL] {
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var copies: [URL] = []
        for (index, file) in swiftFiles(folder, under: "Tests").enumerated() {
            let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "@testable import \(module)", with: "")
            let copy = scratch.appendingPathComponent("\(index)-\(file.lastPathComponent)")
            try text.write(to: copy, atomically: true, encoding: .utf8)
            copies.append(copy)
        }
        return copies
    }

    /// Type-checks the sources (and, with `tests`, the tests in the same module) in the Swift 6
    /// language mode; `debug` defines DEBUG (previews and fakes), as a debug build does.
    /// Returns the compiler's complaints (errors and warnings), or nil when there are none.
    /// `expectedWarning`: warnings whose text contains it are the code's own (an entry point's
    /// `#warning` asking for a real dependency in a release build), not complaints.
    static func typecheck(_ folder: URL, module: String, tests: Bool, debug: Bool, mainActorIsolation: Bool = false, expectedWarning: String? = nil) -> String? {
        var files = swiftFiles(folder, under: "Sources").map(\.path)
        if tests {
            do {
                files += try testCopies(folder, module: module, scratch: scratchFolder(folder, "typecheck")).map(\.path)
            } catch {
                return "cannot copy the tests: \(error)"
            }
        }
        var arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", module] + standInArguments
        if debug { arguments += ["-D", "DEBUG"] }
        if mainActorIsolation { arguments += ["-default-isolation", "MainActor"] }
        let result = ProcessRunner.execute("/usr/bin/env", arguments + files, in: folder.path, timeout: 300)
        let output = result.out + result.err
        let warnings = output.split(separator: "\n").filter { $0.contains("warning:") && !(expectedWarning.map($0.contains) ?? false) }
        if result.code != 0 || !warnings.isEmpty || output.contains("error:") {
            return "swiftc -typecheck (tests: \(tests), DEBUG: \(debug)\(mainActorIsolation ? ", -default-isolation MainActor" : "")) exited \(result.code):\n" + output
        }
        return nil
    }

    /// The iOS SDK prepared by `../shared/tools/ios-sdk/prepare.sh`, when `SCAFFOLD_IOS_SDK`
    /// names it, and the script that type-checks against it.
    static var iosSDK: (folder: String, script: String)? {
        guard let folder = ProcessInfo.processInfo.environment["SCAFFOLD_IOS_SDK"], !folder.isEmpty else { return nil }
        let script = RepositoryPaths.root.deletingLastPathComponent().appendingPathComponent("shared/tools/ios-sdk/typecheck.sh").path
        return FileManager.default.isExecutableFile(atPath: script) ? (folder, script) : nil
    }

    /// Type-checks the sources against Apple's real iOS SDK interfaces (`iosSDK`) at iOS
    /// `major`, as `scripts/sdk-check.sh` does the fixtures; the complaints, or nil.
    static func typecheckAgainstSDK(_ folder: URL, module: String, major: Int, mainActorIsolation: Bool) -> String? {
        guard let sdk = iosSDK else { return nil }
        var flags = "-load-plugin-executable \(buildFolder.appendingPathComponent("PreviewsMacros-tool").path)#PreviewsMacros"
        if mainActorIsolation { flags += " -default-isolation MainActor" }
        let result = ProcessRunner.execute("/usr/bin/env", ["MODULE_NAME=\(module)", "TYPECHECK_FLAGS=\(flags)", sdk.script, sdk.folder, "arm64-apple-ios\(major).0"]
                                           + swiftFiles(folder, under: "Sources").map(\.path), in: folder.path, timeout: 300)
        let output = result.out + result.err
        if result.code != 0 || output.contains(": warning:") || output.contains(": error:") {
            return "the iOS \(major) SDK (isolation \(mainActorIsolation ? "MainActor" : "default")) exited \(result.code):\n" + output
        }
        return nil
    }

    /// Builds the sources and tests into an executable whose entry point runs every test
    /// (XCTest's `XCTMain` with each test method, or Swift Testing's entry point), and runs it.
    /// Returns what failed, or nil when every test passed (or was skipped).
    static func runTests(_ folder: URL, module: String) -> String? {
        let scratch = scratchFolder(folder, "run")
        let copies: [URL]
        do {
            copies = try testCopies(folder, module: module, scratch: scratch)
        } catch {
            return "cannot copy the tests: \(error)"
        }
        // An app's entry point gives way to the runner's: a copy without `@main`.
        var sources: [String] = []
        for file in swiftFiles(folder, under: "Sources") {
            guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains("\n@main") else {
                sources.append(file.path)
                continue
            }
            let copy = scratch.appendingPathComponent("entry-\(file.lastPathComponent)")
            do {
                try text.replacingOccurrences(of: "\n@main", with: "\n").write(to: copy, atomically: true, encoding: .utf8)
            } catch {
                return "cannot copy the entry point: \(error)"
            }
            sources.append(copy.path)
        }
        let runner = scratch.appendingPathComponent("GeneratedTestRunner.swift")
        let source = runnerSource(copies)
        // Every screen has tests (the router's initial state at least): a runner with none
        // would pass by running nothing.
        guard source.contains("asyncTest(") || source.contains("Testing.__swiftPMEntryPoint") else {
            return "no generated test was found to run in:\n" + copies.map(\.lastPathComponent).joined(separator: "\n")
        }
        do {
            try source.write(to: runner, atomically: true, encoding: .utf8)
        } catch {
            return "cannot write the runner: \(error)"
        }
        let build = buildFolder
        let objects = ["SwiftUI.build/SwiftUI.swift.o", "SwiftUI.build/App.swift.o", "Combine.build/Combine.swift.o"].map { build.appendingPathComponent($0).path }
        let executable = scratch.appendingPathComponent("run").path
        // Swift 5 mode: XCTest's `asyncTest` wrappers do not pass Swift 6's sendability checks;
        // the Swift 6 checks ran in `typecheck`.
        let arguments = ["swiftc", "-parse-as-library", "-swift-version", "5", "-D", "DEBUG", "-module-name", module, "-o", executable]
            + standInArguments + sources + copies.map(\.path) + [runner.path] + objects
        let compiled = ProcessRunner.execute("/usr/bin/env", arguments, in: folder.path, timeout: 300)
        guard compiled.code == 0 else {
            return "building the tests into an executable failed:\n" + compiled.out + compiled.err
        }
        let ran = ProcessRunner.execute(executable, [], in: folder.path, timeout: 120)
        guard ran.code == 0, !ran.timedOut else {
            // Swift Testing prints an expectation's comment on a `↳` line of its own.
            let lines = (ran.out + ran.err).split(separator: "\n").filter { $0.contains("error") || $0.contains("failed") || $0.contains("✘") || $0.contains("↳") }
            return "the generated tests failed (exit \(ran.code)\(ran.timedOut ? ", timed out" : "")):\n" + lines.prefix(40).joined(separator: "\n")
        }
        return nil
    }

    /// The entry point that runs the tests in `files`: `XCTMain` over every `test…` method of
    /// every `XCTestCase` subclass, else Swift Testing's entry point.
    static func runnerSource(_ files: [URL]) -> String {
        var cases: [(type: String, methods: [String])] = []
        var hasSwiftTesting = false
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if text.contains("@Test") { hasSwiftTesting = true }
            for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let type = match(trimmed, #"class ([A-Za-z_0-9]+)\s*:\s*XCTestCase"#) {
                    cases.append((type, []))
                } else if let method = match(trimmed, #"^func (test[A-Za-z_0-9]*)\(\)"#), !cases.isEmpty {
                    let entry = trimmed.contains(" async") ? "asyncTest(\(cases[cases.count - 1].type).\(method))" : "\(cases[cases.count - 1].type).\(method)"
                    cases[cases.count - 1].methods.append("(\"\(method)\", \(entry))")
                }
            }
        }
        if cases.isEmpty, hasSwiftTesting {
            return """
            import Foundation
            import Testing

            @main
            enum GeneratedTestRunner {
                static func main() async {
                    await Testing.__swiftPMEntryPoint() as Never
                }
            }

            """
        }
        let list = cases.map { "        testCase([\n" + $0.methods.map { "            \($0),\n" }.joined() + "        ])," }.joined(separator: "\n")
        return """
        import XCTest

        @main
        enum GeneratedTestRunner {
            static func main() {
                XCTMain([
        \(list)
                ])
            }
        }

        """
    }

    /// The first capture group of `pattern` in `text`, or nil.
    static func match(_ text: String, _ pattern: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let found = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(found.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
