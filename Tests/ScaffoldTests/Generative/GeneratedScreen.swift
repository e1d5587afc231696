import Foundation

/// A Swift type the generator uses, with what it knows about it: how to write it, a value
/// of it, and what it conforms to. Custom types are declared in the generated support file.
indirect enum GenType: Equatable {
    case bool, int, double, string, date, url, uuid
    /// A struct that is `Identifiable`, `Hashable` and `Sendable` (`Item(id: 1, name: "a")`).
    case item(String)
    /// A struct that is `Hashable` but not `Identifiable` (listed with the `hashable` hint).
    case tag(String)
    /// A `String`-backed `CaseIterable` enum with cases `first` and `second` (a picker).
    case choice(String)
    /// `Item.ID` (an `Int`), which needs a sample of its own.
    case itemID(String)
    case optional(GenType)
    case array(GenType)
    case set(GenType)
    case dictionary(GenType, GenType)
    case tuple(GenType, GenType)
    /// `any Error`, written `Error` (only as an optional output that a `catch` sets).
    case error

    /// The type as a spec and Swift write it.
    var text: String {
        switch self {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .date: return "Date"
        case .url: return "URL"
        case .uuid: return "UUID"
        case .item(let name), .tag(let name), .choice(let name): return name
        case .itemID(let name): return "\(name).ID"
        case .optional(let wrapped): return wrapped.text + "?"
        case .array(let element): return "[\(element.text)]"
        case .set(let element): return "Set<\(element.text)>"
        case .dictionary(let key, let value): return "[\(key.text): \(value.text)]"
        case .tuple(let first, let second): return "(\(first.text), \(second.text))"
        case .error: return "Error"
        }
    }

    /// A literal or expression of this type; `variant` picks among a few.
    func value(_ variant: Int = 0) -> String {
        switch self {
        case .bool: return variant % 2 == 0 ? "false" : "true"
        case .int: return String(variant % 10)
        case .double: return ["0.5", "1.5", "2.0"][variant % 3]
        case .string: return ["\"\"", "\"text\"", "\"b\""][variant % 3]
        case .date: return "Date(timeIntervalSince1970: \(variant % 5))"
        case .url: return "URL(string: \"https://example.com/\(variant % 5)\")!"
        case .uuid: return "UUID()"
        case .item(let name): return "\(name)(id: \(variant % 5), name: \"n\(variant % 5)\")"
        case .tag(let name): return "\(name)(label: \"t\(variant % 5)\")"
        case .choice(let name): return variant % 2 == 0 ? "\(name).first" : "\(name).second"
        case .itemID: return String(variant % 10)
        case .optional: return "nil"
        case .array(let element): return variant % 3 == 2 ? "[\(element.value(variant))]" : "[]"
        case .set: return "[]"
        case .dictionary: return "[:]"
        case .tuple(let first, let second): return "(\(first.value(variant)), \(second.value(variant + 1)))"
        case .error: return "nil"
        }
    }

    /// Whether values of it can be compared with `==` and hashed (route values, `Set`
    /// elements, dictionary keys): everything but tuples and errors.
    var isHashable: Bool {
        switch self {
        case .tuple, .error: return false
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): return wrapped.isHashable
        case .dictionary(let key, let value): return key.isHashable && value.isHashable
        default: return true
        }
    }

    /// Whether it is a standard type with a built-in sample (no `samples:` entry needed).
    var hasBuiltInSample: Bool {
        switch self {
        case .item, .tag, .choice, .itemID, .error: return false
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): return wrapped.hasBuiltInSample
        case .dictionary(let key, let value), .tuple(let key, let value): return key.hasBuiltInSample && value.hasBuiltInSample
        default: return true
        }
    }

    /// The element of an array, when it is one.
    var element: GenType? {
        if case .array(let element) = self { return element }
        return nil
    }
}

/// A value of an action, responder action or route: an optional label and a type.
struct GenValue: Equatable {
    /// The label, or nil for an unlabelled value.
    var label: String?
    /// The value's type.
    var type: GenType

    /// As a case declaration writes it.
    var text: String { label.map { "\($0): \(type.text)" } ?? type.text }
}

