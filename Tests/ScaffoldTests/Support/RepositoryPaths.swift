import Foundation

/// Paths inside this repository, found from this file's location so that tests run from
/// any working directory.
enum RepositoryPaths {
    /// The repository root.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // ScaffoldTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// A path below the root.
    static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }
}

/// A fresh temporary folder, removed when the test ends.
final class TemporaryFolder {
    /// The folder's path.
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        remove()
    }

    /// Deletes the folder and everything in it, folders a test made unreadable included,
    /// and the folder of compile checks made beside it (`<folder>-check`, see
    /// `GeneratedCodeCheck.checkFolder`): a run of the suite left a thousand of those in
    /// the temporary folder. A test case that keeps its folder in a property calls this from
    /// `tearDown`: XCTest keeps every test case until the process exits, so `deinit` never
    /// runs for them.
    func remove() {
        let files = FileManager.default
        for folder in [url, GeneratedCodeCheck.checkFolder(url)] {
            if let walker = files.enumerator(atPath: folder.path) {
                while let relative = walker.nextObject() as? String {
                    try? files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent(relative).path)
                }
            }
            try? files.removeItem(at: folder)
        }
    }

    /// Writes a file below the folder, creating folders as needed, and returns its path.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// The text of a file below the folder, or nil.
    func read(_ relative: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }
}
