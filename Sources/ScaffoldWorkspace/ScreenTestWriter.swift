import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `lint --fix` for `untested_action`, `untested_responder_action` and `untested_route`:
/// reads each screen from its code, and where the handling of the untested case reduces
/// to an effect, writes the test `scaffold screen` would write for it (same name, same
/// assertions, same samples) into the screen's test file, as `scaffold add` does. Where
/// it cannot tell what to assert, the finding stays, with why.
public struct ScreenTestWriter: MissingTestWriter {
    /// The repository's config: naming, folders, templates.
    public let config: ScaffoldConfig
    /// The templates tests are rendered with.
    public let templates: TemplateSet

    /// A writer for the repository of `config`, rendering with `templates`.
    public init(config: ScaffoldConfig, templates: TemplateSet) {
        self.config = config
        self.templates = templates
    }

    /// What an untested finding is about.
    enum Kind {
        /// `untested_action`.
        case action
        /// `untested_responder_action`.
        case responder
        /// `untested_route`.
        case route
    }

    /// What the writer reads of a repository in one state of its files: the files by the
    /// path findings name them with, the workspace the screens are looked for in, and each
    /// screen asked about, located and read once. A caller that asks for tests one finding
    /// at a time (the editor, for each code action) keeps one until a file changes, so the
    /// repository is walked and a screen read once, not once per finding.
    public final class Reading {
        /// The files, by absolute path.
        let sources: [String: SourceFile]
        /// The absolute path of each file, by the path its findings name it with.
        let byDisplay: [String: String]
        /// The workspace the screens are located in: the files as `sources` hold them.
        let workspace: Workspace
        fileprivate var screens: [String: Screen] = [:]

        /// A screen as the tests need it: its code and its spec (the spec file's samples
        /// added), or why no test of it can be written.
        fileprivate enum Screen {
            case ready(ScreenCode, ScreenSpec)
            case left(String)
            case failed
        }

        /// How many screens were located and read (the editor's tests count them).
        package fileprivate(set) var screensRead = 0

        /// The reading of `sources` (by absolute path; an editor's buffers first: the edit
        /// must fit the text it will be applied to).
        public init(root: String, sources: [String: SourceFile]) {
            self.sources = sources
            byDisplay = Dictionary(sources.map { ($0.value.path, $0.key) }, uniquingKeysWith: { first, _ in first })
            workspace = Workspace(root: root, buffers: sources.mapValues(\.bytes))
        }
    }

    /// The reading of `sources` for this writer's repository.
    public func reading(_ sources: [String: SourceFile]) -> Reading {
        Reading(root: config.root, sources: sources)
    }

    /// The tests for `findings`, screen by screen, and the findings left with why.
    public func tests(for findings: [LintFinding], sources: [String: SourceFile]) -> MissingTests {
        tests(for: findings, in: reading(sources))
    }

    /// The tests for `findings`, reading the repository as `reading` holds it (and adding to
    /// it the screens it reads).
    public func tests(for findings: [LintFinding], in reading: Reading) -> MissingTests {
        var result = MissingTests()
        var screens: [String] = []
        var wanted: [String: [(finding: LintFinding, kind: Kind, name: String)]] = [:]
        func leave(_ finding: LintFinding, _ reason: String) {
            result.notFixed.append(Diagnostic(finding.diagnostic.location, .warning, "not fixed: " + reason, ruleID: finding.rule))
        }
        for finding in findings {
            guard let path = reading.byDisplay[finding.diagnostic.location.file], let file = reading.sources[path], finding.token < file.tokens.count,
                  case .enumCase(let caseKind, _, let name)? = finding.finding.subject else { continue }
            let kind: Kind = switch caseKind {
            case .action: .action
            case .responderAction: .responder
            case .route: .route
            }
            let tree = SyntaxTree(file)
            guard let type = tree.declarations.first(where: { [.class, .actor].contains($0.kind) && $0.tokenRange.contains(finding.token) }),
                  let screen = screenName(of: type.name, router: kind == .route) else {
                leave(finding, "scaffold reads tests for view models and routers named as the config's naming says; write this test by hand")
                continue
            }
            if wanted[screen] == nil { screens.append(screen) }
            wanted[screen, default: []].append((finding, kind, name))
        }
        for screen in screens {
            let items = wanted[screen] ?? []
            let prepared = reading.screens[screen] ?? read(screen, in: reading)
            reading.screens[screen] = prepared
            let code: ScreenCode, spec: ScreenSpec
            switch prepared {
            case .failed: continue
            case .left(let reason):
                for item in items { leave(item.finding, reason) }
                continue
            case .ready(let readCode, let readSpec):
                (code, spec) = (readCode, readSpec)
            }
            var additions = ScreenEditor.Additions()
            for item in items {
                switch item.kind {
                case .action:
                    guard let reason = untestable(code.actions.first { $0.declaration.name == item.name }, what: "`send(.\(item.name))`", handler: "reducer case") else {
                        additions.tests.actions.append(item.name)
                        continue
                    }
                    leave(item.finding, reason)
                case .responder:
                    guard let reason = untestable(code.responderActions.first { $0.declaration.name == item.name }, what: "the router's handling of .\(item.name)",
                                                  handler: "case in the router's handle(_:)") else {
                        additions.tests.responderActions.append(item.name)
                        continue
                    }
                    leave(item.finding, reason)
                case .route:
                    additions.tests.routes.append(item.name)
                }
            }
            guard !additions.isEmpty else { continue }
            if let missing = missingSample(for: additions, in: spec) {
                for item in items { leave(item.finding, "no sample value for the type '\(missing)', which the test needs; add it under `samples:` in the screen's spec, then run --fix again") }
                continue
            }
            do {
                var editor = try ScreenEditor(code: code, spec: spec, settings: ScreenUpdate.settings(for: code, config: config), templates: templates)
                let edit = try editor.apply(additions)
                result.files += edit.files
            } catch let failure as ScreenEditor.Failure {
                for item in items { leave(item.finding, failure.message) }
            } catch {
                for item in items { leave(item.finding, "\(error)") }
            }
        }
        return result
    }

