import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldSyntax
@testable import ScaffoldCLI

/// How many times each command walks the repository (`RepositoryWalker.walksDone`): a
/// command reads the repository once, however many screens, folders or files it looks at
/// (issue 26 asks one walk per command; issue 30 found `app` walking once per screen).
final class RepositoryWalkCountTests: XCTestCase {
    /// The walks `arguments` does in `folder`, and its result.
    func walks(_ arguments: [String], in folder: TemporaryFolder) -> (walks: Int, result: CLIResult) {
        let before = RepositoryWalker.walksDone
        let result = runCLI(arguments, in: folder.url.path)
        return (RepositoryWalker.walksDone - before, result)
    }

    func testEachCommandWalksTheRepositoryOnce() throws {
        let folder = TemporaryFolder()
        try copyResolved(RepositoryPaths.url("Fixtures/apps/Market"), to: folder.url)
        try folder.write("Sources/Support/Clock.swift", "protocol Clock {\n    func now() -> Int\n}\n")
        var report: [String] = []
        for arguments in [["lint"], ["map"], ["app", "Market"], ["screen", "Catalog"], ["add", "Catalog", "--output", "isBusy: Bool = false"], ["fake", "Clock"]] {
            let (count, result) = walks(arguments, in: folder)
            XCTAssertLessThanOrEqual(result.code, 1, "\(arguments): \(result.err)")
            report.append("\(arguments[0]): \(count)")
        }
        XCTAssertEqual(report, ["lint: 1", "map: 1", "app: 1", "screen: 1", "add: 1", "fake: 1"])
    }

    /// Paths that overlap (a folder and a folder inside it, a file inside both) give each
    /// file once, in order; a link to a folder walked already is not walked again.
    func testOverlappingPathsGiveEachFileOnce() throws {
        let folder = TemporaryFolder()
        for path in ["Sources/A/One.swift", "Sources/A/Two.swift", "Sources/B/Three.swift", "Sources/Four.swift"] {
            try folder.write(path, "struct S {}\n")
        }
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Linked").path, withDestinationPath: "B")
        let root = folder.url.path
        let walked = RepositoryWalker(root: root).swiftFiles(in: [root + "/Sources", root + "/Sources/A", root + "/Sources/A/Two.swift", root + "/Sources"])
        XCTAssertEqual(walked.problems, [])
        XCTAssertEqual(walked.files.map { String($0.path.dropFirst(root.count + 1)) },
                       ["Sources/A/One.swift", "Sources/A/Two.swift", "Sources/B/Three.swift", "Sources/Four.swift"])
    }

    /// The walk asks the file system about links only: a folder's listing says what each
    /// plain entry is, and a folder has one name, so it cannot be met twice but through a
    /// link (issue 30: a status per folder, 3,263 in the 13,000-file benchmark repository).
    /// A link to a folder the walk covers is still not followed; one to a folder it skips
    /// is, once.
    func testTheWalkLooksUpLinksOnly() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "look-ups are counted in debug builds only")
        let folder = TemporaryFolder()
        for index in 0..<300 {
            try folder.write("Sources/Screen\(index)/A.swift", "struct A\(index) {}\n")
            try folder.write("Sources/Screen\(index)/Parts/B.swift", "struct B\(index) {}\n")
        }
        try folder.write("Sources/.hidden/C.swift", "struct C {}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Again").path, withDestinationPath: "Screen7")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Shown").path, withDestinationPath: ".hidden")
        let root = folder.url.path
        let before = FileStatus.Lookups.count
        let walked = RepositoryWalker(root: root).swiftFiles(in: [root])
        let lookups = FileStatus.Lookups.count - before
        XCTAssertEqual(walked.problems, [])
        XCTAssertEqual(walked.files.count, 601, "each screen's two files once, and the hidden folder's file through its link")
        XCTAssertTrue(walked.files.contains { $0.path == root + "/Sources/Shown/C.swift" })
        XCTAssertFalse(walked.files.contains { $0.path.hasPrefix(root + "/Sources/Again/") }, "a link to a folder walked already")
        XCTAssertLessThanOrEqual(lookups, 3, "\(lookups) look-ups: the root and the two links")
    }
}
