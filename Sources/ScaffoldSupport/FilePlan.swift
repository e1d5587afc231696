import Foundation
import ScaffoldSyntax

/// The files a command is about to write, each with what writing it would do, so that a
/// command can show the plan (`--dry-run`, `--diff`), refuse to overwrite, or write it all.
public struct FilePlan: Sendable {
    /// What writing one file would do.
    public enum Change: String, Sendable {
        /// The file does not exist yet.
        case create
        /// The file exists with exactly these contents: nothing to do.
        case unchanged
        /// The file exists with other contents.
        case overwrite
    }

    /// One planned file.
    public struct Item: Sendable {
        /// The absolute path.
        public var path: String
        /// The contents to write.
        public var contents: String
        /// What writing it would do.
        public var change: Change
        /// The current contents, for an overwrite.
        public var existing: String?
    }

    /// The planned files, in order.
    public private(set) var items: [Item] = []

    /// Creates an empty plan.
    public init() {}

    /// Adds a file, reading what is on disk now to decide its change.
    public mutating func add(path: String, contents: String) {
        var existing: String?
        if FileManager.default.fileExists(atPath: path) {
            existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
        let change: Change = existing == nil ? .create : existing == contents ? .unchanged : .overwrite
        items.append(Item(path: path, contents: contents, change: change, existing: change == .overwrite ? existing : nil))
    }

    /// The files that exist and would be replaced.
    public var overwrites: [Item] { items.filter { $0.change == .overwrite } }

    /// Writes every file that is new or changed. Each file is first written in full to a
    /// temporary file beside it; only when all are written are they renamed into place, so
    /// an error leaves no half-written file. Returns the items written.
    @discardableResult
    public func write() throws -> [Item] {
        let pending = items.filter { $0.change != .unchanged }
        var temporaries: [(temporary: String, item: Item)] = []
        defer {
            for entry in temporaries where FileManager.default.fileExists(atPath: entry.temporary) {
                try? FileManager.default.removeItem(atPath: entry.temporary)
            }
        }
        for item in pending {
            let folder = (item.path as NSString).deletingLastPathComponent
            let name = (item.path as NSString).lastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let temporary = (folder as NSString).appendingPathComponent(".\(name).scaffold-\(UUID().uuidString).tmp")
                guard FileManager.default.createFile(atPath: temporary, contents: Data(item.contents.utf8)) else {
                    throw CocoaError(.fileWriteUnknown)
                }
                temporaries.append((temporary, item))
            } catch {
                throw FileWriteError(path: item.path, reason: "cannot write it (\(error.localizedDescription)); check the folder exists and is writable")
            }
        }
        for entry in temporaries {
            guard rename(entry.temporary, entry.item.path) == 0 else {
                throw FileWriteError(path: entry.item.path, reason: "cannot move the new contents into place: \(String(cString: strerror(errno)))")
            }
        }
        return pending
    }
}

/// A file that could not be written.
public struct FileWriteError: Error, Sendable {
    /// The file.
    public var path: String
    /// Why, and what to do.
    public var reason: String

    /// Creates the error.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
