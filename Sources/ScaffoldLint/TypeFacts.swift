import ScaffoldSupport
import ScaffoldSyntax

/// What the repository's declarations say about its types, for the checks the lint session
/// makes across files: which types hold which (a stored property, an enum case's value, a
/// property's initial value), which are declared `@MainActor`, and what each inherits.
public struct TypeFacts: Sendable {
    /// (held, holder) pairs: `holder` has a value of `held`.
    private var edges: [(held: String, holder: String)] = []
    /// Types and protocols declared `@MainActor`.
    private var mainActor: [String] = []
    /// (type, what it inherits) pairs.
    private var inheritance: [(type: String, inherits: [String])] = []
    /// Structs and enums: values, never view models.
    private var valueTypes: [String] = []

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
            if declaration.hasAttribute("MainActor") { mainActor.append(name) }
            if declaration.kind == .struct || declaration.kind == .enum { valueTypes.append(name) }
            if !declaration.inheritance.isEmpty { inheritance.append((name, declaration.inheritance.map(Self.baseName))) }
            // By index: a member is read in place, not copied whole (most are functions,
            // which hold nothing).
            let members = declaration.members
            for index in members.indices {
                switch members[index].kind {
                case .var, .let:
                    // A property of the type's values, stored or computed: it reaches the value.
                    let modifiers = members[index].modifiers
                    guard !modifiers.contains("static"), !modifiers.contains("class") else { break }
                    // The annotation says what is held; without one, the initial value does.
                    if let type = members[index].type { addHeld(in: type, by: name) } else if let initializer = members[index].initializer { addHeld(in: initializer, by: name) }
                case .case:
                    for parameter in members[index].parameters { addHeld(in: parameter.type, by: name) }
                case .class, .struct, .enum, .actor, .protocol, .extension:
                    add(members[index])
                default:
                    break
                }
            }
        case .extension:
            // An extension adds conformances (and no stored properties).
            if !declaration.inheritance.isEmpty { inheritance.append((Self.baseName(declaration.name), declaration.inheritance.map(Self.baseName))) }
            let members = declaration.members
            for index in members.indices where [.class, .struct, .enum, .actor, .protocol, .extension].contains(members[index].kind) { add(members[index]) }
        default:
            break
        }
    }

    private mutating func addHeld(in text: String, by holder: String) {
        for held in ByteSearch.upperCamelNames(in: text, excluding: Self.standardByLength) where held != holder { edges.append((held, holder)) }
    }

    /// Types of the standard library and the SDK that hold no screen: not worth an edge.
    static let standardTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Substring", "Decimal", "Date", "URL", "UUID", "Data", "Error", "Never", "Void",
        "Array", "Set", "Dictionary", "Optional", "Result", "Task", "Published", "Binding", "State", "AnyCancellable", "CGFloat", "CGSize", "CGPoint",
        "CGRect", "Color", "Image", "Text", "Font", "Int64", "Int32", "UInt", "TimeInterval", "IndexSet", "NSObject", "Any", "AnyObject", "Self",
    ]

    /// `standardTypes` as bytes, by length.
    static let standardByLength: [Int: [[UInt8]]] = Dictionary(grouping: standardTypes.map { Array($0.utf8) }, by: \.count)

    /// Adds `other`'s facts.
    public mutating func merge(_ other: TypeFacts) {
        edges += other.edges
        mainActor += other.mainActor
        inheritance += other.inheritance
        valueTypes += other.valueTypes
    }

    /// The facts indexed for the questions, once all are gathered. Each index is built on
    /// its first question: a run that asks only about holders does not index inheritance.
    public func indexed() -> Index {
        Index(self)
    }

    /// The facts, indexed by name on demand (used by one thread at a time).
    public final class Index {
        private let facts: TypeFacts
        /// For each type name, the types that hold a value of it.
        private lazy var heldBy: [String: [String]] = {
            var heldBy: [String: [String]] = [:]
            for edge in facts.edges { heldBy[edge.held, default: []].append(edge.holder) }
            return heldBy
        }()
        /// Types and protocols declared `@MainActor`.
        private lazy var mainActor = Set(facts.mainActor)
        /// What each type or protocol inherits.
        private lazy var inherits: [String: [String]] = {
            var inherits: [String: [String]] = [:]
            for item in facts.inheritance { inherits[item.type, default: []] += item.inherits }
            return inherits
        }()
        /// Structs and enums.
        private lazy var valueTypes = Set(facts.valueTypes)

        /// An index of `facts`, built as questions come.
        init(_ facts: TypeFacts) {
            self.facts = facts
        }

        /// Whether `type` is declared as a struct or an enum.
        public func isValueType(_ type: String) -> Bool {
            valueTypes.contains(type)
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

        /// What `type` inherits, by name.
        public func inherited(by type: String) -> [String] {
            inherits[type] ?? []
        }

        /// Whether one of `types`, or what they inherit, is declared `@MainActor`.
        public func isMainActor(inheriting types: [String]) -> Bool {
            var seen: Set<String> = []
            var queue = types.map(TypeFacts.baseName)
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                if mainActor.contains(next) { return true }
                queue += inherits[next] ?? []
            }
            return false
        }
    }

    /// `Base` of `Base<T>` or `Module.Base`.
    static func baseName(_ type: String) -> String {
        // Most names are plain: nothing to cut.
        if !type.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ".") }) { return type }
        let head = type.prefix { $0 != "<" && $0 != " " }
        return String(head.split(separator: ".").last ?? Substring(head))
    }

}
