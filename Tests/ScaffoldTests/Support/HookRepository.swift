import Foundation
import XCTest

/// What the hook tests commit: a view model that breaks `vm_output_private_set` and the
/// same one clean, and git run with an identity in a test repository.
enum HookRepository {
    /// A view model that breaks `vm_output_private_set` (its output can be set from outside).
    static let violating = "@MainActor\nfinal class VViewModel: ObservableObject {\n    @Published var total = 0\n}\n"
    /// The same, clean.
    static let clean = "@MainActor\nfinal class VViewModel: ObservableObject {\n    @Published private(set) var total = 0\n}\n"

    /// Runs `git arguments` in `folder` (with a committer identity), asserting that it works.
    static func git(_ arguments: [String], in folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) {
        let result = ProcessRunner.execute("/usr/bin/env", ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments,
                                           in: folder.url.path, timeout: 30)
        XCTAssertEqual(result.code, 0, result.err, file: file, line: line)
    }
}
