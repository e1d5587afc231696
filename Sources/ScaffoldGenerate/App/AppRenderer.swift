import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Builds the text of the app's root files.
struct AppRenderer {
    /// The app spec.
    let app: AppSpec
    /// The specs of every screen the app reaches, by name.
    let screens: [String: ScreenSpec]
    /// The settings the root is rendered with.
    let settings: ScreenSettings

    /// The root router's type name.
    var rootType: String { "\(app.name)Router" }
    /// Whether the combine style is used.
    var combine: Bool { settings.style == .combine }
    /// `@Published ` in the combine style.
    var published: String { combine ? "@Published " : "" }
    /// Every screen's spec, by name.
    var allScreens: [ScreenSpec] { screens.keys.sorted().compactMap { screens[$0] } }

    /// Screen `screen`'s router type.
    func routerType(_ screen: String) -> String { settings.typeName(settings.naming.router, screen: screen) }
    /// Screen `screen`'s view model type.
    func viewModelType(_ screen: String) -> String { settings.typeName(settings.naming.viewModel, screen: screen) }

    /// The flow that shows an owner (a flow with a screen, or a tab).
    func flow(of owner: String) -> String {
        app.flows.contains { $0.name == owner } ? owner : (app.tabsFlow ?? owner)
    }

    /// The deep links: each route with a URL of a flow's or tab's first screen, and under
    /// each, the routes with a relative URL of the screen it opens, and so on (depth first,
    /// in the specs' order; a screen already in the chain is not entered again).
    var links: [AppGenerator.Link] {
        var result: [AppGenerator.Link] = []
        for (owner, screen) in app.rootScreens {
            let isTab = app.tabs.contains { $0.name == owner }
            var pending: [(screen: String, steps: [CaseDeclaration], segments: [ScreenSpec.URLPattern.Segment], chain: [String])] = [(screen, [], [], [screen])]
            while let item = pending.popLast() {
                guard let spec = screens[item.screen] else { continue }
                var children: [(screen: String, steps: [CaseDeclaration], segments: [ScreenSpec.URLPattern.Segment], chain: [String])] = []
                for route in spec.routes {
                    guard let target = spec.routeTargets[route.name], let url = target.url, item.steps.isEmpty || url.isRelative else { continue }
                    let steps = item.steps + [route]
                    let segments = item.segments + url.segments
                    let text = "/" + segments.map { segment -> String in
                        switch segment {
                        case .literal(let text): return text
                        case .value(let name): return "{\(name)}"
                        }
                    }.joined(separator: "/")
                    result.append(AppGenerator.Link(owner: owner, flow: flow(of: owner), tab: isTab ? owner : nil, steps: steps,
                                                    pattern: ScreenSpec.URLPattern(text: text, segments: segments, location: url.location)))
                    let child = target.screen.text
                    if !item.chain.contains(child) { children.append((child, steps, segments, item.chain + [child])) }
                }
                // Depth first: a link's own links come right after it.
                pending += children.reversed()
            }
        }
        return result
    }

    /// A route's URL no link reaches: an absolute one on a screen that is not a flow's or
    /// tab's first, or a relative one under a route without a URL.
    func unreachableURL() -> DiagnosticError? {
        let used = Set(links.map { link -> String in
            link.route.name + "#" + "\(link.pattern.location.file):\(link.pattern.location.line):\(link.pattern.location.column)"
        })
        let roots = Set(app.rootScreens.map(\.screen))
        for name in screens.keys.sorted() {
            guard let spec = screens[name] else { continue }
            for route in spec.routes {
                guard let url = spec.routeTargets[route.name]?.url else { continue }
                let key = route.name + "#" + "\(url.location.file):\(url.location.line):\(url.location.column)"
                guard !used.contains(key) else { continue }
                if !url.isRelative && !roots.contains(name) {
                    return DiagnosticError(url.location, "\(name) is not a flow's or tab's first screen, so the URL of its route '\(route.name)' continues the URL of the route that opens \(name): write it relative, e.g. `url \(url.text.drop { $0 == "/" })`")
                }
                return DiagnosticError(url.location, "the URL of the route '\(route.name)' continues the URL of the route that opens \(name), but no route that opens \(name) has a URL: give that route one (`url /path`)")
            }
        }
        return nil
    }

    /// The root screen's router construction.
    func construction(owner: String, screen: String) -> String {
        var arguments = ["services: services"]
        if screens[screen]?.passesUp == true { arguments.append("parent: Responder { [weak self] action in self?.handle(action) }") }
        return "\(routerType(screen))(\(arguments.joined(separator: ", ")))"
    }

