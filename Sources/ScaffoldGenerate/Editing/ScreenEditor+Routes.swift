import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension ScreenEditor {
    /// The navigation state for a router that has no routes yet, with insertions only, as
    /// the rendered router has it: `enum Route`, `path` and `presented` before
    /// `isDismissed`; `show(_:)` and `present(_:)` after it; at the top of `dismiss()`, the
    /// lines that pop a presented or pushed route first; `updatePath(_:)` and
    /// `updatePresented(_:)` after it; in the router view, the stack's path binding, the
    /// destination and sheet modifiers and `destination(for:)`; in the router tests, the
    /// initial-state checks. The routes' own cases come after, one by one.
    mutating func addRouteSection(to router: ScreenCode.Part) throws {
        if code.sharesStack {
            return try addFlowRouteSection(to: router)
        }
        let source = rendered.router
        guard let enumeration = rendered.member("Route", kind: .enum, in: source),
              let path = rendered.member("path", kind: .var, in: source),
              let presented = rendered.member("presented", kind: .var, in: source) else { return }
        let members = router.declaration.members
        let isDismissed = members.firstIndex { $0.name == "isDismissed" && ($0.kind == .var || $0.kind == .let) }
        let stored = members.last { ($0.kind == .var || $0.kind == .let) && !$0.isTypeMember }
        // Route, path, presented: before isDismissed, as rendered.
        var state = Snippet(lines: [])
        for declaration in [enumeration, path, presented] {
            state.lines += [""] + rendered.documentedSnippet(declaration, in: source).lines
        }
        if let isDismissed {
            insertMember(Snippet(lines: Array(state.lines.dropFirst()) + [""]), before: members[isDismissed], of: router)
        } else {
            insertMember(state, after: stored ?? members.last, of: router)
        }
        // show(_:), present(_:) after isDismissed; dismiss() pops first.
        let after = isDismissed.map { members[$0] } ?? stored ?? members.last
        var moves = Snippet(lines: [])
        for name in ["show", "present"] {
            guard let function = rendered.member(name, kind: .func, in: source) else { continue }
            moves.lines += [""] + rendered.documentedSnippet(function, in: source).lines
        }
        insertMember(moves, after: after, of: router)
        var updates = Snippet(lines: [])
        for name in ["updatePath", "updatePresented"] {
            guard let function = rendered.member(name, kind: .func, in: source) else { continue }
            updates.lines += [""] + rendered.documentedSnippet(function, in: source).lines
        }
        if let dismiss = members.first(where: { $0.kind == .func && $0.name == "dismiss" && $0.parameters.isEmpty }),
           let renderedDismiss = rendered.member("dismiss", kind: .func, in: source) {
            try insertPopping(from: renderedDismiss, into: dismiss, of: router)
            insertMember(updates, after: dismiss, of: router)
        } else if let renderedDismiss = rendered.member("dismiss", kind: .func, in: source) {
            insertMember(Snippet(lines: [""] + rendered.documentedSnippet(renderedDismiss, in: source).lines + updates.lines), after: after, of: router)
        }
        try addRouterViewNavigation(router)
        try addRouterInitialStateChecks(router)
    }

    /// The navigation state for a router that builds the screens its routes open and has
    /// no routes yet: every member of the rendered router the code lacks, each after the
    /// member it follows in the rendered one (so in the rendered order); at the top of
    /// `dismiss()`, the lines that pop first; in the router view, the sheet of the
    /// presented screen; in the router tests, the initial-state checks.
    private mutating func addFlowRouteSection(to router: ScreenCode.Part) throws {
        let source = rendered.router
        let members = router.declaration.members
        // Functions are the same when their parameter types are too: `handle(_:)` of the
        // screen's own actions is not the overload that answers what a child passes up.
        let same = { (lhs: Declaration, rhs: Declaration) in
            lhs.name == rhs.name && lhs.kind == rhs.kind
                && (lhs.kind != .func || lhs.parameters.map { TypeText.normalized($0.type) } == rhs.parameters.map { TypeText.normalized($0.type) })
        }
        var anchor: Declaration?
        var section: Declaration?
        // The handler of the screen's own responder actions comes with the first of them
        // (addResponderSection), in this same edit.
        let ownHandler = "\(code.viewModel.name).ResponderAction"
        for member in source.type.members {
            if let existing = members.first(where: { same($0, member) }) {
                anchor = existing
                section = nil
                continue
            }
            if addingResponder, member.kind == .func, member.name == "handle",
               member.parameters.first.map({ TypeText.normalized($0.type) == ownHandler }) == true { continue }
            let snippet = rendered.documentedSnippet(member, in: source)
            // A member that opens a section in the rendered router (`// MARK: - Navigation`
            // above it) goes at the top of the code's section of that name, if it has one.
            if let heading = markHeading(above: member, in: source.file), let first = firstMember(under: heading, in: router) {
                section = first
            }
            if let section {
                insertMember(Snippet(lines: snippet.lines + [""]), before: section, of: router)
            } else if let anchor {
                insertMember(Snippet(lines: [""] + snippet.lines), after: anchor, of: router)
            } else if let first = members.first {
                insertMember(Snippet(lines: snippet.lines + [""]), before: first, of: router)
            }
        }
        if let dismiss = members.first(where: { $0.kind == .func && $0.name == "dismiss" && $0.parameters.isEmpty }),
           let renderedDismiss = rendered.member("dismiss", kind: .func, in: source) {
            try insertPopping(from: renderedDismiss, into: dismiss, of: router)
        }
        addFlowSheet(router)
        try addRouterInitialStateChecks(router)
    }

    /// The `// MARK:` heading right above `declaration` (past its comments and blank lines).
    private func markHeading(above declaration: Declaration, in file: SourceFile) -> String? {
        var line = file.lineIndex(of: Int(file.tokens[declaration.tokenRange.lowerBound].start)) - 1
        while line >= 0 {
            let text = file.lineText(index: line).trimmingSpaces()
            if text.hasPrefix("// MARK:") { return text }
            guard text.isEmpty || text.hasPrefix("//") else { return nil }
            line -= 1
        }
        return nil
    }

    /// The first member of `part` below the heading `heading` in its body.
    private func firstMember(under heading: String, in part: ScreenCode.Part) -> Declaration? {
        let file = part.file
        guard let body = part.declaration.bodyRange else { return nil }
        let first = file.lineIndex(of: Int(file.tokens[body.lowerBound].start))
        let last = file.lineIndex(of: Int(file.tokens[min(body.upperBound, file.tokens.count - 1)].start))
        guard first <= last, let line = (first...last).first(where: { file.lineText(index: $0).trimmingSpaces() == heading }) else { return nil }
        return part.declaration.members.first { file.lineIndex(of: Int(file.tokens[$0.tokenRange.lowerBound].start)) > line }
    }

    /// In the router view's `screen`, the rendered `.sheet` that shows the presented
    /// screen, after the screen's view.
    private mutating func addFlowSheet(_ router: ScreenCode.Part) {
        guard let renderedView = rendered.routerView,
              let renderedScreen = renderedView.type.members.first(where: { $0.kind == .var && $0.name == "screen" }),
              let view = SyntaxTree(router.file).declarations.first(where: { $0.name == "\(router.name)View" }),
              let screen = view.members.first(where: { $0.kind == .var && $0.name == "screen" }), let body = screen.bodyRange else {
            notes.append("\(router.file.path): \(router.name)View shows no `screen` scaffold can add the presented screen's sheet to; add `.sheet(item:)` for router.presented by hand")
            return
        }
        let lines = rendered.snippet(renderedScreen, in: renderedView).lines
        guard let start = lines.firstIndex(where: { $0.trimmingSpaces().hasPrefix(".sheet(") }) else { return }
        let level = lines[start].indentationWidth
        var end = start + 1
        while end < lines.count, lines[end].indentationWidth > level || lines[end].trimmingSpaces().isEmpty { end += 1 }
        guard end < lines.count, lines[end].trimmingSpaces() == "}" else { return }
        let sheet = lines[start...end].map { String($0.dropFirst(level)) }
        // After the screen's view: the first statement's first line.
        let file = router.file
        guard let first = body.first(where: { !file.tokens[$0].isComment }) else { return }
        let at = file.indentation(ofToken: first) + file.indentationUnit
        insert(text(Snippet(lines: sheet), at: at, in: router.path), at: file.endOfLine(at: Int(file.tokens[first].start)), in: router.path)
    }

    /// The lines of the rendered `dismiss()` before `isDismissed = true` (or, in a router
    /// that pushes onto a shared stack, `closeScreen()`), at the top of the code's `dismiss()`.
    private mutating func insertPopping(from renderedDismiss: Declaration, into dismiss: Declaration, of router: ScreenCode.Part) throws {
        let lines = rendered.snippet(renderedDismiss, in: rendered.router).lines
        guard lines.count > 2, let end = lines.firstIndex(where: { ["isDismissed = true", "closeScreen()"].contains($0.trimmingSpaces()) }) else { return }
        // The body's lines (one level in) before the close.
        let popping = lines[1..<end].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
        let file = router.file
        guard let body = dismiss.bodyRange, body.lowerBound > 0 else { return }
        let open = body.lowerBound - 1
        let statements = body.filter { !file.tokens[$0].isComment }
        let indentation = statements.first.map { file.indentation(ofToken: $0) } ?? file.indentation(ofToken: dismiss.positionToken) + file.indentationUnit
        insert(text(Snippet(lines: popping), at: indentation, in: router.path), at: file.endOfLine(at: Int(file.tokens[open].start)), in: router.path)
    }

    /// In the router's view: the stack's path binding, the destination and sheet
    /// modifiers, and `destination(for:)`, as the rendered view has them.
    private mutating func addRouterViewNavigation(_ router: ScreenCode.Part) throws {
        guard let renderedView = rendered.routerView,
              let view = SyntaxTree(router.file).declarations.first(where: { $0.name == "\(router.name)View" }),
              let body = view.members.first(where: { $0.name == "body" && $0.kind == .var })?.bodyRange else {
            notes.append("\(router.file.path): no \(router.name)View with a body was found; show the routes by hand (a NavigationStack bound to \(router.name).path, and a sheet for .presented)")
            return
        }
        let file = router.file, tokens = file.tokens
        guard let stack = body.first(where: { tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == "NavigationStack" }),
              stack + 1 < tokens.count, tokens[stack + 1].kind == .leftBrace, let close = matchingBrace(stack + 1, in: file) else {
            notes.append("\(router.file.path): \(router.name)View has no `NavigationStack {` scaffold can bind to the router's path; bind it by hand")
            return
        }
        let renderedFile = renderedView.file, renderedTokens = renderedFile.tokens
        guard let renderedBody = renderedView.type.members.first(where: { $0.name == "body" && $0.kind == .var })?.bodyRange,
              let renderedStack = renderedBody.first(where: { renderedTokens[$0].kind == .identifier && renderedFile.text(of: renderedTokens[$0]) == "NavigationStack" }),
              renderedTokens[renderedStack + 1].kind == .leftParen else { return }
        // `NavigationStack` + `(path: …)`: the rendered argument list, inserted after the name.
        var depth = 0, argumentsEnd = renderedStack + 1
        for index in (renderedStack + 1)..<renderedTokens.count {
            if renderedTokens[index].kind == .leftParen { depth += 1 }
            if renderedTokens[index].kind == .rightParen { depth -= 1 }
            if depth == 0 { argumentsEnd = index; break }
        }
        let arguments = renderedFile.text(from: renderedTokens[renderedStack + 1], through: renderedTokens[argumentsEnd])
        insert(arguments, at: Int(tokens[stack].end), in: router.path)
        // The modifiers: `.navigationDestination` inside the stack (before its close), `.sheet` after it.
        let renderedOpen = argumentsEnd + 1
        guard renderedOpen < renderedTokens.count, renderedTokens[renderedOpen].kind == .leftBrace,
              let renderedClose = matchingBrace(renderedOpen, in: renderedFile) else { return }
        let inside = Snippet(renderedFile, from: renderedOpen + 1, through: renderedClose - 1).lines.dropFirst()
        let contentIndentation: String
        let statements = ((stack + 2)..<close).filter { !tokens[$0].isComment }
        contentIndentation = statements.first.map { file.indentation(ofToken: $0) } ?? file.indentation(ofToken: stack) + file.indentationUnit
        insert(text(Snippet(lines: Array(inside)), at: contentIndentation, in: router.path), at: file.lineStart(ofLineAt: Int(tokens[close].start)), in: router.path)
        // `.sheet(…) { … }`: the rendered lines after the stack's close up to the next modifier it shares with the code.
        let afterClose = Snippet(renderedFile, from: renderedClose, through: renderedBody.upperBound - 1).lines.dropFirst()
        var sheet: [String] = []
        for line in afterClose {
            if !sheet.isEmpty, line.hasPrefix("."), !line.hasPrefix(".sheet") { break }
            if sheet.isEmpty, !line.hasPrefix(".sheet") { continue }
            sheet.append(line)
        }
        if !sheet.isEmpty {
            insert(text(Snippet(lines: sheet), at: file.indentation(ofToken: stack), in: router.path), at: file.endOfLine(at: Int(tokens[close].start)), in: router.path)
        }
        // destination(for:), with its Support heading, at the end of the view.
        if let destination = renderedView.type.members.first(where: { $0.kind == .func && $0.name == "destination" }),
           !view.members.contains(where: { $0.kind == .func && $0.name == "destination" }) {
            let marks = !Anatomy.markComments(of: view, in: file).isEmpty
            let lines = (marks ? ["", "// MARK: - Support"] : []) + [""] + rendered.documentedSnippet(destination, in: renderedView).lines
            insertMember(Snippet(lines: lines), after: view.members.last, of: ScreenCode.Part(file: file, declaration: view, path: router.path))
        }
    }

    /// The rendered router tests' initial-state checks of `path` and `presented`.
    private mutating func addRouterInitialStateChecks(_ router: ScreenCode.Part) throws {
        // The rendered test that checks the initial path, and the code's test of that name.
        guard let renderedTests = rendered.routerTests, let target = testTarget(for: router.name) else { return }
        let isCheck = { (line: String) in line.contains("(sut.path.isEmpty)") || line.contains("(sut.presented)") }
        guard let renderedTest = renderedTests.type.members.first(where: { $0.kind == .func && rendered.snippet($0, in: renderedTests).lines.contains(where: isCheck) }),
              let existing = target.type.members.first(where: { $0.kind == .func && $0.name == renderedTest.name }),
              let body = existing.bodyRange else { return }
        let checks = rendered.snippet(renderedTest, in: renderedTests).lines.filter(isCheck).map { $0.trimmingSpaces() }
        let file = target.file
        let statements = body.filter { !file.tokens[$0].isComment }
        // Before the check of isDismissed, as rendered; else after the last statement.
        if let dismissed = statements.first(where: { file.text(of: file.tokens[$0]) == "isDismissed" }) {
            insert(text(Snippet(lines: checks), at: file.indentation(ofToken: dismissed), in: target.path), at: file.lineStart(ofLineAt: Int(file.tokens[dismissed].start)), in: target.path)
        } else if let last = statements.last {
            insert(text(Snippet(lines: checks), at: file.indentation(ofToken: last), in: target.path), at: file.endOfLine(at: Int(file.tokens[last].start)), in: target.path)
        }
    }

    /// The token of the `}` that closes the `{` at `open`.
    func matchingBrace(_ open: Int, in file: SourceFile) -> Int? {
        var depth = 0
        for index in open..<file.tokens.count {
            switch file.tokens[index].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}

extension ScreenEditor {
    /// A route added to a router that builds the screens its routes open (one that pushes
    /// onto a stack it shares with the router that opened it): its case in `makeScreen`
    /// and `release`, and, when the route opens a screen, the property that keeps that
    /// screen's router and the handler of the actions it passes up, as rendered.
    mutating func addScreenRoute(_ name: String, to router: ScreenCode.Part) throws {
        let source = rendered.router
        let members = router.declaration.members
        let childProperty = "\(name)Router"
        if let property = rendered.member(childProperty, kind: .var, in: source), !members.contains(where: { $0.name == childProperty }) {
            // After the last child router kept, else before the presented screen, as rendered.
            let snippet = Snippet(lines: [""] + rendered.documentedSnippet(property, in: source).lines)
            let children = members.filter { ($0.kind == .var) && $0.name.hasSuffix("Router") && $0.name != "router" }
            if let last = children.last {
                insertMember(snippet, after: last, of: router)
            } else if let screen = members.first(where: { $0.kind == .var && $0.name == "presentedScreen" }) {
                insertMember(Snippet(lines: Array(snippet.lines.dropFirst()) + [""]), before: screen, of: router)
            } else {
                notes.append("\(router.file.path): \(router.name) has no child routers nor `presentedScreen`; add `\(childProperty)` by hand")
            }
        }
        if let text = rendered.switchCase(name, in: "makeScreen", of: source) {
            try insertSwitchCase(text, in: "makeScreen", subject: "route", of: router)
        }
        try addRelease(name, to: router)
        // The handler of what the new screen passes up, when the spec answers it.
        let handlers = source.type.members.filter { $0.kind == .func && $0.name == "handle" }
        let existing = Set(members.filter { $0.kind == .func && $0.name == "handle" }.compactMap { $0.parameters.first?.type }.map(TypeText.normalized))
        if let target = spec.routeTargets[name],
           let handler = handlers.first(where: { declaration in
               guard let type = declaration.parameters.first?.type else { return false }
               return type.hasPrefix(settings.typeName(settings.naming.viewModel, screen: target.screen.text) + ".") && !existing.contains(TypeText.normalized(type))
           }) {
            let last = members.last { $0.kind == .func && $0.name == "handle" }
            insertMember(Snippet(lines: [""] + rendered.documentedSnippet(handler, in: source).lines), after: last ?? members.last, of: router)
            if let child = spec.children[target.screen.text] {
                qualifyOwnHandleCalls(named: child.caseNames, of: router)
            }
        }
    }

    /// A new `handle(_:)` over an opened screen's whole `ResponderAction` makes the router's
    /// tests' `sut.handle(.saved)` ambiguous when the screen's own `ResponderAction` has a
    /// `saved` too: each such call is named in full (app seed 137).
    /// Each call once, whichever handlers made it ambiguous.
    mutating func qualifyOwnHandleCalls(named childCases: Set<String>, of router: ScreenCode.Part) {
        let shared = Set(code.responderActions.map(\.declaration.name)).intersection(childCases)
        guard !shared.isEmpty, let target = testTarget(for: router.name) else { return }
        let planned = Set(edits[target.path] ?? [])
        edits[target.path, default: []] += OwnCaseCalls.qualifications(in: target.file, names: shared, viewModel: code.viewModel.name).filter { !planned.contains($0) }
    }

    /// `release(_:)` lets go of the new route's screen: its case in the switch, the whole
    /// switch when the router had no screen routes yet, or the `default:` a plain route
    /// falls into.
    private mutating func addRelease(_ name: String, to router: ScreenCode.Part) throws {
        let source = rendered.router
        guard let renderedRelease = rendered.member("release", kind: .func, in: source),
              let release = router.declaration.members.first(where: { $0.kind == .func && $0.name == "release" }), let body = release.bodyRange else { return }
        let file = router.file
        let lines = rendered.snippet(renderedRelease, in: source).lines
        guard let start = lines.firstIndex(where: { $0.trimmingSpaces() == "switch route {" }) else { return }
        guard let end = lines[start...].firstIndex(where: { $0.trimmingSpaces() == "}" && $0.indentationWidth == lines[start].indentationWidth }) else { return }
        let switches = BodyStructure(file: file, range: body).switches.filter { $0.subject.trimmingSpaces() == "route" }
        guard let existing = switches.first else {
            // The first screen route: the rendered switch, before what the body does.
            let statement = lines[start...end].map { String($0.dropFirst(min(lines[start].indentationWidth, $0.indentationWidth))) }
            let first = body.first { !file.tokens[$0].isComment }
            let at = first.map { file.indentation(ofToken: $0) } ?? file.indentation(ofToken: release.positionToken) + file.indentationUnit
            insert(text(Snippet(lines: statement), at: at, in: router.path), at: file.endOfLine(at: Int(file.tokens[body.lowerBound - 1].start)), in: router.path)
            return
        }
        if let text = rendered.switchCase(name, in: "release", of: source) {
            try insertSwitchCase(text, in: "release", subject: "route", of: router)
        } else if !existing.cases.contains(where: \.isDefault),
                  let label = lines[start...end].firstIndex(where: { $0.trimmingSpaces() == "default:" }), label + 1 < end {
            // A plain route, where every route so far was a screen: `default: break`.
            let text = Snippet(lines: [lines[label], lines[label + 1]].map { String($0.dropFirst(lines[label].indentationWidth)) })
            try insertSwitchCase(text, in: "release", subject: "route", of: router)
        }
    }

    /// A responder action passed up (`-> up`) needs the router's `parent`, which a router gets
    /// when it is written as a screen other screens open (its init, its construction by the
    /// router that opens it, its tests' factory): a router written without one is not
    /// rewritten into that shape by insertions, so the addition is refused, with the fix.
    func refusePassingUp(_ names: [String], router: ScreenCode.Part) throws {
        guard !router.declaration.members.contains(where: { $0.name == "parent" && ($0.kind == .let || $0.kind == .var) }) else { return }
        for name in names {
            guard let entry = spec.responderAction(named: name), entry.effect == .up else { continue }
            let at = entry.effectLocation ?? entry.declaration.location
            let line = router.file.location(of: router.file.tokens[router.declaration.positionToken]).line
            throw DiagnosticError(at, "'\(name) -> up' passes the action up to the router that opened the screen, but \(router.name) (\(router.file.path):\(line)) has no `parent` to pass it to: it was written for a screen nothing opens. Give '\(name)' another effect (dismiss, route or present), or rewrite the router with `parent:` (`scaffold screen \(code.name) --force` writes it from the spec)")
        }
    }
}
