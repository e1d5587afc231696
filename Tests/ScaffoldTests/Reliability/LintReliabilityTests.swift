import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldLint
@testable import ScaffoldCLI

/// `scaffold lint` under hostile input: the bytes a fix must not touch, what a commit
/// really holds, baselines on CRLF files, fixes that would break code, link loops and
/// unreadable paths (issue 9, items 3, 8, 9, 10, 11, 12, 16, 19).
final class LintReliabilityTests: XCTestCase {
    let folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func git(_ arguments: [String]) throws {
        let result = ProcessRunner.execute("/usr/bin/env", ["git"] + arguments, in: folder.url.path, timeout: 30)
        XCTAssertEqual(result.code, 0, result.err)
    }

    // MARK: - Item 3: bytes a fix does not mean to touch

    func testAFixKeepsInvalidUTF8AndCRLF() throws {
        var bytes = Array("// caf".utf8) + [0xE9] + Array(" \u{2028} \r\n".utf8)
        bytes += Array("final class AViewModel: ObservableObject {\r\n    // MARK: - Output\r\n    @Published var x = 0\r\n\r\n    // MARK: - Lifecycle\r\n    init() {}\r\n}\r\n".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder.url.appendingPathComponent("AViewModel.swift").path, contents: Data(bytes)))
        let result = runCLI(["lint", "--fix"], in: folder.url.path)
        XCTAssertTrue(result.err.hasPrefix("Fixed 1 file"), result.err)
        let fixed = try Array(Data(contentsOf: folder.url.appendingPathComponent("AViewModel.swift")))
        var expected = Array("// caf".utf8) + [0xE9] + Array(" \u{2028} \r\n".utf8)
        expected += Array("@MainActor\r\nfinal class AViewModel: ObservableObject {\r\n    // MARK: - Lifecycle\r\n    init() {}\r\n\r\n    // MARK: - Output\r\n    @Published private(set) var x = 0\r\n}\r\n".utf8)
        XCTAssertEqual(fixed, expected, String(decoding: fixed, as: UTF8.self))
    }

    // MARK: - Item 8: --staged lints what the commit holds

    func testStagedLintsTheIndexNotTheWorkingTree() throws {
        let bad = "final class ScreenViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n"
        let good = "@MainActor\n" + bad
        try git(["init", "-q"])
        try folder.write("ScreenViewModel.swift", bad)
        try git(["add", "ScreenViewModel.swift"])
        try folder.write("ScreenViewModel.swift", good)
        let blocked = runCLI(["lint", "--staged"], in: folder.url.path)
        XCTAssertEqual(blocked.code, 1, "the staged version violates")
        XCTAssertEqual(blocked.out, "ScreenViewModel.swift:1:7: error: view model ScreenViewModel is not isolated to the main actor: annotate it with @MainActor (vm_main_actor)\n")
        try git(["add", "ScreenViewModel.swift"])
        try folder.write("ScreenViewModel.swift", bad)
        XCTAssertEqual(runCLI(["lint", "--staged"], in: folder.url.path).code, 0, "the staged version is clean, whatever the working tree holds")
        XCTAssertEqual(runCLI(["lint", "--staged", "--fix"], in: folder.url.path).code, 2, "fixing what is staged is refused")
    }

    func testStagedTestsComeFromTheIndexToo() throws {
        let model = "@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case tap }\n    func send(_ action: Action) {}\n}\n"
        try git(["init", "-q"])
        try folder.write("Sources/LoginViewModel.swift", model)
        try folder.write("Tests/LoginViewModelTests.swift", "func testTap() { LoginViewModel().send(.tap) }\n")
        try git(["add", "Sources/LoginViewModel.swift"])
        // The test exists on disk but is not staged: the commit would hold an untested action.
        XCTAssertEqual(runCLI(["lint", "--staged"], in: folder.url.path).out,
                       "Sources/LoginViewModel.swift:2:24: error: action 'tap' of LoginViewModel has no test: write a test that sends it (a test counts when its file names LoginViewModel, or a type that holds it) (untested_action)\n")
        try git(["add", "Tests"])
        XCTAssertEqual(runCLI(["lint", "--staged"], in: folder.url.path).code, 0)
    }

    // MARK: - Items 9 and 10: baselines

    func testBaselinesReadCRLFAndLoneCRLinesLikeLF() throws {
        let legacy = "final class LegacyViewModel: ObservableObject {\r\n    @Published var a = 0\r\n}\r\n"
        try folder.write("LegacyViewModel.swift", legacy)
        try folder.write("Other.swift", "final class OtherViewModel {\r    @Published var b = 0\r}\r")
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "baseline.json"], in: folder.url.path).code, 0)
        let baseline = try XCTUnwrap(folder.read("baseline.json"))
        XCTAssertTrue(baseline.contains("\"code\": \"@Published var a = 0\""), baseline)
        XCTAssertTrue(baseline.contains("\"code\": \"@Published var b = 0\""), baseline)
        XCTAssertFalse(baseline.contains("\"code\": \"\""), baseline)
        // Fixing one finding and adding another is noticed.
        try folder.write("LegacyViewModel.swift", legacy.replacingOccurrences(of: "@Published var a = 0", with: "@Published private(set) var a = 0\r\n    @Published var c = 0"))
        let result = runCLI(["lint", "--baseline", "baseline.json"], in: folder.url.path)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, "LegacyViewModel.swift:3:20: error: output 'c' of LegacyViewModel can be set from outside: make it private(set) (vm_output_private_set)\n")
    }

    func testFixWithABaselineFixesOnlyWhatTheBaselineDoesNotAccept() throws {
        let legacy = "final class LegacyViewModel: ObservableObject {\n    @Published var a = 0\n}\n"
        try folder.write("LegacyViewModel.swift", legacy)
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "baseline.json"], in: folder.url.path).code, 0)
        try folder.write("NewViewModel.swift", "@MainActor final class NewViewModel: ObservableObject {\n    @Published var n = 0\n}\n")
        let fixed = runCLI(["lint", "--fix", "--baseline", "baseline.json", "--strict-baseline"], in: folder.url.path)
        XCTAssertEqual(fixed.code, 0, fixed.out + fixed.err)
        XCTAssertEqual(folder.read("LegacyViewModel.swift"), legacy, "baselined findings are left as they are")
        XCTAssertTrue(folder.read("NewViewModel.swift")?.contains("@Published private(set) var n") == true)
    }

    func testInputsAreCheckedBeforeTheFirstWrite() throws {
        let legacy = "final class LegacyViewModel: ObservableObject {\n    @Published var a = 0\n}\n"
        try folder.write("LegacyViewModel.swift", legacy)
        let result = runCLI(["lint", "--fix", "--baseline", "missing.json"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertFalse(result.err.contains("Fixed"), result.err)
        XCTAssertEqual(folder.read("LegacyViewModel.swift"), legacy)
        XCTAssertEqual(runCLI(["lint", "--fix", "--reporter", "nope"], in: folder.url.path).code, 2)
        XCTAssertEqual(folder.read("LegacyViewModel.swift"), legacy)
    }

    func testABaselineThatIsNotUTF8SaysWhereAndDoesNotInviteOverwritingIt() throws {
        try folder.write("A.swift", "struct A {}\n")
        XCTAssertTrue(FileManager.default.createFile(atPath: folder.url.appendingPathComponent("baseline.json").path, contents: Data([0x7B, 0x0A, 0x20, 0xFF, 0x7D])))
        let result = runCLI(["lint", "--baseline", "baseline.json"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "baseline.json:1:1: error: the baseline is not UTF-8 text (byte 0xFF at line 2, column 2); it was damaged: restore it from version control\n")
    }

    // MARK: - Item 11: fixes never break compilation

    func testFixLeavesPropertiesThatViewsAssignOrBindAndSaysWhy() throws {
        try folder.write("ProfileViewModel.swift", "@MainActor final class ProfileViewModel: ObservableObject {\n    @Published var client = \"\"\n    @Published var displayName = \"\"\n    @Published var count = 0\n    @Published var tags: [String] = []\n}\n")
        try folder.write("ProfileView.swift", """
        struct ProfileView: View {
            @ObservedObject var viewModel: ProfileViewModel
            @State var draft: String
            var body: some View {
                TextField("", text: $viewModel.displayName)
                    .onAppear { viewModel.client = "x"; viewModel.tags.append("a") }
            }
        }

        """)
        let result = runCLI(["lint", "--fix"], in: folder.url.path)
        XCTAssertTrue(result.err.contains("Fixed 1 file: ProfileViewModel.swift."), result.err)
        let model = try XCTUnwrap(folder.read("ProfileViewModel.swift"))
        XCTAssertTrue(model.contains("@Published private(set) var count = 0"), "the one safe fix is made")
        for name in ["client", "displayName", "tags"] {
            XCTAssertFalse(model.contains("private(set) var \(name)"), "\(name) is written outside its type")
        }
        XCTAssertTrue(result.err.contains("ProfileViewModel.swift:2:20: note: not fixed: 'client' is assigned or bound outside ProfileViewModel (ProfileView.swift:6:35)"), result.err)
        XCTAssertTrue(result.err.contains("ProfileView.swift:3:16: note: not fixed: 'draft' has no initial value, so ProfileView's memberwise init takes it"), result.err)
        XCTAssertFalse(folder.read("ProfileView.swift")?.contains("private var draft") == true)
    }

    // MARK: - Item 12: link loops

    func testFolderLinksAreFollowedOnceAndNeverOutOfTheRoot() throws {
        try folder.write("Repo/Sources/AViewModel.swift", "final class AViewModel: ObservableObject {}\n")
        try folder.write("Outside/BViewModel.swift", "final class BViewModel: ObservableObject {}\n")
        let repo = folder.url.appendingPathComponent("Repo").path
        XCTAssertEqual(symlink("..", repo + "/Sources/up"), 0)
        XCTAssertEqual(symlink("..", repo + "/Sources/up2"), 0)
        XCTAssertEqual(symlink("/", repo + "/root"), 0)
        XCTAssertEqual(symlink(folder.url.appendingPathComponent("Outside").path, repo + "/outside"), 0)
        XCTAssertEqual(symlink("Sources", repo + "/again"), 0)
        let result = ProcessRunner.run(["lint"], in: repo, timeout: 20)
        XCTAssertFalse(result.timedOut, "a link loop ends")
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, "Sources/AViewModel.swift:1:7: error: view model AViewModel is not isolated to the main actor: annotate it with @MainActor (vm_main_actor)\n", "linted once, nothing from outside the root")
    }

    // MARK: - Item 16: unreadable input is an I/O error, exit 2

    func testUnreadablePathsAreErrorsWithExitCode2AndTheRestIsStillLinted() throws {
        try folder.write("AViewModel.swift", "final class AViewModel: ObservableObject {}\n")
        try folder.write("Locked/BViewModel.swift", "final class BViewModel: ObservableObject {}\n")
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("Pipe.swift").path, 0o644), 0)
        XCTAssertEqual(symlink("/dev/zero", folder.url.appendingPathComponent("Zero.swift").path), 0)
        var name = Array(folder.url.path.utf8) + Array("/Caf".utf8) + [0xE9] + Array("ViewModel.swift".utf8) + [0]
        let descriptor = name.withUnsafeMutableBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = "final class CafViewModel: ObservableObject {}\n".withCString { write(descriptor, $0, 46) }
        close(descriptor)
        chmod(folder.url.appendingPathComponent("Locked").path, 0o000)
        defer { chmod(folder.url.appendingPathComponent("Locked").path, 0o755) }
        let result = ProcessRunner.run(["lint"], in: folder.url.path, asNobody: ProcessRunner.canDropPrivileges, timeout: 20)
        XCTAssertFalse(result.timedOut, "a FIFO or /dev/zero is never read")
        XCTAssertEqual(result.code, 2, result.out + result.err)
        XCTAssertTrue(result.out.contains("AViewModel.swift:1:7: error"), result.out)
        XCTAssertTrue(result.out.contains("Caf\\xE9ViewModel.swift:1:7: error"), "a name that is not UTF-8 is linted: \(result.out)")
        XCTAssertTrue(result.err.contains("Pipe.swift: it is a FIFO (named pipe), not a regular file"), result.err)
        XCTAssertTrue(result.err.contains("Zero.swift: it is a character device, not a regular file"), result.err)
        if ProcessRunner.canDropPrivileges {
            XCTAssertTrue(result.err.contains("Locked: cannot read this folder: permission denied"), result.err)
        }
    }

    // MARK: - Item 19: clear messages

    func testNamesWithControlCharactersAreEscapedInMessages() throws {
        let result = runCLI(["screen", "A\u{0}B\u{2028}", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertFalse(result.err.contains("\u{0}") || result.err.contains("\u{2028}"), result.err)
        XCTAssertTrue(result.err.contains("A\\u{0}B\\u{2028}"), result.err)
    }
}
