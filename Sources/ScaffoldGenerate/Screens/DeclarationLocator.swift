import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Where the app declares a type scaffold writes once per module (`Responder`, which every
/// screen uses, in `Responder.swift`; `NavigationStackModel`, which every screen of an app's
/// navigation uses, in `Navigation.swift`), so that `scaffold screen` and `scaffold app` write
/// its file only when the module has none: a second declaration would not compile, and the
/// one there is the user's to keep as it is. The repository is read with scaffold's own
/// parser, not searched for text.
public enum DeclarationLocator {
    /// Whether a Swift file below `root` (its tests by `outsideTests` aside, when given)
    /// declares a top-level type or type alias named `name`. Files are read in parallel;
    /// only those that may declare it are parsed. `repository`, when `root` is a folder of
    /// it, lets a command that shares its walks read the folder from the walk of the whole
    /// repository.
    /// The file at `likely` (where scaffold writes the type: `Responder.swift` in the
    /// sources folder), when it is one of them, is read first: when it declares the type,
    /// no other file is read (a new screen in 10,000 files searched them all for a
    /// `Responder` declared where it always is).
    public static func isDeclared(_ name: String, below root: String, repository: String? = nil, outsideTests conventions: Conventions? = nil,
                                  likelyIn likely: String? = nil) -> Bool {
        guard FileManager.default.fileExists(atPath: root) else { return false }
        let workspace = Workspace.current(root: repository ?? root)
        let files: [FoundFile]
        if let conventions, root == workspace.root {
            // The repository's code outside its tests, whose folders need not be listed.
            files = workspace.swiftFiles(outsideTests: conventions)
        } else if let conventions {
            // A folder of it, its tests left out (named from that folder, as globs are).
            files = workspace.swiftFiles(in: [root]).filter { !conventions.isTestPath($0.path, relativeTo: root) }
        } else {
            files = workspace.swiftFiles(in: [root])
        }
        let needle = Array(name.utf8)
        if let likely {
            let place = files.sortedIndex { $0.path < likely }
            if place < files.count, files[place].path == likely, let bytes = try? workspace.read(files[place]).get(), mayDeclare(needle, in: bytes),
               workspace.tree(likely, display: likely, bytes: bytes).declarations.contains(where: { declares(name, $0) }) {
                return true
            }
        }
        return !typeDeclarations(named: [name], among: files, workspace: workspace).isEmpty
    }

    /// The top-level types and type aliases named one of `names` that `files` declare, with
    /// their files' paths, in the files' order. A file that may declare a name holds it as a
    /// whole word after a declaring keyword: one the walk found none in is not read again,
    /// and only the others are parsed (once per command: `Workspace.tree`).
    package static func typeDeclarations(named names: [String], among files: [FoundFile], workspace: Workspace) -> [(declaration: Declaration, path: String)] {
        let needles = names.map { Array($0.utf8) }
        let found = workspace.reading(files, mentioning: names, where: { bytes in needles.contains { mayDeclare($0, in: bytes) } }).found
        return workspace.trees(found, display: { $0 }).flatMap { tree in
            tree.declarations.filter { declaration in names.contains { declares($0, declaration) } }.map { ($0, tree.file.path) }
        }
    }

    /// Whether `declaration` declares `name`, directly or in an `#if` branch.
    static func declares(_ name: String, _ declaration: Declaration) -> Bool {
        guard declaration.name == name else { return false }
        return [.struct, .class, .enum, .typealias, .actor, .protocol].contains(declaration.kind)
    }

    /// The keywords that declare a type or a type alias.
    private static let declaringKeywords = ["struct", "class", "enum", "typealias", "actor", "protocol"]

    /// Whether `bytes` may declare the name whose bytes are `needle`: the name, not followed
    /// by a name character, after a declaring keyword (only such files are parsed to be
    /// sure). The word before each occurrence is compared as bytes, with no string made.
    static func mayDeclare(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        var start = 0
        while let offset = ByteSearch.firstOffset(of: needle, in: bytes, from: start) {
            start = offset + needle.count
            if start < bytes.count, ByteSearch.isWordByte(bytes[start]) { continue }
            var end = offset
            while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            var wordStart = end
            while wordStart > 0, ByteSearch.isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
            let word = bytes[wordStart..<end]
            if declaringKeywords.contains(where: { ByteSearch.equal(word, $0) }) { return true }
        }
        return false
    }
}
