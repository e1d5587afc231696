import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The `switch`es over a screen's enums that `scaffold add` does not edit: a parent's
/// responder closure over the screen's `ResponderAction`, a `switch self` in `enum Action`,
/// a route's `title`. Each one that names every case the enum had and has no `default:`
/// stops compiling when a case is added, so `add` names each with its place.
public enum OtherSwitches {
    /// One of the screen's enums that gains cases.
    struct Extended {
        /// `LoginViewModel.Action`.
        var name: String
        /// Its cases before the addition.
        var cases: Set<String>
        /// The cases added.
        var added: [String]
    }

    /// Prints a note for every exhaustive `switch` over an enum of `code` that `additions`
    /// extends, outside the reducer, the router's `handle(_:)`, `destination(for:)`,
    /// `makeScreen(for:stack:)` and `release(_:)`, which `add` edits itself, and the
    /// `handle(_:)` of the routers in `alsoEdited` (the openers `add` gave the cases). Reads the
    /// repository's Swift files through the command's shared walk; only files that name a
    /// case are parsed.
    public static func note(_ additions: ScreenEditor.Additions, in code: ScreenCode, alsoEdited: Set<String> = [], config: ScaffoldConfig, console: Console) {
        var extended: [Extended] = []
        func add(_ name: String, _ cases: [ScreenCode.Case], _ added: [String]) {
            let existing = Set(cases.map(\.declaration.name))
            if !added.isEmpty, !existing.isEmpty { extended.append(Extended(name: name, cases: existing, added: added)) }
        }
        add("\(code.viewModel.name).Action", code.actions, additions.actions)
        add("\(code.viewModel.name).ResponderAction", code.responderActions, additions.responderActions)
        if let router = code.router { add("\(router.name).Route", code.routes, additions.routes) }
        guard !extended.isEmpty else { return }
        var edited: [String: Set<String>] = [code.viewModel.path: ["send"]]
        // A router that pushes onto a shared stack (a screen of an app) builds its routes'
        // screens in `makeScreen` and lets them go in `release`: `add` edits both too.
        for part in [code.router, code.view].compactMap({ $0 }) {
            edited[part.path, default: []].formUnion(["handle", "destination", "makeScreen", "release"])
        }
        for path in alsoEdited { edited[path, default: []].insert("handle") }
        let workspace = Workspace.current(root: config.root)
        // An exhaustive `switch` without `default:` names every case of its enum: only a file
        // with `switch` and every case of one of the enums can hold one, and only those
        // are parsed.
        let needles = extended.map { enumeration in enumeration.cases.map { Array(".\($0)".utf8) } }
        let keyword = Array("switch".utf8)
        let naming = workspace.reading(workspace.swiftFiles()) { bytes in
            ByteSearch.containsWord(keyword, in: bytes) && needles.contains { cases in cases.allSatisfy { ScreenLocator.contains(bytes, $0) } }
        }.found
        for tree in workspace.trees(naming, display: { $0 }) {
            let file = tree.file
            let skipped = edited[file.path] ?? []
            var notes: [(token: Int, text: String)] = []
            func visit(_ declaration: Declaration) {
                // A type's switches are in its members; a function's, initializer's or
                // property's body holds its own and its closures'.
                if [.class, .struct, .enum, .actor, .extension, .protocol].contains(declaration.kind) {
                    for member in declaration.members { visit(member) }
                    return
                }
                // A computed property's accessors have no body range of their own: what its
                // outer braces hold.
                var range = declaration.bodyRange
                if range == nil, [.var, .subscript].contains(declaration.kind),
                   let open = declaration.tokenRange.first(where: { file.tokens[$0].kind == .leftBrace }), open < declaration.tokenRange.upperBound {
                    range = (open + 1)..<declaration.tokenRange.upperBound
                }
                guard let body = range, !(declaration.kind == .func && skipped.contains(declaration.name)) else { return }
                for choice in BodyStructure(file: file, range: body).switches where !choice.cases.contains(where: \.isDefault) {
                    let names = Set(choice.cases.flatMap(\.patterns).compactMap { CodeReading.casePattern($0)?.name })
                    guard let match = extended.first(where: { $0.cases == names }) else { continue }
                    let cases = match.added.map { "`case .\($0)`" }.joined(separator: ", ")
                    notes.append((choice.token, "this `switch` covers every case of \(match.name) and has no `default:`; add \(cases) to it, or it will not compile"))
                }
            }
            for declaration in tree.declarations { visit(declaration) }
            var seen: Set<Int> = []
            for note in notes.sorted(by: { $0.token < $1.token }) where seen.insert(note.token).inserted {
                let place = file.location(of: file.tokens[note.token])
                console.err("\(console.display(file.path)):\(place.line):\(place.column): note: \(note.text)")
            }
        }
    }
}
