import ScaffoldSyntax

/// Reads the YAML subset that specs and `.scaffold.yml` are written in: block mappings,
/// block sequences of single values, a key's list of single values in brackets on one
/// line (`suffixes: [ViewModel, Model]`), plain and quoted scalars, and comments.
///
/// Everything outside the subset is rejected with a message that names the YAML feature
/// and says how to write the value instead, so that whatever this reader accepts, any
/// YAML 1.2 tool reads the same way. Rejected: flow mappings (`{a: b}`), lists in
/// brackets that nest, span lines or hold a map, anchors, aliases, tags, block scalars
/// (`|`, `>`), several documents, directives, multi-line values, tabs in indentation,
/// and unquoted values that YAML would read as a map (`- login(user: String)`).
public enum YAMLReader {
    /// Parses `text`; `file` names it in diagnostics. Throws a `DiagnosticError` at the
    /// first problem.
    public static func read(_ text: String, file: String) throws -> Node {
        var parser = try Parser(text: text, file: file)
        return try parser.parseDocument()
    }
}

private struct Line {
    var number: Int
    var bytes: [UInt8]
    /// Number of leading spaces.
    var indent: Int

    var isSequenceItem: Bool {
        bytes.count > indent && bytes[indent] == UInt8(ascii: "-")
            && (bytes.count == indent + 1 || bytes[indent + 1] == UInt8(ascii: " "))
    }
}

private enum ScalarContext {
    case mappingValue
    case sequenceItem
}

private struct Parser {
    let file: String
    var lines: [Line] = []
    var index = 0
    /// How many blocks are open: deeper nesting is an error, not a stack overflow.
    var depth = 0
    /// Blocks nested deeper than this are an error; a spec needs three levels.
    static let maximumDepth = 64

