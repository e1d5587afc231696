import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Computes, from a validated spec, every value the screen templates render: names,
/// reducer bodies, sample arguments, the test plan and the view's controls. The templates
/// stay logic-less; the decisions live here, where they are tested.
struct ScreenContext {
    /// The validated spec.
    let spec: ScreenSpec
    /// The merged settings.
    let settings: ScreenSettings
    /// Sample expressions for the tests and the preview.
    let samples: SampleValues
    /// The view model's type name.
    let viewModelType: String
    /// The view's type name.
    let viewType: String
    /// The router's type name.
    let routerType: String
    /// Names a pattern binding must not take, so that `output = value` stays unambiguous.
    let reservedNames: Set<String>

    /// The context of a spec rendered with these settings.
    init(spec: ScreenSpec, settings: ScreenSettings) {
        self.spec = spec
        self.settings = settings
        samples = SampleValues(spec.samples)
        let screen = spec.screen.text
        viewModelType = settings.typeName(settings.naming.viewModel, screen: screen)
        viewType = settings.typeName(settings.naming.view, screen: screen)
        routerType = settings.typeName(settings.naming.router, screen: screen)
        reservedNames = Set(spec.dependencies.map(\.name.text) + spec.inputs.map(\.name.text) + spec.outputs.map(\.name.text) + ["responder", "action", "send"])
    }

    /// The view model's init parameters: its dependencies, then its inputs.
    var viewModelDependencies: [ScreenSpec.Dependency] { spec.dependencies + spec.inputs }

    /// Whether the screen has responder actions (and so a responder).
    var hasResponder: Bool { !spec.responder.isEmpty }

    /// The whole context, shared by every template of the screen.
    func value() -> TemplateValue {
        let dependencies = viewModelDependencies.map { dependency in
            TemplateValue.object(["name": .string(dependency.name.text), "type": .string(dependency.type)])
        }
        let outputs = spec.outputs.map { output in
            TemplateValue.object(["name": .string(output.name.text), "type": .string(output.type), "defaultValue": .string(output.defaultValue)])
        }
        var fields: [String: TemplateValue] = [
            "screen": .string(spec.screen.text),
            "title": .string(SwiftName.title(spec.screen.text)),
            "module": .string(settings.module),
            "imports": .list(settings.imports.map { .string($0) }),
            "viewModelType": .string(viewModelType),
            "viewType": .string(viewType),
            "routerType": .string(routerType),
            "combine": .bool(settings.style == .combine),
            "observation": .bool(settings.style == .observation),
            "xctest": .bool(settings.testing == .xctest),
            "swiftTesting": .bool(settings.testing == .swiftTesting),
            // iOS 17 API (the two-value `onChange`), or what iOS 16 has (`onReceive` of the
            // router's publisher: combine is the only style there).
            "iOS17": .bool(settings.platform.major >= 17),
            "previewMacro": .bool(settings.previews == .macro),
            "previewProvider": .bool(settings.previews == .provider),
            "hasDependencies": .bool(!dependencies.isEmpty),
            "dependencies": .list(dependencies),
            "hasOutputs": .bool(!outputs.isEmpty),
            "outputs": .list(outputs),
            "hasActions": .bool(!spec.actions.isEmpty),
            "hasEffects": .bool(spec.actions.contains { if case .call? = $0.effect { return true } else { return false } }),
            "actions": .list(spec.actions.map(actionValue)),
            "hasResponder": .bool(hasResponder),
            "responderActions": .list(spec.responder.map(responderValue)),
            "hasRoutes": .bool(!spec.routes.isEmpty),
            "routes": .list(spec.routes.map(routeValue)),
        ]
        fields.merge(signatures()) { $1 }
        fields.merge(viewValue()) { $1 }
        fields.merge(viewModelTests()) { $1 }
        fields.merge(routerTests()) { $1 }
        fields.merge(flowFields()) { $1 }
        fields.merge(previewValue()) { $1 }
        return .object(fields)
    }

    // MARK: - Signatures and constructions

    /// The init signatures and the constructions of the view model and router.
    func signatures() -> [String: TemplateValue] {
        // A closure stored by the init escapes it.
        let dependencyParameters = viewModelDependencies.map { dependency in
            "\(dependency.name.text): \(TypeText.functionParts(dependency.type) == nil ? "" : "@escaping ")\(dependency.type)"
        }
        let responderParameter = hasResponder ? ["responder: Responder<ResponderAction>"] : []
        let sampleArguments = viewModelDependencies.map { "\($0.name.text): \(samples.expression(for: $0.type) ?? "")" }
        let routerArguments = spec.dependencies.map { "\($0.name.text): \($0.name.text)" }
            + (hasResponder ? ["responder: Responder { [weak self] action in self?.handle(action) }"] : [])
        return [
            "viewModelInitParameters": .string((dependencyParameters + responderParameter).joined(separator: ", ")),
            "routerInitParameters": .string(dependencyParameters.joined(separator: ", ")),
            "previewViewModel": .string(call(viewModelType, sampleArguments + (hasResponder ? ["responder: .noop"] : []))),
            "testViewModel": .string(call(viewModelType, sampleArguments + (hasResponder ? ["responder: responder"] : []))),
            "testRouter": .string(call(routerType, sampleArguments)),
            "testRouterParameters": .string(""),
            "hasRouterViewModelArguments": .bool(!routerArguments.isEmpty),
            "routerViewModelArguments": separatedList(routerArguments),
        ]
    }

