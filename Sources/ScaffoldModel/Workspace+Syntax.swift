import Foundation
import ScaffoldSupport
import ScaffoldSyntax

extension Workspace {
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
