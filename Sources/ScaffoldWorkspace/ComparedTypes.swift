import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// What the generated code asks of the app's own types: an output a test compares with
/// `==` must be `Equatable` (`XCTAssertEqual(sut.items, [Item(id: 1)])`), a route's value
/// `Hashable` (`enum Route: Hashable { case detail(Item) }`), a listed output's element
/// `Identifiable` (`List(viewModel.items)`; `Hashable` when hinted `hashable`), and a set's
/// element or a dictionary's key `Hashable`. The spec contract says so; this reads the
/// app's declarations of the types named there and refuses a spec whose generated code
/// would not compile because one of them says otherwise.
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
    /// to conform: `Item` in `[Item]`, `Item?`, `[String: Item]` and `Set<Item>`,
    /// `Models.Item`, and `Page` in `Page<Item>` (whose conformance may ask more of `Item`,
    /// which is not judged). Standard types, tuples and closures give none.
    static func named(in type: String) -> [String] {
        let type = TypeText.normalized(type)
        if SampleValues.isComparableStandard(type) { return [] }
        if let wrapped = TypeText.wrappedOfOptional(type) { return named(in: wrapped) }
        if let element = TypeText.elementOfArray(type) { return named(in: element) }
        if let (key, value) = TypeText.keyValueOfDictionary(type) { return named(in: key) + named(in: value) }
        if let element = setElement(type) { return named(in: element) }
        let base = type.firstIndex(of: "<").map { String(type[..<$0]) } ?? type
        return !base.isEmpty && base.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ SwiftName.isIdentifier(String($0)) }) ? [base] : []
    }

    /// The app's types that `type` hashes whatever is done with it: the elements of a set
    /// and the keys of a dictionary, anywhere in it (`Set<Item>` does not compile unless
    /// `Item` is `Hashable`).
    static func hashed(in type: String) -> [String] {
        let type = TypeText.normalized(type)
        if let wrapped = TypeText.wrappedOfOptional(type) { return hashed(in: wrapped) }
        if let element = TypeText.elementOfArray(type) { return hashed(in: element) }
        if let (key, value) = TypeText.keyValueOfDictionary(type) { return named(in: key) + hashed(in: key) + hashed(in: value) }
        if let element = setElement(type) { return named(in: element) + hashed(in: element) }
        return []
    }

    /// The element type of `Set<Element>`, or nil.
    static func setElement(_ type: String) -> String? {
        guard type.hasPrefix("Set<"), type.hasSuffix(">") else { return nil }
        return String(type.dropFirst(4).dropLast())
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
        // `Set<Item>` and `[Item: Int]` need `Item` Hashable to be declared at all.
        for output in spec.outputs where outputs?.contains(output.name.text) ?? true {
            for type in hashed(in: output.type) {
                needs.append(Need(type: type, conformance: "Hashable", location: output.typeLocation,
                                  because: "the output '\(output.name.text)' is \(output.type), whose elements or keys must be Hashable"))
            }
        }
        // `List(viewModel.claims)`: rows are told apart by their `id`, or by themselves when
        // the output is hinted `hashable`.
        for output in spec.outputs where outputs?.contains(output.name.text) ?? true {
            // `[Item]` and `[Models.Item]` (not a generic element, whose base is not judged alone).
            guard let element = TypeText.elementOfArray(TypeText.normalized(output.type)), named(in: element) == [TypeText.normalized(element)] else { continue }
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
    /// through `workspace` from the app's code (`appCode`, listed only when there is a need).
    static func problems(of spec: ScreenSpec, additions: ScreenEditor.Additions? = nil, workspace: Workspace, files appCode: () -> [FoundFile]) -> [Diagnostic] {
        let needs = needs(of: spec, additions: additions)
        // Most specs name no type of the app: the app's files are not even listed for them
        // (`scaffold app` asks for each of its screens).
        guard !needs.isEmpty else { return [] }
        let files = appCode()
        // The files that name a type (each part of `Models.Item`), parsed once per type.
        var read: [String: [SyntaxTree]] = [:]
        func trees(naming type: String) -> [SyntaxTree] {
            if let known = read[type] { return known }
            let found = workspace.trees(workspace.naming(type.split(separator: ".").map(String.init), among: files), display: { $0 })
            read[type] = found
            return found
        }
        var denied: [String: Denial] = [:]
        var missing: [String: Set<String>] = [:]
        for need in needs where missing[need.type]?.contains(need.conformance) != true {
            guard let denial = denial(of: need.conformance, by: need.type, reading: trees(naming:)) else { continue }
            denied[need.type] = denial
            missing[need.type, default: []].insert(need.conformance)
        }
        var problems: [Diagnostic] = []
        for need in needs where missing[need.type]?.contains(need.conformance) == true {
            guard let declaration = denied[need.type], let lacking = missing[need.type] else { continue }
            // The declaration with all the type lacks: Hashable makes it Equatable as well.
            let added = ["Identifiable", "Hashable", "Equatable"].filter { lacking.contains($0) && !($0 == "Equatable" && lacking.contains("Hashable")) }
            let written = "\(declaration.kind) \(declaration.name): \((declaration.inheritance + added).joined(separator: ", "))"
            problems.append(Diagnostic(need.location, .error,
                                       "\(need.type) is not \(need.conformance) (\(workspace.relative(declaration.path)):\(declaration.line)), but \(need.because): declare `\(written)`" + (need.otherwise.map { ", or \($0)" } ?? "")))
        }
        return problems
    }

    /// What denies a type a conformance: the first declaration of the type (its kind, name
    /// and what it inherits) and its place.
    struct Denial {
        /// `struct`, `enum`, `class` or `actor`.
        var kind: String
        /// The declared name (another than the one asked for through a `typealias`).
        var name: String
        /// What the declaration inherits.
        var inheritance: [String]
        /// Its file.
        var path: String
        /// Its line.
        var line: Int
    }

    /// The first declaration of `type` in the files `trees` reads for a type's name, when
    /// its declarations and extensions deny it `conformance`; nil when it conforms, may
    /// conform, or is not declared there. A `typealias` is followed to the type it names.
    static func denial(of conformance: String, by type: String, reading trees: (String) -> [SyntaxTree], depth: Int = 0) -> Denial? {
        let bringing = bringing[conformance] ?? [conformance]
        // `Item` is a top-level type; `Models.Item` the one nested in `Models` (a nested
        // `Item` is not the top-level one the generated code names).
        let wanted = type.split(separator: ".").map(String.init)
        var declared: [(declaration: Declaration, path: String)] = []
        var listed: [String] = []
        var aliased: [String] = []
        func visit(_ declarations: [Declaration], in outer: [String], file: String) {
            for declaration in declarations {
                switch declaration.kind {
                case .struct, .enum, .class, .actor:
                    let path = outer + [declaration.name]
                    if path == wanted {
                        declared.append((declaration, file))
                        listed += declaration.inheritance
                        // An enum without associated values is Equatable and Hashable by itself.
                        if declaration.kind == .enum, conformance != "Identifiable", !declaration.members.contains(where: { $0.kind == .case && !$0.parameters.isEmpty }) {
                            listed.append(conformance)
                        }
                    }
                    visit(declaration.members, in: path, file: file)
                case .extension:
                    // `extension Models.Item`, or through the module: `extension App.Models.Item`.
                    let extended = declaration.name.split(separator: ".").map(String.init)
                    if extended.count >= wanted.count, Array(extended.suffix(wanted.count)) == wanted { listed += declaration.inheritance }
                    visit(declaration.members, in: extended, file: file)
                case .typealias:
                    // Another name for another type: that type is judged in its place.
                    if outer + [declaration.name] == wanted { aliased.append(declaration.type ?? "") }
                default:
                    continue
                }
            }
        }
        for tree in trees(type) { visit(tree.declarations, in: [], file: tree.file.path) }
        if !aliased.isEmpty {
            // One alias, to a type whose name the app declares: that type's answer (a few
            // aliases deep at most); any other alias is not judged.
            guard aliased.count == 1, depth < 4, declared.isEmpty, let target = named(in: aliased[0]).first, named(in: aliased[0]).count == 1,
                  TypeText.normalized(aliased[0]) == target else { return nil }
            return denial(of: conformance, by: target, reading: trees, depth: depth + 1)
        }
        guard let first = declared.first else { return nil }
        let names = listed.map { TypeText.normalized($0).split(separator: ".").last.map(String.init) ?? $0 }
        let known = notBringing(conformance)
        if names.contains(where: { bringing.contains($0) || !known.contains($0) }) { return nil }
        return Denial(kind: first.declaration.kind.rawValue, name: first.declaration.name, inheritance: first.declaration.inheritance, path: first.path, line: first.declaration.line)
    }
}
