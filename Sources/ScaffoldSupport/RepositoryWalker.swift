import Foundation
import ScaffoldSyntax

/// Walks a repository for Swift files: the one walker of scaffold, with one list of
/// folders it never enters. Symbolic links to folders are followed once the plain walk is
/// done, in order of path, each only when no walk covers the folder it leads to (by real
/// path, so link loops end) and only inside the root; links to files are followed. What
/// cannot be read is reported, never skipped silently.
package struct RepositoryWalker: Sendable {
    /// Folders never entered, besides every hidden folder (a name starting with `.`) and
    /// `.build-*`/`.build_*` scratch folders: build products and dependencies.
    package static let skippedFolders = ["DerivedData", "Pods", "Carthage", "node_modules"]

    /// A sentence for documentation and `--print-config`.
    package static let skipDescription = "hidden folders (.git, .build, .swiftpm, …), " + skippedFolders.joined(separator: ", ")

    /// A path that could not be walked or read, and why.
    package typealias Problem = PathProblem

    /// The root: links are not followed out of it.
    package let root: String
    private let realRoot: String
    /// The root's real path as bytes.
    private let realRootBytes: [UInt8]

    /// A walker for the repository at `root`.
    package init(root: String) {
        self.root = root
        realRootBytes = Self.realPath(Array(root.utf8)) ?? Array(root.utf8)
        realRoot = String(decoding: realRootBytes, as: UTF8.self)
    }

    /// Whether a folder name is one the walker skips.
    package static func skips(folder name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name)
    }

    /// The Swift files below `paths` (files or folders), sorted, and the problems met.
    /// A file named explicitly is taken whatever its extension's case.
    package func swiftFiles(in paths: [String]) -> (files: [FoundFile], problems: [Problem]) {
        let key = ([realRoot] + paths).joined(separator: "\u{0}")
        if let shared = Self.shared.lock.withLock({ Self.shared.walks?[key] }) { return shared }
        // While walks are shared, a folder of the repository is read from the one walk of
        // the whole repository: a command walks it once, whatever folders it asks for.
        if Self.isSharingWalks, paths != [root], paths.allSatisfy(isPlainFolderBelowRoot) {
            let whole = swiftFiles(in: [root])
            let prefixes = paths.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            let below = { (path: String) in prefixes.contains { path.hasPrefix($0) } }
            let derived = (whole.files.filter { below($0.path) }, whole.problems.filter { below($0.path) })
            Self.shared.lock.withLock { Self.shared.walks?[key] = derived }
            return derived
        }
        Self.shared.lock.withLock { Self.shared.count += 1 }
        let walked = walk(paths)
        Self.shared.lock.withLock { Self.shared.walks?[key] = walked }
        return walked
    }

    /// The walk of the whole root in two parts, the first leaving unlisted every folder
    /// named like a test folder (`Tests`, or a name ending in `Tests`): the Swift files of
    /// the rest, sorted, the problems met, and what is left. Every file below a folder so
    /// named is a test file by default, so a command that reads only an app's code (a new
    /// screen looking for its name among 10,000 files) need not list its tests at all.
    /// `walk(rest:)` walks what is left; the two parts hold what one walk of the root holds,
    /// each part's problems in order of path. A link to a folder is followed as one walk
    /// follows links (in order of path, wherever they are, and the first to reach a folder
    /// names its files), so when the first part meets one, it walks the rest at once and
    /// leaves nothing. Shared while walks are (`sharingWalks`).
    package func walkLeavingTestFolders() -> (files: [FoundFile], problems: [Problem], rest: Remainder) {
        let walked = walkLeavingTestFolders(reading: false)
        return (walked.files, walked.problems, walked.rest)
    }

    /// `walkLeavingTestFolders()`, reading each Swift file as its folder is listed when
    /// `reading`: each file is opened from its open folder (no walk of its whole path) by
    /// the worker that lists it, so that a command that reads every file of an app's code
    /// anyway (a new screen looking for its names) walks and reads in one pass, as the read
    /// floor does. With `marking` words (64 at most), each file is read into a buffer the
    /// worker reuses, the words are looked for in it there, and only the bytes of a file
    /// that holds one are kept. `contents` is empty when nothing was read: when not
    /// `reading`, or when the walk was done already (it is shared; its files are then read
    /// as any other).
    package func walkLeavingTestFolders(reading: Bool, marking words: [[UInt8]] = []) -> (files: [FoundFile], problems: [Problem], rest: Remainder, contents: Contents) {
        let wholeKey = [realRoot, root].joined(separator: "\u{0}")
        let (known, whole) = Self.shared.lock.withLock { (Self.shared.firstParts?[realRoot], Self.shared.walks?[wholeKey]) }
        if let known { return (known.files, known.problems, known.rest, []) }
        if let whole { return (whole.files, whole.problems, .none, []) }
        guard (try? FileStatus.target(of: root))?.kind == .directory else {
            let whole = swiftFiles(in: [root])
            return (whole.files, whole.problems, .none, [])
        }
        Self.shared.lock.withLock { Self.shared.count += 1 }
        var state = State()
        state.leavesTestFolders = true
        state.reads = reading
        state.words = Array(words.prefix(64))
        walkInParallel([Array(root.utf8)], into: &state)
        let result: (files: [FoundFile], problems: [Problem], rest: Remainder, contents: Contents)
        if state.links.isEmpty {
            let rest = Remainder(left: state.left.sorted { Self.precedes($0, $1) }, unlisted: state.unlisted)
            let (files, problems, contents) = Self.finishReading(state)
            result = (files, problems, rest, contents)
        } else {
            // A link to a folder: the walk is whole at once (its test folders are read
            // too when `reading`, so that every file's contents are known alike).
            state.leavesTestFolders = false
            let left = state.left
            state.left = []
            walkInParallel(left, into: &state)
            state.links.sort { Self.precedes($0, $1) }
            var walked = [realRootBytes]
            followLinks(into: &state, walked: &walked)
            let (files, problems, contents) = Self.finishReading(state)
            result = (files, problems, .none, contents)
        }
        Self.shared.lock.withLock { Self.shared.firstParts?[realRoot] = (result.files, result.problems, result.rest) }
        return result
    }

    /// The second part of a walk of the root (`walkLeavingTestFolders`): the Swift files
    /// below the folders it left, sorted, and the problems met. The first part met no link
    /// to a folder; the links met here are followed as one walk follows them. Shared while
    /// walks are.
    package func walk(rest: Remainder) -> (files: [FoundFile], problems: [Problem]) {
        guard !rest.left.isEmpty else { return ([], []) }
        if let known = Self.shared.lock.withLock({ Self.shared.rests?[realRoot] }) { return known }
        var state = State()
        state.unlisted = rest.unlisted
        var walked = [realRootBytes]
        walkInParallel(rest.left, into: &state)
        followLinks(into: &state, walked: &walked)
        let result = Self.finish(state, given: [])
        Self.shared.lock.withLock { Self.shared.rests?[realRoot] = result }
        return result
    }

    /// Whether walks are shared now (`sharingWalks`): a command's walk is done once.
    package static var isSharingWalks: Bool { shared.lock.withLock { shared.walks != nil } }

    /// Whether `path` is a folder below the root, named from the root as given, through
    /// folders the walker enters (none hidden or skipped) that are no symbolic links: then
    /// the walk of the whole repository holds its files under the same path.
    package func isPlainFolderBelowRoot(_ path: String) -> Bool {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { return false }
        var current = String(root.hasSuffix("/") ? root.dropLast() : Substring(root))
        for component in path.dropFirst(prefix.count).split(separator: "/") {
            guard component != ".", component != "..", !Self.skips(folder: String(component)) else { return false }
            current += "/" + component
            guard let status = try? FileStatus.entry(at: current), status.kind == .directory else { return false }
        }
        return true
    }

    /// The walks one command shares while `sharingWalks` runs, by root and paths.
    private final class SharedWalks: @unchecked Sendable {
        var walks: [String: (files: [FoundFile], problems: [Problem])]?
        /// The two parts of walks of a root (`walkLeavingTestFolders`), by real root.
        var firstParts: [String: (files: [FoundFile], problems: [Problem], rest: Remainder)]?
        var rests: [String: (files: [FoundFile], problems: [Problem])]?
        /// Walks done (not shared) since the process started.
        var count = 0
        /// Paths resolved while walks are shared (`resolvedOnce`), by what was asked.
        var resolved: [String: String] = [:]
        let lock = NSLock()
    }

    /// `resolve()` once per command while walks are shared (`sharingWalks`), by `key`, and
    /// each time otherwise: the repository's real root, a config path standardized, which
    /// ask the file system about every component of the path and which `scaffold app` asked
    /// again for each of a thousand screens. Within one command the folders they name do
    /// not move.
    package static func resolvedOnce(_ key: String, _ resolve: () -> String) -> String {
        shared.lock.lock()
        let sharing = shared.walks != nil
        let known = shared.resolved[key]
        shared.lock.unlock()
        guard sharing else { return resolve() }
        if let known { return known }
        let value = resolve()
        shared.lock.lock()
        shared.resolved[key] = value
        shared.lock.unlock()
        return value
    }

    /// How many walks this process has done (a shared walk counts once): tests count a
    /// command's walks with it.
    package static var walksDone: Int { shared.lock.withLock { shared.count } }

    /// The folders listed since the process started, counted in debug builds: tests count
    /// a command's with it (a new screen lists no folder of tests).
    package static var foldersListed: Int { listings.count }

    private static let listings = DebugTally()

    private static let shared = SharedWalks()

    /// Runs `body` with every walk of the same root and paths done once and then shared:
    /// a command that reads many screens (`scaffold app` on an app of a thousand) walks
    /// the repository once, not once per screen. Only for a command that writes after its
    /// last walk; nested calls share the outer one's walks.
    package static func sharingWalks<T>(_ body: () throws -> T) rethrows -> T {
        let outer = shared.lock.withLock {
            guard shared.walks == nil else { return true }
            (shared.walks, shared.firstParts, shared.rests) = ([:], [:], [:])
            return false
        }
        guard !outer else { return try body() }
        defer {
            let held = shared.lock.withLock {
                let held = (shared.walks, shared.firstParts, shared.rests)
                (shared.walks, shared.firstParts, shared.rests) = (nil, nil, nil)
                shared.resolved = [:]
                return held
            }
            BackgroundRelease.drop(held)
        }
        return try body()
    }

    private func walk(_ paths: [String]) -> (files: [FoundFile], problems: [Problem]) {
        var state = State()
        // The real paths of the folders walked whole, as bytes (two names that differ only
        // in their bytes are two folders): the folders given, then each linked folder
        // followed. A plain walk never meets a folder twice (a folder has one name; a bind
        // mount, which gives it a second, is walked under both), so folders are told apart
        // by real path only where links lead.
        var walkedReal: [[UInt8]] = []
        var given: [Problem] = []
        for path in paths {
            let bytes = Array(path.utf8)
            guard let status = try? FileStatus.target(of: path) else {
                if (try? FileStatus.entry(at: path)) != nil {
                    given.append(Problem(path: path, reason: "it is a symbolic link that leads nowhere"))
                } else {
                    given.append(Problem(path: path, reason: "it does not exist"))
                }
                continue
            }
            if status.kind == .directory {
                // A folder inside one walked already (paths given that overlap) is not
                // walked again: its files and problems are there.
                let real = Self.realPath(bytes)
                if let real, walkedReal.contains(where: { Self.covers($0, real) }) { continue }
                if let real { walkedReal.append(real) }
                walkInParallel([bytes], into: &state)
            } else {
                state.add(FoundFile(bytes: bytes), status: status)
            }
        }
        followLinks(into: &state, walked: &walkedReal)
        return Self.finish(state, given: given)
    }

    /// `finish`, for a walk that may have read its files: their contents too, in the
    /// order of the files returned.
    private static func finishReading(_ state: consuming State) -> (files: [FoundFile], problems: [Problem], contents: Contents) {
        guard state.reads else {
            let (files, problems) = finish(state, given: [])
            return (files, problems, [])
        }
        // The parts of a parallel walk come sorted (`State.sortFiles`): merged here, their
        // contents with them.
        state.reorderFiles(sortOnce)
        return (state.files, sorted(state.problems, after: []), state.contents)
    }

    /// The files of a walk, sorted, each once; its problems: those of the paths `given`
    /// first, in their order, then what the walks met, in order of path (whichever worker
    /// met it), each once.
    private static func finish(_ state: consuming State, given: [Problem]) -> (files: [FoundFile], problems: [Problem]) {
        var files = state.files
        state.files = []
        sortOnce(&files)
        return (files, sorted(state.problems, after: given))
    }

    /// The problems `given`, then `met`, in order of path, each once.
    private static func sorted(_ met: [Problem], after given: [Problem]) -> [Problem] {
        var problems = given
        for problem in met.sorted(by: { $0.path < $1.path }) where problems.last != problem { problems.append(problem) }
        return problems
    }

    /// Sorts `files` by path, each once. A file met twice (paths given that overlap) is
    /// kept once: after the sort, its copies are side by side (no set of every path is kept
    /// while walking). Sorted in place: 13,000 files are not copied into a second array.
    private static func sortOnce(_ files: inout [FoundFile]) {
        files.sort()
        guard files.count > 1 else { return }
        var kept = 1
        for index in 1..<files.count where files[index].path != files[kept - 1].path {
            files[kept] = files[index]
            kept += 1
        }
        files.removeLast(files.count - kept)
    }

    /// Walks a folder on every core: each worker takes the next folder to list from one
    /// shared stack and puts back the folders it finds there, so that the work spreads
    /// evenly whatever the tree's shape (a repository's `Sources/` and `Tests/` hold very
    /// different amounts of code). A large repository's walk is mostly waiting on the file
    /// system.
    private func walkInParallel(_ starts: [[UInt8]], into state: inout State) {
        let firstLink = state.links.count
        let pending = PendingFolders(starts)
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let parts = Results<State>(count: workers)
        let leavesTestFolders = state.leavesTestFolders, reads = state.reads, words = state.words
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var part = State()
            part.leavesTestFolders = leavesTestFolders
            part.reads = reads
            part.words = words
            while let folder = pending.next() {
                pending.finished(adding: list(folder, into: &part))
            }
            part.sortFiles()
            parts.set(worker, part)
        }
        let values = parts.values
        let found = values.reduce(0) { $0 + ($1?.files.count ?? 0) }
        state.files.reserveCapacity(state.files.count + found)
        if state.reads { state.contents.reserveCapacity(state.contents.count + found) }
        for part in values {
            guard let part else { continue }
            WorkCounter.add(part.files.count)
            state.files += part.files
            state.contents += part.contents
            state.problems += part.problems
            state.links += part.links
            state.unlisted += part.unlisted
            state.left += part.left
        }
        // In order of path, whichever worker met them: links are then followed in the
        // same order on every run.
        state.links[firstLink...].sort { Self.precedes($0, $1) }
    }

    /// The folders still to list in a parallel walk, and how many are being listed.
    private final class PendingFolders: @unchecked Sendable {
        private var folders: [[UInt8]]
        private var listing = 0
        private let condition = NSCondition()

        init(_ starts: [[UInt8]]) {
            folders = starts.reversed()
        }

        /// The next folder to list; nil once none is left and none is being listed (one
        /// being listed may add more, so a worker waits for it).
        func next() -> [UInt8]? {
            condition.lock()
            defer { condition.unlock() }
            while folders.isEmpty {
                if listing == 0 { return nil }
                condition.wait()
            }
            listing += 1
            return folders.removeLast()
        }

        /// A folder is listed, and these are its folders.
        func finished(adding found: [[UInt8]]) {
            condition.lock()
            folders += found.reversed()
            listing -= 1
            if listing == 0 || !found.isEmpty { condition.broadcast() }
            condition.unlock()
        }
    }

    /// Follows the linked folders met, each once and only inside the repository: a link
    /// to a folder a walk covers already (a folder given, a folder below one through no
    /// skipped folder, a linked folder followed before) is not followed, and the walk of a
    /// linked folder leaves out the folders walked already (a link to a parent does not
    /// walk its children again, and a link loop ends).
    private func followLinks(into state: inout State, walked: inout [[UInt8]]) {
        guard !state.links.isEmpty else { return }
        var avoided = Set(walked)
        var next = 0
        while next < state.links.count {
            let link = state.links[next]
            next += 1
            guard let real = Self.realPath(link), isInsideRoot(real) else { continue }
            // Covered by a walk, unless the walk could not list a folder on the way.
            if walked.contains(where: { Self.covers($0, real) }),
               !state.unlisted.contains(where: { Self.realPath($0).map { Self.isSame($0, orAbove: real) } ?? false }) { continue }
            walked.append(real)
            let firstLink = state.links.count
            var stack: [(path: [UInt8], real: [UInt8])] = [(link, real)]
            while let folder = stack.popLast() {
                for child in list(folder.path, into: &state).reversed() {
                    let name = child[(folder.path.count + (folder.path.last == UInt8(ascii: "/") ? 0 : 1))...]
                    let childReal = folder.real + [UInt8(ascii: "/")] + name
                    if !avoided.contains(childReal) { stack.append((child, childReal)) }
                }
            }
            avoided.insert(real)
            // The links this walk met, in order of path whatever order the disk lists them.
            state.links[firstLink...].sort { Self.precedes($0, $1) }
        }
    }

    /// Whether the plain walk of the folder whose real path is `folder` reaches the folder
    /// whose real path is `inner`: it is the folder or below it, through no folder the
    /// walker skips. Paths are compared as bytes.
    private static func covers(_ folder: [UInt8], _ inner: [UInt8]) -> Bool {
        guard isSame(folder, orAbove: inner) else { return false }
        let rest = inner.dropFirst(folder.last == UInt8(ascii: "/") ? folder.count : folder.count + 1)
        return !rest.split(separator: UInt8(ascii: "/")).contains { skips(folder: String(decoding: $0, as: UTF8.self)) }
    }

    /// Whether the path `inner` is the folder `folder` or below it, by bytes.
    private static func isSame(_ folder: [UInt8], orAbove inner: [UInt8]) -> Bool {
        if inner == folder { return true }
        let prefix = folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")]
        return inner.starts(with: prefix)
    }

    /// Lists one folder: its Swift files go into `state`, its linked folders into its
    /// links; its plain folders to walk are returned, sorted.
    private func list(_ folder: [UInt8], into state: inout State) -> [[UInt8]] {
        WorkCounter.add()
        Self.listings.add()
        let cPath = folder + [0]
        let descriptor = cPath.withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            let code = errno
            state.problems.append(Problem(path: FoundFile(bytes: folder).path, reason: "cannot read this folder: \(SystemError.describe(code))"))
            state.unlisted.append(folder)
            return []
        }
        var children: [[UInt8]] = []
        let failure = FolderEntries.each(of: descriptor) { name, cName, entryType in
            if name.count <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) { return }
            var path = folder
            path.reserveCapacity(folder.count + 1 + name.count)
            if path.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
            path.append(contentsOf: name)
            var type = entryType
            let isLink = type == UInt8(DT_LNK)
            let isSwift = Self.ends(name, with: Self.swiftExtension)
            var status: FileStatus?
            // Entries are looked at relative to the open folder: no walk of the whole path.
            if type == UInt8(DT_UNKNOWN) || isLink {
                status = Self.status(cName, in: descriptor)
                guard let status else {
                    if isLink, isSwift {
                        state.problems.append(Problem(path: FoundFile(bytes: path).path, reason: "it is a symbolic link that leads nowhere"))
                    }
                    return
                }
                type = status.kind == .directory ? UInt8(DT_DIR) : status.kind == .regular ? UInt8(DT_REG) : UInt8(DT_UNKNOWN)
            }
            if type == UInt8(DT_DIR) {
                guard !Self.skips(folder: String(decoding: name, as: UTF8.self)) else { return }
                if isLink {
                    state.links.append(path)
                } else if state.leavesTestFolders, Self.ends(name, with: Self.testsSuffix) {
                    state.left.append(path)
                } else {
                    children.append(path)
                }
            } else if isSwift {
                // The folder's listing already says a plain entry is a regular file.
                let file = FoundFile(bytes: path)
                if type == UInt8(DT_REG), status == nil {
                    state.add(file, read: state.reads ? state.read(cName, in: descriptor, as: file) : nil)
                } else if let status = status ?? Self.status(cName, in: descriptor) {
                    state.add(file, status: status, read: state.reads && status.kind == .regular ? state.read(cName, in: descriptor, as: file) : nil)
                }
            }
        }
        close(descriptor)
        if let failure {
            state.problems.append(Problem(path: FoundFile(bytes: folder).path, reason: "cannot read this folder: \(SystemError.describe(failure))"))
            state.unlisted.append(folder)
        }
        // Sorted, so that the files come out nearly in order (the final sort is then
        // cheap) and links are followed in an order that does not depend on the disk.
        return children.sorted { Self.precedes($0, $1) }
    }

    private static let swiftExtension = Array(".swift".utf8), testsSuffix = Array("Tests".utf8)

    /// Whether `name` ends in `suffix` (compared with `memcmp`: a slice compared with
    /// `elementsEqual` goes through generic code a byte at a time, for every entry).
    private static func ends(_ name: UnsafeBufferPointer<UInt8>, with suffix: [UInt8]) -> Bool {
        guard name.count >= suffix.count, let base = name.baseAddress else { return false }
        return suffix.withUnsafeBufferPointer { wanted in wanted.baseAddress.map { memcmp(base + (name.count - wanted.count), $0, wanted.count) == 0 } ?? true }
    }

    /// Whether the bytes `left` sort before `right` (`memcmp` order).
    private static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        let common = min(left.count, right.count)
        let order = left.withUnsafeBufferPointer { a in right.withUnsafeBufferPointer { b in memcmp(a.baseAddress!, b.baseAddress!, common) } }
        return order != 0 ? order < 0 : left.count < right.count
    }

    /// What the entry `name` (ending in a zero byte) of the open folder `folder` leads to
    /// (links followed).
    private static func status(_ name: UnsafePointer<CChar>, in folder: Int32) -> FileStatus? {
        FileStatus.Lookups.add()
        var raw = stat()
        return fstatat(folder, name, &raw, 0) == 0 ? FileStatus(raw) : nil
    }

    /// The real path of `path` (every link resolved), as bytes, or nil when it leads nowhere.
    private static func realPath(_ path: [UInt8]) -> [UInt8]? {
        let cPath = path + [0]
        guard let resolved = cPath.withUnsafeBufferPointer({ realpath(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), nil) }) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    private func isInsideRoot(_ real: [UInt8]) -> Bool {
        Self.isSame(realRootBytes, orAbove: real)
    }
}
