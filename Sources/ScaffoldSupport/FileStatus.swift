import Foundation

/// What is at a path: its kind, identity and permissions, from `lstat(2)` or `stat(2)`.
/// The safe writer compares identities to notice a file that changed under it.
package struct FileStatus: Sendable, Equatable {
    /// The kinds of file system entries scaffold tells apart.
    package enum Kind: Sendable, Equatable {
        case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

        /// A noun for messages ("a FIFO").
        package var noun: String {
            switch self {
            case .regular: return "a file"
            case .directory: return "a folder"
            case .symbolicLink: return "a symbolic link"
            case .fifo: return "a FIFO (named pipe)"
            case .characterDevice: return "a character device"
            case .blockDevice: return "a block device"
            case .socket: return "a socket"
            case .other: return "a special file"
            }
        }

        /// Whether it is a device, FIFO or socket: written by opening it, never replaced.
        package var isSpecial: Bool {
            [.fifo, .characterDevice, .blockDevice, .socket, .other].contains(self)
        }
    }

    /// The kind.
    package var kind: Kind
    /// The device and inode: the file's identity.
    package var device: UInt64
    /// The inode number.
    package var inode: UInt64
    /// The size in bytes.
    package var size: Int64
    /// The modification time, in nanoseconds since 1970.
    package var modified: Int64
    /// The permission bits (`0o644`), without the file-type bits.
    package var permissions: UInt32
    /// The owner.
    package var owner: UInt32
    /// The group.
    package var group: UInt32
    /// How many hard links the file has.
    package var linkCount: UInt64

    /// The status `stat(2)` returned.
    init(_ raw: stat) {
        let type = UInt32(raw.st_mode) & UInt32(S_IFMT)
        switch type {
        case UInt32(S_IFREG): kind = .regular
        case UInt32(S_IFDIR): kind = .directory
        case UInt32(S_IFLNK): kind = .symbolicLink
        case UInt32(S_IFIFO): kind = .fifo
        case UInt32(S_IFCHR): kind = .characterDevice
        case UInt32(S_IFBLK): kind = .blockDevice
        case UInt32(S_IFSOCK): kind = .socket
        default: kind = .other
        }
        device = UInt64(raw.st_dev)
        inode = UInt64(raw.st_ino)
        size = Int64(raw.st_size)
        #if os(Linux)
        modified = Int64(raw.st_mtim.tv_sec) * 1_000_000_000 + Int64(raw.st_mtim.tv_nsec)
        #else
        modified = Int64(raw.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(raw.st_mtimespec.tv_nsec)
        #endif
        permissions = UInt32(raw.st_mode) & 0o7777
        owner = UInt32(raw.st_uid)
        group = UInt32(raw.st_gid)
        linkCount = UInt64(raw.st_nlink)
    }

    /// The entry at `path` itself (a symbolic link is reported as one), or nil when nothing
    /// is there. Throws for other errors (permission denied on a folder of the path, a name
    /// too long, a file where a folder should be).
    package static func entry(at path: String) throws -> FileStatus? {
        Lookups.add()
        var raw = stat()
        guard lstat(path, &raw) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw SystemError(errno, "look at", path)
        }
        return FileStatus(raw)
    }

    /// What `path` leads to, through symbolic links, or nil when it leads nowhere (nothing
    /// there, or a link that dangles).
    package static func target(of path: String) throws -> FileStatus? {
        Lookups.add()
        var raw = stat()
        guard stat(path, &raw) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw SystemError(errno, "look at", path)
        }
        return FileStatus(raw)
    }

    /// The look-ups of a status (`entry(at:)`, `target(of:)`, and the walker's of an entry
    /// of a folder it lists), counted in debug builds so that a test can show how many a
    /// write or a walk makes; nothing in a release build.
    package enum Lookups {
        private static let tally = DebugTally()

        /// Counts one look-up (in a debug build).
        @inline(__always)
        static func add() { tally.add() }

        /// The look-ups made so far (0 in a release build).
        package static var count: Int { tally.count }
    }

    /// The status of an open file.
    package static func of(descriptor: Int32, path: String) throws -> FileStatus {
        var raw = stat()
        guard fstat(descriptor, &raw) == 0 else { throw SystemError(errno, "look at", path) }
        return FileStatus(raw)
    }

    /// Whether `other` is the same file, unchanged: same identity, size and modification time.
    package func isUnchanged(comparedTo other: FileStatus) -> Bool {
        device == other.device && inode == other.inode && size == other.size && modified == other.modified
    }

    /// The permissions as `0644`.
    package var octalPermissions: String {
        "0" + String(permissions & 0o777, radix: 8)
    }
}

/// A failed system call, with what scaffold was doing and a message a user can act on,
/// made from `errno` (not Foundation's generic "error 512").
package struct SystemError: Error, Sendable, Equatable {
    /// The `errno` value.
    package var code: Int32
    /// What scaffold was doing ("write", "read", "create the folder").
    package var operation: String
    /// The path it was doing it to.
    package var path: String

    /// Creates the error for `code`.
    package init(_ code: Int32, _ operation: String, _ path: String) {
        self.code = code
        self.operation = operation
        self.path = path
    }

    /// Why, in words: the system's reason and what usually helps.
    package var reason: String {
        "cannot \(operation) it: \(SystemError.describe(code))"
    }

    /// A short explanation of an `errno` value.
    package static func describe(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "the disk is full; free some space and run again"
        case EDQUOT: return "the disk quota is used up; free some space and run again"
        case EROFS: return "the file system is read-only"
        case EACCES, EPERM: return "permission denied; check the file's and its folder's permissions"
        case ENAMETOOLONG: return "the name is too long for the file system; use a shorter name"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EISDIR: return "it is a folder, not a file"
        case ENOENT: return "it does not exist"
        case ELOOP: return "the path has too many symbolic links (a link loop?)"
        case EEXIST: return "it exists already"
        case EXDEV: return "it is on another file system"
        case EIO: return "an input/output error from the device"
        case ETXTBSY: return "the file is busy"
        case EPIPE: return "the reading end was closed (broken pipe)"
        case EBADF: return "it is closed"
        case ENXIO: return "no process reads from it"
        case EINVAL: return "the system refused the value (invalid argument)"
        default: return String(cString: strerror(code))
        }
    }
}
