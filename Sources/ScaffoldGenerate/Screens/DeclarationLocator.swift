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
    public static func isDeclared(_ name: String, below root: String, repository: String? = nil, outsideTests conventions: Conventions? = nil) -> Bool {
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
        let found = workspace.reading(files, where: { mayDeclare(name, in: $0) }).found
        return workspace.trees(found, display: { $0 }).contains { $0.declarations.contains { declares(name, $0) } }
    }

    /// Whether `declaration` declares `name`, directly or in an `#if` branch.
    static func declares(_ name: String, _ declaration: Declaration) -> Bool {
        guard declaration.name == name else { return false }
        return [.struct, .class, .enum, .typealias, .actor, .protocol].contains(declaration.kind)
    }

    /// Whether `bytes` may declare `name`: the name, not followed by a name character, after
    /// a declaring keyword (only such files are parsed to be sure).
    static func mayDeclare(_ name: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(name.utf8)
        var start = 0
        while let offset = ByteSearch.firstOffset(of: needle, in: bytes, from: start) {
            start = offset + needle.count
            if start < bytes.count, ByteSearch.isWordByte(bytes[start]) { continue }
            var end = offset
            while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            var wordStart = end
            while wordStart > 0, ByteSearch.isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
            let word = String(decoding: bytes[wordStart..<end], as: UTF8.self)
            if ["struct", "class", "enum", "typealias", "actor", "protocol"].contains(word) { return true }
        }
        return false
    }
}
