import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

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
                                        commandLine: [arguments[sources], arguments[tests], specFolder], project: true)
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
        let module = app.module ?? config.module ?? ScaffoldConfig.inferModule(sources: config.resolve(config.sources), root: config.root)
        let settings = FlowScreens.settings(module: module, spec: nil, config: config)
        let sourcesFolder = arguments[sources].map(console.absolute) ?? config.resolve(config.sources)
        let testsFolder = arguments[tests].map(console.absolute) ?? config.resolve(config.tests)
        func join(_ parts: String...) -> String { parts.dropFirst().reduce(parts[0]) { ($0 as NSString).appendingPathComponent($1) } }

        var plan = config.plan()
        var wroteShared = false
        // With an Xcode project, wherever the app declares it (its tests aside).
        let responderDeclared = config.project == nil ? ResponderLocator.isDeclared(below: sourcesFolder, repository: config.root)
            : ResponderLocator.isDeclared(below: config.root) { config.lint.settings.isTestPath(String($0.dropFirst(config.root.count + 1))) }
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
        if force, let refused = DroppedLines.confirm(plan, arguments: arguments, console: console) { return refused }
        let mode: WriteMode = arguments[SharedOptions.diff] ? .diff : arguments[SharedOptions.dryRun] ? .dryRun : .write(force: force)
        return try PlanWriter.apply(plan, mode: mode, console: console, config: config)
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
