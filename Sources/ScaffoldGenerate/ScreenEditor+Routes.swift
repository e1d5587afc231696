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

    /// The lines of the rendered `dismiss()` before `isDismissed = true`, at the top of the
    /// code's `dismiss()`.
    private mutating func insertPopping(from renderedDismiss: Declaration, into dismiss: Declaration, of router: ScreenCode.Part) throws {
        let lines = rendered.snippet(renderedDismiss, in: rendered.router).lines
        guard lines.count > 2, let end = lines.firstIndex(where: { $0.trimmingSpaces() == "isDismissed = true" }) else { return }
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
