import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold add`: what adding actions, outputs, dependencies, responder actions or routes
/// to an existing screen changes, in place: the screen's files (as `scaffold screen` would
/// write the additions), its spec file, and the fakes the new tests use.
public enum ScreenAddition {
    /// The changes an addition plans.
    public struct Planned {
        /// Every file that changes, or none.
        public var plan: FilePlan
        /// The screen, as read before the addition.
        public var code: ScreenCode
        /// What is added.
        public var additions: ScreenEditor.Additions
        /// The routers of the screens that open it whose handlers of what it passes up the
        /// plan edits (`ParentHandlers`).
        public var parentRouters: Set<String> = []

        /// After the plan is written: a note for every `switch` over an enum the addition
        /// extends that `add` does not edit (`OtherSwitches`).
        public func noteOtherSwitches(config: ScaffoldConfig, console: Console) {
            OtherSwitches.note(additions, in: code, alsoEdited: parentRouters, config: config, console: console)
        }
    }

    /// The plan that adds what `flags` (the spec node of the additions, built for the
    /// screen's name) asks to the screen named by `target` (its name, or its view model's
    /// file); nil, with a message, when there is nothing to add. Notes go to `console`.
    public static func plan(_ target: String, flags node: (String) throws -> Node, exhaustiveTests: Bool = false, config: ScaffoldConfig, console: Console) throws -> Planned? {
        let code = try ScreenLookup.read(target, config: config, console: console)
        ScreenLookup.printNotes(code, config: config, console: console)
        var existing = code.spec(file: code.viewModel.file.path).spec
        // The screen's spec file, kept up to date; its samples serve the new tests too.
        let fakes = ScreenFakes(config: config, console: console, sources: config.resolve(config.sources))
        let specFile = try config.specFile(for: code.name).flatMap { readSpecFile($0, screen: code.name, console: console, fakes: fakes) }
        for sample in specFile?.spec.samples ?? [] where !existing.samples.contains(where: { $0.type == sample.type }) {
            existing.samples.append(sample)
        }
        // An `await` effect's task reads back from the code as code of its own: the spec file
        // says what it is, so that a new action that sends it is tested with that effect (it
        // got a skipped test saying to write it by hand).
        if let file = specFile?.spec {
            for index in existing.actions.indices where existing.actions[index].isHandledInCode && existing.actions[index].effect == nil {
                let action = existing.actions[index]
                guard let written = file.action(named: action.declaration.name), case .call? = written.effect,
                      written.declaration.normalizedTypes == action.declaration.normalizedTypes else { continue }
                existing.actions[index].effect = written.effect
                existing.actions[index].isHandledInCode = false
            }
        }
        let flags = try node(code.name)
        var (merged, present) = try SpecMerge.merge(flags, into: existing, code: code, fakes: { fakes.sample(for: $0) })
        for item in present { console.err("\(item) is already there; it is left as it is.") }
        if code.sharesStack {
            merged = try inAppNavigation(merged, existing: &existing, specFile: specFile?.spec, config: config, console: console, fakes: { fakes.sample(for: $0) })
        }
        var comparison = SpecComparison(wanted: merged, code: existing)
        if exhaustiveTests {
            switch code.testStyle {
            case .exhaustive?: console.err("The tests of \(code.viewModel.name) have the Outputs snapshot already; it is left as it is.")
            case nil: console.err("note: \(code.viewModel.name) has no test type to add the Outputs snapshot to; `scaffold screen \(code.name)` writes its tests, exhaustive")
            case .focused?: comparison.additions.outputsSnapshot = true
            }
        }
        guard !comparison.additions.isEmpty else {
            console.err("Nothing to add to \(code.name).")
            return nil
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
        // Async actions are tested with fakes of their dependencies' protocols.
        var settings = ScreenUpdate.settings(for: code, config: config)
        var needed = merged
        let addedTypes = Set(merged.dependencies.filter { comparison.additions.dependencies.contains($0.name.text) }.map(\.type))
        needed.fakedTypes = merged.fakedTypes.filter(addedTypes.contains)
        let fakeFiles = try fakes.prepare(needed, settings: &settings, additions: comparison.additions)
        var plan = try ScreenUpdate.plan(comparison.additions, to: code, spec: merged, config: config, also: also, fakes: settings.fakes, fakeFiles: fakeFiles,
                                         console: console)
        // A screen of an app takes a new dependency from the container, which gains it (and
        // the entry point builds it with a stand-in the note asks to replace).
        if code.sharesStack, !comparison.additions.dependencies.isEmpty, var flow = try FlowScreens.flow(of: merged, config: config, console: console, fakes: { fakes.sample(for: $0) }) {
            flow.screens[merged.screen.text] = merged
            let sources = ((code.viewModel.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            try flow.addContainer(sources: sources, templates: try config.loadTemplates(), console: console, to: &plan)
        }
        // The routers of the screens that open it handle what it passes up: a new responder
        // action is a case their switches need, or their `default:`.
        var parentRouters: Set<String> = []
        if code.sharesStack, !comparison.additions.responderActions.isEmpty {
            parentRouters = ParentHandlers.add(child: merged, settings: ScreenUpdate.settings(for: code, config: config), childRouter: code.router?.name, config: config,
                               console: console, fakes: { fakes.sample(for: $0) }, to: &plan)
        }
        return Planned(plan: plan, code: code, additions: comparison.additions, parentRouters: parentRouters)
    }

    /// A screen whose router pushes onto a shared stack (a screen of an app) is rendered as
    /// one: with its container, its inputs (which the code reads as init parameters like
    /// dependencies) and the routes to screens its spec file names, and knowing the specs of
    /// the screens it opens.
    static func inAppNavigation(_ merged: ScreenSpec, existing: inout ScreenSpec, specFile: ScreenSpec?, config: ScaffoldConfig, console: Console,
                                fakes: @escaping @Sendable (String) -> String?) throws -> ScreenSpec {
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
                                          module: merged.module ?? config.module, config: config, console: console, fakes: fakes)
        return loaded[name] ?? merged
    }

    /// The spec file at `path` when it reads as the spec of `screen`; nil, with a note when
    /// it does not read, otherwise.
    public static func readSpecFile(_ path: String, screen: String, console: Console, fakes: ScreenFakes? = nil) -> (path: String, bytes: [UInt8], spec: ScreenSpec)? {
        let shown = console.display(path)
        guard let bytes = try? FileReader.read(path), let spec = try? SpecDecoder.load(path: path, displayPath: shown, fakes: { fakes?.sample(for: $0) }) else {
            console.err("\(shown): note: the spec does not read as a spec (`scaffold screen \(screen) --check` says why), so it is not updated")
            return nil
        }
        return spec.screen.text == screen ? (path, bytes, spec) : nil
    }
}
