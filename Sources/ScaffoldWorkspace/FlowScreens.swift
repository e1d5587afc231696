import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Reads the specs of the screens an app or a screen opens, following routes that are
/// screens, and tells each screen what it needs of the screens it opens.
public enum FlowScreens {
    /// The specs of `roots` and of every screen their routes reach, by name, each in the app's
    /// navigation (with `container`) and told of the screens it opens.
    /// A screen's spec is `given`, or read from the first of `folders` that has it, or from
    /// the config's spec folder.
    public static func load(roots: [(screen: String, location: SourceLocation)], given: [String: ScreenSpec] = [:], folders: [String] = [],
                     container: String, module: String?, config: ScaffoldConfig, console: Console,
                     fakes: @escaping @Sendable (String) -> String? = { _ in nil }) throws -> [String: ScreenSpec] {
        var specs: [String: ScreenSpec] = [:]
        // The screens are read a level of the flows at a time, each level's specs on every
        // core (`scaffold app` reads a thousand), and taken in the order the routes name
        // them: the first spec that fails is the one a reading one by one meets first.
        var level = roots
        while !level.isEmpty {
            var names: Set<String> = []
            let wanted = level.filter { specs[$0.screen] == nil && names.insert($0.screen).inserted }
            let read = Results<Result<ScreenSpec, Error>>(count: wanted.count)
            let load: @Sendable (Int) -> Void = { index in
                let (name, location) = wanted[index]
                read.set(index, Result {
                    if let known = given[name] { return known }
                    guard let file = try folders.lazy.compactMap({ ScaffoldConfig.specFile(for: name, in: $0) }).first ?? config.specFile(for: name) else {
                        let expected = (folders.first ?? config.resolve(config.specs)).appendingPath("\(name).screen.yml")
                        throw DiagnosticError(location, "no spec for the screen '\(name)': write \(console.display(expected)) (`scaffold spec \(name) --write` starts one)")
                    }
                    try config.checkRead(file, through: .specs, what: "spec")
                    return try SpecDecoder.load(path: file, displayPath: console.display(file), fakes: fakes)
                })
            }
            if wanted.count > 1 {
                DispatchQueue.concurrentPerform(iterations: wanted.count, execute: load)
            } else {
                for index in wanted.indices { load(index) }
            }
            level = []
            for index in wanted.indices {
                guard var spec = try read[index]?.get() else { continue }
                if spec.container == nil { spec.container = container }
                if spec.module == nil, let module { spec.module = module }
                specs[wanted[index].screen] = spec
                for route in spec.routes {
                    if let target = spec.routeTargets[route.name] { level.append((target.screen.text, target.screen.location)) }
                }
            }
        }
        for name in specs.keys {
            guard var spec = specs[name] else { continue }
            for route in spec.routes {
                guard let target = spec.routeTargets[route.name], let child = specs[target.screen.text] else { continue }
                guard child.inputs.count == route.parameters.count else {
                    throw DiagnosticError(route.location, "the route '\(route.name)' has \(route.parameters.count) value\(route.parameters.count == 1 ? "" : "s") but \(target.screen.text) takes \(child.inputs.count) input\(child.inputs.count == 1 ? "" : "s") (\(child.inputs.map { "\($0.name.text): \($0.type)" }.joined(separator: ", "))); give the route one value per input, in order")
                }
                for (parameter, input) in zip(route.parameters, child.inputs) where TypeText.normalized(parameter.type) != TypeText.normalized(input.type) {
                    throw DiagnosticError(route.location, "the route '\(route.name)' passes a \(parameter.type) where \(target.screen.text) takes '\(input.name.text): \(input.type)'")
                }
                spec.children[target.screen.text] = ScreenSpec.ChildScreen(child)
            }
            for handler in spec.childResponder {
                guard let target = spec.routeTargets[handler.route], let child = specs[target.screen.text] else {
                    throw DiagnosticError(handler.entry.declaration.location, "'\(handler.route)' is not a route that opens a screen; a handler for a passed-up action is written `route.case -> effect`, with a route declared `-> screen Name`")
                }
                guard child.responder.contains(where: { $0.declaration.name == handler.entry.declaration.name && $0.effect == .up }) else {
                    throw DiagnosticError(handler.entry.declaration.location, "\(target.screen.text) passes up no '\(handler.entry.declaration.name)'; mark it `-> up` in \(target.screen.text)'s responder list, or remove this handler")
                }
            }
            specs[name] = spec
        }
        return specs
    }

