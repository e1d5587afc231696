import Foundation
import XCTest
@testable import ScaffoldSyntax
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

    /// A switch's subject bound again before it, found by the name's bytes when it is ASCII,
    /// and as text otherwise (a parameter spelled with a composed letter and a `let` with
    /// the decomposed one are one name to a string's comparison, as they were before).
    func testARebindingIsFoundWhateverTheNameIsSpelledWith() throws {
        for (parameter, bound, expected) in [("route", "route", true), ("route", "routes", false), ("caf\u{E9}", "cafe\u{301}", true),
                                             ("caf\u{E9}", "caf\u{E9}", true), ("caf\u{E9}", "cafe", false)] {
            let source = "struct S {\n    func handle(_ \(parameter): Route) {\n        let \(bound) = Route.a\n        switch \(parameter) {\n        case .a: break\n        }\n    }\n}\n"
            let tree = SyntaxTree(SourceFile(path: "S.swift", text: source))
            let function = try XCTUnwrap(tree.declarations.first?.members.first { $0.kind == .func })
            let switchToken = try XCTUnwrap(tree.file.tokens.firstIndex { $0.kind == .identifier && $0.keyword == .switch })
            XCTAssertEqual(OtherSwitches.rebound(parameter, before: switchToken, in: function, file: tree.file), expected, "\(parameter) and \(bound)")
        }
    }
}
