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
    /// Held while the repository is walked: readers on several threads (`scaffold app`
    /// plans its screens on every core) wait for the one walk instead of each walking.
    private let walking = NSRecursiveLock()
    /// The files whose bytes are kept by place: the walk of the repository once whole,
    /// its first part before.
    private var indexed: [FoundFile] = []
    /// What was read of each of them, by its place (`FoundFile.walkIndex`): kept with no
    /// hashing of 13,000 paths.
    private var indexedContents: [Result<[UInt8], FileReader.Failure>?] = []
    /// What was read of the other files, by path.
    private var contents: [String: Result<[UInt8], FileReader.Failure>] = [:]
    private var trees: [String: SyntaxTree] = [:]
    /// The walk of the whole repository, once done, sorted by path.
    private var walked: [FoundFile]?
    /// The first part of the walk (folders of tests left), once done.
    private var walkedFirst: (files: [FoundFile], rest: RepositoryWalker.Remainder)?
    /// The files outside tests, by the conventions last asked with.
    private var outsideTests: (conventions: Conventions, files: [FoundFile])?
    /// Whether the first part of the walk reads its files as it lists them, and the words it
    /// looks for in each (`readsAppCodeWhileWalking(lookingFor:)`).
    private var readsWhileWalking = false
    private var wordsLookedFor: [[UInt8]] = []
    /// The words the walk looked for (`wordsLookedFor` when it began), and for each file
    /// kept by place, which of them it holds: a clear bit says the walk read the file and
    /// found that word nowhere in it as a whole word (every bit set: not known).
    private var indexedWordList: [[UInt8]] = []
    private var indexedWords: [UInt64] = []
    /// The searches by name and the word index (`Workspace+Words.swift`).
    let words = Words()

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
        var searched = 0
        var searchesBeforeWordIndex = 12
    }

    /// How many searches by name read every file before the words of every file are
    /// indexed (`naming`): a search costs about an instruction a byte, indexing every word
    /// of every file about a dozen searches. Tests set it to compare both ways.
    package static var searchesBeforeWordIndex: Int {
        get { opened.lock.withLock { opened.searchesBeforeWordIndex } }
        set { opened.lock.withLock { opened.searchesBeforeWordIndex = newValue } }
    }

    /// Adds `count` to the paths handed out (`pathsLookedAt`).
    static func countPaths(_ count: Int) {
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

    /// Files looked through by `reading` (each file of each call, searched or known not to
    /// hold the words) by every workspace since the process started: tests count a
    /// command's searches with it, since a search of every file once per name is quadratic.
    package static var filesSearched: Int {
        opened.lock.lock()
        defer { opened.lock.unlock() }
        return opened.searched
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
                workspace.releaseInBackground()
            }
        }
        return try RepositoryWalker.sharingWalks(body)
    }

    /// Lets go of what the workspace read, walked and parsed, freed on another core: the
    /// command is done with it (a new screen's workspace holds every file of the app).
    private func releaseInBackground() {
        lock.lock()
        let held = (indexed, indexedContents, indexedWords, contents, trees, walked, walkedFirst, outsideTests)
        indexed = []
        indexedContents = []
        indexedWords = []
        contents = [:]
        trees = [:]
        walked = nil
        walkedFirst = nil
        outsideTests = nil
        lock.unlock()
        BackgroundRelease.drop(held)
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
        let files: [FoundFile]
        if let folders, folders != [root] {
            let walker = RepositoryWalker(root: root)
            if !folders.isEmpty, RepositoryWalker.isSharingWalks, folders.allSatisfy(walker.isPlainFolderBelowRoot) {
                // Within a command, folders of the repository come from its one walk;
                // otherwise a folder is walked alone.
                files = folders.count == 1 ? Array(swiftFiles(below: folders[0]))
                    : Array(Set(folders.flatMap { swiftFiles(below: $0) })).sorted()
            } else {
                files = walk(folders).files
            }
        } else {
            files = repositoryFiles()
        }
        WorkCounter.add(files.count)
        Self.countPaths(files.count)
        return files
    }

    /// The repository's Swift files that are not tests by `conventions`, sorted by path.
    /// By default (test folders named `…Tests`) the folders of tests are not even listed:
    /// a new screen looks for its name in the app's code only.
    package func swiftFiles(outsideTests conventions: Conventions) -> [FoundFile] {
        lock.lock()
        if let known = outsideTests, known.conventions == conventions {
            lock.unlock()
            WorkCounter.add(known.files.count)
            Self.countPaths(known.files.count)
            return known.files
        }
        let whole = walked != nil || !conventions.testPaths.isEmpty
        lock.unlock()
        let candidates = whole ? repositoryFiles() : firstPart().files
        let files = candidates.filter { !conventions.isTestPath($0.path, relativeTo: root) }
        lock.lock()
        outsideTests = (conventions, files)
        lock.unlock()
        WorkCounter.add(files.count)
        Self.countPaths(files.count)
        return files
    }

    /// Makes `files` (sorted, each knowing its place) the files whose bytes are kept by
    /// place, with `contents` there; what was read of them by path before moves there too,
    /// in place of what the walk read (a file read by path before the walk is not read
    /// again, and its readers all see the bytes first read). With the lock held.
    private func index(_ files: [FoundFile], contents: [Result<[UInt8], FileReader.Failure>?], words: [UInt64]? = nil) {
        indexed = files
        indexedContents = contents
        indexedWords = words ?? Array(repeating: ~0, count: files.count)
        for (path, result) in self.contents {
            guard let index = walkIndex(of: FoundFile(path: path)) else { continue }
            indexedContents[index] = result
            indexedWords[index] = ~0
            self.contents[path] = nil
        }
    }

    /// Says that the command will look for `words` in every Swift file of the app's code (a
    /// new screen looks for its type names in all of it): the first part of the walk,
    /// unless done already, then reads each file as it lists its folder and looks for the
    /// words in it, in one pass, keeping the bytes of the files that hold one
    /// (`RepositoryWalker.walkLeavingTestFolders(reading:marking:)`); `naming` those words
    /// then searches only those files. A file whose bytes were let go is read again if
    /// another reader asks for it.
    package func readsAppCodeWhileWalking(lookingFor words: [String]) {
        lock.lock()
        defer { lock.unlock() }
        // Once walked, the walk's words stay those it looked for.
        guard walkedFirst == nil else { return }
        readsWhileWalking = true
        wordsLookedFor = words.prefix(64).map { Array($0.utf8) }
    }

    /// The first part of the walk of the repository: every folder but those named like
    /// test folders, which it leaves for `repositoryFiles()`. Walked once per workspace.
    private func firstPart() -> (files: [FoundFile], rest: RepositoryWalker.Remainder) {
        if let known = lock.withLock({ walkedFirst }) { return known }
        walking.lock()
        defer { walking.unlock() }
        lock.lock()
        if let known = walkedFirst {
            lock.unlock()
            return known
        }
        let reading = readsWhileWalking, words = wordsLookedFor
        lock.unlock()
        var (files, _, rest, contents) = RepositoryWalker(root: root).walkLeavingTestFolders(reading: reading, marking: words)
        for index in files.indices { files[index].walkIndex = index }
        lock.lock()
        defer { lock.unlock() }
        if let known = walkedFirst { return known }
        walkedFirst = (files, rest)
        if contents.isEmpty {
            index(files, contents: Array(repeating: nil, count: files.count))
        } else {
            indexedWordList = words
            index(files, contents: contents.map { $0?.result }, words: contents.map { $0?.words ?? ~0 })
        }
        let reads = contents.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        if reads > 0 {
            Self.opened.lock.lock()
            Self.opened.reads += reads
            Self.opened.lock.unlock()
        }
        return (files, rest)
    }

    /// The repository's Swift files, sorted by path: the first part of the walk and the
    /// folders it left, walked once per workspace.
    func repositoryFiles() -> [FoundFile] {
        if let known = lock.withLock({ walked }) { return known }
        walking.lock()
        defer { walking.unlock() }
        lock.lock()
        if let known = walked {
            lock.unlock()
            return known
        }
        lock.unlock()
        let first = firstPart()
        let rest = RepositoryWalker(root: root).walk(rest: first.rest).files
        // Both parts are sorted: merged in one pass, and what was read of the first part's
        // files moves to their new places.
        var files: [FoundFile] = []
        files.reserveCapacity(first.files.count + rest.count)
        var moves: [(from: Int, to: Int)] = []
        var left = 0, right = 0
        while left < first.files.count || right < rest.count {
            if right == rest.count || (left < first.files.count && first.files[left] <= rest[right]) {
                if right < rest.count, first.files[left] == rest[right] { right += 1 }
                moves.append((left, files.count))
                files.append(first.files[left])
                left += 1
            } else {
                files.append(rest[right])
                right += 1
            }
        }
        for index in files.indices { files[index].walkIndex = index }
        lock.lock()
        defer { lock.unlock() }
        if let known = walked { return known }
        var contents = [Result<[UInt8], FileReader.Failure>?](repeating: nil, count: files.count)
        var words = [UInt64](repeating: ~0, count: files.count)
        for move in moves {
            contents[move.to] = indexedContents[move.from]
            words[move.to] = indexedWords[move.from]
        }
        walked = files
        index(files, contents: contents, words: words)
        // The app code's files handed out before (from the first part) know their places in
        // it: they move with their bytes, or every later look-up of one is a binary search
        // by path (`lint --fix` writing the tests of 387 screens made 460,000 of them).
        if var known = outsideTests {
            var places = [Int](repeating: -1, count: first.files.count)
            for move in moves { places[move.from] = move.to }
            for index in known.files.indices where places.indices.contains(known.files[index].walkIndex) {
                known.files[index].walkIndex = places[known.files[index].walkIndex]
            }
            outsideTests = known
        }
        return files
    }

    /// The place of `file` in the files the workspace keeps bytes for by place (the walk
    /// of the repository, or its first part), or nil when it is not there; with the lock
    /// held. A file from the walk knows its place; any other (a path given, a walk of some
    /// folders, a file handed out before the walk was whole) is looked up in the sorted
    /// walk, so that a file has one place where its bytes are kept.
    private func walkIndex(of file: FoundFile) -> Int? {
        guard !indexed.isEmpty else { return nil }
        if indexed.indices.contains(file.walkIndex), indexed[file.walkIndex] == file { return file.walkIndex }
        let place = indexed.sortedIndex { $0.path < file.path }
        return place < indexed.count && indexed[place] == file ? place : nil
    }

    /// The place of each of `files` in the whole walk, or nil for a file outside it.
    func places(of files: [FoundFile]) -> [Int?] {
        lock.withLock { files.map { walkIndex(of: $0) } }
    }

    /// What was read of `file`, if it was; with the lock held.
    private func known(_ file: FoundFile) -> Result<[UInt8], FileReader.Failure>? {
        if let index = walkIndex(of: file) { return indexedContents[index] }
        return contents.isEmpty ? nil : contents[file.path]
    }

    /// Keeps `result` as what was read of `file`, unless something was kept already;
    /// with the lock held. Returns what is kept, and whether it is `result`.
    private func keep(_ result: Result<[UInt8], FileReader.Failure>, of file: FoundFile) -> (kept: Result<[UInt8], FileReader.Failure>, new: Bool) {
        if let index = walkIndex(of: file) {
            if let known = indexedContents[index] { return (known, false) }
            // Read again after the walk let it go: what it holds is these bytes' to say.
            indexedContents[index] = result
            indexedWords[index] = ~0
            return (result, true)
        }
        if let known = contents[file.path] { return (known, false) }
        contents[file.path] = result
        return (result, true)
    }

    /// The repository's Swift files below `folder` (an absolute path): a binary search in
    /// the sorted walk, so that a command looking up a thousand screens' folders compares
    /// a few paths for each, not every path of the repository (`scaffold app` did).
    package func swiftFiles(below folder: String) -> ArraySlice<FoundFile> {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // The first part of the walk holds them, unless the folder is or holds a folder
        // it left.
        let first = firstPart()
        let files = first.rest.leavesFiles(below: folder) ? repositoryFiles() : first.files
        let low = files.sortedIndex { file in
            WorkCounter.add()
            return file.path < prefix
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
        if let known = known(file) {
            lock.unlock()
            return known
        }
        lock.unlock()
        let result = Result { () throws(FileReader.Failure) in try file.read() }
        lock.lock()
        let (kept, new) = keep(result, of: file)
        lock.unlock()
        if new {
            Self.opened.lock.lock()
            Self.opened.reads += 1
            Self.opened.lock.unlock()
        }
        return kept
    }

    /// The bytes of the file at the absolute `path`, or nil when it cannot be read.
    public func bytes(of path: String) -> [UInt8]? {
        try? read(FoundFile(path: path)).get()
    }

    /// The files of `files` whose bytes `keep` accepts, with their bytes, read in parallel;
    /// and those that could not be read, with why. When `keep` accepts only bytes that
    /// mention one of `words` as a whole word, a file the walk found none of them in is
    /// neither read again nor searched.
    package func reading(_ files: [FoundFile], mentioning words: [String] = [], where keep: @escaping @Sendable ([UInt8]) -> Bool)
        -> (found: [(file: FoundFile, bytes: [UInt8])], failures: [(path: String, reason: String)]) {
        // What is known already is looked up under one lock: a file of the walk by its
        // place (the walk's contents are shared, not copied), any other by path. The rest
        // is read, and every file is searched, in parallel with no lock (workers reading
        // thousands of small files would wait on it); what was read is then kept, under
        // one lock.
        // The workspace's tables as they are now, for the workers; let go before what is
        // read is kept (a write to a table still shared would copy all of it, at each call).
        final class Known: @unchecked Sendable {
            var contents: [Result<[UInt8], FileReader.Failure>?]
            var words: [UInt64]
            init(_ contents: [Result<[UInt8], FileReader.Failure>?], _ words: [UInt64]) {
                self.contents = contents
                self.words = words
            }
        }
        lock.lock()
        let known = Known(indexedContents, indexedWords)
        // The bits of the words, when the walk looked for every one of them.
        var bits: UInt64? = words.isEmpty ? nil : 0
        for word in words {
            guard let index = indexedWordList.firstIndex(of: Array(word.utf8)) else {
                bits = nil
                break
            }
            bits? |= 1 << UInt64(index)
        }
        let wanted = bits
        let places = files.map { walkIndex(of: $0) ?? -1 }
        // An editor's buffer, or a file read by path (neither is there in a command run).
        let others: [Result<[UInt8], FileReader.Failure>?]? = buffers.isEmpty && contents.isEmpty ? nil : files.indices.map { index in
            if !buffers.isEmpty, let buffer = buffers[files[index].path] { return .success(buffer) }
            return places[index] < 0 ? contents[files[index].path] : nil
        }
        lock.unlock()
        let given = { @Sendable (index: Int) -> Result<[UInt8], FileReader.Failure>? in
            if let others, let other = others[index] { return other }
            return places[index] >= 0 ? known.contents[places[index]] : nil
        }
        // A file costs microseconds: the workers take runs of files, not one file each, and
        // hand back one answer per run (which files it accepted, what it read).
        struct Run {
            var accepted: [Bool] = []
            var read: [(index: Int, result: Result<[UInt8], FileReader.Failure>)] = []
        }
        let length = 32
        let runs = Results<Run>(count: (files.count + length - 1) / length)
        DispatchQueue.concurrentPerform(iterations: (files.count + length - 1) / length) { part in
            var run = Run()
            run.accepted.reserveCapacity(length)
            for index in (part * length)..<min(files.count, (part + 1) * length) {
                // Read by the walk, which found none of the words in it: not accepted.
                if let wanted, places[index] >= 0, others?[index] == nil, known.words[places[index]] & wanted == 0 {
                    run.accepted.append(false)
                    continue
                }
                let result: Result<[UInt8], FileReader.Failure>
                if let known = given(index) {
                    result = known
                } else {
                    result = Result { () throws(FileReader.Failure) in try files[index].read() }
                    run.read.append((index, result))
                }
                if case .success(let bytes) = result {
                    run.accepted.append(keep(bytes))
                } else {
                    run.accepted.append(false)
                }
            }
            runs.set(part, run)
        }
        // What was known: found or failed, in order. What was read is kept afterwards.
        enum Outcome {
            case found([UInt8])
            case failed(String)
        }
        var outcomes: [(index: Int, outcome: Outcome)] = []
        var fresh: [(index: Int, result: Result<[UInt8], FileReader.Failure>, accepted: Bool)] = []
        for (part, run) in runs.values.enumerated() {
            guard let run else { continue }
            var reads = run.read.makeIterator(), next = reads.next()
            for (offset, accepted) in run.accepted.enumerated() {
                let index = part * length + offset
                if let read = next, read.index == index {
                    next = reads.next()
                    fresh.append((index, read.result, accepted))
                    continue
                }
                switch given(index) {
                case .success(let bytes)? where accepted: outcomes.append((index, .found(bytes)))
                case .failure(let failure)?: outcomes.append((index, .failed(failure.reason)))
                default: break
                }
            }
        }
        known.contents = []
        known.words = []
        var reads = 0
        var kept: [(index: Int, outcome: Outcome)] = []
        lock.lock()
        for read in fresh {
            let (result, new) = self.keep(read.result, of: files[read.index])
            var accepted = read.accepted
            if new {
                reads += 1
            } else if case .success(let bytes) = result {
                // Another reader of this workspace read the file meanwhile: its bytes.
                accepted = keep(bytes)
            }
            switch result {
            case .success(let bytes) where accepted: kept.append((read.index, .found(bytes)))
            case .failure(let failure): kept.append((read.index, .failed(failure.reason)))
            default: break
            }
        }
        lock.unlock()
        // The two lists, each in order of the files, merged.
        var found: [(file: FoundFile, bytes: [UInt8])] = []
        var failures: [(path: String, reason: String)] = []
        var left = 0, right = 0
        while left < outcomes.count || right < kept.count {
            let next: (index: Int, outcome: Outcome)
            if right == kept.count || (left < outcomes.count && outcomes[left].index < kept[right].index) {
                next = outcomes[left]
                left += 1
            } else {
                next = kept[right]
                right += 1
            }
            switch next.outcome {
            case .found(let bytes): found.append((files[next.index], bytes))
            case .failed(let reason): failures.append((files[next.index].path, reason))
            }
        }
        Self.opened.lock.lock()
        Self.opened.reads += reads
        Self.opened.searched += files.count
        Self.opened.lock.unlock()
        return (found, failures)
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
        // Kept until the command ends: without the room the lexer left for denser code.
        let tree = SyntaxTree(SourceFile(path: display, bytes: bytes).compacted())
        lock.lock()
        trees[key] = tree
        lock.unlock()
        Self.opened.lock.lock()
        Self.opened.parses += 1
        Self.opened.lock.unlock()
        return tree
    }
}
