/// Reads declarations from tokens: types and their members, with attributes, modifiers,
/// inheritance, generics, parameters, property types and initial values. Function bodies
/// are delimited, not parsed (`BodyStructure` reads them on demand).
///
/// The parser is tolerant: what it cannot read becomes an `.unknown` declaration spanning
/// the statement, and every step consumes at least one token, so it always ends.
struct DeclarationParser {
    /// The lexed file.
    let file: SourceFile
    /// Its tokens, comments included.
    let tokens: [Token]
    /// The tokens that are not comments, with where their bracketed groups end.
    let code: [CodeToken]
    /// The current position in `code`.
    var position = 0
    /// How many `#if` blocks are open.
    var ifDepth = 0
    /// The `// MARK:` comments before the declaration being read, and whether it sits in
    /// an `#if` block: set before each one, read when it is created.
    var currentMarks: [String] = []
    /// Whether the declaration being read sits in an `#if` block.
    var currentIsInsideIfConfig = false
    /// The 0-based line of the last declaration made: declarations come in source order,
    /// so the next one's line is searched from there.
    var lineHint = 0
    /// How many type bodies enclose the current position.
    var typeDepth = 0
    /// Type bodies nested deeper than this are delimited but not read, so that no input
    /// can exhaust the stack (real code nests a handful of levels).
    static let maximumTypeDepth = 128

    /// A parser at the start of `file`.
    init(file: SourceFile) {
        self.file = file
        tokens = file.tokens
        code = file.code
    }

    /// The file's top-level declarations.
    mutating func parseFile() -> [Declaration] {
        var declarations: [Declaration] = []
        var markFrom = 0
        while position < code.count {
            if declarations.isEmpty {
                declarations = parseMembers(markFrom: &markFrom)
            } else {
                declarations += parseMembers(markFrom: &markFrom)
            }
            if position < code.count {
                // A `}` that closes nothing at the top level.
                markFrom = Int(code[position].token) + 1
                position += 1
            }
        }
        return declarations
    }

    // MARK: - Token access

    /// The code token `offset` places ahead, or nil past the end.
    @inline(__always) func token(_ offset: Int = 0) -> Token? {
        let index = position + offset
        WorkCounter.add()
        return index < code.count ? tokens[Int(code[index].token)] : nil
    }

    /// The kind of that token.
    @inline(__always) func kind(_ offset: Int = 0) -> Token.Kind? {
        token(offset)?.kind
    }

    /// The keyword that token spells.
    @inline(__always) func keyword(_ offset: Int = 0) -> Keyword {
        token(offset)?.keyword ?? .none
    }

    /// The text of that token.
    func text(_ offset: Int = 0) -> String {
        guard let current = token(offset) else { return "" }
        return file.text(of: current)
    }

    /// The source text from code position `from` up to (not including) `to`.
    func text(from: Int, to: Int) -> String {
        guard from < to, to <= code.count else { return "" }
        return file.text(from: tokens[Int(code[from].token)], through: tokens[Int(code[to - 1].token)])
    }

    // MARK: - Members

    /// Parses declarations until a `}` at this level (left unconsumed) or the end.
    mutating func parseMembers(markFrom: inout Int, expected: Int = 6) -> [Declaration] {
        var members: [Declaration] = []
        while let current = token() {
            switch current.kind {
            case .rightBrace:
                return members
            case .poundDirective:
                skipDirective()
                continue
            case .semicolon:
                position += 1
                continue
            default:
                break
            }
            let start = position
            let firstNew = members.count
            currentMarks = marks(from: markFrom, to: Int(code[start].token))
            currentIsInsideIfConfig = ifDepth > 0
            // Room for the expected members at once: growing one at a time reallocates the
            // array (208-byte elements) at 1, 2, 4, 8… members.
            if members.isEmpty { members.reserveCapacity(expected) }
            if !parseDeclaration(into: &members) {
                members.removeSubrange(firstNew...)
                position = start
                skipStatement()
                if position == start { position += 1 }
                var unknown = makeDeclaration(.unknown, name: "", positionToken: Int(code[start].token), first: start)
                unknown.tokenRange = Int(code[start].token)...Int(code[position - 1].token)
                members.append(consume unknown)
            }
            markFrom = Int(code[position - 1].token) + 1
        }
        return members
    }

    /// A declaration at `positionToken` whose first token is at code position `first`,
    /// with the marks and `#if` state of the declaration being read.
    mutating func makeDeclaration(_ kind: Declaration.Kind, name: String, positionToken: Int, first: Int,
                                  attributes: [Declaration.Attribute] = [], modifiers: [String] = [],
                                  type: String? = nil, initializer: String? = nil, parameters: [Declaration.Parameter] = [],
                                  bodyRange: Range<Int>? = nil) -> Declaration {
        let offset = Int(tokens[positionToken].start)
        lineHint = file.lineIndex(of: offset, from: lineHint)
        let line = lineHint + 1, column = offset - file.lineStarts[lineHint] + 1
        return Declaration(kind: kind, name: name, attributes: attributes, modifiers: modifiers, type: type, initializer: initializer,
                           parameters: parameters, marks: currentMarks, positionToken: positionToken,
                           tokenRange: Int(code[first].token)...positionToken, bodyRange: bodyRange,
                           isInsideIfConfig: currentIsInsideIfConfig, line: line, column: column)
    }

