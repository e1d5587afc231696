import Foundation

extension RepositoryWalker {
    /// What a walk of the root that left its test folders (`walkLeavingTestFolders`) has
    /// still to walk: those folders, and those it could not list.
    package struct Remainder: Sendable {
        /// The folders left, as bytes.
        var left: [[UInt8]]
        /// Folders it could not list (a link into one is followed).
        var unlisted: [[UInt8]]
        /// The folders left, as paths, and sorted.
        private let folders: Set<String>
        private let sorted: [String]

        /// What is left: the folders `left` and those `unlisted`.
        init(left: [[UInt8]], unlisted: [[UInt8]]) {
            self.left = left
            self.unlisted = unlisted
            sorted = left.map { FoundFile(bytes: $0).path }.sorted()
            folders = Set(sorted)
        }

        /// Nothing left: the first part was the whole walk.
        static let none = Remainder(left: [], unlisted: [])

        /// Whether some file below the folder `path` is not in the first part of the walk:
        /// the folder is a folder left, is below one, or holds one.
        package func leavesFiles(below path: String) -> Bool {
            guard !folders.isEmpty else { return false }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            let next = sorted.sortedIndex { $0 < prefix }
            if next < sorted.count, sorted[next].hasPrefix(prefix) { return true }
            var folder = String(prefix.dropLast())
            while !folder.isEmpty {
                if folders.contains(folder) { return true }
                guard let slash = folder.lastIndex(of: "/") else { return false }
                folder = String(folder[..<slash])
            }
            return false
        }

        /// Whether nothing is left.
        package var isEmpty: Bool { left.isEmpty }
    }
}
