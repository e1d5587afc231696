import Foundation
import XCTest
@testable import ScaffoldCLI
@testable import ScaffoldModel
@testable import ScaffoldSupport
@testable import ScaffoldSyntax

/// The walk of a repository in two parts (issue 30: a new screen in 13,000 files took twice
/// the read floor; a third of that was listing folders of tests it never reads). The first
/// part leaves every folder named like a test folder; the second walks those. Together they
/// hold what one walk holds, and a command that reads only the app's code lists no test
/// folder at all.
final class WalkInTwoPartsTests: XCTestCase {
    /// A repository with test folders at several depths, a file named like a test outside
    /// them, and links: into a hidden folder from both parts, into a test folder, and out of
    /// a test folder into the app's code.
    private func writeRepository(_ folder: TemporaryFolder) throws {
        for path in ["Sources/App/Home.swift", "Sources/App/HomeTests.swift", "Sources/App/AppTests/Inner.swift", "Sources/Feature/Deep/Leaf.swift",
                     "Tests/Home/HomeViewModelTests.swift", "Tests/Helpers/Stub.swift", "Modules/Core/CoreTests/Deep/DeepTests/Case.swift",
                     "Modules/Core/Core.swift", "Modules/Tested/Tested.swift", ".shared/Shared.swift"] {
            try folder.write(path, "struct S {}\n")
        }
        let link = { (path: String, destination: String) in
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        try link("Sources/Shared", "../.shared")
        try link("Tests/Shared", "../.shared")
        try link("Sources/TestsLink", "../Tests/Helpers")
        try link("Tests/Helpers/App", "../../Sources/App")
    }

    func testTheTwoPartsHoldWhatOneWalkHolds() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let root = folder.url.path
        let walker = RepositoryWalker(root: root)
        let whole = walker.swiftFiles(in: [root])
        let first = walker.walkLeavingTestFolders()
        let rest = walker.walk(rest: first.rest)
        let relative = { (files: [FoundFile]) in files.map { $0.path.relative(to: root) } }
        XCTAssertEqual(relative(first.files), ["Modules/Core/Core.swift", "Modules/Tested/Tested.swift", "Sources/App/Home.swift", "Sources/App/HomeTests.swift",
                                               "Sources/Feature/Deep/Leaf.swift", "Sources/Shared/Shared.swift"],
                       "the first part enters no folder named like a test folder, and follows the first link to the hidden folder")
        XCTAssertEqual(relative(rest.files), ["Modules/Core/CoreTests/Deep/DeepTests/Case.swift", "Sources/App/AppTests/Inner.swift",
                                              "Tests/Helpers/Stub.swift", "Tests/Home/HomeViewModelTests.swift"],
                       "the second part: the folders left, a link to a folder walked already not followed")
        XCTAssertEqual(relative((first.files + rest.files).sorted()), relative(whole.files))
        XCTAssertEqual(first.problems + rest.problems, whole.problems)
    }

