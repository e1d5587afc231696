import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldCLI

/// What the build-tool plugin relies on: `lint.strict` from the config (a plugin cannot
/// pass --strict), `--stamp` written only when nothing fails, and absolute paths.
final class BuildLintTests: XCTestCase {
    func testStrictFromTheConfigTheStampAndAbsolutePaths() throws {
        let folder = TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/CartViewModel.swift", "@MainActor\nfinal class CartViewModel {\n    enum Action { case clear }\n    func send(_ action: Action) {}\n}\n")
        try folder.write(".scaffold.yml", "lint:\n  rules:\n    untested_action: warning\n")
        let stamp = folder.url.appendingPathComponent("work/AppScaffoldLint.swift").path
        let file = folder.url.appendingPathComponent("App/CartViewModel.swift").path
        let warned = runCLI(["lint", "--absolute-paths", "--stamp", stamp, file], in: "/")
        XCTAssertEqual(warned.code, 0, warned.err)
        XCTAssertTrue(warned.out.hasPrefix("\(file):3:24: warning: action 'clear'"), warned.out)
        XCTAssertEqual(try String(contentsOfFile: stamp, encoding: .utf8), "// scaffold lint found nothing that fails.\n")
        try FileManager.default.removeItem(atPath: stamp)
        // lint.strict: the warning fails, and the stamp is not written.
        try folder.write(".scaffold.yml", "lint:\n  strict: true\n  rules:\n    untested_action: warning\n")
        XCTAssertEqual(runCLI(["lint", "--absolute-paths", "--stamp", stamp, file], in: "/").code, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp))
        XCTAssertTrue(runCLI(["lint", "--print-config"], in: folder.url.path).out.contains("\n  strict: true\n"))
        try folder.write(".scaffold.yml", "lint:\n  strict: maybe\n")
        let bad = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains(".scaffold.yml:2:11: error: 'lint.strict' is true or false"), bad.err)
        // Relative paths without the flag.
        try folder.write(".scaffold.yml", "")
        XCTAssertTrue(runCLI(["lint", "App"], in: folder.url.path).out.hasPrefix("App/CartViewModel.swift:3:24: error:"))
    }
}
