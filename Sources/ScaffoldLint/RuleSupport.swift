import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension LintRepository {
    /// The cases of `type`'s nested enum `kind` with their coverage by the tests that name
    /// one of `types`; `observed` asks for a reference other than a sent value.
    func coverage(of kind: CaseKind, in type: Declaration, reaching types: [String], observed: Bool) -> [(member: Declaration, coverage: Coverage)] {
        guard let cases = type.members.first(where: { $0.kind == .enum && $0.name == kind.rawValue }) else { return [] }
        // An `Action` enum is the view model's input only when a method takes it (`send(_:)`,
        // `send(action:)`, a reducer) that others can call, or a `lint.senders` macro or
        // protocol makes a sending method of each case; otherwise it is private bookkeeping.
        let generated = settings.senders.contains { sender in type.hasAttribute(sender) || type.inheritance.map(TypeFacts.baseName).contains(sender) }
        if kind == .action, !generated, !type.members.contains(where: { $0.kind == .func && !$0.isPrivate && $0.parameters.contains { ["Action", "Self.Action"].contains($0.type.trimmingSpaces()) } }) {
            return []
        }
        let reaching = files(naming: types)
        return cases.members.filter { $0.kind == .case }.map { ($0, coverage(of: $0.name, inFiles: reaching, observed: observed)) }
    }

    /// Findings at each case of `type`'s enum `kind` that no test reaching `types` refers
    /// to; the session clears those that a test reaches through a type holding them.
    func untestedCases(of kind: CaseKind, in type: Declaration, reaching types: [String], observed: Bool, ask: String) -> [Finding] {
        coverage(of: kind, in: type, reaching: types, observed: observed).filter { $0.coverage == .untested }.map { item in
            Finding(token: item.member.positionToken, message: "\(kind.noun) '\(item.member.name)' of \(type.name) has no test: \(ask)",
                    symbol: "\(type.name).\(kind.rawValue).\(item.member.name)",
                    deferred: .reachedThroughHolders(types: types, member: item.member.name, observed: observed),
                    subject: .enumCase(kind: kind, owner: type.name, name: item.member.name))
        }
    }
}

extension LintFile {
    /// The finding for a class that is not `@MainActor`: none when it inherits the
    /// isolation from a type of this file, and one the session checks across the
    /// repository when it inherits from a type declared elsewhere.
    func mainActorFinding(for type: Declaration, noun: String) -> Finding? {
        // Built with MainActor as the default isolation, a type without an attribute is one.
        if settings.isMainActorByDefault, !type.modifiers.contains("nonisolated") { return nil }
        let inherited = type.inheritance.map(TypeFacts.baseName)
        let own = ownTypeFacts
        if own.facts.isMainActor(inheriting: inherited) { return nil }
        let elsewhere = inherited.filter { !own.types.contains($0) && !Self.systemProtocols.contains($0) }
        return Finding(token: type.positionToken, message: "\(noun) \(type.name) is not isolated to the main actor: annotate it with @MainActor",
                       symbol: type.name, endToken: nameToken(of: type),
                       deferred: elsewhere.isEmpty ? nil : .inheritsMainActor(from: elsewhere))
    }

    /// The facts of this file's own types, and their names: read once per file, however
    /// many of its classes ask (a file of N classes without `@MainActor` read them N times).
    var ownTypeFacts: (facts: TypeFacts.Index, types: Set<String>) {
        if let known = structures.ownTypeFacts { return known }
        var types: Set<String> = []
        tree.forEachDeclaration { if [.class, .struct, .enum, .actor, .protocol].contains($0.kind) { types.insert($0.name) } }
        let read = (facts: TypeFacts(tree).indexed(), types: types)
        structures.ownTypeFacts = read
        return read
    }

    /// Protocols of the SDK a view model or router conforms to, which do not make it
    /// `@MainActor` (no need to look for them in the repository).
    static let systemProtocols: Set<String> = ["ObservableObject", "Observable", "Identifiable", "Hashable", "Equatable", "Sendable", "AnyObject", "NSObject"]

    /// The token of a type declaration's name (after its keyword).
    func nameToken(of declaration: Declaration) -> Int {
        var index = declaration.positionToken + 1
        let tokens = source.tokens
        while index < tokens.count, tokens[index].kind != .identifier, tokens[index].kind != .backtickIdentifier { index += 1 }
        return min(index, tokens.count - 1)
    }

    /// The type among `types` and its member whose position is `token`.
    func member(at token: Int, in types: [Declaration]) -> (type: Declaration, member: Declaration)? {
        for type in types {
            if let member = type.members.first(where: { $0.positionToken == token }) { return (type, member) }
        }
        return nil
    }

    /// The extensions of the type named `name` in this file.
    func extensions(of name: String) -> [Declaration] {
        extensionCandidates(name).filter { $0.name == name || $0.name.hasSuffix("." + name) }
    }

    /// The extensions in this file whose extended name is exactly `name`.
    func extensions(named name: String) -> [Declaration] {
        extensionCandidates(name).filter { $0.name == name }
    }

    /// The extensions that may extend `name`: those whose names end in the same last part.
    /// The file's extensions are gathered by it once: every view model or fake of a file
    /// asks, and a scan of every declaration each time is quadratic.
    private func extensionCandidates(_ name: String) -> [Declaration] {
        // A file of a few declarations (nearly every file) is looked through whole: cheaper
        // than gathering them, and still a bounded look per question.
        let declarations = tree.declarations
        if declarations.count <= Self.fewDeclarations {
            WorkCounter.add(declarations.count)
            return declarations.filter { $0.kind == .extension }
        }
        let byLastName: [Substring: [Declaration]]
        if let known = structures.extensionsByLastName {
            byLastName = known
        } else {
            var gathered: [Substring: [Declaration]] = [:]
            for declaration in declarations where declaration.kind == .extension {
                WorkCounter.add()
                gathered[Self.lastPart(of: declaration.name), default: []].append(declaration)
            }
            structures.extensionsByLastName = gathered
            byLastName = gathered
        }
        // `A.B` extends `B` and `A.B`: whatever it extends ends in the same last part.
        let candidates = byLastName[Self.lastPart(of: name)] ?? []
        WorkCounter.add(candidates.count)
        return candidates
    }

    /// The most top-level declarations a file's extensions are looked through one by one.
    static let fewDeclarations = 32

    /// The part of a dotted name after its last `.` (all of it when it has none), found in
    /// its bytes (a `.` is never part of another character).
    private static func lastPart(of name: String) -> Substring {
        guard let period = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name[...] }
        return name[name.utf8.index(after: period)...]
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

extension String {
    /// The name before the first `.` (`items` of `items.count`), found in the UTF-8 bytes:
    /// the rules ask this of every assignment and call, and a walk over characters was a
    /// tenth of `vm_action_single_change`'s time.
    var firstName: String {
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return self }
        return String(self[..<dot])
    }

    /// The first name a receiver chain starts from, `self.` left out (`items` of
    /// `self.items.first`).
    var receiverRoot: String {
        guard utf8.starts(with: "self.".utf8) else { return firstName }
        let rest = self[utf8.index(startIndex, offsetBy: 5)...]
        guard let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) else { return String(rest) }
        return String(rest[..<dot])
    }
}
