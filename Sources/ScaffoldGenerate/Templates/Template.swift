import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// A value a template renders: text, a condition, a list to repeat a section over, or
/// an object whose keys a section can name.
public enum TemplateValue: Sendable {
    /// Text, inserted as is (nothing is escaped: templates produce Swift source).
    case string(String)
    /// A condition for `{{#name}}` / `{{^name}}` sections.
    case bool(Bool)
    /// Repeats a section once per item, with the item as the innermost context.
    case list([TemplateValue])
    /// Named values.
    case object([String: TemplateValue])
}

/// A logic-less template in a subset of Mustache:
///
/// - `{{name}}` inserts a value; `{{a.b}}` looks into an object; `{{.}}` is the current item.
/// - `{{#name}}…{{/name}}` renders its body for a true condition, once per list item, or once
///   with an object or non-empty text as the innermost context.
/// - `{{^name}}…{{/name}}` renders its body when the value is false, empty or missing.
/// - `{{! comment }}` renders nothing.
///
/// A line that holds only a section tag or a comment (and spaces) leaves no trace in the
/// output, so templates can be laid out one tag a line; a line ends at "\n" or "\r\n"
/// (a template saved with Windows line endings works alike, and its output keeps them). Unlike Mustache, a name that is not
/// defined anywhere in the context is an error (an inverted section may test any name), so
/// that a typo in a template fails loudly, at its line and column.
public struct Template: Sendable {
    /// A piece of a parsed template.
    indirect enum Part: Sendable {
        case text(String)
        case variable([String], SourceLocation)
        case section(name: [String], inverted: Bool, parts: [Part], SourceLocation)
    }

    /// The template's name, as diagnostics show it.
    public let name: String
    /// The parsed template.
    let parts: [Part]

    /// Parses `source`. Throws a `DiagnosticError` naming the line and column of the problem.
    public init(name: String, source: String) throws {
        self.name = name
        self.parts = try TemplateParser(name: name, source: source).parse()
    }

    /// Renders the template with `context` as the outermost context.
    public func render(_ context: TemplateValue) throws -> String {
        var output = ""
        try render(parts, stack: [context], into: &output)
        return output
    }

    private func render(_ parts: [Part], stack: [TemplateValue], into output: inout String) throws {
        for part in parts {
            WorkCounter.add()
            switch part {
            case .text(let text):
                output += text
            case .variable(let path, let location):
                switch try lookup(path, in: stack, at: location, required: true) {
                case .string(let text)?:
                    output += text
                default:
                    throw DiagnosticError(location, "'\(path.joined(separator: "."))' is a condition, list or object, not text; use it in a section: {{#\(path.joined(separator: "."))}}…{{/\(path.joined(separator: "."))}}")
                }
            case .section(let path, let inverted, let body, let location):
                let value = try lookup(path, in: stack, at: location, required: !inverted)
                let items: [TemplateValue?]
                switch value {
                case .bool(let flag)?: items = flag ? [nil] : []
                case .list(let list)?: items = list
                case .string(let text)?: items = text.isEmpty ? [] : [value]
                case .object?: items = [value]
                case nil: items = []
                }
                if inverted {
                    if items.isEmpty { try render(body, stack: stack, into: &output) }
                } else {
                    for item in items {
                        try render(body, stack: item.map { stack + [$0] } ?? stack, into: &output)
                    }
                }
            }
        }
    }

    private func lookup(_ path: [String], in stack: [TemplateValue], at location: SourceLocation, required: Bool) throws -> TemplateValue? {
        if path == ["."] { return stack.last }
        var found: TemplateValue?
        for context in stack.reversed() {
            WorkCounter.add()
            if case .object(let fields) = context, let value = fields[path[0]] {
                found = value
                break
            }
        }
        for key in path.dropFirst() {
            guard case .object(let fields)? = found else { found = nil; break }
            found = fields[key]
        }
        if found == nil, required {
            var known: Set<String> = []
            for case .object(let fields) in stack { known.formUnion(fields.keys) }
            let name = path.joined(separator: ".")
            let hint = Suggestion.closest(to: name, in: Array(known)).map { "; did you mean '\($0)'?" }
                ?? "; names defined here: \(known.sorted().joined(separator: ", "))"
            throw DiagnosticError(location, "unknown name '\(name)' in the template\(hint)")
        }
        return found
    }
}

