import Foundation
import XCTest

/// What one run of the `scaffold` binary (or a shell around it) did.
struct ProcessResult {
    /// The exit code, when it exited.
    var code: Int32
    /// The signal that ended it, when one did.
    var signal: Int32?
    var out: String
    var err: String
    /// Whether it was killed for running past its time limit.
    var timedOut: Bool
}

/// Runs the built `scaffold` binary as a separate process, for what in-process tests
/// cannot show: exit codes, signals, file descriptors, other users, kills mid-write.
enum ProcessRunner {
    /// The binary `swift test` built next to the test bundle.
    static var scaffold: String {
        let bundle = Bundle(for: BundleToken.self).bundleURL.deletingLastPathComponent()
        let beside = bundle.appendingPathComponent("scaffold").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return RepositoryPaths.url(".build/debug/scaffold").path
    }

    private final class BundleToken {}

    /// Runs `scaffold arguments` in `directory`; `asNobody` drops to the unprivileged user
    /// 65534 (with `setpriv`), `stdout` replaces the output pipe.
    static func run(_ arguments: [String], in directory: String, asNobody: Bool = false, stdout: FileHandle? = nil,
                    stdin: FileHandle? = nil, timeout: TimeInterval = 60) -> ProcessResult {
        if asNobody {
            return execute("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", scaffold] + arguments,
                           in: directory, stdout: stdout, stdin: stdin, timeout: timeout)
        }
        return execute(scaffold, arguments, in: directory, stdout: stdout, stdin: stdin, timeout: timeout)
    }

    /// Runs a bash script in `directory`, with `$SCAFFOLD` set to the binary.
    static func shell(_ script: String, in directory: String, timeout: TimeInterval = 60) -> ProcessResult {
        execute("/bin/bash", ["-c", script], in: directory, environment: ["SCAFFOLD": scaffold], timeout: timeout)
    }

    /// Whether this process may drop to another user (it runs as root with setpriv).
    static var canDropPrivileges: Bool {
        geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    }

    static func execute(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:],
                        stdout: FileHandle? = nil, stdin: FileHandle? = nil, timeout: TimeInterval) -> ProcessResult {
        // The compiler's driver leaves an empty `TemporaryDirectory.XXXXXX` in `$TMPDIR` at
        // each run, and the suite runs `swiftc` about a hundred times: a folder of the run's
        // own, removed after it, keeps them out of the machine's `/tmp`.
        var environment = environment
        var scratch: URL?
        if executable == "/usr/bin/env", arguments.first == "swiftc", environment["TMPDIR"] == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-swiftc-\(UUID().uuidString)")
            if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil {
                environment["TMPDIR"] = folder.path
                scratch = folder
            }
        }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = stdout ?? output
        process.standardError = errors
        process.standardInput = stdin ?? FileHandle.nullDevice
        do { try process.run() } catch {
            return ProcessResult(code: -1, signal: nil, out: "", err: "cannot start \(executable): \(error)", timedOut: false)
        }
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        if stdout == nil {
            group.enter()
            DispatchQueue.global().async { outData = output.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        }
        group.enter()
        DispatchQueue.global().async { errData = errors.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        group.wait()
        let signaled = process.terminationReason == .uncaughtSignal
        return ProcessResult(code: signaled ? -1 : process.terminationStatus, signal: signaled ? process.terminationStatus : nil,
                             out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData, as: UTF8.self), timedOut: timedOut)
    }
}
