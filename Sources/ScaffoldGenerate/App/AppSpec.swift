import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// An app spec (`<Name>.app.yml`): the root router's flows, the tabs of one of them, what
/// switches between flows, and the URL scheme its deep links use.
public struct AppSpec: Sendable {
    /// A flow the root switches to: one screen, or the tabs.
    public struct Flow: Sendable {
        /// The case name in `enum Flow`.
        public var name: String
        /// The flow's first screen, or nil for the tabs.
        public var screen: String?
        /// Where the entry is.
        public var location: SourceLocation
    }

    /// A tab of the tabs flow.
    public struct Tab: Sendable {
        /// The case name in `enum Tab`.
        public var name: String
        /// The tab's first screen.
        public var screen: String
        /// Where the entry is.
        public var location: SourceLocation
    }

    /// The app's name: `<name>App` is the entry point, `<name>Router` the root router.
    public var name: String
    /// The module the tests `@testable import`.
    public var module: String?
    /// The dependency container's type name.
    public var container = "Services"
    /// The URL scheme of the deep links the tests open.
    public var scheme: String
    /// The flows, the first one shown at launch.
    public var flows: [Flow] = []
    /// The tabs of the tabs flow, in order.
    public var tabs: [Tab] = []
    /// What the root does with responder actions its flows' and tabs' screens pass up
    /// (`flowOrTab.case -> flow NAME`).
    public var handlers: [ScreenSpec.ChildEntry] = []
    /// The UI-test scenarios, in order (`scenarios:`).
    public var scenarios: [Scenario] = []
    /// The file the spec was read from.
    public var file: String

    /// The screens the root opens: flows' first screens, then the tabs', in order.
    public var rootScreens: [(owner: String, screen: String)] {
        flows.compactMap { flow in flow.screen.map { (flow.name, $0) } } + tabs.map { ($0.name, $0.screen) }
    }

    /// The flow that holds the tabs.
    public var tabsFlow: String? { flows.first { $0.screen == nil }?.name }

    /// Reads and checks an app spec. Throws a `DiagnosticError` naming each problem's place.
    public static func load(path: String, displayPath: String) throws -> AppSpec {
        try decode(SpecDecoder.readNode(path: path, displayPath: displayPath, what: "the app spec"), file: displayPath)
    }

