import Foundation
import XCTest
@testable import ScaffoldCLI
@testable import ScaffoldGenerate
@testable import ScaffoldModel
@testable import ScaffoldSupport
@testable import ScaffoldSyntax

/// The walk of a repository in two parts (issue 30: a new screen in 13,000 files took twice
/// the read floor; a third of that was listing folders of tests it never reads). The first
/// part leaves every folder named like a test folder; the second walks those. Together they
/// hold what one walk holds, and a command that reads only the app's code lists no test
/// folder at all.
final class WalkInTwoPartsTests: XCTestCase {
    /// A repository with test folders at several depths and a file named like a test outside
    /// them; with `links`, links too: into a hidden folder from both parts, into a test
    /// folder, and out of a test folder into the app's code.
    private func writeRepository(_ folder: TemporaryFolder, links: Bool = false) throws {
        for path in ["Sources/App/Home.swift", "Sources/App/HomeTests.swift", "Sources/App/AppTests/Inner.swift", "Sources/Feature/Deep/Leaf.swift",
                     "Tests/Home/HomeViewModelTests.swift", "Tests/Helpers/Stub.swift", "Modules/Core/CoreTests/Deep/DeepTests/Case.swift",
                     "Modules/Core/Core.swift", "Modules/Tested/Tested.swift", ".shared/Shared.swift"] {
            try folder.write(path, "struct S {}\n")
        }
        guard links else { return }
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
                                               "Sources/Feature/Deep/Leaf.swift"],
                       "the first part enters no folder named like a test folder")
        XCTAssertEqual(relative(rest.files), ["Modules/Core/CoreTests/Deep/DeepTests/Case.swift", "Sources/App/AppTests/Inner.swift",
                                              "Tests/Helpers/Stub.swift", "Tests/Home/HomeViewModelTests.swift"],
                       "the second part: the folders left")
        XCTAssertEqual(relative((first.files + rest.files).sorted()), relative(whole.files))
        XCTAssertEqual((first.problems + rest.problems).sorted { $0.path < $1.path }, whole.problems)
    }

    /// A link to a folder anywhere: links are followed as one walk follows them, so the
    /// first part is the whole walk and leaves nothing.
    func testALinkToAFolderMakesTheFirstPartWhole() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder, links: true)
        let root = folder.url.path
        let walker = RepositoryWalker(root: root)
        let first = walker.walkLeavingTestFolders()
        XCTAssertTrue(first.rest.isEmpty)
        XCTAssertEqual(first.files, walker.swiftFiles(in: [root]).files)
        XCTAssertTrue(first.files.contains { $0.path == root + "/Sources/Shared/Shared.swift" }, "the first link in order of path names the hidden folder's file")
        compareParts(root)
    }

    /// A problem is the problem of the part that meets it; each part's come in order of
    /// path, and together, sorted, they are one walk's.
    func testAProblemIsThePartsThatMeetsIt() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/A.swift", "struct A {}\n")
        try folder.write("Tests/Gone.swift", "struct G {}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Tests/Broken.swift").path, withDestinationPath: "Nowhere.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("ATests.swift").path, withDestinationPath: "Nowhere.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Broken.swift").path, withDestinationPath: "Nowhere.swift")
        let root = folder.url.path
        let walker = RepositoryWalker(root: root)
        let first = walker.walkLeavingTestFolders()
        let rest = walker.walk(rest: first.rest)
        XCTAssertEqual(first.problems.map { $0.path.relative(to: root) }, ["ATests.swift", "Sources/Broken.swift"])
        XCTAssertEqual(rest.problems.map { $0.path.relative(to: root) }, ["Tests/Broken.swift"])
        XCTAssertEqual((first.problems + rest.problems).sorted { $0.path < $1.path }, walker.swiftFiles(in: [root]).problems)
    }

    // MARK: - Links: followed as one walk follows them (found by a review of the first version)

    private func link(_ folder: TemporaryFolder, _ path: String, _ destination: String) throws {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// The two parts of the walk of `root` against one walk: files and problems.
    private func compareParts(_ root: String, file: StaticString = #filePath, line: UInt = #line) {
        let walker = RepositoryWalker(root: root)
        let whole = walker.swiftFiles(in: [root])
        let first = walker.walkLeavingTestFolders()
        let rest = walker.walk(rest: first.rest)
        let relative = { (files: [FoundFile]) in files.map { $0.path.relative(to: root) } }
        XCTAssertEqual(relative((first.files + rest.files).sorted()), relative(whole.files), "files", file: file, line: line)
        XCTAssertEqual((first.problems + rest.problems).sorted { $0.path < $1.path }, whole.problems, "problems", file: file, line: line)
    }

    /// Two links to one hidden folder, the first in order of path inside a test folder: one
    /// walk names the files by it. The first version followed the app's link first.
    func testTheFirstLinkInOrderOfPathNamesTheFilesWhicheverPartItIsIn() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/A.swift", "struct A {}\n")
        try folder.write(".shared/Responder.swift", "final class Responder<Action> {}\n")
        try link(folder, "ATests/Shared", "../.shared")
        try link(folder, "Sources/Shared", "../.shared")
        compareParts(folder.url.path)
        // A new screen finds no Responder in the app's code: the file is a test's.
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: App\n")
        let result = runCLI(["screen", "Added", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Responder.swift").path), result.out)
    }

    /// A link to a hidden folder named like a test folder, then a link to its parent: the
    /// file once. The first version left the test folder met through the second link and
    /// walked it again.
    func testAFileThroughTwoLinksIsListedOnce() throws {
        let folder = TemporaryFolder()
        try folder.write(".hidden/XTests/X.swift", "struct X {}\n")
        try link(folder, "A", ".hidden/XTests")
        try link(folder, "B", ".hidden")
        compareParts(folder.url.path)
    }

    /// A link from the app into a folder of tests that cannot be listed (as a user other
    /// than root: root lists every folder).
    func testALinkIntoAnUnlistableTestFolderIsFollowed() throws {
        try XCTSkipIf(getuid() == 0, "root lists every folder")
        let folder = TemporaryFolder()
        try folder.write("Tests/Private/Sub/X.swift", "struct X {}\n")
        try link(folder, "Sources/L", "../Tests/Private/Sub")
        chmod(folder.url.appendingPathComponent("Tests/Private").path, 0o311)
        defer { chmod(folder.url.appendingPathComponent("Tests/Private").path, 0o755) }
        compareParts(folder.url.path)
    }

    /// A root named like a test folder, a folder of tests inside a hidden one reached by a
    /// link named like a test folder, a link from the tests back to the app, and a folder
    /// whose name is not UTF-8 and ends in `Tests`.
    func testOddTreesGiveWhatOneWalkGives() throws {
        let base = TemporaryFolder()
        let root = base.url.appendingPathComponent("RepoTests").path
        for path in ["Sources/A.swift", "Tests/T.swift", "Sources/Inner/Tests/U.swift", ".hidden/H.swift", ".hidden/HTests/HH.swift", "Specs/Tests/X.swift"] {
            try base.write("RepoTests/" + path, "struct S {}\n")
        }
        try link(base, "RepoTests/Sources/FooTests", "../.hidden")
        try link(base, "RepoTests/Tests/Back", "../Sources")
        let bad = Array(root.utf8) + Array("/Sources/".utf8) + [0xFF] + Array("Tests".utf8)
        XCTAssertEqual(mkdir(bad.map { CChar(bitPattern: $0) } + [0], 0o755), 0)
        let descriptor = open(bad.map { CChar(bitPattern: $0) } + Array("/B.swift".utf8CString), O_CREAT | O_WRONLY, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        compareParts(root)
        let workspace = Workspace(root: root)
        let app = workspace.swiftFiles(outsideTests: Conventions()).map { $0.path.relative(to: root) }
        let whole = workspace.swiftFiles()
        XCTAssertEqual(app, whole.filter { !Conventions().isTestPath($0.path.relative(to: root)) }.map { $0.path.relative(to: root) })
        for folder in ["/Sources", "/Sources/", "/Sources/FooTests", "/Tests/", "/Sources/A.swift", ""] {
            let prefix = root + (folder.hasSuffix("/") ? folder : folder + "/")
            XCTAssertEqual(Array(Workspace(root: root).swiftFiles(below: root + folder)).map(\.path), whole.filter { $0.path.hasPrefix(prefix) }.map(\.path), folder)
        }
    }

    // MARK: - The workspace

    /// A file read by its path before the walk held it is the walk's file: not read again,
    /// and one version of it, before the first part and before the whole walk.
    func testAFileReadByPathBeforeTheWalkIsNotReadAgain() throws {
        let folder = TemporaryFolder()
        let source = try folder.write("Sources/A.swift", "struct A {} // v1\n")
        let test = try folder.write("Tests/ATests.swift", "// v1\n")
        let workspace = Workspace(root: folder.url.path)
        let before = Workspace.readsDone
        XCTAssertEqual(workspace.bytes(of: source).map { String(decoding: $0, as: UTF8.self) }, "struct A {} // v1\n")
        try folder.write("Sources/A.swift", "struct A {} // v2\n")
        let app = workspace.swiftFiles(outsideTests: Conventions())
        XCTAssertEqual(workspace.reading(app) { _ in true }.found.map { String(decoding: $0.bytes, as: UTF8.self) }, ["struct A {} // v1\n"])
        XCTAssertNotNil(workspace.bytes(of: test))
        try folder.write("Tests/ATests.swift", "// v2\n")
        let tests = workspace.swiftFiles().filter { $0.path == test }
        XCTAssertEqual(workspace.reading(tests) { _ in true }.found.map { String(decoding: $0.bytes, as: UTF8.self) }, ["// v1\n"])
        XCTAssertEqual(Workspace.readsDone - before, 2, "each file read once")
    }

    /// Outside a command, a folder's files come from a walk of that folder (its links to
    /// other folders of the repository followed), as before the walk had two parts.
    func testAFolderOutsideACommandIsWalkedAlone() throws {
        let folder = TemporaryFolder()
        try folder.write("Common/C.swift", "struct C {}\n")
        try folder.write("Sources/A.swift", "struct A {}\n")
        try link(folder, "Sources/Common", "../Common")
        let root = folder.url.path
        let sources = root + "/Sources"
        XCTAssertEqual(Workspace(root: root).swiftFiles(in: [sources]).map { $0.path.relative(to: root) }, ["Sources/A.swift", "Sources/Common/C.swift"])
    }

    /// Two look-ups below one folder in one command (the Responder and NavigationStackModel
    /// look-ups of a screen without a config, each with a workspace of that folder): one walk.
    func testTwoWorkspacesOfOneFolderInOneCommandWalkOnce() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/A.swift", "struct A {}\n")
        try folder.write("Sources/ATests/T.swift", "struct T {}\n")
        let root = folder.url.path
        let before = RepositoryWalker.walksDone
        Workspace.opening(Workspace(root: root)) {
            _ = DeclarationLocator.isDeclared("Responder", below: root + "/Sources", outsideTests: Conventions())
            _ = DeclarationLocator.isDeclared("NavigationStackModel", below: root + "/Sources", outsideTests: Conventions())
        }
        XCTAssertEqual(RepositoryWalker.walksDone - before, 1)
    }

    /// One workspace used from several threads: every file read once, and found.
    func testAWorkspaceUsedFromSeveralThreadsReadsEachFileOnce() throws {
        let folder = TemporaryFolder()
        for index in 0..<200 {
            try folder.write("Sources/S\(index)/S\(index).swift", "struct S\(index) {}\n")
            try folder.write("Tests/S\(index)Tests/S\(index)Tests.swift", "struct T\(index) {}\n")
        }
        let root = folder.url.path
        for _ in 0..<10 {
            let workspace = Workspace(root: root)
            let before = Workspace.readsDone
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                switch worker % 4 {
                case 0: _ = workspace.reading(workspace.swiftFiles(outsideTests: Conventions())) { _ in true }
                case 1: _ = workspace.reading(workspace.swiftFiles()) { _ in true }
                case 2: _ = workspace.reading(Array(workspace.swiftFiles(below: root + "/Sources/S7"))) { _ in true }
                default: for index in 0..<50 { _ = workspace.bytes(of: root + "/Sources/S\(index)/S\(index).swift") }
                }
            }
            XCTAssertEqual(workspace.reading(workspace.swiftFiles()) { _ in true }.found.count, 400)
            XCTAssertEqual(Workspace.readsDone - before, 400)
        }
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
                                                                "Sources/Feature/Deep/Leaf.swift"],
                       "tests aside: the file named like a test too")
        let reads = Workspace.readsDone
        XCTAssertEqual(workspace.reading(app) { _ in true }.found.count, app.count)
        XCTAssertEqual(Workspace.readsDone - reads, app.count)
        let whole = workspace.swiftFiles()
        XCTAssertEqual(whole.count, 9)
        let found = workspace.reading(whole) { _ in true }.found
        XCTAssertEqual(found.count, whole.count)
        XCTAssertEqual(Workspace.readsDone - reads, whole.count, "the first part's files are read once")
        XCTAssertNotNil(workspace.bytes(of: root + "/Sources/App/Home.swift"))
        XCTAssertEqual(Workspace.readsDone - reads, whole.count, "a path given is the walk's file")
        XCTAssertEqual(Array(workspace.swiftFiles(below: root + "/Sources/App")).map { $0.path.relative(to: root) },
                       ["Sources/App/AppTests/Inner.swift", "Sources/App/Home.swift", "Sources/App/HomeTests.swift"])
    }

    /// Issue 30: the app's code handed out from the first part knows its places in the
    /// whole walk once that is made, so a look-up of one of its files is one comparison,
    /// not a binary search by path (`lint --fix` writing the tests of 387 screens made
    /// 460,000 such searches, a quarter of its work).
    func testTheAppCodesFilesKnowTheirPlacesInTheWholeWalk() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let workspace = Workspace(root: folder.url.path)
        let before = workspace.swiftFiles(outsideTests: Conventions())
        XCTAssertEqual(before.map(\.walkIndex), [0, 1, 2, 4], "places in the first part (its fourth file is named like a test)")
        let whole = workspace.swiftFiles()
        XCTAssertEqual(whole.count, 9)
        let after = workspace.swiftFiles(outsideTests: Conventions())
        XCTAssertEqual(after.map(\.path), before.map(\.path))
        for file in after { XCTAssertEqual(whole[file.walkIndex], file, file.path) }
        XCTAssertEqual(workspace.places(of: before), before.map { file in whole.firstIndex(of: file) })
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

    /// The default test, read a byte at a time, is the rule its documentation states: the
    /// name ends in `Tests.swift`, or a folder of the path ends in `Tests` (seeded paths).
    func testTheDefaultTestOfAPathIsTheDocumentedRule() {
        var random = SeededRandom(seed: 54)
        let components = ["Tests", "ATests", "Test", "sTests", "ests", "Tests.swift", "A.swift", "ATests.swift", "Tests.swif", ".swift", "UITests", "x", "é", ""]
        let conventions = Conventions()
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 1...5, using: &random)).map { _ in components.randomElement(using: &random)! }.joined(separator: "/")
            let rule = path.hasSuffix("Tests.swift") || path.split(separator: "/", omittingEmptySubsequences: false).dropLast().contains { $0.hasSuffix("Tests") }
            XCTAssertEqual(conventions.isTestPath(path), rule, path)
            XCTAssertEqual(conventions.isTestPath("/repo/" + path, relativeTo: "/repo"), rule, path)
        }
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