    /// `Type(argument, argument)`.
    func call(_ type: String, _ arguments: [String]) -> String {
        "\(type)(\(arguments.joined(separator: ", ")))"
    }

    /// Items with a `text` and a `separator` ("," but for the last), for one-a-line lists.
    func separatedList(_ items: [String]) -> TemplateValue {
        .list(items.enumerated().map { index, text in
            TemplateValue.object(["text": .string(text), "separator": .string(index == items.count - 1 ? "" : ",")])
        })
    }

    // MARK: - Reducer and handler bodies

    /// An action's case, its reducer pattern and body, from its effect.
    func actionValue(_ entry: ScreenSpec.Entry) -> TemplateValue {
        let declaration = entry.declaration
        var pattern = "." + declaration.name
        var body: [String]
        switch entry.effect {
        case .set(let output)?:
            pattern = bindingPattern(declaration)
            body = ["\(member(output)) = \(bindingNames(declaration)[0])"]
        case .toggle(let output)?:
            body = ["\(member(output)).toggle()"]
        case .clear(let output)?:
            body = ["\(member(output)) = nil"]
        case .respond(let name)? where spec.responderAction(named: name) != nil:
            let target = spec.responderAction(named: name)?.declaration ?? declaration
            (pattern, body) = passThrough(declaration, to: target) { "responder.send(\($0))" }
        case .send(let name)? where spec.action(named: name) != nil:
            let target = spec.action(named: name)?.declaration ?? declaration
            (pattern, body) = passThrough(declaration, to: target) { "send(\($0))" }
        case .call(let call)?:
            (pattern, body) = callBody(declaration, call)
        default:
            body = ["// TODO: handle .\(declaration.name)", "break"]
        }
        return caseValue(declaration, pattern: pattern, body: body)
    }

    /// A responder action's case, its handler pattern and body, from its effect.
    func responderValue(_ entry: ScreenSpec.Entry) -> TemplateValue {
        let declaration = entry.declaration
        var pattern = "." + declaration.name
        var body: [String]
        switch entry.effect {
        case .route(let name)?:
            let route = spec.route(named: name) ?? CaseDeclaration(name: name, parameters: [], location: declaration.location)
            (pattern, body) = passThrough(declaration, to: route) { "show(\($0))" }
        case .present(let name)?:
            let route = spec.route(named: name) ?? CaseDeclaration(name: name, parameters: [], location: declaration.location)
            (pattern, body) = passThrough(declaration, to: route) { "present(\($0))" }
        case .dismiss?:
            body = ["dismiss()"]
        case .up?:
            (pattern, body) = passThrough(declaration, to: declaration) { "parent.send(\($0))" }
        default:
            body = ["// TODO: handle .\(declaration.name)", "break"]
        }
        return caseValue(declaration, pattern: pattern, body: body)
    }

    /// How the reducer names a property: `self.` only where `send(_ action:)`'s parameter
    /// would hide it.
    func member(_ name: String) -> String {
        name == "action" ? "self.action" : name
    }

    /// A case of `Action` or `ResponderAction` with its pattern and the body that handles it.
    func caseValue(_ declaration: CaseDeclaration, pattern: String, body: [String]) -> TemplateValue {
        TemplateValue.object([
            "name": .string(declaration.name),
            "declaration": .string(declaration.declarationText),
            "pattern": .string(pattern),
            "body": .list(body.map { .string($0) }),
        ])
    }

    /// A route's case, pattern and title.
    func routeValue(_ route: CaseDeclaration) -> TemplateValue {
        TemplateValue.object([
            "name": .string(route.name),
            "declaration": .string(route.declarationText),
            "pattern": .string("." + route.name),
            "title": .string(SwiftName.title(route.name)),
        ])
    }

    /// A pattern and one-line body that pass `source`'s values on to `target` (which has
    /// the same types, or none).
    func passThrough(_ source: CaseDeclaration, to target: CaseDeclaration, _ line: (String) -> String) -> (String, [String]) {
        guard !target.parameters.isEmpty else { return ("." + source.name, [line("." + target.name)]) }
        return (bindingPattern(source), [line(construction(target, values: bindingNames(source)))])
    }

    /// `.name(let a, let b)`.
    func bindingPattern(_ declaration: CaseDeclaration) -> String {
        ".\(declaration.name)(\(bindingNames(declaration).map { "let \($0)" }.joined(separator: ", ")))"
    }

    /// Names for the values of a case: its labels, else `value` / `value1`, `value2`…,
    /// never a property's name.
    func bindingNames(_ declaration: CaseDeclaration) -> [String] {
        declaration.parameters.enumerated().map { index, parameter in
            var name = parameter.label ?? (declaration.parameters.count == 1 ? "value" : "value\(index + 1)")
            while reservedNames.contains(name) { name += "Value" }
            return name
        }
    }

    /// `.name(label: v1, v2)`, with the target's labels.
    func construction(_ declaration: CaseDeclaration, values: [String]) -> String {
        declaration.construction(values: values)
    }
}
