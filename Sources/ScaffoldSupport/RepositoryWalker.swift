import Foundation
import ScaffoldSyntax

/// A file the walker found: its path as text, and its exact bytes when the name is not
/// valid UTF-8 (the text then shows each bad byte as `\xNN`, and reading uses the bytes).
package struct FoundFile: Sendable, Hashable, Comparable {
    /// The absolute path, as scaffold shows and matches it.
    package var path: String
    /// The path's bytes, when they are not valid UTF-8; nil otherwise.
    package var rawPath: [UInt8]?

    /// A file whose path is valid UTF-8.
    package init(path: String) {
        self.path = path
        rawPath = nil
    }

    /// A file from a path's bytes.
    package init(bytes: [UInt8]) {
        if let text = String(validating: bytes, as: UTF8.self) {
            path = text
            rawPath = nil
        } else {
            path = FoundFile.escaped(bytes)
            rawPath = bytes
        }
    }

    package static func < (lhs: FoundFile, rhs: FoundFile) -> Bool { lhs.path < rhs.path }

    /// The bytes, valid UTF-8 kept as is and every other byte written `\xNN`.
    static func escaped(_ bytes: [UInt8]) -> String {
        var result = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<(position + length)] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    result += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                }
                position += length
            case .emptyInput:
                return result
            }
        }
    }

    /// Reads the file.
    package func read() throws(FileReader.Failure) -> [UInt8] {
        guard let rawPath else { return try FileReader.read(path) }
        return try FileReader.read(String(decoding: rawPath, as: UTF8.self), raw: rawPath)
    }
}

/// A path that could not be walked or read, and why.
public struct PathProblem: Sendable, Equatable {
    /// The path.
    public var path: String
    /// Why.
    public var reason: String

    /// Creates a problem.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Walks a repository for Swift files: the one walker of scaffold, with one list of
/// folders it never enters. Symbolic links to folders are followed once each (by device
/// and inode, so link loops end) and only while they stay inside the root; links to
/// files are followed. What cannot be read is reported, never skipped silently.
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

    /// A walker for the repository at `root`.
    package init(root: String) {
        self.root = root
        if let resolved = realpath(root, nil) {
            realRoot = String(cString: resolved)
            free(resolved)
        } else {
            realRoot = root
        }
    }

