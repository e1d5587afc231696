import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Small questions rules ask of declarations.
extension Declaration {
    /// Whether the setter is restricted: `private`, `fileprivate`, `private(set)` or
    /// `fileprivate(set)`.
    var hasRestrictedSetter: Bool {
        modifiers.contains { ["private", "fileprivate", "private(set)", "fileprivate(set)"].contains($0) }
    }

    /// Whether it is `private` or `fileprivate` entirely.
    var isPrivate: Bool {
        modifiers.contains("private") || modifiers.contains("fileprivate")
    }

    /// Whether it is `static` or `class`.
    var isTypeMember: Bool {
        modifiers.contains("static") || modifiers.contains("class")
    }

    /// For a `var`: whether it stores a value (it has no body, or only observers).
    func isStored(in file: SourceFile) -> Bool {
        guard kind == .var || kind == .let else { return false }
        guard let body = bodyRange else { return true }
        let first = body.first { !file.tokens[$0].isComment }
        guard let first else { return false }
        let keyword = file.tokens[first].keyword
        return keyword == .didSet || keyword == .willSet
    }

    /// Whether an attribute with one of these names is present.
    func hasAttribute(in names: Set<String>) -> Bool {
        attributes.contains { names.contains($0.name) }
    }
}

extension LintRepository {
    /// Findings at each case of the nested enum `enumName` of `type` that no test reaches
    /// (see `isTested(_:mentioning:)`).
    func untestedCases(of enumName: String, in type: Declaration, mentioning types: [String]) -> [Finding] {
        guard let cases = type.members.first(where: { $0.kind == .enum && $0.name == enumName }) else { return [] }
        return cases.members.filter { $0.kind == .case && !isTested($0.name, mentioning: types) }.map { Finding(token: $0.positionToken) }
    }
}
