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

    /// The kind of literal `text` is, or nil for any other expression (`.zero`, `Foo()`).
    public static func literal(_ text: String) -> Literal? {
        let value = text.trimmingSpaces()
        guard let first = value.first else { return nil }
        if first == "\"" || value.hasPrefix("#\"") { return .string }
        if value == "true" || value == "false" { return .boolean }
        if value == "nil" { return .nil }
        if value == "[:]" { return .dictionary }
        if first == "[" {
            let inner = String(value.dropFirst().dropLast())
            return firstTopLevel(":", in: inner) == nil ? .array : .dictionary
        }
        let digits = value.hasPrefix("-") ? String(value.dropFirst()) : value
        if let head = digits.first, head.isNumber, head.isASCII {
            if digits.hasPrefix("0x") || digits.hasPrefix("0b") || digits.hasPrefix("0o") {
                return digits.contains(".") || digits.contains("p") ? .float : .integer
            }
            return digits.contains(".") || digits.lowercased().contains("e") ? .float : .integer
        }
        if SwiftName.isIdentifier(value) { return .bareName }
        return nil
    }

    /// Why `value` cannot initialise an output of `type`, when scaffold can tell: a literal
    /// of the wrong kind for a standard type, `nil` for a type that is not optional, or an
    /// unquoted word for text. Nil when it looks right or scaffold cannot tell.
    public static func initialValueProblem(_ value: String, type: String) -> String? {
        let normalized = normalized(type)
        guard let literal = literal(value) else { return nil }
        if let wrapped = wrappedOfOptional(normalized) {
            return literal == .nil ? nil : initialValueProblem(value, type: wrapped)
        }
        let expected: [Literal]
        switch normalized {
        case "String", "Substring", "Character": expected = [.string]
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": expected = [.integer]
        case "Double", "Float", "CGFloat", "Float16", "Float80": expected = [.integer, .float]
        case "Bool": expected = [.boolean]
        default:
            if elementOfArray(normalized) != nil || normalized.hasPrefix("Set<") { expected = [.array] }
            else if keyValueOfDictionary(normalized) != nil { expected = [.dictionary] }
            else { return literal == .nil ? "nil cannot initialise \(type), which is not optional: write the type as `\(type)?`" : nil }
        }
        if expected.contains(literal) { return nil }
        if literal == .bareName {
            guard expected == [.string] else { return nil }
            return "'\(value)' is not a \(type) value; text is written in quotes, and in YAML the whole entry in single quotes around them: '\(type) = \"\(value)\"'"
        }
        if literal == .nil {
            return "nil cannot initialise \(type), which is not optional: write the type as `\(type)?`"
        }
        let names: [Literal: String] = [.string: "text", .integer: "an integer", .float: "a decimal number", .boolean: "true or false",
                                        .array: "a list", .dictionary: "a dictionary", .nil: "nil", .bareName: "a name"]
        return "'\(value)' is \(names[literal] ?? "a value") but the output is \(type); write \(expected.compactMap { names[$0] }.joined(separator: " or ")) instead"
    }
}
