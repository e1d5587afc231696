import ScaffoldSupport
import ScaffoldSyntax

/// Reads a screen's model from its code: the view model's dependencies, outputs, actions
/// and what each reducer case does, the responder actions and what the router does with
/// each, the routes, which of them tests reach, and the samples the tests build. It reads
/// hand-written screens that follow the anatomy as well as generated ones; where it cannot
/// be sure, it adds a note at the place and does not guess.
public enum ScreenReader {
    /// The files of one screen, found by `ScreenLocator`.
    public struct Files: Sendable {
        /// The view model.
        public var viewModel: ScreenCode.Part
        /// The screen view.
        public var view: ScreenCode.Part?
        /// The router.
        public var router: ScreenCode.Part?
        /// Test files that mention the view model or the router.
        public var tests: [(path: String, file: SourceFile)]

        /// Creates the set of files.
        public init(viewModel: ScreenCode.Part, view: ScreenCode.Part?, router: ScreenCode.Part?, tests: [(path: String, file: SourceFile)]) {
            self.viewModel = viewModel
            self.view = view
            self.router = router
            self.tests = tests
        }
    }

    /// The model of the screen in `files`, named `name`.
    public static func read(_ files: Files, name: String) -> ScreenCode {
        let viewModel = files.viewModel
        var screen = ScreenCode(name: name, viewModel: viewModel, view: files.view, router: files.router)
        screen.tests = files.tests
        let declaration = viewModel.declaration
        let observable = declaration.hasAttribute("Observable")
        screen.style = observable ? .observation : .combine
        if let view = files.view {
            let tokens = view.file.tokens
            if tokens.contains(where: { $0.kind == .poundKeyword && view.file.text(of: $0) == "#Preview" }) {
                screen.previews = .macro
            } else if SyntaxTree(view.file).declarations.contains(where: { $0.inheritance.contains("PreviewProvider") }) {
                screen.previews = .provider
            }
        }
        func note(_ token: Int, in file: SourceFile, _ message: String) {
            screen.notes.append(Diagnostic(file.location(of: file.tokens[token]), .warning, message))
        }
        // A type's notes point at its name, not its keyword.
        var typeName = declaration.positionToken
        while typeName + 1 < viewModel.file.tokens.count, viewModel.file.tokens[typeName].kind != .identifier || typeName == declaration.positionToken {
            typeName += 1
        }

        // Outputs, then dependencies: the init's parameters stored under their own name.
        for member in declaration.members where Anatomy.isOutput(member, in: viewModel.file, observable: observable) {
            var type = member.type
            if type == nil, let value = member.initializer {
                type = [.string: "String", .integer: "Int", .float: "Double", .boolean: "Bool"][TypeText.literal(value) ?? .bareName]
                if type == nil {
                    note(member.positionToken, in: viewModel.file, "cannot tell the type of the output '\(member.name)'; write it: `var \(member.name): Type = …`")
                }
            }
            var initialValue = member.initializer
            if initialValue == nil, let type, type.hasSuffix("?") {
                initialValue = "nil"  // an optional `var` starts as nil
            } else if initialValue == nil {
                note(member.positionToken, in: viewModel.file, "the output '\(member.name)' has no initial value (the init sets it); a spec's output starts from a value, so the spec leaves it out, and the code keeps it")
            }
            screen.outputs.append(ScreenCode.Output(name: member.name, type: type, initialValue: initialValue, declaration: member))
        }
        let inits = declaration.members.filter { $0.kind == .`init` && !$0.modifiers.contains("convenience") }
        if inits.count > 1 {
            note(inits[1].positionToken, in: viewModel.file, "\(declaration.name) has several inits; its dependencies are read from the first")
        }
        let stored = declaration.members.filter { ($0.kind == .let || $0.kind == .var) && !$0.isTypeMember && $0.isStored(in: viewModel.file) }
        let outputNames = Set(screen.outputs.map(\.name))
        for parameter in inits.first?.parameters ?? [] {
            let name = parameter.name ?? parameter.label ?? ""
            guard name != "responder", !outputNames.contains(name) else { continue }
            guard let property = stored.first(where: { $0.name == name }) else {
                note(parameter.token, in: viewModel.file, "the init takes '\(name)' but no property of that name stores it; scaffold reads a dependency as `self.\(name) = \(name)`")
                continue
            }
            let type = property.type ?? parameter.type.replacingOccurrences(of: "@escaping ", with: "")
            screen.dependencies.append(ScreenCode.Dependency(name: name, type: type, declaration: property))
        }
        // Stored properties the init sets from something else: not a spec's dependency.
        let known = Set(screen.dependencies.map(\.name)).union(outputNames).union(["responder"])
        for property in stored where property.initializer == nil && !known.contains(property.name) && !(property.type ?? "").hasSuffix("?")
            && !property.modifiers.contains("lazy") && property.kind == .let {
            note(property.positionToken, in: viewModel.file, "the init sets '\(property.name)' from other values; a spec's dependency is an init parameter stored as it is, so the spec leaves it out")
        }

        // Actions and what the reducer does with each.
        let outputs = Set(screen.outputs.map(\.name))
        var actions = cases(of: "Action", in: declaration, file: viewModel.file)
        var notes: [Diagnostic] = []
        if let send = declaration.members.first(where: { Anatomy.isSend($0) }) {
            let subject = send.parameters[0].name ?? send.parameters[0].label ?? "action"
            // `send(action:)` as well as `send(_:)`: its own calls carry the label.
            let label = send.parameters[0].label.flatMap { $0 == "_" ? nil : $0 }
            screen.sendLabel = label
            read(handler: send, subject: subject, in: viewModel.file, cases: &actions, notes: &notes) { reading, positions, bindings, _ in
                actionBehaviour(reading, positions, bindings: bindings, outputs: outputs, sendLabel: label)
            }
        } else if !actions.isEmpty {
            note(typeName, in: viewModel.file, "\(declaration.name) declares Action but no send(_:); scaffold cannot tell what its actions do")
        }
        // A view model driven by methods (plain MVVM) rather than actions.
        if !declaration.members.contains(where: { $0.kind == .enum && $0.name == "Action" }),
           declaration.members.contains(where: { $0.kind == .func && !$0.isPrivate && !$0.isTypeMember }) {
            note(typeName, in: viewModel.file, "\(declaration.name) has no `enum Action` and `send(_:)`, so it has no actions to read (its methods are not actions); `scaffold add --action` gives it an Input section")
        }

        // Responder actions, and what the router does with each.
        var responderActions = cases(of: "ResponderAction", in: declaration, file: viewModel.file)
        if let router = files.router {
            screen.routes = cases(of: "Route", in: router.declaration, file: router.file)
            // A screen of an app: its router's init takes the container (`services`) and
            // the screen's inputs, which it passes on to the view model.
            if let initializer = router.declaration.members.first(where: { $0.kind == .`init` }),
               initializer.parameters.contains(where: { ($0.label ?? $0.name) == "services" }) {
                let passed = Set(initializer.parameters.compactMap { $0.name ?? $0.label })
                for index in screen.dependencies.indices where passed.contains(screen.dependencies[index].name) {
                    screen.dependencies[index].isInput = true
                }
            }
            if let handle = router.declaration.members.first(where: { $0.kind == .func && $0.name == "handle" && $0.parameters.count == 1 }) {
                let subject = handle.parameters[0].name ?? handle.parameters[0].label ?? "action"
                read(handler: handle, subject: subject, in: router.file, cases: &responderActions, notes: &notes) { reading, positions, bindings, name in
                    routerBehaviour(reading, positions, bindings: bindings, name: name)
                }
            }
        }
        screen.actions = actions
        screen.responderActions = responderActions
        screen.notes += notes

        readTests(into: &screen)
        return screen
    }

