import Foundation

extension RepositoryWalker {
    /// What a walk that reads its files (`walkLeavingTestFolders(reading:marking:)`) read of
    /// one: its bytes, or why they could not be read, and which of the words it looked for
    /// they hold.
    package struct Read: Sendable {
        /// The bytes, or why not; nil when they were read, held none of the words looked
        /// for, and were let go.
        package var result: Result<[UInt8], FileReader.Failure>?
        /// Bit `i` is set when the bytes hold the `i`th word looked for as a whole word
        /// (`ByteSearch.containsWord`).
        package var words: UInt64
    }

    /// What was read of the files of a walk that read them, by the file's place among the
    /// files it returns; nil for one it did not read.
    package typealias Contents = [Read?]

    /// What a walk found so far: one worker's part, or the whole walk once merged.
    struct State {
        /// The files found, in the order found (a file may be met twice: see `walk(_:)`).
        var files: [FoundFile] = []
        /// What could not be walked or read, and why.
        var problems: [Problem] = []
        /// Linked folders met, followed once the plain walk is done (`followLinks`).
        var links: [[UInt8]] = []
        /// Folders that could not be listed (whole): a link into one is followed, since
        /// no walk covers what is below it.
        var unlisted: [[UInt8]] = []
        /// Whether folders named like test folders are left unlisted (`walkLeavingTestFolders`).
        var leavesTestFolders = false
        /// The folders so left.
        var left: [[UInt8]] = []
        /// Whether each Swift file is read as its folder is listed (`walkLeavingTestFolders(reading:)`).
        var reads = false
        /// What was read of each file, beside `files`, when `reads`.
        var contents: Contents = []
        /// The words looked for in each file read; the bytes of a file that holds none are
        /// let go, when there are words.
        var words: [[UInt8]] = []
        /// The buffer files are read into when there are words, reused.
        var buffer: [UInt8] = []

        /// Reads `file`, the entry `name` (ending in a zero byte) of the open folder `folder`,
        /// and looks for the words in it.
        mutating func read(_ name: UnsafePointer<CChar>, in folder: Int32, as file: FoundFile) -> Read {
            guard !words.isEmpty else {
                return Read(result: Result { () throws(FileReader.Failure) in try FileReader.read(name, in: folder, path: file.path) }, words: ~0)
            }
            let count: Int
            do {
                count = try FileReader.read(name, in: folder, path: file.path, into: &buffer)
            } catch {
                // Not read: it may hold any word (its failure is told by whoever asks).
                return Read(result: .failure(error), words: ~0)
            }
            var found: UInt64 = 0
            for (index, word) in words.enumerated() where ByteSearch.containsWord(word, in: buffer, count: count) { found |= 1 << UInt64(index) }
            return Read(result: found == 0 ? nil : .success(Array(buffer[..<count])), words: found)
        }

        /// Adds `file`, whose status is `status` (a problem unless it is a regular file),
        /// with what was read of it.
        mutating func add(_ file: FoundFile, status: FileStatus, read: Read? = nil) {
            guard status.kind == .regular else {
                problems.append(Problem(path: file.path, reason: "it is \(status.kind.noun), not a regular file, so scaffold cannot read it as Swift; remove it, or leave it out of what scaffold reads (lint.exclude in .scaffold.yml, for lint)"))
                return
            }
            add(file, read: read)
        }

        /// Adds `file`, a regular file, with what was read of it.
        mutating func add(_ file: FoundFile, read: Read? = nil) {
            files.append(file)
            if reads { contents.append(read) }
        }

        /// Sorts the files by path, their contents with them: each worker of a parallel
        /// walk sorts its own (as the others still walk), and the sort of all the files
        /// that `finish` does then meets a few sorted runs, which it merges.
        mutating func sortFiles() {
            reorderFiles { $0.sort() }
        }

        /// Puts the files in the order `reorder` gives them (which may drop some), their
        /// contents with them when the walk reads: each file carries its place in the order
        /// found through `reorder` (`walkIndex`, which names no place in a workspace yet),
        /// and the contents are then gathered in the new order: they are not moved.
        mutating func reorderFiles(_ reorder: (inout [FoundFile]) -> Void) {
            guard reads else {
                reorder(&files)
                return
            }
            for index in files.indices { files[index].walkIndex = index }
            reorder(&files)
            var found = contents
            contents = []
            contents.reserveCapacity(files.count)
            for index in files.indices {
                contents.append(found[files[index].walkIndex].take())
                files[index].walkIndex = -1
            }
        }
    }
}
