import ScaffoldSyntax

/// What the repository's declarations say about its types, for the checks the lint session
/// makes across files: which types hold which (a stored property, an enum case's value, a
/// property's initial value), which are declared `@MainActor`, and what each inherits.
public struct TypeFacts: Sendable {
    /// For each type name, the types that hold a value of it.
    private(set) var heldBy: [String: Set<String>] = [:]
    /// Types and protocols declared `@MainActor`.
    private(set) var mainActor: Set<String> = []
    /// What each type or protocol inherits (its superclass and protocols), by name.
    private(set) var inherits: [String: [String]] = [:]

    /// No facts.
    public init() {}

    /// The facts of one parsed file.
    public init(_ tree: SyntaxTree) {
        for declaration in tree.declarations { add(declaration) }
    }

    private mutating func add(_ declaration: Declaration) {
        switch declaration.kind {
        case .class, .struct, .enum, .actor, .protocol:
            let name = declaration.name
            if declaration.hasAttribute("MainActor") { mainActor.insert(name) }
            if !declaration.inheritance.isEmpty { inherits[name, default: []] += declaration.inheritance.map(Self.baseName) }
            for member in declaration.members {
                switch member.kind {
                case .var, .let:
                    // A property of the type's values, stored or computed: it reaches the value.
                    guard !member.modifiers.contains("static"), !member.modifiers.contains("class") else { break }
                    for held in Self.typeNames(in: (member.type ?? "") + " " + (member.initializer ?? "")) where held != name {
                        heldBy[held, default: []].insert(name)
                    }
                case .case:
                    for held in member.parameters.flatMap({ Self.typeNames(in: $0.type) }) where held != name {
                        heldBy[held, default: []].insert(name)
                    }
                default:
                    break
                }
                add(member)
            }
        case .extension:
            // An extension adds conformances (and no stored properties).
            if !declaration.inheritance.isEmpty { inherits[Self.baseName(declaration.name), default: []] += declaration.inheritance.map(Self.baseName) }
            for member in declaration.members { add(member) }
        default:
            break
        }
    }

    /// Adds `other`'s facts.
    public mutating func merge(_ other: TypeFacts) {
        heldBy.merge(other.heldBy) { $0.union($1) }
        mainActor.formUnion(other.mainActor)
        inherits.merge(other.inherits) { $0 + $1 }
    }

    /// Every type that holds one of `types`, directly or through other holders.
    public func holders(of types: [String]) -> Set<String> {
        var found: Set<String> = []
        var queue = types
        while let next = queue.popLast() {
            for holder in heldBy[next] ?? [] where !found.contains(holder) && !types.contains(holder) {
                found.insert(holder)
                queue.append(holder)
            }
        }
        return found
    }

    /// Whether one of `types`, or what they inherit, is declared `@MainActor`.
    public func isMainActor(inheriting types: [String]) -> Bool {
        var seen: Set<String> = []
        var queue = types.map(Self.baseName)
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if mainActor.contains(next) { return true }
            queue += inherits[next] ?? []
        }
        return false
    }

    /// `Base` of `Base<T>` or `Module.Base`.
    static func baseName(_ type: String) -> String {
        let head = type.prefix { $0 != "<" && $0 != " " }
        return String(head.split(separator: ".").last ?? Substring(head))
    }

    /// The UpperCamelCase names in type or expression text.
    static func typeNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        func flush() {
            if let first = current.first, first.isUppercase { names.insert(current) }
            current = ""
        }
        var previous: Character = " "
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                // A member after a `.` (`Foo.shared`) names no type of its own.
                if current.isEmpty, previous == "." { current = "." }
                current.append(character)
            } else {
                if current.hasPrefix(".") { current = "" } else { flush() }
            }
            previous = character
        }
        if current.hasPrefix(".") { current = "" } else { flush() }
        return names
    }
}
