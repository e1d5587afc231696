import Foundation

/// The few git questions scaffold asks, answered by running `git`.
package enum Git {
    /// Git failed or could not run; `message` is git's own words.
    package struct Failure: Error {
        /// What git said.
        package var message: String
    }

    /// One entry of the index (the staging area).
    package struct IndexEntry: Sendable {
        /// The file mode (`100644`, `100755`, `120000` for a link, `160000` for a submodule).
        package var mode: String
        /// The blob's object name.
        package var object: String
        /// The path, relative to the top folder.
        package var path: String
    }

    /// Runs git in `directory` and returns its standard output; throws with git's message.
    /// `input` is written to git's standard input.
    package static func runBytes(_ arguments: [String], in directory: String, input: [UInt8]? = nil) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        let feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git (\(error.localizedDescription)); is git installed?")
        }
        if let input {
            // Written on another thread, so that git never waits on a full output pipe
            // while scaffold waits on a full input pipe.
            let writer = feed.fileHandleForWriting
            let thread = Thread {
                var remaining = input[...]
                while !remaining.isEmpty {
                    let count = remaining.withUnsafeBytes { Foundation.write(writer.fileDescriptor, $0.baseAddress, $0.count) }
                    if count < 0 { if errno == EINTR { continue }; break }
                    remaining = remaining.dropFirst(count)
                }
                try? writer.close()
            }
            thread.start()
        }
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : message)
        }
        return Array(data)
    }

    /// Runs git and returns its output as text.
    package static func run(_ arguments: [String], in directory: String) throws -> String {
        String(decoding: try runBytes(arguments, in: directory), as: UTF8.self)
    }

    /// The repository's top folder; throws when `directory` is not in a repository.
    package static func topLevel(from directory: String) throws -> String {
        try run(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Absolute paths of the staged files that are added, copied, modified or renamed.
    package static func stagedFiles(in directory: String) throws -> [String] {
        let top = try topLevel(from: directory)
        return try paths(run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], in: top), under: top)
    }

    /// Whether `reference` names a commit in the repository at `directory`.
    package static func isCommit(_ reference: String, in directory: String) -> Bool {
        (try? run(["rev-parse", "--verify", "--quiet", reference + "^{commit}"], in: directory)) != nil
    }

    /// Absolute paths of files changed since `reference` (committed or not), and new
    /// untracked files.
    package static func filesChanged(since reference: String, in top: String) throws -> [String] {
        let changed = try paths(run(["diff", "--name-only", "--diff-filter=ACMR", "-z", reference, "--"], in: top), under: top)
        let untracked = try paths(run(["ls-files", "--others", "--exclude-standard", "-z"], in: top), under: top)
        return Array(Set(changed + untracked)).sorted()
    }

    /// Every entry of the index, at stage 0 (merged) or the first stage of a conflict.
    package static func indexEntries(in top: String) throws -> [IndexEntry] {
        let output = try runBytes(["ls-files", "--stage", "-z"], in: top)
        var entries: [IndexEntry] = []
        var seen: Set<String> = []
        for record in output.split(separator: 0) {
            // `MODE OBJECT STAGE\tPATH`
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3, seen.insert(path).inserted else { continue }
            entries.append(IndexEntry(mode: fields[0], object: fields[1], path: path))
        }
        return entries
    }

    /// The contents of blobs, by object name, read with one `git cat-file --batch`.
    package static func blobs(_ objects: [String], in top: String) throws -> [String: [UInt8]] {
        guard !objects.isEmpty else { return [:] }
        let input = Array(objects.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]
        let output = try runBytes(["cat-file", "--batch"], in: top, input: input)
        var result: [String: [UInt8]] = [:]
        var position = 0
        while position < output.count {
            // `OBJECT TYPE SIZE\n` then SIZE bytes and a newline, or `OBJECT missing\n`.
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            position = newline + 1
            guard header.count == 3, let size = Int(header[2]), position + size <= output.count else { continue }
            result[String(header[0])] = Array(output[position..<(position + size)])
            position += size + 1
        }
        return result
    }

    /// The folder git runs hooks from (`core.hooksPath`, or `.git/hooks`).
    package static func hooksFolder(from directory: String) throws -> String {
        let top = try topLevel(from: directory)
        // `--path` expands `~/` and `~user/` as git itself does when it runs hooks.
        let configured = (try? run(["config", "--path", "--get", "core.hooksPath"], in: top))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
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
