import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The preview's states: from the async call a screen starts (on appear, or when sent), the
/// states its outputs can show (loaded, empty, loading, error), each reached by stubbing the
/// call's fake for it and letting the view send the action, as the app does. A screen whose
/// call scaffold cannot fake in the app target keeps its one preview.
extension ScreenContext {
    /// One state a preview shows: its case, its title and the lines that stub the fake.
    struct PreviewState {
        /// The case of `PreviewState` (`loaded`).
        var name: String
        /// The preview's name (`Loaded`).
        var title: String
        /// The stub, in the fake's own properties.
        var stub: [String]
    }

    /// The call the preview states come from: the action that starts it (on appear when one
    /// does), the call at the end of its `send` chain, and its fake.
    struct PreviewDriver {
        /// The action the view (or the preview) sends.
        var action: ScreenSpec.Entry
        /// Whether the view sends it when it appears.
        var onAppear: Bool
        /// The call.
        var call: ScreenSpec.AsyncCall
        /// The call's dependency.
        var dependency: ScreenSpec.Dependency
        /// Its fake, and the method called.
        var fake: FakeDependency
        /// The method called.
        var method: FakeProtocol.Method
    }

    /// The action whose call the previews stub: the first the view sends on appear, else
    /// the first without values, whose call has a fake in the app target.
    func previewDriver() -> PreviewDriver? {
        guard settings.fakesInPreviews else { return nil }
        let finals = SpecValidator.finalActions(in: spec)
        let candidates = spec.actions.compactMap { entry -> PreviewDriver? in
            guard entry.declaration.parameters.isEmpty, case .call(let call)? = (finals[entry.declaration.name] ?? nil)?.effect,
                  let (fake, method) = fakedMethod(of: call), let dependency = dependency(of: call) else { return nil }
            return PreviewDriver(action: entry, onAppear: spec.effectiveHint(action: entry) == .appear, call: call, dependency: dependency, fake: fake, method: method)
        }
        return candidates.first(where: \.onAppear) ?? candidates.first
    }

    /// The states the driver's call can leave the screen in, in the order the previews show them.
    func previewStates(_ driver: PreviewDriver) -> [PreviewState] {
        let fake = previewFakeName(driver)
        let key = driver.method.key
        let ignored = driver.method.parameters.isEmpty ? "" : driver.method.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
        func answer(_ value: String) -> String {
            driver.method.keepsReturnValue ? "\(fake).\(key)ReturnValue = \(value)" : "\(fake).\(key)Handler = { \(ignored)\(value) }"
        }
        var states: [PreviewState] = []
        if let into = driver.call.into, let output = spec.output(named: into), driver.method.returnType != nil {
            if let value = samples.expression(for: output.type) {
                states.append(PreviewState(name: "loaded", title: "Loaded", stub: [answer(value)]))
            }
            let type = TypeText.normalized(TypeText.wrappedOfOptional(TypeText.normalized(output.type)) ?? output.type)
            if TypeText.elementOfArray(type) != nil || type.hasPrefix("Set<") {
                states.append(PreviewState(name: "empty", title: "Empty", stub: [answer("[]")]))
            }
        }
        if driver.call.loading != nil {
            states.append(PreviewState(name: "loading", title: "Loading", stub: [
                "// Never answered: the call stays in flight, so the screen stays loading.",
                "\(fake).\(key)Handler = { \(ignored)await withUnsafeContinuation { _ in } }",
            ]))
        }
        if driver.method.throwsErrors, showsFailure(driver.call) {
            states.append(PreviewState(name: "error", title: "Error", stub: ["\(fake).\(key)Error = FakeError(\"The Internet connection appears to be offline.\")"]))
        }
        return states
    }

    /// Whether a failure of the call shows on the screen: it sets an output, directly or
    /// through the action it sends.
    func showsFailure(_ call: ScreenSpec.AsyncCall) -> Bool {
        guard let failure = call.failure else { return false }
        if spec.output(named: failure) != nil { return true }
        guard let action = spec.action(named: failure) else { return false }
        if case .set? = (SpecValidator.finalActions(in: spec)[action.declaration.name] ?? nil)?.effect { return true }
        return false
    }

    /// The local name of the stubbed fake: the dependency's, unless it is the parameter's.
    func previewFakeName(_ driver: PreviewDriver) -> String {
        driver.dependency.name.text == "state" ? "stateFake" : driver.dependency.name.text
    }

    /// The template's preview values: `hasPreviewStates`, `previewStates` (name, title, stub,
    /// last), `previewStateCases`, and the fake, the construction and what the preview sends.
    func previewValue() -> [String: TemplateValue] {
        guard let driver = previewDriver() else { return ["hasPreviewStates": .bool(false), "previewStates": .list([])] }
        let states = previewStates(driver)
        // One state is what the plain preview shows already.
        guard states.count > 1 else { return ["hasPreviewStates": .bool(false), "previewStates": .list([])] }
        let fake = previewFakeName(driver)
        let arguments = viewModelDependencies.map { other in
            "\(other.name.text): \(other.name.text == driver.dependency.name.text ? fake : samples.expression(for: other.type) ?? "")"
        } + (hasResponder ? ["responder: .noop"] : [])
        let action = "." + driver.action.declaration.name
        let how = driver.onAppear ? "The view sends `\(action)` when it appears, as in the app." : "The preview sends `\(action)`."
        return [
            "hasPreviewStates": .bool(true),
            "previewStates": .list(states.enumerated().map { index, state in
                .object(["name": .string(state.name), "title": .string(state.title), "stub": .list(state.stub.map { .string($0) }),
                         "last": .bool(index == states.count - 1)])
            }),
            "previewStateCases": .string(states.map { "\($0.name) = \"\($0.title)\"" }.joined(separator: ", ")),
            "previewStateSummary": .string("The states the previews show, each with the fake `\(fake)` stubbed for it."),
            "previewStateHow": .string(how),
            "previewFake": .string(fake),
            "previewFakeType": .string(driver.fake.typeName),
            "previewStateViewModel": .string(call(viewModelType, arguments)),
            "previewSends": driver.onAppear ? .bool(false) : .string(action),
        ]
    }
}
