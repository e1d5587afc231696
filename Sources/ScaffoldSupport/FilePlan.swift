import Foundation
import ScaffoldSyntax

/// The files a command is about to write, each with what writing it would do, so that a
/// command can show the plan (`--dry-run`, `--diff`), refuse to overwrite, or write it all.
/// Every file scaffold writes goes through a plan: generated screens, specs, templates,
/// fixes, reports, baselines and hooks.
///
/// Adding a file looks at what is there now and records every problem a write would meet
/// (a folder or a dangling link in the way, a file the user cannot write, a name too long),
/// so that a command reports them all before anything is written. `write()` then writes
/// every file or none; see its documentation for the guarantees.
public struct FilePlan: Sendable {
    /// What writing one file would do.
    public enum Change: String, Sendable {
        /// The file does not exist yet.
        case create
        /// The file exists with exactly these contents: nothing to do.
        case unchanged
        /// The file exists with other contents.
        case overwrite
    }

    /// How a file's new contents reach the disk.
    package enum Method: Sendable, Equatable {
        /// A temporary file beside it, renamed over it (or linked in place, for a new file).
        case replace
        /// The file is rewritten where it is, keeping its inode: for files with several hard
        /// links, and files owned by someone else that the user may write.
        case inPlace
        /// A device, FIFO or standard output: opened and written, never replaced.
        case stream
    }

    /// One planned file.
    public struct Item: Sendable {
        /// The path as planned (absolute).
        public var path: String
        /// The contents to write.
        public var bytes: [UInt8]
        /// What writing it would do.
        public var change: Change
        /// The current contents, when the file exists.
        public var existingBytes: [UInt8]?
        /// Where the bytes go: `path`, or what a symbolic link at `path` points to.
        package var target: String
        /// How they get there.
        package var method: Method
        /// The target's status when the plan read it, to notice a change before writing.
        package var status: FileStatus?
        /// Permissions to give the file (`0o755` for a hook); nil keeps an existing file's,
        /// and gives a new one the usual (0666 less the umask).
        package var permissions: UInt32?
        /// Whether the bytes are an edit of the file as read (insertions into it, computed
        /// from its bytes): a command that edits in place writes it without --force.
        public var isEdit = false

