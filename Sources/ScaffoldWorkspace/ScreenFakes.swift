import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The fakes a screen's generation uses: for each dependency whose protocol the sources
/// declare and scaffold can fake, when the spec gives no sample for it or calls it
/// asynchronously. The protocols are read once, and only when a dependency needs them.
public final class ScreenFakes: @unchecked Sendable {
    /// The config: the fakes' folder and naming.
    public let config: ScaffoldConfig
    /// Where paths are shown relative to.
    public let console: Console
    /// The folder the protocols are read from: the screen's sources folder.
    public let sources: String
    private var built: ProtocolIndex?
    /// Each type looked up so far: its protocol read for a fake, or nil (read once, used by
    /// the decoder's samples and by the plan).
    private var read: [String: FakeProtocol?] = [:]
    /// The sample case of each enum type looked up so far, or nil (`sample(for:)`).
    private var enumCases: [String: String?] = [:]
    /// Held while the index is built or a type looked up: specs are decoded on every core
    /// (`FlowScreens.load`), each asking for the samples of its dependencies.
    private let lock = NSRecursiveLock()

    /// Fakes for a screen whose sources are in `sources`.
    public init(config: ScaffoldConfig, console: Console, sources: String) {
        self.config = config
        self.console = console
        self.sources = sources
    }

    /// The protocols of the module, read on first use.
    public var index: ProtocolIndex {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let index = Self.protocols(config: config, sources: sources)
        built = index
        return index
    }

    /// The protocols a fake may be made of: every one the repository declares outside its
    /// tests, those in `sources` first (a protocol declared there once is that one, whatever
    /// another module declares), so that a protocol of the module is found wherever the
    /// module keeps it. Read through the command's workspace.
    public static func protocols(config: ScaffoldConfig, sources: String) -> ProtocolIndex {
        let workspace = Workspace.current(root: config.root)
        let conventions = config.lint.settings.conventions
        return ProtocolIndex(folders: nil, preferring: [sources], workspace: workspace) { conventions.isTestPath($0, relativeTo: workspace.root) }
    }

    /// Whether the expression `sample` names `type` anywhere, as a whole word:
    /// `FakeService()`, `App.FakeService ()`, `[FakeService()][0]`, `{ FakeService() }()`.
    static func names(_ sample: String, type: String) -> Bool {
        ByteSearch.containsWord(Array(type.utf8), in: Array(sample.utf8))
    }

    /// The fake's type name for a protocol.
    public func typeName(_ type: String) -> String {
        FakeRenderer(naming: config.fakes.naming, destination: .previews).typeName(type)
    }

    /// The protocol `type` read for a fake, when the sources declare it once and it can be faked.
    public func fakeable(_ type: String) -> FakeProtocol? {
        lock.lock()
        defer { lock.unlock() }
        if let known = read[type] { return known }
        var found: FakeProtocol?
        if SwiftName.isIdentifier(type), case .success(let fake) = index.fakeable(type), fake.problems.isEmpty { found = fake }
        read[type] = .some(found)
        return found
    }

    /// The sample expression for a dependency type the spec gives none (what the decoder
    /// adds): the fake of a protocol the sources declare, or the first case without values
    /// of an enum the app declares (`AccountsListMode`: `.blocked`).
    public func sample(for type: String) -> String? {
        if fakeable(type) != nil { return typeName(type) + "()" }
        lock.lock()
        defer { lock.unlock() }
        if let known = enumCases[type] { return known }
        var found: String?
        if SwiftName.isIdentifier(type) {
            let declared = DeclarationLocator.typeDeclarations(named: [type], among: config.appCode(sources: sources), workspace: Workspace.current(root: config.root))
            found = declared.first { $0.declaration.kind == .enum }?.declaration.members.first { $0.kind == .case && $0.parameters.isEmpty }.map { "." + $0.name }
        }
        enumCases[type] = .some(found)
        return found
    }

    /// The settings' fakes and the files of the fakes a screen needs, after checking the
    /// async calls against the protocols; throws a diagnostic at the spec's place for a call
    /// the protocol does not allow, or a preview that cannot see the fake.
    /// With `additions` (`scaffold add`), only the code added is checked against the app's
    /// types (`ComparedTypes`).
    public func prepare(_ spec: ScreenSpec, settings: inout ScreenSettings, additions: ScreenEditor.Additions? = nil) throws -> [(path: String, contents: String)] {
        var needed: [String] = []
        let called = Set(spec.actions.compactMap { entry -> String? in
            guard case .call(let call)? = entry.effect else { return nil }
            return spec.dependencies.first { $0.name.text == call.dependency }?.type
        })
        for dependency in spec.dependencies where spec.fakedTypes.contains(dependency.type) || called.contains(dependency.type) {
            guard !needed.contains(dependency.type), let fake = fakeable(dependency.type) else { continue }
            needed.append(dependency.type)
            settings.fakes[dependency.type] = FakeDependency(typeName: typeName(dependency.type), fake: fake)
        }
        var problems: [Diagnostic] = []
        let destination = config.fakeDestination
        settings.fakesInPreviews = destination.previews
        if !destination.previews {
            for dependency in spec.dependencies where spec.fakedTypes.contains(dependency.type) {
                problems.append(Diagnostic(dependency.name.location, .error, "the preview builds the view model in the app target, where the fake \(typeName(dependency.type)) for the tests is not: set `fakes:` `previews: <a folder of the app target>` in \(ScaffoldConfig.fileName) (the fakes go there, inside #if DEBUG, and the tests use them too), or add a sample for \(dependency.type) under 'samples:'"))
            }
            // A sample that names the fake itself (`FakeClaimService()`) goes into the
            // preview as it is: the fake is the tests' (written there now or before), unless
            // the app's own code declares a type of that name.
            for dependency in spec.dependencies where !spec.fakedTypes.contains(dependency.type) {
                let fake = typeName(dependency.type)
                guard let sample = spec.samples.first(where: { $0.type == dependency.type })?.value, Self.names(sample, type: fake), fakeable(dependency.type) != nil,
                      DeclarationLocator.typeDeclarations(named: [fake], among: config.appCode(sources: sources), workspace: Workspace.current(root: config.root)).isEmpty
                else { continue }
                problems.append(Diagnostic(dependency.name.location, .error, "the sample of \(dependency.type) builds \(fake), the fake scaffold writes for the tests, but the preview builds the view model in the app target, which does not see it: set `fakes:` `previews: <a folder of the app target>` in \(ScaffoldConfig.fileName) (the fakes go there, inside #if DEBUG, and the tests use them too), or give \(dependency.type) a sample the app can build"))
            }
        }
        problems += checkCalls(spec, settings: settings)
        problems += ComparedTypes.problems(of: spec, additions: additions, workspace: Workspace.current(root: config.root), files: { self.config.appCode(sources: self.sources) })
        if !problems.isEmpty { throw DiagnosticError(problems) }
        guard !needed.isEmpty else { return [] }
        let renderer = FakeRenderer(naming: config.fakes.naming, destination: destination.previews ? .previews : .tests(module: settings.module),
                                    templates: try config.loadTemplates())
        return try FakeGenerator.files(for: needed, index: index, renderer: renderer, folder: destination.folder, display: console.display).files
    }

