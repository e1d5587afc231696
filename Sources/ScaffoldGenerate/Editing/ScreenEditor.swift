import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Changes an existing screen in place, with insertions only: each new dependency, output,
/// action, responder action or route goes into its anatomy section, with its reducer or
/// handler case and its test, and nothing else in the files changes (not a comment, a
/// blank line, a line ending or an invalid byte).
///
/// What is inserted is what `scaffold screen` would write: the merged spec (what the code
/// has, plus the additions) is rendered with the same templates, and the new pieces are
/// copied from the rendered files into the existing ones, re-indented and with the file's
/// own line endings, at places found by reading the existing code.
public struct ScreenEditor: SourceInserting {
    /// What to add to a screen.
    public struct Additions: Sendable {
        /// Dependencies, by name.
        public var dependencies: [String] = []
        /// Outputs, by name.
        public var outputs: [String] = []
        /// Actions, by case name.
        public var actions: [String] = []
        /// Responder actions, by case name.
        public var responderActions: [String] = []
        /// Routes, by case name.
        public var routes: [String] = []
        /// Existing actions, responder actions and routes that only need their test.
        public var tests: (actions: [String], responderActions: [String], routes: [String]) = ([], [], [])
        /// The `Outputs` snapshot, into view-model tests that have none: the tests `add`
        /// writes from then on are exhaustive (the existing ones stay as they are).
        public var outputsSnapshot = false

        /// Nothing to add.
        public init() {}

        /// Whether there is nothing to add.
        public var isEmpty: Bool {
            dependencies.isEmpty && outputs.isEmpty && actions.isEmpty && responderActions.isEmpty && routes.isEmpty
                && tests.actions.isEmpty && tests.responderActions.isEmpty && tests.routes.isEmpty && !outputsSnapshot
        }
    }

    /// What the edits come to.
    public struct Result: Sendable {
        /// The new bytes of each changed file, by path.
        public var files: [(path: String, bytes: [UInt8])] = []
        /// Places scaffold does not edit that need a change by hand (other constructions of
        /// the view model), and additions it could not place.
        public var notes: [String] = []

        /// No change and no note.
        public init() {}
    }

    /// A problem that stops the edit: nothing is changed.
    public struct Failure: Error, Sendable {
        /// What is wrong, and what to do.
        public var message: String
    }

    /// The screen as read from its code.
    let code: ScreenCode
    /// The code's spec plus the additions.
    let spec: ScreenSpec
    /// The style, test framework, module and naming the code was written with.
    let settings: ScreenSettings
    /// What `scaffold screen` would write for `spec`: where inserted text comes from.
    let rendered: Rendered
    /// The insertions so far, by file path.
    var edits: [String: [SourceEdit]] = [:]
    /// The screen's files as read, by path.
    var sources: [String: SourceFile] = [:]
    /// Files outside the screen's own (an app's preview catalog) whose constructions of the
    /// view model get a new dependency's sample, as the preview does.
    var samplePaths: [String] = []
    /// What needs a person, for the result.
    var notes: [String] = []
    /// The outputs being added.
    var newOutputs: [String] = []
    /// The dependencies being added.
    var newDependencies: [String] = []
    /// Whether the initial-state test was inserted (once, for the first new output).
    var insertedInitialState = false
    /// Responder actions whose router test is inserted already.
    var testedResponders: Set<String> = []
    /// Test files that get a `makeSUT` for the new tests.
    var pendingFactories: Set<String> = []
    /// The argument lists given an argument so far (`path#token#label`): one list seen
    /// twice (a view model, its preview and its router in one file) gets it once.
    var insertedArguments: Set<String> = []
    /// Whether the view model gains its responder (its first responder action).
    var addingResponder = false
    /// Whether `lastEffect` was inserted (by the first async action of the edit).
    var addedEffectTask = false
    /// Whether the router's handlers of what the screens it opens pass up get the cases
    /// those screens' specs add (`addChildHandlerCases`): only where the children's code
    /// gains them in the same write (`scaffold app`), since a case their enum lacks does not
    /// compile.
    public var addsChildHandlerCases = false
    /// Whether the screen has a spec file: without one, `scaffold screen` has nothing to
    /// write a missing test file from, and the note says to write the spec first.
    public var hasSpec = true
    /// The factories to insert last, after the tests.
    var factories: [(Snippet, ScreenCode.Part)] = []

