import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldLint
@testable import ScaffoldWorkspace
@testable import ScaffoldLanguageServer
@testable import ScaffoldCLI

/// `scaffold lint --stdin --path FILE`: an editor's unsaved buffer, linted as the file it
/// will be saved to, with that repository's config and tests.
final class LintStdinTests: XCTestCase {
    let viewModel = """
    @MainActor
    final class CartViewModel: ObservableObject {
        enum Action { case retry, clear }
        func send(_ action: Action) {}
        @Published private(set) var count = 0
    }

    """

    func makeRepository() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/Cart/CartViewModel.swift", viewModel)
        try folder.write("AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\n")
        return folder
    }

    func testTheBufferIsLintedInsteadOfTheSavedFileWithTheRepositorysTests() throws {
        let folder = try makeRepository()
        let onDisk = runCLI(["lint", "App"], in: folder.url.path)
        XCTAssertEqual(onDisk.out, "App/Cart/CartViewModel.swift:3:31: error: action 'clear' of CartViewModel has no test: write a test that sends it (a test counts when its file names CartViewModel, or a type that holds it) (untested_action)\n")
        // The unsaved buffer drops `clear` and makes `count` settable: the findings are the buffer's.
        let buffer = viewModel.replacingOccurrences(of: "case retry, clear", with: "case retry").replacingOccurrences(of: "private(set) var", with: "var")
        let linted = runCLI(["lint", "--stdin", "--path", "App/Cart/CartViewModel.swift"], in: folder.url.path, input: buffer)
        XCTAssertEqual(linted.code, 1)
        XCTAssertEqual(linted.out, "App/Cart/CartViewModel.swift:5:20: error: output 'count' of CartViewModel can be set from outside: make it private(set) (vm_output_private_set)\n",
                       "retry is tested by the repository's test file; the saved file's `clear` is not in the buffer")
        XCTAssertEqual(linted.err, "Linted 1 file: 1 error, 0 warnings.\n")
        XCTAssertEqual(folder.read("App/Cart/CartViewModel.swift"), viewModel, "nothing is written")
        // From another folder, the path finds its repository's config.
        try folder.write(".scaffold.yml", "lint:\n  rules:\n    vm_output_private_set: off\n")
        let elsewhere = runCLI(["lint", "--stdin", "--path", folder.url.appendingPathComponent("App/Cart/CartViewModel.swift").path], in: "/", input: buffer)
        XCTAssertEqual(elsewhere.code, 0, elsewhere.out + elsewhere.err)
    }

    func testAFileThatIsNotSavedYetAndATestBuffer() throws {
        let folder = try makeRepository()
        let fresh = runCLI(["lint", "--stdin", "--path", "App/Orders/OrdersViewModel.swift"], in: folder.url.path,
                           input: "final class OrdersViewModel: ObservableObject {\n    @Published private(set) var rows: [String] = []\n}\n")
        XCTAssertEqual(fresh.out, "App/Orders/OrdersViewModel.swift:1:7: error: view model OrdersViewModel is not isolated to the main actor: annotate it with @MainActor (vm_main_actor)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("App/Orders").path))
        // A test buffer lints as a test (no view-model rules apply to it) and is empty of findings.
        let test = runCLI(["lint", "--stdin", "--path", "AppTests/CartViewModelTests.swift"], in: folder.url.path,
                          input: "func testRetry() { CartViewModel().send(.retry) }\nfunc testClear() { CartViewModel().send(.clear) }\n")
        XCTAssertEqual(test.code, 0, test.out + test.err)
        XCTAssertEqual(test.out, "")
    }

    /// Standard input is read up to the size of the largest LSP message, not without end
    /// (`< /dev/zero` would fill the memory): past it, an error, exit 2 and nothing written.
    func testABufferLargerThanTheLimitIsRefusedWithoutReadingTheRest() throws {
        let folder = try makeRepository()
        final class Source: @unchecked Sendable {
            var served = 0, out = "", err = ""
        }
        let source = Source()
        let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
        let limit = Console.maximumBuffer
        XCTAssertEqual(limit, MessageFramer.maximumBody, "the same limit as a message of `scaffold lsp`")
        let console = Console(workingDirectory: folder.url.path, out: { source.out += $0 }, err: { source.err += $0 }, input: {
            // A source that ends a few chunks past the limit: a reader without one lints it all
            // (minutes in a debug build) instead of running out of memory.
            guard source.served < limit + 4 * chunk.count else { return [] }
            source.served += chunk.count
            return chunk
        })
        let code = CLI.run(["lint", "--stdin", "--path", "App/Cart/CartViewModel.swift", "--stamp", "lint.stamp"], console: console)
        XCTAssertEqual(code, 2)
        XCTAssertEqual(source.err, "error: standard input holds more than 256 MB, the most --stdin reads as one file; "
                       + "save the buffer and lint the file instead (`scaffold lint App/Cart/CartViewModel.swift`)\n")
        XCTAssertEqual(source.out, "")
        XCTAssertEqual(source.served, limit + chunk.count, "reading stops at the first chunk past the limit")
        XCTAssertNil(folder.read("lint.stamp"), "nothing is written")

        // The limit itself is taken: chunks of four bytes, read up to 12 and up to 11.
        var chunks: [[UInt8]] = []
        let small = Console(workingDirectory: folder.url.path, out: { _ in }, err: { _ in }, input: { chunks.isEmpty ? [] : chunks.removeFirst() })
        chunks = Array(repeating: Array("abcd".utf8), count: 3)
        XCTAssertEqual(try small.input(upTo: 12).map { String(decoding: $0, as: UTF8.self) }, "abcdabcdabcd")
        chunks = Array(repeating: Array("abcd".utf8), count: 4)
        XCTAssertNil(try small.input(upTo: 11))
        XCTAssertEqual(chunks.count, 1, "the third chunk passed the limit: the fourth is not read")
    }

    func testMisuseIsAUsageError() throws {
        let folder = try makeRepository()
        let cases: [([String], String)] = [
            (["lint", "--stdin"], "error: --stdin needs --path FILE"),
            (["lint", "--path", "App/A.swift"], "error: --path names the file of a buffer read with --stdin"),
            (["lint", "--stdin", "--path", "App/A.swift", "App"], "error: paths cannot be combined with --stdin"),
            (["lint", "--stdin", "--path", "App/notes.txt"], "error: --path App/notes.txt: scaffold lints Swift files"),
            (["lint", "--stdin", "--fix", "--path", "App/A.swift"], "error: --fix and --stdin cannot be combined"),
            (["lint", "--stdin", "--staged", "--path", "App/A.swift"], "error: "),
        ]
        for (arguments, message) in cases {
            let result = runCLI(arguments, in: folder.url.path, input: "struct A {}\n")
            XCTAssertEqual(result.code, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.err.hasPrefix(message), "\(arguments): \(result.err)")
        }
        try folder.write(".scaffold.yml", "lint:\n  exclude:\n    - \"Generated/**\"\n")
        let excluded = runCLI(["lint", "--stdin", "--path", "Generated/A.swift"], in: folder.url.path, input: "var x = 1\n")
        XCTAssertEqual(excluded.code, 0)
        XCTAssertEqual(excluded.err, "Generated/A.swift is left out by lint.include or lint.exclude in .scaffold.yml; nothing to lint.\n")
    }
}
