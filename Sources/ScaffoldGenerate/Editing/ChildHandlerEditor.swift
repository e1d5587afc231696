import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The handler a parent's router has for what a screen it opens passes up
/// (`func handle(_ action: ChildViewModel.ResponderAction)`, FlowRouter.swift.mustache), kept
/// exhaustive when the child's `ResponderAction` gains cases: the cases it lacks are
/// inserted as generation renders them, and `default: break` when the child has responder
/// actions the switch does not name. Insertions only, in the file's own indentation and line
/// endings.
public enum ChildHandlerEditor {
    /// The handler as generation renders it.
    public struct Rendered: Sendable, Equatable {
        /// One `case` of its switch.
        public struct Case: Sendable, Equatable {
            /// The responder action's name.
            public var name: String
            /// `.name` or `.name(let value)`.
            public var pattern: String
            /// The lines of its body.
            public var body: [String]

            /// A case.
            public init(name: String, pattern: String, body: [String]) {
                self.name = name
                self.pattern = pattern
                self.body = body
            }
        }

        /// The child's view model type (`OrderViewModel`).
        public var childViewModel: String
        /// A case for each action the child passes up, in its order.
        public var cases: [Case]
        /// How many responder actions the child has in all.
        public var responderCount: Int

        /// A handler.
        public init(childViewModel: String, cases: [Case], responderCount: Int) {
            self.childViewModel = childViewModel
            self.cases = cases
            self.responderCount = responderCount
        }
    }

    /// The handler `parent`'s router has for what `child` passes up, as generation renders
    /// it; nil when `parent` does not open `child` or `child` passes nothing up. `parent`
    /// is told of its children (`FlowScreens`).
    public static func rendered(parent: ScreenSpec, settings: ScreenSettings, child: String) -> Rendered? {
        guard parent.routeTargets.values.contains(where: { $0.screen.text == child }), let screen = parent.children[child],
              !screen.passedUp.isEmpty else { return nil }
        let context = ScreenContext(spec: parent, settings: settings)
        return Rendered(childViewModel: settings.typeName(settings.naming.viewModel, screen: child),
                        cases: context.childHandlerEntries(screen).map { renderedCase(context.responderValue($0)) }, responderCount: screen.responderCount)
    }

    /// The handler for what `child` passes up in a parent whose spec is unknown: every case
    /// rendered as one the parent does not answer.
    public static func unanswered(child: ScreenSpec, settings: ScreenSettings) -> Rendered {
        let context = ScreenContext(spec: child, settings: settings)
        let screen = ScreenSpec.ChildScreen(child)
        let cases = screen.passedUp.map { renderedCase(context.responderValue(ScreenSpec.Entry(declaration: $0, effect: nil, effectLocation: nil))) }
        return Rendered(childViewModel: settings.typeName(settings.naming.viewModel, screen: child.screen.text), cases: cases, responderCount: screen.responderCount)
    }

    private static func renderedCase(_ value: TemplateValue) -> Rendered.Case {
        guard case .object(let fields) = value, case .string(let name)? = fields["name"], case .string(let pattern)? = fields["pattern"],
              case .list(let lines)? = fields["body"] else { return Rendered.Case(name: "", pattern: "", body: []) }
        return Rendered.Case(name: name, pattern: pattern, body: lines.compactMap { line in
            if case .string(let text) = line { return text }
            return nil
        })
    }

    /// Whether `bytes` may hold a handler of `childViewModel`'s responder actions (a cheap
    /// test before parsing).
    public static func mayHandle(_ childViewModel: String, in bytes: [UInt8]) -> Bool {
        ScreenLocator.contains(bytes, Array("\(childViewModel).ResponderAction".utf8)) && ByteSearch.containsWord(Array("switch".utf8), in: bytes)
    }

    /// `bytes` (the file at `path`) with every `handle(_:)` over `handler.childViewModel`'s
    /// `ResponderAction` in a type other than `excludingType` given what it lacks
    /// (`insertions(in:handler:excludingType:)`); nil when nothing changes.
    public static func edit(_ bytes: [UInt8], path: String, handler: Rendered, excludingType: String? = nil) -> [UInt8]? {
        let edits = insertions(in: SourceFile(path: path, bytes: bytes), handler: handler, excludingType: excludingType).edits
        guard !edits.isEmpty, let edited = SourceEdit.apply(edits, to: bytes), edited != bytes else { return nil }
        return edited
    }

