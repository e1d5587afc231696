import Foundation

extension FilePlan {
    /// The prefix of scaffold's temporary files. Each is named `.scaffold-tmp-PID-RANDOM`
    /// and sits in the folder of the file it becomes; one whose process is gone (killed
    /// mid-write) is removed by the next write to that folder.
    public static let temporaryPrefix = ".scaffold-tmp-"

    /// Writes every file that is new or changed, all or none:
    ///
    /// 1. Every problem found while planning is thrown first (nothing is written).
    /// 2. Missing folders are made, and each file's new contents are written in full to a
    ///    temporary file beside it, with the mode, owner and group of the file it replaces.
    /// 3. Only then are the files put in place, one by one, with Ctrl-C held back: a new
    ///    file is linked to its name, failing if a file appeared there since the plan; a
    ///    changed file is renamed over the old one, failing if the old one changed since the
    ///    plan. Symbolic links are kept and written through; files with several hard links,
    ///    or owned by someone else, are rewritten where they are, keeping their inode.
    /// 4. When any step fails, files already put in place get their old contents back,
    ///    new files and folders are removed, and the error is thrown.
    ///
    /// A killed process (SIGKILL) leaves each file whole, old or new, and at most some
    /// temporary files, which the next write to the folder removes. Devices, FIFOs and
    /// standard output (reports only) are written last, by opening them.
    /// Returns the items written.
    @discardableResult
    public func write() throws -> [Item] {
        try check()
        let pending = items.filter { $0.change != .unchanged }
        guard !pending.isEmpty else { return [] }
        var transaction = Transaction(items: pending)
        try SignalDeferral.during { try transaction.run() }
        return pending
    }
}

extension FilePlan {
    /// Points where tests step in to play another program at the worst moment.
    package final class Hooks: @unchecked Sendable {
        /// Called with a file's path after scaffold's last check that it is as read, just
        /// before the new contents replace it.
        package var beforeReplacing: ((String) -> Void)?
        /// Called with the name of each flush a write asks of the system (`fsync` for one
        /// file, `syncfs` for a file system), so that tests can count them.
        package var flushed: ((String) -> Void)?
        /// Called with a new file's path after scaffold's last check that no file is there,
        /// just before the new file is put in place.
        package var beforeCreating: ((String) -> Void)?
        /// Called with how each new file was put in place (`rename` when the system renames
        /// without replacing, else `link`), so that tests can count directory changes.
        package var created: ((String) -> Void)?
    }

    /// The hooks (none outside tests).
    package static let hooks = Hooks()
}

/// Atomically exchanges two paths (Linux `renameat2(RENAME_EXCHANGE)`, Darwin
/// `renamex_np(RENAME_SWAP)`), so that the file taken out of place can be compared with the
/// one that was read before it is let go.
enum Exchange {
    /// What an exchange did.
    enum Outcome: Equatable {
        case swapped
        /// The system or file system cannot exchange: rename instead.
        case unsupported
        case failed(Int32)
    }

    #if os(Linux)
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// glibc's `renameat2`, looked up at run time (the Glibc module does not export it).
    private static let renameAt2: RenameAt2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    #endif

    /// Exchanges `first` and `second`.
    static func swap(_ first: String, _ second: String) -> Outcome {
        rename(first, second, .exchange)
    }

    /// Renames `first` to `second` unless `second` exists (Linux
    /// `renameat2(RENAME_NOREPLACE)`, Darwin `renamex_np(RENAME_EXCL)`): a new file put in
    /// place with one change of its folder, where a link and an unlink are two.
    static func renameWithoutReplacing(_ first: String, _ second: String) -> Outcome {
        rename(first, second, .noReplace)
    }

    /// What a rename asks of the system besides renaming.
    private enum Asked { case exchange, noReplace }

