/// A token that is not a comment, as the parser sees it: 32-bit positions, half the memory
/// traffic of `Int`.
package struct CodeToken: BitwiseCopyable {
    /// Its index in `tokens`.
    package var token: Int32
    /// The position in the code list just past its bracketed group: past the matching
    /// closing bracket for an opening one (the end for an unclosed one), the next position
    /// for any other token.
    package var groupEnd: Int32
}

/// What lexing a file produces.
struct LexedSource {
    /// Every token, comments included.
    var tokens: [Token]
    /// The offset at which each line starts.
    var lineStarts: [Int]
    /// The tokens that are not comments.
    var code: [CodeToken]
    /// The indexes of the comments in `tokens`.
    var comments: [Int32]
    /// The positions in `code` of the `(` right after a name (see `SourceFile.calls`).
    var calls: [Int32]

    /// Nothing lexed: one line, no tokens.
    static let empty = LexedSource(tokens: [], lineStarts: [0], code: [], comments: [], calls: [])
}

/// Turns UTF-8 bytes into tokens in one pass. A cursor walks the bytes; an explicit stack
/// remembers, for each string whose interpolation is open, how to resume it and how many
/// parentheses deep the code inside is, so nesting has no limit and no recursion. A second
/// stack matches brackets as they come, so the parser skips a body in one step.
///
/// The lexer never fails: an unterminated string or comment is flagged and ends at the
/// end of its line or file, and bytes that are not Swift become `.unknown` tokens.
struct Lexer: ~Copyable {
    private struct StringContext {
        var hashes: Int
        var multiline: Bool
        var parenDepth: Int
    }

    private var c: Cursor
    private let keywords: KeywordMatcher
    private var tokens: OutputBuffer<Token>
    private var lineStarts: OutputBuffer<Int>
    private var code: OutputBuffer<CodeToken>
    /// The indexes of the comments among the tokens (few: a buffer of its own that grows).
    private var comments = OutputBuffer<Int32>(capacity: 64)
    /// The positions in `code` of each `(` that comes right after a name (a buffer of its
    /// own that grows: about one token in ten).
    private var calls = OutputBuffer<Int32>(capacity: 256)
    /// Positions in `code` of the opening brackets not closed yet.
    private var openBrackets = OutputBuffer<Int32>(capacity: 64)
    private var stack: [StringContext] = []
    private var flags: Token.Flags = [.newlineBefore]

    private init(cursor: Cursor, keywords: KeywordMatcher, tokens: consuming OutputBuffer<Token>, code: consuming OutputBuffer<CodeToken>,
                 lineStarts: consuming OutputBuffer<Int>) {
        c = cursor
        self.keywords = keywords
        self.tokens = tokens
        self.code = code
        self.lineStarts = lineStarts
        self.lineStarts.append(0)
    }

    /// Lexes `bytes`. Real code has a token every six to eight bytes and a line every 30 or
    /// so; the tokens are written straight into arrays with room for one every four bytes
    /// and a line every twelve (no file of IceCubesApp, CodeEdit or the fixtures needs
    /// more), so nothing is copied afterwards. Denser input overflows them and is lexed
    /// again with room for a token and a line per byte, which no input can exceed.
    static func lex(_ bytes: [UInt8]) -> LexedSource {
        guard !bytes.isEmpty else { return .empty }
        return lex(bytes, tokens: bytes.count / 4 + 16, lines: bytes.count / 12 + 16)
            ?? lex(bytes, tokens: bytes.count + 2, lines: bytes.count + 2)!
    }

