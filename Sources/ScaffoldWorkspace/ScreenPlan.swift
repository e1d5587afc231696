import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold screen`: the files a screen's spec makes, planned. A new screen's files are
/// created (with `Responder.swift` when the repository has none); a screen that exists is
/// updated in place (`ScreenUpdate`), or compared with its spec (`--check`); the container
/// of its flow gains what the screens need.
public enum ScreenPlan {
    /// What the command was asked, once its options are read.
    public struct Request {
        /// The screen's spec (inside its flow, when it has one).
        public var spec: ScreenSpec
        /// The settings it is written with.
        public var settings: ScreenSettings
        /// The fakes its tests use, with their files.
        public var fakeFiles: [(path: String, contents: String)]
        /// The flow it is written in, if any.
        public var flow: FlowScreens.Flow?
        /// The folder screens go to (`<sources>/<Name>/`).
        public var sources: String
        /// The folder tests go to.
        public var tests: String
        /// Rewrite the files whole (`--force`).
        public var force: Bool
        /// Compare only (`--check`).
        public var check: Bool

        /// A request for `spec`, written with `settings` below `sources` and `tests`.
        public init(spec: ScreenSpec, settings: ScreenSettings, fakeFiles: [(path: String, contents: String)], flow: FlowScreens.Flow?,
                    sources: String, tests: String, force: Bool, check: Bool) {
            self.spec = spec
            self.settings = settings
            self.fakeFiles = fakeFiles
            self.flow = flow
            self.sources = sources
            self.tests = tests
            self.force = force
            self.check = check
        }
    }

    /// What the command does next.
    public enum Outcome {
        /// Write (or show) the plan; `updating` when it edits a screen that exists.
        case plan(FilePlan, updating: Bool)
        /// Stop with this exit code (`--check`'s verdict, or a screen to update that has no code).
        case verdict(Int32)
    }

    /// `--force` on a screen whose view model is declared elsewhere: it would be declared twice.
    public struct DeclaredElsewhere: Error {
        /// What is wrong, and what to do.
        public var message: String
    }

    /// The plan for `request`; notes and warnings go to `console`.
    public static func make(_ request: Request, config: ScaffoldConfig, console: Console) throws -> Outcome {
        let templates = try config.loadTemplates()
        for warning in templates.warnings { console.err("warning: \(warning)") }
        let spec = request.spec, settings = request.settings
        let sourcesFolder = request.sources, testsFolder = request.tests
        // On a screen that exists, scaffold edits it in place; it writes Responder.swift
        // only with a new screen, so only then does it look for one.
        let viewModelPath = ((sourcesFolder as NSString).appendingPathComponent(spec.screen.text) as NSString)
            .appendingPathComponent(settings.typeName(config.naming.viewModel, screen: spec.screen.text) + ".swift")
        var exists = (try? FileStatus.entry(at: viewModelPath)) != nil
        // A new screen's type names are looked for in every file of the app's code: the
        // walk reads each file as it lists its folder and looks for them there; so are
        // `Responder` and `NavigationStackModel` when the file scaffold writes them to is
        // not there (where it is, it is read first, and the search seldom goes further).
        if !exists {
            let names = ScreenLookup.names(spec.screen.text, config: config)
            let missing = { (file: String) in !FileManager.default.fileExists(atPath: (sourcesFolder as NSString).appendingPathComponent(file)) }
            let responder = config.responder == .search && missing("Responder.swift") ? ["Responder"] : []
            let navigation = spec.isComposable && missing("Navigation.swift") ? ["NavigationStackModel"] : []
            Workspace.current(root: config.root).readsAppCodeWhileWalking(lookingFor: [names.viewModel, names.view, names.router] + responder + navigation)
        }
        if !exists, let elsewhere = ScreenLookup.declaredElsewhere(spec.screen.text, config: config, sources: sourcesFolder, tests: testsFolder) {
            // A screen that lives elsewhere is updated where it is; writing a new one would
            // declare its types twice.
            guard !request.force else {
                throw DeclaredElsewhere(message: "\(spec.screen.text)'s view model is declared in \(console.display(elsewhere)); --force would write a second one in \(console.display(viewModelPath)): run without --force to update the screen where it is")
            }
            exists = true
        }
        // A type of one of the screen's names that is not the screen (a struct
        // `ReportViewModel` of older code): a second declaration would not compile.
        let names = ScreenLookup.names(spec.screen.text, config: config)
        let screenFolder = (sourcesFolder as NSString).appendingPathComponent(spec.screen.text)
        let ownPaths = Set([names.viewModel, names.view, names.router].map { (screenFolder as NSString).appendingPathComponent($0 + ".swift") })
        if !exists, let clash = ScreenLookup.typeDeclared(named: names, config: config, sources: sourcesFolder, excluding: ownPaths) {
            throw InputError("\(clash.name) is declared already (\(console.display(clash.path)):\(clash.line), a \(clash.kind) that is not a screen's), so the screen's \(clash.name) would not compile beside it: give the screen another name, or its types other names with `naming:` in \(ScaffoldConfig.fileName)")
        }
        let updating = request.check || (!request.force && exists)
        let responderPath: String?
        switch config.responder {
        case _ where updating: responderPath = nil
        case .none: responderPath = nil
        case .file(let path):
            let absolute = config.resolve(path)
            responderPath = FileManager.default.fileExists(atPath: absolute) ? nil : absolute
        case .search:
            // The repository a config or an Xcode project belongs to, its test folders
            // aside; without either, the sources folder.
            let root = config.file == nil && config.project == nil ? sourcesFolder : config.root
            let written = (sourcesFolder as NSString).appendingPathComponent("Responder.swift")
            responderPath = DeclarationLocator.isDeclared("Responder", below: root, outsideTests: config.lint.settings.conventions, likelyIn: written)
                ? nil : written
        }
        // Navigation.swift is written once per module, as `scaffold app` writes it: the one
        // there (or a NavigationStackModel declared elsewhere) stays as it is, whatever this
        // screen's style, and a hand edit in it is kept.
        let navigationRoot = config.file == nil && config.project == nil ? sourcesFolder : config.root
        let navigationDeclared = spec.isComposable
            && DeclarationLocator.isDeclared("NavigationStackModel", below: navigationRoot, outsideTests: config.lint.settings.conventions,
                                             likelyIn: (sourcesFolder as NSString).appendingPathComponent("Navigation.swift"))
        let files = try ScreenGenerator.generate(spec, settings: settings, templates: templates, includeResponder: responderPath != nil,
                                                 includeNavigation: !navigationDeclared)
        let generated = files.map { file -> (path: String, contents: String) in
            let path: String
            switch file.folder {
            case .screenSources: path = ((sourcesFolder as NSString).appendingPathComponent(spec.screen.text) as NSString).appendingPathComponent(file.name)
            case .screenTests: path = ((testsFolder as NSString).appendingPathComponent(spec.screen.text) as NSString).appendingPathComponent(file.name)
            case .sources where file.name == "Responder.swift": path = responderPath ?? (sourcesFolder as NSString).appendingPathComponent(file.name)
            case .sources: path = (sourcesFolder as NSString).appendingPathComponent(file.name)
            }
            return (path, file.contents)
        } + request.fakeFiles
        var plan = config.plan()
        if updating {
            guard exists else {
                console.err("\(spec.screen.text) has no code yet (\(console.display(generated[0].path)) does not exist); `scaffold screen \(spec.screen.text)` writes it.")
                return .verdict(ExitCode.findings)
            }
            if let verdict = try ScreenUpdate.addUpdate(spec: spec, generated: generated, config: config, sources: sourcesFolder, tests: testsFolder,
                                                        check: request.check, fakes: settings.fakes, console: console, to: &plan) {
                return .verdict(verdict)
            }
        } else {
            for file in generated { plan.add(path: file.path, contents: file.contents) }
        }
        if let flow = request.flow { try flow.addContainer(sources: sourcesFolder, templates: templates, console: console, to: &plan) }
        return .plan(plan, updating: updating)
    }
}
