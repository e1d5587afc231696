import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Writes additions into an existing screen, for `scaffold add` and for `scaffold screen`
/// on a screen that exists: the editor's insertions, one plan for every file, and the
/// call sites scaffold leaves to a person.
public enum ScreenUpdate {
    /// The settings the screen's code was written with (its style, test framework and
    /// module win over the config's).
    public static func settings(for code: ScreenCode, config: ScaffoldConfig, fakes: [String: FakeDependency] = [:]) -> ScreenSettings {
        var settings = ScreenSettings(module: code.module ?? config.module ?? ScaffoldConfig.inferModule(sources: config.resolve(config.sources), root: config.root))
        settings.platform = config.platform ?? .standard
        settings.previews = code.previews ?? config.previews ?? .macro
        settings.style = code.style
        settings.testing = code.testing ?? config.testing ?? .xctest
        // The tests scaffold adds are written like those in the file: exhaustive only
        // where the file has the `Outputs` snapshot.
        settings.testStyle = code.testStyle ?? config.testStyle ?? .exhaustive
        settings.naming = config.naming
        settings.fakes = fakes
        return settings
    }

    /// A file a command changes beside the screen's (its spec), and the bytes the change was
    /// computed from.
    public struct FileEdit {
        /// The file.
        public var path: String
        /// Its new bytes.
        public var bytes: [UInt8]
        /// The bytes read.
        public var expecting: [UInt8]

        /// A change of the file at `path` to `bytes`, computed from `expecting`.
        public init(path: String, bytes: [UInt8], expecting: [UInt8]) {
            self.path = path
            self.bytes = bytes
            self.expecting = expecting
        }
    }

    /// The plan that applies `additions` to `code` (whose spec plus the additions is
    /// `spec`), with `also` in the same write; the editor's notes, and the constructions
    /// it leaves to a person, are printed.
    public static func plan(_ additions: ScreenEditor.Additions, to code: ScreenCode, spec: ScreenSpec, config: ScaffoldConfig,
                            also: [FileEdit] = [], fakes: [String: FakeDependency] = [:], fakeFiles: [(path: String, contents: String)] = [],
                            console: Console) throws -> FilePlan {
        let templates = try config.loadTemplates()
        var screenSettings = settings(for: code, config: config, fakes: fakes)
        // The snapshot comes with exhaustive tests: the new tests of this edit are too.
        if additions.outputsSnapshot { screenSettings.testStyle = .exhaustive }
        var editor = try ScreenEditor(code: code, spec: spec, settings: screenSettings, templates: templates)
        editor.hasSpec = ((try? config.specFile(for: code.name)) ?? nil) != nil
        let catalogs = changesInit(additions, of: code) ? previewCatalogs(building: code, config: config) : []
        editor.alsoGiveSamples(in: catalogs)
        let result: ScreenEditor.Result
        do {
            result = try editor.apply(additions)
        } catch let failure as ScreenEditor.Failure {
            throw InputError(failure.message)
        }
        var plan = config.plan()
        for file in result.files {
            plan.add(path: file.path, bytes: file.bytes, expecting: .some(code.bytes(at: file.path) ?? catalogs.first { $0.path == file.path }?.bytes))
        }
        for edit in also { plan.add(path: edit.path, bytes: edit.bytes, expecting: .some(edit.expecting)) }
        // The fakes the new async actions test with: written, or rewritten when scaffold wrote them.
        for file in fakeFiles { addFake(file, console: console, to: &plan) }
        for note in result.notes { console.err("note: \(note)") }
        listOtherConstructions(for: additions, of: code, config: config, console: console)
        return plan
    }

    /// A fake a screen's tests use, added to `plan`: written when it is new, rewritten when
    /// scaffold wrote it (it follows its protocol as the protocol is now), and kept, with a
    /// note, when a person wrote it.
    public static func addFake(_ file: (path: String, contents: String), console: Console, to plan: inout FilePlan) {
        let existing = try? FileReader.read(file.path)
        if let existing, !existing.starts(with: Array(FakeRenderer.header.utf8)) {
            console.err("\(console.display(file.path)): note: not scaffold's fake, so it is kept as it is")
            return
        }
        plan.add(path: file.path, bytes: Array(file.contents.utf8), expecting: .some(existing))
    }

