import ScaffoldSupport
import ScaffoldSyntax

/// Small, careful operations on Swift type text as a spec writes it (`[Item]`,
/// `Result<User, Error>`, `(Int) -> Void`), without a full type parser.
public enum TypeText {
    /// Splits `text` at every `separator` that is not nested inside (), [], <> or quotes.
    /// Each part comes with its byte offset in `text`.
    public static func splitTopLevel(_ text: String, separator: Character) -> [(text: String, offset: Int)] {
        var parts: [(String, Int)] = []
        var depth = 0
        var inString = false
        var current = ""
        var start = 0
        var offset = 0
        var previous: Character?
        for char in text {
            let width = String(char).utf8.count
            if inString {
                if char == "\"", previous != "\\" { inString = false }
            } else if char == "\"" {
                inString = true
            } else if "([<".contains(char) {
                depth += 1
            } else if ")]".contains(char) || (char == ">" && previous != "-") {
                depth -= 1
            } else if char == separator, depth == 0 {
                parts.append((current, start))
                current = ""
                start = offset + width
                offset += width
                previous = char
                continue
            }
            current.append(char)
            offset += width
            previous = char
        }
        parts.append((current, start))
        return parts
    }

    /// The byte offset of the first top-level `character`, or nil.
    public static func firstTopLevel(_ character: Character, in text: String) -> Int? {
        let parts = splitTopLevel(text, separator: character)
        return parts.count > 1 ? parts[1].offset - 1 : nil
    }

    /// Whether brackets and quotes in `text` are balanced and every character is one a
    /// type can contain; nil when it looks like a type, else the reason it does not.
    public static func problem(with text: String) -> String? {
        if text.isEmpty { return "a type is missing" }
        var stack: [Character] = []
        var previous: Character?
        for char in text {
            switch char {
            case "(", "[", "<": stack.append(char)
            case ")", "]":
                let open: Character = char == ")" ? "(" : "["
                guard stack.last == open else { return "'\(char)' closes nothing in the type '\(text)'" }
                stack.removeLast()
            case ">" where previous != "-":
                guard stack.last == "<" else { return "'>' closes nothing in the type '\(text)'" }
                stack.removeLast()
            default:
                break
            }
            previous = char
        }
        if let open = stack.last { return "'\(open)' is not closed in the type '\(text)'" }
        if let bad = text.first(where: { !($0.isLetter || $0.isNumber || " _.?!:,&-@()[]<>".contains($0)) }) {
            return "'\(bad)' cannot appear in the type '\(text)'"
        }
        return parameterOnlyProblem(with: text.trimmingSpaces())
    }

    /// What only a function's parameter may be, at the top of `type`: `inout`, variadic
    /// (`Int...`), or passed `sending`, `borrowing` or `consuming`. A spec's types are stored
    /// (outputs, dependencies) or carried by enum cases (actions, routes), where the compiler
    /// rejects them; inside a function type (`(inout Int) -> Void`) they are fine.
    static func parameterOnlyProblem(with type: String) -> String? {
        var words = type.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        if let first = words.first, ["inout", "sending", "borrowing", "consuming", "__owned", "__shared"].contains(first), words.count > 1 {
            let rest = words.dropFirst().joined(separator: " ")
            return "'\(first)' can only mark a function's parameter\(first == "sending" ? " or result" : ""), not a type that is stored or carried by a case: write '\(rest)'"
        }
        if type.hasSuffix("..."), functionParts(type) == nil {
            let element = String(type.dropLast(3)).trimmingSpaces()
            return "'\(type)' is variadic, which only a function's parameter can be, not a type that is stored or carried by a case: write an array, '[\(element)]'"
        }
        return nil
    }

