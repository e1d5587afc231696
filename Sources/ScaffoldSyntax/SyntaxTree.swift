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
