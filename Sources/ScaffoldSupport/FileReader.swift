import Foundation

/// Reads whole files safely: only regular files (never a FIFO that would block, nor a
/// device that never ends), with errors that say what is wrong.
package enum FileReader {
    /// Why a file could not be read.
    package enum Failure: Error, Sendable, Equatable {
        /// The path leads to something that is not a regular file.
        case notAFile(FileStatus.Kind)
        /// A system call failed.
        case system(SystemError)

        /// The reason, for messages.
        package var reason: String {
            switch self {
            case .notAFile(.directory): return "it is a folder, not a file"
            case .notAFile(let kind): return "it is \(kind.noun), not a regular file; scaffold reads regular files only"
            case .system(let error): return error.reason
            }
        }
    }

    /// The next bytes an open descriptor has (a pipe, standard input), waiting for some;
    /// none at its end. Interruptions are retried.
    package static func readSome(descriptor: Int32, upTo limit: Int = 65_536) throws(Failure) -> [UInt8] {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: limit) { buffer, count in
            count = 0
            while true {
                let read = Foundation.read(descriptor, buffer.baseAddress!, buffer.count)
                if read >= 0 {
                    count = read
                    return
                }
                if errno == EINTR { continue }
                failure = errno
                return
            }
        }
        if failure != 0 { throw .system(SystemError(failure, "read", "descriptor \(descriptor)")) }
        return bytes
    }

    /// The bytes of the regular file at `path` (symbolic links are followed).
    package static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = path.withCString { open($0, flags) }
        return try read(descriptor: descriptor, path: path)
    }

    /// The bytes of the regular file whose path has the bytes `raw` (a name that is not
    /// valid UTF-8); `path` names it in errors.
    package static func read(_ path: String, raw: [UInt8]) throws(Failure) -> [UInt8] {
        let descriptor = (raw + [0]).withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), flags)
        }
        return try read(descriptor: descriptor, path: path)
    }

    /// The bytes of the regular file `name` (ending in a zero byte; a symbolic link is
    /// followed) in the open folder `folder`, opened from it with no walk of the whole path;
    /// `path` names it in errors.
    package static func read(_ name: UnsafePointer<CChar>, in folder: Int32, path: String) throws(Failure) -> [UInt8] {
        try read(descriptor: openat(folder, name, flags), path: path)
    }

    /// The bytes of the regular file `name` in the open folder `folder`, as
    /// `read(_:in:path:)` reads them, but into `buffer`, reused from file to file (grown when
    /// a file is larger): its first bytes, as many as returned, are the file's. A walk that
    /// reads thousands of files to look for a few words keeps only those that hold them.
    package static func read(_ name: UnsafePointer<CChar>, in folder: Int32, path: String, into buffer: inout [UInt8]) throws(Failure) -> Int {
        let descriptor = openat(folder, name, flags)
        guard descriptor >= 0 else { throw .system(SystemError(errno, "read", path)) }
        defer { close(descriptor) }
        let size = try regularSize(descriptor, path: path)
        // Room for the file's size and one byte more (which shows a file that grew since
        // fstat), then 64 KiB more at a time while it still grows.
        var count = 0
        while true {
            let room = count == 0 ? size + 1 : count + 65_536
            if buffer.count < room { buffer.append(contentsOf: repeatElement(0, count: room - buffer.count)) }
            let read = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, room - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .system(SystemError(errno, "read", path))
            }
            count += read
            // All it had when it was looked at, and less than asked (one byte more): a
            // regular file read to its end, with no further call to be told so.
            if count == size { break }
        }
        return count
    }

    /// The size of the file open as `descriptor`, which must be a regular file; `path` names
    /// it in errors.
    private static func regularSize(_ descriptor: Int32, path: String) throws(Failure) -> Int {
        let status: FileStatus
        do {
            status = try FileStatus.of(descriptor: descriptor, path: path)
        } catch {
            throw .system(error as? SystemError ?? SystemError(EIO, "read", path))
        }
        guard status.kind == .regular else { throw .notAFile(status.kind) }
        return Int(max(0, status.size))
    }

    /// How files are opened: for reading, never waiting (a FIFO), never becoming the
    /// controlling terminal, closed in a child process.
    private static let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY

    /// The bytes of the file open as `descriptor` (or the failure of the `open` that gave
    /// it, when it is negative), which it closes; `path` names it in errors.
    private static func read(descriptor: Int32, path: String) throws(Failure) -> [UInt8] {
        guard descriptor >= 0 else { throw .system(SystemError(errno, "read", path)) }
        defer { close(descriptor) }
        let size = try regularSize(descriptor, path: path)
        // Read straight into an array of the file's size (one more byte shows a file that
        // grew since fstat); only a growing file takes the slow path.
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let read = Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read == 0 { break }
                if read < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    failure = errno
                    break
                }
                count += read
                // All it had when it was looked at, and less than asked (one byte more):
                // a regular file read to its end, with no further call to be told so.
                if count == size { break }
            }
        }
        if failure != 0 { throw .system(SystemError(failure, "read", path)) }
        guard bytes.count > size else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .system(SystemError(errno, "read", path))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
