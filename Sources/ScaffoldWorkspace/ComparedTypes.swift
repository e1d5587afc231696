import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// What the generated code asks of the app's own types: an output a test compares with
/// `==` must be `Equatable` (`XCTAssertEqual(sut.items, [Item(id: 1)])`), and a route's
/// value `Hashable` (`enum Route: Hashable { case detail(Item) }`). The spec contract says
/// so; this reads the app's declarations of the types named there and refuses a spec whose
/// generated code would not compile because one of them says otherwise.
///
/// Only a type the app declares, whose every declaration and extension is read, is judged:
/// one from another module, or one that lists a protocol or superclass not known here
/// (which may bring the conformance), is taken as conforming.
enum ComparedTypes {
    /// Protocols of the standard library and the SDK that bring neither `Equatable` nor
    /// `Hashable`.
    static let bringNeither: Set<String> = [
        "Identifiable", "Codable", "Decodable", "Encodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Error", "LocalizedError", "CaseIterable", "ObservableObject", "CustomReflectable", "AnyObject",
    ]

    /// What conforming to each protocol checked here comes with.
    static let bringing: [String: Set<String>] = [
        "Equatable": ["Equatable", "Hashable", "Comparable", "Strideable", "BinaryInteger", "StringProtocol"],
        "Hashable": ["Hashable", "StringProtocol", "BinaryInteger"],
        "Identifiable": ["Identifiable"],
    ]

    /// The protocols known not to bring `conformance`: those that bring none of them, and
    /// the others checked here that do not bring it (`Equatable` does not make a type
    /// `Hashable`, nor `Hashable` `Identifiable`).
    static func notBringing(_ conformance: String) -> Set<String> {
        bringNeither.union(["Equatable", "Hashable", "Comparable", "Identifiable"].filter { !(bringing[conformance] ?? []).contains($0) })
    }

    /// The names of the app's types in `type` that a comparison of a value of `type` needs
    /// to conform: `Item` in `[Item]`, `Item?` and `[String: Item]`. Standard types, and
    /// types it cannot see through (tuples, generics, closures), give none.
    static func named(in type: String) -> [String] {
        let type = TypeText.normalized(type)
        if SampleValues.isComparableStandard(type) { return [] }
        if let wrapped = TypeText.wrappedOfOptional(type) { return named(in: wrapped) }
        if let element = TypeText.elementOfArray(type) { return named(in: element) }
        if let (key, value) = TypeText.keyValueOfDictionary(type) { return named(in: key) + named(in: value) }
        return SwiftName.isIdentifier(type) ? [type] : []
    }

    /// One place of a spec that needs `type` to conform to `conformance`.
    struct Need {
        /// The app's type (`Claim`).
        var type: String
        /// The protocol it must conform to (`Equatable`).
        var conformance: String
        /// The spec's place that needs it.
        var location: SourceLocation
        /// What needs it, as the message says: "the test of 'load' compares the output 'items' with ==".
        var because: String
        /// Another way out, after the declaration to write.
        var otherwise: String?
    }

    /// The places of `spec` whose generated code compares an app's type, hashes it or lists
    /// it: all of them, or with `additions` only those of the code `scaffold add` writes
    /// (the rest is the screen's code as it is).
    static func needs(of spec: ScreenSpec, additions: ScreenEditor.Additions? = nil) -> [Need] {
        var needs: [Need] = []
        let actions = additions.map { Set($0.actions + $0.tests.actions) }
        let outputs = additions.map { Set($0.outputs) }
        let routes = additions.map { Set($0.routes + $0.tests.routes) }
        for entry in spec.actions where actions?.contains(entry.declaration.name) ?? true {
            let compared: (output: String, location: SourceLocation)?
            switch entry.effect {
            case .set(let output)?: compared = (output, entry.effectLocation ?? entry.declaration.location)
            case .call(let call)?: compared = call.into.map { ($0, call.locations["into"] ?? entry.declaration.location) }
            default: compared = nil
            }
            guard let compared, let output = spec.output(named: compared.output) else { continue }
            for type in named(in: output.type) {
                needs.append(Need(type: type, conformance: "Equatable", location: compared.location,
                                  because: "the test of '\(entry.declaration.name)' compares the output '\(output.name.text)' with =="))
            }
        }
        // `List(viewModel.claims)`: rows are told apart by their `id`, or by themselves when
        // the output is hinted `hashable`.
        for output in spec.outputs where outputs?.contains(output.name.text) ?? true {
            guard let element = TypeText.elementOfArray(TypeText.normalized(output.type)), SwiftName.isIdentifier(element),
                  !SampleValues.isComparableStandard(element) else { continue }
            if spec.effectiveHint(output: output) == .hashable {
                needs.append(Need(type: element, conformance: "Hashable", location: output.typeLocation,
                                  because: "the view lists the output '\(output.name.text)' by its elements themselves (hinted `hashable`)"))
            } else {
                needs.append(Need(type: element, conformance: "Identifiable", location: output.typeLocation,
                                  because: "the view lists the output '\(output.name.text)' (`List(viewModel.\(output.name.text))`), which needs Identifiable rows",
                                  otherwise: "hint `\(output.name.text): hashable` under 'view:' to list its elements by themselves"))
            }
        }
        for route in spec.routes where routes?.contains(route.name) ?? true {
            for type in route.parameters.flatMap({ named(in: $0.type) }) {
                needs.append(Need(type: type, conformance: "Hashable", location: route.location,
                                  because: "the route '\(route.name)' carries it, and navigation needs the router's Route to be Hashable"))
            }
        }
        return needs
    }

