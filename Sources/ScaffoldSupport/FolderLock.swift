import Foundation

/// An advisory lock on a folder, held while a command reads files, decides its edits and
/// writes them, so that two scaffold commands on one repository at once run one after the
/// other instead of editing from the same old contents. The lock is `flock` on the folder
/// itself: nothing is created in the user's repository, and the lock goes away with the
/// process however it ends.
public enum FolderLock {
    /// Runs `body` holding the lock on `folder`. A folder that cannot be opened (missing,
    /// not readable) or a file system without locks runs `body` unlocked: the safe writer's
    /// own checks (replace only what was read, create only what is missing) still hold.
    public static func holding<T>(_ folder: String, _ body: () throws -> T) rethrows -> T {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { return try body() }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