    /// A canonical spelling for comparing types: no spaces, `Optional<T>` as `T?`,
    /// `Array<T>` as `[T]`, `Dictionary<K, V>` as `[K:V]`.
    public static func normalized(_ text: String) -> String {
        var type = String(text.filter { $0 != " " })
        for (prefix, open, close) in [("Optional<", "", "?"), ("Array<", "[", "]")] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            type = open + normalized(String(type.dropFirst(prefix.count).dropLast())) + close
        }
        if type.hasPrefix("Dictionary<"), type.hasSuffix(">") {
            let inner = String(type.dropFirst("Dictionary<".count).dropLast())
            let parts = splitTopLevel(inner, separator: ",")
            if parts.count == 2 {
                type = "[" + normalized(parts[0].text) + ":" + normalized(parts[1].text) + "]"
            }
        }
        return type
    }

    /// For an optional type (`T?`, `Optional<T>`), the wrapped type; else nil.
    public static func wrappedOfOptional(_ text: String) -> String? {
        let type = normalized(text)
        if type.hasSuffix("?") { return String(type.dropLast()) }
        return nil
    }

    /// For `[T]`, `T`; for `[K: V]`, nil; for anything else nil.
    public static func elementOfArray(_ text: String) -> String? {
        let type = normalized(text)
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let inner = String(type.dropFirst().dropLast())
        return firstTopLevel(":", in: inner) == nil ? inner : nil
    }

    /// For `[K: V]`, `(K, V)`; else nil.
    public static func keyValueOfDictionary(_ text: String) -> (String, String)? {
        let type = normalized(text)
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let parts = splitTopLevel(String(type.dropFirst().dropLast()), separator: ":")
        return parts.count == 2 ? (parts[0].text, parts[1].text) : nil
    }
}

