import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension LintRepository {
    /// Findings at each case of the nested enum `enumName` of `type` that no test reaches
    /// (see `isTested(_:mentioning:)`).
    func untestedCases(of enumName: String, in type: Declaration, mentioning types: [String]) -> [Finding] {
        guard let cases = type.members.first(where: { $0.kind == .enum && $0.name == enumName }) else { return [] }
        return cases.members.filter { $0.kind == .case && !isTested($0.name, mentioning: types) }.map { Finding(token: $0.positionToken) }
    }
}

extension LintFile {
    /// The type among `types` and its member whose position is `token`.
    func member(at token: Int, in types: [Declaration]) -> (type: Declaration, member: Declaration)? {
        for type in types {
            if let member = type.members.first(where: { $0.positionToken == token }) { return (type, member) }
        }
        return nil
    }

    /// The extensions of the type named `name` in this file.
    func extensions(of name: String) -> [Declaration] {
        tree.declarations.filter { $0.kind == .extension && ($0.name == name || $0.name.hasSuffix("." + name)) }
    }

    /// The edit that inserts `text` before the `var` or `let` of the property named at
    /// token `name`, or nil when the keyword is not where it should be.
    func insertion(_ text: String, beforeKeywordOf name: Int) -> SourceEdit? {
        var index = name - 1
        while index >= 0, source.tokens[index].isComment { index -= 1 }
        guard index >= 0, source.tokens[index].keyword == .var || source.tokens[index].keyword == .let else { return nil }
        return SourceEdit(insert: text, at: Int(source.tokens[index].start))
    }

    /// The edit that puts `@MainActor` above a type declaration (on its own line, with the
    /// declaration's indentation and the file's line ending), or before it on its line.
    func mainActorInsertion(for type: Declaration) -> SourceEdit {
        let first = Int(source.tokens[type.tokenRange.lowerBound].start)
        let lineStart = source.lineStart(ofLineAt: first)
        let before = source.bytes[lineStart..<first]
        let onlySpaces = before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let indentation = String(decoding: before, as: UTF8.self)
        return SourceEdit(insert: "@MainActor" + (onlySpaces ? source.lineEnding + indentation : " "), at: first)
    }

    /// Why making a property's setter private would break code: a place outside its type
    /// that writes or binds it. Nil when the fix is safe.
    func outsideWriteReason(of member: Declaration, in type: Declaration, context: FixContext, change: String) -> String? {
        guard let place = context.outsideWrite(of: member.name, declaredIn: type, extensions: extensions(of: type.name), file: source) else { return nil }
        return "not fixed: '\(member.name)' is assigned or bound outside \(type.name) (\(place.location.file):\(place.location.line):\(place.location.column)), so \(change) would not compile there; make that code send an action instead"
    }
}
