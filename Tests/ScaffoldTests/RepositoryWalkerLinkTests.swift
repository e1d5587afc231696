import Foundation
import XCTest
@testable import ScaffoldSupport

/// Links to folders, now that the walker tells folders apart by real path (as bytes) and
/// only where links lead (issue 30): each folder is walked once, under one name, the same
/// on every run, and nothing below a link is lost.
final class RepositoryWalkerLinkTests: XCTestCase {
    private func walk(_ root: String, _ paths: [String]) -> (files: [String], problems: [String]) {
        let walked = RepositoryWalker(root: root).swiftFiles(in: paths.map { $0.isEmpty ? root : root + "/" + $0 })
        return (walked.files.map { String($0.path.dropFirst(root.count + 1)) },
                walked.problems.map { "\($0.path.hasPrefix(root + "/") ? String($0.path.dropFirst(root.count + 1)) : $0.path): \($0.reason)" })
    }

    private func link(_ path: String, to destination: String, in folder: TemporaryFolder) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    /// A walk of `Sources` that meets a link to the repository above it walks the rest of
    /// the repository through the link, and not `Sources` a second time.
    func testALinkToAFolderAboveTheWalkLeavesOutWhatWasWalked() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/A.swift", "struct A {}\n")
        try folder.write("Tests/T.swift", "struct T {}\n")
        try link("Sources/up", to: "..", in: folder)
        let root = folder.url.path
        XCTAssertEqual(walk(root, ["Sources"]).files, ["Sources/A.swift", "Sources/up/Tests/T.swift"])
    }

    /// Two hidden folders whose names differ only in a byte that is not UTF-8 are two
    /// folders: a link to each gives its own file.
    func testFoldersWhoseNamesDifferInBytesThatAreNotUTF8AreTwo() throws {
        let folder = TemporaryFolder()
        let root = folder.url.path
        for (byte, file) in [(UInt8(0xE9), "One"), (UInt8(0xE8), "Two")] {
            let name = Array("\(root)/.x/caf".utf8) + [byte]
            try FileManager.default.createDirectory(atPath: root + "/.x", withIntermediateDirectories: true)
            XCTAssertEqual((name + [0]).withUnsafeBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) }, 0)
            let filePath = name + Array("/\(file).swift".utf8) + [0]
            let descriptor = filePath.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            close(descriptor)
            let linkPath = Array("\(root)/\(file)Link".utf8) + [0]
            let target = Array(".x/caf".utf8) + [byte, 0]
            XCTAssertEqual(target.withUnsafeBufferPointer { destination in
                linkPath.withUnsafeBufferPointer { symlink(UnsafeRawPointer(destination.baseAddress!).assumingMemoryBound(to: CChar.self), UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
            }, 0)
        }
        XCTAssertEqual(walk(root, [""]).files, ["OneLink/One.swift", "TwoLink/Two.swift"])
    }

    /// When two links lead into one folder, the one first in order of path names its
    /// files, whatever order they were made in (the order a folder is listed in).
    func testTheLinkThatNamesAFileIsTheFirstInOrderOfPath() throws {
        let folder = TemporaryFolder()
        try folder.write(".x/sub/S.swift", "struct S {}\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".h"), withIntermediateDirectories: true)
        try link(".h/b", to: "../.x", in: folder)
        try link(".h/a", to: "../.x/sub", in: folder)
        try link("H", to: ".h", in: folder)
        XCTAssertEqual(walk(folder.url.path, [""]).files, ["H/a/S.swift"])
    }

    /// Paths given that overlap, or that lead by a link into a folder given before, give
    /// each file once and each problem once.
    func testOverlappingPathsGiveEachProblemOnce() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/B/B.swift", "struct B {}\n")
        try folder.write("Sources/B/Deep/Z.swift", "struct Z {}\n")
        try link("Sources/B/Deep/Dangling.swift", to: "Missing.swift", in: folder)
        try link("Again", to: "Sources/B", in: folder)
        let root = folder.url.path
        let walked = walk(root, ["Sources", "Sources/B", "Again", "Sources", "Gone"])
        XCTAssertEqual(walked.files, ["Sources/B/B.swift", "Sources/B/Deep/Z.swift"])
        XCTAssertEqual(walked.problems, ["Gone: it does not exist", "Sources/B/Deep/Dangling.swift: it is a symbolic link that leads nowhere"])
    }
}