    /// The `// MARK:` comments among the tokens `from..<to`.
    func marks(from: Int, to: Int) -> [String] {
        var marks: [String] = []
        var index = from
        while index < to {
            let candidate = tokens[index]
            index += 1
            guard candidate.isComment else { continue }
            // Most comments are not marks: look at the bytes before making a string.
            let end = candidate.end
            var offset = Int(candidate.start) + 2
            while offset < end, file.bytes[offset] == UInt8(ascii: " ") || file.bytes[offset] == UInt8(ascii: "*") { offset += 1 }
            guard offset + 5 <= end, file.bytes[offset] == UInt8(ascii: "M"), file.bytes[offset + 1] == UInt8(ascii: "A"),
                  file.bytes[offset + 2] == UInt8(ascii: "R"), file.bytes[offset + 3] == UInt8(ascii: "K"),
                  file.bytes[offset + 4] == UInt8(ascii: ":") else { continue }
            var last = end
            if last - offset >= 2, file.bytes[last - 2] == UInt8(ascii: "*"), file.bytes[last - 1] == UInt8(ascii: "/") { last -= 2 }
            while last > offset, file.bytes[last - 1] == UInt8(ascii: " ") || file.bytes[last - 1] == UInt8(ascii: "\t") { last -= 1 }
            marks.append(String(decoding: file.bytes[offset..<last], as: UTF8.self))
        }
        return marks
    }

    /// Skips a `#if`/`#elseif`/`#else`/`#endif` line, or another directive with its arguments.
    mutating func skipDirective() {
        let name = text()
        switch name {
        case "#if": ifDepth += 1
        case "#endif": ifDepth = max(0, ifDepth - 1)
        default: break
        }
        position += 1
        if name == "#if" || name == "#elseif" {
            while let next = token(), !next.flags.contains(.newlineBefore) { position += 1 }
        } else if kind() == .leftParen {
            skipBalanced()
        }
    }

    // MARK: - Skipping

    /// Skips a bracketed group starting at the current `(`, `[` or `{` (any other token:
    /// skips that token). The lexer matched the brackets, so this is one step.
    @inline(__always)
    mutating func skipBalanced() {
        position = position < code.count ? Int(code[position].groupEnd) : position + 1
    }

    /// Skips the braced body at the current `{` and returns the indexes of the tokens
    /// inside it; an unclosed body runs to the end of the file.
    mutating func skipBody() -> Range<Int> {
        let open = Int(code[position].token)
        skipBalanced()
        let last = Int(code[position - 1].token)
        let closed = last > open && tokens[last].kind == .rightBrace
        return (open + 1)..<(closed ? last : tokens.count)
    }

    /// Skips one statement: to a `;`, to the `}` that closes the enclosing block (left
    /// unconsumed), or to a line that starts something new.
    mutating func skipStatement() {
        let start = position
        while let current = token() {
            if position > start, endsStatement(current) { return }
            switch current.kind {
            case .leftParen, .leftBracket, .leftBrace: skipBalanced()
            case .rightParen, .rightBracket: position += 1
            case .rightBrace: return
            case .semicolon:
                position += 1
                return
            default: position += 1
            }
        }
    }

    /// Whether `current`, at bracket depth 0, starts a new line that is not the
    /// continuation of an expression: a declaration keyword, attribute or directive at
    /// the start of a line always starts something new; otherwise a line continues the
    /// previous one when it starts with `.` or an operator, or the previous line ends
    /// with one (a run of `>` closes generic arguments and continues nothing).
    func endsStatement(_ current: Token) -> Bool {
        guard current.flags.contains(.newlineBefore) else { return false }
        let previous = token(-1)
        if current.keyword.isDeclarationKeyword || current.kind == .atSign || current.kind == .poundDirective,
           previous?.kind != .period {
            return true
        }
        switch current.kind {
        case .period, .operator, .question, .arrow, .equal, .rightParen, .rightBracket:
            return false
        default:
            break
        }
        guard let previous else { return true }
        switch previous.kind {
        case .operator:
            // `>`, `>>`, and `>?` or `>!` (generic arguments closed, then optional sugar:
            // `Task<Void, Never>?`) end a type; any other operator continues the line.
            var closingAngles = true
            for offset in Int(previous.start)..<previous.end {
                let byte = file.bytes[offset]
                if byte == UInt8(ascii: ">"), closingAngles { continue }
                guard offset > Int(previous.start), byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else { return false }
                closingAngles = false
            }
            return true
        case .equal, .period, .comma, .colon, .arrow, .leftParen, .leftBracket, .atSign:
            return false
        default:
            return true
        }
    }

    /// The name a token spells: its text, without the backticks of an escaped name.
    func nameText(_ offset: Int = 0) -> String {
        guard let current = token(offset) else { return "" }
        guard current.kind == .backtickIdentifier, current.length >= 2 else { return file.text(of: current) }
        return String(decoding: file.bytes[(Int(current.start) + 1)..<(current.end - 1)], as: UTF8.self)
    }
}
