import ScaffoldSupport
import ScaffoldSyntax

/// Rules for the Swift names a spec declares, and the case conversions the templates need.
public enum SwiftName {
    /// Words that cannot be used as an unescaped identifier in a declaration.
    /// Checked against swiftc 6.3: each word fails as an enum case and as a property name;
    /// contextual words (`open`, `async`, `some`, `set`, `await`, …) are fine and not listed.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "throw", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Whether `name` is a plain Swift identifier: a letter or `_`, then letters, digits or `_`.
    /// Non-ASCII letters are accepted, as Swift accepts them.
    public static func isIdentifier(_ name: String) -> Bool {
        // An ASCII name by its bytes (a map of 8,000 screens asks for every case pattern of
        // every handler); any other by its scalars' properties.
        asciiIdentifier(name) ?? isIdentifierByScalars(name)
    }

    /// `isIdentifier` by the scalars' properties: the reference, and the reading of names
    /// that are not ASCII.
    static func isIdentifierByScalars(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        func isHead(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic
        }
        guard isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isHead($0) || ("0"..."9").contains($0) || $0.properties.generalCategory == .decimalNumber }
    }

    /// Whether an ASCII `name` is an identifier (a letter or `_`, then letters, digits and
    /// `_`), as `isIdentifier` reads it; nil when the name is not ASCII.
    static func asciiIdentifier(_ name: String) -> Bool? {
        var isFirst = true, result = true
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !(letter || (!isFirst && digit)) { result = false }
            isFirst = false
        }
        return isFirst ? false : result
    }

    /// Explains why `name` cannot be used, or returns nil when it can.
    /// `kind` names what is being named ("an output", "the screen").
    public static func problem(with name: String, as kind: String, upper: Bool) -> String? {
        if name.isEmpty { return "\(kind) needs a name" }
        if !isIdentifier(name) {
            return "'\(name)' is not a Swift identifier (letters, digits and '_', not starting with a digit); \(kind) needs one"
        }
        if keywords.contains(name) {
            return "'\(name)' is a Swift keyword and cannot name \(kind); choose another name"
        }
        if upper, let first = name.first, !first.isUppercase {
            return "\(kind) is a type name and must be UpperCamelCase: write '\(capitalized(name))'"
        }
        if !upper, let first = name.first, first.isUppercase {
            return "\(kind) must be lowerCamelCase: write '\(lowercasedFirst(name))'"
        }
        return nil
    }

    /// `rememberMe` → `RememberMe`.
    public static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `RememberMe` → `rememberMe`.
    public static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `toggleRememberMe` → `Toggle Remember Me`, for button and field titles.
    public static func title(_ name: String) -> String {
        // An ASCII name (nearly every one) by its bytes: a letter's case is then one
        // comparison, where each `Character` asked Unicode's tables (11,000 instructions a
        // title; `lint --fix` makes tens of thousands).
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.utf8.count + 4)
            var wordStart = true
            for byte in name.utf8 {
                let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                if upper, !bytes.isEmpty {
                    bytes.append(UInt8(ascii: " "))
                    wordStart = true
                }
                let lower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                bytes.append(wordStart && lower ? byte - 32 : byte)
                wordStart = false
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return titleByCharacters(name)
    }

    /// `title(_:)` by characters: a new word at each uppercase character, each word
    /// capitalized (the reading of a name that is not ASCII, and the reference of the other).
    package static func titleByCharacters(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for char in name {
            if char.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(char)
        }
        if !current.isEmpty { words.append(current) }
        return words.map(capitalized).joined(separator: " ")
    }
}