extension TypeText {
    /// A function type's parts: `(Int, String) async throws -> Bool` has two parameters and
    /// the result `Bool`. Nil for any other type (an optional function type included).
    public static func functionParts(_ text: String) -> (parameters: [String], result: String)? {
        var type = text.trimmingSpaces()
        // Attributes (`@Sendable`, `@MainActor`), spaced or not.
        while type.hasPrefix("@") {
            type = String(type.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }).trimmingSpaces()
        }
        guard type.hasPrefix("(") else { return nil }
        var depth = 0
        var previous: Character?
        var closing: String.Index?
        for index in type.indices {
            let char = type[index]
            if "([<".contains(char) { depth += 1 }
            if ")]".contains(char) || (char == ">" && previous != "-") { depth -= 1 }
            previous = char
            if depth == 0 { closing = index; break }
        }
        guard let closing else { return nil }
        let inner = String(type[type.index(after: type.startIndex)..<closing])
        var rest = String(type[type.index(after: closing)...]).trimmingSpaces()
        for effect in ["async", "throws", "rethrows"] where rest.hasPrefix(effect) {
            rest = String(rest.dropFirst(effect.count)).trimmingSpaces()
        }
        if rest.hasPrefix("("), let end = rest.firstIndex(of: ")") { rest = String(rest[rest.index(after: end)...]).trimmingSpaces() } // throws(E)
        guard rest.hasPrefix("->") else { return nil }
        let result = String(rest.dropFirst(2)).trimmingSpaces()
        guard !result.isEmpty else { return nil }
        let parameters = inner.trimmingSpaces().isEmpty ? [] : splitTopLevel(inner, separator: ",").map { $0.text.trimmingSpaces() }
        return (parameters, result)
    }

    /// Whether `text` is a function type that returns nothing, optional or not: a callback.
    public static func isCallback(_ text: String) -> Bool {
        var type = text.trimmingSpaces()
        while type.hasSuffix("?") || type.hasSuffix("!") { type = String(type.dropLast()).trimmingSpaces() }
        if let parts = functionParts(type) {
            return ["Void", "()", "Swift.Void"].contains(parts.result.filter { $0 != " " })
        }
        // `((String) -> Void)`: a function type in parentheses.
        guard type.hasPrefix("("), type.hasSuffix(")"), splitTopLevel(String(type.dropFirst().dropLast()), separator: ",").count == 1 else { return false }
        let inner = String(type.dropFirst().dropLast())
        return functionParts(inner) != nil && isCallback(inner)
    }

    /// What kind of Swift literal an initial value is, when it is one.
    public enum Literal: Sendable, Equatable {
        case string, integer, float, boolean, `nil`, array, dictionary
        /// A plain name (`hello`): in a `String` output, text that lost its quotes.
        case bareName
    }

    /// The kind of literal `text` is, or nil for any other expression (`.zero`, `Foo()`,
    /// `"abc".count`, `[1, 2][0]`, `1 + 2`): a literal is the whole of `text`.
    public static func literal(_ text: String) -> Literal? {
        let value = text.trimmingSpaces()
        guard let first = value.first else { return nil }
        if first == "\"" || value.hasPrefix("#\"") { return isWholeString(value) ? .string : nil }
        if value == "true" || value == "false" { return .boolean }
        if value == "nil" { return .nil }
        if value == "[:]" { return .dictionary }
        if first == "[" {
            guard let inner = enclosed(value, "[", "]") else { return nil }
            return firstTopLevel(":", in: inner) == nil ? .array : .dictionary
        }
        let digits = value.hasPrefix("-") ? String(value.dropFirst()) : value
        if let head = digits.first, head.isNumber, head.isASCII {
            guard isNumberLiteral(digits) else { return nil }
            if digits.hasPrefix("0x") || digits.hasPrefix("0b") || digits.hasPrefix("0o") {
                return digits.contains(".") || digits.contains("p") ? .float : .integer
            }
            return digits.contains(".") || digits.lowercased().contains("e") ? .float : .integer
        }
        if SwiftName.isIdentifier(value) { return .bareName }
        return nil
    }

    /// Why `value` cannot initialise an output of `type`, when scaffold can tell, and where
    /// (a byte offset in `value`, which starts at its first character): a literal of the
    /// wrong kind for a standard type, `nil` for a type that is not optional, an unquoted
    /// word for text, a list, set or dictionary element, or a tuple's value, of the wrong kind,
    /// a tuple of the wrong size, or an operand of the wrong kind in an expression of literals
    /// (`1 + "a"`). Nil when it looks right or scaffold cannot tell.
    public static func initialValueProblem(_ value: String, type: String) -> (offset: Int, message: String)? {
        valueProblem(value.trimmingSpaces(), type: type, slot: "the output is \(type)", depth: 0)
    }

    /// How deep `valueProblem` looks into lists, tuples and expressions inside each other;
    /// deeper, it cannot tell (so a hostile spec costs neither the stack nor quadratic time).
    static let deepestValueCheck = 16

    /// `initialValueProblem` for `value` (trimmed) where the type `type` is expected; `slot`
    /// says what has that type ("the output is Int", "the elements of [Int] are Int");
    /// `depth` counts the values it is inside.
    static func valueProblem(_ value: String, type: String, slot: String, depth: Int) -> (offset: Int, message: String)? {
        guard depth < deepestValueCheck else { return nil }
        // An expression of literals (`1 + "a"`): each operand must be a value of the type.
        if let operands = literalOperands(value) {
            for operand in operands {
                if let problem = valueProblem(operand.text, type: type, slot: slot, depth: depth + 1) { return (operand.offset + problem.offset, problem.message) }
            }
            return nil
        }
        let normalized = normalized(type)
        if let wrapped = wrappedOfOptional(normalized) {
            return value == "nil" ? nil : valueProblem(value, type: wrapped, slot: slot, depth: depth + 1)
        }
        if let elements = tupleElements(normalized) {
            return tupleProblem(value, type: type, elements: elements, slot: slot, depth: depth)
        }
        guard let literal = literal(value) else { return nil }
        let names: [Literal: String] = [.string: "text", .integer: "an integer", .float: "a decimal number", .boolean: "true or false",
                                        .array: "a list", .dictionary: "a dictionary", .nil: "nil", .bareName: "a name"]
        let expected: [Literal]
        switch normalized {
        case "String", "Substring", "Character": expected = [.string]
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": expected = [.integer]
        case "Double", "Float", "CGFloat", "Float16", "Float80": expected = [.integer, .float]
        case "Bool": expected = [.boolean]
        default:
            if let element = elementOfArray(normalized) ?? elementOfSet(normalized) {
                guard literal == .array, let inner = enclosed(value, "[", "]") else { expected = [.array]; break }
                for part in elements(of: inner) {
                    if let problem = valueProblem(part.text, type: element, slot: "the elements of \(type) are \(element)", depth: depth + 1) { return (1 + part.offset + problem.offset, problem.message) }
                }
                return nil
            } else if let (key, valueType) = keyValueOfDictionary(normalized) {
                guard literal == .dictionary, value != "[:]", let inner = enclosed(value, "[", "]") else { expected = [.dictionary]; break }
                for part in elements(of: inner) {
                    guard let colon = firstTopLevel(":", in: part.text) else { return nil }
                    let keyText = String(decoding: part.text.utf8.prefix(colon), as: UTF8.self)
                    let rest = String(decoding: part.text.utf8.dropFirst(colon + 1), as: UTF8.self)
                    if let problem = valueProblem(keyText.trimmingSpaces(), type: key, slot: "the keys of \(type) are \(key)", depth: depth + 1) {
                        return (1 + part.offset + problem.offset, problem.message)
                    }
                    let restStart = colon + 1 + rest.utf8.prefix { $0 == UInt8(ascii: " ") }.count
                    if let problem = valueProblem(rest.trimmingSpaces(), type: valueType, slot: "the values of \(type) are \(valueType)", depth: depth + 1) {
                        return (1 + part.offset + restStart + problem.offset, problem.message)
                    }
                }
                return nil
            } else {
                return literal == .nil ? (0, "nil cannot initialise \(type), which is not optional: write the type as `\(type)?`") : nil
            }
        }
        if expected.contains(literal) { return nil }
        if literal == .bareName {
            guard expected == [.string], slot.hasPrefix("the output") else { return nil }
            return (0, "'\(value)' is not a \(type) value; text is written in quotes, and in YAML the whole entry in single quotes around them: '\(type) = \"\(value)\"'")
        }
        if literal == .nil {
            return (0, "nil cannot initialise \(type), which is not optional: write the type as `\(type)?`")
        }
        return (0, "'\(value)' is \(names[literal] ?? "a value") but \(slot); write \(expected.compactMap { names[$0] }.joined(separator: " or ")) instead")
    }
}

