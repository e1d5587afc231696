import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class LineDiffTests: XCTestCase {
    func testEqualTextsHaveNoDiff() {
        XCTAssertEqual(LineDiff.unified(old: "a\nb\n", new: "a\nb\n", oldName: "a", newName: "b"), "")
    }

    func testAChangeInTheMiddleShowsThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(LineDiff.unified(old: old, new: new, oldName: "a/f", newName: "b/f"), """
        --- a/f
        +++ b/f
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    func testANewFileIsAllAdditions() {
        XCTAssertEqual(LineDiff.unified(old: "", new: "x\ny\n", oldName: "/dev/null", newName: "b/f"), "--- /dev/null\n+++ b/f\n@@ -0,0 +1,2 @@\n+x\n+y\n")
    }

    func testDistantChangesMakeSeparateHunks() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n18\n", with: "\neighteen\n")
        let diff = LineDiff.unified(old: old, new: new, oldName: "a", newName: "b")
        XCTAssertEqual(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
    }
}

/// The diff on the inputs `--diff` meets: CRLF files, edits anywhere, and files that
/// differ everywhere, in bounded work.
final class LineDiffEditScriptTests: XCTestCase {
    /// The new text rebuilt from a diff's context and added lines, hunk by hunk, over the old.
    func apply(_ diff: String, to old: String) -> String {
        var oldLines = old.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if old.utf8.last == UInt8(ascii: "\n") || old.isEmpty { oldLines.removeLast() }
        var result: [String] = []
        var next = 0
        for line in diff.utf8.split(separator: UInt8(ascii: "\n")).map({ String(decoding: $0, as: UTF8.self) }).dropFirst(2) {
            if line.hasPrefix("@@") {
                let start = Int(line.dropFirst(4).prefix { $0 != "," }) ?? 1
                while next < max(start - 1, 0) { result.append(oldLines[next]); next += 1 }
                continue
            }
            switch line.first {
            case " ": result.append(String(line.dropFirst())); next += 1
            case "-": next += 1
            case "+": result.append(String(line.dropFirst()))
            default: break
            }
        }
        while next < oldLines.count { result.append(oldLines[next]); next += 1 }
        return result.map { $0 + "\n" }.joined()
    }

    func testCRLFLinesAreLinesAndKeepTheirCarriageReturn() {
        let old = "a\r\nb\r\nc\r\n", new = "a\r\nb\r\nnew\r\nc\r\n"
        XCTAssertEqual(LineDiff.unified(old: old, new: new, oldName: "a", newName: "b"), "--- a\n+++ b\n@@ -1,3 +1,4 @@\n a\r\n b\r\n+new\r\n c\r\n")
    }

    func testRandomEditsAreReproducedAndInsertionsShowNoRemovals() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...40, using: &generator)).map { _ in "l\(Int.random(in: 0...6, using: &generator))" }
            var new = old
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                let index = Int.random(in: 0...new.count, using: &generator)
                if Bool.random(using: &generator), index < new.count { new.remove(at: index) } else { new.insert("n\(index)", at: index) }
            }
            let oldText = old.map { $0 + "\n" }.joined(), newText = new.map { $0 + "\n" }.joined()
            let diff = LineDiff.unified(old: oldText, new: newText, oldName: "a", newName: "b")
            XCTAssertEqual(apply(diff, to: oldText), newText, diff)
        }
        let inserted = (0..<50).map { "line \($0)\n" }
        var grown = inserted
        grown.insert("new\n", at: 10)
        grown.insert("other\n", at: 40)
        let diff = LineDiff.unified(old: inserted.joined(), new: grown.joined(), oldName: "a", newName: "b")
        XCTAssertFalse(diff.split(separator: "\n").contains { $0.hasPrefix("-") && !$0.hasPrefix("---") }, diff)
    }

    func testFilesThatDifferEverywhereAreShownWholeInBoundedWork() {
        let old = (0..<20_000).map { "old \($0)\n" }.joined(), new = (0..<20_000).map { "new \($0)\n" }.joined()
        let diff = LineDiff.unified(old: old, new: new, oldName: "a", newName: "b")
        XCTAssertEqual(diff.split(separator: "\n").filter { $0.hasPrefix("-old") }.count, 20_000)
        XCTAssertEqual(apply(diff, to: old), new)
    }
}