    /// `generated`, with the paths of a screen that lives elsewhere beside its own files: its
    /// sources' in its view model's folder, its tests' in its tests' folder (in an Xcode
    /// project, the same target and group as the rest of the screen), not in the default
    /// folders named after the screen.
    static func besideItsFiles(_ generated: [PlannedFile], code: ScreenCode, sources: String, tests: String) -> [PlannedFile] {
        let name = code.name
        let defaults = [sources.appendingPath(name), tests.appendingPath(name)]
        let own = [code.viewModel.path.parentPath, code.tests.first.map { $0.path.parentPath }]
        return generated.map { file in
            guard let index = defaults.firstIndex(of: file.path.parentPath),
                  let actual = own[index], actual != defaults[index] else { return file }
            return PlannedFile(path: actual.appendingPath(file.path.lastPathName), file: file.file)
        }
    }

    /// A file of the screen a command would write: where, and its text, rendered when first
    /// asked for (a screen that exists needs the text of its missing files only).
    public struct PlannedFile {
        /// Where it goes.
        public var path: String
        /// The file, its text rendered on demand.
        public var file: PendingFile

        /// The file `file` at `path`.
        public init(path: String, file: PendingFile) {
            self.path = path
            self.file = file
        }

        /// A file whose text is known.
        public init(path: String, contents: String) {
            self.init(path: path, file: PendingFile(folder: .sources, name: path.lastPathName, contents: contents))
        }

        /// Its text.
        public func contents() throws -> String { try file.contents() }
    }

    /// Lists the constructions the additions' new init parameters do not reach: a new
    /// dependency (of the view model and the router), and the responder the view model's
    /// init takes with its first responder action.
    public static func listOtherConstructions(for additions: ScreenEditor.Additions, of code: ScreenCode, config: ScaffoldConfig, console: Console) {
        var passed = additions.dependencies
        // A screen of an app gets its dependencies from the container: its router's
        // constructions take none.
        var types = passed.isEmpty ? [] : [code.viewModel.name, code.sharesStack ? nil : code.router?.name].compactMap { $0 }
        if !additions.responderActions.isEmpty, code.responderActions.isEmpty {
            passed.append("responder")
            if types.isEmpty { types = [code.viewModel.name] }
        }
        guard !passed.isEmpty else { return }
        let list = passed.joined(separator: ", ")
        // A new dependency, and the responder, reach the preview catalogs' constructions (the editor edits them).
        let catalogs = previewCatalogs(building: code, config: config).map { file in
            file.path.hasPrefix(config.root + "/") ? String(file.path.dropFirst(config.root.count + 1)) : file.path
        }
        for (site, sure) in otherConstructions(of: types, in: code, config: config) where !catalogs.contains(where: { site.hasPrefix($0 + ":") }) {
            console.err(sure ? "\(site): note: this construction is not edited; pass \(list) here too"
                             : "\(site): note: this `.init(…)` may build \(types.joined(separator: " or ")); if it does, pass \(list) here too")
        }
    }

    /// Whether `additions` give the view model's init a new parameter: a dependency, or the
    /// responder that comes with its first responder action.
    static func changesInit(_ additions: ScreenEditor.Additions, of code: ScreenCode) -> Bool {
        !additions.dependencies.isEmpty || (!additions.responderActions.isEmpty && code.responderActions.isEmpty)
    }

    /// The app's preview catalogs (`<App>PreviewCatalog.swift`, written by `scaffold app`) that
    /// build the screen's view model: a new dependency reaches their constructions too.
    public static func previewCatalogs(building code: ScreenCode, config: ScaffoldConfig) -> [SourceFile] {
        let workspace = Workspace.current(root: config.root)
        let needle = Array(code.viewModel.name.utf8)
        let files = workspace.swiftFiles().filter { $0.path.hasSuffix("PreviewCatalog.swift") }
        return workspace.reading(files, where: { ScreenLocator.contains($0, needle) }).found.map { SourceFile(path: $0.0.path, bytes: $0.1) }
    }