/// Splits template source into parts, line by line, applying the standalone-line rule.
struct TemplateParser {
    /// A piece of a line: text, or a tag with its kind (`#`, `^`, `/`, `!`, or nil for a value).
    enum Piece {
        case text(String)
        case tag(kind: Character?, name: String, location: SourceLocation)
    }

    /// The template's name, as diagnostics show it.
    let name: String
    /// The template's text.
    let source: String
    /// Sections nested deeper than this are an error, so that rendering (which recurses
    /// into sections) never exhausts the stack; the built-in templates nest five deep.
    static let maximumDepth = 64

    /// The template's parts, sections nested; throws at the first problem, with its place.
    func parse() throws -> [Template.Part] {
        var pieces: [Piece] = []
        let bytes = Array(source.utf8)
        for (index, line) in Self.lines(of: bytes).enumerated() {
            try lexLine(bytes, line.text, number: index + 1, ending: line.ending, into: &pieces)
        }
        var stack: [(name: [String], inverted: Bool, parts: [Template.Part], location: SourceLocation)] = [([], false, [], location(1, 1))]
        for piece in pieces {
            WorkCounter.add()
            switch piece {
            case .text(let text):
                stack[stack.count - 1].parts.append(.text(text))
            case .tag(nil, let tagName, let location):
                stack[stack.count - 1].parts.append(.variable(try path(tagName, at: location), location))
            case .tag("!"?, _, _):
                continue
            case .tag(let kind?, let tagName, let location) where kind == "#" || kind == "^":
                guard stack.count <= TemplateParser.maximumDepth else {
                    throw DiagnosticError(location, "sections are nested more than \(TemplateParser.maximumDepth) deep here; close some before opening more")
                }
                stack.append((try path(tagName, at: location), kind == "^", [], location))
            case .tag(_, let tagName, let location):
                let closing = try path(tagName, at: location)
                guard stack.count > 1 else {
                    throw DiagnosticError(location, "'{{/\(tagName)}}' closes no open section; remove it")
                }
                let open = stack.removeLast()
                guard open.name == closing else {
                    let openName = open.name.joined(separator: ".")
                    throw DiagnosticError(location, "'{{/\(tagName)}}' does not match the section '\(openName)' opened at line \(open.location.line); close that one first with '{{/\(openName)}}'")
                }
                stack[stack.count - 1].parts.append(.section(name: open.name, inverted: open.inverted, parts: open.parts, open.location))
            }
        }
        if stack.count > 1, let open = stack.last {
            let openName = open.name.joined(separator: ".")
            throw DiagnosticError(open.location, "the section '\(openName)' is never closed; add '{{/\(openName)}}'")
        }
        return stack[0].parts
    }

