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