        /// The contents, as text.
        public var contents: String { String(decoding: bytes, as: UTF8.self) }
        /// The current contents as text, for an overwrite.
        public var existing: String? { existingBytes.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The planned files, in order.
    public private(set) var items: [Item] = []
    /// Problems that stop the whole plan, found while adding files.
    public private(set) var problems: [FileWriteError.Problem] = []
    /// Lines said once the plan is written (or shown): notes about code the write leaves
    /// to the user, which are moot when nothing is written.
    public var notes: [String] = []
    /// The folders (real paths) a confined plan may write in, each file below one of them
    /// once its links are resolved; empty: anywhere.
    public private(set) var boundaries: [String] = []
    /// What the problem of a file outside the boundaries tells the user to do.
    private var boundaryAdvice = ""
    /// The real path of each folder a file was added in: a thousand files in one folder
    /// resolve its links once, not once each.
    private var realFolders: [String: String] = [:]
    /// Folders standardized so far, by path as given (see `standardized`).
    private var standardFolders: [String: String] = [:]
    /// The target of every planned item: a file planned twice is found at once, not by a
    /// scan of the plan (`scaffold app` on 1,000 screens plans thousands of files).
    private var plannedTargets: Set<String> = []
    /// Folders found able to hold new files (`checkFolderCanHold`): a thousand new files
    /// in one folder check it once.
    private var foldersThatCanHold: Set<String> = []

    /// `path` standardized as `NSString.standardizingPath` does it, with its folder's part
    /// standardized once per folder: on Linux that asks the file system about every
    /// component of the path (a `readlink` each), and a plan holds many files of few
    /// folders (`scaffold app` on 1,000 screens spent a sixth of its time there). A last
    /// name that is a symbolic link, `.`, `..`, or a path that is not plainly absolute, is
    /// standardized whole.
    mutating func standardized(_ path: String) -> String {
        let folder = path.parentPath, name = path.lastPathName
        guard path.hasPrefix("/"), !path.hasSuffix("/"), !folder.isEmpty, !name.isEmpty, name != ".", name != "..",
              (try? FileStatus.entry(at: path))?.kind != .symbolicLink else {
            return (path as NSString).standardizingPath
        }
        return standardFolder(folder).appendingPath(name)
    }

    /// A folder standardized, once. On Linux, a folder whose own name is plain and no
    /// symbolic link is its standard parent and that name: one `lstat` for a new folder, not
    /// a `readlink` for each of its components (`scaffold app` on 1,000 screens plans files
    /// in 2,000 folders of two parents). Elsewhere (`standardizingPath` on Apple's systems
    /// also drops a `/private` that leads to the same place), the folder is standardized whole.
    private mutating func standardFolder(_ folder: String) -> String {
        if let known = standardFolders[folder] { return known }
        let standard: String
        #if os(Linux)
        let parent = folder.parentPath, name = folder.lastPathName
        if let base = Self.plainParent(of: folder, parent: parent, name: name) {
            standard = standardFolder(base).appendingPath(name)
        } else {
            standard = (folder as NSString).standardizingPath
        }
        #else
        standard = (folder as NSString).standardizingPath
        #endif
        standardFolders[folder] = standard
        return standard
    }

    /// The real path of a folder, once: its real parent and its own name when that is plain
    /// and no symbolic link (one `lstat`), else `realLocation(of:)`.
    private mutating func realFolder(_ folder: String) -> String {
        if let known = realFolders[folder] { return known }
        let parent = folder.parentPath, name = folder.lastPathName
        let real: String
        if let base = Self.plainParent(of: folder, parent: parent, name: name) {
            real = realFolder(base).appendingPath(name)
        } else {
            real = FilePlan.realLocation(of: folder)
        }
        realFolders[folder] = real
        return real
    }

    /// `parent` when `folder` is `parent/name`, both absolute and written plainly (no `//`,
    /// no trailing `/`), `name` is no `.` or `..`, and `folder` is no symbolic link.
    private static func plainParent(of folder: String, parent: String, name: String) -> String? {
        guard folder.hasPrefix("/"), !folder.hasSuffix("/"), !folder.contains("//"), parent.hasPrefix("/"), parent != folder,
              !name.isEmpty, name != ".", name != "..", (try? FileStatus.entry(at: folder))?.kind != .symbolicLink else { return nil }
        return parent
    }

    /// Creates an empty plan.
    public init() {}

    /// Confines the plan to `folders`: a file added afterwards whose real path (every
    /// symbolic link on the way resolved, its own included) is below none of them is a
    /// problem, which says `advice`. The first folder is the repository.
    public mutating func confine(to folders: [String], advice: String) {
        boundaries = folders.map(FilePlan.realLocation(of:))
        boundaryAdvice = advice
    }

    /// The real path of `path`: the part that exists with every symbolic link resolved,
    /// then the rest as written. A path whose start cannot be resolved is returned as given.
    public static func realLocation(of path: String) -> String {
        var existing = (path as NSString).standardizingPath
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                var result = String(cString: resolved)
                free(resolved)
                for component in rest.reversed() { result = result.appendingPath(component) }
                return result
            }
            let parent = existing.parentPath
            if parent == existing || parent.isEmpty { return path }
            rest.append(existing.lastPathName)
            existing = parent
        }
    }

