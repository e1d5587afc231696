import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The values of a screen that is part of an app's navigation (`ScreenSpec.isComposable`):
/// its router takes the container, its inputs, the stack it pushes onto, and the router
/// that opened it; routes that are screens build that screen's router.
extension ScreenContext {
    /// The container type's name.
    var container: String { spec.container ?? "Services" }

    /// The fields `FlowRouter.swift.mustache` adds to the screen's context.
    func flowFields() -> [String: TemplateValue] {
        guard spec.isComposable else { return ["composable": .bool(false)] }
        let inputs = spec.inputs.map { TemplateValue.object(["name": .string($0.name.text), "type": .string($0.type)]) }
        var parameters = ["services: \(container)"] + spec.inputs.map { "\($0.name.text): \($0.type)" } + ["stack: NavigationStackModel? = nil"]
        if spec.passesUp { parameters.append("parent: Responder<\(viewModelType).ResponderAction> = .noop") }
        parameters.append("close: (@MainActor () -> Void)? = nil")
        let screenRoutes = spec.routes.compactMap { route -> TemplateValue? in
            guard let target = spec.routeTargets[route.name] else { return nil }
            return .object(["name": .string(route.name), "screenTitle": .string(SwiftName.title(target.screen.text)),
                            "childRouterType": .string(childRouterType(target.screen.text))])
        }
        let viewModelArguments = spec.dependencies.map { "\($0.name.text): services.\($0.name.text)" }
            + spec.inputs.map { "\($0.name.text): \($0.name.text)" }
            + (hasResponder ? ["responder: Responder { [weak self] action in self?.handle(action) }"] : [])
        return [
            "composable": .bool(true),
            "container": .string(container),
            "inputs": .list(inputs),
            "passesUp": .bool(spec.passesUp),
            "flowInitParameters": .string(parameters.joined(separator: ", ")),
            "screenRoutes": .list(screenRoutes),
            "hasScreenRoutes": .bool(!screenRoutes.isEmpty),
            "hasPlainRoutes": .bool(screenRoutes.count < spec.routes.count),
            "routes": .list(spec.routes.map(flowRouteValue)),
            "hasRouterViewModelArguments": .bool(!viewModelArguments.isEmpty),
            "routerViewModelArguments": separatedList(viewModelArguments),
            "childHandlers": .list(childHandlers()),
            "testRouter": .string(call(routerType, ["services: .preview"] + spec.inputs.map { "\($0.name.text): \(samples.expression(for: $0.type) ?? "")" }
                + (spec.passesUp ? ["parent: parent"] : []))),
            "testRouterParameters": .string(spec.passesUp ? "parent: Responder<\(viewModelType).ResponderAction> = .noop" : ""),
        ]
    }

    /// The router type of screen `name`, by the config's naming.
    func childRouterType(_ name: String) -> String {
        settings.typeName(settings.naming.router, screen: name)
    }

    /// A route's case, with how `makeScreen(for:stack:)` builds its screen.
    func flowRouteValue(_ route: CaseDeclaration) -> TemplateValue {
        guard case .object(var fields) = routeValue(route) else { return routeValue(route) }
        guard let target = spec.routeTargets[route.name] else {
            fields["makePattern"] = .string("." + route.name)
            fields["screen"] = .bool(false)
            return .object(fields)
        }
        let child = spec.children[target.screen.text]
        let values = bindingNames(route)
        fields["makePattern"] = .string(route.parameters.isEmpty ? "." + route.name : bindingPattern(route))
        var arguments = ["services: services"]
        let inputs = child?.inputs ?? []
        for (index, input) in inputs.enumerated() where index < values.count {
            arguments.append("\(input.name.text): \(values[index])")
        }
        arguments.append("stack: stack")
        if child?.passedUp.isEmpty == false {
            arguments.append("parent: Responder { [weak self] action in self?.handle(action) }")
        }
        arguments.append("close: { [weak self] in self?.closeRoute(route) }")
        fields["screen"] = .object(["name": .string(route.name), "childRouterType": .string(childRouterType(target.screen.text)),
                                    "childArguments": separatedList(arguments)])
        return .object(fields)
    }

    /// One handler per opened screen that passes responder actions up, with the effect
    /// the spec gives each (`route.case -> effect`).
    func childHandlers() -> [TemplateValue] {
        var handled: Set<String> = []
        var result: [TemplateValue] = []
        for route in spec.routes {
            guard let target = spec.routeTargets[route.name], let child = spec.children[target.screen.text],
                  !child.passedUp.isEmpty, handled.insert(target.screen.text).inserted else { continue }
            let childViewModel = settings.typeName(settings.naming.viewModel, screen: target.screen.text)
            result.append(.object([
                "screenTitle": .string(SwiftName.title(target.screen.text)),
                "childViewModelType": .string(childViewModel),
                "cases": .list(childHandlerEntries(child).map(responderValue)),
                "hasDefault": .bool(child.passedUp.count < child.responderCount),
            ]))
        }
        return result
    }

    /// The cases of the handler of what `child` passes up, each with the effect the spec
    /// gives it (`route.case -> effect`), or none.
    func childHandlerEntries(_ child: ScreenSpec.ChildScreen) -> [ScreenSpec.Entry] {
        let routesOfChild = Set(spec.routes.filter { spec.routeTargets[$0.name]?.screen.text == child.screen }.map(\.name))
        return child.passedUp.map { declaration in
            let entry = spec.childResponder.first { routesOfChild.contains($0.route) && $0.entry.declaration.name == declaration.name }
            return ScreenSpec.Entry(declaration: declaration, effect: entry?.entry.effect, effectLocation: entry?.entry.effectLocation)
        }
    }
}
