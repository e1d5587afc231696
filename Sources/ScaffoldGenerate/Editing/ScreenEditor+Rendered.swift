import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension ScreenEditor {
    /// The files `scaffold screen` would write for the merged spec, parsed: the source of
    /// every piece an edit inserts.
    struct Rendered {
        /// A rendered file and its main type.
        struct Part {
            /// The rendered file, lexed.
            let file: SourceFile
            /// Its main type (for a test file, the test class or suite).
            let type: Declaration
        }

        /// The view model.
        let viewModel: Part
        /// The router.
        let router: Part
        /// The router's view, which builds the screen.
        let routerView: Part?
        /// The screen view.
        let view: Part?
        /// The view model's tests.
        let viewModelTests: Part?
        /// The router's tests.
        let routerTests: Part?

        /// Renders `spec` with `templates` and parses the files.
        init(spec: ScreenSpec, settings: ScreenSettings, templates: TemplateSet) throws {
            let files = try ScreenGenerator.generate(spec, settings: settings, templates: templates, includeResponder: false)
            func parse(_ name: String, _ type: String) -> Part? {
                guard let file = files.first(where: { $0.name == name }) else { return nil }
                let tree = SyntaxTree(SourceFile(path: name, text: file.contents))
                return tree.declarations.first { $0.name == type }.map { Part(file: tree.file, type: $0) }
            }
            let screen = spec.screen.text
            let viewModelType = settings.typeName(settings.naming.viewModel, screen: screen)
            let routerType = settings.typeName(settings.naming.router, screen: screen)
            let viewType = settings.typeName(settings.naming.view, screen: screen)
            guard let viewModel = parse("\(viewModelType).swift", viewModelType), let router = parse("\(routerType).swift", routerType) else {
                throw ScreenEditor.Failure(message: "the templates did not produce \(viewModelType) and \(routerType)")
            }
            self.viewModel = viewModel
            self.router = router
            routerView = parse("\(routerType).swift", "\(routerType)View")
            view = parse("\(viewType).swift", viewType)
            viewModelTests = parse("\(viewModelType)Tests.swift", "\(viewModelType)Tests")
            routerTests = parse("\(routerType)Tests.swift", "\(routerType)Tests")
        }

        /// The lines of `declaration` in `part`'s file, its attributes included.
        func snippet(_ declaration: Declaration, in part: Part) -> Snippet {
            Snippet(part.file, from: declaration.tokenRange.lowerBound, through: declaration.tokenRange.upperBound)
        }

        /// The lines of `declaration` with the `///` comment above it.
        func documentedSnippet(_ declaration: Declaration, in part: Part) -> Snippet {
            let file = part.file
            var snippet = snippet(declaration, in: part)
            var line = file.lineIndex(of: Int(file.tokens[declaration.tokenRange.lowerBound].start)) - 1
            var comments: [String] = []
            while line >= 0, file.lineText(index: line).trimmingSpaces().hasPrefix("///") {
                comments.insert(file.lineText(index: line).trimmingSpaces(), at: 0)
                line -= 1
            }
            snippet.lines = comments + snippet.lines
            return snippet
        }

        /// The member of `part` with this name and kind.
        func member(_ name: String, kind: Declaration.Kind, in part: Part) -> Declaration? {
            part.type.members.first { $0.name == name && $0.kind == kind }
        }

        /// The line of case `name` of the nested enum `enumName`.
        func caseSnippet(_ name: String, ofEnum enumName: String, in part: Part) -> Snippet? {
            guard let enumeration = member(enumName, kind: .enum, in: part),
                  let item = enumeration.members.first(where: { $0.kind == .case && $0.name == name }) else { return nil }
            // A rendered case is alone on its line: `case name(…)`.
            return Snippet(lines: [part.file.lineText(index: part.file.lineIndex(of: Int(part.file.tokens[item.positionToken].start))).trimmingSpaces()])
        }

        /// The lines of the `case` label for `name` in the `switch` of `function`, and its body.
        func switchCase(_ name: String, in function: String, of part: Part) -> Snippet? {
            guard let member = member(function, kind: .func, in: part), let body = member.bodyRange,
                  let reducer = BodyStructure(file: part.file, range: body).switches.first else { return nil }
            for label in reducer.cases where !label.isDefault {
                guard label.patterns.compactMap(CodeReading.casePattern).contains(where: { $0.name == name }) else { continue }
                let last = max(label.token, label.bodyRange.upperBound - 1)
                var snippet = Snippet(part.file, from: label.token, through: min(last, part.file.tokens.count - 1))
                // The range ends at the next label or the closing brace: drop what follows the
                // body (the switch's brace, at the labels' indentation), not the braces of
                // blocks inside it, which are indented deeper.
                let labelIndentation = snippet.lines.first.map(\.indentationWidth) ?? 0
                while let line = snippet.lines.last,
                      line.trimmingSpaces().isEmpty || (line.trimmingSpaces() == "}" && line.indentationWidth <= labelIndentation) {
                    snippet.lines.removeLast()
                }
                return snippet
            }
            return nil
        }

        /// The view-model test of action `name` (or of its call failing): named
        /// `…whenSendingRetry_…` (focused), `sendingRetry_…` or `testSendingRetry_…` (exhaustive).
        func actionTest(_ name: String, failing: Bool) -> Snippet? {
            let subject = ("sending" + SwiftName.capitalized(name) + (failing ? "AndItFails" : "") + "_").lowercased()
            guard let part = viewModelTests, let function = part.type.members.first(where: { $0.kind == .func && $0.name.lowercased().contains(subject) }) else { return nil }
            return snippet(function, in: part)
        }

        /// The test function of `part` whose name contains `subject` (`whenSendingRetry_`).
        func test(_ subject: String, in part: Part?) -> Snippet? {
            guard let part, let function = part.type.members.first(where: { $0.kind == .func && $0.name.contains(subject) }) else { return nil }
            return snippet(function, in: part)
        }
    }
}