    /// `path` with its `.` and `..` components and doubled slashes resolved by name alone,
    /// without asking the file system (which `standardizingPath` may do, resolving links).
    public static func lexicalPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if component != ".." || !absolute {
                parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// Whether `path` is `folder` or below it (compared as written: pass real paths).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Adds a text file; `permissions` (`0o755`) sets its mode.
    public mutating func add(path: String, contents: String, permissions: UInt32? = nil) {
        add(path: path, bytes: Array(contents.utf8))
        if let permissions, items.last?.path == standardized(path) {
            items[items.count - 1].permissions = permissions
        }
    }

    /// Adds a file, reading what is there now to decide its change. With `streams`, a
    /// device, FIFO or `/dev/stdout` at the path is written by opening it (reports do this);
    /// otherwise such a path is a problem.
    ///
    /// An edit computed from a file passes `expecting`: the bytes it was computed from, or
    /// `.some(nil)` for a file it found missing. When the file is no longer that (another
    /// program changed or created it in between), the plan has a problem instead of
    /// writing over the other change.
    public mutating func add(path: String, bytes: [UInt8], streams: Bool = false, expecting: [UInt8]?? = nil) {
        let given = path
        let path = standardized(path)
        do {
            if FilePlan.showsBytesThatAreNotUTF8(path), (try? FileStatus.entry(at: path)) == nil {
                throw FileWriteError.Problem(path: path, reason: "its path is not valid UTF-8 (each byte that is not is shown as \\xNN); scaffold reads such files but cannot write them: rename the folder or file to a UTF-8 name, then run the command again")
            }
            var item = try inspect(path: path, bytes: bytes, streams: streams)
            if let first = boundaries.first, item.method != .stream {
                let real: String
                if item.target != path {
                    // A symbolic link: where it leads.
                    real = FilePlan.realLocation(of: path)
                } else {
                    let folder = path.parentPath
                    real = realFolder(folder).appendingPath(path.lastPathName)
                }
                if !boundaries.contains(where: { FilePlan.isInside(real, $0) }) {
                    throw FileWriteError.Problem(path: FilePlan.lexicalPath(given), reason: "its real path, '\(real)', is outside the repository (\(first)); \(boundaryAdvice)")
                }
            }
            // A file the plan holds already is a collision inside the plan, whatever the
            // edit expected to find there: said as such, not blamed on another program.
            WorkCounter.add()
            if plannedTargets.contains(item.target), let twin = items.first(where: { $0.target == item.target }) {
                throw Self.writtenTwice(path, twin: twin)
            }
            if let expected = expecting, item.existingBytes != expected {
                throw FileWriteError.Problem(path: path, reason: expected == nil
                    ? "it appeared while scaffold was working (another program created it); nothing was written: run the command again"
                    : "it changed while scaffold was working (another program wrote it); nothing was written: run the command again")
            }
            if let existing = item.existingBytes {
                item.change = existing == bytes ? .unchanged : .overwrite
            }
            item.isEdit = expecting != nil && item.existingBytes != nil
            plannedTargets.insert(item.target)
            items.append(item)
        } catch let problem as FileWriteError.Problem {
            problems.append(problem)
        } catch {
            problems.append(FileWriteError.Problem(path: path, reason: "\(error)"))
        }
    }

    /// An empty plan confined as this one is, and knowing the folders it knows: a part of a
    /// command's write planned on another thread (`scaffold app` plans each screen on its
    /// own), joined to this plan afterwards with `append(_:)`.
    public func branch() -> FilePlan {
        var branch = self
        branch.items = []
        branch.problems = []
        branch.notes = []
        branch.plannedTargets = []
        return branch
    }

    /// Adds the files, problems and notes of `branch` (made by `branch()`) after this
    /// plan's, as if they had been added here: a file that both plan is written twice.
    public mutating func append(_ branch: FilePlan) {
        for item in branch.items {
            if plannedTargets.contains(item.target), let twin = items.first(where: { $0.target == item.target }) {
                problems.append(Self.writtenTwice(item.path, twin: twin))
                continue
            }
            plannedTargets.insert(item.target)
            items.append(item)
        }
        problems += branch.problems
        notes += branch.notes
    }

    /// The problem of a file planned twice, `twin` being the item planned first.
    private static func writtenTwice(_ path: String, twin: Item) -> FileWriteError.Problem {
        let same = twin.path == path ? "" : " (as '\(twin.path)' too)"
        return FileWriteError.Problem(path: path, reason: "this command would write it twice\(same): two of the files it makes have the same name; give them different names")
    }

    /// Takes the file planned at `path` out of the plan and returns it (nil when none is), so
    /// that a command can plan it once with a further change made on top of its bytes.
    public mutating func removeItem(at path: String) -> Item? {
        let path = standardized(path)
        guard let index = items.firstIndex(where: { $0.path == path }) else { return nil }
        plannedTargets.remove(items[index].target)
        return items.remove(at: index)
    }

    /// Whether `path` holds `\xNN`, the form in which the repository walker shows a byte of
    /// a name that is not valid UTF-8: such a path names a file that cannot be written by
    /// its text (when no file has that literal name).
    static func showsBytesThatAreNotUTF8(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        guard bytes.count >= 4 else { return false }
        func isHex(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte) }
        for index in 0..<(bytes.count - 3) where bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "x") {
            if isHex(bytes[index + 2]), isHex(bytes[index + 3]) { return true }
        }
        return false
    }

    /// The files that exist and would be replaced.
    public var overwrites: [Item] { items.filter { $0.change == .overwrite } }

    /// The files that exist and would be replaced whole, not edited in place: what needs --force.
    public var replacements: [Item] { items.filter { $0.change == .overwrite && !$0.isEdit } }

    /// Throws every problem found while adding files; nothing has been written.
    public func check() throws {
        if !problems.isEmpty { throw FileWriteError(problems: problems) }
    }

    // MARK: - Inspection

    private mutating func inspect(path: String, bytes: [UInt8], streams: Bool) throws -> Item {
        func problem(_ reason: String) -> FileWriteError.Problem { FileWriteError.Problem(path: path, reason: reason) }
        func system(_ error: Error) -> FileWriteError.Problem {
            problem((error as? SystemError)?.reason ?? "\(error)")
        }
        var item = Item(path: path, bytes: bytes, change: .create, existingBytes: nil, target: path, method: .replace, status: nil, permissions: nil)
        if streams, FilePlan.standardStream(path) != nil {
            item.method = .stream
            return item
        }
        // (Names of 255 bytes or fewer are told by their bytes; the rare longer one is
        // found again by its characters for the message.)
        if Self.hasNameLongerThan255Bytes(path) {
            for component in path.split(separator: "/") where component.utf8.count > 255 {
                throw problem("the name '\(component.prefix(40))…' is \(component.utf8.count) bytes long; file systems allow 255: use a shorter name")
            }
        }
        let entry: FileStatus?
        do { entry = try FileStatus.entry(at: path) } catch { throw system(error) }
        guard let entry else {
            try checkFolderCanHold(path, problem: problem)
            return item
        }
        var status = entry
        if entry.kind == .symbolicLink {
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            let resolved: FileStatus?
            do { resolved = try FileStatus.target(of: path) } catch { throw system(error) }
            guard let resolved else {
                throw problem("it is a symbolic link to '\(destination)', which does not exist; scaffold does not replace links: remove the link, or make it point to a file")
            }
            guard resolved.kind == .regular || (streams && resolved.kind.isSpecial) else {
                throw problem("it is a symbolic link to \(resolved.kind.noun) ('\(destination)'); scaffold writes files only")
            }
            guard let real = realpath(path, nil) else { throw system(SystemError(errno, "resolve", path)) }
            item.target = String(cString: real)
            free(real)
            status = resolved
        }
        if status.kind.isSpecial || (streams && (path.hasPrefix("/dev/") || path.hasPrefix("/proc/"))) {
            guard streams else {
                throw problem("it is \(status.kind.noun), not a regular file; scaffold writes regular files only")
            }
            item.method = .stream
            return item
        }
        guard status.kind == .regular else {
            throw problem("it is \(status.kind.noun); scaffold writes files only: move it away or choose another path")
        }
        do {
            item.existingBytes = try FileReader.read(item.target)
        } catch {
            throw problem(error.reason)
        }
        item.status = status
        guard access(item.target, W_OK) == 0 else {
            throw problem("you cannot write it (mode \(status.octalPermissions), owner \(FilePlan.userName(status.owner))); scaffold never changes files you cannot write: make it writable, or leave it out")
        }
        let folder = item.target.parentPath
        let foreignOwner = status.owner != geteuid() && geteuid() != 0
        if status.linkCount > 1 || foreignOwner || access(folder, W_OK | X_OK) != 0 {
            item.method = .inPlace
        }
        return item
    }

    /// Whether a name in `path` (between two `/`) is longer than 255 bytes.
    static func hasNameLongerThan255Bytes(_ path: String) -> Bool {
        var length = 0
        for byte in path.utf8 {
            length = byte == UInt8(ascii: "/") ? 0 : length + 1
            if length > 255 { return true }
        }
        return false
    }

    /// Checks that the folders of a new file exist or can be made: the nearest existing
    /// ancestor must be a folder the user can write.
    private mutating func checkFolderCanHold(_ path: String, problem: (String) -> FileWriteError.Problem) throws {
        let start = path.parentPath
        guard !foldersThatCanHold.contains(start) else { return }
        var folder = start
        while true {
            let status: FileStatus?
            do { status = try FileStatus.target(of: folder) } catch let error as SystemError {
                throw problem("cannot make its folder \(folder): \(SystemError.describe(error.code))")
            }
            if let status {
                guard status.kind == .directory else {
                    throw problem("'\(folder)' is \(status.kind.noun), not a folder, so nothing can be written below it: choose another folder")
                }
                guard access(folder, W_OK | X_OK) == 0 else {
                    throw problem("you cannot write in the folder '\(folder)' (mode \(status.octalPermissions)); make it writable, or choose another folder")
                }
                foldersThatCanHold.insert(start)
                return
            }
            let parent = folder.parentPath
            if parent == folder || parent.isEmpty {
                foldersThatCanHold.insert(start)
                return
            }
            folder = parent
        }
    }

    /// The descriptor a path names when it is the process's own standard output or error.
    static func standardStream(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": return 1
        case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": return 2
        default: return nil
        }
    }

    /// A user's name, or their id when it has none.
    static func userName(_ id: UInt32) -> String {
        guard let entry = getpwuid(id), let name = entry.pointee.pw_name else { return "\(id)" }
        return String(cString: name)
    }
}

/// Files that could not be written, each with why; nothing was written.
public struct FileWriteError: Error, Sendable {
    /// One file and why it could not be written.
    public struct Problem: Error, Sendable, Equatable {
        /// The file.
        public var path: String
        /// Why, and what to do.
        public var reason: String

        /// Creates a problem.
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The problems, in plan order.
    public var problems: [Problem]

    /// Creates the error for one file.
    package init(path: String, reason: String) {
        problems = [Problem(path: path, reason: reason)]
    }

    /// Creates the error for several files.
    package init(problems: [Problem]) {
        self.problems = problems
    }
}
