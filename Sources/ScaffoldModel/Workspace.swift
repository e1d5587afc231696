import Dispatch
import Foundation
import ScaffoldSupport
import ScaffoldSyntax

/// The repository as one command reads it: walked once, each file read once (an editor's
/// unsaved buffer first, else the disk) and parsed at most once per path it is shown as.
/// Every reader of Swift code outside the linter asks the command's workspace (screens,
/// protocols for fakes, the `Responder` lookup, constructions and `switch`es `add` notes,
/// the map), so that two readers never see two different versions of a file, and a file
/// several of them need costs one read. `SelfOrganisationTests` keeps walks and reads of
/// found files here.
public final class Workspace: @unchecked Sendable {
    /// The repository's root: the folder walked.
    public let root: String
    /// Texts that stand for files on disk, by absolute path (an editor's unsaved buffers).
    public let buffers: [String: [UInt8]]
    private let lock = NSLock()
    private var contents: [String: Result<[UInt8], FileReader.Failure>] = [:]
    private var trees: [String: SyntaxTree] = [:]
    /// The walk of the whole repository, once done.
    private var walked: [FoundFile]?

    /// A workspace of the repository at `root`, with `buffers` read before the disk.
    public init(root: String, buffers: [String: [UInt8]] = [:]) {
        self.root = root
        self.buffers = buffers
    }

    // MARK: - The command's workspace

    private final class Opened: @unchecked Sendable {
        let lock = NSLock()
        var workspace: Workspace?
        var reads = 0
        var parses = 0
        var paths = 0
    }

    private static func countPaths(_ count: Int) {
        opened.lock.lock()
        opened.paths += count
        opened.lock.unlock()
    }

    /// Paths of the repository's walk handed out or compared by every workspace since the
    /// process started (a caller looks at each path it is given): tests count a command's
    /// with it, since a lookup through every path once per screen is quadratic in screens.
    package static var pathsLookedAt: Int {
        opened.lock.lock()
        defer { opened.lock.unlock() }
        return opened.paths
    }

    private static let opened = Opened()

    /// Files read from disk by every workspace since the process started (a file read
    /// once by a command counts once): tests count a command's reads with it.
    package static var readsDone: Int {
        opened.lock.lock()
        defer { opened.lock.unlock() }
        return opened.reads
    }

    /// Files parsed by every workspace since the process started: tests count a
    /// command's parses with it.
    package static var parsesDone: Int {
        opened.lock.lock()
        defer { opened.lock.unlock() }
        return opened.parses
    }

    /// Runs `body` with `workspace` as the command's: every `current(root:)` of its root
    /// gets it, and the repository is walked once (`RepositoryWalker.sharingWalks`). Only for
    /// a command that writes after its last read; a nested call keeps the outer workspace.
    public static func opening<T>(_ workspace: Workspace, _ body: () throws -> T) rethrows -> T {
        opened.lock.lock()
        let outer = opened.workspace
        if outer == nil { opened.workspace = workspace }
        opened.lock.unlock()
        defer {
            if outer == nil {
                opened.lock.lock()
                opened.workspace = nil
                opened.lock.unlock()
            }
        }
        return try RepositoryWalker.sharingWalks(body)
    }

    /// The command's workspace when one is open for `root`; otherwise a workspace of its
    /// own (a reader called outside a command, as the tests and the language server do).
    public static func current(root: String) -> Workspace {
        opened.lock.lock()
        defer { opened.lock.unlock() }
        if let workspace = opened.workspace, workspace.root == root { return workspace }
        return Workspace(root: root)
    }

    // MARK: - Files

    /// The Swift files below `folders` (the whole repository when nil), from the walk.
    package func swiftFiles(in folders: [String]? = nil) -> [FoundFile] {
        // Each path handed out counts as a step of work (its caller looks at each): a
        // command that asks for every file once per screen shows as quadratic.
        let files = folders.map { walk($0).files } ?? repositoryFiles()
        WorkCounter.add(files.count)
        Self.countPaths(files.count)
        return files
    }

    /// The repository's Swift files, sorted by path: walked once per workspace.
    private func repositoryFiles() -> [FoundFile] {
        lock.lock()
        if let known = walked {
            lock.unlock()
            return known
        }
        lock.unlock()
        let files = walk([root]).files
        lock.lock()
        walked = files
        lock.unlock()
        return files
    }