    /// Lexes `bytes` into arrays of the given capacities, or returns nil when they are too small.
    private static func lex(_ bytes: [UInt8], tokens tokenCapacity: Int, lines lineCapacity: Int) -> LexedSource? {
        var overflowed = false
        var code: [CodeToken] = []
        var comments: [Int32] = []
        var calls: [Int32] = []
        var lineStarts: [Int] = []
        let tokens = [Token](unsafeUninitializedCapacity: tokenCapacity) { tokenMemory, tokenCount in
            code = [CodeToken](unsafeUninitializedCapacity: tokenCapacity) { codeMemory, codeCount in
                lineStarts = [Int](unsafeUninitializedCapacity: lineCapacity) { lineMemory, lineCount in
                    ByteClass.table.withUnsafeBufferPointer { classes in
                        KeywordTable.shared.withMatcher { keywords in
                            bytes.withUnsafeBufferPointer { buffer in
                                var cursor = Cursor(base: buffer.baseAddress!, count: buffer.count, classes: classes.baseAddress!)
                                if cursor.count >= 3, cursor.base[0] == 0xEF, cursor.base[1] == 0xBB, cursor.base[2] == 0xBF { cursor.position = 3 }
                                var lexer = Lexer(cursor: cursor, keywords: keywords, tokens: OutputBuffer(lending: tokenMemory),
                                                  code: OutputBuffer(lending: codeMemory), lineStarts: OutputBuffer(lending: lineMemory))
                                lexer.lex()
                                lexer.closeOpenGroups()
                                overflowed = lexer.tokens.overflowed || lexer.code.overflowed || lexer.lineStarts.overflowed
                                tokenCount = overflowed ? 0 : lexer.tokens.count
                                codeCount = overflowed ? 0 : lexer.code.count
                                lineCount = overflowed ? 0 : lexer.lineStarts.count
                                comments = overflowed ? [] : lexer.comments.elements
                                calls = overflowed ? [] : lexer.calls.elements
                            }
                        }
                    }
                }
            }
        }
        return overflowed ? nil : LexedSource(tokens: tokens, lineStarts: lineStarts, code: code, comments: comments, calls: calls)
    }

    /// Groups still open at the end of the file run to its end.
    private mutating func closeOpenGroups() {
        while let open = openBrackets.last {
            _ = openBrackets.removeLast()
            code[Int(open)].groupEnd = Int32(truncatingIfNeeded: code.count)
        }
    }

    // MARK: - Main loop

    /// The main loop: one table lookup and one jump per token or run of spaces, so that
    /// varied real code costs few mispredicted branches.
    private mutating func lex() {
        while c.position < c.count {
            WorkCounter.add()
            let start = c.position
            let byte = c.base[start]
            switch c.action(of: byte) {
            case .name:
                c.position += 1
                c.skipIdentifierBytes()
                let keyword = keywords.keyword(c.base + start, c.position - start, available: c.count - start)
                emit(.identifier, start, c.position, keyword: keyword)
            case .space:
                flags.insert(.spaceBefore)
                c.position += 1
                c.skipSpaceRuns()
            case .newline:
                flags.insert(.spaceBefore)
                newline(at: start)
                c.position += 1
                // The indentation that nearly always follows, without another trip through the switch.
                if c.position < c.count, c.base[c.position] == UInt8(ascii: " ") { c.skipSpaceRuns() }
            case .blank:
                flags.insert(.spaceBefore)
                c.position += 1
            case .carriageReturn:
                flags.insert(.spaceBefore)
                c.position += 1
                if c.peek(0) != UInt8(ascii: "\n") { newline(at: start) }
            case .slash:
                lexSlash()
            case .leftParen:
                if !stack.isEmpty { stack[stack.count - 1].parenDepth += 1 }
                if let last = tokens.last, last.kind == .identifier { calls.append(Int32(truncatingIfNeeded: code.count)) }
                open(.leftParen)
            case .rightParen:
                if !stack.isEmpty, endsInterpolation() { continue }
                close(.rightParen)
            case .leftBrace: open(.leftBrace)
            case .rightBrace: close(.rightBrace)
            case .leftBracket: open(.leftBracket)
            case .rightBracket: close(.rightBracket)
            case .atSign: single(.atSign)
            case .comma:
                single(.comma)
                skipOneSpace()
            case .colon:
                single(.colon)
                skipOneSpace()
            case .semicolon: single(.semicolon)
            case .backslash: single(.backslash)
            case .digit: lexNumber()
            case .quote: lexString(start: start, hashes: 0)
            case .pound: lexPound()
            case .backtick: lexBacktick()
            case .dollar:
                c.position += 1
                c.skipIdentifierBytes()
                emit(c.position - start > 1 ? .dollarIdentifier : .unknown, start, c.position)
            case .period:
                // `.name`, the most common operator in SwiftUI code, without the operator loop.
                if let next = c.peek(1), c.isClass(next, ByteClass.identifierBody) {
                    single(.period)
                } else {
                    lexOperator()
                }
            case .operatorHead: lexOperator()
            case .nonASCII:
                let length = c.utf8Length(at: start)
                if length == 0 {
                    c.position += 1
                    emit(.unknown, start, c.position)
                } else {
                    c.position += length
                    c.skipIdentifierBytes()
                    emit(.identifier, start, c.position)
                }
            case .unknown:
                c.position += 1
                emit(.unknown, start, c.position)
            }
        }
    }

