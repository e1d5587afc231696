import Foundation
import XCTest
@testable import ScaffoldWorkspace

/// The text helpers of `OtherSwitches` give what Foundation gives (they skip it only where
/// the answer is plain): a switch's subject and a parameter's type trimmed, and a dotted
/// type flattened for `SwiftName.isIdentifier`.
final class OtherSwitchesTextTests: XCTestCase {
    /// ASCII and Unicode white space, newlines (`\r\n` is one character), dots, composed and
    /// decomposed letters, a combining mark after a dot, names.
    private static let pieces: [String] = [
        " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}",
        ".", ".\u{345}", "é", "e\u{301}", "Route", "Login", "_", "?", "!", "Self", "x", "0", "",
    ]

    func testTrimmingAndFlatteningGiveWhatFoundationGives() {
        var random = SeededRandom(seed: 16)
        for _ in 0..<5_000 {
            let text = (0..<random.below(7)).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined()
            XCTAssertEqual(OtherSwitches.trimmed(text), text.trimmingCharacters(in: .whitespacesAndNewlines), text.debugDescription)
            XCTAssertEqual(OtherSwitches.flattened(text), text.replacingOccurrences(of: ".", with: "_"), text.debugDescription)
        }
    }
}