    /// The root router and its view.
    func router() -> String {
        var l: [String] = []
        if combine { l.append("import Combine") }
        l += ["import Foundation"]
        if !combine { l.append("import Observation") }
        l += ["import SwiftUI", "",
              "/// The root of the \(SwiftName.title(app.name)) app: it shows one flow at a time, creates and keeps",
              "/// the routers of the flows' first screens\(app.tabs.isEmpty ? "" : " and of the tabs"), switches flows when they pass",
              "/// actions up, and opens deep links into the navigation. Tests drive whole flows through",
              "/// it without any view.",
              "@MainActor"]
        if !combine { l.append("@Observable") }
        l += ["final class \(rootType)\(combine ? ": ObservableObject" : "") {", "",
              "    // MARK: - Properties & Dependencies", "",
              "    /// The app's dependencies, handed to every screen.",
              "    private let services: \(app.container)", "",
              "    // MARK: - Lifecycle", "",
              "    init(services: \(app.container)) {",
              "        self.services = services",
              "        switchTo(.\(app.flows[0].name))",
              "    }", "",
              "    // MARK: - Flows", "",
              "    /// What the app shows, one at a time.",
              "    enum Flow: Hashable {"]
        l += app.flows.map { "        case \($0.name)" }
        l += ["    }", ""]
        if !app.tabs.isEmpty {
            l += ["    /// The tabs of the .\(app.tabsFlow ?? "") flow.", "    enum Tab: Hashable {"]
            l += app.tabs.map { "        case \($0.name)" }
            l += ["    }", ""]
        }
        l += ["    /// The flow shown.", "    \(published)private(set) var flow: Flow = .\(app.flows[0].name)"]
        if let first = app.tabs.first {
            l += ["", "    /// The selected tab.", "    \(published)private(set) var tab: Tab = .\(first.name)"]
        }
        for (owner, screen) in app.rootScreens {
            l += ["", "    /// The \(SwiftName.title(screen)) screen's router while .\(owner) is shown.",
                  "    \(published)private(set) var \(owner)Router: \(routerType(screen))?"]
        }
        l += ["", "    /// A deep link into a flow that is not shown yet, opened when that flow starts.",
              "    \(published)private(set) var pendingLink: URL?", "",
              "    /// Shows `flow`, from its first screen: the routers of the flow left are let go.",
              "    func switchTo(_ flow: Flow) {",
              "        self.flow = flow"]
        l += app.rootScreens.map { "        \($0.owner)Router = nil" }
        l += ["        switch flow {"]
        for flow in app.flows {
            l.append("        case .\(flow.name):")
            if let screen = flow.screen {
                l.append("            \(flow.name)Router = \(construction(owner: flow.name, screen: screen))")
            } else {
                if let first = app.tabs.first { l.append("            tab = .\(first.name)") }
                l += app.tabs.map { "            \($0.name)Router = \(construction(owner: $0.name, screen: $0.screen))" }
            }
        }
        l += ["        }",
              "        if let link = pendingLink {",
              "            pendingLink = nil",
              "            open(link)",
              "        }",
              "    }"]
        if !app.tabs.isEmpty {
            l += ["", "    /// Selects a tab.", "    func select(_ tab: Tab) {", "        self.tab = tab", "    }"]
        }
        l += deepLinks()
        l += handlers()
        l += ["}", ""]
        l += view()
        return l.joined(separator: "\n")
    }