    /// `renameat2` (Linux) or `renamex_np` (Darwin) with the flag for `asked`; `.swapped`
    /// when it did what was asked.
    private static func rename(_ first: String, _ second: String, _ asked: Asked) -> Outcome {
        #if os(Linux)
        guard let renameAt2 else { return .unsupported }
        // RENAME_EXCHANGE is 1 << 1 and RENAME_NOREPLACE 1 << 0 in <linux/fs.h>.
        if renameAt2(AT_FDCWD, first, AT_FDCWD, second, asked == .exchange ? 1 << 1 : 1 << 0) == 0 { return .swapped }
        #elseif canImport(Darwin)
        if renamex_np(first, second, UInt32(asked == .exchange ? RENAME_SWAP : RENAME_EXCL)) == 0 { return .swapped }
        #else
        return .unsupported
        #endif
        let code = errno
        return [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(code) ? .unsupported : .failed(code)
    }
}

/// One write of a plan's pending files, with what it did so far, to undo it on failure.
private struct Transaction {
    let items: [FilePlan.Item]
    /// Folders made, in the order made.
    var madeFolders: [String] = []
    /// Folders that exist, made or found by `makeFolders`.
    var foldersThere: Set<String> = []
    /// Temporary files, by item index.
    var temporaries: [Int: String] = [:]
    /// Temporary files written and still open, waiting to be flushed together.
    var unflushed: [(index: Int, descriptor: Int32)] = []
    /// How many written files wait open for their flush at most (far below the usual
    /// limit of 1,024 open files).
    static let flushBatch = 256
    /// Items put in place, in order.
    var committed: [Int] = []
    /// Items rewritten in place because their owner or group could not be kept on a copy.
    var inPlace: Set<Int> = []
    /// The identity of each new file put in place: a rollback removes it only if it is
    /// still that file (another process may have replaced it since).
    var created: [Int: FileStatus] = [:]

    init(items: [FilePlan.Item]) {
        self.items = items
    }

    mutating func run() throws {
        do {
            try prepare()
            for index in items.indices where items[index].method != .stream {
                try commit(index)
                committed.append(index)
                // Its temporary file is in place now (or gone): nothing left to remove.
                temporaries[index] = nil
                if items[index].status == nil, let made = try? FileStatus.entry(at: items[index].target) { created[index] = made }
            }
            for index in items.indices where items[index].method == .stream {
                try stream(items[index])
            }
            removeTemporaries()
        } catch {
            rollBack()
            throw error
        }
    }

    // MARK: - Before anything is in place

    mutating func prepare() throws {
        var cleaned: Set<String> = []
        for (index, item) in items.enumerated() where item.method != .stream {
            let folder = (item.target as NSString).deletingLastPathComponent
            try makeFolders(folder, for: item)
            if cleaned.insert(folder).inserted { Self.removeStaleTemporaries(in: folder) }
            if items[index].method == .replace {
                temporaries[index] = try writeTemporary(item, in: folder, index: index)
            }
        }
        try flushTemporaries()
    }