    /// A `)` while a string's interpolation is open: either it closes a parenthesis inside
    /// the interpolation (false: it is an ordinary token) or it ends the interpolation and
    /// the string goes on (true: lexed here).
    @inline(never)
    private mutating func endsInterpolation() -> Bool {
        var context = stack[stack.count - 1]
        if context.parenDepth > 0 {
            context.parenDepth -= 1
            stack[stack.count - 1] = context
            return false
        }
        let start = c.position
        c.position += 1
        stack.removeLast()
        scanStringBody(start: start, context: context, first: false)
        return true
    }

    /// `//` and `/* */` comments, a regex literal where one may start, or an operator.
    @inline(never)
    private mutating func lexSlash() {
        let next = c.peek(1)
        if next == UInt8(ascii: "/") {
            let start = c.position
            c.skipToEndOfLine()
            emit(.lineComment, start, c.position)
            flags.insert(.spaceBefore)
        } else if next == UInt8(ascii: "*") {
            lexBlockComment()
            flags.insert(.spaceBefore)
        } else if !(regexMayStart && lexBareRegex()) {
            lexOperator()
        }
    }

    @inline(never)
    private mutating func lexBacktick() {
        let start = c.position
        c.position += 1
        while c.position < c.count, c.base[c.position] != UInt8(ascii: "`"), c.base[c.position] != UInt8(ascii: "\n") { c.position += 1 }
        if c.peek(0) == UInt8(ascii: "`") {
            c.position += 1
            emit(.backtickIdentifier, start, c.position)
        } else {
            emit(.unknown, start, c.position, extra: .unterminated)
        }
    }

