import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The protocols a repository's source folders declare, by name: what `scaffold fake` and
/// `scaffold screen` look dependencies up in. A name is looked up when it is asked for: only
/// the files that name it beside `protocol` are parsed (a repository's every file with a
/// protocol in it was parsed for each fake).
public struct ProtocolIndex: Sendable {
    /// One declaration of a protocol.
    public struct Entry: Sendable {
        /// The protocol.
        public var declaration: Declaration
        /// Its file, parsed.
        public var file: SourceFile
        /// Its file's absolute path.
        public var path: String
        /// The modules its file imports.
        public var imports: [String]
    }

    /// The declarations found so far, by name (a name declared twice has two entries).
    private final class Found: @unchecked Sendable {
        let lock = NSLock()
        var byName: [String: [Entry]] = [:]
    }

    /// The words of the files that name `protocol`, for the names looked up after the first
    /// (see `wordIndex`).
    private final class Words: @unchecked Sendable {
        let lock = NSLock()
        /// The names looked up one at a time so far.
        var lookups = 0
        /// The files that name `protocol`, and for each word of them, the files (by place
        /// in that list, in order) that hold it as a whole word.
        var built: (candidates: [(file: FoundFile, bytes: [UInt8])], holders: [[UInt8]: [Int32]])?
    }

    /// The folders whose declarations win over the rest of the repository's (the sources
    /// folder): a protocol declared there once is that one, whatever other modules declare.
    public private(set) var preferred: [String] = []
    /// Where the index looked, as messages say it.
    public private(set) var searched = "the repository"
    private let workspace: Workspace
    private let files: [FoundFile]
    private let found = Found()
    private let words = Words()

    /// Reads the Swift files below `folders` through the command's workspace of `root`.
    public init(folders: [String], root: String) {
        self.init(folders: folders, workspace: Workspace.current(root: root))
    }

    /// Looks in the Swift files below `folders` (the whole repository when nil), read
    /// through `workspace`, but those `excluding` rejects (tests). `preferred` folders win
    /// over the rest (see `preferred`).
    public init(folders: [String]?, preferring preferred: [String] = [], workspace: Workspace, excluding: (String) -> Bool = { _ in false }) {
        self.preferred = preferred
        self.workspace = workspace
        searched = folders.map { "the folder\($0.count == 1 ? "" : "s") " + $0.map { workspace.relative($0) + "/" }.joined(separator: ", ") }
            ?? "the repository's Swift files (tests left out)"
        files = workspace.swiftFiles(in: folders?.filter { FileManager.default.fileExists(atPath: $0) }).filter { !excluding($0.path) }
    }

    /// Every top-level declaration of the protocol `name`: the files that name it beside
    /// `protocol`, parsed (each file once per command), looked up once per name.
    public func declarations(of name: String) -> [Entry] {
        found.lock.lock()
        if let known = found.byName[name] {
            found.lock.unlock()
            return known
        }
        found.lock.unlock()
        let keyword = Array("protocol".utf8), word = Array(name.utf8)
        let naming: [(file: FoundFile, bytes: [UInt8])]
        if !word.isEmpty, word.allSatisfy(ByteSearch.isWordByte), let index = wordIndex() {
            naming = (index.holders[word] ?? []).map { index.candidates[Int($0)] }
        } else {
            naming = workspace.reading(files) { ByteSearch.containsWord(word, in: $0) && ByteSearch.containsWord(keyword, in: $0) }.found
        }
        var entries: [Entry] = []
        for tree in workspace.trees(naming, display: { $0 }) {
            let imports = tree.declarations.filter { $0.kind == .import }.map(\.name)
            for declaration in tree.declarations where declaration.kind == .protocol && declaration.name == name {
                entries.append(Entry(declaration: declaration, file: tree.file, path: tree.file.path, imports: imports))
            }
        }
        found.lock.lock()
        found.byName[name] = entries
        found.lock.unlock()
        return entries
    }

    /// From the fifth name looked up alone on, the words of the files that name `protocol`,
    /// read in one pass: the files that hold a name as a whole word are those
    /// `ByteSearch.containsWord` finds, without searching every file again for each name
    /// (a screen's dependencies are looked up one at a time as its spec is read, and an
    /// app of many screens asks for many). The first four are searched for alone: reading
    /// every word of the files that name `protocol` costs a few searches of every file, so
    /// a screen of a few dependencies pays for no index.
    private func wordIndex() -> (candidates: [(file: FoundFile, bytes: [UInt8])], holders: [[UInt8]: [Int32]])? {
        words.lock.lock()
        defer { words.lock.unlock() }
        words.lookups += 1
        guard words.lookups > 4 else { return nil }
        if let built = words.built { return built }
        let candidates = workspace.reading(files) { ByteSearch.containsWord(Array("protocol".utf8), in: $0) }.found
        var holders: [[UInt8]: [Int32]] = [:]
        for (place, candidate) in candidates.enumerated() {
            ByteSearch.forEachWord(in: candidate.bytes) { word in
                let word = Array(word)
                // Files are taken in order: a file already listed for a word is the last one.
                if holders[word]?.last != Int32(place) { holders[word, default: []].append(Int32(place)) }
            }
        }
        words.built = (candidates, holders)
        return words.built
    }

