import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension ScreenEditor {
    // MARK: - Actions

    /// The case in `enum Action`, its reducer case, and its test.
    mutating func addAction(_ name: String) throws {
        guard hasEnum("Action", in: code.viewModel) else { return try addActionTest(name) }
        // An `async` send(_:) wants `await` at every call, in reducers and tests alike.
        if let send = code.viewModel.declaration.members.first(where: { Anatomy.isSend($0) }), Self.isAsync(send, in: code.viewModel.file) {
            let file = code.viewModel.file
            throw Failure(message: "\(code.viewModel.name).send(_:) (\(file.path):\(file.location(of: file.tokens[send.positionToken]).line)) is async; scaffold writes reducer cases and tests for a synchronous send(_:), which would not compile here: add the action by hand")
        }
        guard let line = rendered.caseSnippet(name, ofEnum: "Action", in: rendered.viewModel),
              let reducer = rendered.switchCase(name, in: "send", of: rendered.viewModel) else { return }
        try insertCase(line, intoEnum: "Action", of: code.viewModel)
        try insertSwitchCase(reducer.labellingSend(code.sendLabel), in: "send", subject: sendSubject, of: code.viewModel)
        try addEffectTask()
        try addActionTest(name)
    }

    /// `lastEffect`, after `send(_:)`, when an async action needs it and the view model has none.
    mutating func addEffectTask() throws {
        guard let property = rendered.member("lastEffect", kind: .var, in: rendered.viewModel),
              !code.viewModel.declaration.members.contains(where: { $0.name == "lastEffect" }), !addedEffectTask else { return }
        addedEffectTask = true
        let anchor = code.viewModel.declaration.members.last { Anatomy.isSend($0) } ?? code.viewModel.declaration.members.last
        insertMember(Snippet(lines: [""] + rendered.documentedSnippet(property, in: rendered.viewModel).lines), after: anchor, of: code.viewModel)
    }

    /// Whether a function is `async`: the keyword after its parameters, outside any
    /// parentheses (a parameter's `async` closure type does not count).
    static func isAsync(_ function: Declaration, in file: SourceFile) -> Bool {
        var depth = 0
        let end = function.bodyRange?.lowerBound ?? function.tokenRange.upperBound
        for index in function.positionToken..<min(end, file.tokens.count) {
            switch file.tokens[index].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            default: if depth == 0, file.tokens[index].keyword == .async { return true }
            }
        }
        return false
    }

    /// The name `send(_:)` calls its parameter (`action`).
    var sendSubject: String {
        guard let send = code.viewModel.declaration.members.first(where: { Anatomy.isSend($0) }) else { return "action" }
        return send.parameters[0].name ?? send.parameters[0].label ?? "action"
    }

    /// The Input section (Action and send(_:), and `lastEffect` for an async action), for a
    /// view model that has none: with every action of the spec, each with its reducer case.
    mutating func addInputSection() throws {
        guard let enumeration = rendered.member("Action", kind: .enum, in: rendered.viewModel),
              let send = rendered.member("send", kind: .func, in: rendered.viewModel) else { return }
        let marks = usesMarks(code.viewModel)
        var lines = marks ? ["", "// MARK: - Input"] : []
        lines += [""] + rendered.snippet(enumeration, in: rendered.viewModel).lines + [""] + rendered.snippet(send, in: rendered.viewModel).lines
        // An async action's reducer keeps its task in `lastEffect`, which follows send(_:).
        if let property = rendered.member("lastEffect", kind: .var, in: rendered.viewModel),
           !code.viewModel.declaration.members.contains(where: { $0.name == "lastEffect" }) {
            lines += [""] + rendered.documentedSnippet(property, in: rendered.viewModel).lines
            addedEffectTask = true
        }
        let anchor = code.viewModel.declaration.members.last { member in
            member.name == "responder" || (member.kind == .enum && member.name == "ResponderAction") || member.kind == .`init`
        }
        insertMember(Snippet(lines: lines), after: anchor ?? code.viewModel.declaration.members.last, of: code.viewModel)
    }

    /// The test of an existing action, into the view model's tests.
    mutating func addActionTest(_ name: String) throws {
        guard let test = rendered.actionTest(name, failing: false) else { return }
        try insertTest(test, forType: code.viewModel.name, rendered: rendered.viewModelTests)
        // An async action's second test: its call fails.
        if let failure = rendered.actionTest(name, failing: true) {
            try insertTest(failure, forType: code.viewModel.name, rendered: rendered.viewModelTests)
        }
    }

    // MARK: - Outputs

    /// The output's property, in the Output section, and its line in the initial-state test.
    mutating func addOutput(_ name: String) throws {
        guard let property = rendered.member(name, kind: .var, in: rendered.viewModel) else { return }
        let line = rendered.snippet(property, in: rendered.viewModel)
        // After the last output every build has (not into an `#if DEBUG` block).
        if let last = code.outputs.last(where: { !$0.declaration.isInsideIfConfig }) {
            insertMember(line, after: last.declaration, of: code.viewModel)
        } else if !code.outputs.isEmpty {
            throw Failure(message: "every output of \(code.viewModel.name) (\(code.viewModel.file.path)) is inside an #if block; scaffold cannot tell which builds '\(name)' belongs to: add it by hand")
        } else {
            let lines = (usesMarks(code.viewModel) ? ["", "// MARK: - Output", ""] : [""]) + line.lines
            let anchor = code.viewModel.declaration.members.last { $0.kind == .func && $0.name == "send" } ?? code.viewModel.declaration.members.last
            insertMember(Snippet(lines: lines), after: anchor, of: code.viewModel)
        }
        try addInitialStateCheck(name)
        addSnapshotRead(name)
    }

    // MARK: - Dependencies

    /// The dependency's property, init parameter and assignment in the view model and the
    /// router, and its argument in every construction of them scaffold can see.
    mutating func addDependency(_ name: String) throws {
        guard let dependency = spec.dependencies.first(where: { $0.name.text == name }),
              let property = rendered.member(name, kind: .let, in: rendered.viewModel) else { return }
        let escaping = TypeText.functionParts(dependency.type) == nil ? "" : "@escaping "
        let parameter = "\(name): \(escaping)\(dependency.type)"
        let sample = SampleValues(spec.samples).expression(for: dependency.type) ?? "\(dependency.type)()"
        let previous = code.dependencies.map(\.name)
        // A screen of an app: its router builds the view model from the container
        // (`services.name`), so the router takes no parameter for it.
        let fromContainer = code.sharesStack
        for part in [code.viewModel, fromContainer ? nil : code.router].compactMap({ $0 }) {
            // A router that has the dependency already (to build the view model) keeps it.
            if part.declaration.members.contains(where: { ($0.kind == .let || $0.kind == .var) && $0.name == name }) { continue }
            let inits = part.declaration.members.filter { $0.kind == .`init` }
            guard inits.count <= 1 else {
                let lines = inits.map { String(part.file.location(of: part.file.tokens[$0.positionToken]).line) }
                throw Failure(message: "\(part.name) in \(part.file.path) has \(inits.count) inits (lines \(lines.joined(separator: ", "))); scaffold adds a dependency to a single init: add '\(name)' by hand, or keep one init")
            }
            let stored = part.declaration.members.last { member in (member.kind == .let || member.kind == .var) && previous.contains(member.name) }
            if let stored {
                insertMember(rendered.snippet(property, in: rendered.viewModel), after: stored, of: part)
            } else {
                let lines = (usesMarks(part) ? ["", "// MARK: - Properties & Dependencies", ""] : []) + rendered.snippet(property, in: rendered.viewModel).lines
                insertMember(Snippet(lines: lines), after: nil, of: part)
            }
            guard let initializer = part.declaration.members.first(where: { $0.kind == .`init` }) else {
                // A stored `let` needs an init to set it: scaffold does not write one.
                throw Failure(message: "\(part.name) in \(part.file.path) has no init to take '\(name)'; write `init()` in it, then add again")
            }
            try insertArgument(parameter, inCallOpeningAfter: initializer.positionToken, of: part.path, before: "responder")
            insertAssignment("self.\(name) = \(name)", in: initializer, of: part, after: previous)
        }
        // The router builds the view model: it passes the dependency on (only inside the
        // router's own body: a preview in the same file has no such property).
        let routerPlace = code.router.map { ($0.path, $0.declaration.tokenRange) }
        let insideRouter = { (path: String, open: Int) -> Bool in
            guard let routerPlace, routerPlace.0 == path else { return false }
            return routerPlace.1.contains(open)
        }
        if let router = code.router {
            for open in constructions(of: code.viewModel.name, in: router.file) where insideRouter(router.path, open) {
                try insertArgument("\(name): \(fromContainer ? "services." : "")\(name)", at: open, of: router.path, before: "responder")
            }
        }
        // Everything else in the screen's files (the tests, the previews, the router's
        // preview) builds them with a sample.
        let paths = code.tests.map(\.path) + [code.viewModel.path, code.view?.path, code.router?.path].compactMap { $0 } + samplePaths
        var done: Set<String> = []
        for path in paths where done.insert(path).inserted {
            guard let file = sources[path] else { continue }
            for type in [code.viewModel.name, fromContainer ? nil : code.router?.name].compactMap({ $0 }) {
                for open in constructions(of: type, in: file) where !insideRouter(path, open) {
                    try insertArgument("\(name): \(sample)", at: open, of: path, before: "responder")
                }
            }
        }
    }

    // MARK: - Responder actions

    /// The responder section (ResponderAction, responder, init parameter), the router's
    /// handler, the responder in every construction, for a view model that has none.
    mutating func addResponderSection() throws {
        guard let enumeration = rendered.member("ResponderAction", kind: .enum, in: rendered.viewModel),
              let property = rendered.member("responder", kind: .let, in: rendered.viewModel) else { return }
        let viewModel = code.viewModel
        let marks = usesMarks(viewModel)
        var lines = marks ? ["", "// MARK: - Responder"] : []
        lines += [""] + rendered.snippet(enumeration, in: rendered.viewModel).lines + [""] + rendered.snippet(property, in: rendered.viewModel).lines
        let initializer = viewModel.declaration.members.first { $0.kind == .`init` }
        insertMember(Snippet(lines: lines), after: initializer ?? viewModel.declaration.members.last, of: viewModel)
        if let initializer {
            try insertArgument("responder: Responder<ResponderAction>", inCallOpeningAfter: initializer.positionToken, of: viewModel.path, before: nil)
            insertAssignment("self.responder = responder", in: initializer, of: viewModel, after: code.dependencies.map(\.name))
        }
        if let router = code.router {
            for open in constructions(of: viewModel.name, in: router.file) {
                try insertArgument("responder: Responder { [weak self] action in self?.handle(action) }", at: open, of: router.path, before: nil)
            }
            if let handle = rendered.member("handle", kind: .func, in: rendered.router) {
                let lines = (usesMarks(router) ? ["", "// MARK: - Responder", ""] : [""]) + rendered.snippet(handle, in: rendered.router).lines
                let anchor = router.declaration.members.last { $0.name == "viewModel" } ?? router.declaration.members.last
                insertMember(Snippet(lines: lines), after: anchor, of: router)
            }
        }
        // Tests build the view model with a responder they can observe; the preview ignores it.
        // The factory gains a `responder` parameter it passes on; a test building the view
        // model itself passes `.noop` (it observes nothing yet).
        for (path, file) in code.tests {
            let built = constructions(of: viewModel.name, in: file)
            let makeSUT = SyntaxTree(file).allDeclarations.first { declaration in
                declaration.kind == .func && declaration.name == "makeSUT" && declaration.parameters.isEmpty && built.contains { declaration.tokenRange.contains($0) }
            }
            for open in built {
                let inFactory = makeSUT?.tokenRange.contains(open) == true
                try insertArgument(inFactory ? "responder: responder" : "responder: .noop", at: open, of: path, before: nil)
            }
            if let makeSUT {
                try insertArgument("responder: Responder<\(viewModel.name).ResponderAction> = .noop", inCallOpeningAfter: makeSUT.positionToken, of: path, before: nil)
            }
        }
        if let view = code.view {
            for open in constructions(of: viewModel.name, in: view.file) {
                try insertArgument("responder: .noop", at: open, of: view.path, before: nil)
            }
        }
        // An app's preview catalog builds the view model as the preview does.
        for path in samplePaths {
            guard let file = sources[path] else { continue }
            for open in constructions(of: viewModel.name, in: file) {
                try insertArgument("responder: .noop", at: open, of: path, before: nil)
            }
        }
    }

    /// The case in `enum ResponderAction`, the router's handling of it, and its test.
    mutating func addResponderAction(_ name: String) throws {
        guard !code.responderActions.isEmpty else { return try addRouterTest(responder: name) }
        guard let line = rendered.caseSnippet(name, ofEnum: "ResponderAction", in: rendered.viewModel) else { return }
        try insertCase(line, intoEnum: "ResponderAction", of: code.viewModel)
        if let router = code.router, let handler = rendered.switchCase(name, in: "handle", of: rendered.router) {
            if let handle = router.declaration.members.first(where: { $0.kind == .func && $0.name == "handle" }) {
                // The switch is over the handler's own parameter (`handle(_ event:)`).
                let subject = handle.parameters.first.map { $0.name ?? $0.label ?? "action" } ?? "action"
                try insertSwitchCase(handler, in: "handle", subject: subject, of: router)
            } else {
                notes.append("\(router.file.path): \(router.name) has no handle(_:); handle .\(name) by hand")
            }
        }
        try addRouterTest(responder: name)
    }

    // MARK: - Routes

    /// The case in the router's `enum Route`, its destination, and its test.
    mutating func addRoute(_ name: String) throws {
        guard let router = code.router else {
            throw Failure(message: "\(code.name) has no router to add the route '\(name)' to")
        }
        // The first route came with the whole navigation section (addRouteSection).
        guard hasEnum("Route", in: router) else { return try addRouterTest(route: name) }
        guard let line = rendered.caseSnippet(name, ofEnum: "Route", in: rendered.router) else { return }
        try insertCase(line, intoEnum: "Route", of: router)
        if code.sharesStack {
            // A router that builds the screens its routes open (it pushes onto a shared stack).
            try addScreenRoute(name, to: router)
            return try addRouterTest(route: name)
        }
        if let renderedView = rendered.routerView, let destination = rendered.switchCase(name, in: "destination", of: renderedView),
           let declaration = SyntaxTree(router.file).declarations.first(where: { $0.name == "\(router.name)View" }),
           declaration.members.contains(where: { $0.kind == .func && $0.name == "destination" }) {
            try insertSwitchCase(destination, in: "destination", subject: "route", of: ScreenCode.Part(file: router.file, declaration: declaration, path: router.path))
        } else {
            // A `switch route` elsewhere (inline in `.navigationDestination`) would no longer
            // be exhaustive: refused. No switch at all: the route is shown by hand.
            let tokens = router.file.tokens
            if let place = tokens.indices.first(where: { $0 + 1 < tokens.count && tokens[$0].keyword == .switch && router.file.text(of: tokens[$0 + 1]) == "route" }) {
                throw Failure(message: "\(router.file.path):\(router.file.location(of: tokens[place]).line) switches over the routes outside destination(for:); scaffold adds a route's view to destination(for:) only: add .\(name) by hand")
            }
            notes.append("\(router.file.path): \(router.name)View has no destination(for:); show .\(name) by hand")
        }
        try addRouterTest(route: name)
    }

    /// The router test of a responder action or route, when the rendered tests have one.
    mutating func addRouterTest(responder: String? = nil, route: String? = nil) throws {
        if let responder {
            guard !testedResponders.contains(responder) else { return }
            testedResponders.insert(responder)
        }
        let subject = responder.map { "whenHandling\(SwiftName.capitalized($0))_" } ?? route.map { "whenShowing\(SwiftName.capitalized($0))_" } ?? ""
        guard let router = code.router else { return }
        if let test = rendered.test(subject, in: rendered.routerTests) {
            return try insertTest(test, forType: router.name, rendered: rendered.routerTests)
        }
        // A route a responder action reaches is tested through that action's test.
        guard let route else { return }
        guard let reaching = spec.responder.first(where: { entry in
            switch entry.effect {
            case .route(let name)?, .present(let name)?: return name == route
            default: return false
            }
        }) else { return try addPoppingTest(route: route, of: router) }
        guard !testedResponders.contains(reaching.declaration.name) else { return }
        testedResponders.insert(reaching.declaration.name)
        if let test = rendered.test("whenHandling\(SwiftName.capitalized(reaching.declaration.name))_", in: rendered.routerTests),
           !(testTarget(for: router.name)?.type.members.contains { $0.kind == .func && $0.name.contains("WhenHandling\(SwiftName.capitalized(reaching.declaration.name))") || $0.name.contains("whenHandling\(SwiftName.capitalized(reaching.declaration.name))") } ?? false) {
            try insertTest(test, forType: router.name, rendered: rendered.routerTests)
        }
    }

    /// The first route is shown by the test of a responder action that dismisses (it shows
    /// the route, then pops it), which a screen without routes wrote as closing the screen:
    /// with the first route, that action gets the popping test too, and the route its test.
    private mutating func addPoppingTest(route: String, of router: ScreenCode.Part) throws {
        guard spec.routes.first?.name == route, let dismissing = spec.responder.first(where: { $0.effect == .dismiss }) else { return }
        let subject = "whenHandling\(SwiftName.capitalized(dismissing.declaration.name))_popsTheLastRoute"
        let existing = testTarget(for: router.name)?.type.members.contains { $0.kind == .func && $0.name.lowercased().contains(subject.lowercased()) } ?? false
        if !existing, let test = rendered.test(subject, in: rendered.routerTests) {
            try insertTest(test, forType: router.name, rendered: rendered.routerTests)
        }
    }

    // MARK: - Support

    /// Whether a type's body uses `// MARK:` headings (new sections then get one).
    func usesMarks(_ part: ScreenCode.Part) -> Bool {
        !Anatomy.markComments(of: part.declaration, in: part.file).isEmpty
    }

    /// The `(` tokens of every construction of `type` in `file`: `Type(…)`, `Type.init(…)`
    /// and `let x: Type = .init(…)`.
    func constructions(of type: String, in file: SourceFile) -> [Int] {
        ScreenConstructions.opening(of: type, in: file)
    }
}
