import ScaffoldSupport
import ScaffoldSyntax

extension ScreenCode.Behaviour {
    /// The effect a spec writes for it: nil for nothing yet, custom code, or no handler.
    public var effect: ScreenSpec.Effect? {
        if case .effect(let effect) = self { return effect }
        return nil
    }
}

extension ScreenCode {
    /// The screen as a spec: what `scaffold spec --from` prints, and what `scaffold screen`
    /// compares a spec with. Actions whose case is custom code have no effect in it (their
    /// code is kept); `comments` says so for each, by section and name.
    public func spec(file: String) -> (spec: ScreenSpec, comments: [String: String]) {
        let location = viewModel.file.location(of: viewModel.file.tokens[viewModel.declaration.positionToken])
        var spec = ScreenSpec(screen: ScreenSpec.Name(text: name, location: location), file: file)
        var comments: [String: String] = [:]
        spec.module = module
        spec.style = style
        spec.testing = testing
        spec.previews = previews
        func at(_ declaration: Declaration, _ file: SourceFile) -> SourceLocation { file.location(of: file.tokens[declaration.positionToken]) }
        spec.dependencies = dependencies.filter { !$0.isInput }.map { ScreenSpec.Dependency(name: ScreenSpec.Name(text: $0.name, location: at($0.declaration, viewModel.file)), type: $0.type) }
        spec.inputs = dependencies.filter(\.isInput).map { ScreenSpec.Dependency(name: ScreenSpec.Name(text: $0.name, location: at($0.declaration, viewModel.file)), type: $0.type) }
        // An output without a type or an initial value has a note, and no place in a spec.
        for output in outputs {
            guard let type = output.type, let value = output.initialValue else { continue }
            spec.outputs.append(ScreenSpec.Output(name: ScreenSpec.Name(text: output.name, location: at(output.declaration, viewModel.file)), type: type,
                                                  defaultValue: value, typeLocation: at(output.declaration, viewModel.file)))
        }
        func entries(_ cases: [Case], section: String) -> [ScreenSpec.Entry] {
            cases.map { item in
                switch item.behaviour {
                case .custom: comments["\(section).\(item.declaration.name)"] = "custom: handled in code"
                case .unhandled where section == "actions": comments["\(section).\(item.declaration.name)"] = "no case of its own in send(_:)"
                default: break
                }
                var entry = ScreenSpec.Entry(declaration: item.declaration, effect: item.behaviour.effect, effectLocation: item.behaviour.effect == nil ? nil : item.declaration.location)
                entry.isHandledInCode = item.behaviour == .custom
                return entry
            }
        }
        spec.actions = entries(actions, section: "actions")
        spec.responder = entries(responderActions, section: "responder")
        spec.routes = routes.map(\.declaration)
        spec.samples = samples
        return (spec, comments)
    }
}