extension TypeText {
    /// For `Set<T>`, `T`; else nil.
    static func elementOfSet(_ text: String) -> String? {
        let type = normalized(text)
        guard type.hasPrefix("Set<"), type.hasSuffix(">") else { return nil }
        return String(type.dropFirst(4).dropLast())
    }

    /// For a tuple type (`(Int, Int)`, `(x: Int, y: String)`), its element types without
    /// their labels; nil for any other (a function type, a type in parentheses).
    static func tupleElements(_ text: String) -> [String]? {
        let type = normalized(text)
        guard functionParts(type) == nil, let inner = enclosed(type, "(", ")") else { return nil }
        let parts = splitTopLevel(inner, separator: ",").map(\.text)
        guard parts.count >= 2 else { return nil }
        return parts.map { part in
            guard let colon = firstTopLevel(":", in: part) else { return part }
            let label = String(decoding: part.utf8.prefix(colon), as: UTF8.self)
            return SwiftName.isIdentifier(label) ? String(decoding: part.utf8.dropFirst(colon + 1), as: UTF8.self) : part
        }
    }

    /// Why `value` cannot initialise a tuple of `elements` (the type `type`), when scaffold
    /// can tell: a literal that is not a tuple, a tuple of another size, or a value of the
    /// wrong kind. `slot` and `depth` as in `valueProblem`.
    static func tupleProblem(_ value: String, type: String, elements: [String], slot: String, depth: Int) -> (offset: Int, message: String)? {
        guard let inner = enclosed(value, "(", ")") else {
            guard let literal = literal(value), literal != .bareName else { return nil }
            if literal == .nil { return (0, "nil cannot initialise \(type), which is not optional: write the type as `\(type)?`") }
            return (0, "'\(value)' is not a tuple but \(slot); write \(elements.count) values in parentheses, `(\(elements.map { _ in "…" }.joined(separator: ", ")))`, instead")
        }
        let parts = self.elements(of: inner)
        // `(1)` is a value in parentheses, not a tuple: scaffold cannot tell more.
        guard parts.count >= 2 else { return nil }
        guard parts.count == elements.count else {
            return (0, "'\(value)' has \(parts.count) values but \(type) has \(elements.count); write \(elements.count)")
        }
        for (index, (part, element)) in zip(parts, elements).enumerated() {
            var text = part.text
            var start = part.offset
            // A labelled value (`x: 1`): the value after the label.
            if let colon = firstTopLevel(":", in: text), SwiftName.isIdentifier(String(decoding: text.utf8.prefix(colon), as: UTF8.self).trimmingSpaces()) {
                let rest = String(decoding: text.utf8.dropFirst(colon + 1), as: UTF8.self)
                start += colon + 1 + rest.utf8.prefix { $0 == UInt8(ascii: " ") }.count
                text = rest.trimmingSpaces()
            }
            if let problem = valueProblem(text, type: element, slot: "value \(index + 1) of \(type) is \(element)", depth: depth + 1) {
                return (1 + start + problem.offset, problem.message)
            }
        }
        return nil
    }

    /// The comma-separated elements of `inner` (a literal's text between its brackets),
    /// trimmed, each with its byte offset in `inner`; a trailing comma adds none.
    static func elements(of inner: String) -> [(text: String, offset: Int)] {
        splitTopLevel(inner, separator: ",").compactMap { part in
            let text = part.text.trimmingSpaces()
            guard !text.isEmpty else { return nil }
            return (text, part.offset + part.text.utf8.prefix { $0 == UInt8(ascii: " ") }.count)
        }
    }

