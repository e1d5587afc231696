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

    /// The folders whose declarations win over the rest of the repository's (the sources
    /// folder): a protocol declared there once is that one, whatever other modules declare.
    public private(set) var preferred: [String] = []
    /// Where the index looked, as messages say it.
    public private(set) var searched = "the repository"
    private let workspace: Workspace
    private let files: [FoundFile]
    private let found = Found()

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
        let naming = workspace.reading(files) { ByteSearch.containsWord(word, in: $0) && ByteSearch.containsWord(keyword, in: $0) }.found
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