    /// The fake of each member of the container (by its name) whose type scaffold can fake.
    public func fakes(of members: [AppGenerator.Member]) -> [String: FakeDependency] {
        var result: [String: FakeDependency] = [:]
        for member in members {
            if let fake = fakeable(member.type) { result[member.name] = FakeDependency(typeName: typeName(member.type), fake: fake) }
        }
        return result
    }

    /// The files of the fakes of `types` (protocols the sources declare), where the config
    /// puts fakes.
    public func files(for types: [String], module: String) throws -> [(path: String, contents: String)] {
        guard !types.isEmpty else { return [] }
        let destination = config.fakeDestination
        let renderer = FakeRenderer(naming: config.fakes.naming, destination: destination.previews ? .previews : .tests(module: module),
                                    templates: try config.loadTemplates())
        return try FakeGenerator.files(for: types, index: index, renderer: renderer, folder: destination.folder, display: console.display).files
    }

    /// What the protocol says of each async call: the method exists, the dependency can be
    /// called from the main actor without a data race, the result fits the output, and a
    /// throwing call has somewhere to send its error.
    public func checkCalls(_ spec: ScreenSpec, settings: ScreenSettings) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for entry in spec.actions {
            guard case .call(let call)? = entry.effect, let dependency = spec.dependencies.first(where: { $0.name.text == call.dependency }),
                  let fake = settings.fakes[dependency.type]?.fake else { continue }
            let at = call.locations["dependency"] ?? entry.declaration.location
            func report(_ location: SourceLocation?, _ message: String) {
                problems.append(Diagnostic(location ?? at, .error, message))
            }
            guard let method = fake.methods.first(where: { $0.name == call.method }) else {
                report(at, "\(dependency.type) has no method '\(call.method)'\(Suggestion.didYouMean(call.method, in: fake.methods.map(\.name))) (\(console.display(fake.path)):\(fake.location.line))")
                continue
            }
            // Before Swift 6's language mode (the project's SWIFT_VERSION 5), the call compiles.
            if !fake.isSendable, fake.globalActor == nil, config.project?.buildsBeforeSwift6 != true {
                report(at, "\(dependency.type) is not Sendable, so Swift 6 refuses to call it from the view model's task (\"sending '\(call.dependency)' risks causing data races\"): declare `protocol \(dependency.type): Sendable` (\(console.display(fake.path)):\(fake.location.line)), or make it @MainActor")
            }
            if let into = call.into, let output = spec.output(named: into) {
                if let returned = method.returnType, TypeText.normalized(returned) != TypeText.normalized(output.type),
                   TypeText.wrappedOfOptional(TypeText.normalized(output.type)) != TypeText.normalized(returned) {
                    report(call.locations["into"], "'\(call.method)' returns \(returned) but the output '\(into)' is \(output.type); make them the same type")
                } else if method.returnType == nil {
                    report(call.locations["into"], "'\(call.method)' returns nothing, so there is nothing to put into '\(into)'; remove `into \(into)`")
                }
            }
            // A result kept nowhere still has to be answered by the tests' fake.
            if call.into == nil, let returned = method.returnType, SampleValues(spec.samples).expression(for: returned) == nil {
                report(at, "'\(call.dependency).\(call.method)' returns \(returned), which the test of '\(entry.declaration.name)' has the fake answer with: add a sample for \(returned) under 'samples:', or put the result into an output with `into`")
            }
            if method.throwsErrors, call.failure == nil {
                report(at, "'\(call.dependency).\(call.method)' can throw: say where the error goes with `catch ACTION` (an action that takes a String or an Error) or `catch OUTPUT`")
            } else if !method.throwsErrors, let failure = call.failure {
                report(call.locations["catch"], "'\(call.dependency).\(call.method)' does not throw, so `catch \(failure)` would never run; remove it")
            }
            if !method.isAsync {
                report(at, "'\(call.dependency).\(call.method)' is not async; `await` calls an async method (call a synchronous one from a custom action)")
            }
        }
        return problems
    }
}
