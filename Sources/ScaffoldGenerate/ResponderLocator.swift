import Dispatch
import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Where the app declares the `Responder` type every screen uses, so that `scaffold screen`
/// writes `Responder.swift` only when the module has none (a second declaration would not
/// compile). The repository is read with scaffold's own parser, not searched for text.
public enum ResponderLocator {
    /// Whether a Swift file below `root` (but those `excluding` rejects, such as tests)
    /// declares a top-level type or type alias named `Responder`. Files are read in
    /// parallel; only those that mention `Responder` are parsed.
    public static func isDeclared(below root: String, excluding: (String) -> Bool = { _ in false }) -> Bool {
        guard FileManager.default.fileExists(atPath: root) else { return false }
        let files = RepositoryWalker(root: root).swiftFiles(in: [root]).files.filter { !excluding($0.path) }
        let found = Results<Bool>(count: files.count)
        let needle = Array("Responder".utf8)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let bytes = try? files[index].read(), contains(bytes, needle) else { return }
            let tree = SyntaxTree(SourceFile(path: files[index].path, bytes: bytes))
            if tree.declarations.contains(where: declaresResponder) { found.set(index, true) }
        }
        return found.values.contains { $0 == true }
    }

    /// Whether `declaration` declares `Responder`, directly or in an `#if` branch.
    static func declaresResponder(_ declaration: Declaration) -> Bool {
        guard declaration.name == "Responder" else { return false }
        return [.struct, .class, .enum, .typealias, .actor].contains(declaration.kind)
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count, let first = needle.first else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