    /// Flushes the temporary files written so far to disk, together, and closes them. A
    /// batch of `fileSystemFlushMinimum` files or more on Linux costs one flush of each file
    /// system it is on; a smaller one, or elsewhere, one `fsync` per file.
    mutating func flushTemporaries() throws {
        let batch = unflushed
        unflushed = []
        var failure: FileWriteError?
        // Each file system the batch is on, flushed once (Linux's `syncfs`): one journal
        // commit for the whole batch, where an `fsync` per file waits for one commit each.
        var covered: Set<Int32> = []
        #if os(Linux)
        if batch.count >= Self.fileSystemFlushMinimum, let syncFileSystem = Self.syncFileSystem {
            var devices: [UInt64: (index: Int, descriptor: Int32)] = [:]
            var info = stat()
            for (index, descriptor) in batch where fstat(descriptor, &info) == 0 {
                covered.insert(descriptor)
                if devices[UInt64(info.st_dev)] == nil { devices[UInt64(info.st_dev)] = (index, descriptor) }
            }
            for (index, descriptor) in devices.values.sorted(by: { $0.index < $1.index }) where failure == nil {
                FilePlan.hooks.flushed?("syncfs")
                guard syncFileSystem(descriptor) != 0 else { continue }
                failure = FileWriteError(path: items[index].path, reason: SystemError(errno, "write", items[index].path).reason)
            }
        }
        // The files flushed one by one have their writing started together first (Linux's
        // `sync_file_range`, which does not wait for the writes): each `fsync` then finds its data on
        // its way, and the first one's journal commit holds the others' blocks too, so that
        // the next ones have little left to wait for (5 new files on ext4: 0.9 ms of
        // `fsync`s became 0.45 ms). Each file is still flushed: what is durable is the same.
        if failure == nil, let startWriting = Self.startWriting, batch.count - covered.count > 1 {
            for (_, descriptor) in batch where !covered.contains(descriptor) {
                FilePlan.hooks.flushed?("writeout")
                _ = startWriting(descriptor, 0, 0, Self.writeOnly)
            }
        }
        #endif
        for (index, descriptor) in batch {
            if failure == nil, !covered.contains(descriptor) {
                FilePlan.hooks.flushed?("fsync")
                if fsync(descriptor) != 0 {
                    failure = FileWriteError(path: items[index].path, reason: SystemError(errno, "write", items[index].path).reason)
                }
            }
            if close(descriptor) != 0, failure == nil {
                failure = FileWriteError(path: items[index].path, reason: SystemError(errno, "write", items[index].path).reason)
            }
        }
        if let failure { throw failure }
    }

    /// How many files a batch needs before its file systems are flushed whole rather than
    /// file by file (a flush of the file system also writes other programs' pending data).
    static let fileSystemFlushMinimum = 8

    #if os(Linux)
    private typealias SyncFileSystem = @convention(c) (Int32) -> Int32
    /// glibc's `syncfs`, looked up at run time (the Glibc module does not export it).
    private static let syncFileSystem: SyncFileSystem? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs").map { unsafeBitCast($0, to: SyncFileSystem.self) }
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    /// glibc's `sync_file_range`, looked up at run time (not exported either), and its flag
    /// `SYNC_FILE_RANGE_WRITE`: start writing the file's dirty pages, wait for none.
    private static let startWriting: SyncFileRange? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range").map { unsafeBitCast($0, to: SyncFileRange.self) }
    private static let writeOnly: UInt32 = 2
    #endif

    /// Makes `folder` and the folders above it that are missing; a folder this write made
    /// or found is not looked up again for the next file in it.
    mutating func makeFolders(_ folder: String, for item: FilePlan.Item) throws {
        guard !foldersThere.contains(folder) else { return }
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", (try? FileStatus.target(of: current)) == nil {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() {
            if mkdir(path, 0o777) == 0 {
                madeFolders.append(path)
            } else if errno != EEXIST {
                throw FileWriteError(path: item.path, reason: "cannot make its folder \(path): \(SystemError.describe(errno))")
            }
        }
        foldersThere.insert(folder)
    }

