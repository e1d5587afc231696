import ScaffoldSupport
import ScaffoldSyntax

/// Swift expressions for values of a type, used by generated tests and previews:
/// the spec's `samples:` first, then built-ins for standard types, composed through
/// optionals, arrays and dictionaries.
public struct SampleValues: Sendable {
    private var custom: [String: String]

    /// Built-in samples for standard types.
    public static let builtIns: [String: String] = [
        "String": "\"sample\"", "Substring": "\"sample\"", "Character": "\"x\"",
        "Int": "42", "Int8": "42", "Int16": "42", "Int32": "42", "Int64": "42",
        "UInt": "42", "UInt8": "42", "UInt16": "42", "UInt32": "42", "UInt64": "42",
        "Double": "4.2", "Float": "4.2", "Bool": "true",
        "Date": "Date(timeIntervalSince1970: 1_000_000)",
        "URL": "URL(string: \"https://example.com\")!",
        "UUID": "UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!",
        "Data": "Data([1, 2, 3])",
    ]

    /// Types whose values the generated tests compare directly (standard, `Equatable`).
    static let comparableStandardTypes: Set<String> = Set(builtIns.keys)

    /// Creates samples from a spec's `samples:` list.
    public init(_ samples: [(type: String, value: String)]) {
        custom = Dictionary(samples.map { (TypeText.normalized($0.type), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// An expression of `type`, or nil when no sample is known for it or a part of it.
    public func expression(for type: String) -> String? {
        let type = TypeText.normalized(type)
        if let value = custom[type] ?? Self.builtIns[type] { return value }
        if let wrapped = TypeText.wrappedOfOptional(type) { return expression(for: wrapped) }
        if let element = TypeText.elementOfArray(type) { return expression(for: element).map { "[\($0)]" } }
        if let (key, value) = TypeText.keyValueOfDictionary(type), let k = expression(for: key), let v = expression(for: value) {
            return "[\(k): \(v)]"
        }
        if type.hasPrefix("Set<"), type.hasSuffix(">"), let element = expression(for: String(type.dropFirst(4).dropLast())) {
            return "[\(element)]"
        }
        if type.hasPrefix("("), type.hasSuffix(")"), TypeText.functionParts(type) == nil {
            // A tuple: a sample for each element, labels kept.
            let elements = TypeText.splitTopLevel(String(type.dropFirst().dropLast()), separator: ",").map(\.text)
            guard elements.count > 1 else { return elements.first.flatMap { expression(for: $0) } }
            var values: [String] = []
            for element in elements {
                let label = TypeText.firstTopLevel(":", in: element).map { String(element.utf8.prefix($0)) ?? "" }
                let elementType = label.map { String(element.dropFirst($0.count + 1)) } ?? element
                guard let value = expression(for: elementType) else { return nil }
                values.append(label.map { "\($0): \(value)" } ?? value)
            }
            return "(\(values.joined(separator: ", ")))"
        }
        if let parts = TypeText.functionParts(type) {
            let parameters = parts.parameters.isEmpty ? "" : parts.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
            if ["Void", "()", "Swift.Void"].contains(parts.result) { return "{ \(parameters)}" }
            return expression(for: parts.result).map { "{ \(parameters)\($0) }" }
        }
        return nil
    }

    /// A closure of function type `type` returning `result`, for messages that suggest a
    /// sample (`{ _ in User() }`).
    public static func closureSuggestion(for type: String) -> String? {
        guard let parts = TypeText.functionParts(type) else { return nil }
        let parameters = parts.parameters.isEmpty ? "" : parts.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
        return "{ \(parameters)\(parts.result)() }"
    }

    /// The initial value Swift programmers would write for `type`, or nil when there is no
    /// obvious one: `nil` for optionals, `""`, `false`, `0`, `[]`, `[:]`.
    public static func defaultValue(for type: String) -> String? {
        let type = TypeText.normalized(type)
        if TypeText.wrappedOfOptional(type) != nil { return "nil" }
        if TypeText.elementOfArray(type) != nil || type.hasPrefix("Set<") { return "[]" }
        if TypeText.keyValueOfDictionary(type) != nil { return "[:]" }
        switch type {
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float":
            return "0"
        default: return nil
        }
    }

    /// Whether the generated tests may compare values of `type` with `==` without the
    /// user's types having to be `Equatable`: standard types and optionals/arrays of them.
    package static func isComparableStandard(_ type: String) -> Bool {
        let type = TypeText.normalized(type)
        if comparableStandardTypes.contains(type) { return true }
        if let wrapped = TypeText.wrappedOfOptional(type) { return isComparableStandard(wrapped) }
        if let element = TypeText.elementOfArray(type) { return isComparableStandard(element) }
        return false
    }
}
