/// The light structure of a function body that rules need, read in one linear pass over
/// its tokens: `switch` statements and their `case` labels, calls, assignments and type
/// constructions. Nested closures and nested switches are included.
public struct BodyStructure: Sendable {
    /// A `switch` statement.
    public struct Switch: Sendable {
        /// The index of the `switch` token.
        public var token: Int
        /// The subject's text.
        public var subject: String
        /// Its labels, in order.
        public var cases: [Case]
    }

    /// A `case` or `default` label and the statements under it.
    public struct Case: Sendable {
        /// The index of the `case` or `default` token.
        public var token: Int
        /// Each comma-separated pattern's text (`.a(let x)`, `.b where y`); empty for `default`.
        public var patterns: [String]
        /// Whether this is `default:` (or `@unknown default:`).
        public var isDefault: Bool
        /// The indexes of the tokens of its statements.
        public var bodyRange: Range<Int>
        /// How many braces opened in the range are still open at its token.
        public var depth = 0
    }

    /// A call `name(…)`, with what it is called on.
    public struct Call: Sendable {
        /// The index of the name token.
        public var token: Int
        /// The receiver chain (`viewModel`, `self.viewModel`), or nil for a plain call.
        public var receiver: String?
        /// The called name.
        public var name: String
        /// Whether it is `receiver.name { … }`, a trailing closure without parentheses:
        /// a call, or a property before the brace of `if`, `while` or `switch`.
        public var isTrailingClosureOnly = false
        /// How many braces opened in the range are still open at its token: a call inside
        /// a closure is deeper than the statements around the closure.
        public var depth = 0
    }

    /// An assignment `target = …` or `target op= …`.
    public struct Assignment: Sendable {
        /// The index of the first token of the target.
        public var token: Int
        /// The target without a leading `self.` (`username`, `state.items`).
        public var target: String
        /// How many braces opened in the range are still open at its token.
        public var depth = 0
    }

    /// A construction `TypeName(…)`: an UpperCamelCase name called directly.
    public struct Construction: Sendable {
        /// The index of the type name token.
        public var token: Int
        /// The type's name.
        public var typeName: String
    }

    /// The switches, in order of their `switch` token.
    public var switches: [Switch] = []
    /// The calls, in order.
    public var calls: [Call] = []
    /// The assignments, in order.
    public var assignments: [Assignment] = []
    /// The constructions, in order.
    public var constructions: [Construction] = []

