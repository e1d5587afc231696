import Foundation

/// The entries of a folder, straight from the system: each name's bytes and its type
/// (`DT_DIR`, `DT_REG`, `DT_LNK`, or `DT_UNKNOWN` when the file system does not say), with
/// no status read and no string made per entry. The walker lists every folder of a
/// repository with it, and project discovery the folders it looks in.
package enum FolderEntries {
    #if os(Linux)
    private typealias GetDirectoryEntries = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int
    /// glibc's `getdents64`, looked up at run time (the Glibc module does not export it):
    /// a folder's entries straight into a buffer, without `opendir`'s status look-up.
    private static let getDirectoryEntries: GetDirectoryEntries? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "getdents64").map { unsafeBitCast($0, to: GetDirectoryEntries.self) }
    #endif

    /// Calls `body` with each entry of the open folder `descriptor` (which stays open): its
    /// name's bytes, the same name ending in a zero byte (for `openat` and `fstatat`; both
    /// are valid only during the call), and its type. Returns the error that ended the
    /// listing early, if any. `.` and `..` are among the entries.
    package static func each(of descriptor: Int32, _ body: (UnsafeBufferPointer<UInt8>, UnsafePointer<CChar>, UInt8) -> Void) -> Int32? {
        #if os(Linux)
        if let getDirectoryEntries {
            return withUnsafeTemporaryAllocation(byteCount: 32 * 1024, alignment: 8) { buffer -> Int32? in
                while true {
                    let count = getDirectoryEntries(descriptor, buffer.baseAddress, buffer.count)
                    if count == 0 { return nil }
                    if count < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    // struct linux_dirent64: inode (8 bytes), offset (8), record length (2),
                    // type (1), then the name, ending in a zero byte.
                    var offset = 0
                    while offset < count {
                        let record = buffer.baseAddress! + offset
                        let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                        let type = record.load(fromByteOffset: 18, as: UInt8.self)
                        let start = (record + 19).assumingMemoryBound(to: UInt8.self)
                        let name = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
                        body(name, UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self), type)
                        offset += length
                    }
                }
            }
        }
        #endif
        // Elsewhere `fdopendir` takes over the descriptor: a duplicate is handed to it.
        let duplicate = dup(descriptor)
        guard duplicate >= 0 else { return errno == 0 ? EIO : errno }
        guard let directory = fdopendir(duplicate) else {
            let code = errno
            close(duplicate)
            return code == 0 ? EIO : code
        }
        defer { closedir(directory) }
        errno = 0
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let start = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
                let name = UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: strlen(start))
                body(name, start, type)
            }
            errno = 0
        }
        return errno == 0 ? nil : errno
    }

    /// The names and types of the entries of the folder at `path`, `.` and `..` left out
    /// (in the order the system lists them), or nil when it cannot be listed. Names that
    /// are not valid UTF-8 are left out too: no path scaffold writes or reads has one.
    package static func list(_ path: String) -> [(name: String, type: UInt8)]? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var entries: [(name: String, type: UInt8)] = []
        let failure = each(of: descriptor) { name, _, type in
            if name.count <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) { return }
            guard let text = String.validatingUTF8(name) else { return }
            entries.append((text, type))
        }
        return failure == nil ? entries : nil
    }
}
