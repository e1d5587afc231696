import Foundation
import ScaffoldSupport

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
    /// Why standard output could not be written, if it could not.
    private let outputFailure: () -> String?
    /// Whether `display(_:)` keeps paths absolute (`lint --absolute-paths`).
    private var absoluteDisplay = false
    /// Whether a person is at a terminal (standard input and error both are one), who can
    /// be asked to confirm a command that drops their code.
    public let isInteractive: Bool
    /// Reads the next bytes of standard input, as many as are there (at least one, waiting
    /// for them); none at its end.
    private let readInput: () throws -> [UInt8]

    /// A console on the process's standard output and error. A failed write (a full disk,
    /// a closed pipe) is remembered, never a crash; the command then exits with 2.
    public static func standard() -> Console {
        let out = DescriptorWriter(descriptor: 1)
        let err = DescriptorWriter(descriptor: 2)
        return Console(
            workingDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment,
            out: out.write,
            err: err.write,
            failure: { out.failure.map { "cannot write to standard output: \(SystemError.describe($0))" } },
            interactive: isatty(0) == 1 && isatty(2) == 1,
            input: {
                do throws(FileReader.Failure) {
                    return try FileReader.readSome(descriptor: 0)
                } catch {
                    throw InputError("cannot read standard input: \(error.reason)")
                }
            }
        )
    }


    /// A console with the given surroundings and writers; `failure` says why output
    /// could not be written, when it could not.
    public init(workingDirectory: String, environment: [String: String] = [:], out: @escaping (String) -> Void, err: @escaping (String) -> Void,
                failure: @escaping () -> String? = { nil }, interactive: Bool = false, input: @escaping () throws -> [UInt8] = { [] }) {
        self.readInput = input
        self.isInteractive = interactive
        self.workingDirectory = workingDirectory
        standardizedWorkingDirectory = (workingDirectory as NSString).standardizingPath
        self.environment = environment
        self.writeOut = out
        self.writeErr = err
        self.outputFailure = failure
    }

    /// Why standard output could not be written, or nil.
    public var failure: String? { outputFailure() }

    /// The most bytes scaffold takes from standard input as one buffer: `lint --stdin`'s
    /// file, or one message of `scaffold lsp` (256 MB).
    public static let maximumBuffer = 256 << 20

    /// Standard input, read to its end; nil, and the rest left unread, as soon as it holds
    /// more than `limit` bytes.
    public func input(upTo limit: Int) throws -> [UInt8]? {
        var bytes: [UInt8] = []
        while case let chunk = try readInput(), !chunk.isEmpty {
            guard chunk.count <= limit - bytes.count else { return nil }
            bytes += chunk
        }
        return bytes
    }

    /// How long a command waits for another one that holds the repository's lock, in
    /// seconds: SCAFFOLD_LOCK_TIMEOUT, or a minute.
    public var lockTimeout: Double {
        environment["SCAFFOLD_LOCK_TIMEOUT"].flatMap(Double.init).map { max(0, $0) } ?? 60
    }

    /// Asks a yes-or-no question on standard error and reads one line of standard input:
    /// true only for `y` or `yes` (any case); the end of input or anything else is no.
    public func confirm(_ question: String) -> Bool {
        errRaw("\(question) [y/N] ")
        var line: [UInt8] = []
        while !line.contains(UInt8(ascii: "\n")), let chunk = try? readInput(), !chunk.isEmpty { line += chunk }
        let answer = String(decoding: line.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self).trimmingSpaces().lowercased()
        return answer == "y" || answer == "yes"
    }

    /// The next bytes of standard input (waiting for some); none at its end.
    public func inputChunk() throws -> [UInt8] {
        try readInput()
    }

    /// Writes a line to standard output.
    public func out(_ line: String) {
        writeOut(line + "\n")
    }

    /// Writes text to standard output as is.
    public func outRaw(_ text: String) {
        writeOut(text)
    }

    /// Writes a message line to standard error, with characters that could forge or hide
    /// text (control characters, line separators, bidirectional controls) escaped.
    public func err(_ line: String) {
        writeErr(line.escapedForMessages + "\n")
    }

    /// Writes scaffold's own text (help) to standard error as is.
    public func errRaw(_ text: String) {
        writeErr(text)
    }

    /// What a console wrote, kept to be written later: work done on another thread whose
    /// lines must come out in order (`scaffold app` plans its screens on every core).
    public final class Recording: @unchecked Sendable {
        /// What was written, in order, and whether to standard error.
        private final class Lines: @unchecked Sendable {
            var written: [(toError: Bool, text: String)] = []
        }

        private let lines = Lines()
        /// The console that records: it shows paths as the recorded one does.
        public let console: Console

        fileprivate init(_ recorded: Console) {
            let lines = self.lines
            console = Console(recording: recorded, out: { lines.written.append((false, $0)) }, err: { lines.written.append((true, $0)) })
        }

        /// Writes what was recorded to `target`, in the order it was written.
        public func replay(on target: Console) {
            for (toError, text) in lines.written {
                if toError { target.writeErr(text) } else { target.writeOut(text) }
            }
        }
    }

    /// A console that keeps what is written to it (one thread at a time) until the
    /// recording is replayed; it reads no input and asks nothing.
    public func recording() -> Recording {
        Recording(self)
    }

    /// A console like `recorded`, writing with `out` and `err`.
    private init(recording recorded: Console, out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        workingDirectory = recorded.workingDirectory
        standardizedWorkingDirectory = recorded.standardizedWorkingDirectory
        environment = recorded.environment
        writeOut = out
        writeErr = err
        outputFailure = { nil }
        absoluteDisplay = recorded.absoluteDisplay
        isInteractive = false
        readInput = { [] }
    }

    /// An absolute path for `path`, resolved against the working directory.
    public func absolute(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let joined = expanded.hasPrefix("/") ? expanded : (workingDirectory as NSString).appendingPathComponent(expanded)
        return (joined as NSString).standardizingPath
    }

    /// The same console, showing paths absolute: for a build system that runs scaffold in
    /// one folder and shows its findings from another (Xcode, SwiftPM plugins).
    public func showingAbsolutePaths() -> Console {
        let copy = Console(workingDirectory: workingDirectory, environment: environment, out: writeOut, err: writeErr, failure: outputFailure, input: readInput)
        copy.absoluteDisplay = true
        return copy
    }

    /// `path` relative to the working directory when it is inside it, for messages.
    public func display(_ path: String) -> String {
        if absoluteDisplay { return path.escapedForMessages }
        return path.relative(to: standardizedWorkingDirectory).escapedForMessages
    }
}