    @inline(__always)
    private mutating func emit(_ kind: Token.Kind, _ start: Int, _ end: Int, keyword: Keyword = .none, extra: Token.Flags = []) {
        if kind != .lineComment, kind != .blockComment {
            code.append(CodeToken(token: Int32(truncatingIfNeeded: tokens.count), groupEnd: Int32(truncatingIfNeeded: code.count + 1)))
        } else {
            comments.append(Int32(truncatingIfNeeded: tokens.count))
        }
        tokens.append(Token(kind: kind, flags: flags.union(extra), keyword: keyword, start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end - start)))
        flags = []
    }

    @inline(__always)
    private mutating func newline(at offset: Int) {
        lineStarts.append(offset + 1)
        flags.insert(.newlineBefore)
    }

    /// Records a line that ends inside a comment, string or regex at `offset`: after a
    /// `\n`, or after a `\r` that no `\n` follows (the main loop counts lines the same way).
    @inline(__always)
    private mutating func lineBreak(at offset: Int) {
        let byte = c.base[offset]
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 >= c.count || c.base[offset + 1] != UInt8(ascii: "\n"))) {
            lineStarts.append(offset + 1)
        }
    }

    @inline(never)
    private mutating func lexBlockComment() {
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
                lineBreak(at: c.position)
                c.position += 1
            }
        }
        emit(.blockComment, start, c.position, extra: .unterminated)
    }

    // MARK: - Tokens

    /// The space that nearly always follows a `,` or `:`: taken here, where the branch is
    /// predictable, rather than through the switch.
    @inline(__always)
    private mutating func skipOneSpace() {
        if c.position < c.count, c.base[c.position] == UInt8(ascii: " ") {
            flags.insert(.spaceBefore)
            c.position += 1
        }
    }

    @inline(__always)
    private mutating func single(_ kind: Token.Kind) {
        c.position += 1
        emit(kind, c.position - 1, c.position)
    }

    /// An opening bracket: remembered until its closing one comes.
    @inline(__always)
    private mutating func open(_ kind: Token.Kind) {
        openBrackets.append(Int32(truncatingIfNeeded: code.count))
        single(kind)
    }

    /// A closing bracket: the group of the innermost open bracket (whatever its kind, as
    /// the parser counts depth) ends after it.
    @inline(__always)
    private mutating func close(_ kind: Token.Kind) {
        single(kind)
        if openBrackets.count > 0 {
            code[Int(openBrackets.removeLast())].groupEnd = Int32(truncatingIfNeeded: code.count)
        }
    }

    private mutating func lexOperator() {
        let start = c.position
        let dotted = c.base[start] == UInt8(ascii: ".")
        c.position += 1
        while c.position < c.count {
            let byte = c.base[c.position]
            if c.isClass(byte, ByteClass.operatorBody) {
                c.position += 1
            } else if byte == UInt8(ascii: "/") {
                let next = c.peek(1)
                guard next != UInt8(ascii: "/"), next != UInt8(ascii: "*") else { break }
                c.position += 1
            } else if byte == UInt8(ascii: "."), dotted {
                c.position += 1
            } else {
                break
            }
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

    @inline(never)
    private mutating func lexNumber() {
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

    @inline(never)
    private mutating func lexPound() {
        let start = c.position
        var hashes = 0
        while c.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = c.peek(hashes)
        if next == UInt8(ascii: "\"") {
            c.position += hashes
            lexString(start: start, hashes: hashes)
            return
        }
        if next == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes)
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
    @inline(never)
    private mutating func lexString(start: Int, hashes: Int) {
        var multiline = false
        if c.peek(0) == UInt8(ascii: "\""), c.peek(1) == UInt8(ascii: "\""), c.peek(2) == UInt8(ascii: "\"") {
            multiline = true
            c.position += 3
        } else {
            c.position += 1
        }
        scanStringBody(start: start, context: StringContext(hashes: hashes, multiline: multiline, parenDepth: 0), first: true)
    }

    /// Scans string contents until the closing delimiter (emitting `.string` or `.stringTail`)
    /// or an interpolation (emitting `.stringHead` or `.stringMiddle` and pushing the context).
    private mutating func scanStringBody(start: Int, context: StringContext, first: Bool) {
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
                if after < c.count { lineBreak(at: after) }
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
                lineBreak(at: c.position)
            }
            c.position += 1
        }
        emit(first ? .string : .stringTail, start, c.position, extra: extra.union(.unterminated))
    }

    // MARK: - Regex literals

    /// Whether a `/` here can start a regex literal: after an operator, an opening
    /// bracket, a separator, or a keyword that precedes an expression; not after a value.
    private var regexMayStart: Bool {
        guard let index = code.last?.token else { return true }
        let last = tokens[Int(index)]
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
    private mutating func lexBareRegex() -> Bool {
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
    private mutating func lexExtendedRegex(hashes: Int) {
        let start = c.position
        c.position += hashes + 1
        while c.position < c.count {
            let byte = c.base[c.position]
            if byte == UInt8(ascii: "\\") {
                if c.position + 1 < c.count { lineBreak(at: c.position + 1) }
                c.position += 2
                continue
            }
            if byte == UInt8(ascii: "/"), c.matches(UInt8(ascii: "#"), count: hashes, at: c.position + 1) {
                c.position += 1 + hashes
                emit(.regex, start, c.position)
                return
            }
            lineBreak(at: c.position)
            c.position += 1
        }
        c.position = min(c.position, c.count)
        emit(.regex, start, c.position, extra: .unterminated)
    }
}