    /// Writes `item`'s bytes to a new temporary file in `folder` and returns its path.
    mutating func writeTemporary(_ item: FilePlan.Item, in folder: String, index: Int) throws -> String {
        var descriptor: Int32 = -1
        var path = ""
        for _ in 0..<16 {
            path = folder + "/" + FilePlan.temporaryPrefix + "\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
            // Private until complete; a new file then gets the usual mode (umask applied).
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, item.status == nil ? 0o666 : 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw FileWriteError(path: item.path, reason: SystemError(errno, "write", item.path).reason) }
        var closed = false
        defer { if !closed { close(descriptor) } }
        temporaries[index] = path
        if let permissions = item.permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
            throw FileWriteError(path: item.path, reason: SystemError(errno, "set the permissions of", item.path).reason)
        }
        if let status = item.status {
            if fchmod(descriptor, mode_t(item.permissions ?? status.permissions)) != 0 {
                throw FileWriteError(path: item.path, reason: SystemError(errno, "keep the permissions of", item.path).reason)
            }
            let made = try FileStatus.of(descriptor: descriptor, path: path)
            if made.owner != status.owner || made.group != status.group {
                if fchown(descriptor, status.owner == made.owner ? uid_t.max : uid_t(status.owner), gid_t(status.group)) != 0 {
                    // The copy cannot carry the owner or group: rewrite the file where it is.
                    unlink(path)
                    temporaries[index] = nil
                    inPlace.insert(index)
                    return ""
                }
            }
        }
        try Self.writeAll(item.bytes, to: descriptor, offset: 0, path: item.path)
        // Flushed to disk with the others (`flushTemporaries`) before any is put in place.
        closed = true
        unflushed.append((index, descriptor))
        if unflushed.count >= Self.flushBatch { try flushTemporaries() }
        return path
    }

    // MARK: - Putting files in place

    func commit(_ index: Int) throws {
        let item = items[index]
        if item.method == .inPlace || inPlace.contains(index) {
            try Self.rewrite(item.target, with: item.bytes, expecting: item.status, path: item.path)
            return
        }
        guard let temporary = temporaries[index] else { return }
        guard let expected = item.status else {
            try create(item, from: temporary)
            return
        }
        let now = try? FileStatus.target(of: item.target)
        guard let now, now.isUnchanged(comparedTo: expected) else {
            throw FileWriteError(path: item.path, reason: "it changed since scaffold read it (another program, or another scaffold, wrote it); nothing was written: run the command again")
        }
        FilePlan.hooks.beforeReplacing?(item.target)
        // Swap the new file in, then look at what came out: the file as read, or a change
        // another program made after the check above (swapped back, and refused).
        switch Exchange.swap(temporary, item.target) {
        case .swapped:
            let swappedOut = try? FileStatus.entry(at: temporary)
            let bytes = try? FileReader.read(temporary)
            guard let swappedOut, swappedOut.isUnchanged(comparedTo: expected), bytes == item.existingBytes else {
                _ = Exchange.swap(temporary, item.target)
                throw FileWriteError(path: item.path, reason: "it changed while scaffold was replacing it (another program wrote it just now); its change is kept and nothing was written: run the command again")
            }
            unlink(temporary)
        case .unsupported:
            guard rename(temporary, item.target) == 0 else {
                throw FileWriteError(path: item.path, reason: SystemError(errno, "replace", item.path).reason)
            }
        case .failed(let code):
            throw FileWriteError(path: item.path, reason: SystemError(code, "replace", item.path).reason)
        }
    }

    /// Puts a new file in place without replacing one that appeared since the plan: a
    /// rename that refuses to replace, where the system has one, else a link (which
    /// refuses too) and the temporary file's unlink.
    func create(_ item: FilePlan.Item, from temporary: String) throws {
        FilePlan.hooks.beforeCreating?(item.target)
        let code: Int32
        switch Exchange.renameWithoutReplacing(temporary, item.target) {
        case .swapped:
            FilePlan.hooks.created?("rename")
            return
        case .failed(let failure) where failure == EEXIST:
            code = EEXIST
        case .failed, .unsupported:
            if link(temporary, item.target) == 0 {
                FilePlan.hooks.created?("link")
                unlink(temporary)
                return
            }
            code = errno
        }
        if code == EEXIST {
            throw FileWriteError(path: item.path, reason: "it appeared since scaffold planned the write (another program, or another scaffold, created it); nothing was written: run the command again")
        }
        guard [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, EXDEV, ENOSYS].contains(code) else {
            throw FileWriteError(path: item.path, reason: SystemError(code, "create", item.path).reason)
        }
        // A file system without hard links: claim the name first, then replace the claim.
        let claim = open(item.target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard claim >= 0 else {
            throw FileWriteError(path: item.path, reason: errno == EEXIST
                ? "it appeared since scaffold planned the write; nothing was written: run the command again"
                : SystemError(errno, "create", item.path).reason)
        }
        close(claim)
        guard rename(temporary, item.target) == 0 else {
            let failure = errno
            unlink(item.target)
            throw FileWriteError(path: item.path, reason: SystemError(failure, "create", item.path).reason)
        }
    }

    /// Rewrites a file where it is (same inode, so hard links, owner and group stay).
    static func rewrite(_ target: String, with bytes: [UInt8], expecting expected: FileStatus?, path: String) throws {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: SystemError(errno, "write", path).reason) }
        defer { close(descriptor) }
        if let expected {
            let now = try FileStatus.of(descriptor: descriptor, path: path)
            guard now.isUnchanged(comparedTo: expected) else {
                throw FileWriteError(path: path, reason: "it changed since scaffold read it; nothing was written: run the command again")
            }
        }
        #if os(Linux)
        // Claim the space first, so that a full disk fails before a byte changes.
        let reserved = posix_fallocate(descriptor, 0, off_t(bytes.count))
        if reserved != 0, reserved != EOPNOTSUPP, reserved != EINVAL {
            throw FileWriteError(path: path, reason: SystemError(reserved, "write", path).reason)
        }
        #endif
        try writeAll(bytes, to: descriptor, offset: 0, path: path)
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
            throw FileWriteError(path: path, reason: SystemError(errno, "write", path).reason)
        }
    }

    /// Writes a report to a device, FIFO or standard stream.
    func stream(_ item: FilePlan.Item) throws {
        if let descriptor = FilePlan.standardStream(item.path) {
            try Self.writeAll(item.bytes, to: descriptor, offset: nil, path: item.path)
            return
        }
        let descriptor = open(item.target, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw FileWriteError(path: item.path, reason: SystemError(errno, "write to", item.path).reason) }
        defer { close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        try Self.writeAll(item.bytes, to: descriptor, offset: nil, path: item.path)
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, offset: Int?, path: String) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                let start = buffer.baseAddress! + written
                if let offset { return pwrite(descriptor, start, bytes.count - written, off_t(offset + written)) }
                return Foundation.write(descriptor, start, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw FileWriteError(path: path, reason: SystemError(errno, "write", path).reason)
            }
            written += count
        }
    }

    // MARK: - Cleaning up

    /// Undoes what was done: old contents back, new files and folders removed.
    mutating func rollBack() {
        // Files written but not yet flushed (a failure while preparing) are let go.
        for (_, descriptor) in unflushed { close(descriptor) }
        unflushed = []
        for index in committed.reversed() {
            let item = items[index]
            if let old = item.existingBytes {
                if item.method == .inPlace || inPlace.contains(index) {
                    try? Self.rewrite(item.target, with: old, expecting: nil, path: item.path)
                } else {
                    var restore = item
                    restore.bytes = old
                    if let temporary = try? writeTemporary(restore, in: (item.target as NSString).deletingLastPathComponent, index: index), !temporary.isEmpty {
                        try? flushTemporaries()
                        rename(temporary, item.target)
                    }
                }
            } else if let made = created[index], let now = try? FileStatus.entry(at: item.target),
                      now.device == made.device, now.inode == made.inode {
                unlink(item.target)
            }
        }
        removeTemporaries()
        for folder in madeFolders.reversed() { rmdir(folder) }
    }

    func removeTemporaries() {
        for path in temporaries.values where !path.isEmpty { unlink(path) }
    }

    /// Removes temporary files in `folder` left by scaffold processes that no longer run.
    static func removeStaleTemporaries(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefix = Array(FilePlan.temporaryPrefix.utf8)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard name.starts(with: prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: UInt8(ascii: "-")),
                  let pid = Int32(String(decoding: rest[..<dash], as: UTF8.self)) else { continue }
            // The process is gone (or is not ours to ask about and long dead): the file is stale.
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                unlink(folder + "/" + String(decoding: name, as: UTF8.self))
            }
        }
    }
}