    /// A diagnostic for each need that the app's declarations of its type deny, read
    /// through `workspace` from the files outside the tests.
    static func problems(of spec: ScreenSpec, additions: ScreenEditor.Additions? = nil, workspace: Workspace, conventions: Conventions) -> [Diagnostic] {
        let needs = needs(of: spec, additions: additions)
        guard !needs.isEmpty else { return [] }
        let names = Array(Set(needs.map(\.type))).sorted()
        let found = workspace.naming(names, among: workspace.swiftFiles(outsideTests: conventions))
        let trees = workspace.trees(found, display: { workspace.relative($0) })
        var denied: [String: (kind: String, inheritance: [String], place: String)] = [:]
        var missing: [String: Set<String>] = [:]
        for need in needs where missing[need.type]?.contains(need.conformance) != true {
            guard let denial = denial(of: need.conformance, by: need.type, in: trees) else { continue }
            denied[need.type] = denial
            missing[need.type, default: []].insert(need.conformance)
        }
        var problems: [Diagnostic] = []
        for need in needs where missing[need.type]?.contains(need.conformance) == true {
            guard let declaration = denied[need.type], let lacking = missing[need.type] else { continue }
            // The declaration with all the type lacks: Hashable makes it Equatable as well.
            let added = ["Identifiable", "Hashable", "Equatable"].filter { lacking.contains($0) && !($0 == "Equatable" && lacking.contains("Hashable")) }
            let written = "\(declaration.kind) \(need.type): \((declaration.inheritance + added).joined(separator: ", "))"
            problems.append(Diagnostic(need.location, .error,
                                       "\(need.type) is not \(need.conformance) (\(declaration.place)), but \(need.because): declare `\(written)`" + (need.otherwise.map { ", or \($0)" } ?? "")))
        }
        return problems
    }

    /// Whether the app's code (the files outside the tests) declares a type named `name`.
    static func declares(_ name: String, workspace: Workspace, conventions: Conventions) -> Bool {
        let found = workspace.naming([name], among: workspace.swiftFiles(outsideTests: conventions))
        var declared = false
        for tree in workspace.trees(found, display: { workspace.relative($0) }) where !declared {
            tree.forEachDeclaration { declaration in
                if [.class, .struct, .enum, .actor, .typealias].contains(declaration.kind), declaration.name == name { declared = true }
            }
        }
        return declared
    }

    /// The first declaration of `type` in `trees` (its kind, what it inherits, its place),
    /// when its declarations and extensions deny it `conformance`; nil when it conforms, may
    /// conform, or is not declared there.
    static func denial(of conformance: String, by type: String, in trees: [SyntaxTree]) -> (kind: String, inheritance: [String], place: String)? {
        let bringing = bringing[conformance] ?? [conformance]
        var declared: [(declaration: Declaration, path: String)] = []
        var listed: [String] = []
        for tree in trees {
            tree.forEachDeclaration { declaration in
                switch declaration.kind {
                case .struct, .enum, .class, .actor:
                    guard declaration.name == type else { return }
                    declared.append((declaration, tree.file.path))
                    listed += declaration.inheritance
                    // An enum without associated values is Equatable and Hashable by itself.
                    if declaration.kind == .enum, conformance != "Identifiable", !declaration.members.contains(where: { $0.kind == .case && !$0.parameters.isEmpty }) {
                        listed.append(conformance)
                    }
                case .extension:
                    guard declaration.name == type || declaration.name.hasSuffix("." + type) else { return }
                    listed += declaration.inheritance
                case .typealias:
                    // Another name for some other type: not judged.
                    if declaration.name == type { listed.append(conformance) }
                default:
                    return
                }
            }
        }
        guard let first = declared.first else { return nil }
        let names = listed.map { TypeText.normalized($0).split(separator: ".").last.map(String.init) ?? $0 }
        let known = notBringing(conformance)
        if names.contains(where: { bringing.contains($0) || !known.contains($0) }) { return nil }
        return (first.declaration.kind.rawValue, first.declaration.inheritance, "\(first.path):\(first.declaration.line)")
    }
}