    /// The insertions that give every `handle(_:)` over `handler.childViewModel`'s
    /// `ResponderAction`, in a type of `file` other than `excludingType` (the child's own
    /// router answers its own actions), the cases it lacks, and `default: break` when it
    /// would name fewer cases than the child has and has no `default:`. A switch with cases
    /// on shared lines or `#if` among them is left as it is. Also returns the names of the
    /// cases inserted.
    public static func insertions(in file: SourceFile, handler: Rendered, excludingType: String?) -> (edits: [SourceEdit], cases: [String]) {
        let parameterType = TypeText.normalized("\(handler.childViewModel).ResponderAction")
        var edits: [SourceEdit] = []
        var cases: [String] = []
        for type in SyntaxTree(file).allDeclarations where [.class, .struct, .actor, .extension].contains(type.kind) && type.name != excludingType {
            for function in type.members where function.kind == .func && function.name == "handle" && function.parameters.count == 1
                && TypeText.normalized(function.parameters[0].type) == parameterType {
                guard let body = function.bodyRange, let subject = function.parameters[0].name,
                      let choice = BodyStructure(file: file, range: body).switches.first(where: { $0.subject.trimmingSpaces() == subject }),
                      let edit = insertion(into: choice, of: file, handler: handler, cases: &cases) else { continue }
                edits.append(edit)
            }
        }
        return (edits, cases)
    }

    /// The types declared in `file`, other than `excludingType`, that have a `handle(_:)`
    /// over `childViewModel`'s `ResponderAction`.
    public static func handlingTypes(_ childViewModel: String, in file: SourceFile, excludingType: String?) -> [String] {
        let parameterType = TypeText.normalized("\(childViewModel).ResponderAction")
        return SyntaxTree(file).allDeclarations.filter { type in
            [.class, .struct, .actor, .extension].contains(type.kind) && type.name != excludingType && type.members.contains { function in
                function.kind == .func && function.name == "handle" && function.parameters.count == 1
                    && TypeText.normalized(function.parameters[0].type) == parameterType
            }
        }.map(\.name)
    }

    /// The text the switch lacks, before its `default:` (or, with none, its closing brace).
    private static func insertion(into choice: BodyStructure.Switch, of file: SourceFile, handler: Rendered, cases: inout [String]) -> SourceEdit? {
        let labels = choice.cases
        guard let last = labels.last else { return nil }
        let closing = min(last.bodyRange.upperBound, file.tokens.count - 1)
        let line = { (token: Int) in file.lineIndex(of: Int(file.tokens[token].start)) }
        let labelLines = labels.map { line($0.token) }
        guard Set(labelLines).count == labelLines.count, !labelLines.contains(line(choice.token)), !labelLines.contains(line(closing)),
              !(choice.token...closing).contains(where: { file.tokens[$0].kind == .poundDirective }) else { return nil }
        let named = Set(labels.flatMap(\.patterns).compactMap { CodeReading.casePattern($0)?.name })
        let missing = handler.cases.filter { !named.contains($0.name) }
        let hasDefault = labels.contains(where: \.isDefault)
        let addsDefault = !hasDefault && named.count + missing.count < handler.responderCount
        guard !missing.isEmpty || addsDefault else { return nil }
        cases += missing.map(\.name)
        var lines: [String] = []
        for item in missing { lines += ["case \(item.pattern):"] + item.body.map { "    " + $0 } }
        if addsDefault { lines += ["default:", "    break"] }
        let anchor = labels.first(where: \.isDefault)?.token ?? closing
        var anchorLine = line(anchor)
        if hasDefault {
            // Above the comment lines that belong to `default:`, at the label's own indentation.
            let labelIndentation = file.indentation(ofToken: anchor)
            while anchorLine > 0, case let above = file.lineText(index: anchorLine - 1), above.trimmingSpaces().hasPrefix("//"),
                  above.hasPrefix(labelIndentation + "//") { anchorLine -= 1 }
        }
        let text = Snippet(lines: lines).text(indentation: file.indentation(ofToken: labels[0].token), unit: file.indentationUnit, ending: file.lineEnding)
        return SourceEdit(range: file.lineStarts[anchorLine]..<file.lineStarts[anchorLine], text: text)
    }
}
