import Foundation
import XCTest
@testable import ScaffoldGenerate

/// The fakes read a protocol's types with searches by bytes where the text is ASCII; on any
/// text they must find what the searches by characters find.
final class FakeTypesTests: XCTestCase {
    /// `FakeTypes.has` is Foundation's `contains`, and `FakeTypes.words` is
    /// `split(separator: " ")`, on seeded texts of types, spaces, arrows, attributes,
    /// combining marks and line breaks.
    func testSearchesByBytesFindWhatSearchesByCharactersFind() {
        var random = SeededRandom(seed: 62)
        let pieces = ["@escaping", "@autoclosure", "@", "->", "-", ">", " ", "  ", "\t", "\r\n", "\n", "(", ")", "Int", "sending", "borrowing",
                      "é", "e\u{301}", "@\u{301}", "-\u{301}", " \u{301}", "→", "Ünï"]
        let needles = ["@escaping", "@autoclosure", "@", "->", "é", "e\u{301}"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for needle in needles {
                XCTAssertEqual(FakeTypes.has(needle, in: text), text.contains(needle), "\(needle.debugDescription) in \(text.debugDescription)")
            }
            XCTAssertEqual(FakeTypes.words(text), text.split(separator: " "), text.debugDescription)
        }
        XCTAssertTrue(FakeTypes.has("->", in: "(Int) -> Void"))
        XCTAssertFalse(FakeTypes.has("@escaping", in: "@Sendable () -> Void"))
        XCTAssertEqual(FakeTypes.words("  borrowing  Data "), ["borrowing", "Data"])
    }
}
