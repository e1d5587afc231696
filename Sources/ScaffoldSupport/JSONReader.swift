import ScaffoldSyntax

/// Reads JSON (RFC 8259) into a `Node`, keeping the source order of object keys and
/// the position of every value. Numbers and booleans become scalars holding their text.
public enum JSONReader {
    /// Parses `text`; `file` names it in diagnostics. Throws a `DiagnosticError` at the
    /// first problem, with the usual mistakes (trailing commas, comments, single quotes)
    /// named as such.
    public static func read(_ text: String, file: String) throws -> Node {
        var parser = JSONParser(bytes: Array(text.utf8), file: file)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < parser.bytes.count {
            throw parser.error("unexpected text after the end of the JSON value; a file holds exactly one value")
        }
        return node
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let file: String
    var position = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    /// Arrays and objects nested deeper than this are an error, not a stack overflow.
    static let maximumDepth = 256

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    var location: SourceLocation {
        SourceLocation(file: file, line: line, column: position - lineStart + 1)
    }

    func error(_ message: String) -> DiagnosticError {
        DiagnosticError(location, message)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while let byte = current {
            WorkCounter.add()
            switch byte {
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                lineStart = position
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            default:
                return
            }
        }
    }

    mutating func parseValue() throws -> Node {
        let start = location
        depth += 1
        defer { depth -= 1 }
        if depth > JSONParser.maximumDepth {
            throw error("arrays and objects are nested more than \(JSONParser.maximumDepth) deep; a spec needs three levels")
        }
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return Node(.scalar(try parseString()), at: start, quoted: true)
        case UInt8(ascii: "'"): throw error("JSON strings use double quotes, not single quotes")
        case UInt8(ascii: "/"): throw error("JSON has no comments; remove it (a YAML spec may have comments)")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Node(.scalar(try parseNumber()), at: start)
        default:
            for word in ["true", "false", "null"] where bytes[position...].starts(with: word.utf8) {
                position += word.utf8.count
                return word == "null" ? Node(.null, at: start) : Node(.scalar(word), at: start)
            }
            throw error("expected a JSON value (a string in double quotes, a number, true, false, null, an object or an array)")
        }
    }

    mutating func parseObject() throws -> Node {
        let start = location
        position += 1
        var entries: [Node.Entry] = []
        var keys: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return Node(.mapping([]), at: start)
        }
        while true {
            WorkCounter.add()
            skipWhitespace()
            let keyLocation = location
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}") { throw error("a trailing comma before '}'; remove the comma") }
                throw error("expected a key in double quotes")
            }
            let key = try parseString()
            if let previous = keys[key] {
                throw DiagnosticError(keyLocation, "duplicate key '\(key)' (first at line \(previous)); keys must be unique: remove or rename one")
            }
            keys[key] = keyLocation.line
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            entries.append(Node.Entry(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return Node(.mapping(entries), at: start)
            default: throw error("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    mutating func parseArray() throws -> Node {
        let start = location
        position += 1
        var items: [Node] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return Node(.sequence([]), at: start)
        }
        while true {
            WorkCounter.add()
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw error("a trailing comma before ']'; remove the comma") }
            items.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return Node(.sequence(items), at: start)
            default: throw error("expected ',' or ']' after an array item")
            }
        }
    }

    mutating func parseString() throws -> String {
        let opening = location
        position += 1
        var result: [UInt8] = []
        while let byte = current {
            WorkCounter.add()
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &result)
            case 0..<0x20:
                throw error("a control character inside a string; write it as an escape such as \\n or \\t")
            default:
                result.append(byte)
                position += 1
            }
        }
        throw DiagnosticError(opening, "this string is not closed; add the closing '\"'")
    }

    mutating func parseEscape(into result: inout [UInt8]) throws {
        guard position + 1 < bytes.count else { throw error("a '\\' at the end of the file") }
        let code = bytes[position + 1]
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
            UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13, UInt8(ascii: "t"): 9,
        ]
        if let value = simple[code] {
            result.append(value)
            position += 2
            return
        }
        guard code == UInt8(ascii: "u") else {
            throw error("unknown escape '\\\(Character(Unicode.Scalar(code)))'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        var value = try hexQuad(at: position + 2)
        position += 6
        if (0xD800..<0xDC00).contains(value), bytes[position...].starts(with: Array("\\u".utf8)) {
            let low = try hexQuad(at: position + 2)
            if (0xDC00..<0xE000).contains(low) {
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                position += 6
            }
        }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    func hexQuad(at start: Int) throws -> UInt32 {
        guard start + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[start..<(start + 4)], as: UTF8.self), radix: 16) else {
            throw error("'\\u' needs four hexadecimal digits")
        }
        return value
    }

    mutating func parseNumber() throws -> String {
        let start = position
        func digits() -> Int {
            let from = position
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                WorkCounter.add()
                position += 1
            }
            return position - from
        }
        if current == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else { throw error("expected digits in a number") }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected digits after '.' in a number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected digits in a number's exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }
}
