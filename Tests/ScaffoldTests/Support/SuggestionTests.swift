import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class SuggestionTests: XCTestCase {
    func testTyposFindTheirWord() {
        let keys = ["screen", "module", "style", "testing", "dependencies", "outputs"]
        XCTAssertEqual(Suggestion.closest(to: "stlye", in: keys), "style", "a swap is one edit")
        XCTAssertEqual(Suggestion.closest(to: "dependecies", in: keys), "dependencies")
        XCTAssertEqual(Suggestion.closest(to: "Outputs", in: keys), "outputs")
        XCTAssertNil(Suggestion.closest(to: "colour", in: keys), "an unrelated word suggests nothing")
    }
}
