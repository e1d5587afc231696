import ScaffoldSyntax

/// Small questions the anatomy, the rules and the screen model ask of declarations.
extension Declaration {
    /// Whether the setter is restricted: `private`, `fileprivate`, `private(set)` or
    /// `fileprivate(set)`.
    public var hasRestrictedSetter: Bool {
        modifiers.contains { ["private", "fileprivate", "private(set)", "fileprivate(set)"].contains($0) }
    }

    /// Whether it is `private` or `fileprivate` entirely.
    public var isPrivate: Bool {
        modifiers.contains("private") || modifiers.contains("fileprivate")
    }

    /// Whether it is `static` or `class`.
    public var isTypeMember: Bool {
        modifiers.contains("static") || modifiers.contains("class")
    }

    /// For a `var`: whether it stores a value (it has no body, or only observers).
    public func isStored(in file: SourceFile) -> Bool {
        guard kind == .var || kind == .let else { return false }
        guard let body = bodyRange else { return true }
        let first = body.first { !file.tokens[$0].isComment }
        guard let first else { return false }
        let keyword = file.tokens[first].keyword
        return keyword == .didSet || keyword == .willSet
    }

    /// Whether an attribute with one of these names is present.
    public func hasAttribute(in names: Set<String>) -> Bool {
        attributes.contains { names.contains($0.name) }
    }
}