    /// An editor that brings `code` to `spec` (the code's spec plus the additions, already
    /// validated), rendering with `templates`.
    public init(code: ScreenCode, spec: ScreenSpec, settings: ScreenSettings, templates: TemplateSet = .builtIn) throws {
        self.code = code
        self.spec = spec
        self.settings = settings
        rendered = try Rendered(spec: spec, settings: settings, templates: templates)
        for part in [code.viewModel, code.view, code.router].compactMap({ $0 }) { sources[part.path] = part.file }
        for test in code.tests { sources[test.path] = test.file }
    }

    /// Gives the constructions of the view model in `files` (an app's preview catalog,
    /// written by scaffold) a new dependency's sample too, and the responder (`.noop`) the
    /// view model's init takes with its first responder action.
    public mutating func alsoGiveSamples(in files: [SourceFile]) {
        for file in files where sources[file.path] == nil {
            sources[file.path] = file
            samplePaths.append(file.path)
        }
    }

    /// The edits that add `additions`, and what could not be done.
    public mutating func apply(_ additions: Additions) throws -> Result {
        if !additions.actions.isEmpty { try refuseExtensions(["Action", "send"], of: code.viewModel) }
        if !additions.responderActions.isEmpty { try refuseExtensions(["ResponderAction", "responder"], of: code.viewModel) }
        if !additions.dependencies.isEmpty { try refuseExtensions(["init"], of: code.viewModel) }
        if let router = code.router {
            if !additions.routes.isEmpty { try refuseExtensions(["Route"], of: router) }
            if !additions.responderActions.isEmpty { try refuseExtensions(["handle"], of: router) }
            try refusePassingUp(additions.responderActions, router: router)
        }
        for name in additions.dependencies { try addDependency(name) }
        newOutputs = additions.outputs
        newDependencies = additions.dependencies
        // The responder and input sections before the first output: all three can go after
        // the init, in the order they are added, and Responder and Input come before Output.
        addingResponder = !additions.responderActions.isEmpty && code.responderActions.isEmpty
        if addingResponder { try addResponderSection() }
        if !additions.actions.isEmpty, !hasEnum("Action", in: code.viewModel) { try addInputSection() }
        for name in additions.outputs { try addOutput(name) }
        for name in additions.responderActions { try addResponderAction(name) }
        for name in additions.actions { try addAction(name) }
        if !additions.routes.isEmpty, let router = code.router, !hasEnum("Route", in: router) { try addRouteSection(to: router) }
        for name in additions.routes { try addRoute(name) }
        for name in additions.tests.actions { try addActionTest(name) }
        for name in additions.tests.responderActions { try addRouterTest(responder: name) }
        for name in additions.tests.routes { try addRouterTest(route: name) }
        if additions.outputsSnapshot { addOutputsSnapshot() }
        insertFactories()
        if addsChildHandlerCases, code.sharesStack, let router = code.router { try addChildHandlerCases(router) }
        // The view's layout is the engineer's: a new action the rendered view sends gets a
        // note, not a control.
        if let view = code.view, let renderedView = rendered.view {
            let written = String(decoding: view.file.bytes, as: UTF8.self)
            let wanted = String(decoding: renderedView.file.bytes, as: UTF8.self)
            for name in additions.actions where wanted.contains("send(.\(name)") && !written.contains(".\(name)") {
                let line = view.file.location(of: view.file.tokens[view.declaration.positionToken]).line
                notes.append("\(view.file.path):\(line): \(view.name) sends no .\(name) yet; give it a control that calls viewModel.send(.\(name)…) (scaffold leaves the layout to you)")
            }
        }
        var result = Result()
        result.notes = notes
        for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
            guard let source = sources[path], let bytes = SourceEdit.apply(fileEdits, to: source.bytes) else { continue }
            result.files.append((path, bytes))
        }
        return result
    }

    /// Whether `apply` has anything to do for `additions`: something to add, or (with
    /// `childHandlerCases`, as `scaffold app` edits) a handler of what an opened screen passes
    /// up that lacks a case. When it has not, `scaffold app` need not render the screen to
    /// edit it (an app re-run renders none of a thousand unchanged screens).
    public static func hasWork(_ additions: Additions, code: ScreenCode, spec: ScreenSpec, settings: ScreenSettings, childHandlerCases: Bool) -> Bool {
        guard additions.isEmpty else { return true }
        guard childHandlerCases, code.sharesStack, let router = code.router else { return false }
        return spec.children.keys.contains { child in
            guard let handler = ChildHandlerEditor.rendered(parent: spec, settings: settings, child: child) else { return false }
            return !ChildHandlerEditor.insertions(in: router.file, handler: handler, excludingType: nil).edits.isEmpty
        }
    }

    /// The cases a screen it opens now passes up, and `default: break` for the responder
    /// actions it does not, in the router's handlers of what its children pass up: a child's
    /// `ResponderAction` that gained a case (its spec changed) leaves them non-exhaustive.
    /// A new case the spec answers (`route.case -> effect`) gets its router test, as rendered.
    mutating func addChildHandlerCases(_ router: ScreenCode.Part) throws {
        for child in spec.children.keys.sorted() {
            guard let handler = ChildHandlerEditor.rendered(parent: spec, settings: settings, child: child) else { continue }
            let insertions = ChildHandlerEditor.insertions(in: router.file, handler: handler, excludingType: nil)
            guard !insertions.edits.isEmpty else { continue }
            edits[router.path, default: []] += insertions.edits
            if let screen = spec.children[child] { qualifyOwnHandleCalls(named: screen.caseNames, of: router) }
            let routes = spec.routes.filter { spec.routeTargets[$0.name]?.screen.text == child }.map(\.name)
            let existing = testTarget(for: router.name)?.type.members.filter { $0.kind == .func }.map { $0.name.lowercased() } ?? []
            for name in insertions.cases {
                for route in routes {
                    let subject = "when\(SwiftName.capitalized(route))Passes\(SwiftName.capitalized(name))Up_"
                    guard !existing.contains(where: { $0.contains(subject.lowercased()) }),
                          let test = rendered.test(subject, in: rendered.routerTests) else { continue }
                    try insertTest(test, forType: router.name, rendered: rendered.routerTests)
                }
            }
        }
    }

    // MARK: - Reading the code

    /// Where each of `names` is declared in an extension of `part`'s type, in its file or a
    /// Swift file beside it (`LoginViewModel+Action.swift`), as `path:line`: scaffold reads
    /// and edits the type's own body only. The files are read once for all the names.
    func extensionPlaces(declaring names: [String], of part: ScreenCode.Part) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        var files = [part.file]
        let folder = part.file.path.parentPath
        let absoluteFolder = part.path.parentPath
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: absoluteFolder)) ?? []
        for sibling in siblings.sorted() where sibling.hasSuffix(".swift") && sibling != part.path.lastPathName {
            guard let bytes = try? FileReader.read(absoluteFolder.appendingPath(sibling)),
                  ScreenLocator.contains(bytes, Array(("extension " + part.name).utf8)) else { continue }
            files.append(SourceFile(path: folder.isEmpty ? sibling : folder.appendingPath(sibling), bytes: bytes))
        }
        var places: [String: String] = [:]
        for file in files {
            SyntaxTree(file).forEachDeclaration { declaration in
                guard declaration.kind == .extension, declaration.name.split(separator: ".").last.map(String.init) == part.name else { return }
                for member in declaration.members where names.contains(member.name) && places[member.name] == nil {
                    places[member.name] = "\(file.path):\(file.location(of: file.tokens[member.positionToken]).line)"
                }
            }
        }
        return places
    }

    /// Refuses to add to a part whose `names` (Action, send, ResponderAction…) live in an
    /// extension and not in its body: a second one in the body would not compile. An
    /// overload in an extension (`send(_ actions: [Action])`) beside the body's own is fine.
    func refuseExtensions(_ names: [String], of part: ScreenCode.Part) throws {
        let missing = names.filter { name in !part.declaration.members.contains { $0.name == name } }
        let places = extensionPlaces(declaring: missing, of: part)
        if let name = missing.first(where: { places[$0] != nil }), let place = places[name] {
            throw Failure(message: "\(part.name) declares '\(name)' in an extension (\(place)); scaffold reads and edits the type's own body: move it into \(part.name), or add by hand")
        }
        // `typealias Route = LoginRoute`: the cases live in another type.
        if let alias = part.declaration.members.first(where: { $0.kind == .typealias && names.contains($0.name) }) {
            throw Failure(message: "\(part.name).\(alias.name) is a typealias (\(part.file.path):\(part.file.location(of: part.file.tokens[alias.positionToken]).line)); scaffold adds cases to a nested enum \(alias.name): add it by hand")
        }
    }

    /// Whether `part` declares a nested enum `name`.
    func hasEnum(_ name: String, in part: ScreenCode.Part) -> Bool {
        part.declaration.members.contains { $0.kind == .enum && $0.name == name }
    }

    /// The types an enum's raw values can have.
    static let rawValueTypes: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                             "Double", "Float", "Character", "Substring"]

    /// Inserts `snippet` as the last case of the nested enum `name` of `part`.
    mutating func insertCase(_ snippet: Snippet, intoEnum name: String, of part: ScreenCode.Part) throws {
        let file = part.file
        guard let enumeration = part.declaration.members.first(where: { $0.kind == .enum && $0.name == name }), let body = enumeration.bodyRange else {
            throw Failure(message: "\(part.name) has no enum \(name) in \(part.file.path) to add the case to")
        }
        let unit = file.indentationUnit
        // An enum with raw values (`enum Action: String`) or a synthesized `allCases` cannot
        // have a case with values: refused, as the compiler would refuse it.
        let line = file.location(of: file.tokens[enumeration.positionToken]).line
        if snippet.lines.joined().contains("(") {
            if let raw = enumeration.inheritance.first(where: { Self.rawValueTypes.contains($0) }) {
                throw Failure(message: "\(part.name).\(name) (\(file.path):\(line)) has raw values (\(raw)), and a case with values cannot have one: add the case by hand, without values, or take the raw type away")
            }
            if enumeration.inheritance.contains("CaseIterable") {
                throw Failure(message: "\(part.name).\(name) (\(file.path):\(line)) is CaseIterable, which a case with values does not allow: add the case by hand, without values, or write allCases yourself")
            }
        }
        // A case inside `#if DEBUG … #endif` exists in some builds only: the new case goes
        // after the last case every build has.
        let cases = enumeration.members.filter { $0.kind == .case }
        if !cases.isEmpty, cases.allSatisfy(\.isInsideIfConfig) {
            throw Failure(message: "every case of \(part.name).\(name) (\(file.path):\(file.location(of: file.tokens[enumeration.positionToken]).line)) is inside an #if block; scaffold cannot tell which builds the new case belongs to: add it by hand")
        }
        if let last = cases.last(where: { !$0.isInsideIfConfig }) {
            let lastToken = last.tokenRange.upperBound
            let closing = body.upperBound
            if closing < file.tokens.count, file.lineIndex(of: Int(file.tokens[closing].start)) == file.lineIndex(of: Int(file.tokens[lastToken].start)) {
                // `enum Action { case a, b }`: the new case on the same line.
                insert("; " + snippet.lines.joined(separator: " ").trimmingSpaces(), at: file.tokens[lastToken].end, in: part.path)
            } else {
                let offset = file.endOfLine(at: Int(file.tokens[lastToken].start))
                insert(text(snippet, at: file.indentation(ofToken: last.tokenRange.lowerBound), in: part.path), at: offset, in: part.path)
            }
        } else {
            let closing = min(body.upperBound, file.tokens.count - 1)
            let offset = file.lineStart(ofLineAt: Int(file.tokens[closing].start))
            insert(text(snippet, at: file.indentation(ofToken: enumeration.positionToken) + unit, in: part.path), at: offset, in: part.path)
        }
    }

    /// Whether the token at `token` lies inside a closure in `body` whose parameters
    /// (`{ name in`, `{ (name) in`, `{ [weak self] name in`) include `name`.
    static func isInsideClosure(taking name: String, token: Int, body: Range<Int>, in file: SourceFile) -> Bool {
        var open: [Int] = []
        for index in body.lowerBound..<min(token, file.tokens.count) {
            switch file.tokens[index].kind {
            case .leftBrace: open.append(index)
            case .rightBrace: _ = open.popLast()
            default: break
            }
        }
        for brace in open {
            var index = brace + 1
            var names: [String] = []
            while index < min(token, file.tokens.count), index < brace + 24 {
                let next = file.tokens[index]
                if next.kind == .leftBrace || next.kind == .rightBrace { break }
                // A statement (`for action in list`) starts a block, not a closure's parameters.
                if [.for, .if, .guard, .switch, .case, .let, .var, .return, .while, .do, .try, .await].contains(next.keyword) { break }
                if next.keyword == .in {
                    if names.contains(name) { return true }
                    break
                }
                if next.kind == .identifier { names.append(file.text(of: next)) }
                index += 1
            }
        }
        return false
    }

    /// Inserts a `case` of a `switch` over `subject` in `function` of `part`: before its
    /// `default:`, or before its closing brace.
    mutating func insertSwitchCase(_ snippet: Snippet, in function: String, subject: String, of part: ScreenCode.Part) throws {
        let file = part.file
        guard let member = part.declaration.members.first(where: { $0.kind == .func && $0.name == function }), let body = member.bodyRange else {
            throw Failure(message: "\(part.name) in \(file.path) has no \(function)(_:) to add the case to; write `func \(function)(_ \(subject): …) { switch \(subject) { … } }`, or add the case by hand")
        }
        // A `switch action` inside a closure that takes its own `action` (a responder
        // closure handled in place) is not the reducer.
        let over = BodyStructure(file: file, range: body).switches.filter { $0.subject.trimmingSpaces() == subject }
        let switches = over.filter { !Self.isInsideClosure(taking: subject, token: $0.token, body: body, in: file) }
        let line = { (token: Int) in file.location(of: file.tokens[token]).line }
        if switches.isEmpty, let inClosure = over.first {
            throw Failure(message: "the `switch \(subject)` of \(part.name).\(function)(_:) (\(file.path):\(line(inClosure.token))) is inside a closure; scaffold adds cases to a switch written directly in \(function)(_:), since code inside a closure needs `self.` and runs later: add it by hand")
        }
        guard let reducer = switches.first else {
            throw Failure(message: "\(part.name).\(function)(_:) in \(file.path) has no `switch \(subject)` to add the case to; add it by hand")
        }
        // Shapes scaffold does not edit, refused rather than guessed at: nothing is written.
        guard switches.count == 1 else {
            throw Failure(message: "\(part.name).\(function)(_:) in \(file.path) has \(switches.count) `switch \(subject)` (lines \(switches.map { String(line($0.token)) }.joined(separator: ", "))); scaffold cannot tell which one to add the case to: add it by hand")
        }
        let labels = reducer.cases
        if let closing = labels.last.map({ min($0.bodyRange.upperBound, file.tokens.count - 1) }) {
            let labelLines = labels.map { line($0.token) }
            if Set(labelLines).count != labelLines.count || labelLines.contains(line(reducer.token)) || labelLines.contains(line(closing)) {
                throw Failure(message: "the `switch \(subject)` of \(part.name).\(function)(_:) (\(file.path):\(line(reducer.token))) has its cases on shared lines; scaffold adds a case on a line of its own: put each case on its own line, or add it by hand")
            }
            if (reducer.token...closing).contains(where: { file.tokens[$0].kind == .poundDirective }) {
                throw Failure(message: "the `switch \(subject)` of \(part.name).\(function)(_:) (\(file.path):\(line(reducer.token))) has #if blocks among its cases; scaffold cannot tell where a case for every build goes: add it by hand")
            }
        }
        let anchor: Int
        if let defaultLabel = labels.first(where: \.isDefault) {
            anchor = defaultLabel.token
        } else if let last = labels.last {
            anchor = min(last.bodyRange.upperBound, file.tokens.count - 1)
        } else {
            throw Failure(message: "the switch of \(part.name).\(function)(_:) has no case yet; add one by hand")
        }
        let indentation = labels.first.map { file.indentation(ofToken: $0.token) } ?? file.indentation(ofToken: anchor)
        // Above the comment lines that belong to `default:` (`// Anything else is ignored.`).
        var anchorLine = file.lineIndex(of: Int(file.tokens[anchor].start))
        if labels.contains(where: \.isDefault) {
            // (at the label's own indentation: a comment ending the case above stays there).
            let labelIndentation = file.indentation(ofToken: anchor)
            while anchorLine > 0, case let above = file.lineText(index: anchorLine - 1), above.trimmingSpaces().hasPrefix("//"),
                  above.hasPrefix(labelIndentation + "//") { anchorLine -= 1 }
        }
        insert(text(snippet, at: indentation, in: part.path), at: file.lineStarts[anchorLine], in: part.path)
    }
}