    /// Reads the structure of the tokens in `range` of `file`.
    public init(file: SourceFile, range: Range<Int>) {
        let tokens = file.tokens
        // A constant: the functions below capture it, and a captured variable would be
        // boxed and checked for exclusivity at run time on every read.
        let code = CodeWindow(file: file, range: range)
        var open: [(index: Int, depth: Int, subject: String, cases: [Case])] = []
        var depth = 0
        var position = 0

        func kind(_ at: Int) -> Token.Kind? { at >= 0 && at < code.count ? tokens[code[at]].kind : nil }
        func word(_ at: Int) -> Keyword { at >= 0 && at < code.count ? tokens[code[at]].keyword : .none }
        func text(_ at: Int) -> String { file.text(of: tokens[code[at]]) }
        /// Ends the open switch's last case at `end`, in place (a copy of the switch would
        /// copy its cases each time: quadratic in their number). `open` is passed, not
        /// captured: a captured variable is boxed, and every access to it in the loop below
        /// would be checked for exclusivity at run time.
        func closeCase(_ open: inout [(index: Int, depth: Int, subject: String, cases: [Case])], at end: Int) {
            guard let top = open.indices.last, let last = open[top].cases.indices.last else { return }
            let lower = open[top].cases[last].bodyRange.lowerBound
            open[top].cases[last].bodyRange = lower..<max(lower, end)
        }
        /// Whether the token at `at` is optional chaining's `?` or a force unwrap's `!`
        /// right after a name (`viewModel?.load()`).
        func isUnwrap(_ at: Int) -> Bool {
            (kind(at) == .question || kind(at) == .exclaim) && !tokens[code[at]].flags.contains(.spaceBefore)
        }
        /// The receiver chain that ends just before the `.` at `period`, without the `?` and
        /// `!` of optional chaining (`viewModel?.items` is `viewModel.items`).
        func isName(_ at: Int) -> Bool {
            let kind = kind(at)
            return kind == .identifier || kind == .backtickIdentifier || kind == .dollarIdentifier
        }
        // Whether the code tokens `first...last` touch one another in the bytes (`a.b.c`,
        // no space, comment or `?` between): their text is then one slice of the file.
        func touching(_ first: Int, _ last: Int) -> Bool {
            guard first < last else { return true }
            for at in first..<last where tokens[code[at]].end != Int(tokens[code[at + 1]].start) || isUnwrap(at + 1) { return false }
            return true
        }
        func slice(_ first: Int, _ last: Int) -> String {
            String(decoding: file.bytes[Int(tokens[code[first]].start)..<tokens[code[last]].end], as: UTF8.self)
        }
        func receiver(endingBefore period: Int) -> String? {
            // The common case, `self.items.append(…)`: the names are one slice of the bytes.
            var last = period - 1
            while last >= 0, isUnwrap(last) { last -= 1 }
            guard last >= 0, isName(last) else { return nil }
            var first = last
            while kind(first - 1) == .period, !tokens[code[first]].flags.contains(.newlineBefore), first >= 2, isName(first - 2) { first -= 2 }
            let stops = first >= 2 && kind(first - 1) == .period && !tokens[code[first]].flags.contains(.newlineBefore) && isUnwrap(first - 2)
            if !stops, touching(first, last) { return slice(first, last) }
            var parts: [String] = []
            var at = period - 1
            while at >= 0, isUnwrap(at) { at -= 1 }
            while at >= 0, kind(at) == .identifier || kind(at) == .backtickIdentifier || kind(at) == .dollarIdentifier {
                parts.append(text(at))
                guard kind(at - 1) == .period, !tokens[code[at]].flags.contains(.newlineBefore) else { break }
                at -= 2
                while at >= 0, isUnwrap(at) { at -= 1 }
            }
            return parts.isEmpty ? nil : parts.reversed().joined(separator: ".")
        }

        while position < code.count {
            let token = tokens[code[position]]
            switch token.kind {
            case .leftBrace:
                depth += 1
                // `items.removeAll { … }`: a call with only a trailing closure.
                if position > 1, kind(position - 1) == .identifier, word(position - 1) == .none, kind(position - 2) == .period,
                   !token.flags.contains(.newlineBefore) {
                    calls.append(Call(token: code[position - 1], receiver: receiver(endingBefore: position - 2), name: text(position - 1), isTrailingClosureOnly: true,
                                      depth: depth - 1))
                }
            case .rightBrace:
                if !open.isEmpty, open[open.count - 1].depth == depth {
                    closeCase(&open, at: code[position])
                    let finished = open.removeLast()
                    switches.append(Switch(token: finished.index, subject: finished.subject, cases: finished.cases))
                }
                depth -= 1
            case .identifier where token.keyword == .switch:
                var brace = position + 1
                var nesting = 0
                while brace < code.count {
                    let current = tokens[code[brace]].kind
                    if nesting == 0, current == .leftBrace { break }
                    if current == .leftParen || current == .leftBracket { nesting += 1 }
                    if current == .rightParen || current == .rightBracket { nesting -= 1 }
                    brace += 1
                }
                guard brace < code.count else { break }
                let subject = brace > position + 1 ? file.text(from: tokens[code[position + 1]], through: tokens[code[brace - 1]]) : ""
                depth += 1
                open.append((code[position], depth, subject, []))
                position = brace
            case .identifier where (token.keyword == .case || token.keyword == .default) && !open.isEmpty && open[open.count - 1].depth == depth:
                let previousKind = kind(position - 1)
                let previousWord = word(position - 1)
                let isUnknownDefault = kind(position - 2) == .atSign && text(position - 1) == "unknown"
                let startsStatement = previousKind == .leftBrace || previousKind == .semicolon || token.flags.contains(.newlineBefore) || isUnknownDefault
                guard startsStatement, ![.if, .guard, .while, .for].contains(previousWord), previousKind != .comma else { break }
                closeCase(&open, at: code[isUnknownDefault ? position - 2 : position])
                var at = position + 1
                var nesting = 0
                var patterns: [String] = []
                var patternStart = at
                while at < code.count {
                    let current = tokens[code[at]].kind
                    if nesting == 0, current == .colon || current == .comma {
                        if at > patternStart { patterns.append(file.text(from: tokens[code[patternStart]], through: tokens[code[at - 1]])) }
                        if current == .colon { break }
                        patternStart = at + 1
                    }
                    if current == .leftParen || current == .leftBracket { nesting += 1 }
                    if current == .rightParen || current == .rightBracket { nesting -= 1 }
                    if current == .leftBrace || current == .rightBrace { break }
                    at += 1
                }
                let bodyStart = at < code.count ? code[at] + 1 : range.upperBound
                open[open.count - 1].cases.append(Case(token: code[position], patterns: token.keyword == .default ? [] : patterns, isDefault: token.keyword == .default, bodyRange: bodyStart..<bodyStart,
                                                      depth: depth))
                position = at
            case .leftParen where position > 0 && !token.flags.contains(.newlineBefore):
                let nameAt = position - 1
                guard kind(nameAt) == .identifier || kind(nameAt) == .backtickIdentifier, word(nameAt) == .none || word(nameAt) == .`init` else { break }
                let name = text(nameAt)
                if kind(nameAt - 1) == .period {
                    calls.append(Call(token: code[nameAt], receiver: receiver(endingBefore: nameAt - 1), name: name, depth: depth))
                } else if Self.startsUppercase(name) {
                    constructions.append(Construction(token: code[nameAt], typeName: name))
                } else {
                    calls.append(Call(token: code[nameAt], receiver: nil, name: name, depth: depth))
                }
            case .equal, .operator:
                guard token.kind == .equal || BodyStructure.isCompoundAssignment(file.bytes[Int(token.start)..<token.end]) else { break }
                var start = position - 1
                // `a.b = …`, and `a?.b = …` through optional chaining.
                while start > 0, kind(start - 1) == .period {
                    if [.identifier, .backtickIdentifier].contains(kind(start - 2)) {
                        start -= 2
                    } else if start > 2, isUnwrap(start - 2), [.identifier, .backtickIdentifier].contains(kind(start - 3)) {
                        start -= 3
                    } else {
                        break
                    }
                }
                guard start >= 0, kind(start) == .identifier || kind(start) == .backtickIdentifier, position - start >= 1,
                      ![.let, .var, .case].contains(word(start - 1)), kind(start - 1) != .period else { break }
                // `self.items = …`: one slice of the bytes, without `self.`.
                if touching(start, position - 1) {
                    let first = tokens[code[start]]
                    let isSelf = position - start > 1 && first.length == 4 && file.bytes[Int(first.start)..<first.end].elementsEqual("self".utf8)
                    assignments.append(Assignment(token: code[start], target: slice(isSelf ? start + 2 : start, position - 1), depth: depth))
                    break
                }
                var parts = (start..<position).filter { kind($0) != .period && !isUnwrap($0) }.map(text)
                if parts.first == "self", parts.count > 1 { parts.removeFirst() }
                assignments.append(Assignment(token: code[start], target: parts.joined(separator: "."), depth: depth))
            default:
                break
            }
            position += 1
        }
        while let unfinished = open.popLast() {
            open.append(unfinished)
            closeCase(&open, at: range.upperBound)
            let finished = open.removeLast()
            switches.append(Switch(token: finished.index, subject: finished.subject, cases: finished.cases))
        }
        switches.sort { $0.token < $1.token }
    }