    /// A folder that cannot be listed is a problem of the part that meets it.
    func testAProblemInATestFolderIsTheSecondPartsProblem() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/A.swift", "struct A {}\n")
        try folder.write("Tests/Gone.swift", "struct G {}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Tests/Broken.swift").path, withDestinationPath: "Nowhere.swift")
        let root = folder.url.path
        let walker = RepositoryWalker(root: root)
        let first = walker.walkLeavingTestFolders()
        let rest = walker.walk(rest: first.rest)
        XCTAssertEqual(first.problems, [])
        XCTAssertEqual(rest.problems.map { $0.path.relative(to: root) }, ["Tests/Broken.swift"])
        XCTAssertEqual(walker.swiftFiles(in: [root]).problems, rest.problems)
    }

    /// A new screen looks for its names in the app's code only: the folders of tests are
    /// not listed, however many there are (and `lint`, which reads tests, lists them all).
    func testANewScreenListsNoFolderOfTests() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "folders listed are counted in debug builds only")
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Bench\n")
        for index in 0..<10 {
            try folder.write("Sources/Screen\(index)/Screen\(index)ViewModel.swift", "final class Screen\(index)ViewModel {}\n")
            try folder.write("Tests/Screen\(index)/Screen\(index)ViewModelTests.swift", "final class Screen\(index)ViewModelTests {}\n")
            try folder.write("Sources/Screen\(index)/Screen\(index)Tests/Screen\(index)Case.swift", "final class Screen\(index)Case {}\n")
        }
        // A Responder declared in the tests only: the screen's module has none.
        try folder.write("Tests/Support/Responder.swift", "final class Responder<Action> {}\n")
        let before = RepositoryWalker.foldersListed
        let result = runCLI(["screen", "Added", "--blank"], in: folder.url.path)
        let listed = RepositoryWalker.foldersListed - before
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(listed, 12, "the root, Sources and its 10 screens' folders")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Responder.swift").path),
                      "a Responder in the tests is not the app's")
        let lintBefore = RepositoryWalker.foldersListed
        _ = runCLI(["lint", "--quiet"], in: folder.url.path)
        // The root, Sources, 11 screens' folders; 10 folders of tests inside them, Tests and
        // its 12 folders (10 screens', Support, the new screen's).
        XCTAssertEqual(RepositoryWalker.foldersListed - lintBefore, 13 + 10 + 1 + 12, "lint lists every folder of tests too")
    }

    /// What a command read before the walk was whole is not read again when it becomes
    /// whole: the bytes move with their files.
    func testBytesReadFromTheFirstPartAreNotReadAgain() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let root = folder.url.path
        let workspace = Workspace(root: root)
        let app = workspace.swiftFiles(outsideTests: Conventions())
        XCTAssertEqual(app.map { $0.path.relative(to: root) }, ["Modules/Core/Core.swift", "Modules/Tested/Tested.swift", "Sources/App/Home.swift",
                                                                "Sources/Feature/Deep/Leaf.swift", "Sources/Shared/Shared.swift"],
                       "tests aside: the file named like a test too")
        let reads = Workspace.readsDone
        XCTAssertEqual(workspace.reading(app) { _ in true }.found.count, app.count)
        XCTAssertEqual(Workspace.readsDone - reads, app.count)
        let whole = workspace.swiftFiles()
        XCTAssertEqual(whole.count, 10)
        let found = workspace.reading(whole) { _ in true }.found
        XCTAssertEqual(found.count, whole.count)
        XCTAssertEqual(Workspace.readsDone - reads, whole.count, "the first part's files are read once")
        XCTAssertNotNil(workspace.bytes(of: root + "/Sources/App/Home.swift"))
        XCTAssertEqual(Workspace.readsDone - reads, whole.count, "a path given is the walk's file")
        XCTAssertEqual(Array(workspace.swiftFiles(below: root + "/Sources/App")).map { $0.path.relative(to: root) },
                       ["Sources/App/AppTests/Inner.swift", "Sources/App/Home.swift", "Sources/App/HomeTests.swift"])
    }

    /// A folder that holds a test folder is read from the whole walk; one that holds none,
    /// from the first part, without listing the tests.
    func testAFolderIsReadFromTheFirstPartWhenItHoldsNoTestFolder() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "folders listed are counted in debug builds only")
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let root = folder.url.path
        let workspace = Workspace(root: root)
        let before = RepositoryWalker.foldersListed
        XCTAssertEqual(Array(workspace.swiftFiles(below: root + "/Sources/Feature")).map { $0.path.relative(to: root) }, ["Sources/Feature/Deep/Leaf.swift"])
        let firstPart = RepositoryWalker.foldersListed - before
        XCTAssertEqual(Array(workspace.swiftFiles(below: root + "/Tests/Home")).map { $0.path.relative(to: root) }, ["Tests/Home/HomeViewModelTests.swift"])
        XCTAssertEqual(Array(workspace.swiftFiles(below: root + "/Modules/Core")).map { $0.path.relative(to: root) },
                       ["Modules/Core/Core.swift", "Modules/Core/CoreTests/Deep/DeepTests/Case.swift"])
        XCTAssertGreaterThan(RepositoryWalker.foldersListed - before, firstPart, "the folders left are listed once asked for")
    }

    /// With test paths of its own (`lint.testPaths`), a folder named `…Tests` may be app
    /// code: the whole walk is read, and the globs decide.
    func testConfiguredTestPathsReadTheWholeWalk() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/ContractTests/Contract.swift", "struct C {}\n")
        try folder.write("Specs/HomeSpec.swift", "struct H {}\n")
        let root = folder.url.path
        var conventions = Conventions()
        conventions.testPaths = ["Specs/**"]
        XCTAssertEqual(Workspace(root: root).swiftFiles(outsideTests: conventions).map { $0.path.relative(to: root) }, ["Sources/ContractTests/Contract.swift"])
        XCTAssertEqual(Workspace(root: root).swiftFiles(outsideTests: Conventions()).map { $0.path.relative(to: root) }, ["Specs/HomeSpec.swift"])
    }

    /// The test of a path relative to a folder, without making the relative path, gives
    /// what the test of the relative path gives.
    func testATestPathRelativeToAFolderIsTheRelativePathsTest() {
        let conventions = Conventions()
        let roots = ["/repo", "/repo/", "/work/AppTests", "/", "/elsewhere"]
        let paths = ["/repo/Tests/A.swift", "/repo/Sources/A.swift", "/repo/Sources/ATests.swift", "/repo/Sources/UITests/B.swift", "/repo/Tests.swift",
                     "/work/AppTests/Sources/A.swift", "/work/AppTests/Tests/A.swift", "/repository/Tests/A.swift", "/repoTests/A.swift", "relative/Tests/A.swift"]
        for root in roots {
            for path in paths {
                XCTAssertEqual(conventions.isTestPath(path, relativeTo: root), conventions.isTestPath(path.relative(to: root)), "\(path) from \(root)")
            }
        }
        XCTAssertFalse(conventions.isTestPath("/work/AppTests/Sources/A.swift", relativeTo: "/work/AppTests"), "the root's own name is not the path's")
        XCTAssertTrue(conventions.isTestPath("/repoTests/A.swift", relativeTo: "/repo"), "a folder beside the root is not inside it")
    }
}