    /// Looks `names` up together, as `declarations(of:)` looks each up: one pass over the
    /// files that name `protocol` finds the files that name each of them, and those files
    /// are parsed once. Looked up one at a time, each name searched every file again: 1,000
    /// protocols of 100 files were 100,000 searches, 1,087 of `fake`'s 2,379 million
    /// instructions. A name that is not a plain word is left to `declarations(of:)`.
    public func prepare(_ names: [String]) {
        found.lock.lock()
        var seen: Set<String> = []
        let wanted = names.filter { name in
            found.byName[name] == nil && !name.isEmpty && name.utf8.allSatisfy(ByteSearch.isWordByte) && seen.insert(name).inserted
        }
        found.lock.unlock()
        guard wanted.count > 1 else { return }
        let keyword = Array("protocol".utf8)
        let candidates = workspace.reading(files) { ByteSearch.containsWord(keyword, in: $0) }.found
        // For each wanted name, the candidates that hold it as a whole word (a run of word
        // bytes equal to it: what `ByteSearch.containsWord` finds), in the files' order.
        var number: [[UInt8]: Int] = [:]
        // The lengths of the names (up to 63 bytes; longer ones share the last bit), so
        // that most words are passed over without being looked up.
        var lengths: UInt64 = 0
        for (index, name) in wanted.enumerated() {
            number[Array(name.utf8)] = index
            lengths |= 1 << UInt64(min(name.utf8.count, 63))
        }
        var holders = [[Int]](repeating: [], count: wanted.count)
        for (candidate, entry) in candidates.enumerated() {
            var named: Set<Int> = []
            ByteSearch.forEachWord(in: entry.bytes) { word in
                if lengths & (1 << UInt64(min(word.count, 63))) != 0, let name = number[Array(word)] { named.insert(name) }
            }
            for name in named { holders[name].append(candidate) }
        }
        let parsed = Set(holders.joined()).sorted()
        var trees: [String: SyntaxTree] = [:]
        for tree in workspace.trees(parsed.map { candidates[$0] }, display: { $0 }) { trees[tree.file.path] = tree }
        var byName: [String: [Entry]] = [:]
        for (index, name) in wanted.enumerated() {
            var entries: [Entry] = []
            for candidate in holders[index] {
                guard let tree = trees[candidates[candidate].file.path] else { continue }
                let imports = tree.declarations.filter { $0.kind == .import }.map(\.name)
                for declaration in tree.declarations where declaration.kind == .protocol && declaration.name == name {
                    entries.append(Entry(declaration: declaration, file: tree.file, path: tree.file.path, imports: imports))
                }
            }
            byName[name] = entries
        }
        found.lock.lock()
        found.byName.merge(byName) { known, _ in known }
        found.lock.unlock()
    }

    /// The declarations of `name` that count: those in the preferred folders when there
    /// are any, else every one.
    public func entries(_ name: String) -> [Entry] {
        let all = declarations(of: name)
        let inPreferred = all.filter { entry in preferred.contains { FilePlan.isInside(entry.path, $0) } }
        return inPreferred.isEmpty ? all : inPreferred
    }

    /// The protocol named `name` read for a fake, or why there is none to read.
    public func fakeable(_ name: String) -> Result<FakeProtocol, FakeLookupError> {
        let entries = entries(name)
        guard let entry = entries.first else {
            return .failure(FakeLookupError(message: "no protocol '\(name)' in \(searched)"))
        }
        if entries.count > 1 {
            return .failure(FakeLookupError(message: "'\(name)' is declared \(entries.count) times (\(entries.map { "\($0.path):\($0.declaration.line)" }.sorted().joined(separator: ", ")))\(entries.allSatisfy(\.declaration.isInsideIfConfig) && Set(entries.map(\.path)).count == 1 ? ", in the branches of one #if" : ""); scaffold cannot tell which to fake: give the declarations different names, or fake one by hand"))
        }
        let fake = FakeProtocol.read(entry.declaration, in: entry.file, imports: entry.imports) { parent in
            let found = self.entries(parent)
            guard found.count == 1, let first = found.first else { return nil }
            return (first.declaration, first.file)
        }
        return .success(fake)
    }
}

/// Why a protocol could not be found for a fake.
public struct FakeLookupError: Error, Sendable {
    /// What went wrong, in a sentence.
    public var message: String
}
