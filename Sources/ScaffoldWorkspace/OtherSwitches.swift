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
    /// One of the screens' enums that gains cases.
    struct Extended {
        /// `LoginViewModel.Action`.
        var name: String
        /// Its cases before the addition.
        var cases: Set<String>
        /// The cases added.
        var added: [String]
        /// The functions, by file, whose switches over it the same write edits.
        var edited: [String: Set<String>]
    }

    /// What a write adds to one screen: its additions, the screen as read before them, and
    /// the routers whose `handle(_:)` of its responder actions the same write edits.
    public struct Change {
        /// What is added.
        public var additions: ScreenEditor.Additions
        /// The screen, as read before the addition.
        public var code: ScreenCode
        /// Routers (paths) whose `handle(_:)` the write gives the screen's new cases.
        public var alsoEdited: Set<String>

        /// Whether it gives one of the screen's enums a case (nothing to note otherwise).
        public var extendsAnEnum: Bool {
            !additions.actions.isEmpty || !additions.responderActions.isEmpty || !additions.routes.isEmpty
        }

        /// A change of `code`.
        public init(_ additions: ScreenEditor.Additions, in code: ScreenCode, alsoEdited: Set<String> = []) {
            self.additions = additions
            self.code = code
            self.alsoEdited = alsoEdited
        }
    }

    /// Prints a note for every exhaustive `switch` over an enum of `code` that `additions`
    /// extends, outside what the same write edits (see `notes`).
    public static func note(_ additions: ScreenEditor.Additions, in code: ScreenCode, alsoEdited: Set<String> = [], config: ScaffoldConfig, console: Console) {
        for line in notes([Change(additions, in: code, alsoEdited: alsoEdited)], config: config, display: console.display) { console.err(line) }
    }

    /// The notes (`path:line:column: note: …`) for every exhaustive `switch` over an enum
    /// that `changes` extend, outside the reducer, the router's `handle(_:)`,
    /// `destination(for:)`, `makeScreen(for:stack:)` and `release(_:)`, which the write
    /// edits itself, and the `handle(_:)` of each change's `alsoEdited` routers (the openers
    /// given the cases). Reads the repository's Swift files once, through the command's
    /// shared walk; only files that name every case of one of the enums are parsed.
    public static func notes(_ changes: [Change], config: ScaffoldConfig, display: (String) -> String) -> [String] {
        var extended: [Extended] = []
        for change in changes {
            let code = change.code, additions = change.additions
            var edited: [String: Set<String>] = [code.viewModel.path: ["send"]]
            // A router that pushes onto a shared stack (a screen of an app) builds its routes'
            // screens in `makeScreen` and lets them go in `release`: the write edits both too.
            for part in [code.router, code.view].compactMap({ $0 }) {
                edited[part.path, default: []].formUnion(["handle", "destination", "makeScreen", "release"])
            }
            for path in change.alsoEdited { edited[path, default: []].insert("handle") }
            func add(_ name: String, _ cases: [ScreenCode.Case], _ added: [String]) {
                let existing = Set(cases.map(\.declaration.name))
                if !added.isEmpty, !existing.isEmpty { extended.append(Extended(name: name, cases: existing, added: added, edited: edited)) }
            }
            add("\(code.viewModel.name).Action", code.actions, additions.actions)
            add("\(code.viewModel.name).ResponderAction", code.responderActions, additions.responderActions)
            if let router = code.router { add("\(router.name).Route", code.routes, additions.routes) }
        }
        guard !extended.isEmpty else { return [] }
        let workspace = Workspace.current(root: config.root)
        // An exhaustive `switch` without `default:` names every case of its enum: only a file
        // with `switch` and every case of one of the enums can hold one, and only those
        // are parsed.
        let needles = extended.map { enumeration in enumeration.cases.map { Array(".\($0)".utf8) } }
        let keyword = Array("switch".utf8)
        let naming = workspace.reading(workspace.swiftFiles()) { bytes in
            ByteSearch.containsWord(keyword, in: bytes) && needles.contains { cases in cases.allSatisfy { ScreenLocator.contains(bytes, $0) } }
        }.found
        var lines: [String] = []
        for tree in workspace.trees(naming, display: { $0 }) {
            let file = tree.file
            var notes: [(token: Int, text: String)] = []
            func visit(_ declaration: Declaration, in types: [Declaration]) {
                // A type's switches are in its members; a function's, initializer's or
                // property's body holds its own and its closures'.
                if [.class, .struct, .enum, .actor, .extension, .protocol].contains(declaration.kind) {
                    for member in declaration.members { visit(member, in: types + [declaration]) }
                    return
                }
                // A computed property's accessors have no body range of their own: what its
                // outer braces hold.
                var range = declaration.bodyRange
                if range == nil, [.var, .subscript].contains(declaration.kind),
                   let open = declaration.tokenRange.first(where: { file.tokens[$0].kind == .leftBrace }), open < declaration.tokenRange.upperBound {
                    range = (open + 1)..<declaration.tokenRange.upperBound
                }
                // A body with no `switch` has none to note: its structure is not read.
                guard let body = range, file.tokens[body].contains(where: { $0.kind == .identifier && $0.keyword == .switch }) else { return }
                for choice in BodyStructure(file: file, range: body).switches where !choice.cases.contains(where: \.isDefault) {
                    let names = Set(choice.cases.flatMap(\.patterns).compactMap { CodeReading.casePattern($0)?.name })
                    // The enums of these cases it may be over; none when the write edits the
                    // function for one of them (the switch is the write's own).
                    let candidates = extended.filter { $0.cases == names && mayBeOver($0.name, choice, in: declaration, types: types, tree: tree) }
                    guard !candidates.isEmpty, !(declaration.kind == .func && candidates.contains { $0.edited[file.path]?.contains(declaration.name) == true }) else { continue }
                    notes.append((choice.token, message(candidates)))
                }
            }
            for declaration in tree.declarations { visit(declaration, in: []) }
            var seen: Set<Int> = []
            for note in notes.sorted(by: { $0.token < $1.token }) where seen.insert(note.token).inserted {
                let place = file.location(of: file.tokens[note.token])
                lines.append("\(display(file.path)):\(place.line):\(place.column): note: \(note.text)")
            }
        }
        return lines
    }

    /// The note for a switch over one of `candidates` (several when their cases are the same
    /// and the switch's subject does not say which: a closure's `action` over a view model's
    /// `Action` or its `ResponderAction`).
    static func message(_ candidates: [Extended]) -> String {
        func cases(_ enumeration: Extended) -> String { enumeration.added.map { "`case .\($0)`" }.joined(separator: ", ") }
        guard let first = candidates.first, candidates.count > 1 else {
            return "this `switch` covers every case of \(candidates[0].name) and has no `default:`; add \(cases(candidates[0])) to it, or it will not compile"
        }
        let names = candidates.map(\.name).joined(separator: " or ")
        if candidates.allSatisfy({ $0.added == first.added }) {
            return "this `switch` covers every case of \(names) (their cases are the same) and has no `default:`; add \(cases(first)) to it, or it will not compile"
        }
        let each = candidates.map { "\(cases($0)) if it is over \($0.name)" }.joined(separator: ", ")
        return "this `switch` covers every case of \(names) (their cases are the same) and has no `default:`; add \(each), or it will not compile"
    }

    /// Whether `choice`, in `function` inside `types` (outermost first), may switch over the
    /// enum `name` (`LoginRouter.Route`): false only when its subject's type is written and
    /// is another one: `self` in an enum or its extension, or a parameter of the function
    /// (`route: Route` is the innermost enclosing type's `Route`) not bound again before the
    /// switch. A subject whose type scaffold cannot tell may be over it.
    static func mayBeOver(_ name: String, _ choice: BodyStructure.Switch, in function: Declaration, types: [Declaration], tree: SyntaxTree) -> Bool {
        let file = tree.file
        let subject = trimmed(choice.subject)
        let enclosing = types.map(\.name).joined(separator: ".")
        func names(_ candidate: String) -> Bool { candidate == name || candidate.hasSuffix("." + name) }
        if subject == "self" {
            guard let innermost = types.last, innermost.kind == .enum || innermost.kind == .extension else { return true }
            return names(enclosing)
        }
        // `action.destination`: a stored property of a parameter's type, both declared at the
        // top of this file (`struct Action { let destination: Route }`), is of a type of that
        // file too when one of its name is declared there: told apart by its name.
        let parts = subject.split(separator: ".").map(String.init)
        if parts.count == 2, parts.allSatisfy(SwiftName.isIdentifier),
           let parameter = function.parameters.first(where: { ($0.name ?? $0.label) == parts[0] }),
           let owner = tree.declarations.first(where: { [.struct, .class, .enum].contains($0.kind) && $0.name == trimmed(parameter.type) }),
           let property = owner.members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == parts[1] }),
           let type = property.type.map(trimmed), SwiftName.isIdentifier(type),
           tree.declarations.contains(where: { [.struct, .class, .enum].contains($0.kind) && $0.name == type }) {
            return names(type)
        }
        guard SwiftName.isIdentifier(subject),
              let parameter = function.parameters.first(where: { ($0.name ?? $0.label) == subject }),
              !rebound(subject, before: choice.token, in: function, file: file) else { return true }
        var type = trimmed(parameter.type)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        // A generic, a tuple, `Self.Route`, or a name a typealias of the file gives: not told.
        guard SwiftName.isIdentifier(flattened(type)), !type.hasPrefix("Self."),
              !declaresTypealias(type.split(separator: ".").first.map(String.init) ?? type, in: tree.declarations) else { return true }
        if type.contains(".") { return names(type) }
        // A simple name is the nearest enclosing type's nested type of that name.
        for depth in stride(from: types.count, through: 1, by: -1) {
            if names(types[0..<depth].map(\.name).joined(separator: ".") + "." + type) { return true }
        }
        return false
    }

    /// `text` without the white space and newlines at its ends, as Foundation trims them;
    /// with no call to Foundation when both ends are ASCII and not white space, as a subject
    /// and a type written in code nearly always are (Foundation's trim was a third of
    /// `mayBeOver`'s work).
    static func trimmed(_ text: String) -> String {
        // The ASCII white space and newlines of `CharacterSet.whitespacesAndNewlines`.
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        if let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80, !isSpace(first), !isSpace(last) {
            return text
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `type` with each `.` made `_` (so that `SwiftName.isIdentifier` reads a dotted
    /// name), as Foundation replaces them; with no call to Foundation when it has no `.`
    /// or is ASCII.
    static func flattened(_ type: String) -> String {
        guard type.utf8.contains(UInt8(ascii: ".")) else { return type }
        guard type.isASCII else { return type.replacingOccurrences(of: ".", with: "_") }
        return String(decoding: type.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }

    /// Whether `name` may be bound again in `function`'s body before the token `limit` (a
    /// closure's parameter, `let`, `for`, `case let`): any use of it in such a place.
    static func rebound(_ name: String, before limit: Int, in function: Declaration, file: SourceFile) -> Bool {
        guard let body = function.bodyRange else { return false }
        let code = (body.lowerBound..<min(limit, body.upperBound)).filter { !file.tokens[$0].isComment }
        // Each name of the body compared by its bytes, no string made for each, when the
        // name is ASCII; another is compared as text (two spellings of one accented letter
        // are one name to a string's comparison).
        let ascii = name.isASCII
        func isName(_ token: Token) -> Bool {
            guard token.kind == .identifier else { return false }
            return ascii ? ByteSearch.equal(file.bytes[Int(token.start)..<token.end], name) : file.text(of: token) == name
        }
        for (offset, index) in code.enumerated() where isName(file.tokens[index]) {
            let previous = offset > 0 ? file.text(of: file.tokens[code[offset - 1]]) : ""
            let next = offset + 1 < code.count ? file.text(of: file.tokens[code[offset + 1]]) : ""
            if ["let", "var", "for", "case", "{", "(", ",", "]"].contains(previous) || ["in", ",", ")", ":"].contains(next) { return true }
        }
        return false
    }

    /// Whether `declarations`, at any depth, declare a typealias named `name`.
    static func declaresTypealias(_ name: String, in declarations: [Declaration]) -> Bool {
        declarations.contains { ($0.kind == .typealias && $0.name == name) || declaresTypealias(name, in: $0.members) }
    }
}
