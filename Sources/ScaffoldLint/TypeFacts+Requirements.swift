import ScaffoldSupport
import ScaffoldSyntax

/// A protocol's requirements, by name, for `fake_follows_protocol`.
struct ProtocolFact: Sendable {
    /// The protocol.
    var name: String
    /// The names of its requirements (methods, properties, initializers, subscripts), without backticks.
    var requirements: [String]
    /// What it inherits.
    var inherits: [String]
    /// Where it is declared (`file:line`).
    var place: String
}

/// The inits a construction of a struct or class can use, for `construction_missing_argument`.
struct InitFact: Sendable {
    /// A parameter of an init: its label (`_` for none) and whether a construction must pass it.
    struct Parameter: Sendable {
        /// The argument label (`_` for none).
        var label: String
        /// Whether a construction must pass it (no default, not variadic).
        var required: Bool
    }

    /// The type.
    var name: String
    /// Whether it is a class (which may inherit inits from a superclass).
    var isClass: Bool
    /// What it inherits.
    var inherits: [String]
    /// Its inits' parameters (a struct without a declared init: the memberwise one); nil
    /// when they cannot be read surely (generic, a macro that may add inits, a property
    /// wrapper, a computed or observed property the memberwise init would leave out).
    var inits: [[Parameter]]?
    /// Where it is declared (`file:line`).
    var place: String
}

/// A type's one init, as a construction is checked against it.
struct CheckableInit {
    /// Its parameters, in order.
    var parameters: [InitFact.Parameter]
    /// Their labels.
    var labels: Set<String>
    /// How many take no label, and how many of those a construction must pass.
    var unlabelled: Int, requiredUnlabelled: Int
    /// Where the type is declared (`file:line`).
    var place: String
}

extension TypeFacts {
    /// Attributes of a type that add no init.
    static let plainTypeAttributes: Set<String> = ["MainActor", "Observable", "available", "frozen", "objc", "usableFromInline", "preconcurrency", "dynamicMemberLookup"]

    /// Records a protocol's requirements, or a struct's or class's inits.
    mutating func addRequirementsAndInits(_ declaration: Declaration) {
        let place = "\(currentPath):\(declaration.line)"
        switch declaration.kind {
        case .protocol:
            let names = declaration.members.filter { [.func, .var, .let, .`init`, .subscript].contains($0.kind) }.map { $0.name.filter { $0 != "`" } }
            protocols.append(ProtocolFact(name: declaration.name, requirements: names, inherits: declaration.inheritance.map(Self.baseName), place: place))
        case .struct, .class:
            initializers.append(InitFact(name: declaration.name, isClass: declaration.kind == .class, inherits: declaration.inheritance.map(Self.baseName),
                                         inits: Self.readableInits(declaration), place: place))
        default:
            break
        }
    }

    /// The inits of a struct or class, when scaffold can read all of them.
    static func readableInits(_ declaration: Declaration) -> [[InitFact.Parameter]]? {
        guard declaration.genericParameters == nil, declaration.attributes.allSatisfy({ plainTypeAttributes.contains($0.name) }) else { return nil }
        let members = declaration.members
        let declared = members.filter { $0.kind == .`init` }
        if !declared.isEmpty {
            return declared.map { initializer in
                initializer.parameters.map { InitFact.Parameter(label: $0.label ?? $0.name ?? "_", required: $0.defaultValue == nil && !$0.type.hasSuffix("...")) }
            }
        }
        guard declaration.kind == .struct else { return nil }
        // The memberwise init: the stored properties, in order.
        var parameters: [InitFact.Parameter] = []
        for member in members where member.kind == .var || member.kind == .let {
            let modifiers = member.modifiers
            if modifiers.contains("static") || modifiers.contains("class") { continue }
            guard member.attributes.isEmpty, member.bodyRange == nil, !modifiers.contains("lazy"), !modifiers.contains("private"),
                  !modifiers.contains("fileprivate"), let type = member.type else { return nil }
            if member.kind == .let, member.initializer != nil { continue }
            let optional = member.kind == .var && (type.hasSuffix("?") || type.hasPrefix("Optional<"))
            parameters.append(InitFact.Parameter(label: member.name.filter { $0 != "`" }, required: member.initializer == nil && !optional))
        }
        return [parameters]
    }
}