    /// `open(_:)`: one branch per declared URL.
    func deepLinks() -> [String] {
        var l = ["", "    // MARK: - Deep Links", "",
                 "    /// Opens a deep link: shows its flow\(app.tabs.isEmpty ? "" : " and tab"), then its route from the first screen",
                 "    /// (and, for a longer URL, the routes of the screens that route opens).",
                 "    /// A link into a flow that is not shown waits until that flow starts. Returns false,",
                 "    /// changing nothing, for a URL no route declares.",
                 "    @discardableResult",
                 "    func open(_ url: URL) -> Bool {"]
        // With no link to match, the segments would be a value never used (a warning).
        l.append(links.isEmpty ? "        _ = url" : "        let segments = DeepLink.segments(of: url)")
        for link in links {
            var conditions = ["segments.count == \(link.pattern.segments.count)"]
            let parameters = link.parameters
            var valueIndex = 0
            var values: [String] = []
            for (index, segment) in link.pattern.segments.enumerated() {
                switch segment {
                case .literal(let text):
                    conditions.append("segments[\(index)] == \"\(text)\"")
                case .value(let name):
                    let type = parameters[valueIndex].type
                    conditions.append("let \(name) = DeepLink.value(segments[\(index)], as: \(type).self)")
                    values.append(name)
                    valueIndex += 1
                }
            }
            l += ["        if \(conditions.joined(separator: ", ")) {",
                  "            guard flow == .\(link.flow) else {",
                  "                pendingLink = url",
                  "                return true",
                  "            }"]
            if let tab = link.tab { l.append("            select(.\(tab))") }
            l.append("            \(link.owner)Router?.stack.popToRoot()")
            // Each route on the router of the screen the one before it opened.
            var taken = 0
            var router = "\(link.owner)Router?."
            for step in link.steps {
                let own = Array(values[taken..<(taken + step.parameters.count)])
                taken += step.parameters.count
                l.append("            \(router)show(\(step.construction(values: own)))")
                router += "\(step.name)Router?."
            }
            l += ["            return true",
                  "        }"]
        }
        l += ["        return false", "    }"]
        return l
    }

    /// The handlers of the actions the first screens pass up.
    func handlers() -> [String] {
        var l: [String] = []
        var done: Set<String> = []
        for (owner, screen) in app.rootScreens {
            guard let spec = screens[screen], spec.passesUp, done.insert(screen).inserted else { continue }
            let owners = Set(app.rootScreens.filter { $0.screen == screen }.map(\.owner))
            let passed = spec.responder.filter { $0.effect == .up }
            l += ["", "    /// Answers the responder actions the \(SwiftName.title(screen)) screen passes up.",
                  "    func handle(_ action: \(viewModelType(screen)).ResponderAction) {",
                  "        switch action {"]
            for entry in passed {
                l.append("        case .\(entry.declaration.name):")
                if let handler = app.handlers.first(where: { owners.contains($0.route) && $0.entry.declaration.name == entry.declaration.name }),
                   case .flow(let target)? = handler.entry.effect {
                    l.append("            switchTo(.\(target))")
                } else {
                    l += ["            // TODO: handle .\(entry.declaration.name) from .\(owner)", "            break"]
                }
            }
            if passed.count < spec.responder.count { l += ["        default:", "            break"] }
            l += ["        }", "    }"]
        }
        if !l.isEmpty { l.insert(contentsOf: ["", "    // MARK: - Responder"], at: 0) }
        return l
    }

    /// The root's view: the flow shown, the tabs in a `TabView`.
    func view() -> [String] {
        var l = ["/// Shows the flow `\(rootType)` has on screen\(app.tabs.isEmpty ? "" : ", the tabs in a tab view").",
                 "struct \(rootType)View: View {", "",
                 "    // MARK: - Router", ""]
        l.append(combine ? "    @ObservedObject var router: \(rootType)" : "    let router: \(rootType)")
        l += ["", "    // MARK: - Body", "", "    var body: some View {", "        switch router.flow {"]
        for flow in app.flows {
            l.append("        case .\(flow.name):")
            if let screen = flow.screen {
                l += ["            if let screen = router.\(flow.name)Router {", "                \(routerType(screen))View(router: screen)", "            }"]
            } else {
                l.append("            TabView(selection: Binding(get: { router.tab }, set: { router.select($0) })) {")
                for tab in app.tabs {
                    l += ["                if let screen = router.\(tab.name)Router {",
                          "                    \(routerType(tab.screen))View(router: screen)",
                          "                        .tabItem { Text(\"\(SwiftName.title(tab.name))\") }",
                          "                        .tag(\(rootType).Tab.\(tab.name))",
                          "                }"]
                }
                l.append("            }")
            }
        }
        l += ["        }", "    }", "}", ""]
        return l
    }

    /// The app's entry point (`App.swift.mustache`): the container built with `members`'
    /// stand-ins, the root router as state, and deep links from the URLs the app opens.
    func entry(_ members: [AppGenerator.Member], templates: TemplateSet) throws -> String {
        try templates.template("App.swift.mustache").render(.object([
            "app": .string(app.name),
            "rootType": .string(rootType),
            "container": .string(app.container),
            "members": members.value,
            "fakedMembers": members.filter(\.isFaked).value,
            "combine": .bool(combine),
            "observation": .bool(!combine),
            "hasScenarios": .bool(!app.scenarios.isEmpty),
        ]))
    }
}