    /// The code tokens (not comments) of a range of a file's tokens, as positions from 0:
    /// a window on the file's own list, found by two binary searches, not a list of its own.
    struct CodeWindow {
        /// The file's code tokens.
        let code: [CodeToken]
        /// The position in `code` of the window's first token.
        let first: Int
        /// How many code tokens the window holds.
        let count: Int

        /// The window on the code tokens of `range` (clipped to the file's tokens).
        init(file: SourceFile, range: Range<Int>) {
            let code = file.code
            /// The first position whose token is `token` or after it.
            func position(of token: Int) -> Int {
                var low = 0, high = code.count
                while low < high {
                    let middle = (low + high) / 2
                    if Int(code[middle].token) < token { low = middle + 1 } else { high = middle }
                }
                return low
            }
            let upper = min(range.upperBound, file.tokens.count)
            let first = position(of: range.lowerBound)
            self.code = code
            self.first = first
            count = range.lowerBound < upper ? position(of: upper) - first : 0
        }

        /// The token index of the window's code token `at`.
        subscript(at: Int) -> Int { Int(code[first + at].token) }
    }

    /// Whether an operator's bytes are a compound assignment (`+=`, `??=`), read without
    /// making its text.
    static func isCompoundAssignment(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count >= 2, bytes.last == UInt8(ascii: "=") else { return false }
        if bytes.count > 3 { return true }
        let first = bytes[bytes.startIndex]
        // `==`, `!=`, `<=`, `>=`, `===`, `!==`: comparisons.
        if bytes.count == 2 { return !(first == UInt8(ascii: "=") || first == UInt8(ascii: "!") || first == UInt8(ascii: "<") || first == UInt8(ascii: ">")) }
        let second = bytes[bytes.startIndex + 1]
        return !((first == UInt8(ascii: "=") || first == UInt8(ascii: "!")) && second == UInt8(ascii: "="))
    }

    /// Whether a name starts with an uppercase letter (by its first byte when ASCII).
    static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// Whether an operator assigns (`+=`, `??=`), not compares (`==`, `<=`).
    public static func isCompoundAssignment(_ text: String) -> Bool {
        text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

}
