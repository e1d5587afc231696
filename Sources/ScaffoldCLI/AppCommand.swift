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
                  .flag(SharedOptions.force), .flag(SharedOptions.yes), .flag(SharedOptions.dryRun), .flag(SharedOptions.diff), .flag(SharedOptions.allowOutside)],
        conflicts: [(["dry-run", "diff"], "each only shows what would be written; choose one")],
        discussion: """
        The app spec (<specs>/<name>.app.yml) names the flows the root switches between, the
        tabs of one of them, and which passed-up responder actions switch flows. Every screen
        a flow or tab shows, and every screen their routes open (`-> screen Name`), is read
        from <specs>/<Screen>.screen.yml and written as `scaffold screen` would, inside the
        app's navigation. Files are written all or none.

        Run again after the specs change, it updates the app in place: a new screen is
        written, a screen that exists gets what its spec adds (as `scaffold screen` does,
        keeping hand-written code), and the container gains the new dependencies, in
        Services.swift and where the entry point builds it. The root router, its tests and the
        entry point are edited the same way: what the new version adds is inserted, and a
        line you changed stays (with a note where scaffold would now write it otherwise).
        --force rewrites those root files whole, after listing the hand-written lines it
        drops and asking (screens are never rewritten; `scaffold screen Name --force` does that).

        EXAMPLES:
          scaffold app Shop
          scaffold app --spec Specs/Shop.app.yml --dry-run
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        // --spec, --sources and --tests are the user's choice (the app spec's folder, where
        // its screens' specs are read, too); the config's folders stay in the repository.
        let given: [ScaffoldConfig.PathSetting] = (arguments[sources] == nil ? [] : [.sources]) + (arguments[tests] == nil ? [] : [.tests])
        let specFolder = arguments[specFile].map { (console.absolute($0) as NSString).deletingLastPathComponent }
        let config = try CLI.loadConfig(arguments, console: console, confining: [.specs, .templates, .sources, .tests], overrides: given,
                                        commandLine: [arguments[sources], arguments[tests], specFolder])
        return try FolderLock.holding(config.root, timeout: console.lockTimeout, waiting: { console.err($0) }) {
            // One walk of the repository serves every screen the command reads.
            try Workspace.opening(Workspace(root: config.root)) { try run(arguments, config: config, console: console) }
        }
    }

    static func run(_ arguments: ParsedArguments, config: ScaffoldConfig, console: Console) throws -> Int32 {
        let specsFolder = config.resolve(config.specs)
        let path: String
        if let given = arguments[specFile] {
            path = console.absolute(given)
        } else if let name = arguments.positionals.first {
            path = (specsFolder as NSString).appendingPathComponent("\(name).app.yml")
            try config.checkRead(path, through: .specs, what: "app spec")
        } else {
            throw UsageError("missing <name>: the app's name, e.g. `scaffold app Shop` (or give --spec FILE)")
        }
        guard (try? FileStatus.entry(at: path)) != nil else {
            throw UsageError("the app spec \(console.display(path)) does not exist; write one (see the README's \"An app root\" section)")
        }
        let app = try AppSpec.load(path: path, displayPath: console.display(path))
        // The screens' specs are looked for beside the app spec first.
        let screens = try FlowScreens.load(roots: app.rootScreens.map { ($0.screen, SourceLocation(file: console.display(path), line: 1, column: 1)) },
                                           folders: [(path as NSString).deletingLastPathComponent], container: app.container, module: app.module, config: config, console: console)
        for (owner, screen) in app.rootScreens where !(screens[screen]?.inputs.isEmpty ?? true) {
            throw InputError("\(screen) is the first screen of .\(owner) but takes inputs; a flow's or tab's first screen is opened with none")
        }
        let module = app.module ?? config.module ?? ScreenCommand.inferModule(sources: config.resolve(config.sources), root: config.root)
        let settings = FlowScreens.settings(module: module, spec: nil, config: config)
        let sourcesFolder = arguments[sources].map(console.absolute) ?? config.resolve(config.sources)
        let testsFolder = arguments[tests].map(console.absolute) ?? config.resolve(config.tests)
        func join(_ parts: String...) -> String { parts.dropFirst().reduce(parts[0]) { ($0 as NSString).appendingPathComponent($1) } }

        var plan = config.plan()
        var wroteShared = false
        let responderDeclared = ResponderLocator.isDeclared(below: sourcesFolder, repository: config.root)
        let naming = config.naming
        for name in screens.keys.sorted() {
            guard let spec = screens[name] else { continue }
            let screenSettings = FlowScreens.settings(module: module, spec: spec, config: config)
            let files = try ScreenGenerator.generate(spec, settings: screenSettings, includeResponder: !wroteShared && !responderDeclared, includeNavigation: !wroteShared)
            wroteShared = true
            var generated: [(path: String, contents: String)] = []
            for file in files {
                switch file.folder {
                case .screenSources: generated.append((join(sourcesFolder, name, file.name), file.contents))
                case .screenTests: generated.append((join(testsFolder, name, file.name), file.contents))
                case .sources: plan.add(path: join(sourcesFolder, file.name), contents: file.contents)
                }
            }
            // A screen that exists is updated in place, as `scaffold screen` does: what its
            // spec adds is inserted and the rest of its code is kept.
            let viewModelPath = join(sourcesFolder, name, screenSettings.typeName(naming.viewModel, screen: name) + ".swift")
            let exists = (try? FileStatus.entry(at: viewModelPath)) != nil
                || ScreenLookup.declaredElsewhere(name, config: config, sources: sourcesFolder, tests: testsFolder) != nil
            if exists {
                _ = try ScreenUpdate.addUpdate(spec: spec, generated: generated, config: config, sources: sourcesFolder, tests: testsFolder,
                                               check: false, console: console, to: &plan)
            } else {
                for file in generated { plan.add(path: file.path, contents: file.contents) }
            }
        }
        let members = try AppGenerator.members(of: screens.keys.sorted().compactMap { screens[$0] })
        let servicesPath = join(sourcesFolder, "\(app.container).swift")
        var edited: Set<String> = []
        let root = try AppGenerator.generate(app, screens: screens, settings: settings).map { file in
            (path: file.isTest ? join(testsFolder, app.name, file.name) : join(sourcesFolder, app.name, file.name), contents: file.contents)
        }
        let entryPath = join(sourcesFolder, app.name, "\(app.name)App.swift")
        let force = arguments[SharedOptions.force]
        if (try? FileStatus.entry(at: servicesPath)) != nil {
            // The container and the entry point's construction of it gain the new members;
            // the real dependencies written into the entry point stay (--force rewrites it).
            let paths = [servicesPath] + (!force && (try? FileStatus.entry(at: entryPath)) != nil ? [entryPath] : [])
            edited = Set(paths)
            try ContainerUpdate.add(members, container: app.container, declaring: servicesPath, constructing: paths, console: console, to: &plan)
        } else {
            plan.add(path: servicesPath, contents: AppGenerator.services(members, container: app.container))
        }
        for file in root where !edited.contains(file.path) {
            addRootFile(file, force: force, console: console, to: &plan)
        }
        if force, let refused = ScreenUpdate.confirmDroppedLines(plan, arguments: arguments, console: console) { return refused }
        let mode: WriteMode = arguments[SharedOptions.diff] ? .diff : arguments[SharedOptions.dryRun] ? .dryRun : .write(force: force)
        return try PlanWriter.apply(plan, mode: mode, console: console)
    }
}

extension AppCommand {
    /// A root file (the root router, its tests, the entry point): written whole when it is
    /// new or with --force; otherwise what the new version adds is inserted into the file
    /// as it is (`LineDiff.insertionMerge`: an unedited file becomes the new version when
    /// that only adds), and each line a person added to is kept and named in a note.
    static func addRootFile(_ file: (path: String, contents: String), force: Bool, console: Console, to plan: inout FilePlan) {
        guard !force, let existing = try? FileReader.read(file.path) else {
            plan.add(path: file.path, contents: file.contents)
            return
        }
        let merge = LineDiff.insertionMerge(old: String(decoding: existing, as: UTF8.self), new: file.contents)
        for place in merge.kept {
            console.err("\(console.display(file.path)):\(place.line): note: kept your `\(place.old.trimmingSpaces())`, where scaffold now writes `\(place.new.trimmingSpaces())`")
        }
        plan.add(path: file.path, bytes: Array(merge.text.utf8), expecting: .some(existing))
    }
}

/// Brings an app's dependency container up to the members its screens need, in place.
enum ContainerUpdate {
    /// Adds to `plan` the container at `declaring` and the files in `constructing` with the
    /// `members` they lack (unchanged files as unchanged). A member declared with another
    /// type stops the command.
    static func add(_ members: [AppGenerator.Member], container: String, declaring: String, constructing: [String],
                    console: Console, to plan: inout FilePlan) throws {
        var files: [String: SourceFile] = [:]
        for path in Set([declaring] + constructing) {
            files[path] = SourceFile(path: console.display(path), bytes: try FileReader.read(path))
        }
        let result: ContainerEditor.Result
        do {
            result = try ContainerEditor.edit(container: container, members: members, declaring: declaring, constructing: constructing, files: files)
        } catch let failure as ScreenEditor.Failure {
            throw InputError(failure.message)
        }
        for note in result.notes { console.err("\(note)") }
        let changed = Dictionary(result.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for path in [declaring] + constructing.filter({ $0 != declaring }) {
            guard let original = files[path]?.bytes else { continue }
            if let bytes = changed[path] {
                plan.add(path: path, bytes: bytes, expecting: .some(original))
            } else {
                plan.add(path: path, bytes: original)
            }
        }
        if !result.added.isEmpty {
            console.err("note: \(container) gains \(result.added.joined(separator: ", ")), with stand-in values where it is built; give the app's entry point the real ones")
        }
    }
}

/// Reads the specs of the screens an app or a screen opens, following routes that are
/// screens, and tells each screen what it needs of the screens it opens.
enum FlowScreens {
    /// The specs of `roots` and of every screen their routes reach, by name, each in the app's
    /// navigation (with `container`) and told of the screens it opens.
    /// A screen's spec is `given`, or read from the first of `folders` that has it, or from
    /// the config's spec folder.
    static func load(roots: [(screen: String, location: SourceLocation)], given: [String: ScreenSpec] = [:], folders: [String] = [],
                     container: String, module: String?, config: ScaffoldConfig, console: Console) throws -> [String: ScreenSpec] {
        var specs: [String: ScreenSpec] = [:]
        var queue = roots
        var index = 0
        while index < queue.count {
            let (name, location) = queue[index]
            index += 1
            guard specs[name] == nil else { continue }
            var spec: ScreenSpec
            if let known = given[name] {
                spec = known
            } else {
                guard let file = try folders.lazy.compactMap({ ScreenCommand.specFile(for: name, in: $0) }).first ?? ScreenCommand.specFile(for: name, config: config) else {
                    let expected = ((folders.first ?? config.resolve(config.specs)) as NSString).appendingPathComponent("\(name).screen.yml")
                    throw DiagnosticError(location, "no spec for the screen '\(name)': write \(console.display(expected)) (`scaffold spec \(name) --write` starts one)")
                }
                try config.checkRead(file, through: .specs, what: "spec")
                spec = try SpecDecoder.load(path: file, displayPath: console.display(file))
            }
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

    /// The screens a screen is written among: the specs of it and of every screen it
    /// opens, with the container they share, and the app's entry point when an app spec
    /// names it.
    struct Flow {
        /// The specs of the screen and of every screen it opens, by name, each told of the
        /// screens it opens.
        var screens: [String: ScreenSpec]
        /// The container's type.
        var container: String
        /// The app's entry point (`<App>/<App>App.swift` below the sources), when there is an app spec.
        var entry: String?

        /// Adds to `plan` the container with the dependencies of the screens: created when missing, else the members it lacks inserted (and passed
        /// where the entry point builds it).
        func addContainer(sources: String, console: Console, to plan: inout FilePlan) throws {
            // In the order `scaffold app` gives them.
            let members = try AppGenerator.members(of: screens.keys.sorted().compactMap { screens[$0] })
            let path = (sources as NSString).appendingPathComponent("\(container).swift")
            guard (try? FileStatus.entry(at: path)) != nil else {
                plan.add(path: path, contents: AppGenerator.services(members, container: container))
                return
            }
            let entry = self.entry.map { (sources as NSString).appendingPathComponent($0) }.flatMap { (try? FileStatus.entry(at: $0)) != nil ? $0 : nil }
            try ContainerUpdate.add(members, container: container, declaring: path, constructing: entry.map { [$0] } ?? [], console: console, to: &plan)
        }
    }

    /// The flow `spec` is written in: with an app spec in the spec folder, the app's (every
    /// screen is a screen of the app); else, when the screen opens screens, takes inputs or
    /// names a container, its own; else none (a screen on its own, with its own stack).
    static func flow(of spec: ScreenSpec, config: ScaffoldConfig, console: Console) throws -> Flow? {
        let folder = config.resolve(config.specs)
        let appFiles = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".app.yml") || $0.hasSuffix(".app.yaml") }.sorted()
        var app: AppSpec?
        if let first = appFiles.first {
            let path = (folder as NSString).appendingPathComponent(first)
            try config.checkRead(path, through: .specs, what: "app spec")
            app = try AppSpec.load(path: path, displayPath: console.display(path))
        }
        guard app != nil || spec.isComposable else { return nil }
        let container = spec.container ?? app?.container ?? "Services"
        let screens = try load(roots: [(spec.screen.text, spec.screen.location)], given: [spec.screen.text: spec], container: container,
                               module: spec.module ?? app?.module ?? config.module, config: config, console: console)
        // The screens it opens that have no code yet: `scaffold app` (or `scaffold screen`) writes them.
        for name in screens.keys.sorted() where name != spec.screen.text {
            if !FileManager.default.fileExists(atPath: (config.resolve(config.sources) as NSString).appendingPathComponent(name)),
               ScreenLookup.declaredElsewhere(name, config: config, sources: config.resolve(config.sources), tests: config.resolve(config.tests)) == nil {
                console.err("note: \(spec.screen.text) opens \(name), which has no code yet: `scaffold screen \(name)`\(app.map { " or `scaffold app \($0.name)`" } ?? "") writes it")
            }
        }
        return Flow(screens: screens, container: container, entry: app.map { "\($0.name)/\($0.name)App.swift" })
    }

    /// Settings for a screen: the spec's, then the config's, then the defaults (`scaffold
    /// screen` puts its flags first).
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
