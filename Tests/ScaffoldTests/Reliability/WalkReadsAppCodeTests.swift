import Foundation
import XCTest
@testable import ScaffoldCLI
@testable import ScaffoldGenerate
@testable import ScaffoldModel
@testable import ScaffoldProject
@testable import ScaffoldSupport

/// A new screen reads every file of the app's code for its names (issue 30: one new screen
/// in 13,000 files took twice the read floor of that code). The walk reads each file as it
/// lists its folder, opened from the open folder, in one pass, as the read floor does; what
/// it reads is what reading each file afterwards gives, and every reader of the command's
/// workspace sees one version of each file.
final class WalkReadsAppCodeTests: XCTestCase {
    /// App code, tests, a file named like a test, a hidden folder, a link to a file, a
    /// link that leads nowhere, a FIFO named like Swift and an empty file.
    private func writeRepository(_ folder: TemporaryFolder) throws {
        for (path, text) in [("Sources/App/Home.swift", "struct Home {}\n"), ("Sources/App/HomeTests.swift", "final class HomeTests {}\n"),
                             ("Sources/Feature/Deep/Leaf.swift", "enum Leaf { case one }\n"), ("Sources/Feature/Empty.swift", ""),
                             ("Tests/Home/HomeViewModelTests.swift", "final class T {}\n"), (".hidden/Hidden.swift", "struct Hidden {}\n"),
                             ("Sources/Big.swift", String(repeating: "let long = \"é\"\n", count: 20_000))] {
            try folder.write(path, text)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Linked.swift").path, withDestinationPath: "App/Home.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Gone.swift").path, withDestinationPath: "Nowhere.swift")
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("Sources/Pipe.swift").path, 0o644), 0)
    }

    /// The repository of `writeRepository`, its workspace told to look for `words` while
    /// walking (with `buffers`), and the app's code as that workspace walked it. The folder
    /// is removed when the caller lets it go.
    private func walked(lookingFor words: [String], buffers: (String) -> [String: [UInt8]] = { _ in [:] })
        throws -> (folder: TemporaryFolder, root: String, workspace: Workspace, files: [FoundFile]) {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let root = folder.url.path
        let workspace = Workspace(root: root, buffers: buffers(root))
        workspace.readsAppCodeWhileWalking(lookingFor: words)
        return (folder, root, workspace, workspace.swiftFiles(outsideTests: Conventions()))
    }

    /// The walk that reads against the one that does not: the same files, problems and
    /// folders left, and beside each file the bytes reading it gives.
    private func compare(_ root: String, file: StaticString = #filePath, line: UInt = #line) {
        let walker = RepositoryWalker(root: root)
        let plain = walker.walkLeavingTestFolders()
        let reading = walker.walkLeavingTestFolders(reading: true)
        XCTAssertEqual(reading.files, plain.files, file: file, line: line)
        XCTAssertEqual(reading.problems, plain.problems, file: file, line: line)
        XCTAssertEqual(reading.rest.isEmpty, plain.rest.isEmpty, file: file, line: line)
        XCTAssertEqual(reading.contents.count, reading.files.count, file: file, line: line)
        for (index, found) in reading.files.enumerated() {
            XCTAssertEqual(try reading.contents[index]?.result?.get(), try found.read(), found.path, file: file, line: line)
        }
        // Looking for words: the bits say which each file holds, and only the bytes of a
        // file that holds one are kept.
        let words = ["Home", "Leaf", "long", "Missing"].map { Array($0.utf8) }
        let marking = walker.walkLeavingTestFolders(reading: true, marking: words)
        XCTAssertEqual(marking.files, plain.files, file: file, line: line)
        XCTAssertEqual(marking.problems, plain.problems, file: file, line: line)
        for (index, found) in marking.files.enumerated() {
            guard let bytes = try? found.read(), let read = marking.contents[index] else {
                XCTFail("\(found.path) was read", file: file, line: line)
                continue
            }
            var expected: UInt64 = 0
            for (bit, word) in words.enumerated() where ByteSearch.containsWord(word, in: bytes) { expected |= 1 << UInt64(bit) }
            XCTAssertEqual(read.words, expected, found.path, file: file, line: line)
            XCTAssertEqual(try read.result?.get(), expected == 0 ? nil : bytes, found.path, file: file, line: line)
        }
    }

    func testAWalkThatReadsFindsWhatOneThatDoesNotFindsWithEachFilesBytes() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let root = folder.url.path
        compare(root)
        let reading = RepositoryWalker(root: root).walkLeavingTestFolders(reading: true)
        XCTAssertEqual(reading.files.map { $0.path.relative(to: root) },
                       ["Sources/App/Home.swift", "Sources/App/HomeTests.swift", "Sources/Big.swift", "Sources/Feature/Deep/Leaf.swift",
                        "Sources/Feature/Empty.swift", "Sources/Linked.swift"])
        XCTAssertEqual(Set(reading.problems.map { $0.path.relative(to: root) }), ["Sources/Gone.swift", "Sources/Pipe.swift"],
                       "a link that leads nowhere and a FIFO are problems, never read (a FIFO would block)")
        XCTAssertEqual(try reading.contents[2]?.result?.get().count, 20_000 * 16, "a file larger than a page, read whole")
        XCTAssertEqual(try reading.contents[4]?.result?.get(), [], "an empty file")
    }

    /// A link to a folder makes the first part the whole walk; its test folders are read too.
    func testAWalkThroughALinkToAFolderReadsEveryFile() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Shared").path, withDestinationPath: "../.hidden")
        compare(folder.url.path)
        let reading = RepositoryWalker(root: folder.url.path).walkLeavingTestFolders(reading: true)
        XCTAssertTrue(reading.rest.isEmpty)
        XCTAssertTrue(reading.files.contains { $0.path.hasSuffix("Sources/Shared/Hidden.swift") })
        XCTAssertTrue(reading.files.contains { $0.path.hasSuffix("Tests/Home/HomeViewModelTests.swift") })
        XCTAssertFalse(reading.contents.contains { $0 == nil }, "every file found is read")
    }

    /// A workspace told the command reads the app's code reads each file once, while
    /// walking: the names looked for afterwards are found with no further read, and what
    /// is found is what a workspace that reads afterwards finds.
    func testTheWorkspaceReadsTheAppCodeOnceWhileWalking() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let root = folder.url.path
        let conventions = Conventions()
        let plain = Workspace(root: root)
        let expected = plain.naming(["Home", "Leaf"], among: plain.swiftFiles(outsideTests: conventions))
        let workspace = Workspace(root: root)
        workspace.readsAppCodeWhileWalking(lookingFor: ["Home", "Leaf"])
        let before = Workspace.readsDone
        let files = workspace.swiftFiles(outsideTests: conventions)
        XCTAssertEqual(Workspace.readsDone - before, 6, "the walk read the six files of its first part (a file named like a test among them)")
        let found = workspace.naming(["Home", "Leaf"], among: files)
        XCTAssertEqual(Workspace.readsDone - before, 6, "nothing read again")
        XCTAssertEqual(workspace.naming(["Leaf"], among: files).map { $0.file.path.relative(to: root) }, ["Sources/Feature/Deep/Leaf.swift"])
        XCTAssertEqual(Workspace.readsDone - before, 6, "one of the words: nothing read again")
        // The bytes of a file that holds none of the words were let go: read again if asked.
        let big = try XCTUnwrap(files.first { $0.path.hasSuffix("/Big.swift") })
        XCTAssertEqual(try workspace.read(big).get().count, 20_000 * 16)
        XCTAssertEqual(Workspace.readsDone - before, 7)
        XCTAssertEqual(workspace.naming(["long"], among: files).map { $0.file.path.relative(to: root) }, ["Sources/Big.swift"],
                       "a word the walk did not look for: every file searched, those let go read again")
        XCTAssertEqual(found.map(\.file.path), expected.map(\.file.path))
        XCTAssertEqual(found.map(\.bytes), expected.map(\.bytes))
        XCTAssertEqual(found.map { $0.file.path.relative(to: root) }, ["Sources/App/Home.swift", "Sources/Feature/Deep/Leaf.swift", "Sources/Linked.swift"],
                       "HomeTests.swift is a test by its name")
    }

    /// A file read by path before the walk keeps the bytes first read: its readers all see
    /// one version, whatever the walk read of it later.
    func testAFileReadBeforeTheWalkKeepsTheBytesFirstRead() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let root = folder.url.path
        let workspace = Workspace(root: root)
        workspace.readsAppCodeWhileWalking(lookingFor: ["Home"])
        let home = root + "/Sources/App/Home.swift"
        XCTAssertEqual(workspace.bytes(of: home), Array("struct Home {}\n".utf8))
        try folder.write("Sources/App/Home.swift", "struct Changed {}\n")
        let files = workspace.swiftFiles(outsideTests: Conventions())
        let walked = try XCTUnwrap(files.first { $0.path == home })
        XCTAssertEqual(try workspace.read(walked).get(), Array("struct Home {}\n".utf8))
        XCTAssertEqual(workspace.naming(["Changed"], among: [walked]).count, 0)
        XCTAssertEqual(workspace.naming(["Home"], among: [walked]).count, 1)
        let linked = try XCTUnwrap(files.first { $0.path == root + "/Sources/Linked.swift" })
        XCTAssertEqual(try workspace.read(linked).get(), Array("struct Changed {}\n".utf8), "the link, read by the walk after the change")
    }

    /// An editor's unsaved buffer comes before what the walk read.
    func testABufferComesBeforeWhatTheWalkRead() throws {
        let (folder, root, workspace, files) = try walked(lookingFor: ["Leaf"]) { root in [root + "/Sources/Feature/Deep/Leaf.swift": Array("struct Edited {}\n".utf8)] }
        defer { withExtendedLifetime(folder) {} }
        XCTAssertEqual(workspace.naming(["Edited"], among: files).map { $0.file.path.relative(to: root) }, ["Sources/Feature/Deep/Leaf.swift"])
        XCTAssertEqual(workspace.naming(["Leaf"], among: files).count, 0)
    }

    /// A repository of 12 screens (a view model that names `Responder`, a view, a test each)
    /// and a config, with `Responder` declared in the file at `path`.
    private func screens(responderIn path: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: App\n")
        for index in 0..<12 {
            try folder.write("Sources/Screen\(index)/Screen\(index)View.swift", "struct Screen\(index)View {}\n")
            try folder.write("Sources/Screen\(index)/Screen\(index)ViewModel.swift", "final class Screen\(index)ViewModel { let r: Responder<Int>? = nil }\n")
            try folder.write("Tests/Screen\(index)/Screen\(index)ViewModelTests.swift", "final class Screen\(index)ViewModelTests {}\n")
        }
        try folder.write(path, "final class Responder<Action> {}\n")
        return folder
    }

    /// A new screen in a repository of screens reads each file of the app's code once as it
    /// walks it, and no test.
    func testANewScreenReadsEachFileOfTheAppOnce() throws {
        let folder = try screens(responderIn: "Sources/Responder.swift")
        let before = Workspace.readsDone
        let result = runCLI(["screen", "Added", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(Workspace.readsDone - before, 26,
                       "the 25 files of the app's code, each once by the walk, and Responder.swift again where scaffold writes it (the walk let its bytes go: it holds none of the new names)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Added/Responder.swift").path))
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("Sources/Responder.swift"), encoding: .utf8), "final class Responder<Action> {}\n",
                       "the Responder declared in the app's code was found: none written")
        // A screen whose view model lives in another folder is found there by the walk's
        // search, and completed where it is: no second view model.
        try folder.write("Sources/Shared/Moved.swift", "import Combine\n\n@MainActor\nfinal class MovedViewModel: ObservableObject {\n    enum Action { case open }\n    func send(_ action: Action) {}\n}\n")
        let moved = runCLI(["screen", "Moved", "--blank"], in: folder.url.path)
        XCTAssertEqual(moved.code, 0, moved.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Moved/MovedViewModel.swift").path), moved.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Shared/MovedView.swift").path), moved.out)
    }

    /// A worker's buffer, reused from file to file, leaves nothing of a larger file in what
    /// a smaller one is found to hold; a file that cannot be read may hold any word.
    func testAWorkersBufferGivesEachFileItsOwnBytes() throws {
        let folder = TemporaryFolder()
        try folder.write("Big.swift", String(repeating: "let x = 1\n", count: 1_000) + "struct Home {}\n")
        try folder.write("Small.swift", "let y = 2\n")
        try folder.write("Named.swift", "let h: Home\n")
        let descriptor = open(folder.url.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        var state = RepositoryWalker.State()
        state.reads = true
        state.words = [Array("Home".utf8)]
        let read = { (name: String) in name.withCString { state.read($0, in: descriptor, as: FoundFile(path: folder.url.path + "/" + name)) } }
        XCTAssertEqual(read("Big.swift").words, 1)
        let small = read("Small.swift")
        XCTAssertEqual(small.words, 0, "the larger file's `Home`, still in the buffer, is not the smaller file's")
        XCTAssertNil(small.result, "its bytes let go")
        XCTAssertEqual(try read("Named.swift").result?.get(), Array("let h: Home\n".utf8), "exactly the file's bytes, kept")
        let missing = read("Missing.swift")
        XCTAssertEqual(missing.words, ~0, "not read: it may hold any word")
        guard case .failure? = missing.result else { return XCTFail("the failure is kept, to be told") }
    }

    /// Words asked for once the walk is done are not the walk's: every file is searched.
    func testWordsAskedForAfterTheWalkAreLookedForEverywhere() throws {
        let (folder, root, workspace, files) = try walked(lookingFor: ["Home"])
        defer { withExtendedLifetime(folder) {} }
        workspace.readsAppCodeWhileWalking(lookingFor: ["Leaf"])
        XCTAssertEqual(workspace.naming(["Leaf"], among: files).map { $0.file.path.relative(to: root) }, ["Sources/Feature/Deep/Leaf.swift"])
        XCTAssertEqual(workspace.naming(["Home"], among: files).map { $0.file.path.relative(to: root) }, ["Sources/App/Home.swift", "Sources/Linked.swift"])
    }

    /// A file the walk let go and that changed before it was read again is searched as it
    /// was read again: its readers see one version.
    func testAFileReadAgainIsSearchedAsReadAgain() throws {
        let (folder, _, workspace, files) = try walked(lookingFor: ["Home"])
        try folder.write("Sources/Feature/Empty.swift", "extension Home {}\n")
        let empty = try XCTUnwrap(files.first { $0.path.hasSuffix("/Empty.swift") })
        XCTAssertEqual(try workspace.read(empty).get(), Array("extension Home {}\n".utf8))
        XCTAssertEqual(workspace.naming(["Home"], among: [empty]).count, 1)
    }

    /// `Responder` declared elsewhere than where scaffold writes it: the walk looks for it
    /// too, and the search reads no file a second time.
    func testANewScreenFindsAResponderDeclaredElsewhereReadingEachFileOnce() throws {
        let folder = try screens(responderIn: "Sources/Shared/Chain.swift")
        let before = Workspace.readsDone
        let result = runCLI(["screen", "Added", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(Workspace.readsDone - before, 25, "the 25 files of the app's code, each once")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Responder.swift").path), "found: none written")
        // Declared nowhere: written.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/Shared/Chain.swift"))
        XCTAssertEqual(runCLI(["screen", "Other", "--blank"], in: folder.url.path).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Responder.swift").path))
    }

    /// `Responder` is looked for first where scaffold writes it: found there, no other file
    /// is read; not there (or there only as a test), the others are searched as before.
    func testAResponderWhereScaffoldWritesItIsFoundWithNoOtherRead() throws {
        let folder = TemporaryFolder()
        for index in 0..<20 { try folder.write("Sources/Screen\(index)/Screen\(index)ViewModel.swift", "final class Screen\(index)ViewModel { let r: Responder<Int>? = nil }\n") }
        try folder.write("Sources/Responder.swift", "final class Responder<Action> {}\n")
        let root = folder.url.path, conventions = Conventions()
        let likely = root + "/Sources/Responder.swift"
        var before = Workspace.readsDone
        XCTAssertTrue(DeclarationLocator.isDeclared("Responder", below: root, outsideTests: conventions, likelyIn: likely))
        XCTAssertEqual(Workspace.readsDone - before, 1, "the one file read")
        before = Workspace.readsDone
        XCTAssertTrue(DeclarationLocator.isDeclared("Responder", below: root, outsideTests: conventions))
        XCTAssertEqual(Workspace.readsDone - before, 21, "without the likely place, every file")
        // Declared elsewhere: the likely file (a mention only) is read, then the others.
        try folder.write("Sources/Responder.swift", "// typealias Responder = Other\nlet responder: Responder<Int>? = nil\n")
        try folder.write("Sources/Shared/Chain.swift", "protocol Responder {}\n")
        XCTAssertTrue(DeclarationLocator.isDeclared("Responder", below: root, outsideTests: conventions, likelyIn: likely))
        try FileManager.default.removeItem(atPath: root + "/Sources/Shared/Chain.swift")
        XCTAssertFalse(DeclarationLocator.isDeclared("Responder", below: root, outsideTests: conventions, likelyIn: likely))
        // A likely place that is a test by the conventions is not the app's code.
        try folder.write("Tests/Responder.swift", "final class Responder<Action> {}\n")
        XCTAssertFalse(DeclarationLocator.isDeclared("Responder", below: root, outsideTests: conventions, likelyIn: root + "/Tests/Responder.swift"))
        XCTAssertFalse(DeclarationLocator.isDeclared("Responder", below: root, outsideTests: conventions, likelyIn: root + "/Sources/Missing.swift"))
    }

    /// The entries of a folder as the system lists them, against Foundation's listing:
    /// the same names, each with its type.
    func testAFoldersEntriesAreFoundationsWithTheirTypes() throws {
        let folder = TemporaryFolder()
        try writeRepository(folder)
        let sources = folder.url.appendingPathComponent("Sources").path
        let entries = try XCTUnwrap(FolderEntries.list(sources))
        XCTAssertEqual(Set(entries.map(\.name)), Set(try FileManager.default.contentsOfDirectory(atPath: sources)))
        let types = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.type) })
        XCTAssertEqual(types["App"], UInt8(DT_DIR))
        XCTAssertEqual(types["Big.swift"], UInt8(DT_REG))
        XCTAssertEqual(types["Linked.swift"], UInt8(DT_LNK))
        XCTAssertEqual(types["Pipe.swift"], UInt8(DT_FIFO))
        XCTAssertNil(FolderEntries.list(sources + "/Missing"))
        XCTAssertNil(FolderEntries.list(sources + "/Big.swift"), "a file is no folder")
    }

    /// Project discovery reads the listing's types: a project behind a link to a folder is
    /// found as before, and a file named like a project is none.
    func testDiscoveryFollowsALinkToAProjectAndSkipsAFileNamedLikeOne() throws {
        let folder = TemporaryFolder()
        try folder.write("real/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        try folder.write("ios/Fake.xcodeproj", "not a folder\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("ios/Linked.xcodeproj").path, withDestinationPath: "../real/App.xcodeproj")
        let found = ProjectDiscovery.discover(root: folder.url.path)
        XCTAssertEqual(found.projects.sorted(), ["ios/Linked.xcodeproj", "real/App.xcodeproj"])
    }
}
