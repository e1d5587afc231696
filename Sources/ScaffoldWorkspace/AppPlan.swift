import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold app`: the files an app spec makes, planned: every screen its flows reach
/// (written, or updated in place as `scaffold screen` does), the container (written, or
/// given the members it lacks), and the root files (the root router, its tests and the entry
/// point), whose hand-written lines stay unless `force` rewrites them whole.
public enum AppPlan {
    /// The plan for the app spec at `path`, with screens below `sources` and tests below
    /// `tests`; notes go to `console`.
    public static func make(path: String, sources: String, tests: String, force: Bool, config: ScaffoldConfig, console: Console) throws -> FilePlan {
        let app = try AppSpec.load(path: path, displayPath: console.display(path))
        // The screens' specs are looked for beside the app spec first.
        // A dependency whose protocol the app declares is faked, as `scaffold screen` does.
        let fakes = ScreenFakes(config: config, console: console, sources: sources)
        let screens = try FlowScreens.load(roots: app.rootScreens.map { ($0.screen, SourceLocation(file: console.display(path), line: 1, column: 1)) },
                                           folders: [path.parentPath], container: app.container, module: app.module, config: config, console: console,
                                           fakes: { fakes.sample(for: $0) })
        for (owner, screen) in app.rootScreens where !(screens[screen]?.inputs.isEmpty ?? true) {
            throw InputError("\(screen) is the first screen of .\(owner) but takes inputs; a flow's or tab's first screen is opened with none")
        }
        let module = app.module ?? config.module ?? ScaffoldConfig.inferModule(sources: config.resolve(config.sources), root: config.root)
        let settings = FlowScreens.settings(module: module, spec: nil, config: config)
        let sourcesFolder = sources, testsFolder = tests

        var plan = config.plan()
        var fakePaths: Set<String> = []
        // The types written once per module (Responder.swift, Navigation.swift) are written
        // only when the module has none: one that is there stays as it is, whatever the style
        // of the screen that would write it now. With an Xcode project, wherever the app
        // declares them (its tests aside).
        func declared(_ type: String, likelyIn file: String) -> Bool {
            let likely = join(sourcesFolder, file)
            return config.project == nil ? DeclarationLocator.isDeclared(type, below: sourcesFolder, repository: config.root, likelyIn: likely)
                : DeclarationLocator.isDeclared(type, below: config.root, outsideTests: config.lint.settings.conventions, likelyIn: likely)
        }
        let shared = (responder: !declared("Responder", likelyIn: "Responder.swift"), navigation: !declared("NavigationStackModel", likelyIn: "Navigation.swift"))
        // Each screen's settings and the fakes it adds, one screen after another: the fakes'
        // protocols are read once, and a fake two screens use is planned by the first.
        var prepared: [PreparedScreen] = []
        var failure: Error?
        for name in screens.keys.sorted() {
            guard let spec = screens[name] else { continue }
            var screenSettings = FlowScreens.settings(module: module, spec: spec, config: config)
            // A fake scaffold wrote is rewritten when its protocol changed since, as
            // `scaffold screen` does; a person's is kept.
            do {
                let fakeFiles = try fakes.prepare(spec, settings: &screenSettings).filter { fakePaths.insert($0.path).inserted }
                prepared.append(PreparedScreen(name: name, spec: spec, settings: screenSettings, fakes: fakeFiles))
            } catch {
                failure = error
                break
            }
        }
        // Then every screen is planned on its own, on every core (each one's files, notes and
        // catalog entry kept apart), and the parts are joined in the screens' order: the same
        // plan and the same lines as one screen after another.
        let outcomes = Results<ScreenOutcome>(count: prepared.count)
        let planned = plan, screensPrepared = prepared
        let work: @Sendable (Int) -> Void = { index in
            outcomes.set(index, planScreen(screensPrepared[index], first: index == 0, shared: shared, sources: sourcesFolder, tests: testsFolder,
                                           config: config, console: console, plan: planned))
        }
        if screensAtOnce, prepared.count > 1 {
            DispatchQueue.concurrentPerform(iterations: prepared.count, execute: work)
        } else {
            for index in prepared.indices { work(index) }
        }
        // What the screens' spec changes add, noted once every file of the write is planned.
        var changes: [OtherSwitches.Change] = []
        var catalog: [AppGenerator.CatalogScreen] = []
        for index in prepared.indices {
            guard let outcome = outcomes[index] else { continue }
            outcome.lines.replay(on: console)
            plan.append(outcome.plan)
            catalog += outcome.catalog
            changes += outcome.changes
            if let error = outcome.error { throw error }
        }
        if let failure { throw failure }
        let members = try AppGenerator.members(of: screens.keys.sorted().compactMap { screens[$0] })
        let servicesPath = join(sourcesFolder, "\(app.container).swift")
        var edited: Set<String> = []
        let templates = try config.loadTemplates()
        let root = try AppGenerator.generate(app, screens: screens, settings: settings, templates: templates).map { file in
            (path: file.isTest ? join(testsFolder, app.name, file.name) : join(sourcesFolder, app.name, file.name), contents: file.contents)
        }
        let entryPath = join(sourcesFolder, app.name, "\(app.name)App.swift")
        if (try? FileStatus.entry(at: servicesPath)) != nil {
            // The container and the entry point's construction of it gain the new members;
            // the real dependencies written into the entry point stay (--force rewrites it).
            let paths = [servicesPath] + (!force && (try? FileStatus.entry(at: entryPath)) != nil ? [entryPath] : [])
            edited = Set(paths)
            try ContainerUpdate.add(members, container: app.container, declaring: servicesPath, constructing: paths, console: console, to: &plan)
        } else {
            plan.add(path: servicesPath, contents: try AppGenerator.services(members, container: app.container, templates: templates))
        }
        // The app may have its own entry point already (Xcode's new app has one): two `@main`
        // types do not compile, so the generated one is written without the attribute, and
        // the note says how to make it the entry point.
        let otherEntry = Self.entryPoint(in: config, besides: entryPath)
        let entryExists = (try? FileStatus.entry(at: entryPath)) != nil
        for var file in root where !edited.contains(file.path) {
            if file.path == entryPath, let otherEntry {
                file.contents = file.contents.replacingOccurrences(of: "\n@main\n", with: "\n")
                if !entryExists { console.err("\(console.display(otherEntry.path)):\(otherEntry.line):\(otherEntry.column): note: \(otherEntry.name) is the app's entry point (@main), so the generated \(app.name)App in \(console.display(entryPath)) is written without @main; to start the app from the generated root, move @main to \(app.name)App and remove \(otherEntry.name)") }
            }
            addRootFile(file, force: force, console: console, to: &plan)
        }
        addRootFile((join(sourcesFolder, app.name, "\(app.name)PreviewCatalog.swift"), AppGenerator.previewCatalog(app, screens: catalog, previews: settings.previews)),
                    force: force, console: console, to: &plan)
        try addScenarios(app, screens: screens, members: members, fakes: fakes, module: module, paths: (sourcesFolder, testsFolder, entryPath), entryEdited: edited.contains(entryPath),
                         fakePaths: fakePaths, force: force, console: console, to: &plan)
        noteOtherSwitches(changes, app: app, rootRouter: join(sourcesFolder, app.name, "\(app.name)Router.swift"), config: config, console: console, in: &plan)
        return plan
    }

    /// `parts` joined into one path.
    static func join(_ parts: String...) -> String { parts.dropFirst().reduce(parts[0]) { $0.appendingPath($1) } }

    /// Whether `scaffold app` plans its screens on every core (tests compare it with one
    /// screen after another).
    package static var screensAtOnce: Bool {
        get { switches.lock.withLock { switches.screensAtOnce } }
        set { switches.lock.withLock { switches.screensAtOnce = newValue } }
    }

    /// The setting behind `screensAtOnce`, behind a lock.
    private final class Switches: @unchecked Sendable {
        let lock = NSLock()
        var screensAtOnce = true
    }

    private static let switches = Switches()

    /// A screen of the app with its settings and the fakes it adds to the write.
    struct PreparedScreen: Sendable {
        /// The screen's name.
        var name: String
        /// Its spec.
        var spec: ScreenSpec
        /// Its settings, with the fakes of its dependencies.
        var settings: ScreenSettings
        /// The fakes it adds to the write (those no screen before it added).
        var fakes: [(path: String, contents: String)]
    }

    /// What planning one screen gave: its part of the plan, the lines it said, its entry of
    /// the preview catalog, the change its spec makes, and the error that stopped it.
    struct ScreenOutcome {
        /// Its files, on a branch of the command's plan.
        var plan: FilePlan
        /// What it wrote to the console, to be written in the screens' order.
        var lines: Console.Recording
        /// Its entry of the preview catalog.
        var catalog: [AppGenerator.CatalogScreen] = []
        /// What its spec adds, for the notes on the user's switches.
        var changes: [OtherSwitches.Change] = []
        /// The error that stopped it.
        var error: Error?
    }

    /// Plans one screen of the app, on a branch of `plan` and a recording of `console`:
    /// its fakes, its files (written when new, or updated in place as `scaffold screen`
    /// does), and the shared types (`Responder`, `Navigation`) with the `first` screen when
    /// the module lacks them (`shared`).
    static func planScreen(_ screen: PreparedScreen, first: Bool, shared: (responder: Bool, navigation: Bool), sources sourcesFolder: String, tests testsFolder: String,
                           config: ScaffoldConfig, console: Console, plan: FilePlan) -> ScreenOutcome {
        let recording = console.recording()
        let console = recording.console
        var outcome = ScreenOutcome(plan: plan.branch(), lines: recording)
        let name = screen.name, spec = screen.spec, screenSettings = screen.settings, naming = config.naming
        do {
            for fake in screen.fakes { ScreenUpdate.addFake(fake, console: console, to: &outcome.plan) }
            // The screen's files are rendered where they are written: all of a new screen's,
            // the missing ones of a screen that exists.
            let files = try ScreenGenerator.pending(spec, settings: screenSettings, includeResponder: first && shared.responder, includeNavigation: first && shared.navigation)
            var generated: [ScreenUpdate.PlannedFile] = []
            for file in files {
                switch file.folder {
                case .screenSources: generated.append(.init(path: join(sourcesFolder, name, file.name), file: file))
                case .screenTests: generated.append(.init(path: join(testsFolder, name, file.name), file: file))
                case .sources: outcome.plan.add(path: join(sourcesFolder, file.name), contents: try file.contents())
                }
            }
            // A screen that exists is updated in place, as `scaffold screen` does: what its
            // spec adds is inserted and the rest of its code is kept.
            let viewModelPath = join(sourcesFolder, name, screenSettings.typeName(naming.viewModel, screen: name) + ".swift")
            let exists = (try? FileStatus.entry(at: viewModelPath)) != nil
                || ScreenLookup.declaredElsewhere(name, config: config, sources: sourcesFolder, tests: testsFolder) != nil
            // A view written before scaffold wrote preview states has one preview.
            let viewPath = join(sourcesFolder, name, screenSettings.typeName(naming.view, screen: name) + ".swift")
            let hasStates = exists ? (try? FileReader.read(viewPath)).map { ByteSearch.contains(Array("init(previewing state:".utf8), in: $0) } ?? false
                : AppGenerator.hasPreviewStates(spec, settings: screenSettings)
            // The catalog builds a view model that exists as its init is written: `add
            // --dependency` put a new one after the screen's inputs.
            var catalogSpec = spec
            if exists, let labels = initLabels(viewModelPath, type: screenSettings.typeName(naming.viewModel, screen: name)) {
                let all = spec.dependencies + spec.inputs
                catalogSpec.dependencies = labels.compactMap { label in all.first { $0.name.text == label } } + all.filter { !labels.contains($0.name.text) }
                catalogSpec.inputs = []
            }
            outcome.catalog.append(AppGenerator.CatalogScreen(spec: catalogSpec, settings: screenSettings, hasStates: hasStates))
            if exists {
                // The fakes the spec's async actions are tested with: a new one's test stubs them.
                var changes: [OtherSwitches.Change] = []
                _ = try ScreenUpdate.addUpdate(spec: spec, planned: generated, config: config, sources: sourcesFolder, tests: testsFolder,
                                               check: false, fakes: screenSettings.fakes, inApp: true, switchesLater: { changes.append($0) },
                                               console: console, to: &outcome.plan)
                outcome.changes = changes
            } else {
                for file in generated { outcome.plan.add(path: file.path, contents: try file.contents()) }
            }
        } catch {
            outcome.error = error
        }
        return outcome
    }

    /// Adds to `plan`'s notes the user's switches over the enums the screens' spec changes
    /// extend (`OtherSwitches`), once for the whole write. A router this write changes and
    /// that handles a screen's responder actions (an opener's, wherever its file is; the
    /// root router's, for the first screen of a flow or tab) has its `handle(_:)` given the
    /// new cases by the write itself: it is not named.
    static func noteOtherSwitches(_ changes: [OtherSwitches.Change], app: AppSpec, rootRouter: String, config: ScaffoldConfig, console: Console, in plan: inout FilePlan) {
        // An unchanged screen (most of them, on a run again) has nothing to note.
        let extending = changes.filter(\.extendsAnEnum)
        guard !extending.isEmpty else { return }
        let changed = plan.items.filter { $0.change != .unchanged }
        let firstScreens = Set(app.rootScreens.map(\.screen))
        let handled = extending.map { change in
            var change = change
            guard !change.additions.responderActions.isEmpty else { return change }
            let handler = Array("handle(_ action: \(change.code.viewModel.name).ResponderAction)".utf8)
            for item in changed where ByteSearch.contains(handler, in: item.bytes) && (item.path != rootRouter || firstScreens.contains(change.code.name)) {
                change.alsoEdited.insert(item.path)
            }
            return change
        }
        plan.notes += OtherSwitches.notes(handled, config: config, display: console.display)
    }

    /// The scenarios' files, when the app spec declares scenarios: `<App>Scenarios.swift` beside
    /// the root, the fakes they stub that no screen needed, and `<App>UITests/<App>UITests.swift`
    /// beside the tests' folder. An entry point scaffold does not rewrite (the container is
    /// edited in it) that does not start the scenarios yet is named in a note.
    static func addScenarios(_ app: AppSpec, screens: [String: ScreenSpec], members: [AppGenerator.Member], fakes: ScreenFakes, module: String, paths: (sources: String, tests: String, entry: String),
                             entryEdited: Bool, fakePaths: Set<String>, force: Bool, console: Console, to plan: inout FilePlan) throws {
        guard !app.scenarios.isEmpty else { return }
        let faked = fakes.fakes(of: members)
        let problems = AppGenerator.checkScenarios(app, members: members, fakes: faked, fakesInApp: fakes.config.fakeDestination.previews)
        if !problems.isEmpty { throw DiagnosticError(problems) }
        let stubbed = members.filter { member in app.scenarios.contains { $0.stubs.contains { $0.member == member.name } } }.map(\.type)
        for file in try fakes.files(for: stubbed, module: module) where !fakePaths.contains(file.path) {
            plan.add(path: file.path, contents: file.contents)
        }
        let root = paths.entry.parentPath
        addRootFile((root.appendingPath("\(app.name)Scenarios.swift"), AppGenerator.scenarios(app, members: members, fakes: faked)),
                    force: force, console: console, to: &plan)
        let uiTests = paths.tests.parentPath.appendingPath("\(app.name)UITests/\(app.name)UITests.swift")
        addRootFile((uiTests, AppGenerator.uiTests(app, screens: screens)), force: force, console: console, to: &plan)
        if entryEdited, let entry = try? FileReader.read(paths.entry), !ByteSearch.contains(Array("\(app.name)Scenario.launched".utf8), in: entry) {
            console.err("\(console.display(paths.entry)):1:1: note: \(app.name)App does not start the scenarios yet: give it the `init()` that `scaffold app` writes into a new entry point (if let scenario = \(app.name)Scenario.launched { _router = … scenario.router() }, inside #if DEBUG); see docs/apps.md#ui-test-scenarios")
        }
    }

    /// The type the app's sources mark `@main` (tests aside), other than in `entryPath`.
    static func entryPoint(in config: ScaffoldConfig, besides entryPath: String) -> (path: String, name: String, line: Int, column: Int)? {
        let workspace = Workspace.current(root: config.root)
        let conventions = config.lint.settings.conventions
        let files = workspace.swiftFiles(outsideTests: conventions).filter { $0.path != entryPath }
        let needle = Array("@main".utf8)
        let found = workspace.reading(files) { ByteSearch.contains(needle, in: $0) }.found
        for tree in workspace.trees(found, display: { $0 }) {
            for declaration in tree.declarations where declaration.hasAttribute("main") {
                let place = tree.file.location(of: tree.file.tokens[declaration.positionToken])
                return (tree.file.path, declaration.name, place.line, place.column)
            }
        }
        return nil
    }

    /// A root file (the root router, its tests, the entry point): written whole when it is
    /// new or with --force; otherwise what the new version adds is inserted into the file
    /// as it is (`LineDiff.insertionMerge`: an unedited file becomes the new version when
    /// that only adds), and each line a person added to is kept and named in a note.
    ///
    /// A file the plan holds already (the preview catalog, which a screen's update gave a new
    /// dependency's sample) is planned once: the new version is merged into the planned bytes.
    static func addRootFile(_ file: (path: String, contents: String), force: Bool, console: Console, to plan: inout FilePlan) {
        let planned = plan.removeItem(at: file.path)
        guard !force, let existing = planned?.existingBytes ?? (try? FileReader.read(file.path)) else {
            plan.add(path: file.path, contents: file.contents)
            return
        }
        let base = planned?.bytes ?? existing
        let merge = LineDiff.insertionMerge(old: String(decoding: base, as: UTF8.self), new: file.contents)
        for place in merge.kept {
            console.err("\(console.display(file.path)):\(place.line): note: kept your `\(place.old.trimmingSpaces())`, where scaffold now writes `\(place.new.trimmingSpaces())`")
        }
        plan.add(path: file.path, bytes: Array(merge.text.utf8), expecting: .some(existing))
    }

    /// The argument labels of the single init of the type `type` declared in the file at
    /// `path`, in order; nil when the file or that init is not there.
    static func initLabels(_ path: String, type: String) -> [String]? {
        guard let bytes = try? FileReader.read(path) else { return nil }
        let tree = SyntaxTree(SourceFile(path: path, bytes: bytes))
        guard let declaration = tree.allDeclarations.first(where: { $0.name == type && [.class, .struct].contains($0.kind) }) else { return nil }
        let inits = declaration.members.filter { $0.kind == .`init` }
        guard inits.count == 1 else { return nil }
        return inits[0].parameters.compactMap(\.label)
    }
}