    /// The cases of the nested enum `name` of `type`, as a spec writes them.
    static func cases(of name: String, in type: Declaration, file: SourceFile) -> [ScreenCode.Case] {
        guard let enumeration = type.members.first(where: { $0.kind == .enum && $0.name == name }) else { return [] }
        return enumeration.members.filter { $0.kind == .case }.map { member in
            let parameters = member.parameters.map { parameter in
                CaseDeclaration.Parameter(label: parameter.label == "_" ? nil : parameter.label, type: parameter.type.trimmingCharacters())
            }
            let declaration = CaseDeclaration(name: member.name, parameters: parameters, location: file.location(of: file.tokens[member.positionToken]))
            return ScreenCode.Case(declaration: declaration, token: member.positionToken, behaviour: .unhandled, handler: nil)
        }
    }

    /// Reads the `switch` over `subject` in a handler's body: each case's behaviour.
    static func read(handler: Declaration, subject: String, in file: SourceFile, cases: inout [ScreenCode.Case], notes: inout [Diagnostic],
                     behaviour: (CodeReading, [Int], [String?], String) -> ScreenCode.Behaviour) {
        guard let body = handler.bodyRange else { return }
        let structure = BodyStructure(file: file, range: body)
        guard let reducer = structure.switches.first(where: { $0.subject.trimmingCharacters() == subject }) else {
            if !cases.isEmpty {
                notes.append(Diagnostic(file.location(of: file.tokens[handler.positionToken]), .warning,
                                        "\(handler.name)(_:) has no `switch \(subject)`; scaffold cannot tell what each case does"))
            }
            return
        }
        let reading = CodeReading(file)
        let index = Dictionary(cases.enumerated().map { ($0.element.declaration.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for label in reducer.cases where !label.isDefault {
            let parsed = label.patterns.map(CodeReading.casePattern)
            let several = parsed.count > 1
            for pattern in parsed {
                guard let pattern else {
                    notes.append(Diagnostic(file.location(of: file.tokens[label.token]), .warning,
                                            "scaffold cannot read this case's pattern; what it handles is kept as code"))
                    continue
                }
                guard let position = index[pattern.name], cases[position].handler == nil else { continue }
                cases[position].handler = label.token
                cases[position].behaviour = several ? .custom : behaviour(reading, reading.positions(in: label.bodyRange), pattern.bindings, pattern.name)
            }
        }
    }

    /// What an action's reducer case does: set, toggle, clear, respond, send, nothing, or custom.
    static func actionBehaviour(_ reading: CodeReading, _ positions: [Int], bindings: [String?], outputs: Set<String>, sendLabel: String? = nil) -> ScreenCode.Behaviour {
        if isEmptyBody(reading, positions) { return .none }
        var body = positions
        if reading.text(body.first ?? -1) == "self", body.count > 2, reading.kind(body[1]) == .period { body.removeFirst(2) }
        // `output = value`
        if body.count == 3, reading.kind(body[1]) == .equal, outputs.contains(reading.text(body[0])),
           bindings.count == 1, let bound = bindings[0], reading.text(body[2]) == bound {
            return .effect(.set(output: reading.text(body[0])))
        }
        // `output = nil`
        if body.count == 3, reading.kind(body[1]) == .equal, outputs.contains(reading.text(body[0])), reading.text(body[2]) == "nil", bindings.isEmpty {
            return .effect(.clear(output: reading.text(body[0])))
        }
        // `output.toggle()`
        if body.count == 5, outputs.contains(reading.text(body[0])), reading.kind(body[1]) == .period, reading.text(body[2]) == "toggle",
           reading.kind(body[3]) == .leftParen, reading.kind(body[4]) == .rightParen, bindings.isEmpty {
            return .effect(.toggle(output: reading.text(body[0])))
        }
        if let call = reading.caseCall(positions, receiver: "responder", method: "send"), passesThrough(call.arguments, bindings) {
            return .effect(.respond(case: call.name))
        }
        if let call = reading.caseCall(positions, receiver: nil, method: "send", label: sendLabel), passesThrough(call.arguments, bindings) {
            return .effect(.send(action: call.name))
        }
        return .custom
    }

    /// What a router's handler case does: route, present, dismiss, pass it up (the same
    /// case to `parent`, as scaffold writes `-> up`), nothing, or custom.
    static func routerBehaviour(_ reading: CodeReading, _ positions: [Int], bindings: [String?], name: String) -> ScreenCode.Behaviour {
        if isEmptyBody(reading, positions) { return .none }
        if let call = reading.caseCall(positions, receiver: "parent", method: "send"), call.name == name, passesThrough(call.arguments, bindings) {
            return .effect(.up)
        }
        for (receiver, method) in [(nil, "show"), (nil, "push"), ("path", "append")] as [(String?, String)] {
            if let call = reading.caseCall(positions, receiver: receiver, method: method), passesThrough(call.arguments, bindings) {
                return .effect(.route(call.name))
            }
        }
        if let call = reading.caseCall(positions, receiver: nil, method: "present"), passesThrough(call.arguments, bindings) {
            return .effect(.present(call.name))
        }
        var body = positions.map(reading.text)
        if body.first == "self", body.count > 2, body[1] == "." { body.removeFirst(2) }
        if body == ["dismiss", "(", ")"] || body == ["pop", "(", ")"] || body == ["path", ".", "removeLast", "(", ")"] {
            return .effect(.dismiss)
        }
        return .custom
    }

    /// Whether a case body does nothing: no code, or `break` (a TODO comment is a comment).
    static func isEmptyBody(_ reading: CodeReading, _ positions: [Int]) -> Bool {
        positions.isEmpty || (positions.count == 1 && reading.text(positions[0]) == "break")
    }

    /// Whether a call's arguments are exactly the case's bound values, in order.
    static func passesThrough(_ arguments: [CodeReading.Argument], _ bindings: [String?]) -> Bool {
        guard arguments.count == bindings.count else { return false }
        return zip(arguments, bindings).allSatisfy { argument, binding in binding != nil && argument.text == binding }
    }
}
