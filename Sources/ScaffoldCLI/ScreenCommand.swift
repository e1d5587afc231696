import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold screen NAME`: writes a screen module from a spec, or from flags.
enum ScreenCommand: Command {
    /// `--spec FILE`: the spec to read.
    static let specFile = Option<String>("spec", "file", help: "Read this spec (.screen.yml or .json) instead of <specs>/<name>.screen.yml.")
    /// `--module NAME`: the module the tests import, a Swift identifier.
    static let module = Option<String>("module", "name", help: "The module the tests @testable import.") { text in
        guard SwiftName.isIdentifier(text) else { throw UsageError("'\(text)' is not a module name (a Swift identifier)") }
        return text
    }
    /// `--style`: combine or observation.
    static let style = Option<ScreenSpec.Style>.choice("style", "style", help: "combine or observation.")
    /// `--previews`: macro or provider.
    static let previews = Option<ScreenSpec.Previews>.choice("previews", "form", help: "macro (#Preview, default) or provider (a PreviewProvider).")
    /// `--testing`: xctest or swift-testing.
    static let testing = Option<ScreenSpec.Testing>.choice("testing", "framework", help: "xctest or swift-testing.")
    /// `--platform`: the deployment target.
    static let platform = Option<ScreenSpec.Platform>("platform", "version", help: "The iOS version to compile for: iOS 17 (default) or iOS 16 (combine style).") { text in
        guard let platform = ScreenSpec.Platform(text) else { throw UsageError("'\(text)' is not a valid --platform; use iOS 16 or iOS 17") }
        if let problem = SpecDecoder.problem(platform: platform, style: nil) { throw UsageError(problem) }
        return platform
    }
    /// `--sources DIR`: where screens go.
    static let sources = Option<String>("sources", "dir", help: "Write the screen to <dir>/<name>/ (default: the config's sources).")
    /// `--tests DIR`: where tests go.
    static let tests = Option<String>("tests", "dir", help: "Write the tests to <dir>/<name>/ (default: the config's tests).")
    /// `--dependency "name: Type"`, for a spec built from flags.
    static let dependency = Option<String>("dependency", "name: Type", help: "Without a spec: an init dependency.", repeatable: true)
    /// `--output "name: Type = value"`, for a spec built from flags.
    static let output = Option<String>("output", "name: Type = value", help: "Without a spec: an output.", repeatable: true)
    /// `--action ENTRY`, for a spec built from flags.
    static let action = Option<String>("action", "entry", help: "Without a spec: an action, e.g. \"logout -> respond loggedOut\".", repeatable: true)
    /// `--responder ENTRY`, for a spec built from flags.
    static let responder = Option<String>("responder", "entry", help: "Without a spec: a responder action, e.g. \"loggedOut -> dismiss\".", repeatable: true)
    /// `--route CASE`, for a spec built from flags.
    static let route = Option<String>("route", "case", help: "Without a spec: a route, e.g. \"detail(Item)\".", repeatable: true)
    /// `--sample Type=expression`, for a spec built from flags.
    static let sample = Option<String>("sample", "Type=expression", help: "Without a spec: a sample value for a custom type.", repeatable: true)
    /// `--blank`: a minimal screen, without a spec.
    static let blank = Flag("blank", help: "Without a spec: write a minimal screen (no spec file is needed).")
    /// `--check`: exit 1 when the code and the spec disagree.
    static let check = Flag("check", help: "Write nothing; exit 1 when the screen's code and its spec disagree (a CI drift gate).")
    /// `--force`: rewrite whole files.
    static let force = SharedOptions.force.help("Rewrite the files whole, even those that exist and differ (lists the hand-written lines it drops).")

    /// The options that build a spec on the command line.
    static let specOptions = [dependency, output, action, responder, route, sample]

    static let spec = CommandSpec(
        name: "screen",
        abstract: "Write a screen module (view model, view, router and their tests) from a spec.",
        arguments: [.init(name: "name", help: "The screen's name, e.g. Login. Optional with --spec.", required: false)],
        options: [
            .option(specFile), .option(SharedOptions.config), .option(module), .option(style), .option(testing), .option(platform), .option(previews), .option(sources), .option(tests),
            .option(dependency), .option(output), .option(action), .option(responder), .option(route), .option(sample), .flag(blank),
            .flag(check), .flag(force), .flag(SharedOptions.yes), .flag(SharedOptions.dryRun), .flag(SharedOptions.diff), .flag(SharedOptions.allowOutside),
        ],
        conflicts: [(["dry-run", "diff", "check"], "each only shows how the code and the spec differ; choose one"), (["check", "force"], "--check writes nothing")],
        discussion: """
        The spec is found as <specs>/<name>.screen.yml (or .yaml, .json), where <specs> comes
        from .scaffold.yml. Without a spec file, the flags build one; --blank writes a minimal
        screen. Files are written whole or not at all.

        When the screen exists, it is updated in place: what the spec has that the code
        lacks is inserted (as `scaffold add` would), what the code has that the spec lacks
        is left alone and listed, and what differs is reported with both places and not
        touched. --force rewrites the files whole instead: it lists the hand-written lines
        that drops and asks before dropping them (--yes answers for a script). --check
        writes nothing and exits 1 when the code and the spec disagree.

        EXAMPLES:
          scaffold screen Login
          scaffold screen Login --diff
          scaffold screen Login --check
          scaffold screen --spec Fixtures/specs/Login.screen.yml --dry-run
          scaffold screen Logout --action "confirm -> respond done" --responder "done -> dismiss"
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        // --sources and --tests are the user's choice; the config's folders stay in the repository.
        let given: [ScaffoldConfig.PathSetting] = (arguments[sources] == nil ? [] : [.sources]) + (arguments[tests] == nil ? [] : [.tests])
        let config = try CLI.loadConfig(arguments, console: console, confining: [.specs, .templates, .responder, .sources, .tests], fakes: true,
                                        overrides: given, commandLine: [arguments[sources], arguments[tests]], project: true)
        // Reading the screen, deciding the edits and writing them: two commands on one
        // repository at once take turns.
        return try FolderLock.holding(config.root, timeout: console.lockTimeout, waiting: { console.err($0) }) {
            // One walk of the repository serves every screen the command reads.
            try Workspace.opening(Workspace(root: config.root)) { try run(arguments, config: config, console: console) }
        }
    }

    /// The command, with the config loaded and the repository locked.
    static func run(_ arguments: ParsedArguments, config: ScaffoldConfig, console: Console) throws -> Int32 {
        let fakes = ScreenFakes(config: config, console: console, sources: arguments[sources].map(console.absolute) ?? config.resolve(config.sources))
        var spec = try loadSpec(arguments, config: config, console: console, fakes: fakes)
        // A screen of an app (or one that opens other screens) is written inside the app's
        // navigation, knowing the screens it opens, and its dependencies join the container.
        let flow = try FlowScreens.flow(of: spec, config: config, console: console, fakes: { fakes.sample(for: $0) })
        if let flow, let known = flow.screens[spec.screen.text] { spec = known }
        // A screen whose code is in a local package (IceCubesApp's `Packages/Account`) is
        // completed there: its tests import the package's target and go to its test target.
        let inPackage = arguments[sources] == nil && arguments[tests] == nil ? ScreenLookup.packagePlace(of: spec.screen.text, config: config) : nil
        var settings = try self.settings(for: spec, arguments: arguments, config: config, console: console, packageModule: inPackage?.module)
        // The modules of the repository that declare the spec's types, when not the screen's.
        settings.imports = ModuleImports.modules(for: spec, module: settings.module, config: config,
                                                 sources: arguments[sources].map(console.absolute) ?? config.resolve(config.sources))
        let fakeFiles = try fakes.prepare(spec, settings: &settings)
        let request = ScreenPlan.Request(spec: spec, settings: settings, fakeFiles: fakeFiles, flow: flow,
                                         sources: arguments[sources].map(console.absolute) ?? config.resolve(config.sources),
                                         tests: arguments[tests].map(console.absolute) ?? inPackage?.tests ?? config.resolve(config.tests),
                                         force: arguments[force], check: arguments[check])
        let plan: FilePlan, updating: Bool
        do {
            switch try ScreenPlan.make(request, config: config, console: console) {
            case .verdict(let code): return code
            case .plan(let planned, let edits): (plan, updating) = (planned, edits)
            }
        } catch let error as ScreenPlan.DeclaredElsewhere {
            throw UsageError(error.message)
        }
        let mode = WriteMode(dryRun: arguments[SharedOptions.dryRun], diff: arguments[SharedOptions.diff], force: arguments[force])
        if arguments[force], let refused = DroppedLines.confirm(plan, arguments: arguments, console: console) { return refused }
        // Edits of a screen that exists are what the command is for; new files are created.
        return try PlanWriter.apply(plan, mode: mode.forcing(updating), console: console, editing: updating, config: config,
                                  overwriteAdvice: "To keep the file, give the screen another name, or its files other names with `naming:` in \(ScaffoldConfig.fileName); a screen scaffold wrote grows with `scaffold add`, which keeps your code.")
    }

    /// The spec from --spec, from the spec folder, or from the flags.
    static func loadSpec(_ arguments: ParsedArguments, config: ScaffoldConfig, console: Console, fakes: ScreenFakes? = nil) throws -> ScreenSpec {
        let fakeSample = { (type: String) in fakes?.sample(for: type) }
        let name = arguments.positionals.first
        let flagsGiven = specOptions.filter { !arguments.all($0).isEmpty }.map(\.name)
        var file = arguments[specFile].map(console.absolute)
        let folder = config.resolve(config.specs)
        if file == nil, let name { file = try config.specFile(for: name) }
        if let file {
            if let flag = flagsGiven.first ?? (arguments[blank] ? blank.name : nil) {
                throw UsageError("--\(flag) builds a spec on the command line, but the spec \(console.display(file)) is used; edit the spec instead")
            }
            guard (try? FileStatus.entry(at: file)) != nil else {
                throw UsageError("the spec '\(arguments[specFile] ?? file)' does not exist")
            }
            let spec = try SpecDecoder.load(path: file, displayPath: console.display(file), fakes: fakeSample)
            if let name, name != spec.screen.text {
                throw UsageError("the spec \(console.display(file)) describes the screen '\(spec.screen.text)', not '\(name)'; drop the name or use the matching spec")
            }
            return spec
        }
        guard let name else {
            throw UsageError("missing <name>: the screen's name, e.g. `scaffold screen Login` (or give --spec FILE)")
        }
        guard !flagsGiven.isEmpty || arguments[blank] else {
            let expected = console.display((folder as NSString).appendingPathComponent("\(name).screen.yml"))
            let existing = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".screen.yml") || $0.hasSuffix(".screen.yaml") || $0.hasSuffix(".screen.json") }
                .map { String($0.prefix { $0 != "." }) }
            throw UsageError("no spec for '\(name)': \(expected) does not exist\(Suggestion.didYouMean(name, in: existing)); write one with `scaffold spec \(name) --write`, build one with --action/--output…, or pass --blank for a minimal screen")
        }
        return try SpecDecoder.decode(FlagSpec.node(screen: name, arguments: arguments), file: "command line", fakes: fakeSample)
    }

    /// Settings from the flags, then the spec, then the config.
    /// `packageModule`: the module of the local package's target the screen's code is in.
    static func settings(for spec: ScreenSpec, arguments: ParsedArguments, config: ScaffoldConfig, console: Console,
                         packageModule known: String? = nil) throws -> ScreenSettings {
        let sourcesFolder = arguments[sources].map(console.absolute) ?? config.resolve(config.sources)
        let module: String
        // Sources in a local package's target (`--sources Packages/Feature/Sources/Feature`):
        // its tests import that target, not the app.
        let packageModule = known ?? arguments[sources].flatMap { _ in config.project?.packageModule(holding: sourcesFolder) }
        if let given = arguments[self.module] ?? spec.module ?? packageModule ?? config.module {
            module = given
        } else {
            module = ScaffoldConfig.inferModule(sources: sourcesFolder, root: config.root)
            console.err("note: no module is set, so the tests will `@testable import \(module)`; set `module:` in \(ScaffoldConfig.fileName) or pass --module")
        }
        var settings = FlowScreens.settings(module: module, spec: spec, config: config)
        settings.style = arguments[style] ?? settings.style
        settings.testing = arguments[testing] ?? settings.testing
        settings.platform = arguments[platform] ?? settings.platform
        settings.previews = arguments[previews] ?? settings.previews
        // The style and the target may come from different places: checked once merged.
        if let problem = SpecDecoder.problem(platform: settings.platform, style: settings.style) {
            throw InputError(problem + " (the style from \(arguments[style] != nil ? "--style" : spec.style != nil ? "the spec" : config.style != nil ? ScaffoldConfig.fileName : "the default"), the platform from \(arguments[platform] != nil ? "--platform" : spec.platform != nil ? "the spec" : config.platform != nil ? ScaffoldConfig.fileName : "the default"))")
        }
        return settings
    }
}