    /// `screen` located in `reading`'s workspace and read, with its spec (the spec file's
    /// samples added to what the code says), or why its tests cannot be written.
    private func read(_ screen: String, in reading: Reading) -> Reading.Screen {
        reading.screensRead += 1
        let code: ScreenCode
        do {
            var locator = ScreenLookup.locator(config)
            locator.workspace = reading.workspace
            let files = try locator.locate(screen, names: ScreenLookup.names(screen, config: config))
            code = ScreenReader.read(files, name: screen)
        } catch let error as ScreenLocator.NotFound {
            return .left(error.message)
        } catch {
            return .failed
        }
        guard !code.tests.isEmpty else {
            return .left("\(screen) has no test file that names \(code.viewModel.name) or its router; create one, then run --fix again")
        }
        var spec = code.spec(file: code.viewModel.file.path).spec
        if let path = try? config.specFile(for: screen), let fileSpec = try? SpecDecoder.load(path: path, displayPath: path) {
            for sample in fileSpec.samples where !spec.samples.contains(where: { $0.type == sample.type }) { spec.samples.append(sample) }
        }
        return .ready(code, spec)
    }

    /// Why a case's test cannot be written, or nil when its handling is an effect.
    func untestable(_ item: ScreenCode.Case?, what: String, handler: String) -> String? {
        guard let item else { return "scaffold could not read this case; write its test by hand" }
        switch item.behaviour {
        case .effect: return nil
        case .none: return "\(what) does nothing yet (its \(handler) is empty or a TODO); implement it, then write its test"
        case .custom: return "\(what) runs code of its own, so scaffold cannot tell what to assert; write this test by hand"
        case .unhandled: return "\(what) has no \(handler) of its own (a `default:` handles it), so scaffold cannot tell what to assert; write this test by hand"
        }
    }

    /// The first type a test to add needs a sample of and `spec` has none for.
    func missingSample(for additions: ScreenEditor.Additions, in spec: ScreenSpec) -> String? {
        let samples = SampleValues(spec.samples)
        var types = spec.dependencies.map(\.type)
        types += additions.tests.actions.compactMap { spec.action(named: $0) }.flatMap { $0.declaration.parameters.map(\.type) }
        types += additions.tests.responderActions.compactMap { spec.responderAction(named: $0) }.flatMap { $0.declaration.parameters.map(\.type) }
        types += additions.tests.routes.compactMap { spec.route(named: $0) }.flatMap { $0.parameters.map(\.type) }
        return types.first { samples.expression(for: $0) == nil }
    }

    /// The screen a view model (or, for routes, a router) of this name belongs to, by the
    /// config's naming.
    func screenName(of type: String, router: Bool) -> String? {
        let pattern = router ? config.naming.router : config.naming.viewModel
        guard let marker = pattern.range(of: "{name}") else { return nil }
        let prefix = String(pattern[..<marker.lowerBound]), suffix = String(pattern[marker.upperBound...])
        guard type.hasPrefix(prefix), type.hasSuffix(suffix), type.count > prefix.count + suffix.count else { return nil }
        return String(type.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
