import Foundation

/// An advisory lock on a folder, held while a command reads files, decides its edits and
/// writes them, so that two scaffold commands on one repository at once run one after the
/// other instead of editing from the same old contents. The lock is `flock` on the folder
/// itself: nothing is created in the user's repository, and the lock goes away with the
/// process however it ends.
public enum FolderLock {
    /// Another process held the lock for longer than the command would wait.
    public struct Busy: Error, CustomStringConvertible {
        /// The folder.
        public let folder: String
        /// Who holds the lock, when the system says (`pid 123, scaffold app Market`).
        public let holder: String?
        /// How long the command waited, in seconds.
        public let waited: Double

        /// The message for the user.
        public var description: String {
            "another program\(holder.map { " (\($0))" } ?? "") has held the lock on \(folder) for \(Int(waited)) s, so scaffold did not start; nothing was written. Run the command again when it has finished (a scaffold suspended with Ctrl-Z holds it until it resumes; SCAFFOLD_LOCK_TIMEOUT=seconds waits longer)"
        }
    }

    /// Runs `body` holding the lock on `folder`. When another process holds it, `waiting`
    /// is told once who it is (as far as the system says), and the lock is tried again
    /// every 50 ms for up to `timeout` seconds, then `Busy` is thrown without running
    /// `body`. A folder that cannot be opened (missing, not readable) or a file system
    /// without locks runs `body` unlocked: the safe writer's own checks (replace only what
    /// was read, create only what is missing) still hold.
    public static func holding<T>(_ folder: String, timeout: Double = 60, waiting: (String) -> Void = { _ in },
                                  _ body: () throws -> T) throws -> T {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        var waited = 0.0
        var told = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            guard errno == EWOULDBLOCK else { return try body() }
            if !told {
                told = true
                waiting("waiting for \(holder(of: descriptor) ?? "another scaffold command"), which holds the lock on \(folder)…")
            }
            guard waited < timeout else { throw Busy(folder: folder, holder: holder(of: descriptor), waited: waited) }
            usleep(50_000)
            waited += 0.05
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Who holds a `flock` on the folder open at `descriptor`: `pid N (command line)`, read
    /// from /proc/locks on Linux; nil where the system does not say.
    static func holder(of descriptor: Int32) -> String? {
        #if os(Linux)
        var status = stat()
        guard fstat(descriptor, &status) == 0,
              let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return nil }
        let own = getpid()
        for line in locks.split(separator: "\n") {
            // "1: FLOCK  ADVISORY  WRITE 12345 08:01:1234567 0 EOF"
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "FLOCK", let pid = Int32(fields[4]), pid != own,
                  fields[5].split(separator: ":").last.flatMap({ UInt64($0) }) == UInt64(status.st_ino) else { continue }
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")))
                .map { String(decoding: $0, as: UTF8.self).split(separator: "\0").map(String.init).joined(separator: " ") }
            return "pid \(pid)" + (command.map { $0.isEmpty ? "" : ", \($0)" } ?? "")
        }
        return nil
        #else
        return nil
        #endif
    }
}