    init(text: String, file: String) throws {
        self.file = file
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var seenContent = false
        var number = 0
        for var raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            WorkCounter.add(raw.count + 1)
            if raw.last == UInt8(ascii: "\r") { raw = raw.dropLast() }
            let line = Array(raw)
            var indent = 0
            while indent < line.count, line[indent] == UInt8(ascii: " ") { indent += 1 }
            var first = indent
            while first < line.count, line[first] == UInt8(ascii: " ") || line[first] == UInt8(ascii: "\t") { first += 1 }
            if first == line.count || line[first] == UInt8(ascii: "#") { continue }
            if first != indent {
                throw error(number, indent + 1, "a tab in the indentation; YAML allows only spaces there: replace the tab with spaces")
            }
            if indent == 0, try isDocumentMarker(line, number: number, seenContent: seenContent) { continue }
            seenContent = true
            lines.append(Line(number: number, bytes: line, indent: indent))
        }
    }

    /// Accepts one `---` before any content; rejects further documents, `...` and directives.
    func isDocumentMarker(_ line: [UInt8], number: Int, seenContent: Bool) throws -> Bool {
        func isMarker(_ char: UInt8) -> Bool {
            line.count >= 3 && line[0] == char && line[1] == char && line[2] == char
                && (line.count == 3 || line[3] == UInt8(ascii: " "))
        }
        if line.first == UInt8(ascii: "%") {
            throw error(number, 1, "YAML directives ('%...') are not supported in this file; remove the line")
        }
        if isMarker(UInt8(ascii: ".")) {
            throw error(number, 1, "the document end marker '...' is not supported; remove it (a file holds exactly one document)")
        }
        guard isMarker(UInt8(ascii: "-")) else { return false }
        if seenContent {
            throw error(number, 1, "a second YAML document ('---'); this file holds exactly one document: split it into two files")
        }
        let rest = line.dropFirst(3).drop { $0 == UInt8(ascii: " ") }
        if let first = rest.first, first != UInt8(ascii: "#") {
            throw error(number, 5, "content after '---'; start the document on the next line")
        }
        return true
    }

    func error(_ line: Int, _ column: Int, _ message: String) -> DiagnosticError {
        DiagnosticError(SourceLocation(file: file, line: line, column: column), message)
    }

    func location(_ line: Line, _ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line.number, column: offset + 1)
    }

    mutating func parseDocument() throws -> Node {
        guard let first = lines.first else {
            return Node(.null, at: SourceLocation(file: file, line: 1, column: 1))
        }
        let node = try parseBlock(indent: first.indent)
        if index < lines.count {
            let line = lines[index]
            throw error(line.number, line.indent + 1, "this line is indented less than the first line of the document (\(line.indent) spaces, expected \(first.indent)); align it with the lines above")
        }
        return node
    }

    mutating func parseBlock(indent: Int) throws -> Node {
        let line = lines[index]
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maximumDepth {
            throw error(line.number, line.indent + 1, "this value is nested more than \(Parser.maximumDepth) levels deep; a spec or config needs a few levels: flatten it")
        }
        if line.isSequenceItem {
            let node = try parseSequence(indent: indent)
            if index < lines.count, lines[index].indent == indent {
                let next = lines[index]
                throw error(next.number, indent + 1, "expected another '- ' list item here: a list and `key: value` lines cannot share one level; indent the key or move it out of the list")
            }
            return node
        }
        return try parseMapping(indent: indent)
    }

    mutating func parseMapping(indent: Int) throws -> Node {
        let start = lines[index]
        var entries: [Node.Entry] = []
        var keys: [String: Int] = [:]
        while index < lines.count, lines[index].indent >= indent {
            WorkCounter.add()
            let line = lines[index]
            if line.indent > indent {
                throw error(line.number, line.indent + 1, "unexpected indentation (\(line.indent) spaces where \(indent) were expected); align this line with the keys above it")
            }
            if line.isSequenceItem {
                throw error(line.number, indent + 1, "expected `key: value`, found a list item; a list belongs under a key that ends with ':'")
            }
            let (key, keyColumn, valueStart) = try parseKey(line)
            if let previous = keys[key] {
                throw error(line.number, keyColumn + 1, "duplicate key '\(key)' (first at line \(previous)); YAML keys must be unique: remove or rename one")
            }
            keys[key] = line.number
            index += 1
            var value: Node
            if let scalar = try parseScalar(line, from: valueStart, context: .mappingValue) {
                value = scalar
                try rejectContinuation(after: line, owner: "'\(key)'")
            } else if index < lines.count, lines[index].indent > indent {
                value = try parseBlock(indent: lines[index].indent)
            } else if index < lines.count, lines[index].indent == indent, lines[index].isSequenceItem {
                value = try parseSequence(indent: indent)
            } else {
                value = Node(.null, at: location(line, valueStart))
            }
            entries.append(Node.Entry(key: key, keyLocation: location(line, keyColumn), value: value))
        }
        return Node(.mapping(entries), at: location(start, indent))
    }

    mutating func parseSequence(indent: Int) throws -> Node {
        let start = lines[index]
        var items: [Node] = []
        while index < lines.count, lines[index].indent == indent, lines[index].isSequenceItem {
            let line = lines[index]
            WorkCounter.add()
            index += 1
            guard let item = try parseScalar(line, from: indent + 1, context: .sequenceItem) else {
                throw error(line.number, indent + 1, "an empty list item; write the item on the same line as its '-'")
            }
            items.append(item)
            try rejectContinuation(after: line, owner: "the list item")
        }
        return Node(.sequence(items), at: location(start, indent))
    }

    /// A value on one line may not continue on more-indented lines below it.
    func rejectContinuation(after line: Line, owner: String) throws {
        guard index < lines.count, lines[index].indent > line.indent else { return }
        let next = lines[index]
        throw error(next.number, next.indent + 1, "unexpected indentation: \(owner) already has a value on line \(line.number). Values that span several lines are not supported; put the whole value on one line, quoted if needed")
    }

    /// Returns the key, the column (0-based) where it starts, and where the value starts.
    func parseKey(_ line: Line) throws -> (String, Int, Int) {
        let bytes = line.bytes
        let start = line.indent
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let (key, end) = try parseQuoted(line, from: start)
            var colon = end
            while colon < bytes.count, bytes[colon] == UInt8(ascii: " ") { colon += 1 }
            guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else {
                throw error(line.number, colon + 1, "expected ':' after the quoted key")
            }
            return (key, start, colon + 1)
        }
        try rejectIndicator(line, at: start, context: nil)
        var position = start
        while position < bytes.count {
            WorkCounter.add()
            let byte = bytes[position]
            if byte == UInt8(ascii: ":"), position + 1 == bytes.count || bytes[position + 1] == UInt8(ascii: " ") || bytes[position + 1] == UInt8(ascii: "\t") {
                let key = String(decoding: bytes[start..<position], as: UTF8.self).trimmingTrailingSpaces()
                if key.isEmpty {
                    throw error(line.number, start + 1, "a key is missing before ':'")
                }
                return (key, start, position + 1)
            }
            if byte == UInt8(ascii: "#"), position > start, bytes[position - 1] == UInt8(ascii: " ") { break }
            position += 1
        }
        let text = String(decoding: bytes[start...], as: UTF8.self)
        if let colon = bytes[start...].firstIndex(of: UInt8(ascii: ":")) {
            throw error(line.number, colon + 1, "expected `key: value`, found '\(text)'; add a space after ':'")
        }
        throw error(line.number, start + 1, "expected `key: value`, found '\(text)'; a line at this level must be a key followed by ':'")
    }

    /// Parses the value that starts at or after `start`; nil when the rest of the line is empty.
    func parseScalar(_ line: Line, from start: Int, context: ScalarContext) throws -> Node? {
        let bytes = line.bytes
        var position = start
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        guard position < bytes.count, bytes[position] != UInt8(ascii: "#") else { return nil }
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let (text, end) = try parseQuoted(line, from: position)
            var rest = end
            while rest < bytes.count, bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t") { rest += 1 }
            if rest < bytes.count, bytes[rest] != UInt8(ascii: "#") || rest == end {
                throw error(line.number, rest + 1, "unexpected text after the closing quote; quote the whole value, or start a comment with ' #'")
            }
            return Node(.scalar(text), at: location(line, position), quoted: true)
        }
        if first == UInt8(ascii: "["), context == .mappingValue { return try parseFlowSequence(line, from: position) }
        try rejectIndicator(line, at: position, context: context)
        var end = position
        while end < bytes.count {
            WorkCounter.add()
            if Self.startsComment(bytes, at: end) { break }
            end += 1
        }
        while end > position, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let text = String(decoding: bytes[position..<end], as: UTF8.self)
        for offset in position..<end where bytes[offset] == UInt8(ascii: ":") {
            guard offset + 1 == end || bytes[offset + 1] == UInt8(ascii: " ") else { continue }
            switch context {
            case .sequenceItem:
                throw error(line.number, offset + 1, "this list item contains ': ', which YAML reads as a map, not as text; quote the whole item: - \"\(text.escapedForDoubleQuotes())\"")
            case .mappingValue:
                throw error(line.number, offset + 1, "this value contains ': ', which YAML does not allow in an unquoted value; quote it: \"\(text.escapedForDoubleQuotes())\"")
            }
        }
        if ["null", "Null", "NULL", "~"].contains(text) {
            return Node(.null, at: location(line, position))
        }
        return Node(.scalar(text), at: location(line, position))
    }

    /// Whether a comment starts at `offset`: a `#` after a space or a tab.
    static func startsComment(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "#") && offset > 0 && (bytes[offset - 1] == UInt8(ascii: " ") || bytes[offset - 1] == UInt8(ascii: "\t"))
    }

    /// A key's list in brackets, on one line: `[a, "b c", d]`, `[]`, a trailing comma
    /// allowed, each item one plain or quoted value, as YAML reads it. An item YAML would
    /// read otherwise (a nested list or map, `key: value`, an anchor or alias) is
    /// rejected, as is text after the closing bracket (`[Item] = []`, meant as text).
    func parseFlowSequence(_ line: Line, from start: Int) throws -> Node {
        let bytes = line.bytes
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var items: [Node] = []
        var position = start + 1
        while true {
            WorkCounter.add()
            while position < bytes.count, isSpace(bytes[position]) { position += 1 }
            guard position < bytes.count, !Self.startsComment(bytes, at: position) else {
                throw error(line.number, start + 1, "this list in brackets is not closed on its line; close it with ']' on the same line, or write one '- item' per line below the key")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "]") {
                position += 1
                break
            }
            if byte == UInt8(ascii: ",") {
                throw error(line.number, position + 1, "an empty item in a list in brackets; remove the extra ','")
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let (text, end) = try parseQuoted(line, from: position)
                items.append(Node(.scalar(text), at: location(line, position), quoted: true))
                position = end
            } else {
                switch byte {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    throw error(line.number, position + 1, "a list or map inside a list in brackets is not supported; write one value per item")
                case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                    throw error(line.number, position + 1, "an item of a list in brackets cannot start with '\(Character(Unicode.Scalar(byte)))' in YAML; quote the item")
                case UInt8(ascii: "-") where position + 1 < bytes.count && isSpace(bytes[position + 1]):
                    throw error(line.number, position + 1, "a '- ' item inside a list in brackets is not supported; separate the items with ', '")
                default: break
                }
                var end = position
                while end < bytes.count, bytes[end] != UInt8(ascii: ","), bytes[end] != UInt8(ascii: "]") {
                    let current = bytes[end]
                    if Self.startsComment(bytes, at: end) { break }
                    if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") || current == UInt8(ascii: "}") {
                        throw error(line.number, end + 1, "'\(Character(Unicode.Scalar(current)))' inside an item of a list in brackets; quote the item")
                    }
                    if current == UInt8(ascii: ":"), end + 1 < bytes.count, isSpace(bytes[end + 1]) || bytes[end + 1] == UInt8(ascii: ",") || bytes[end + 1] == UInt8(ascii: "]") {
                        throw error(line.number, end + 1, "this item of a list in brackets contains ':', which YAML reads as a map; quote the item")
                    }
                    end += 1
                }
                var last = end
                while last > position, isSpace(bytes[last - 1]) { last -= 1 }
                let text = String(decoding: bytes[position..<last], as: UTF8.self)
                items.append(["null", "Null", "NULL", "~"].contains(text) ? Node(.null, at: location(line, position)) : Node(.scalar(text), at: location(line, position)))
                position = end
            }
            while position < bytes.count, isSpace(bytes[position]) { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if !(position < bytes.count && bytes[position] == UInt8(ascii: "]")) {
                guard position < bytes.count, !Self.startsComment(bytes, at: position) else { continue }
                throw error(line.number, position + 1, "expected ',' or ']' in this list in brackets; separate the items with ', ', or quote an item that holds spaces and other text")
            }
        }
        var rest = position
        while rest < bytes.count, isSpace(bytes[rest]) { rest += 1 }
        if rest < bytes.count, !(bytes[rest] == UInt8(ascii: "#") && rest > position) {
            let whole = String(decoding: bytes[start...], as: UTF8.self).trimmingTrailingSpaces()
            throw error(line.number, rest + 1, "text after the list in brackets; YAML reads a value that starts with '[' as a list: if you mean text, quote it: \"\(whole.escapedForDoubleQuotes())\"")
        }
        let written = String(decoding: bytes[start..<position], as: UTF8.self)
        return Node(.sequence(items), at: location(line, start), flowText: written)
    }

    /// Rejects a plain value or key that starts with a YAML indicator outside the subset.
    func rejectIndicator(_ line: Line, at position: Int, context: ScalarContext?) throws {
        let bytes = line.bytes
        let next: UInt8? = position + 1 < bytes.count ? bytes[position + 1] : nil
        // The value as the suggestion quotes it: up to a comment (` #`), spaces trimmed.
        var valueEnd = position
        while valueEnd < bytes.count, !(valueEnd > position && Self.startsComment(bytes, at: valueEnd)) { valueEnd += 1 }
        let rest = String(decoding: bytes[position..<valueEnd], as: UTF8.self).trimmingTrailingSpaces()
        let quoted = "\"\(rest.escapedForDoubleQuotes())\""
        let message: String?
        switch bytes[position] {
        case UInt8(ascii: "["):
            message = context == .sequenceItem
                ? "YAML reads an item that starts with '[' as a list, and nested lists are not supported; write one value per '- ' item, or, if you mean text, quote it: \(quoted)"
                : "a key cannot start with '[' in YAML; quote it: \(quoted)"
        case UInt8(ascii: "{"):
            message = "YAML reads a value that starts with '{' as a map (flow mappings are not supported here); if you mean text, quote it: \(quoted)"
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
            message = "a value cannot start with '\(Character(Unicode.Scalar(bytes[position])))' in YAML; quote it: \(quoted)"
        case UInt8(ascii: "&"):
            message = "YAML anchors ('&name') are not supported; write the value out in full"
        case UInt8(ascii: "*"):
            message = "YAML aliases ('*name') are not supported; write the value out in full"
        case UInt8(ascii: "!"):
            message = "YAML tags ('!tag') are not supported; remove the tag (every value is read as text)"
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            message = "YAML block scalars ('|' and '>') are not supported; write the value on one line, quoted if needed"
        case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            message = "a value cannot start with '\(Character(Unicode.Scalar(bytes[position])))' in YAML; quote it: \(quoted)"
        case UInt8(ascii: "?") where next == nil || next == UInt8(ascii: " "):
            message = "YAML complex keys ('? ') are not supported; write `key: value`"
        case UInt8(ascii: "-") where next == nil || next == UInt8(ascii: " "):
            message = context == .mappingValue
                ? "a list cannot start on the same line as its key; put each '- item' on its own line below the key"
                : "nested lists are not supported; write one value per '- ' item"
        default:
            message = nil
        }
        if let message {
            throw error(line.number, position + 1, message)
        }
    }

    /// Parses a single- or double-quoted scalar that must close on the same line.
    /// Returns the text and the index just after the closing quote.
    func parseQuoted(_ line: Line, from start: Int) throws -> (String, Int) {
        let bytes = line.bytes
        let quote = bytes[start]
        var result: [UInt8] = []
        var position = start + 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                if quote == UInt8(ascii: "'"), position + 1 < bytes.count, bytes[position + 1] == quote {
                    result.append(quote)
                    position += 2
                    continue
                }
                return (String(decoding: result, as: UTF8.self), position + 1)
            }
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                let (decoded, next) = try parseEscape(line, at: position)
                result.append(contentsOf: decoded)
                position = next
                continue
            }
            result.append(byte)
            position += 1
        }
        let name = quote == UInt8(ascii: "'") ? "single" : "double"
        throw error(line.number, start + 1, "this \(name)-quoted value is not closed on its line; add the closing quote (values that span several lines are not supported)")
    }

    /// Decodes the escape at `position` (a backslash) in a double-quoted scalar.
    func parseEscape(_ line: Line, at position: Int) throws -> ([UInt8], Int) {
        let bytes = line.bytes
        guard position + 1 < bytes.count else {
            throw error(line.number, position + 1, "a '\\' at the end of the line; write '\\\\' for a backslash")
        }
        let simple: [UInt8: String] = [
            UInt8(ascii: "\\"): "\\", UInt8(ascii: "\""): "\"", UInt8(ascii: "/"): "/",
            UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r",
            UInt8(ascii: "0"): "\0", UInt8(ascii: " "): " ",
        ]
        let code = bytes[position + 1]
        if let text = simple[code] { return (Array(text.utf8), position + 2) }
        let width: Int
        switch code {
        case UInt8(ascii: "x"): width = 2
        case UInt8(ascii: "u"): width = 4
        case UInt8(ascii: "U"): width = 8
        default:
            throw error(line.number, position + 1, "unknown escape '\\\(Character(Unicode.Scalar(code)))'; write '\\\\' for a backslash, or use single quotes")
        }
        let digits = position + 2 + width <= bytes.count ? bytes[(position + 2)..<(position + 2 + width)] : []
        guard digits.count == width, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
              let scalar = Unicode.Scalar(value) else {
            throw error(line.number, position + 1, "'\\\(Character(Unicode.Scalar(code)))' needs \(width) hexadecimal digits naming a Unicode character")
        }
        return (Array(String(Character(scalar)).utf8), position + 2 + width)
    }
}
