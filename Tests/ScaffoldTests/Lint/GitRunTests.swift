import Foundation
import XCTest
@testable import ScaffoldSupport

/// Issue 30: scaffold runs git itself (`posix_spawn` and one `poll` loop on Linux), not
/// through Foundation's `Process`, whose wait on Linux looked at the child every 50 ms: the
/// pre-commit hook runs git six times. What git is given and what it says must come
/// through as before, whatever their size.
final class GitRunTests: XCTestCase {
    func git(_ arguments: [String], in folder: TemporaryFolder) throws -> [UInt8] {
        try Git.runBytes(["-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments, in: folder.url.path)
    }

    /// Far more than a pipe holds goes in and comes out at once (`cat-file --batch` answers
    /// while it is still being asked): nothing is lost, and neither side waits forever.
    func testLargeInputAndOutputGoThroughWhole() throws {
        let folder = TemporaryFolder()
        _ = try git(["init", "-q"], in: folder)
        var contents: [String: String] = [:]
        for index in 0..<40 {
            let text = String(repeating: "let value\(index) = \(index) // padding padding padding\n", count: 60 + index)
            contents["File\(index).swift"] = text
            try folder.write("File\(index).swift", text)
        }
        _ = try git(["add", "."], in: folder)
        let entries = try Git.indexEntries(in: folder.url.path)
        XCTAssertEqual(entries.count, 40)
        // Each object asked for 60 times: 2,400 names (98 KB in), about 8 MB out.
        let objects = Array(repeating: entries.map(\.object), count: 60).flatMap { $0 }
        let answered = try Git.runBytes(["cat-file", "--batch"], in: folder.url.path, input: Array((objects.joined(separator: "\n") + "\n").utf8))
        XCTAssertGreaterThan(objects.joined(separator: "\n").utf8.count, 65_536)
        let expectedSize = objects.reduce(0) { total, object in
            let entry = entries.first { $0.object == object }!
            let size = contents[entry.path]!.utf8.count
            return total + "\(object) blob \(size)\n".utf8.count + size + 1
        }
        XCTAssertEqual(answered.count, expectedSize)
        let blobs = try Git.blobs(objects, in: folder.url.path)
        for entry in entries { XCTAssertEqual(blobs[entry.object].map { String(decoding: $0, as: UTF8.self) }, contents[entry.path], entry.path) }
    }

    /// A failing git gives its own message; git run where there is no repository too; an
    /// empty input is an input closed at once (git does not wait for more).
    func testGitsOwnWordsComeBackWhenItFails() throws {
        let folder = TemporaryFolder()
        XCTAssertThrowsError(try Git.topLevel(from: folder.url.path)) { error in
            let message = (error as? Git.Failure)?.message ?? ""
            XCTAssertTrue(message.contains("not a git repository"), message)
        }
        _ = try git(["init", "-q"], in: folder)
        XCTAssertThrowsError(try Git.run(["rev-parse", "--verify", "--quiet", "nothing^{commit}"], in: folder.url.path)) { error in
            XCTAssertEqual((error as? Git.Failure)?.message, "git rev-parse --verify --quiet nothing^{commit} failed")
        }
        XCTAssertEqual(try Git.runBytes(["cat-file", "--batch"], in: folder.url.path, input: []), [])
        XCTAssertEqual(try Git.topLevel(from: folder.url.path), folder.url.resolvingSymlinksInPath().path)
    }

    #if os(Linux)
    /// A git that is not there is said so, with the system's reason, not a crash.
    func testAMissingGitIsReported() throws {
        let saved = ProcessInfo.processInfo.environment["PATH"]
        setenv("PATH", "/nonexistent", 1)
        defer { if let saved { setenv("PATH", saved, 1) } }
        XCTAssertThrowsError(try Git.spawn(["--version"], input: nil)) { error in
            let message = (error as? Git.Failure)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("cannot run git (No such file or directory)"), message)
        }
    }
    #endif
}
