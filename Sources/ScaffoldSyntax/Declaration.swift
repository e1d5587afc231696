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

    /// What the declaration is.
    public var kind: Kind
    /// Its name (`Login`, `send`, `init`, the module for an import, the extended type).
    public var name: String
    /// Attributes, in order.
    public var attributes: [Attribute] = []
    /// Modifiers as written (`private`, `private(set)`, `static`, `final`…).
    public var modifiers: [String] = []
    /// The types after `:` (for types, extensions, protocols, associated types).
    public var inheritance: [String] = []
    /// The generic parameter clause, `<T: View>`, or nil.
    public var genericParameters: String?
    /// A property's type annotation, a typealias's or associated type's type, or nil.
    public var type: String?
    /// A property's initial value, or nil.
    public var initializer: String?
    /// Parameters of functions, initializers, subscripts, macros and enum cases.
    public var parameters: [Parameter] = []
    /// The return type of a function, subscript or macro, or nil.
    public var returnType: String?
    /// The text of each `// MARK:` comment between the previous sibling and this one.
    public var marks: [String] = []
    /// The index of the token its position is taken from: the keyword, or for properties
    /// and enum cases, the name.
    public var positionToken: Int
    /// The index of its first token (its first attribute or modifier) and of its last.
    public var tokenRange: ClosedRange<Int>
    /// The indexes of the tokens between the braces of its body, when it has one.
    public var bodyRange: Range<Int>?
    /// Members, for types, extensions and protocols.
    public var members: [Declaration] = []
    /// Whether it sits inside an `#if` block.
    public var isInsideIfConfig = false
    /// Its line and column (of `positionToken`).
    public var line = 0
    /// Its UTF-8 column.
    public var column = 0

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

/// A file's declarations.
public struct SyntaxTree: Sendable {
    /// The lexed file.
    public let file: SourceFile
    /// Top-level declarations, in order.
    public let declarations: [Declaration]

    /// Parses the declarations of `file`, which is lexed already.
    public init(_ file: SourceFile) {
        self.file = file
        var parser = DeclarationParser(file: file)
        declarations = parser.parseFile()
    }

    /// Every declaration, depth first.
    public var allDeclarations: [Declaration] {
        var result: [Declaration] = []
        forEachDeclaration { result.append($0) }
        return result
    }

    /// Calls `body` with every declaration, depth first, without collecting them into an array.
    public func forEachDeclaration(_ body: (Declaration) throws -> Void) rethrows {
        try Declaration.visit(declarations, body)
    }
}
