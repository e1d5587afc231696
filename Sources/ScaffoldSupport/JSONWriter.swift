import ScaffoldSyntax

/// A JSON value whose objects keep their key order, written with stable formatting. Not
/// `indirect`: arrays and objects hold their values in arrays already, and an indirect
/// enum put every value, each string and number of a report, in a box of its own (a SARIF
/// report of 3,000 findings spent as much making and freeing them as the lint took).
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal values are written the same, and values written the same are equal (the
    /// writing is one to one; strings compare as Swift compares them, canonically, as the
    /// written texts did), so they are compared as values, with no text made: the
    /// language server compares every open file's diagnostics on some keystrokes.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(left), .string(right)): left == right
        case let (.number(left), .number(right)): left == right
        case let (.bool(left), .bool(right)): left == right
        case (.null, .null): true
        case let (.array(left), .array(right)): left == right
        case let (.object(left), .object(right)): left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The JSON text: compact, or indented by two spaces with one key a line. Written as
    /// UTF-8 bytes and made a string once: a language server publishes thousands of
    /// diagnostics a keystroke on a large file, and appending to a `String` scalar by
    /// scalar cost about a hundred instructions a character.
    public func serialized(pretty: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(128)
        write(into: &output, indent: pretty ? 0 : nil)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the JSON text, indented by `indent` spaces (nil: compact).
    private func write(into output: inout [UInt8], indent: Int?) {
        switch self {
        case .string(let text): JSONValue.appendQuoted(text, to: &output)
        case .number(let value): output.append(contentsOf: String(value).utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let items):
            writeContainer(into: &output, indent: indent, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: items.count) { index, output, inner in
                items[index].write(into: &output, indent: inner)
            }
        case .object(let fields):
            writeContainer(into: &output, indent: indent, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: fields.count) { index, output, inner in
                JSONValue.appendQuoted(fields[index].0, to: &output)
                output.append(UInt8(ascii: ":"))
                if inner != nil { output.append(UInt8(ascii: " ")) }
                fields[index].1.write(into: &output, indent: inner)
            }
        }
    }

    private func writeContainer(into output: inout [UInt8], indent: Int?, open: UInt8, close: UInt8, count: Int, item: (Int, inout [UInt8], Int?) -> Void) {
        output.append(open)
        guard count > 0 else {
            output.append(close)
            return
        }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let inner { JSONValue.appendLine(indent: inner, to: &output) }
            item(index, &output, inner)
        }
        if let indent { JSONValue.appendLine(indent: indent, to: &output) }
        output.append(close)
    }

    /// A newline and `indent` spaces.
    private static func appendLine(indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<indent { output.append(UInt8(ascii: " ")) }
    }

    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal: `"`, `\\` and control characters escaped,
    /// every other byte of its UTF-8 as it is (a byte of a multi-byte sequence is never
    /// below 0x80, so it is never taken for one of them). The runs between escapes are
    /// appended whole, from the string's UTF-8 in one piece (`withUTF8` gives a small
    /// string's bytes too, which `utf8.withContiguousStorageIfAvailable` does not: those
    /// went a byte at a time through the UTF-8 view).
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var run = 0
            for index in 0..<bytes.count where bytes[index] < 0x20 || bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\") {
                output.append(contentsOf: bytes[run..<index])
                appendEscaped(bytes[index], to: &output)
                run = index + 1
            }
            output.append(contentsOf: bytes[run..<bytes.count])
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The escape of a byte JSON does not allow in a string as it is.
    private static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
        case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
        case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
        case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
        default:
            let hex = String(byte, radix: 16)
            output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
    }
}
