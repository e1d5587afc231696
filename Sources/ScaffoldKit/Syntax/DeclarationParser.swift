/// Reads declarations from tokens: types and their members, with attributes, modifiers,
/// inheritance, generics, parameters, property types and initial values. Function bodies
/// are delimited, not parsed (`BodyStructure` reads them on demand).
///
/// The parser is tolerant: what it cannot read becomes an `.unknown` declaration spanning
/// the statement, and every step consumes at least one token, so it always ends.
struct DeclarationParser {
    let file: SourceFile
    let tokens: [Token]
    /// Indexes of the tokens that are not comments (32 bits: half the memory traffic).
    let code: [Int32]
    /// The current position in `code`.
    var position = 0
    /// How many `#if` blocks are open.
    var ifDepth = 0
    /// How many type bodies enclose the current position.
    var typeDepth = 0
    /// Type bodies nested deeper than this are delimited but not read, so that no input
    /// can exhaust the stack (real code nests a handful of levels).
    static let maximumTypeDepth = 128

    init(file: SourceFile) {
        self.file = file
        tokens = file.tokens
        var code: [Int32] = []
        code.reserveCapacity(tokens.count)
        for index in tokens.indices where !tokens[index].isComment { code.append(Int32(truncatingIfNeeded: index)) }
        self.code = code
    }

    mutating func parseFile() -> [Declaration] {
        var declarations: [Declaration] = []
        var markFrom = 0
        while position < code.count {
            declarations += parseMembers(markFrom: &markFrom)
            if position < code.count {
                // A `}` that closes nothing at the top level.
                markFrom = Int(code[position]) + 1
                position += 1
            }
        }
        return declarations
    }

    // MARK: - Token access

    @inline(__always) func token(_ offset: Int = 0) -> Token? {
        let index = position + offset
        return index < code.count ? tokens[Int(code[index])] : nil
    }

    @inline(__always) func kind(_ offset: Int = 0) -> Token.Kind? {
        token(offset)?.kind
    }

    @inline(__always) func keyword(_ offset: Int = 0) -> Keyword {
        token(offset)?.keyword ?? .none
    }

    func text(_ offset: Int = 0) -> String {
        token(offset).map(file.text(of:)) ?? ""
    }

    /// The source text from code position `from` up to (not including) `to`.
    func text(from: Int, to: Int) -> String {
        guard from < to, to <= code.count else { return "" }
        return file.text(from: tokens[Int(code[from])], through: tokens[Int(code[to - 1])])
    }

    // MARK: - Members

    /// Parses declarations until a `}` at this level (left unconsumed) or the end.
    mutating func parseMembers(markFrom: inout Int) -> [Declaration] {
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
            if !parseDeclaration(into: &members) {
                members.removeSubrange(firstNew...)
                position = start
                skipStatement()
                if position == start { position += 1 }
                members.append(Declaration(kind: .unknown, name: "", positionToken: Int(code[start]), tokenRange: Int(code[start])...Int(code[position - 1])))
            }
            let marks = self.marks(from: markFrom, to: Int(code[start]))
            for index in firstNew..<members.count {
                members[index].marks = marks
                members[index].isInsideIfConfig = ifDepth > 0
                (members[index].line, members[index].column) = file.lineAndColumn(of: Int(tokens[members[index].positionToken].start))
            }
            markFrom = Int(code[position - 1]) + 1
        }
        return members
    }

    /// The `// MARK:` comments among the tokens `from..<to`.
    func marks(from: Int, to: Int) -> [String] {
        var marks: [String] = []
        var index = from
        while index < to {
            let candidate = tokens[index]
            if candidate.isComment {
                let text = file.text(of: candidate)
                let body = text.dropFirst(2).drop { $0 == " " || $0 == "*" }
                if body.hasPrefix("MARK:") {
                    marks.append(String(body.hasSuffix("*/") ? body.dropLast(2) : body).trimmingSpaces())
                }
            }
            index += 1
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

    /// Skips a bracketed group starting at the current `(`, `[` or `{`. This walks every
    /// token of every function body, so it reads the arrays directly.
    mutating func skipBalanced() {
        var depth = 0
        var index = position
        let count = code.count
        while index < count {
            switch tokens[Int(code[index])].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            index += 1
            if depth <= 0 { break }
        }
        position = index
    }

    /// Skips the braced body at the current `{` and returns the indexes of the tokens
    /// inside it; an unclosed body runs to the end of the file.
    mutating func skipBody() -> Range<Int> {
        let open = Int(code[position])
        skipBalanced()
        let last = Int(code[position - 1])
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
            return file.bytes[Int(previous.start)..<previous.end].allSatisfy { $0 == UInt8(ascii: ">") }
        case .equal, .period, .comma, .colon, .arrow, .leftParen, .leftBracket, .atSign:
            return false
        default:
            return true
        }
    }

    /// The name a token spells: its text, without the backticks of an escaped name.
    func nameText(_ offset: Int = 0) -> String {
        guard let current = token(offset) else { return "" }
        let text = file.text(of: current)
        return current.kind == .backtickIdentifier ? String(text.dropFirst().dropLast()) : text
    }
}
