import Foundation
import XCTest

/// Golden files: output compared byte for byte with a file in the repository. With
/// `SCAFFOLD_RECORD=1` (the one record switch), a file that differs is rewritten and the
/// test fails, saying so: a recording run never passes by accident, and the diff is read
/// before the new file is committed.
enum Golden {
    /// Whether golden files are re-recorded.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1"
    }

    /// Asserts that `actual` is the contents of `golden` (re-recording it when asked).
    static func assertEqual(_ actual: String, golden: URL, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
        let expected = try? String(contentsOf: golden, encoding: .utf8)
        guard actual != expected else { return }
        if isRecording {
            try? FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try actual.write(to: golden, atomically: true, encoding: .utf8)
                XCTFail("re-recorded \(golden.path); read `git diff` and run the tests again without SCAFFOLD_RECORD", file: file, line: line)
            } catch {
                XCTFail("cannot re-record \(golden.path): \(error)", file: file, line: line)
            }
            return
        }
        XCTAssertEqual(actual, expected, "\(golden.lastPathComponent) differs from its golden file\(message().isEmpty ? "" : ": " + message()); if the change is intended, re-record with SCAFFOLD_RECORD=1 and read the diff", file: file, line: line)
    }

    /// Asserts that the folder `produced` holds exactly the files of `golden`, with the same
    /// contents (re-recording it when asked: changed and new files written, extra ones removed).
    static func assertFolder(_ produced: URL, equals golden: URL, file: StaticString = #filePath, line: UInt = #line) {
        let producedFiles = filesBelow(produced), goldenFiles = filesBelow(golden)
        if isRecording {
            for extra in Set(goldenFiles).subtracting(producedFiles) {
                try? FileManager.default.removeItem(at: golden.appendingPathComponent(extra))
                XCTFail("re-recorded \(golden.path): removed \(extra)", file: file, line: line)
            }
        } else {
            XCTAssertEqual(producedFiles, goldenFiles, "\(golden.lastPathComponent): the set of files differs from the golden files", file: file, line: line)
        }
        for name in producedFiles {
            let text = (try? String(contentsOf: produced.appendingPathComponent(name), encoding: .utf8)) ?? ""
            assertEqual(text, golden: golden.appendingPathComponent(name), name, file: file, line: line)
        }
    }
}
