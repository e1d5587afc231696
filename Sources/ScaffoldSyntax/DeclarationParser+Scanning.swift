/// Scanning the parts of declarations: generic clauses, inheritance lists, parameters,
/// types and expressions, with bracket depth (angle brackets counted inside operator
/// tokens, since `>>` closes two).
extension DeclarationParser {
    /// Whether the current token opens a generic clause: a `<` glued to what precedes it.
    func opensAngle() -> Bool {
        guard kind() == .operator, let current = token(), !current.flags.contains(.spaceBefore) else { return false }
        return file.bytes[Int(current.start)] == UInt8(ascii: "<")
    }

    /// The change in angle depth a token brings (`<` +1, `>` -1, `->` 0).
    func angleDelta(_ current: Token) -> Int {
        guard current.kind == .operator else { return 0 }
        var delta = 0
        for offset in Int(current.start)..<current.end {
            switch file.bytes[offset] {
            case UInt8(ascii: "<"): delta += 1
            case UInt8(ascii: ">"): delta -= 1
            default: break
            }
        }
        return delta
    }

    /// Skips a `<…>` group starting at the current token.
    mutating func skipAngles() {
        var depth = 0
        while let current = token() {
            if current.kind == .leftBrace || current.kind == .semicolon { return }
            depth += angleDelta(current)
            position += 1
            if depth <= 0 { return }
        }
    }

    /// The `<…>` clause at the current position, or nil.
    mutating func parseGenericParameters() -> String? {
        guard opensAngle() else { return nil }
        let start = position
        skipAngles()
        return text(from: start, to: position)
    }

    /// `A, B<C>, D` up to `{`, `where`, `=` or the end of the line.
    mutating func parseInheritance() -> [String] {
        var items: [String] = []
        var start = position
        var depth = 0
        while let current = token() {
            if depth == 0 {
                if current.kind == .leftBrace || current.kind == .equal || current.keyword == .where || current.kind == .semicolon || current.kind == .rightBrace { break }
                if position > start, endsStatement(current) { break }
                if current.kind == .comma {
                    items.append(text(from: start, to: position))
                    position += 1
                    start = position
                    continue
                }
            }
            switch current.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            default: depth += angleDelta(current)
            }
            position += 1
        }
        if position > start { items.append(text(from: start, to: position)) }
        return items
    }

    /// Skips a `where` clause.
    mutating func skipWhereClause() {
        guard keyword() == .where else { return }
        position += 1
        var depth = 0
        while let current = token() {
            if depth == 0, current.kind == .leftBrace || current.kind == .equal || current.kind == .semicolon || current.kind == .rightBrace || endsStatement(current) { return }
            switch current.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            default: depth += angleDelta(current)
            }
            position += 1
        }
    }

    /// The parameters between the current `(` and its `)`.
    mutating func parseParameters() -> [Declaration.Parameter] {
        let open = position
        skipBalanced()
        let close = position - 1
        var parameters: [Declaration.Parameter] = []
        var start = open + 1
        var depth = 0
        var colon: Int?
        var equals: Int?
        var index = open + 1
        while index < close {
            let current = tokens[Int(code[index].token)]
            switch current.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .colon where depth == 0 && colon == nil && equals == nil: colon = index
            case .equal where depth == 0 && equals == nil: equals = index
            case .comma where depth == 0:
                appendParameter(from: start, to: index, colon: colon, equals: equals, to: &parameters)
                start = index + 1
                colon = nil
                equals = nil
            default: depth += depth >= 0 ? angleDelta(current) : 0
            }
            index += 1
        }
        appendParameter(from: start, to: close, colon: colon, equals: equals, to: &parameters)
        return parameters
    }

    /// The parameter written between code positions `start` and `end`, whose `:` and `=`
    /// (at its top level) are at `colon` and `equals`.
    func appendParameter(from start: Int, to end: Int, colon: Int?, equals: Int?, to parameters: inout [Declaration.Parameter]) {
        guard end > start else { return }
        let typeStart = colon.map { $0 + 1 } ?? start
        let typeEnd = equals ?? end
        var label: String?
        var name: String?
        if let colon {
            // The first two names before the colon: the label and the parameter's own name.
            var index = start
            while index < colon, name == nil {
                let current = tokens[Int(code[index].token)]
                if current.kind == .identifier || current.kind == .backtickIdentifier {
                    if label == nil { label = file.text(of: current) } else { name = file.text(of: current) }
                }
                index += 1
            }
        }
        let defaultValue = equals.flatMap { $0 + 1 < end ? text(from: $0 + 1, to: end) : nil }
        parameters.append(Declaration.Parameter(label: label, name: name, type: text(from: typeStart, to: typeEnd), token: Int(code[start].token), defaultValue: defaultValue))
    }

    /// A type up to `{`, `,`, `=` (when `stopAtEquals`), `where`, or the end of the statement.
    mutating func scanType(stopAtEquals: Bool) -> String? {
        let start = position
        var depth = 0
        while let current = token() {
            if depth <= 0 {
                if current.kind == .leftBrace || current.kind == .comma || current.kind == .semicolon || current.keyword == .where
                    || current.kind == .rightBrace || current.kind == .rightParen || current.kind == .rightBracket { break }
                if stopAtEquals, current.kind == .equal { break }
                if position > start, endsStatement(current) { break }
            }
            switch current.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            default: depth += angleDelta(current)
            }
            position += 1
        }
        return position > start ? text(from: start, to: position) : nil
    }

    /// Skips an expression: to a `,` or `;` at depth 0, to an unbalanced closing bracket,
    /// to a line that starts something new, or to an accessor block (`{ didSet …`).
    mutating func skipExpression() {
        let start = position
        while let current = token() {
            if position > start, endsStatement(current) { return }
            switch current.kind {
            case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace:
                return
            case .leftBrace:
                let next = keyword(1)
                if next == .didSet || next == .willSet || next == .get || next == .set { return }
                skipBalanced()
            case .leftParen, .leftBracket:
                skipBalanced()
            case .operator where position > start && opensAngle() && kind(-1) == .identifier:
                // `Dictionary<String, Int>()`: a generic argument list, whose commas do not
                // separate bindings.
                if !skipGenericArguments() { position += 1 }
            default:
                position += 1
            }
        }
    }

    /// Skips the `<…>` at the current position when it reads as generic arguments (names,
    /// `.`, `,`, `?`, `!`, brackets, parentheses and arrows only, closed by a `>` followed by
    /// `(`, `.`, `)`, `]`, `,` or the end of the statement); returns whether it did.
    mutating func skipGenericArguments() -> Bool {
        var depth = 0
        var index = 0
        var brackets = 0
        while let current = token(index) {
            switch current.kind {
            case .operator:
                for offset in Int(current.start)..<current.end {
                    switch file.bytes[offset] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"): depth -= 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
                    default: return false
                    }
                }
                if depth == 0 {
                    let next = token(index + 1)
                    let fits = next.map { [.leftParen, .period, .rightParen, .rightBracket, .comma].contains($0.kind) || endsStatement($0) } ?? true
                    guard fits else { return false }
                    position += index + 1
                    return true
                }
                if depth < 0 { return false }
            case .identifier, .backtickIdentifier, .period, .comma, .question, .exclaim, .arrow, .colon:
                break
            case .leftBracket, .leftParen: brackets += 1
            case .rightBracket, .rightParen:
                brackets -= 1
                if brackets < 0 { return false }
            default:
                return false
            }
            index += 1
            if index > 64 { return false }
        }
        return false
    }
}
