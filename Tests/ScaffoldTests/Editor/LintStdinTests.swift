import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldLint
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
