import ScaffoldSupport
import ScaffoldSyntax

/// Token-level reading of the small pieces of code the screen model needs: call arguments,
/// `case` patterns, and the statements of a case body. It works on the tokens the lexer
/// made, skipping comments, and never guesses: what it cannot read it reports as nil.
public struct CodeReading: Sendable {
    /// The file read.
    public let file: SourceFile
    /// The indexes of its tokens that are not comments, in order.
    package let code: [Int]

    /// Reading over `file`.
    public init(_ file: SourceFile) {
        self.file = file
        code = file.tokens.indices.filter { !file.tokens[$0].isComment }
    }

    /// One argument of a call: its label (nil without one), its source text, and its tokens.
    public struct Argument: Sendable, Equatable {
        /// The label, or nil.
        public var label: String?
        /// The expression's text.
        public var text: String
        /// The index of its first token (the label's, when there is one).
        public var first: Int
        /// The index of its last token.
        public var last: Int
    }

    /// The position in `code` of token `index`, or nil for a comment.
    package func position(of index: Int) -> Int? {
        var low = 0, high = code.count
        while low < high {
            let middle = (low + high) / 2
            if code[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < code.count && code[low] == index ? low : nil
    }

    /// The kind of the code token at position `at`, nil outside the body.
    package func kind(_ at: Int) -> Token.Kind? { at >= 0 && at < code.count ? file.tokens[code[at]].kind : nil }
    /// The text of the code token at position `at`, empty outside the body.
    package func text(_ at: Int) -> String { at >= 0 && at < code.count ? file.text(of: file.tokens[code[at]]) : "" }
    /// A few texts a token may spell, made ready to compare with a token's bytes. They are
    /// ASCII without `K`, `;` or `` ` ``: the only ASCII characters that a character of other
    /// bytes equals (the Kelvin sign, the Greek question mark, the Greek varia), so that
    /// equal bytes are what equal strings are.
    package struct Spellings: Sendable {
        /// The texts, in order.
        let texts: [String]
        /// Their bytes.
        let bytes: [[UInt8]]
        /// Bit `n` is set when a text is `n` bytes long (texts of 64 bytes or more: never matched).
        let lengths: UInt64

        /// `texts` made ready to compare with tokens' bytes.
        package init(_ texts: [String]) {
            precondition(texts.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") } },
                         "spellings compared by bytes are ASCII without K, ; or `")
            self.texts = texts
            bytes = texts.map { Array($0.utf8) }
            lengths = bytes.reduce(0) { $1.count < 64 ? $0 | 1 << UInt64($1.count) : $0 }
        }
    }

    /// The first of `spellings` that the code token at position `at` spells, compared by
    /// bytes (no string is made for a token that spells none), or nil.
    package func text(_ at: Int, among spellings: Spellings) -> String? {
        guard at >= 0 && at < code.count else { return nil }
        let token = file.tokens[code[at]]
        let length = Int(token.length)
        guard length < 64, spellings.lengths >> UInt64(length) & 1 == 1 else { return nil }
        let spelled = file.bytes[Int(token.start)..<token.end]
        return spellings.bytes.indices.first { spellings.bytes[$0].count == length && spelled.elementsEqual(spellings.bytes[$0]) }.map { spellings.texts[$0] }
    }

    /// Whether the code token at position `at` is a name.
    package func isName(_ at: Int) -> Bool { kind(at) == .identifier || kind(at) == .backtickIdentifier }

    /// The arguments of the call whose `(` is the token `open`, and the token of its `)`.
    public func arguments(openingAt open: Int) -> (arguments: [Argument], close: Int)? {
        guard let start = position(of: open), kind(start) == .leftParen else { return nil }
        var arguments: [Argument] = []
        var depth = 0
        var itemStart = start + 1
        var at = start + 1
        func finish(_ end: Int) {
            guard end > itemStart else { return }
            var label: String?
            var valueStart = itemStart
            if isName(itemStart), kind(itemStart + 1) == .colon, end > itemStart + 2 {
                label = text(itemStart)
                valueStart = itemStart + 2
            }
            arguments.append(Argument(label: label, text: file.text(from: file.tokens[code[valueStart]], through: file.tokens[code[end - 1]]),
                                      first: code[itemStart], last: code[end - 1]))
        }
        while at < code.count {
            switch kind(at) {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 {
                    finish(at)
                    return (arguments, code[at])
                }
                depth -= 1
            case .comma where depth == 0:
                finish(at)
                itemStart = at + 1
            default: break
            }
            at += 1
        }
        return nil
    }

    /// A `case` pattern's enum case name and the names it binds, in order (nil for an
    /// element bound to `_` or matched by value); nil for a pattern scaffold does not read
    /// (a `where` clause, a nested pattern, several cases).
    public static func casePattern(_ pattern: String) -> (name: String, bindings: [String?])? {
        // A pattern of plain ASCII (no carriage return: every character one byte) is read as
        // bytes: a map of 8,000 screens reads 32,000 patterns, and reading them as strings
        // was 9% of its work. Any other pattern is read by characters.
        let bytes = Array(pattern.utf8)
        guard ByteSearch.isPlainText(bytes) else { return casePatternByCharacters(pattern) }
        return casePattern(plainBytes: bytes)
    }

    /// `casePattern` of the bytes of a pattern of plain ASCII: the same steps as
    /// `casePatternByCharacters`, on ranges of the bytes.
    static func casePattern(plainBytes bytes: [UInt8]) -> (name: String, bindings: [String?])? {
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
            var start = range.lowerBound, end = range.upperBound
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            return start..<end
        }
        func hasPrefix(_ range: Range<Int>, _ prefix: String) -> Bool {
            range.count >= prefix.utf8.count && bytes[range.lowerBound..<(range.lowerBound + prefix.utf8.count)].elementsEqual(prefix.utf8)
        }
        func bindingPrefix(_ range: Range<Int>) -> Bool { hasPrefix(range, "let ") || hasPrefix(range, "var ") }
        var range = trimmed(0..<bytes.count)
        var bindAll = false
        if bindingPrefix(range) {
            bindAll = true
            range = trimmed((range.lowerBound + 4)..<range.upperBound)
        }
        let clause = Array(" where ".utf8)
        let hasWhere = range.count >= clause.count
            && (range.lowerBound...(range.upperBound - clause.count)).contains { bytes[$0..<($0 + clause.count)].elementsEqual(clause) }
        guard range.first.map({ bytes[$0] == UInt8(ascii: ".") }) == true, !hasWhere else { return nil }
        range = (range.lowerBound + 1)..<range.upperBound
        guard let open = range.first(where: { bytes[$0] == UInt8(ascii: "(") }) else {
            let name = text(range)
            return SwiftName.isIdentifier(name) ? (name, []) : nil
        }
        let name = text(range.lowerBound..<open)
        guard SwiftName.isIdentifier(name), bytes[range.upperBound - 1] == UInt8(ascii: ")") else { return nil }
        let inner = (open + 1)..<(range.upperBound - 1)
        // The elements at the top level, as `TypeText.splitTopLevel` splits them at commas.
        var elements: [Range<Int>] = []
        if inner.contains(where: { bytes[$0] != 0x20 && bytes[$0] != 0x09 }) {
            var depth = 0, inString = false, start = inner.lowerBound
            var previous: UInt8?
            for index in inner {
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || (byte == UInt8(ascii: ">") && previous != UInt8(ascii: "-")) {
                    depth -= 1
                } else if byte == UInt8(ascii: ","), depth == 0 {
                    elements.append(start..<index)
                    start = index + 1
                }
                previous = byte
            }
            elements.append(start..<inner.upperBound)
        }
        var bindings: [String?] = []
        for element in elements {
            var part = trimmed(element)
            // `label: let value`
            if let colon = part.first(where: { bytes[$0] == UInt8(ascii: ":") }), SwiftName.isIdentifier(text(trimmed(part.lowerBound..<colon))) {
                part = trimmed((colon + 1)..<part.upperBound)
            }
            if bindingPrefix(part) {
                let bound = text(trimmed((part.lowerBound + 4)..<part.upperBound))
                guard SwiftName.isIdentifier(bound) else { return nil }
                bindings.append(bound)
            } else if part.count == 1, bytes[part.lowerBound] == UInt8(ascii: "_") {
                bindings.append(nil)
            } else if bindAll, SwiftName.isIdentifier(text(part)) {
                bindings.append(text(part))
            } else {
                return nil
            }
        }
        return (name, bindings)
    }

    /// `casePattern` read by characters: the reference, and the reading of patterns that
    /// are not plain ASCII.
    static func casePatternByCharacters(_ pattern: String) -> (name: String, bindings: [String?])? {
        var text = pattern.trimmingCharacters()
        var bindAll = false
        if text.hasPrefix("let ") || text.hasPrefix("var ") {
            bindAll = true
            text = String(text.dropFirst(4)).trimmingCharacters()
        }
        guard text.hasPrefix("."), !text.contains(" where ") else { return nil }
        text.removeFirst()
        guard let open = text.firstIndex(of: "(") else {
            return SwiftName.isIdentifier(text) ? (text, []) : nil
        }
        let name = String(text[..<open])
        guard SwiftName.isIdentifier(name), text.hasSuffix(")") else { return nil }
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var bindings: [String?] = []
        for element in inner.trimmingSpaces().isEmpty ? [] : TypeText.splitTopLevel(inner, separator: ",").map(\.text) {
            var part = element.trimmingCharacters()
            // `label: let value`
            if let colon = part.firstIndex(of: ":"), SwiftName.isIdentifier(String(part[..<colon]).trimmingCharacters()) {
                part = String(part[part.index(after: colon)...]).trimmingCharacters()
            }
            if part.hasPrefix("let ") || part.hasPrefix("var ") {
                part = String(part.dropFirst(4)).trimmingCharacters()
                guard SwiftName.isIdentifier(part) else { return nil }
                bindings.append(part)
            } else if part == "_" {
                bindings.append(nil)
            } else if bindAll, SwiftName.isIdentifier(part) {
                bindings.append(part)
            } else {
                return nil
            }
        }
        return (name, bindings)
    }

    /// The positions in `code` of the code tokens in `range` (a body's token range).
    package func positions(in range: Range<Int>) -> [Int] {
        var low = 0, high = code.count
        while low < high {
            let middle = (low + high) / 2
            if code[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        while low < code.count, code[low] < range.upperBound {
            result.append(low)
            low += 1
        }
        return result
    }

    /// A call `[self.]receiver.method(.name(args))` or `[self.]method(.name(args))` making up
    /// all of `positions`, with `label:` before the case when `label` is given: the case
    /// name and its argument texts. Nil for anything else.
    package func caseCall(_ positions: [Int], receiver: String?, method: String, label: String? = nil) -> (name: String, arguments: [Argument])? {
        var at = 0
        if text(positions.first ?? -1) == "self", kind(positions.count > 1 ? positions[1] : -1) == .period { at = 2 }
        if let receiver {
            guard at + 1 < positions.count, text(positions[at]) == receiver, kind(positions[at + 1]) == .period else { return nil }
            at += 2
        }
        guard at + 1 < positions.count, text(positions[at]) == method, kind(positions[at + 1]) == .leftParen else { return nil }
        if let label {
            guard at + 3 < positions.count, text(positions[at + 2]) == label, kind(positions[at + 3]) == .colon else { return nil }
            at += 2
        }
        guard at + 3 < positions.count, kind(positions[at + 2]) == .period, isName(positions[at + 3]) else { return nil }
        let name = text(positions[at + 3])
        var next = at + 4
        var arguments: [Argument] = []
        if next < positions.count, kind(positions[next]) == .leftParen {
            guard let parsed = self.arguments(openingAt: code[positions[next]]) else { return nil }
            arguments = parsed.arguments
            guard let close = positions.firstIndex(where: { code[$0] == parsed.close }) else { return nil }
            next = close + 1
        }
        // The call's own `)`, and nothing after it.
        guard next == positions.count - 1, kind(positions[next]) == .rightParen else { return nil }
        return (name, arguments)
    }
}

extension String {
    /// The string without spaces, tabs and line ends at either end.
    package func trimmingCharacters() -> String {
        var result = Substring(self)
        while let first = result.first, first == " " || first == "\t" || first == "\n" || first == "\r" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\n" || last == "\r" { result = result.dropLast() }
        return String(result)
    }
}
