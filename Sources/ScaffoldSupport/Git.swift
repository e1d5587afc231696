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
        #if os(Linux)
        let (status, output, errors) = try spawn(["-C", directory] + arguments, input: input)
        guard status == 0 else {
            let message = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : message)
        }
        return output
        #else
        return try runWithFoundation(arguments, in: directory, input: input)
        #endif
    }

    #if os(Linux)
    /// Runs `git` with `arguments` (found in `PATH`, as `env git` finds it) and returns its
    /// exit status (a signal's number plus 128 when one ended it), its standard output and
    /// its standard error, read as they come while `input` is written, in one `poll` loop
    /// (neither side waits on a full pipe). Not Foundation's `Process`: on Linux its
    /// `waitUntilExit` looks at the child every 50 ms, and `lint --staged`, the pre-commit
    /// hook, ran git six times: 0.35 s for a commit of one file, 0.3 s of it waiting.
    static func spawn(_ arguments: [String], input: [UInt8]?) throws -> (status: Int32, output: [UInt8], errors: [UInt8]) {
        // Pipes closed on exec: only the ends made the child's standard streams reach git
        // (and no other child of this process inherits them).
        func makePipe() throws -> [Int32] {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw Failure(message: "cannot run git (no pipe: \(String(cString: strerror(errno))))") }
            // An end that took the place of a closed standard stream is moved above them,
            // so that no `dup2` onto it is a no-op that leaves it closed on exec.
            let moved = ends.map { end in
                guard end <= 2 else {
                    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                    return end
                }
                let moved = fcntl(end, F_DUPFD_CLOEXEC, 3)
                close(end)
                return moved
            }
            guard moved.allSatisfy({ $0 >= 0 }) else {
                let reason = String(cString: strerror(errno))
                for end in moved where end >= 0 { close(end) }
                throw Failure(message: "cannot run git (no pipe: \(reason))")
            }
            return moved
        }
        let outputPipe = try makePipe()
        let errorPipe: [Int32]
        do { errorPipe = try makePipe() } catch { for end in outputPipe { close(end) }; throw error }
        var inputPipe: [Int32] = [-1, -1]
        if input != nil {
            do { inputPipe = try makePipe() } catch { for end in outputPipe + errorPipe { close(end) }; throw error }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != nil {
            posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        let argv: [UnsafeMutablePointer<CChar>?] = (["git"] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "git", &actions, nil, argv, environ)
        // The child's ends are the child's own now (or nobody's, when it did not start).
        close(outputPipe[1])
        close(errorPipe[1])
        if input != nil { close(inputPipe[0]) }
        guard spawned == 0 else {
            close(outputPipe[0]); close(errorPipe[0])
            if input != nil { close(inputPipe[1]) }
            throw Failure(message: "cannot run git (\(String(cString: strerror(spawned)))); is git installed?")
        }
        var output: [UInt8] = [], errors: [UInt8] = []
        var written = 0
        let pending = input ?? []
        if input != nil { _ = fcntl(inputPipe[1], F_SETFL, fcntl(inputPipe[1], F_GETFL) | O_NONBLOCK) }
        // Standard output, standard error, standard input (-1 once closed: poll skips it).
        var watched = [pollfd(fd: outputPipe[0], events: Int16(POLLIN), revents: 0), pollfd(fd: errorPipe[0], events: Int16(POLLIN), revents: 0),
                       pollfd(fd: input == nil ? -1 : inputPipe[1], events: Int16(POLLOUT), revents: 0)]
        if input != nil, pending.isEmpty {
            close(inputPipe[1])
            watched[2].fd = -1
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while watched.contains(where: { $0.fd >= 0 }) {
            let ready = poll(&watched, nfds_t(watched.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for slot in 0..<2 where watched[slot].fd >= 0 && watched[slot].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(watched[slot].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if slot == 0 { output += buffer[0..<count] } else { errors += buffer[0..<count] }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(watched[slot].fd)
                    watched[slot].fd = -1
                }
            }
            if watched[2].fd >= 0, watched[2].revents & Int16(POLLERR | POLLHUP) != 0 {
                // Git closed its input (it ends without the rest): no write, which would
                // raise SIGPIPE where it is not ignored (a test process, a library's user).
                close(watched[2].fd)
                watched[2].fd = -1
            } else if watched[2].fd >= 0, watched[2].revents != 0 {
                let count = pending[written...].withUnsafeBytes { write(watched[2].fd, $0.baseAddress, $0.count) }
                if count > 0 { written += count }
                // All written, or git stopped reading (EPIPE: it ends without the rest).
                if written == pending.count || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    close(watched[2].fd)
                    watched[2].fd = -1
                }
            }
        }
        for slot in watched.indices where watched[slot].fd >= 0 { close(watched[slot].fd) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return (127, output, errors) }
        }
        // Exited: its code; ended by a signal: 128 and the signal's number.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (code, output, errors)
    }
    #endif

    /// Runs git through Foundation's `Process` (where it is not Linux).
    private static func runWithFoundation(_ arguments: [String], in directory: String, input: [UInt8]?) throws -> [UInt8] {
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

    /// Absolute paths of the staged files that are added, copied, modified or renamed, in
    /// the repository whose top folder (`topLevel(from:)`) is `top`.
    package static func stagedFiles(inTop top: String) throws -> [String] {
        try paths(run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], in: top), under: top)
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