    /// The text between `open` at the start of `text` and the `close` that matches it, when
    /// that is the last character (`[1, 2]`, not `[1, 2][0]` or `[1] + [2]`); else nil.
    static func enclosed(_ text: String, _ openScalar: Unicode.Scalar, _ closeScalar: Unicode.Scalar) -> String? {
        let open = UInt8(ascii: openScalar)
        let close = UInt8(ascii: closeScalar)
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, bytes.first == open, bytes.last == close else { return nil }
        var depth = 0
        var strings = StringLiterals()
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if strings.holds(bytes, at: &index) {
                // A string's byte (an escape's too): no bracket counts.
            } else if byte == open {
                depth += 1
            } else if byte == close {
                depth -= 1
                if depth == 0 { return index == bytes.count - 1 ? String(decoding: bytes[1..<(bytes.count - 1)], as: UTF8.self) : nil }
            }
            index += 1
        }
        return nil
    }

    /// Whether `text` is one string literal, its closing quote the last character (not
    /// `"a".count`, `"a" + "b"`, or a string with quotes inside an interpolation).
    static func isWholeString(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        var hashes = 0
        while bytes.first == UInt8(ascii: "#") { bytes.removeFirst(); hashes += 1 }
        guard hashes == 0 || bytes.suffix(hashes).allSatisfy({ $0 == UInt8(ascii: "#") }) else { return false }
        bytes.removeLast(hashes)
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return false }
        // Multi-line and raw strings: the ends are enough.
        if hashes > 0 || bytes.starts(with: Array("\"\"\"".utf8)) { return true }
        var index = 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index == bytes.count - 1 }
            index += 1
        }
        return false
    }

    /// Whether `text` (without a leading `-`) is one number literal: digits, letters of hex
    /// digits, exponents and prefixes, `_` and `.`, a sign only after an exponent's letter.
    static func isNumberLiteral(_ text: String) -> Bool {
        var previous: Character?
        for character in text {
            let allowed = (character.isASCII && (character.isLetter || character.isNumber)) || character == "_" || character == "."
                || ((character == "-" || character == "+") && ["e", "E", "p", "P"].contains(previous))
            guard allowed else { return false }
            previous = character
        }
        return !text.hasSuffix(".")
    }

    /// The operands of `value` when it is an expression of two or more literals joined by
    /// arithmetic operators written with spaces around them (`1 + "a"`, `[1] + [2]`), each
    /// with its byte offset; nil for anything else, which scaffold does not judge.
    static func literalOperands(_ value: String) -> [(text: String, offset: Int)]? {
        let bytes = Array(value.utf8)
        var operands: [(text: String, offset: Int)] = []
        var depth = 0
        var strings = StringLiterals()
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if strings.holds(bytes, at: &index) {
                // A string's byte (an escape's too): no bracket or operator counts.
            } else if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte) {
                depth += 1
            } else if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte) {
                depth -= 1
            } else if depth == 0, byte == UInt8(ascii: " "), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: " "),
                      [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%")].contains(bytes[index + 1]) {
                operands.append((String(decoding: bytes[start..<index], as: UTF8.self), start))
                index += 3
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                start = index
                continue
            }
            index += 1
        }
        guard !operands.isEmpty, start < bytes.count else { return nil }
        operands.append((String(decoding: bytes[start...], as: UTF8.self), start))
        let trimmed = operands.map { (text: $0.text.trimmingSpaces(), offset: $0.offset) }
        // Every operand a literal, or scaffold cannot tell what the operators do.
        guard trimmed.allSatisfy({ literal($0.text).map { $0 != .bareName && $0 != .nil } ?? false }) else { return nil }
        return trimmed
    }
}

/// Whether a scan of a value's bytes is inside a string literal, for the scans that count
/// brackets and operators outside strings.
struct StringLiterals {
    private var inString = false

    /// Whether the byte at `index` belongs to a string literal (its quotes included); an
    /// escape inside one moves `index` onto the escaped byte, so that the scan steps past it.
    mutating func holds(_ bytes: [UInt8], at index: inout Int) -> Bool {
        let byte = bytes[index]
        if inString {
            if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            return true
        }
        if byte == UInt8(ascii: "\"") {
            inString = true
            return true
        }
        return false
    }
}
