import Foundation
import XCTest
@testable import ScaffoldSupport

/// The JSON writer (reporters, baselines, the language server) writes bytes: it must write
/// what the writer that appended to a `String` scalar by scalar wrote, and its equality
/// must be the equality of what it writes.
final class JSONWriterTests: XCTestCase {
    /// Text with everything the writer escapes or passes through: every control character,
    /// quotes, backslashes, `/`, composed and decomposed `é`, the Kelvin sign, an emoji.
    private static let pieces: [String] = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        + ["\"", "\\", "/", "a", "Login", " ", "é", "e\u{301}", "\u{212A}", "🙂", "\u{7F}", "\u{2028}", ""]

    private func text(_ random: inout SeededRandom) -> String {
        (0..<random.below(6)).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined()
    }

    private func value(_ random: inout SeededRandom, depth: Int = 0) -> JSONValue {
        switch random.below(depth > 3 ? 4 : 6) {
        case 0: return .string(text(&random))
        case 1: return .number(random.int(-1_000_000...1_000_000))
        case 2: return .bool(random.chance(50))
        case 3: return .null
        case 4: return .array((0..<random.below(4)).map { _ in value(&random, depth: depth + 1) })
        default: return .object((0..<random.below(4)).map { _ in (text(&random), value(&random, depth: depth + 1)) })
        }
    }

    /// The writer as it was: a `String`, appended to scalar by scalar.
    private func reference(_ value: JSONValue, indent: String?) -> String {
        func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        func container(_ count: Int, _ open: String, _ close: String, _ item: (Int, String?) -> String) -> String {
            guard count > 0 else { return open + close }
            let inner = indent.map { $0 + "  " }
            var output = open
            for index in 0..<count {
                if index > 0 { output += "," }
                if let inner { output += "\n" + inner }
                output += item(index, inner)
            }
            if let indent { output += "\n" + indent }
            return output + close
        }
        switch value {
        case .string(let text): return quoted(text)
        case .number(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items): return container(items.count, "[", "]") { reference(items[$0], indent: $1) }
        case .object(let fields):
            return container(fields.count, "{", "}") { quoted(fields[$0].0) + ($1 == nil ? ":" : ": ") + reference(fields[$0].1, indent: $1) }
        }
    }

    func testTheBytesWrittenAreWhatTheStringWriterWrote() throws {
        var random = SeededRandom(seed: 30)
        for round in 0..<2_000 {
            let value = value(&random)
            let compact = value.serialized(pretty: false)
            XCTAssertEqual(Array(compact.utf8), Array(reference(value, indent: nil).utf8), "round \(round)")
            XCTAssertEqual(Array(value.serialized(pretty: true).utf8), Array(reference(value, indent: "").utf8), "round \(round)")
            // And it is JSON that reads back as the same text.
            if case .string(let text) = value {
                let read = try JSONSerialization.jsonObject(with: Data("[\(compact)]".utf8)) as? [String]
                XCTAssertEqual(read.map { $0.map { Array($0.unicodeScalars) } }, [Array(text.unicodeScalars)], "round \(round)")
            }
        }
        XCTAssertEqual(JSONValue.quoted("a\"b\\c\n\u{1}é"), "\"a\\\"b\\\\c\\n\\u0001é\"")
    }

    func testValuesAreEqualWhenTheyAreWrittenAlike() {
        var random = SeededRandom(seed: 31)
        var equal = 0, different = 0
        for _ in 0..<3_000 {
            let left = value(&random)
            // Half the time the same value, else another: some pairs differ in one leaf only.
            let right = random.chance(40) ? left : random.chance(50) ? value(&random) : .array([left, .null])
            let same = left == right
            XCTAssertEqual(same, left.serialized(pretty: false) == right.serialized(pretty: false), "\(left.serialized(pretty: false)) against \(right.serialized(pretty: false))")
            if same { equal += 1 } else { different += 1 }
        }
        XCTAssertGreaterThan(equal, 1_000)
        XCTAssertGreaterThan(different, 1_000)
        XCTAssertEqual(JSONValue.string("é"), .string("e\u{301}"), "canonically equal text, as compared written out")
        XCTAssertNotEqual(JSONValue.number(1), .string("1"))
        XCTAssertNotEqual(JSONValue.object([("a", .null)]), .object([("a", .null), ("b", .null)]))
    }
}
