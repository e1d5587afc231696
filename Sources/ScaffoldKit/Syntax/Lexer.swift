/// Turns UTF-8 bytes into tokens in one pass. A cursor walks the bytes; an explicit stack
/// remembers, for each string whose interpolation is open, how to resume it and how many
/// parentheses deep the code inside is, so nesting has no limit and no recursion.
///
/// The lexer never fails: an unterminated string or comment is flagged and ends at the
/// end of its line or file, and bytes that are not Swift become `.unknown` tokens.
struct Lexer {
    private struct StringContext {
        var hashes: Int
        var multiline: Bool
        var parenDepth: Int
    }

    private let bytes: [UInt8]
    private var tokens: [Token] = []
    private var lineStarts: [Int] = [0]
    private var stack: [StringContext] = []
    private var flags: Token.Flags = [.newlineBefore]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 4)
    }

    mutating func run() -> ([Token], [Int]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var cursor = Cursor(base: base, count: buffer.count)
            if cursor.count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { cursor.position = 3 }
            lex(&cursor)
        }
        return (tokens, lineStarts)
    }

    // MARK: - Main loop

    private mutating func lex(_ c: inout Cursor) {
        while true {
            skipTrivia(&c)
            guard c.position < c.count else { return }
            let start = c.position
            let byte = c.base[start]
            if byte == UInt8(ascii: ")"), var context = stack.last {
                if context.parenDepth == 0 {
                    c.position += 1
                    stack.removeLast()
                    continueString(&c, start: start, context: context)
                    continue
                }
                context.parenDepth -= 1
                stack[stack.count - 1] = context
            } else if byte == UInt8(ascii: "("), !stack.isEmpty {
                stack[stack.count - 1].parenDepth += 1
            }
            lexToken(&c, byte)
        }
    }

    private mutating func emit(_ kind: Token.Kind, _ start: Int, _ end: Int, keyword: Keyword = .none, extra: Token.Flags = []) {
        tokens.append(Token(kind: kind, flags: flags.union(extra), keyword: keyword, start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end - start)))
        flags = []
    }

    private mutating func newline(at offset: Int) {
        lineStarts.append(offset + 1)
        flags.insert(.newlineBefore)
    }

    /// Skips spaces and newlines; comments become tokens.
    private mutating func skipTrivia(_ c: inout Cursor) {
        while c.position < c.count {
            switch c.base[c.position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                flags.insert(.spaceBefore)
                c.position += 1
                c.skipSpaceRuns()
            case UInt8(ascii: "\r"):
                flags.insert(.spaceBefore)
                c.position += 1
                if c.peek(0) != UInt8(ascii: "\n") { newline(at: c.position - 1) }
            case UInt8(ascii: "\n"):
                flags.insert(.spaceBefore)
                newline(at: c.position)
                c.position += 1
            case UInt8(ascii: "/") where c.peek(1) == UInt8(ascii: "/"):
                let start = c.position
                while c.position < c.count, c.base[c.position] != UInt8(ascii: "\n"), c.base[c.position] != UInt8(ascii: "\r") { c.position += 1 }
                emit(.lineComment, start, c.position)
                flags.insert(.spaceBefore)
            case UInt8(ascii: "/") where c.peek(1) == UInt8(ascii: "*"):
                lexBlockComment(&c)
                flags.insert(.spaceBefore)
            default:
                return
            }
        }
    }

    private mutating func lexBlockComment(_ c: inout Cursor) {
        let start = c.position
        c.position += 2
        var depth = 1
        while c.position < c.count {
            let byte = c.base[c.position]
            if byte == UInt8(ascii: "*"), c.peek(1) == UInt8(ascii: "/") {
                c.position += 2
                depth -= 1
                if depth == 0 {
                    emit(.blockComment, start, c.position)
                    return
                }
            } else if byte == UInt8(ascii: "/"), c.peek(1) == UInt8(ascii: "*") {
                c.position += 2
                depth += 1
            } else {
                if byte == UInt8(ascii: "\n") { lineStarts.append(c.position + 1) }
                c.position += 1
            }
        }
        emit(.blockComment, start, c.position, extra: .unterminated)
    }

    // MARK: - Tokens

    private mutating func lexToken(_ c: inout Cursor, _ byte: UInt8) {
        let start = c.position
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            c.position += 1
            c.skipIdentifierBytes()
            emit(.identifier, start, c.position, keyword: Keyword.lookup(c.base + start, c.position - start, available: c.count - start))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber(&c)
        case UInt8(ascii: "\""):
            lexString(&c, start: start, hashes: 0)
        case UInt8(ascii: "#"):
            lexPound(&c)
        case UInt8(ascii: "@"): single(&c, .atSign)
        case UInt8(ascii: "("): single(&c, .leftParen)
        case UInt8(ascii: ")"): single(&c, .rightParen)
        case UInt8(ascii: "{"): single(&c, .leftBrace)
        case UInt8(ascii: "}"): single(&c, .rightBrace)
        case UInt8(ascii: "["): single(&c, .leftBracket)
        case UInt8(ascii: "]"): single(&c, .rightBracket)
        case UInt8(ascii: ","): single(&c, .comma)
        case UInt8(ascii: ":"): single(&c, .colon)
        case UInt8(ascii: ";"): single(&c, .semicolon)
        case UInt8(ascii: "\\"): single(&c, .backslash)
        case UInt8(ascii: "`"):
            c.position += 1
            while c.position < c.count, c.base[c.position] != UInt8(ascii: "`"), c.base[c.position] != UInt8(ascii: "\n") { c.position += 1 }
            if c.peek(0) == UInt8(ascii: "`") {
                c.position += 1
                emit(.backtickIdentifier, start, c.position)
            } else {
                emit(.unknown, start, c.position, extra: .unterminated)
            }
        case UInt8(ascii: "$"):
            c.position += 1
            c.skipIdentifierBytes()
            emit(c.position - start > 1 ? .dollarIdentifier : .unknown, start, c.position)
        case UInt8(ascii: "/") where regexMayStart && lexBareRegex(&c):
            return
        case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            lexOperator(&c)
        case 0x80...0xFF:
            let length = c.utf8Length(at: start)
            if length == 0 {
                c.position += 1
                emit(.unknown, start, c.position)
            } else {
                c.position += length
                c.skipIdentifierBytes()
                emit(.identifier, start, c.position)
            }
        default:
            c.position += 1
            emit(.unknown, start, c.position)
        }
    }

    @inline(__always)
    private mutating func single(_ c: inout Cursor, _ kind: Token.Kind) {
        c.position += 1
        emit(kind, c.position - 1, c.position)
    }

    private mutating func lexOperator(_ c: inout Cursor) {
        let start = c.position
        let dotted = c.base[start] == UInt8(ascii: ".")
        c.position += 1
        while c.position < c.count {
            let byte = c.base[c.position]
            let isOperator: Bool
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
                 UInt8(ascii: "?"):
                isOperator = true
            case UInt8(ascii: "/"):
                let next = c.peek(1)
                isOperator = next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
            case UInt8(ascii: "."):
                isOperator = dotted
            default:
                isOperator = false
            }
            guard isOperator else { break }
            c.position += 1
        }
        let length = c.position - start
        if length == 1 {
            switch c.base[start] {
            case UInt8(ascii: "."): emit(.period, start, c.position); return
            case UInt8(ascii: "="): emit(.equal, start, c.position); return
            case UInt8(ascii: "?"): emit(.question, start, c.position); return
            case UInt8(ascii: "!"): emit(.exclaim, start, c.position); return
            default: break
            }
        }
        if length == 2, c.base[start] == UInt8(ascii: "-"), c.base[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, start, c.position)
            return
        }
        // `?` and `!` directly after an expression are postfix; split them off so that
        // `a?.b` and `x!.y` and `T?` read as Swift reads them.
        if length > 1, c.base[start] == UInt8(ascii: "?") || c.base[start] == UInt8(ascii: "!"), !flags.contains(.spaceBefore) {
            c.position = start + 1
            emit(c.base[start] == UInt8(ascii: "?") ? .question : .exclaim, start, c.position)
            return
        }
        emit(.operator, start, c.position)
    }

    private mutating func lexNumber(_ c: inout Cursor) {
        let start = c.position
        let afterPeriod = tokens.last.map { $0.kind == .period && $0.end == start } ?? false
        var isFloat = false
        if c.base[start] == UInt8(ascii: "0"), let radix = c.peek(1), radix == UInt8(ascii: "x") || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
            c.position += 2
            let hex = radix == UInt8(ascii: "x")
            c.skip { $0.isHexDigit || $0 == UInt8(ascii: "_") }
            if hex, !afterPeriod, c.peek(0) == UInt8(ascii: "."), c.peek(1)?.isHexDigit == true {
                isFloat = true
                c.position += 1
                c.skip { $0.isHexDigit || $0 == UInt8(ascii: "_") }
            }
            if hex, c.peek(0) == UInt8(ascii: "p") || c.peek(0) == UInt8(ascii: "P") {
                isFloat = true
                c.skipExponent()
            }
        } else {
            c.skip { $0.isDigit || $0 == UInt8(ascii: "_") }
            if !afterPeriod, c.peek(0) == UInt8(ascii: "."), c.peek(1)?.isDigit == true {
                isFloat = true
                c.position += 1
                c.skip { $0.isDigit || $0 == UInt8(ascii: "_") }
            }
            if !afterPeriod, c.peek(0) == UInt8(ascii: "e") || c.peek(0) == UInt8(ascii: "E") {
                isFloat = true
                c.skipExponent()
            }
        }
        // Letters glued to a number (`12abc`) belong to the bad literal.
        c.skipIdentifierBytes()
        emit(isFloat ? .float : .integer, start, c.position)
    }

    private mutating func lexPound(_ c: inout Cursor) {
        let start = c.position
        var hashes = 0
        while c.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = c.peek(hashes)
        if next == UInt8(ascii: "\"") {
            c.position += hashes
            lexString(&c, start: start, hashes: hashes)
            return
        }
        if next == UInt8(ascii: "/") {
            lexExtendedRegex(&c, hashes: hashes)
            return
        }
        c.position += 1
        guard hashes == 1, let first = next, first.isIdentifierHead else {
            emit(.unknown, start, c.position)
            return
        }
        c.skipIdentifierBytes()
        let name = String(decoding: UnsafeBufferPointer(start: c.base + start + 1, count: c.position - start - 1), as: UTF8.self)
        switch name {
        case "if", "elseif", "else", "endif", "sourceLocation", "warning", "error":
            emit(.poundDirective, start, c.position)
        default:
            emit(.poundKeyword, start, c.position)
        }
    }

    // MARK: - Strings

    /// Lexes a string whose opening `#`s (if any) are before the cursor and whose quote is at it.
    private mutating func lexString(_ c: inout Cursor, start: Int, hashes: Int) {
        var multiline = false
        if c.peek(0) == UInt8(ascii: "\""), c.peek(1) == UInt8(ascii: "\""), c.peek(2) == UInt8(ascii: "\"") {
            multiline = true
            c.position += 3
        } else {
            c.position += 1
        }
        scanStringBody(&c, start: start, context: StringContext(hashes: hashes, multiline: multiline, parenDepth: 0), first: true)
    }

    /// Resumes a string after the `)` of an interpolation.
    private mutating func continueString(_ c: inout Cursor, start: Int, context: StringContext) {
        scanStringBody(&c, start: start, context: StringContext(hashes: context.hashes, multiline: context.multiline, parenDepth: 0), first: false)
    }

    /// Scans string contents until the closing delimiter (emitting `.string` or `.stringTail`)
    /// or an interpolation (emitting `.stringHead` or `.stringMiddle` and pushing the context).
    private mutating func scanStringBody(_ c: inout Cursor, start: Int, context: StringContext, first: Bool) {
        let extra: Token.Flags = context.multiline ? .multiline : []
        while c.position < c.count {
            let byte = c.base[c.position]
            if byte == UInt8(ascii: "\\"), c.matches(UInt8(ascii: "#"), count: context.hashes, at: c.position + 1) {
                let after = c.position + 1 + context.hashes
                if after < c.count, c.base[after] == UInt8(ascii: "(") {
                    c.position = after + 1
                    emit(first ? .stringHead : .stringMiddle, start, c.position, extra: extra)
                    stack.append(context)
                    return
                }
                c.position = min(after + 1, c.count)
                if after < c.count, c.base[after] == UInt8(ascii: "\n") { newline(at: after); flags.remove(.newlineBefore) }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = context.multiline ? 3 : 1
                if c.matches(UInt8(ascii: "\""), count: quotes, at: c.position), c.matches(UInt8(ascii: "#"), count: context.hashes, at: c.position + quotes) {
                    c.position += quotes + context.hashes
                    emit(first ? .string : .stringTail, start, c.position, extra: extra)
                    return
                }
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !context.multiline { break }
                if byte == UInt8(ascii: "\n") { lineStarts.append(c.position + 1) }
            }
            c.position += 1
        }
        emit(first ? .string : .stringTail, start, c.position, extra: extra.union(.unterminated))
    }

    // MARK: - Regex literals

    /// Whether a `/` here can start a regex literal: after an operator, an opening
    /// bracket, a separator, or a keyword that precedes an expression; not after a value.
    private var regexMayStart: Bool {
        guard let last = tokens.last(where: { !$0.isComment }) else { return true }
        switch last.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow, .operator, .stringHead, .stringMiddle:
            return true
        case .identifier:
            switch last.keyword {
            case .return, .case, .in, .where, .if, .guard, .while, .else, .throw, .try, .await, .is, .as, .switch, .repeat:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Lexes `/…/` on one line; returns false (consuming nothing) when it is not a regex.
    private mutating func lexBareRegex(_ c: inout Cursor) -> Bool {
        let start = c.position
        guard let first = c.peek(1), first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), first != UInt8(ascii: "\n"),
              first != UInt8(ascii: "/"), first != UInt8(ascii: "*") else { return false }
        var position = start + 1
        var inClass = false
        while position < c.count {
            let byte = c.base[position]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/"), !inClass {
                guard c.base[position - 1] != UInt8(ascii: " ") else { return false }
                c.position = position + 1
                emit(.regex, start, c.position)
                return true
            }
            position += 1
        }
        return false
    }

    /// Lexes `#/…/#` (any number of `#`), which may span lines.
    private mutating func lexExtendedRegex(_ c: inout Cursor, hashes: Int) {
        let start = c.position
        c.position += hashes + 1
        while c.position < c.count {
            let byte = c.base[c.position]
            if byte == UInt8(ascii: "\\") {
                c.position += 2
                continue
            }
            if byte == UInt8(ascii: "/"), c.matches(UInt8(ascii: "#"), count: hashes, at: c.position + 1) {
                c.position += 1 + hashes
                emit(.regex, start, c.position)
                return
            }
            if byte == UInt8(ascii: "\n") { lineStarts.append(c.position + 1) }
            c.position += 1
        }
        c.position = min(c.position, c.count)
        emit(.regex, start, c.position, extra: .unterminated)
    }
}
