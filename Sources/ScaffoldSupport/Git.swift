import Foundation
import ScaffoldSyntax

/// The few git questions scaffold asks, answered by running `git`.
package enum Git {
    package struct Failure: Error {
        package var message: String
    }

    /// Runs git in `directory` and returns its standard output; throws with git's message.
    package static func run(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git (\(error.localizedDescription)); is git installed?")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : message)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The repository's top folder.
    package static func topLevel(from directory: String) throws -> String {
        try run(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Absolute paths of the staged files that are added, copied, modified or renamed.
    package static func stagedFiles(in directory: String) throws -> [String] {
        let top = try topLevel(from: directory)
        return try paths(run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], in: top), under: top)
    }

    /// Absolute paths of files changed since `reference` (committed or not), and new
    /// untracked files.
    package static func filesChanged(since reference: String, in directory: String) throws -> [String] {
        let top = try topLevel(from: directory)
        _ = try run(["rev-parse", "--verify", "--quiet", reference + "^{commit}"], in: top)
        let changed = try paths(run(["diff", "--name-only", "--diff-filter=ACMR", "-z", reference], in: top), under: top)
        let untracked = try paths(run(["ls-files", "--others", "--exclude-standard", "-z"], in: top), under: top)
        return Array(Set(changed + untracked)).sorted()
    }

    /// The folder git runs hooks from (`core.hooksPath`, or `.git/hooks`).
    package static func hooksFolder(from directory: String) throws -> String {
        let top = try topLevel(from: directory)
        let configured = (try? run(["config", "--get", "core.hooksPath"], in: top))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if !configured.isEmpty {
            return configured.hasPrefix("/") ? configured : (top as NSString).appendingPathComponent(configured)
        }
        let gitDirectory = try run(["rev-parse", "--git-common-dir"], in: top).trimmingCharacters(in: .whitespacesAndNewlines)
        let absolute = gitDirectory.hasPrefix("/") ? gitDirectory : (top as NSString).appendingPathComponent(gitDirectory)
        return (absolute as NSString).appendingPathComponent("hooks")
    }

    private static func paths(_ output: String, under top: String) -> [String] {
        output.split(separator: "\0").map { (top as NSString).appendingPathComponent(String($0)) }
    }
}
