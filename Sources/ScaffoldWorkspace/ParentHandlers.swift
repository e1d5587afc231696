import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The routers of the screens that open a screen whose `ResponderAction` gains cases
/// (`scaffold add --responder`, `scaffold screen` on the child): each one's handler of what
/// the screen passes up (`func handle(_ action: ChildViewModel.ResponderAction)`) gets the
/// cases and `default:` generation now renders, in the same write (`scaffold app` edits
/// them as it updates each parent, `ScreenEditor.addChildHandlerCases`).
public enum ParentHandlers {
    /// Adds to `plan` the edits of every router, other than `child`'s own (`childRouter`),
    /// with a handler of `child`'s responder actions: found by reading the repository's
    /// Swift files. A parent's spec (its spec file, read with `child` as it is now) gives the
    /// effect of a passed-up case (`route.case -> effect`); without one, a case is rendered
    /// as one the parent does not answer. A file the plan holds already is edited on top of
    /// its planned bytes, and planned once. Returns the paths of the files edited.
    @discardableResult
    public static func add(child: ScreenSpec, settings: ScreenSettings, childRouter: String?, config: ScaffoldConfig, console: Console,
                           fakes: @escaping @Sendable (String) -> String? = { _ in nil }, to plan: inout FilePlan) -> Set<String> {
        guard !child.responder.isEmpty else { return [] }
        let name = child.screen.text
        let childViewModel = settings.typeName(config.naming.viewModel, screen: name)
        let workspace = Workspace.current(root: config.root)
        let found = workspace.reading(workspace.swiftFiles()) { ChildHandlerEditor.mayHandle(childViewModel, in: $0) }.found
        let unanswered = ChildHandlerEditor.unanswered(child: child, settings: settings)
        var editedPaths: Set<String> = []
        for (entry, read) in found {
            let path = entry.path
            let standard = (path as NSString).standardizingPath
            let planned = plan.items.first { $0.path == path || $0.path == standard || $0.target == path }
            let base = planned?.bytes ?? read
            let file = SourceFile(path: path, bytes: base)
            let types = ChildHandlerEditor.handlingTypes(childViewModel, in: file, excludingType: childRouter)
            guard let parentType = types.first else { continue }
            let handler = appRendered(router: parentType, child: child, settings: settings, config: config, console: console)
                ?? parentScreen(of: parentType, config: config).flatMap { parent in
                    rendered(parent: parent, child: child, config: config, console: console, fakes: fakes)
                } ?? unanswered
            guard let edited = ChildHandlerEditor.edit(base, path: path, handler: handler, excludingType: childRouter) else { continue }
            let expecting = planned.map { $0.existingBytes } ?? read
            if planned != nil { _ = plan.removeItem(at: planned?.path ?? path) }
            plan.add(path: path, bytes: edited, expecting: .some(expecting))
            editedPaths.insert(path)
            if let parent = parentScreen(of: parentType, config: config) {
                editedPaths.formUnion(qualifyOwnCalls(of: parent, childCases: Set(child.responder.map(\.declaration.name)), config: config, console: console, plan: &plan))
            }
        }
        return editedPaths
    }

    /// The parent's router tests that call `sut.handle(.saved)` for a case of its own that the
    /// child's `ResponderAction`, which its router also handles, now has too: each call is
    /// named in full (`OwnCaseCalls`), on top of what the plan holds for the file. Returns the
    /// paths edited.
    static func qualifyOwnCalls(of parent: String, childCases: Set<String>, config: ScaffoldConfig, console: Console, plan: inout FilePlan) -> Set<String> {
        guard let code = try? ScreenLookup.read(parent, config: config, console: console), let router = code.router else { return [] }
        let shared = Set(code.responderActions.map(\.declaration.name)).intersection(childCases)
        guard !shared.isEmpty else { return [] }
        var edited: Set<String> = []
        for test in code.tests {
            let planned = plan.items.first { $0.path == test.path || $0.target == test.path }
            let base = planned?.bytes ?? test.file.bytes
            guard ScreenLocator.contains(base, Array(router.name.utf8)) else { continue }
            let edits = OwnCaseCalls.qualifications(in: SourceFile(path: test.path, bytes: base), names: shared, viewModel: code.viewModel.name)
            guard !edits.isEmpty, let bytes = SourceEdit.apply(edits, to: base), bytes != base else { continue }
            let expecting = planned.map { $0.existingBytes } ?? test.file.bytes
            if planned != nil { _ = plan.removeItem(at: planned?.path ?? test.path) }
            plan.add(path: test.path, bytes: bytes, expecting: .some(expecting))
            edited.insert(test.path)
        }
        return edited
    }