/// `await dependency.method(arguments) into …, loading …, catch …`.
struct GenCall: Equatable {
    /// The dependency called, and the method.
    var dependency: String
    var method: String
    /// The arguments as written.
    var arguments: String
    /// The clauses' targets.
    var into: String?
    var loading: String?
    var failure: String?

    /// As a spec writes it.
    var text: String {
        var parts = ["await \(dependency).\(method)(\(arguments))" + (into.map { " into \($0)" } ?? "")]
        if let loading { parts.append("loading \(loading)") }
        if let failure { parts.append("catch \(failure)") }
        return parts.joined(separator: ", ")
    }
}

/// What an action or responder action does.
enum GenEffect: Equatable {
    case set(String), toggle(String), clear(String), respond(String), send(String), call(GenCall)
    case route(String), present(String), dismiss, up

    /// As a spec writes it after `->`.
    var text: String {
        switch self {
        case .set(let name): return "set \(name)"
        case .toggle(let name): return "toggle \(name)"
        case .clear(let name): return "clear \(name)"
        case .respond(let name): return "respond \(name)"
        case .send(let name): return "send \(name)"
        case .call(let call): return call.text
        case .route(let name): return "route \(name)"
        case .present(let name): return "present \(name)"
        case .dismiss: return "dismiss"
        case .up: return "up"
        }
    }
}

/// A case: an action, a responder action or a route, with its values and effect.
struct GenCase: Equatable {
    /// The case name.
    var name: String
    /// Its values, in order.
    var values: [GenValue] = []
    /// Its effect (nil for a route, or a TODO).
    var effect: GenEffect?

    /// `name(values)`.
    var declaration: String {
        values.isEmpty ? name : "\(name)(\(values.map(\.text).joined(separator: ", ")))"
    }

    /// The spec entry: `name(values) -> effect`.
    var entry: String {
        declaration + (effect.map { " -> \($0.text)" } ?? "")
    }

    /// The values' types.
    var types: [GenType] { values.map(\.type) }
}

/// An output: its name, type and initial value (nil: left to scaffold's default).
struct GenOutput: Equatable {
    var name: String
    var type: GenType
    var initial: String?

    /// The spec's value: `Type = initial`.
    var entry: String { type.text + (initial.map { " = \($0)" } ?? "") }
}

/// A dependency or an input, and what kind of type it has.
struct GenDependency: Equatable {
    /// Whether it is a protocol the sources declare (faked), a concrete type with a sample,
    /// a closure or a value (an input).
    enum Kind: Equatable {
        case faked, concrete, closure, value
    }

    var name: String
    /// The type as written in the spec.
    var type: String
    var kind: Kind
    /// The type the closure returns, or the value's type for an input.
    var valueType: GenType?
}

/// A method or property requirement of a protocol the generator writes.
struct GenRequirement: Equatable {
    /// A method's name, or a property's.
    var name: String
    /// The parameters: argument label (`_` for none), parameter name and type.
    var parameters: [(label: String, name: String, type: GenType)] = []
    var isAsync = true
    var isThrowing = false
    /// The result, or nil for none.
    var result: GenType?
    /// Whether it is a `{ get }` property.
    var isProperty = false

    static func == (lhs: GenRequirement, rhs: GenRequirement) -> Bool { lhs.declaration == rhs.declaration }

    /// The requirement as the protocol declares it.
    var declaration: String {
        if isProperty {
            return "var \(name): \(result?.text ?? "Int") { get\(isAsync ? " async" : "")\(isThrowing ? " throws" : "") }"
        }
        let list = parameters.map { ($0.label == $0.name ? $0.name : "\($0.label) \($0.name)") + ": \($0.type.text)" }.joined(separator: ", ")
        var text = "func \(name)(\(list))"
        if isAsync { text += " async" }
        if isThrowing { text += " throws" }
        if let result { text += " -> \(result.text)" }
        return text
    }
}

/// A protocol the generated support file declares: a dependency scaffold fakes.
struct GenProtocol: Equatable {
    var name: String
    var requirements: [GenRequirement] = []
}
