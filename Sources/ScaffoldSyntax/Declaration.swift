/// A declaration found by `DeclarationParser`: what it is, its name, how it is decorated,
/// where it is, and (for types and extensions) its members.
public struct Declaration: Sendable {
    /// What a declaration is, spelled as its Swift keyword.
    public enum Kind: String, Sendable, CaseIterable {
        case `import`, `class`, `struct`, `enum`, actor, `protocol`, `extension`, `func`, `init`, `deinit`
        case `var`, `let`, `case`, `typealias`, `subscript`, macro, `associatedtype`, `operator`, `precedencegroup`
        /// Code the parser could not read as a declaration (a statement, a macro expansion,
        /// broken source). Rules ignore it.
        case unknown
    }

    /// An attribute such as `@MainActor` or `@available(iOS 17, *)`.
    public struct Attribute: Sendable, Equatable {
        /// The name without `@` (`MainActor`, `Environment`).
        public var name: String
        /// The text between the parentheses, or nil when there are none.
        public var arguments: String?
        /// The index of the `@` token.
        public var token: Int
    }

    /// A parameter of a function, initializer, subscript, macro or enum case.
    public struct Parameter: Sendable, Equatable {
        /// The argument label (`_` for none), or nil for an enum case value without one.
        public var label: String?
        /// The parameter's own name, when it differs from the label.
        public var name: String?
        /// The type as written.
        public var type: String
        /// The index of its first token (not part of equality).
        public var token: Int
        /// Its default value as written (`= .live`), or nil (not part of equality).
        public var defaultValue: String?

        /// Creates a parameter.
        public init(label: String?, name: String?, type: String, token: Int = 0, defaultValue: String? = nil) {
            self.label = label
            self.name = name
            self.type = type
            self.token = token
            self.defaultValue = defaultValue
        }

        public static func == (lhs: Parameter, rhs: Parameter) -> Bool {
            lhs.label == rhs.label && lhs.name == rhs.name && lhs.type == rhs.type
        }
    }

    /// The fields, shared by copies until one of them changes: a copy of a declaration is
    /// one retain, not one per field (rules pass declarations around a lot). No access to
    /// a field is checked for exclusivity at run time: a storage is changed only once it
    /// is one value's own (`makeUnique`), and reading a field was 3% of lint's time.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var kind: Kind
        @exclusivity(unchecked) var name: String
        @exclusivity(unchecked) var attributes: [Attribute]
        @exclusivity(unchecked) var modifiers: [String]
        @exclusivity(unchecked) var inheritance: [String]
        @exclusivity(unchecked) var genericParameters: String?
        @exclusivity(unchecked) var type: String?
        @exclusivity(unchecked) var initializer: String?
        @exclusivity(unchecked) var parameters: [Parameter]
        @exclusivity(unchecked) var returnType: String?
        @exclusivity(unchecked) var marks: [String]
        @exclusivity(unchecked) var positionToken: Int
        @exclusivity(unchecked) var tokenRange: ClosedRange<Int>
        @exclusivity(unchecked) var bodyRange: Range<Int>?
        @exclusivity(unchecked) var members: [Declaration]
        @exclusivity(unchecked) var isInsideIfConfig: Bool
        @exclusivity(unchecked) var line: Int
        @exclusivity(unchecked) var column: Int

        init(kind: Kind, name: String, attributes: [Attribute], modifiers: [String], inheritance: [String], genericParameters: String?, type: String?, initializer: String?, parameters: [Parameter], returnType: String?, marks: [String], positionToken: Int, tokenRange: ClosedRange<Int>, bodyRange: Range<Int>?, members: [Declaration], isInsideIfConfig: Bool, line: Int, column: Int) {
            self.kind = kind
            self.name = name
            self.attributes = attributes
            self.modifiers = modifiers
            self.inheritance = inheritance
            self.genericParameters = genericParameters
            self.type = type
            self.initializer = initializer
            self.parameters = parameters
            self.returnType = returnType
            self.marks = marks
            self.positionToken = positionToken
            self.tokenRange = tokenRange
            self.bodyRange = bodyRange
            self.members = members
            self.isInsideIfConfig = isInsideIfConfig
            self.line = line
            self.column = column
        }