    /// The screens a screen is written among: the specs of it and of every screen it
    /// opens, with the container they share, and the app's entry point when an app spec
    /// names it.
    public struct Flow {
        /// The specs of the screen and of every screen it opens, by name, each told of the
        /// screens it opens.
        public var screens: [String: ScreenSpec]
        /// The container's type.
        public var container: String
        /// The app's entry point (`<App>/<App>App.swift` below the sources), when there is an app spec.
        public var entry: String?

        /// Adds to `plan` the container with the dependencies of the screens: created (from
        /// `templates`) when missing, else the members it lacks inserted (and passed where the
        /// entry point builds it).
        public func addContainer(sources: String, templates: TemplateSet, console: Console, to plan: inout FilePlan) throws {
            // In the order `scaffold app` gives them.
            let members = try AppGenerator.members(of: screens.keys.sorted().compactMap { screens[$0] })
            let path = sources.appendingPath("\(container).swift")
            guard (try? FileStatus.entry(at: path)) != nil else {
                plan.add(path: path, contents: try AppGenerator.services(members, container: container, templates: templates))
                return
            }
            // The entry point, and the UI-test scenarios beside it (`<App>Scenarios.swift`), build it.
            let entries = self.entry.map { entry in [entry, String(entry.dropLast("App.swift".count)) + "Scenarios.swift"] } ?? []
            let constructing = entries.map { sources.appendingPath($0) }.filter { (try? FileStatus.entry(at: $0)) != nil }
            try ContainerUpdate.add(members, container: container, declaring: path, constructing: constructing, console: console, to: &plan)
        }
    }

    /// The flow `spec` is written in: with an app spec in the spec folder, the app's (every
    /// screen is a screen of the app); else, when the screen opens screens, takes inputs or
    /// names a container, its own; else none (a screen on its own, with its own stack).
    /// `fakes` gives the sample of a type scaffold fakes (the screens' specs need none for it).
    public static func flow(of spec: ScreenSpec, config: ScaffoldConfig, console: Console, fakes: @escaping @Sendable (String) -> String? = { _ in nil }) throws -> Flow? {
        let folder = config.resolve(config.specs)
        let appFiles = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".app.yml") || $0.hasSuffix(".app.yaml") }.sorted()
        var app: AppSpec?
        if let first = appFiles.first {
            let path = folder.appendingPath(first)
            try config.checkRead(path, through: .specs, what: "app spec")
            app = try AppSpec.load(path: path, displayPath: console.display(path))
        }
        guard app != nil || spec.isComposable else { return nil }
        let container = spec.container ?? app?.container ?? "Services"
        let screens = try load(roots: [(spec.screen.text, spec.screen.location)], given: [spec.screen.text: spec], container: container,
                               module: spec.module ?? app?.module ?? config.module, config: config, console: console, fakes: fakes)
        // The screens it opens that have no code yet: `scaffold app` (or `scaffold screen`) writes them.
        for name in screens.keys.sorted() where name != spec.screen.text {
            if !FileManager.default.fileExists(atPath: config.resolve(config.sources).appendingPath(name)),
               ScreenLookup.declaredElsewhere(name, config: config, sources: config.resolve(config.sources), tests: config.resolve(config.tests)) == nil {
                console.err("note: \(spec.screen.text) opens \(name), which has no code yet: `scaffold screen \(name)`\(app.map { " or `scaffold app \($0.name)`" } ?? "") writes it")
            }
        }
        return Flow(screens: screens, container: container, entry: app.map { "\($0.name)/\($0.name)App.swift" })
    }

    /// Settings for a screen: the spec's, then the config's, then the defaults (`scaffold
    /// screen` puts its flags first).
    public static func settings(module: String, spec: ScreenSpec?, config: ScaffoldConfig) -> ScreenSettings {
        var settings = ScreenSettings(module: module)
        settings.style = spec?.style ?? config.style ?? .combine
        settings.testing = spec?.testing ?? config.testing ?? .xctest
        settings.testStyle = spec?.testStyle ?? config.testStyle ?? .exhaustive
        settings.platform = spec?.platform ?? config.platform ?? .standard
        settings.previews = spec?.previews ?? config.previews ?? .macro
        settings.naming = config.naming
        return settings
    }
}
