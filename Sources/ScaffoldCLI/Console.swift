import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax

/// Where a command reads its surroundings and writes its output, so that tests can run
/// commands in-process and read exactly what a user would see.
public final class Console: @unchecked Sendable {
    /// The working directory commands resolve relative paths against.
    public let workingDirectory: String
    /// `workingDirectory` standardized, once: on Linux, Foundation's `standardizingPath`
    /// resolves symbolic links with system calls, and `display(_:)` runs for every file.
    private let standardizedWorkingDirectory: String
    /// Environment variables.
    public let environment: [String: String]
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void

    /// A console on the process's standard output and error.
    public static func standard() -> Console {
        Console(
            workingDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment,
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// A console with the given surroundings and writers.
    public init(workingDirectory: String, environment: [String: String] = [:], out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.workingDirectory = workingDirectory
        standardizedWorkingDirectory = (workingDirectory as NSString).standardizingPath
        self.environment = environment
        self.writeOut = out
        self.writeErr = err
    }

    /// Writes a line to standard output.
    public func out(_ line: String) {
        writeOut(line + "\n")
    }

    /// Writes text to standard output as is.
    public func outRaw(_ text: String) {
        writeOut(text)
    }

    /// Writes a line to standard error.
    public func err(_ line: String) {
        writeErr(line + "\n")
    }

    /// An absolute path for `path`, resolved against the working directory.
    public func absolute(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let joined = expanded.hasPrefix("/") ? expanded : (workingDirectory as NSString).appendingPathComponent(expanded)
        return (joined as NSString).standardizingPath
    }

    /// `path` relative to the working directory when it is inside it, for messages.
    public func display(_ path: String) -> String {
        let base = standardizedWorkingDirectory
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
