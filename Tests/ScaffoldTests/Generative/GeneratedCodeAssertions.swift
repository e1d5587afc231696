import Foundation
import XCTest

/// What the generative regression tests check after each command: it exited 0, and the code
/// it left compiles with its tests against the stand-ins and lints clean.
extension XCTestCase {
    /// Runs scaffold in `folder`, asserting that it exits 0; what it printed on standard error.
    @discardableResult
    func scaffold(_ arguments: [String], in folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = runCLI(arguments, in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err + result.out, file: file, line: line)
        return result.err
    }

    /// The sources and tests of `module` in `folder` compile (where the stand-ins are built).
    func assertCompiles(_ folder: TemporaryFolder, module: String = "Gen", file: StaticString = #filePath, line: UInt = #line) {
        guard GeneratedCodeCheck.isAvailable else { return }
        XCTAssertNil(GeneratedCodeCheck.typecheck(folder.url, module: module, tests: true, debug: true), file: file, line: line)
    }

    /// The code compiles, and lint finds nothing.
    func assertCompilesAndLintsClean(_ folder: TemporaryFolder, module: String = "Gen", file: StaticString = #filePath, line: UInt = #line) {
        assertCompiles(folder, module: module, file: file, line: line)
        let lint = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(lint.code, 0, lint.out + lint.err, file: file, line: line)
        XCTAssertTrue((lint.out + lint.err).contains("0 errors, 0 warnings"), lint.out + lint.err, file: file, line: line)
    }
}
