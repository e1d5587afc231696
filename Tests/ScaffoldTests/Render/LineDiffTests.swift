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