    /// Decodes and checks an app spec's node tree.
    public static func decode(_ node: Node, file: String) throws -> AppSpec {
        var problems: [Diagnostic] = []
        func report(_ location: SourceLocation, _ message: String) { problems.append(Diagnostic(location, .error, message)) }
        guard case .mapping(let entries) = node.value else {
            throw DiagnosticError(node.location, "an app spec is a mapping: `app: Name`, `flows:`, `tabs:`…")
        }
        let keys = ["app", "module", "container", "scheme", "flows", "tabs", "responder", "scenarios"]
        var app = AppSpec(name: "", scheme: "", file: file)
        for entry in entries where !keys.contains(entry.key) {
            report(entry.keyLocation, "unknown key '\(entry.key)'\(Suggestion.didYouMean(entry.key, in: keys)); an app spec has \(keys.joined(separator: ", "))")
        }
        func scalar(_ key: String) -> (String, SourceLocation)? {
            guard let entry = entries.first(where: { $0.key == key }) else { return nil }
            guard let text = entry.value.scalar?.trimmingSpaces(), !text.isEmpty else {
                report(entry.value.location, "'\(key)' needs a value")
                return nil
            }
            return (text, entry.value.textLocation)
        }
        func items(_ key: String) -> [(String, SourceLocation)] {
            guard let entry = entries.first(where: { $0.key == key }) else { return [] }
            guard case .sequence(let nodes) = entry.value.value else {
                report(entry.value.location, "'\(key)' is a list: write each entry on its own line, starting with '- '")
                return []
            }
            return nodes.compactMap { node in
                guard let text = node.scalar?.trimmingSpaces() else {
                    report(node.location, "expected an entry of '\(key)' as text")
                    return nil
                }
                return (text, node.textLocation)
            }
        }
        if let (name, location) = scalar("app") {
            if let problem = SwiftName.problem(with: name, as: "an app", upper: true) { report(location, problem) }
            app.name = name
        } else {
            report(node.location, "missing key 'app': name the app, e.g. `app: Shop`")
        }
        if let (module, location) = scalar("module") {
            if !SwiftName.isIdentifier(module) { report(location, "'\(module)' is not a module name; a module is named by a Swift identifier") }
            app.module = module
        }
        if let (container, location) = scalar("container") {
            if let problem = SwiftName.problem(with: container, as: "a container type", upper: true) { report(location, problem) }
            app.container = container
        }
        app.scheme = app.name.lowercased()
        if let (scheme, location) = scalar("scheme") {
            if scheme.isEmpty || !scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }) {
                report(location, "'\(scheme)' is not a URL scheme: use letters, digits, + - and .")
            }
            app.scheme = scheme
        }
        // `name -> screen Screen` or, for flows, `name -> tabs`.
        func target(_ text: String, at location: SourceLocation, allowTabs: Bool) -> (String, String?)? {
            let parts = text.components(separatedBy: "->").map { $0.trimmingSpaces() }
            let words = parts.count == 2 ? parts[1].split(separator: " ").map(String.init) : []
            let usage = allowTabs ? "`name -> screen ScreenName` or `name -> tabs`" : "`name -> screen ScreenName`"
            guard parts.count == 2, SwiftName.isIdentifier(parts[0]), parts[0].first?.isLowercase == true else {
                report(location, "expected \(usage), found '\(text)'")
                return nil
            }
            if allowTabs, words == ["tabs"] { return (parts[0], nil) }
            guard words.count == 2, words[0] == "screen", SwiftName.isIdentifier(words[1]), words[1].first?.isUppercase == true else {
                report(location, "expected \(usage), found '\(text)'")
                return nil
            }
            return (parts[0], words[1])
        }
        for (text, location) in items("flows") {
            if let (name, screen) = target(text, at: location, allowTabs: true) {
                if app.flows.contains(where: { $0.name == name }) { report(location, "the flow '\(name)' is declared twice") }
                app.flows.append(Flow(name: name, screen: screen, location: location))
            }
        }
        for (text, location) in items("tabs") {
            if let (name, screen) = target(text, at: location, allowTabs: false), let screen {
                if app.tabs.contains(where: { $0.name == name }) || app.flows.contains(where: { $0.name == name }) {
                    report(location, "'\(name)' names another flow or tab; give each its own name")
                }
                app.tabs.append(Tab(name: name, screen: screen, location: location))
            }
        }
        if app.flows.isEmpty { report(node.location, "an app needs at least one flow: `flows:` then `- main -> screen Home`") }
        if app.flows.filter({ $0.screen == nil }).count > 1 { report(node.location, "only one flow can be the tabs") }
        if app.tabsFlow != nil, app.tabs.isEmpty { report(node.location, "a flow is `tabs` but there is no `tabs:` list") }
        if app.tabsFlow == nil, let tab = app.tabs.first { report(tab.location, "there are tabs but no flow shows them: add `- main -> tabs` under `flows:`") }
        for (text, location) in items("responder") {
            let owners = app.flows.filter { $0.screen != nil }.map(\.name) + app.tabs.map(\.name)
            guard let dot = text.firstIndex(of: "."), let arrow = text.range(of: "->") else {
                report(location, "expected `flowOrTab.case -> flow NAME`, found '\(text)'")
                continue
            }
            let owner = String(text[..<dot])
            guard owners.contains(owner) else {
                report(location, "'\(owner)' is not a flow with a screen or a tab\(Suggestion.didYouMean(owner, in: owners))")
                continue
            }
            do {
                let declaration = try CaseDeclaration.parse(String(text[text.index(after: dot)..<arrow.lowerBound]).trimmingSpaces(),
                                                            at: location.advanced(by: owner.utf8.count + 1), kind: "a responder action")
                let words = text[arrow.upperBound...].split(separator: " ").map(String.init)
                guard words.count == 2, words[0] == "flow", app.flows.contains(where: { $0.name == words[1] }) else {
                    report(location, "expected `-> flow NAME` naming one of the flows: \(app.flows.map(\.name).joined(separator: ", "))")
                    continue
                }
                app.handlers.append(ScreenSpec.ChildEntry(route: owner, entry: ScreenSpec.Entry(declaration: declaration, effect: .flow(words[1]), effectLocation: location)))
            } catch let error as DiagnosticError {
                problems += error.diagnostics
            }
        }
        decodeScenarios(entries.first { $0.key == "scenarios" }, into: &app, report: report)
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return app
    }
}
