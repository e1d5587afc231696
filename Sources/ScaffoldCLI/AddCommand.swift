import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold add SCREEN --action … --output …`: adds to an existing screen in place.
enum AddCommand: Command {
    static let spec = CommandSpec(
        name: "add",
        abstract: "Add actions, outputs, dependencies, responder actions or routes to an existing screen, in place, with their tests.",
        arguments: [.init(name: "screen", help: "The screen's name (e.g. Login), or the view model's file.", required: true)],
        options: [
            .option(ScreenCommand.dependency.help("A dependency: property, init parameter and assignment, in the view model and the router, and in every construction scaffold can see.")),
            .option(ScreenCommand.output.help("An output, in the Output section.")),
            .option(ScreenCommand.action.help("An action: its case, its reducer case and its test, e.g. \"retry -> send load\".")),
            .option(ScreenCommand.responder.help("A responder action: its case, the router's handling and its test, e.g. \"done -> dismiss\".")),
            .option(ScreenCommand.route.help("A route: its case, its destination and its test, e.g. \"detail(Item)\".")),
            .option(ScreenCommand.sample.help("A sample value for a custom type the new tests need.")),
            .option(SharedOptions.config), .flag(SharedOptions.dryRun), .flag(SharedOptions.diff), .flag(SharedOptions.allowOutside),
        ],
        conflicts: [(["dry-run", "diff"], "both only show what would change; choose one")],
        discussion: """
        Each addition is inserted where the anatomy puts it, with what `scaffold screen`
        would write for it (the same reducer case, the same test, the same samples); nothing
        else in the files changes: hand-written code, comments, formatting and line endings
        stay as they are. Adding what is already there says so and changes nothing; an
        addition that conflicts with the code (an action of that name with other values) is
        an error that names both places. Every file changes, or none.

        EXAMPLES:
          scaffold add Login --action "forgotPassword -> respond forgotPassword" --responder "forgotPassword -> present reset" --route reset
          scaffold add Login --output "isBusy: Bool = false" --dependency "analytics: Analytics" --sample "Analytics=Analytics()"
          scaffold add Login --action retry --diff
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let target = arguments.positionals[0]
        guard ScreenCommand.specOptions.contains(where: { !arguments.all($0).isEmpty }) else {
            throw UsageError("nothing to add: give --action, --output, --dependency, --responder or --route")
        }
        let config = try CLI.loadConfig(arguments, console: console, confining: [.sources, .tests, .specs, .templates], fakes: true, project: true)
        return try FolderLock.holding(config.root, timeout: console.lockTimeout, waiting: { console.err($0) }) {
            try Workspace.opening(Workspace(root: config.root)) { try add(arguments, target: target, config: config, console: console) }
        }
    }

    /// The command, with the config loaded and the repository locked.
    static func add(_ arguments: ParsedArguments, target: String, config: ScaffoldConfig, console: Console) throws -> Int32 {
        let code = try ScreenLookup.read(target, config: config, console: console)
        ScreenLookup.printNotes(code, config: config, console: console)
        var existing = code.spec(file: code.viewModel.file.path).spec
        // The screen's spec file, kept up to date; its samples serve the new tests too.
        let fakes = ScreenFakes(config: config, console: console, sources: config.resolve(config.sources))
        let specFile = try config.specFile(for: code.name).flatMap { readSpecFile($0, screen: code.name, console: console, fakes: fakes) }
        for sample in specFile?.spec.samples ?? [] where !existing.samples.contains(where: { $0.type == sample.type }) {
            existing.samples.append(sample)
        }
        let flags = try FlagSpec.node(screen: code.name, arguments: arguments)
        var (merged, present) = try SpecMerge.merge(flags, into: existing, code: code, fakes: { fakes.sample(for: $0) })
        for item in present { console.err("\(item) is already there; it is left as it is.") }
        if code.sharesStack {
            merged = try inAppNavigation(merged, existing: &existing, specFile: specFile?.spec, config: config, console: console)
        }
        let comparison = SpecComparison(wanted: merged, code: existing)
        guard !comparison.additions.isEmpty else {
            console.err("Nothing to add to \(code.name).")
            return ExitCode.success
        }
        var also: [ScreenUpdate.FileEdit] = []
        if let specFile {
            var sampleTypes: [String] = []
            if case .mapping(let fields) = flags.value, case .mapping(let samples)? = fields.first(where: { $0.key == "samples" })?.value.value {
                sampleTypes = samples.map(\.key)
            }
            let entries = SpecFileEditor.Entries(comparison.additions, from: merged, existing: specFile.spec, sampleTypes: sampleTypes)
            let shown = console.display(specFile.path)
            do {
                let edited = try SpecFileEditor.add(entries, to: specFile.bytes, path: specFile.path, existing: specFile.spec)
                // The spec must still read as one: an entry can refer to what the spec file
                // leaves out (`send cancel` in a spec without the action `cancel`).
                do {
                    _ = try SpecDecoder.load(bytes: edited, path: specFile.path, displayPath: shown, fakes: { fakes.sample(for: $0) })
                } catch let error as DiagnosticError {
                    let first = error.diagnostics.first?.message ?? "it has an error"
                    let more = error.diagnostics.count > 1 ? " and \(error.diagnostics.count - 1) more" : ""
                    throw SpecFileEditor.Refusal(reason: "with them it would not validate: \"\(first)\"\(more)")
                }
                if edited != specFile.bytes { also.append(ScreenUpdate.FileEdit(path: specFile.path, bytes: edited, expecting: specFile.bytes)) }
            } catch let refusal as SpecFileEditor.Refusal {
                console.err("\(shown): note: the spec is not updated with the new entries (\(refusal.reason)); add them by hand (\(entries.byHand)), or print the screen's spec from its code with `scaffold spec --from \(code.name)`")
            }
        }
        // Async actions are tested with fakes of their dependencies' protocols, and a new
        // dependency whose protocol the app declares is faked for its tests and preview.
        var settings = ScreenUpdate.settings(for: code, config: config)
        var needed = merged
        let addedTypes = Set(merged.dependencies.filter { comparison.additions.dependencies.contains($0.name.text) }.map(\.type))
        needed.fakedTypes = merged.fakedTypes.filter(addedTypes.contains)
        let fakeFiles = try fakes.prepare(needed, settings: &settings)
        let plan = try ScreenUpdate.plan(comparison.additions, to: code, spec: merged, config: config, also: also, fakes: settings.fakes, fakeFiles: fakeFiles,
                                         console: console)
        // The edits are the point: existing files are replaced by their edited versions.
        let mode = WriteMode(arguments)
        let status = try PlanWriter.apply(plan, mode: mode == .write(force: false) ? .write(force: true) : mode, console: console, editing: true, config: config)
        // The switches over the extended enums that add does not edit: each named.
        if status == ExitCode.success { OtherSwitches.note(comparison.additions, in: code, config: config, console: console) }
        return status
    }

    /// A screen whose router pushes onto a shared stack (a screen of an app) is rendered as
    /// one: with its container, its inputs (which the code reads as init parameters like
    /// dependencies) and the routes to screens its spec file names, and knowing the specs of
    /// the screens it opens.
    static func inAppNavigation(_ merged: ScreenSpec, existing: inout ScreenSpec, specFile: ScreenSpec?, config: ScaffoldConfig, console: Console) throws -> ScreenSpec {
        var merged = merged
        if let file = specFile {
            let inputs = Set(file.inputs.map(\.name.text))
            merged.inputs = file.inputs
            merged.dependencies.removeAll { inputs.contains($0.name.text) }
            existing.inputs = file.inputs
            existing.dependencies.removeAll { inputs.contains($0.name.text) }
            for (route, target) in file.routeTargets where merged.routeTargets[route] == nil { merged.routeTargets[route] = target }
            if merged.childResponder.isEmpty { merged.childResponder = file.childResponder }
            merged.container = merged.container ?? file.container
        }
        let container = merged.container ?? "Services"
        merged.container = container
        let name = merged.screen.text
        let loaded = try FlowScreens.load(roots: [(name, merged.screen.location)], given: [name: merged], container: container,
                                          module: merged.module ?? config.module, config: config, console: console)
        return loaded[name] ?? merged
    }

    /// The spec file at `path` when it reads as the spec of `screen`; nil, with a note when
    /// it does not read, otherwise.
    static func readSpecFile(_ path: String, screen: String, console: Console, fakes: ScreenFakes? = nil) -> (path: String, bytes: [UInt8], spec: ScreenSpec)? {
        let shown = console.display(path)
        guard let bytes = try? FileReader.read(path), let spec = try? SpecDecoder.load(path: path, displayPath: shown, fakes: { fakes?.sample(for: $0) }) else {
            console.err("\(shown): note: the spec does not read as a spec (`scaffold screen \(screen) --check` says why), so it is not updated")
            return nil
        }
        return spec.screen.text == screen ? (path, bytes, spec) : nil
    }
}