    /// Whether a folder name is one the walker skips.
    package static func skips(folder name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name)
    }

    /// The Swift files below `paths` (files or folders), sorted, and the problems met.
    /// A file named explicitly is taken whatever its extension's case.
    package func swiftFiles(in paths: [String]) -> (files: [FoundFile], problems: [Problem]) {
        let key = ([realRoot] + paths).joined(separator: "\u{0}")
        if let shared = Self.shared.walks?[key] { return shared }
        // While walks are shared, a folder of the repository is read from the one walk of
        // the whole repository: a command walks it once, whatever folders it asks for.
        if Self.shared.walks != nil, paths != [root], paths.allSatisfy(isPlainFolderBelowRoot) {
            let whole = swiftFiles(in: [root])
            let prefixes = paths.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            let below = { (path: String) in prefixes.contains { path.hasPrefix($0) } }
            let derived = (whole.files.filter { below($0.path) }, whole.problems.filter { below($0.path) })
            Self.shared.walks?[key] = derived
            return derived
        }
        Self.shared.count += 1
        let walked = walk(paths)
        if Self.shared.walks != nil { Self.shared.walks?[key] = walked }
        return walked
    }

    /// Whether `path` is a folder below the root, named from the root as given, through
    /// folders the walker enters (none hidden or skipped) that are no symbolic links: then
    /// the walk of the whole repository holds its files under the same path.
    private func isPlainFolderBelowRoot(_ path: String) -> Bool {
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
    package static var walksDone: Int { shared.count }

    private static let shared = SharedWalks()

    /// Runs `body` with every walk of the same root and paths done once and then shared:
    /// a command that reads many screens (`scaffold app` on an app of a thousand) walks
    /// the repository once, not once per screen. Only for a command that writes after its
    /// last walk; nested calls share the outer one's walks.
    package static func sharingWalks<T>(_ body: () throws -> T) rethrows -> T {
        guard shared.walks == nil else { return try body() }
        shared.walks = [:]
        defer {
            shared.walks = nil
            shared.lock.lock()
            shared.resolved = [:]
            shared.lock.unlock()
        }
        return try body()
    }

    private func walk(_ paths: [String]) -> (files: [FoundFile], problems: [Problem]) {
        var state = State()
        for path in paths {
            let bytes = Array(path.utf8)
            guard let status = try? FileStatus.target(of: path) else {
                if (try? FileStatus.entry(at: path)) != nil {
                    state.problems.append(Problem(path: path, reason: "it is a symbolic link that leads nowhere"))
                } else {
                    state.problems.append(Problem(path: path, reason: "it does not exist"))
                }
                continue
            }
            if status.kind == .directory {
                _ = state.visit(Identity(status))
                walkInParallel(bytes, into: &state)
            } else {
                state.add(FoundFile(bytes: bytes), status: status)
            }
        }
        // A file met twice (paths given that overlap) is kept once: after the sort, its
        // copies are side by side (no set of every path is kept while walking).
        var files = state.files.sorted()
        if files.count > 1 {
            var kept = 1
            for index in 1..<files.count where files[index].path != files[kept - 1].path {
                files[kept] = files[index]
                kept += 1
            }
            files.removeLast(files.count - kept)
        }
        return (files, state.problems)
    }

    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
        init(_ status: FileStatus) {
            device = status.device
            inode = status.inode
        }
    }

    private struct State {
        /// The files found, in the order found (a file may be met twice: see `walk(_:)`).
        var files: [FoundFile] = []
        /// Folders visited before a parallel part began, shared by every part and never
        /// changed there (so no part copies it).
        var visitedBefore: Set<Identity> = []
        /// Folders visited by this walk (by a part: since it began).
        var visited: Set<Identity> = []
        var problems: [Problem] = []
        /// Whether a linked folder is only noted (in `links`), to be followed once the
        /// parallel walks are merged.
        var defersLinks = false
        /// Linked folders met while `defersLinks`.
        var links: [(path: [UInt8], identity: Identity)] = []

        /// Marks a folder visited; false when it already was.
        mutating func visit(_ identity: Identity) -> Bool {
            WorkCounter.add()
            return !visitedBefore.contains(identity) && visited.insert(identity).inserted
        }

        mutating func add(_ file: FoundFile, status: FileStatus) {
            guard status.kind == .regular else {
                problems.append(Problem(path: file.path, reason: "it is \(status.kind.noun), not a regular file, so scaffold cannot read it as Swift; remove it, or leave it out of what scaffold reads (lint.exclude in .scaffold.yml, for lint)"))
                return
            }
            add(file)
        }

        mutating func add(_ file: FoundFile) {
            files.append(file)
        }
    }

    /// Walks a folder: its first level here, then each of its folders on any core (a
    /// large repository's walk is mostly waiting on the file system). Linked folders are
    /// followed afterwards, once each, as the serial walk follows them.
    private func walkInParallel(_ start: [UInt8], into state: inout State) {
        // Down a chain of single folders (`Sources/App/`) to where the tree branches.
        var branches = list(start, into: &state)
        while branches.count == 1 { branches = list(branches[0], into: &state) }
        let children = branches
        guard !children.isEmpty else { return }
        let parts = Results<State>(count: children.count)
        let visited = state.visitedBefore.union(state.visited)
        DispatchQueue.concurrentPerform(iterations: children.count) { index in
            var part = State()
            part.visitedBefore = visited
            part.defersLinks = true
            walk(children[index], into: &part)
            parts.set(index, part)
        }
        var links: [(path: [UInt8], identity: Identity)] = []
        for part in parts.values {
            guard let part else { continue }
            WorkCounter.add(part.files.count + part.visited.count)
            state.files += part.files
            state.problems += part.problems
            state.visited.formUnion(part.visited)
            links += part.links
        }
        for link in links where state.visit(link.identity) && isInsideRoot(link.path) {
            walk(link.path, into: &state)
        }
    }

    /// Walks a folder with an explicit stack (no recursion on the input's depth).
    private func walk(_ start: [UInt8], into state: inout State) {
        var stack = [start]
        while let folder = stack.popLast() {
            stack += list(folder, into: &state).reversed()
        }
    }

    /// Lists one folder: its Swift files go into `state`; its folders to walk are
    /// returned, sorted.
    private func list(_ folder: [UInt8], into state: inout State) -> [[UInt8]] {
        let cPath = folder + [0]
        guard let directory = cPath.withUnsafeBufferPointer({ opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }) else {
            let code = errno
            state.problems.append(Problem(path: FoundFile(bytes: folder).path, reason: "cannot read this folder: \(SystemError.describe(code))"))
            return []
        }
        var children: [[UInt8]] = []
        // Entries are looked at relative to the open folder: no walk of the whole path.
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            var path = folder
            if path.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
            path += name
            var type = entry.pointee.d_type
            let isLink = type == UInt8(DT_LNK)
            var status: FileStatus?
            if type == UInt8(DT_UNKNOWN) || isLink {
                status = Self.status(name, in: descriptor)
                guard let status else {
                    if isLink, name.reversed().starts(with: ".swift".utf8.reversed()) {
                        state.problems.append(Problem(path: FoundFile(bytes: path).path, reason: "it is a symbolic link that leads nowhere"))
                    }
                    continue
                }
                type = status.kind == .directory ? UInt8(DT_DIR) : status.kind == .regular ? UInt8(DT_REG) : UInt8(DT_UNKNOWN)
            }
            let nameText = String(decoding: name, as: UTF8.self)
            if type == UInt8(DT_DIR) {
                guard !Self.skips(folder: nameText) else { continue }
                if isLink {
                    // Follow a linked folder once, and only inside the repository.
                    if state.defersLinks, let status {
                        state.links.append((path, Identity(status)))
                        continue
                    }
                    guard let status, state.visit(Identity(status)), isInsideRoot(path) else { continue }
                } else if let status = status ?? Self.status(name, in: descriptor) {
                    guard state.visit(Identity(status)) else { continue }
                }
                children.append(path)
            } else if name.reversed().starts(with: ".swift".utf8.reversed()) {
                // `readdir` already says a plain entry is a regular file: no stat needed.
                if type == UInt8(DT_REG), status == nil {
                    state.add(FoundFile(bytes: path))
                } else if let status = status ?? Self.status(name, in: descriptor) {
                    state.add(FoundFile(bytes: path), status: status)
                }
            }
        }
        closedir(directory)
        return children.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// What the entry `name` of the open folder `folder` leads to (links followed).
    private static func status(_ name: [UInt8], in folder: Int32) -> FileStatus? {
        let cName = name + [0]
        var raw = stat()
        let result = cName.withUnsafeBufferPointer { fstatat(folder, UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &raw, 0) }
        return result == 0 ? FileStatus(raw) : nil
    }

    private func isInsideRoot(_ path: [UInt8]) -> Bool {
        let cPath = path + [0]
        guard let resolved = cPath.withUnsafeBufferPointer({ realpath(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), nil) }) else { return false }
        defer { free(resolved) }
        let real = String(cString: resolved)
        return real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }
}