    /// The screen whose router is `type`, by the config's naming.
    static func parentScreen(of type: String, config: ScaffoldConfig) -> String? {
        let pattern = config.naming.router
        guard let marker = pattern.range(of: "{name}") else { return nil }
        let prefix = String(pattern[..<marker.lowerBound]), suffix = String(pattern[marker.upperBound...])
        guard type.count > prefix.count + suffix.count, type.hasPrefix(prefix), type.hasSuffix(suffix) else { return nil }
        return String(type.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The handler the spec of `parent` renders for what `child` passes up; nil when the
    /// parent has no spec that reads, or its spec does not open `child`.
    static func rendered(parent: String, child: ScreenSpec, config: ScaffoldConfig, console: Console, fakes: @escaping @Sendable (String) -> String?) -> ChildHandlerEditor.Rendered? {
        guard let file = try? config.specFile(for: parent), (try? config.checkRead(file, through: .specs, what: "spec")) != nil,
              let loaded = try? FlowScreens.load(roots: [(parent, SourceLocation(file: file, line: 1, column: 1))], given: [child.screen.text: child],
                                                 container: child.container ?? "Services", module: child.module ?? config.module, config: config,
                                                 console: console, fakes: fakes),
              let spec = loaded[parent] else { return nil }
        let module = spec.module ?? config.module ?? ScaffoldConfig.inferModule(sources: config.resolve(config.sources), root: config.root)
        return ChildHandlerEditor.rendered(parent: spec, settings: FlowScreens.settings(module: module, spec: spec, config: config), child: child.screen.text)
    }

    /// The handler an app's root router (`<App>Router`, of an app spec in the spec folder)
    /// renders for what `child`, one of its flows' or tabs' screens, passes up, as
    /// `scaffold app` writes it (`AppRenderer.handlers`): a flow switch the app spec gives,
    /// else a TODO naming the flow or tab; nil when `router` is no app's root.
    static func appRendered(router: String, child: ScreenSpec, settings: ScreenSettings, config: ScaffoldConfig, console: Console) -> ChildHandlerEditor.Rendered? {
        let folder = config.resolve(config.specs)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".app.yml") || $0.hasSuffix(".app.yaml") }.sorted()
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let app = try? AppSpec.load(path: path, displayPath: console.display(path)), router == "\(app.name)Router" else { continue }
            let owners = app.rootScreens.filter { $0.screen == child.screen.text }.map(\.owner)
            guard let owner = owners.first else { return nil }
            let cases = child.responder.filter { $0.effect == .up }.map { entry -> ChildHandlerEditor.Rendered.Case in
                let name = entry.declaration.name
                if let handler = app.handlers.first(where: { owners.contains($0.route) && $0.entry.declaration.name == name }), case .flow(let target)? = handler.entry.effect {
                    return ChildHandlerEditor.Rendered.Case(name: name, pattern: ".\(name)", body: ["switchTo(.\(target))"])
                }
                return ChildHandlerEditor.Rendered.Case(name: name, pattern: ".\(name)", body: ["// TODO: handle .\(name) from .\(owner)", "break"])
            }
            return ChildHandlerEditor.Rendered(childViewModel: settings.typeName(config.naming.viewModel, screen: child.screen.text), cases: cases,
                                               responderCount: child.responder.count)
        }
        return nil
    }
}
