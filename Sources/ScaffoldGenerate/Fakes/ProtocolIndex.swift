import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The protocols a repository's source folders declare, by name: what `scaffold fake` and
/// `scaffold screen` look dependencies up in. Files are read in parallel, and only those that
/// contain `protocol` are parsed.
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

    /// Every top-level protocol, by name (a name declared twice has two entries).
    public private(set) var protocols: [String: [Entry]] = [:]

    /// Reads the Swift files below `folders`.
    public init(folders: [String], root: String) {
        let files = RepositoryWalker(root: root).swiftFiles(in: folders.filter { FileManager.default.fileExists(atPath: $0) }).files
        let needle = Array("protocol".utf8)
        let found = Results<[Entry]>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let bytes = try? files[index].read(), ScreenLocator.contains(bytes, needle) else { return }
            let tree = SyntaxTree(SourceFile(path: files[index].path, bytes: bytes))
            let imports = tree.declarations.filter { $0.kind == .import }.map(\.name)
            let entries = tree.declarations.filter { $0.kind == .protocol }.map { Entry(declaration: $0, file: tree.file, path: files[index].path, imports: imports) }
            if !entries.isEmpty { found.set(index, entries) }
        }
        for entries in found.values {
            for entry in entries ?? [] { protocols[entry.declaration.name, default: []].append(entry) }
        }
    }

    /// The protocol named `name` read for a fake, or why there is none to read.
    public func fakeable(_ name: String) -> Result<FakeProtocol, FakeLookupError> {
        guard let entries = protocols[name], let entry = entries.first else {
            return .failure(FakeLookupError(message: "no protocol '\(name)' in the source folders"))
        }
        if entries.count > 1 {
            return .failure(FakeLookupError(message: "'\(name)' is declared \(entries.count) times (\(entries.map { "\($0.path):\($0.declaration.line)" }.sorted().joined(separator: ", ")))\(entries.allSatisfy(\.declaration.isInsideIfConfig) && Set(entries.map(\.path)).count == 1 ? ", in the branches of one #if" : ""); scaffold cannot tell which to fake: give the declarations different names, or fake one by hand"))
        }
        let fake = FakeProtocol.read(entry.declaration, in: entry.file, imports: entry.imports) { parent in
            guard let found = protocols[parent], found.count == 1, let first = found.first else { return nil }
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