    /// The place at `line` and `column` of the template.
    func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: name, line: line, column: column)
    }

    /// The lines of `bytes` (UTF-8 text): each line's text, and the line ending after it
    /// ("\n", or "\r\n": a template saved with Windows line endings reads as one with
    /// Unix ones, its standalone tag lines leaving no trace either), empty for the last.
    static func lines(of bytes: [UInt8]) -> [(text: Range<Int>, ending: String)] {
        var lines: [(text: Range<Int>, ending: String)] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            let crlf = index > start && bytes[index - 1] == UInt8(ascii: "\r")
            lines.append((start..<(crlf ? index - 1 : index), crlf ? "\r\n" : "\n"))
            start = index + 1
        }
        lines.append((start..<bytes.count, ""))
        return lines
    }

    /// The names of a tag's `text` (`a.b` is `["a", "b"]`, `.` the current item); throws at
    /// `location` when it is not names joined by ".".
    func path(_ text: String, at location: SourceLocation) throws -> [String] {
        if text == "." { return ["."] }
        guard let path = Self.names(text) else {
            throw DiagnosticError(location, "'\(text)' is not a name; names are letters, digits, '_' and '-', joined by '.'")
        }
        return path
    }

    /// The names `text` joins with ".", when each is letters, digits, '_' and '-' (and not
    /// empty); nil otherwise. ASCII text is read a byte at a time; other text by characters.
    static func names(_ text: String) -> [String]? {
        guard text.isASCII else { return namesByCharacters(text) }
        func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
        // Most tags name one value: the text itself, with no splitting.
        if !text.isEmpty, text.utf8.allSatisfy(isNameByte) { return [text] }
        let path = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard path.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isNameByte) }) else { return nil }
        return path.map { String(decoding: $0, as: UTF8.self) }
    }

    /// `names(_:)`, a character at a time (what any text needs, and ASCII text gets faster).
    static func namesByCharacters(_ text: String) -> [String]? {
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } }) ? path : nil
    }

    /// The pieces of the line `line` of `bytes`, then its ending, appended to `pieces`; a
    /// standalone section or comment tag comes alone, without the line's spaces or ending.
    /// One pass over the line's bytes, however many tags it holds, and no copy of them.
    func lexLine(_ bytes: [UInt8], _ line: Range<Int>, number: Int, ending: String, into pieces: inout [Piece]) throws {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let first = pieces.count
        var textStart = line.lowerBound
        var position = line.lowerBound
        var tags = 0
        // Whether the line's text outside its tags is only spaces and tabs (a byte other
        // than those is in a character that is neither).
        var onlySpaces = true
        func text(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if onlySpaces, !bytes[range].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { onlySpaces = false }
            pieces.append(.text(String(decoding: bytes[range], as: UTF8.self)))
        }
        while position + 1 < line.upperBound {
            WorkCounter.add()
            guard bytes[position] == open, bytes[position + 1] == open else {
                position += 1
                continue
            }
            text(textStart..<position)
            let tagLocation = location(number, position - line.lowerBound + 1)
            var end = position + 2
            while end + 1 < line.upperBound, !(bytes[end] == close && bytes[end + 1] == close) {
                WorkCounter.add()
                end += 1
            }
            guard end + 1 < line.upperBound else {
                throw DiagnosticError(tagLocation, "this tag is not closed on its line; add '}}'")
            }
            pieces.append(try tag(bytes, (position + 2)..<end, at: tagLocation))
            tags += 1
            position = end + 2
            textStart = position
        }
        text(textStart..<line.upperBound)
        // One section or comment tag alone on its line: the line leaves no trace.
        if tags == 1, onlySpaces, let tag = pieces[first...].first(where: { if case .tag(_?, _, _) = $0 { return true } else { return false } }) {
            pieces.removeSubrange(first...)
            pieces.append(tag)
            return
        }
        if !ending.isEmpty { pieces.append(.text(ending)) }
    }

    /// The tag whose body (between `{{` and `}}`) is `body`: its kind (`#`, `^`, `/`, `!` or
    /// none) and its name, spaces and tabs around both left out. An ASCII body is read as
    /// bytes (each character is one); any other as text.
    private func tag(_ bytes: [UInt8], _ body: Range<Int>, at location: SourceLocation) throws -> Piece {
        guard bytes[body].allSatisfy({ $0 < 0x80 }) else { return try tag(String(decoding: bytes[body], as: UTF8.self), at: location) }
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = body.lowerBound, end = body.upperBound
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        var kind: Character?
        if start < end, [UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: "!")].contains(bytes[start]) {
            kind = Character(Unicode.Scalar(bytes[start]))
            start += 1
            while start < end, isSpace(bytes[start]) { start += 1 }
        } else if start < end, [UInt8(ascii: "{"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "&")].contains(bytes[start]) {
            throw Self.unsupported(Character(Unicode.Scalar(bytes[start])), at: location)
        }
        if kind != "!", start == end { throw Self.emptyTag(at: location) }
        return .tag(kind: kind, name: String(decoding: bytes[start..<end], as: UTF8.self), location: location)
    }

    /// `tag` of a body that is not ASCII, read by characters.
    private func tag(_ text: String, at location: SourceLocation) throws -> Piece {
        var body = text.trimmingSpaces()
        var kind: Character?
        if let first = body.first, "#^/!".contains(first) {
            kind = first
            body = String(body.dropFirst()).trimmingSpaces()
        } else if let first = body.first, "{>=&".contains(first) {
            throw Self.unsupported(first, at: location)
        }
        if kind != "!", body.isEmpty { throw Self.emptyTag(at: location) }
        return .tag(kind: kind, name: body, location: location)
    }

    private static func unsupported(_ first: Character, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(location, "'{{\(first)' (Mustache \(first == ">" ? "partials" : first == "=" ? "delimiter changes" : "unescaped output")) is not supported; nothing is escaped, so write {{name}}")
    }

    private static func emptyTag(at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(location, "an empty tag; write a name between '{{' and '}}'")
    }
}