    /// The constructions of `types` a new init parameter does not reach: every one outside
    /// the screen's own files (`file:line:column`, and whether it surely builds one of them),
    /// and, in every file that names them, `.init(…)` calls whose type scaffold cannot see.
    public static func otherConstructions(of types: [String], in code: ScreenCode, config: ScaffoldConfig) -> [(place: String, sure: Bool)] {
        let own = Set([code.viewModel.path, code.view?.path, code.router?.path].compactMap { $0 } + code.tests.map(\.path))
        let needles = types.map { Array($0.utf8) }
        var sites: [(String, Bool)] = []
        let workspace = Workspace.current(root: config.root)
        for (found, bytes) in workspace.reading(workspace.swiftFiles(), where: { bytes in needles.contains { ScreenLocator.contains(bytes, $0) } }).found {
            let file = SourceFile(path: found.path, bytes: bytes)
            let shown = found.path.hasPrefix(config.root + "/") ? String(found.path.dropFirst(config.root.count + 1)) : found.path
            var places: [(Int, Bool)] = []
            if !own.contains(found.path) { places += types.flatMap { ScreenConstructions.opening(of: $0, in: file) }.map { ($0, true) } }
            // A `.init(` scaffold reads as a construction is listed once, as sure.
            let sure = Set(places.map(\.0))
            places += Set(types.flatMap { ScreenConstructions.possible(of: $0, in: file) }).subtracting(sure).map { ($0, false) }
            for (open, sure) in places.sorted(by: { $0.0 < $1.0 }) {
                let location = file.location(of: file.tokens[open - 1])
                sites.append(("\(shown):\(location.line):\(location.column)", sure))
            }
        }
        return sites
    }