    /// The repository's Swift files below `folder` (an absolute path): a binary search in
    /// the sorted walk, so that a command looking up a thousand screens' folders compares
    /// a few paths for each, not every path of the repository (`scaffold app` did).
    package func swiftFiles(below folder: String) -> ArraySlice<FoundFile> {
        let files = repositoryFiles()
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var low = 0, high = files.count
        while low < high {
            WorkCounter.add()
            let middle = (low + high) / 2
            if files[middle].path < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < files.count, files[end].path.hasPrefix(prefix) {
            WorkCounter.add()
            end += 1
        }
        Self.countPaths(end - low + Int(log2(Double(files.count + 1))) + 1)
        return files[low..<end]
    }

    /// The Swift files below `paths` (folders or files), and the paths that cannot be
    /// walked, with why.
    package func walk(_ paths: [String]) -> (files: [FoundFile], problems: [PathProblem]) {
        RepositoryWalker(root: root).swiftFiles(in: paths)
    }

    /// The bytes of `file`: its buffer, else the disk, read once.
    package func read(_ file: FoundFile) -> Result<[UInt8], FileReader.Failure> {
        if !buffers.isEmpty, let buffer = buffers[file.path] { return .success(buffer) }
        lock.lock()
        if let known = contents[file.path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let result = Result { () throws(FileReader.Failure) in try file.read() }
        lock.lock()
        if contents[file.path] == nil {
            contents[file.path] = result
            Self.opened.lock.lock()
            Self.opened.reads += 1
            Self.opened.lock.unlock()
        }
        lock.unlock()
        return result
    }

    /// The bytes of the file at the absolute `path`, or nil when it cannot be read.
    public func bytes(of path: String) -> [UInt8]? {
        try? read(FoundFile(path: path)).get()
    }

    /// The files of `files` whose bytes `keep` accepts, with their bytes, read in parallel;
    /// and those that could not be read, with why.
    package func reading(_ files: [FoundFile], where keep: @escaping @Sendable ([UInt8]) -> Bool)
        -> (found: [(file: FoundFile, bytes: [UInt8])], failures: [(path: String, reason: String)]) {
        // What is known already is taken under one lock; the rest is read, and every file
        // is searched, in parallel with no lock (workers reading thousands of small files
        // would wait on it); what was read is then kept, under one lock.
        var known = [Result<[UInt8], FileReader.Failure>?](repeating: nil, count: files.count)
        lock.lock()
        for (index, file) in files.enumerated() {
            known[index] = (buffers.isEmpty ? nil : buffers[file.path]).map { .success($0) } ?? (contents.isEmpty ? nil : contents[file.path])
        }
        lock.unlock()
        let given = known
        let results = Results<(result: Result<[UInt8], FileReader.Failure>, kept: Bool)>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = given[index] ?? Result { () throws(FileReader.Failure) in try files[index].read() }
            results.set(index, (result, (try? result.get()).map(keep) ?? false))
        }
        var reads = 0
        var found: [(file: FoundFile, bytes: [UInt8])] = []
        var failures: [(path: String, reason: String)] = []
        lock.lock()
        for (index, slot) in results.values.enumerated() {
            guard let slot else { continue }
            var (result, kept) = slot
            if given[index] == nil {
                if let known = contents[files[index].path] {
                    // Another reader of this workspace read the file meanwhile: its bytes.
                    result = known
                    kept = (try? known.get()).map(keep) ?? false
                } else {
                    contents[files[index].path] = result
                    reads += 1
                }
            }
            switch result {
            case .success(let bytes) where kept: found.append((files[index], bytes))
            case .failure(let failure): failures.append((files[index].path, failure.reason))
            default: break
            }
        }
        lock.unlock()
        Self.opened.lock.lock()
        Self.opened.reads += reads
        Self.opened.lock.unlock()
        return (found, failures)
    }

    /// The files of `files` that name one of `words` as a whole word, with their bytes.
    package func naming(_ words: [String], among files: [FoundFile]) -> [(file: FoundFile, bytes: [UInt8])] {
        let needles = words.map { Array($0.utf8) }
        return reading(files) { bytes in needles.contains { ByteSearch.containsWord($0, in: bytes) } }.found
    }

    // MARK: - Syntax

    /// The syntax tree of `bytes`, the file at `path`, shown as `display` in its
    /// locations: parsed once per path and display.
    package func tree(_ path: String, display: String, bytes: [UInt8]) -> SyntaxTree {
        let key = display + "\u{0}" + path
        lock.lock()
        if let known = trees[key], known.file.bytes == bytes {
            lock.unlock()
            return known
        }
        lock.unlock()
        let tree = SyntaxTree(SourceFile(path: display, bytes: bytes))
        lock.lock()
        trees[key] = tree
        lock.unlock()
        Self.opened.lock.lock()
        Self.opened.parses += 1
        Self.opened.lock.unlock()
        return tree
    }

    /// The syntax trees of `found`, parsed in parallel, in order.
    package func trees(_ found: [(file: FoundFile, bytes: [UInt8])], display: @escaping @Sendable (String) -> String) -> [SyntaxTree] {
        let results = Results<SyntaxTree>(count: found.count)
        DispatchQueue.concurrentPerform(iterations: found.count) { index in
            results.set(index, tree(found[index].file.path, display: display(found[index].file.path), bytes: found[index].bytes))
        }
        return results.values.compactMap { $0 }
    }

    /// `path` relative to the root, as messages show it (unchanged outside the root).
    public func relative(_ path: String) -> String {
        path.relative(to: root)
    }
}