        func copy() -> Storage {
            Storage(kind: kind, name: name, attributes: attributes, modifiers: modifiers, inheritance: inheritance, genericParameters: genericParameters, type: type, initializer: initializer, parameters: parameters, returnType: returnType, marks: marks, positionToken: positionToken, tokenRange: tokenRange, bodyRange: bodyRange, members: members, isInsideIfConfig: isInsideIfConfig, line: line, column: column)
        }
    }

    private var storage: Storage

    /// Makes the storage this value's own before a change (copy on write).
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// What the declaration is.
    public var kind: Kind {
        get { storage.kind }
        _modify {
            makeUnique()
            yield &storage.kind
        }
    }
    /// Its name (`Login`, `send`, `init`, the module for an import, the extended type).
    public var name: String {
        get { storage.name }
        _modify {
            makeUnique()
            yield &storage.name
        }
    }
    /// Attributes, in order.
    public var attributes: [Attribute] {
        get { storage.attributes }
        _modify {
            makeUnique()
            yield &storage.attributes
        }
    }
    /// Modifiers as written (`private`, `private(set)`, `static`, `final`…).
    public var modifiers: [String] {
        get { storage.modifiers }
        _modify {
            makeUnique()
            yield &storage.modifiers
        }
    }
    /// The types after `:` (for types, extensions, protocols, associated types).
    public var inheritance: [String] {
        get { storage.inheritance }
        _modify {
            makeUnique()
            yield &storage.inheritance
        }
    }
    /// The generic parameter clause, `<T: View>`, or nil.
    public var genericParameters: String? {
        get { storage.genericParameters }
        _modify {
            makeUnique()
            yield &storage.genericParameters
        }
    }
    /// A property's type annotation, a typealias's or associated type's type, or nil.
    public var type: String? {
        get { storage.type }
        _modify {
            makeUnique()
            yield &storage.type
        }
    }
    /// A property's initial value, or nil.
    public var initializer: String? {
        get { storage.initializer }
        _modify {
            makeUnique()
            yield &storage.initializer
        }
    }
    /// Parameters of functions, initializers, subscripts, macros and enum cases.
    public var parameters: [Parameter] {
        get { storage.parameters }
        _modify {
            makeUnique()
            yield &storage.parameters
        }
    }
    /// The return type of a function, subscript or macro, or nil.
    public var returnType: String? {
        get { storage.returnType }
        _modify {
            makeUnique()
            yield &storage.returnType
        }
    }
    /// The text of each `// MARK:` comment between the previous sibling and this one.
    public var marks: [String] {
        get { storage.marks }
        _modify {
            makeUnique()
            yield &storage.marks
        }
    }
    /// The index of the token its position is taken from: the keyword, or for properties
    /// and enum cases, the name.
    public var positionToken: Int {
        get { storage.positionToken }
        _modify {
            makeUnique()
            yield &storage.positionToken
        }
    }
    /// The index of its first token (its first attribute or modifier) and of its last.
    public var tokenRange: ClosedRange<Int> {
        get { storage.tokenRange }
        _modify {
            makeUnique()
            yield &storage.tokenRange
        }
    }
    /// The indexes of the tokens between the braces of its body, when it has one.
    public var bodyRange: Range<Int>? {
        get { storage.bodyRange }
        _modify {
            makeUnique()
            yield &storage.bodyRange
        }
    }
    /// Members, for types, extensions and protocols.
    public var members: [Declaration] {
        get { storage.members }
        _modify {
            makeUnique()
            yield &storage.members
        }
    }
    /// Whether it sits inside an `#if` block.
    public var isInsideIfConfig: Bool {
        get { storage.isInsideIfConfig }
        _modify {
            makeUnique()
            yield &storage.isInsideIfConfig
        }
    }
    /// Its line and column (of `positionToken`).
    public var line: Int {
        get { storage.line }
        _modify {
            makeUnique()
            yield &storage.line
        }
    }
    /// Its UTF-8 column.
    public var column: Int {
        get { storage.column }
        _modify {
            makeUnique()
            yield &storage.column
        }
    }

    /// A declaration; what the parser does not set has its empty value.
    public init(kind: Kind, name: String, attributes: [Attribute] = [], modifiers: [String] = [], inheritance: [String] = [], genericParameters: String? = nil, type: String? = nil, initializer: String? = nil, parameters: [Parameter] = [], returnType: String? = nil, marks: [String] = [], positionToken: Int, tokenRange: ClosedRange<Int>, bodyRange: Range<Int>? = nil, members: [Declaration] = [], isInsideIfConfig: Bool = false, line: Int = 0, column: Int = 0) {
        storage = Storage(kind: kind, name: name, attributes: attributes, modifiers: modifiers, inheritance: inheritance, genericParameters: genericParameters, type: type, initializer: initializer, parameters: parameters, returnType: returnType, marks: marks, positionToken: positionToken, tokenRange: tokenRange, bodyRange: bodyRange, members: members, isInsideIfConfig: isInsideIfConfig, line: line, column: column)
    }

    /// Whether an attribute with this name is present.
    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }

    /// This declaration and every nested one, depth first.
    public var allDeclarations: [Declaration] {
        var result: [Declaration] = []
        forEach { result.append($0) }
        return result
    }

    /// Calls `body` with this declaration and every nested one, depth first, without
    /// collecting them into an array.
    public func forEach(_ body: (Declaration) throws -> Void) rethrows {
        try body(self)
        try Declaration.visit(members, body)
    }

    /// Calls `body` with each declaration and its nested ones, depth first. Each element is
    /// copied for the call (a retain per field): neither an array subscript nor a `Span`
    /// lends it to a closure the optimizer cannot see into.
    static func visit(_ declarations: [Declaration], _ body: (Declaration) throws -> Void) rethrows {
        var index = 0
        while index < declarations.count {
            try body(declarations[index])
            try visit(declarations[index].members, body)
            index += 1
        }
    }
}