    /// `scaffold screen` (and `scaffold app`) on a screen that exists, added to `plan`: its
    /// code compared with the spec (what differs and what only the code has are reported),
    /// what the code lacks inserted, and its missing files created. With `check`, nothing is
    /// planned and the verdict is returned. `fakes` are the fakes of the spec's dependencies,
    /// which the tests of new async actions stub. `inApp`: `scaffold app` updates every
    /// screen of the app in this plan, the routers that open this one included.
    /// The inits of an existing view (as `init(mode:)`), when none of them takes the view
    /// model as `init(viewModel:)` would; nil when one does, or when the memberwise init does
    /// (no init declared, and a `viewModel` property that is not private). A view with no
    /// init and no such property (`@State private var viewModel = …`, or none of that name)
    /// gives an empty list.
    static func inits(blocking view: ScreenCode.Part, viewModel: String) -> [String]? {
        let declared = view.declaration.members.filter { $0.kind == .`init` }
        if declared.isEmpty {
            guard let property = view.declaration.members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == "viewModel" }),
                  !property.modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }) else { return [] }
            return nil
        }
        if declared.contains(where: { $0.parameters.first?.label == "viewModel" && $0.parameters.dropFirst().allSatisfy { $0.defaultValue != nil } }) { return nil }
        return declared.map { "init(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
    }

    /// The notes on the user's switches over the enums it extends (`OtherSwitches`) are said
    /// after the write (`plan.notes`); `scaffold app` takes the change instead
    /// (`switchesLater`), to note every screen's at once when it knows every edit.
    public static func addUpdate(spec: ScreenSpec, generated: [(path: String, contents: String)], config: ScaffoldConfig, sources: String, tests: String,
                          check: Bool, fakes: [String: FakeDependency] = [:], inApp: Bool = false,
                          switchesLater: ((OtherSwitches.Change) -> Void)? = nil, console: Console, to plan: inout FilePlan) throws -> Int32? {
        try addUpdate(spec: spec, planned: generated.map { PlannedFile(path: $0.path, contents: $0.contents) }, config: config, sources: sources, tests: tests,
                      check: check, fakes: fakes, inApp: inApp, switchesLater: switchesLater, console: console, to: &plan)
    }

    /// `addUpdate(spec:generated:…)` with the files the spec makes rendered only where their
    /// text is needed: the files missing, and the fakes compared with the ones there.
    public static func addUpdate(spec: ScreenSpec, planned generated: [PlannedFile], config: ScaffoldConfig, sources: String, tests: String,
                          check: Bool, fakes: [String: FakeDependency] = [:], inApp: Bool = false,
                          switchesLater: ((OtherSwitches.Change) -> Void)? = nil, console: Console, to plan: inout FilePlan) throws -> Int32? {
        let name = spec.screen.text
        let code = try ScreenLookup.read(name, config: config, console: console, sources: sources, tests: tests)
        ScreenLookup.printNotes(code, config: config, console: console)
        let generated = besideItsFiles(generated, code: code, sources: sources, tests: tests)
        // A file of the screen that is there but no longer declares its type is the user's.
        let names = ScreenLookup.names(name, config: config)
        for (type, part) in [(names.view, code.view), (names.router, code.router)] where part == nil {
            guard let file = generated.first(where: { $0.path.lastPathName == type + ".swift" }),
                  (try? FileStatus.entry(at: file.path)) != nil else { continue }
            console.err("\(console.display(file.path)): note: it does not declare \(type), so scaffold leaves it as it is (--force rewrites it from the spec)")
        }
        let comparison = SpecComparison(wanted: spec, code: code.spec(file: code.viewModel.file.path).spec)
        // What the code has that the spec does not, and what differs, in the code's order.
        var messages: [(SourceLocation, String)] = comparison.extras.map { extra in
            (extra.location, "note: the code has the \(extra.description), which the spec does not; it is left as it is")
        }
        for difference in comparison.differences {
            let specAt = difference.spec
            messages.append((difference.code, "warning: \(difference.message) (the spec: \(specAt.file):\(specAt.line):\(specAt.column)); scaffold does not change it"))
        }
        for (location, message) in messages.sorted(by: { $0.0 < $1.0 }) {
            console.err("\(ScreenLookup.place(location, config: config, console: console)): \(message)")
        }
        // A file is missing when neither it nor what it holds is found elsewhere (a
        // hand-written screen keeps its tests where its team likes).
        let testNames = code.tests.map { String(decoding: $0.file.bytes, as: UTF8.self) }
        func foundElsewhere(_ path: String) -> Bool {
            switch path.lastPathName {
            case names.viewModel + ".swift": return true
            case names.view + ".swift": return code.view != nil
            case names.router + ".swift": return code.router != nil
            case names.viewModel + "Tests.swift": return testNames.contains { $0.contains(names.viewModel) }
            case names.router + "Tests.swift": return code.router != nil && testNames.contains { $0.contains(names.router) }
            default: return false
            }
        }
        let missing = generated.filter { (try? FileStatus.entry(at: $0.path)) == nil && !foundElsewhere($0.path) }
        // A new router builds the screen's view as scaffold writes views: `View(viewModel:)`.
        // A view of the app's own that cannot be built so would leave a router that does not
        // compile: refused, with what the view needs.
        if !check, let view = code.view, missing.contains(where: { $0.path.lastPathName == names.router + ".swift" }),
           let inits = inits(blocking: view, viewModel: code.viewModel.name) {
            let place = SourceLocation(file: console.display(view.path), line: view.declaration.line, column: view.declaration.column)
            throw DiagnosticError(place, "the router scaffold writes builds `\(view.name)(viewModel: router.viewModel)`, "
                + "but \(view.name) \(inits.isEmpty ? "takes its view model in no init" : "has no init that takes its view model (\(inits.joined(separator: ", ")))"): "
                + "add `init(viewModel: \(code.viewModel.name))` to \(view.name), or write \(names.router) by hand")
        }
        // The fakes scaffold wrote follow their protocols: one whose protocol changed since
        // (a requirement the spec's new call awaits) is rewritten, as `add` and `fake` do.
        // (A file of the screen's own, which its code holds, is looked at in those bytes; a
        // file is rendered only when what is there is a fake.)
        let header = Array(FakeRenderer.header.utf8)
        let staleFakes = try generated.filter { file in
            guard let bytes = (file.file.isRendered ? nil : code.bytes(at: file.path)) ?? (try? FileReader.read(file.path)),
                  bytes.starts(with: header) else { return false }
            let contents = try file.contents()
            return contents.hasPrefix(FakeRenderer.header) && bytes != Array(contents.utf8)
        }
        // A test scaffold skipped when it had no fake for an async call is replaced by the
        // action's tests once the fake exists (the skipped one is scaffold's own lines).
        let pending = PendingFakeTests.replaceable(in: code, spec: spec, fakes: fakes)
        if check {
            let additions = comparison.additions
            let count = additions.dependencies.count + additions.outputs.count + additions.actions.count + additions.responderActions.count + additions.routes.count
                + pending.count
            guard comparison.agrees, missing.isEmpty, staleFakes.isEmpty, pending.isEmpty else {
                for file in missing { console.err("\(console.display(file.path)): note: missing; `scaffold screen \(name)` creates it") }
                for file in staleFakes { console.err("\(console.display(file.path)): note: the fake no longer follows its protocol; `scaffold screen \(name)` rewrites it") }
                for test in pending { console.err("\(console.display(test.path)):\(test.line): note: a test scaffold skipped for want of a fake, which exists now; `scaffold screen \(name)` writes the real one in its place") }
                let stale = staleFakes.isEmpty ? "" : ", \(staleFakes.count) stale fake\(staleFakes.count == 1 ? "" : "s")"
                console.err("\(name) and its spec disagree: \(count) to add, \(comparison.extras.count) only in the code, \(comparison.differences.count) different, \(missing.count) missing file\(missing.count == 1 ? "" : "s")\(stale). `scaffold screen \(name) --diff` shows the changes.")
                return ExitCode.findings
            }
            console.err("\(name) agrees with its spec.")
            return ExitCode.success
        }
        let templates = try config.loadTemplates()
        // The fakes the spec's async actions are tested with: a new one's test stubs them.
        let editorSettings = settings(for: code, config: config, fakes: fakes)
        let catalogs = changesInit(comparison.additions, of: code) ? previewCatalogs(building: code, config: config) : []
        var additions = comparison.additions
        for action in pending.map(\.action) where !additions.actions.contains(action) && !additions.tests.actions.contains(action) {
            additions.tests.actions.append(action)
        }
        var result = ScreenEditor.Result()
        // A screen with nothing to add is not rendered again to be edited.
        if ScreenEditor.hasWork(additions, code: code, spec: spec, settings: editorSettings, childHandlerCases: inApp) {
            var editor = try ScreenEditor(code: code, spec: spec, settings: editorSettings, templates: templates)
            editor.alsoGiveSamples(in: catalogs)
            // `scaffold app` updates every screen the router opens in the same write.
            editor.addsChildHandlerCases = inApp
            do {
                result = try editor.apply(additions)
            } catch let failure as ScreenEditor.Failure {
                throw InputError(failure.message)
            }
        }
        for note in result.notes { console.err("note: \(note)") }
        listOtherConstructions(for: comparison.additions, of: code, config: config, console: console)
        var edited = Dictionary(result.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for test in pending {
            guard let bytes = edited[test.path] ?? code.bytes(at: test.path), let without = PendingFakeTests.removing(test, from: bytes) else { continue }
            edited[test.path] = without
        }
        for catalog in catalogs {
            if let bytes = edited[catalog.path] { plan.add(path: catalog.path, bytes: bytes, expecting: .some(catalog.bytes)) }
        }
        for file in generated {
            if let bytes = edited[file.path] {
                plan.add(path: file.path, bytes: bytes, expecting: .some(code.bytes(at: file.path)))
            } else if missing.contains(where: { $0.path == file.path }) {
                plan.add(path: file.path, bytes: Array(try file.contents().utf8), expecting: .some(nil))
            } else if staleFakes.contains(where: { $0.path == file.path }), let bytes = try? FileReader.read(file.path) {
                plan.add(path: file.path, bytes: Array(try file.contents().utf8), expecting: .some(bytes))
            } else if let bytes = try? FileReader.read(file.path) {
                plan.add(path: file.path, bytes: bytes)
            }
        }
        let paths = result.files.map(\.path) + pending.map(\.path).filter { path in !result.files.contains { $0.path == path } }
        // The catalogs are planned above, each once, with the bytes they were read with.
        for path in paths where !generated.contains(where: { $0.path == path }) && !catalogs.contains(where: { $0.path == path }) {
            guard let bytes = edited[path] else { continue }
            plan.add(path: path, bytes: bytes, expecting: .some(code.bytes(at: path)))
        }
        // The screen's files that live elsewhere are reported too (as unchanged, when no
        // edit touched them).
        for part in [code.viewModel, code.view, code.router].compactMap({ $0 })
        where !generated.contains(where: { $0.path == part.path }) && edited[part.path] == nil {
            plan.add(path: part.path, bytes: part.file.bytes)
        }
        // The routers of the screens that open it handle what it passes up (`scaffold app`,
        // `inApp`, edits them as it updates each of them).
        var parentRouters: Set<String> = []
        if !inApp, code.sharesStack, !comparison.additions.responderActions.isEmpty {
            parentRouters = ParentHandlers.add(child: spec, settings: settings(for: code, config: config, fakes: fakes), childRouter: code.router?.name,
                                               config: config, console: console, to: &plan)
        }
        // A `switch` of the user's over an enum the spec now extends, which this write does
        // not edit, is named, as `scaffold add` names it: it would not compile otherwise.
        let change = OtherSwitches.Change(comparison.additions, in: code, alsoEdited: parentRouters)
        if let switchesLater {
            switchesLater(change)
        } else {
            plan.notes += OtherSwitches.notes([change], config: config, display: console.display)
        }
        return nil
    }
}
