import ScaffoldSyntax

/// A JSON value whose objects keep their key order, written with stable formatting.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized(pretty: false) == rhs.serialized(pretty: false)
    }

    /// The JSON text: compact, or indented by two spaces with one key a line.
    public func serialized(pretty: Bool) -> String {
        var output = ""
        write(into: &output, indent: pretty ? "" : nil)
        return output
    }

    private func write(into output: inout String, indent: String?) {
        switch self {
        case .string(let text): output += JSONValue.quoted(text)
        case .number(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            writeContainer(into: &output, indent: indent, open: "[", close: "]", count: items.count) { index, output, inner in
                items[index].write(into: &output, indent: inner)
            }
        case .object(let fields):
            writeContainer(into: &output, indent: indent, open: "{", close: "}", count: fields.count) { index, output, inner in
                output += JSONValue.quoted(fields[index].0) + (inner == nil ? ":" : ": ")
                fields[index].1.write(into: &output, indent: inner)
            }
        }
    }

    private func writeContainer(into output: inout String, indent: String?, open: String, close: String, count: Int, item: (Int, inout String, String?) -> Void) {
        guard count > 0 else {
            output += open + close
            return
        }
        output += open
        let inner = indent.map { $0 + "  " }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let inner { output += "\n" + inner }
            item(index, &output, inner)
        }
        if let indent { output += "\n" + indent }
        output += close
    }

    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
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
}
