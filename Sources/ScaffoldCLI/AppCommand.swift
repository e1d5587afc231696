import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold app NAME`: writes an app's root (flows, tabs, deep links, the entry point, the
/// dependency container) and every screen its flows reach, from the app spec and the
/// screens' specs.
enum AppCommand: Command {
    /// `--spec FILE`: the app spec to read.
    static let specFile = Option<String>("spec", "file", help: "Read this app spec instead of <specs>/<name>.app.yml.")
    /// `--sources DIR`.
    static let sources = Option<String>("sources", "dir", help: "Write the sources below <dir> (default: the config's sources).")
    /// `--tests DIR`.
    static let tests = Option<String>("tests", "dir", help: "Write the tests below <dir> (default: the config's tests).")

    static let spec = CommandSpec(
        name: "app",
        abstract: "Write an app's root router, entry point and container, and every screen its flows reach.",
        arguments: [.init(name: "name", help: "The app's name, e.g. Shop. Optional with --spec.", required: false)],
        options: [.option(specFile), .option(SharedOptions.config), .option(sources), .option(tests),
                  .flag(SharedOptions.force), .flag(SharedOptions.dryRun), .flag(SharedOptions.diff)],
        conflicts: [(["dry-run", "diff"], "each only shows what would be written; choose one")],
        discussion: """
        The app spec (<specs>/<name>.app.yml) names the flows the root switches between, the
        tabs of one of them, and which passed-up responder actions switch flows. Every screen
        a flow or tab shows, and every screen their routes open (`-> screen Name`), is read
        from <specs>/<Screen>.screen.yml and written as `scaffold screen` would, inside the
        app's navigation. Files are written all or none; one that exists and differs is
        refused without --force.

        EXAMPLES:
          scaffold app Shop
          scaffold app --spec Specs/Shop.app.yml --dry-run
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let config = try CLI.loadConfig(arguments[SharedOptions.config], console: console)
        return try FolderLock.holding(config.root) { try run(arguments, config: config, console: console) }
    }

    static func run(_ arguments: ParsedArguments, config: ScaffoldConfig, console: Console) throws -> Int32 {
        let specsFolder = config.resolve(config.specs)
        let path: String
        if let given = arguments[specFile] {
            path = console.absolute(given)
        } else if let name = arguments.positionals.first {
            path = (specsFolder as NSString).appendingPathComponent("\(name).app.yml")
        } else {
            throw UsageError("missing <name>: the app's name, e.g. `scaffold app Shop` (or give --spec FILE)")
        }
        guard (try? FileStatus.entry(at: path)) != nil else {
            throw UsageError("the app spec \(console.display(path)) does not exist; write one (see the README's \"An app root\" section)")
        }
        let app = try AppSpec.load(path: path, displayPath: console.display(path))
        let screens = try FlowScreens.load(roots: app.rootScreens.map { ($0.screen, SourceLocation(file: console.display(path), line: 1, column: 1)) },
                                           container: app.container, module: app.module, config: config, console: console)
        for (owner, screen) in app.rootScreens where !(screens[screen]?.inputs.isEmpty ?? true) {
            throw InputError("\(screen) is the first screen of .\(owner) but takes inputs; a flow's or tab's first screen is opened with none")
        }
        let module = app.module ?? config.module ?? ScreenCommand.inferModule(sources: config.resolve(config.sources), root: config.root)
        let settings = FlowScreens.settings(module: module, spec: nil, config: config)
        let sourcesFolder = arguments[sources].map(console.absolute) ?? config.resolve(config.sources)
        let testsFolder = arguments[tests].map(console.absolute) ?? config.resolve(config.tests)
        func join(_ parts: String...) -> String { parts.dropFirst().reduce(parts[0]) { ($0 as NSString).appendingPathComponent($1) } }

        var plan = FilePlan()
        var wroteShared = false
        let responderDeclared = ResponderLocator.isDeclared(below: sourcesFolder, excluding: { _ in false })
        for name in screens.keys.sorted() {
            guard let spec = screens[name] else { continue }
            let files = try ScreenGenerator.generate(spec, settings: FlowScreens.settings(module: module, spec: spec, config: config),
                                                     includeResponder: !wroteShared && !responderDeclared, includeNavigation: !wroteShared)
            wroteShared = true
            for file in files {
                switch file.folder {
                case .screenSources: plan.add(path: join(sourcesFolder, name, file.name), contents: file.contents)
                case .screenTests: plan.add(path: join(testsFolder, name, file.name), contents: file.contents)
                case .sources: plan.add(path: join(sourcesFolder, file.name), contents: file.contents)
                }
            }
        }
        let members = try AppGenerator.members(of: screens.keys.sorted().compactMap { screens[$0] })
        plan.add(path: join(sourcesFolder, "\(app.container).swift"), contents: AppGenerator.services(members, container: app.container))
        for file in try AppGenerator.generate(app, screens: screens, settings: settings) {
            plan.add(path: file.isTest ? join(testsFolder, app.name, file.name) : join(sourcesFolder, app.name, file.name), contents: file.contents)
        }
        let mode: WriteMode = arguments[SharedOptions.diff] ? .diff : arguments[SharedOptions.dryRun] ? .dryRun : .write(force: arguments[SharedOptions.force])
        return try PlanWriter.apply(plan, mode: mode, console: console)
    }
}

/// Reads the specs of the screens an app or a screen opens, following routes that are
/// screens, and tells each screen what it needs of the screens it opens.
enum FlowScreens {
    /// The specs of `roots` and of every screen their routes reach, by name, each in the app's
    /// navigation (with `container`) and told of the screens it opens.
    static func load(roots: [(screen: String, location: SourceLocation)], container: String, module: String?,
                     config: ScaffoldConfig, console: Console) throws -> [String: ScreenSpec] {
        var specs: [String: ScreenSpec] = [:]
        var queue = roots
        var index = 0
        while index < queue.count {
            let (name, location) = queue[index]
            index += 1
            guard specs[name] == nil else { continue }
            guard let file = ScreenCommand.specFile(for: name, config: config) else {
                let expected = (config.resolve(config.specs) as NSString).appendingPathComponent("\(name).screen.yml")
                throw DiagnosticError(location, "no spec for the screen '\(name)': write \(console.display(expected)) (`scaffold spec \(name) --write` starts one)")
            }
            var spec = try SpecDecoder.load(path: file, displayPath: console.display(file))
            if spec.container == nil { spec.container = container }
            if spec.module == nil, let module { spec.module = module }
            specs[name] = spec
            for route in spec.routes {
                if let target = spec.routeTargets[route.name] { queue.append((target.screen.text, target.screen.location)) }
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

    /// Settings for a screen of the app: the spec's, then the config's, then the defaults.
    static func settings(module: String, spec: ScreenSpec?, config: ScaffoldConfig) -> ScreenSettings {
        var settings = ScreenSettings(module: module)
        settings.style = spec?.style ?? config.style ?? .combine
        settings.testing = spec?.testing ?? config.testing ?? .xctest
        settings.platform = spec?.platform ?? config.platform ?? .standard
        settings.previews = spec?.previews ?? config.previews ?? .macro
        settings.naming = config.naming
        return settings
    }
}
