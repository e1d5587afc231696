import Foundation

/// Makes valid app specs from a seed: two to four generated screens sharing one platform and
/// test framework, shown by one or two flows (one of them tabs, sometimes), the others pushed
/// or presented by routes that open them with their inputs; what a screen passes up is
/// sometimes handled by the screen that opened it, or by the app (a flow switch). The edits
/// change one screen at a time, or add a screen, and re-apply with `add`, `screen`, `fake`
/// and `app`.
extension RandomScreenGenerator {
    /// A whole app for `seed`.
    mutating func app(seed: Int) -> GenApp {
        let suffix = "G\(seed < 0 ? "m\(-seed)" : String(seed))"
        var app = GenApp(name: "Gen\(suffix)", suffix: suffix)
        let platform: String? = random.chance(20) ? nil : (random.chance(60) ? "iOS 17" : "iOS 16")
        let testing: String? = random.pick([nil, "swift-testing", "xctest"])
        let count = random.int(2...4)
        let usesTabs = random.chance(40)
        let twoFlows = random.chance(50)
        let firstRoots = usesTabs ? 2 : 1
        let roots = firstRoots + (twoFlows && firstRoots < count ? 1 : 0)
        let start = random.int(0...(Self.screenWords.count - 1))
        for index in 0..<count {
            let name = Self.screenWords[(start + index) % Self.screenWords.count] + suffix
            let settings = AppScreen(name: name, platform: platform, testing: testing, takesInputs: index >= roots,
                                     takenTypeNames: app.typeNames.union([app.name, "Services", "NavigationStackModel"] + app.screens.map(\.screen)),
                                     takenNames: app.dependencyNames)
            app.screens.append(screen(seed: seed, app: settings))
        }
        // The flows and tabs: the first screens, which take no inputs.
        if usesTabs {
            app.flows.append(GenApp.Flow(name: "main", screen: nil))
            app.tabs = [("home", 0), ("more", 1)]
        } else {
            app.flows.append(GenApp.Flow(name: "main", screen: 0))
        }
        if roots > firstRoots { app.flows.append(GenApp.Flow(name: "other", screen: firstRoots)) }
        if app.flows.count == 2, random.chance(30) { app.flows.reverse() }
        // The others are opened by a screen before them.
        for index in roots..<count {
            connect(parent: random.int(0...(index - 1)), child: index, in: &app)
        }
        // A flow's or a tab's screen passing an action up: the app switches flows on it.
        let owners = app.flows.compactMap { flow in flow.screen.map { (flow.name, $0) } } + app.tabs.map { ($0.name, $0.screen) }
        for (owner, index) in owners {
            for action in app.screens[index].responder where action.effect == .up && action.values.isEmpty && random.chance(60) {
                app.handlers.append("\(owner).\(action.name) -> flow \(random.pick(app.flows).name)")
            }
        }
        if app.flows.count == 2, random.chance(30) { app.scenarios.append(("starts-\(app.flows[1].name)", app.flows[1].name)) }
        app.fakesInSources = app.screens.contains { !$0.protocols.isEmpty } || random.chance(60)
        for index in app.screens.indices { app.screens[index].fakesInSources = app.fakesInSources }
        return app
    }

    /// A route of `parent` that opens `child` with its inputs (pushed or presented), the
    /// responder action that shows it, the action that sends that, and sometimes a handler of
    /// what the child passes up.
    mutating func connect(parent: Int, child: Int, in app: inout GenApp) {
        let target = app.screens[child]
        var screen = app.screens[parent]
        let route = screen.uniqueName(lowerFirst(target.screen))
        let values = target.inputs.compactMap { input in input.valueType.map { GenValue(label: nil, type: $0) } }
        screen.routes.append(GenCase(name: route, values: values))
        screen.screenRoutes[route] = target.screen
        values.forEach { addSample(for: $0.type, to: &screen) }
        let pushes = random.chance(70)
        let show = GenCase(name: screen.uniqueName((pushes ? "show" : "open") + upperFirst(route)), values: values, effect: pushes ? .route(route) : .present(route))
        screen.responder.append(show)
        screen.actions.append(GenCase(name: screen.uniqueName("tap" + upperFirst(route)), values: values, effect: .respond(show.name)))
        for action in target.responder where action.effect == .up && action.values.isEmpty && random.chance(50) {
            screen.childHandlers.append("\(route).\(action.name) -> dismiss")
        }
        app.screens[parent] = screen
    }

    /// The next edit of `app`, at random, and the screens whose spec or support file the model
    /// rewrites before its commands: an `add` to one screen, a spec change re-applied with
    /// `app` or `screen`, a protocol change with `fake` then `app`, a new screen opened from
    /// one that exists, or a hand edit.
    mutating func appEdit(_ app: inout GenApp) -> (edit: GenEdit, screens: [Int]) {
        let index = random.int(0...(app.screens.count - 1))
        // One container holds every screen's dependencies, and one module every type.
        app.screens[index].usedNames.formUnion(app.dependencyNames)
        app.screens[index].usedTypeNames.formUnion(app.typeNames.union(app.screens.map(\.screen)).union([app.name, "Services", "NavigationStackModel"]))
        switch random.int(0...9) {
        case 0...2:
            return (addEdit(&app.screens[index]), [index])
        case 3, 4:
            var edit = specChange(&app.screens[index])
            if random.chance(70) {
                edit.commands = [["app", app.name]]
                edit.description = edit.description.replacingOccurrences(of: "then scaffold screen \(app.screens[index].screen)", with: "then scaffold app \(app.name)")
            }
            return (edit, [index])
        case 5:
            guard var edit = protocolChange(&app.screens[index]) else { return (addEdit(&app.screens[index]), [index]) }
            edit.commands.append(["app", app.name])
            edit.description += ", then scaffold app \(app.name)"
            return (edit, [index])
        case 6, 7:
            guard app.screens.count < 6 else { return (addEdit(&app.screens[index]), [index]) }
            let taken = app.typeNames.union(app.screens.map(\.screen)).union([app.name, "Services", "NavigationStackModel"])
            let used = Set(app.screens.map(\.screen))
            guard let word = Self.screenWords.first(where: { !used.contains($0 + app.suffix) }) else { return (handEdit(app.screens[index]), []) }
            let settings = AppScreen(name: word + app.suffix, platform: app.screens[0].platform, testing: app.screens[0].testing,
                                     takesInputs: true, takenTypeNames: taken, takenNames: app.dependencyNames)
            var child = screen(seed: random.int(0...1_000_000), app: settings)
            // Fakes for previews need a folder in the app target: without one, only a screen without protocols.
            guard app.fakesInSources || child.protocols.isEmpty else { return (addEdit(&app.screens[index]), [index]) }
            child.fakesInSources = app.fakesInSources
            app.screens.append(child)
            connect(parent: index, child: app.screens.count - 1, in: &app)
            let edit = GenEdit(description: "a new screen \(child.screen), opened from \(app.screens[index].screen) (its spec changed), then scaffold app \(app.name)",
                               commands: [["app", app.name]], writesSpec: true, writesSupport: true)
            return (edit, [index, app.screens.count - 1])
        default:
            return (handEdit(app.screens[index]), [])
        }
    }
}