extension TypeFacts.Index {
    /// Protocols that a fake satisfies without a requirement of its own.
    static let markerProtocols: Set<String> = ["Sendable", "AnyObject", "@unchecked Sendable", "unchecked"]

    /// The requirements of `proto` (declared once here, with what it inherits that is
    /// declared here) that neither `members`, an extension of `fake`, nor an extension of the
    /// protocols declares; nil when the question cannot be answered surely (the protocol
    /// is unknown or declared twice, or the fake inherits a type that is not a protocol).
    func missingRequirements(fake: String, of proto: String, members: [String], fakeInherits: [String]) -> (missing: [String], place: String)? {
        guard let declared = protocolsByName[proto], declared.count == 1, let root = declared.first else { return nil }
        // A fake of a class (a superclass) gets members from it: not a question for names.
        for inherited in fakeInherits where !Self.markerProtocols.contains(inherited) && protocolsByName[inherited] == nil && !TypeFacts.standardProtocols.contains(inherited) {
            return nil
        }
        var requirements: [String] = []
        var implemented = Set(members.map { $0.filter { $0 != "`" } })
        var queue = [root]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next.name).inserted else { continue }
            requirements += next.requirements
            for name in extensionMembersByType[next.name] ?? [] { implemented.insert(name.filter { $0 != "`" }) }
            for parent in next.inherits {
                if let found = protocolsByName[parent], found.count == 1, let first = found.first { queue.append(first) }
            }
        }
        for name in extensionMembersByType[fake] ?? [] { implemented.insert(name.filter { $0 != "`" }) }
        var missing: [String] = []
        for name in requirements where !implemented.contains(name) && !missing.contains(name) { missing.append(name) }
        return (missing, root.place)
    }

    /// The labelled arguments a construction of `type` lacks that its one init needs (or
    /// the unlabelled ones it lacks, as `_`), and where the type is declared; nil when the
    /// question cannot be answered surely.
    func missingArguments(of type: String, labels: [String], unlabelled: Int) -> (missing: [String], place: String)? {
        guard let known = checkableInits[type] else { return nil }
        // A label the init does not take: another init (of another type of the name) is meant.
        guard labels.allSatisfy({ known.labels.contains($0) }), unlabelled <= known.unlabelled else { return nil }
        var missing: [String] = []
        for parameter in known.parameters where parameter.required && parameter.label != "_" && !labels.contains(parameter.label) { missing.append(parameter.label) }
        if unlabelled < known.requiredUnlabelled { missing += Array(repeating: "_", count: known.requiredUnlabelled - unlabelled) }
        return (missing, known.place)
    }

    /// The types a construction can be checked against, each with its one init: declared
    /// once, one init lint can read, none in an extension, no superclass that may give one.
    func readCheckableInits() -> [String: CheckableInit] {
        var found: [String: CheckableInit] = [:]
        for (name, facts) in initializersByName {
            guard facts.count == 1, let fact = facts.first, let inits = fact.inits, inits.count == 1, let parameters = inits.first,
                  typeDeclarationCount[name, default: 0] == 1, !extendedWithInit.contains(name) else { continue }
            if fact.isClass, fact.inherits.contains(where: { protocolsByName[$0] == nil && !TypeFacts.standardProtocols.contains($0) }) { continue }
            found[name] = CheckableInit(parameters: parameters, labels: Set(parameters.map(\.label)), unlabelled: parameters.filter { $0.label == "_" }.count,
                                        requiredUnlabelled: parameters.filter { $0.required && $0.label == "_" }.count, place: fact.place)
        }
        return found
    }
}

extension TypeFacts {
    /// Protocols of the standard library and the SDK a type often adopts; none adds an init
    /// a construction could use, nor is any a superclass.
    static let standardProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Decodable", "Encodable", "Comparable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "ObservableObject", "Error", "LocalizedError", "CaseIterable", "AnyObject", "View",
    ]
}
