import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// What the rules run with: the repository's conventions (which declarations are view
/// models, views and routers, which files are tests), which singletons are forbidden, and
/// each rule's severity. Read from the `lint:` section of `.scaffold.yml`.
public struct LintSettings: Sendable {
    /// How the repository names and places its screens and tests.
    public var conventions = Conventions()
    /// Member accesses that reach a singleton (`.shared`, `UserDefaults.standard`), and
    /// types whose subscript does (`Defaults[]`, for `Defaults[.key]`).
    public var singletons = defaultSingletons {
        didSet {
            singletonAccessors = Self.accessors(of: singletons)
            subscriptedSingletons = Self.subscripted(in: singletons)
        }
    }
    /// `singletons` when the config names none.
    private static let defaultSingletons = [".shared", ".standard", ".default", ".sharedInstance", "Defaults[]"]
    /// The member names `singletons` treats as singletons (`shared`, `` `default` ``):
    /// worked out once, not for each file.
    private(set) var singletonAccessors = accessors(of: defaultSingletons)

    /// The types of `singletons` whose subscript reaches storage (`Defaults` for
    /// `Defaults[]`): worked out once, not for each file.
    private(set) var subscriptedSingletons = subscripted(in: defaultSingletons)

    /// The types of `Type[]` entries.
    private static func subscripted(in singletons: [String]) -> Set<String> {
        Set(singletons.filter { $0.hasSuffix("[]") }.map { String($0.dropLast(2)) })
    }

    /// The member names of `Type.member` entries, plain and in backticks.
    private static func accessors(of singletons: [String]) -> Set<String> {
        Set(singletons.flatMap { entry -> [String] in
            guard let dot = entry.lastIndex(of: "."), !entry.hasSuffix("[]") else { return [] }
            let name = String(entry[entry.index(after: dot)...])
            return [name, "`" + name + "`"]
        })
    }
    /// Singletons a view model may reach: a type (every accessor of it) or `Type.member`;
    /// `*` matches any run of characters. By default a design system's theme and a
    /// logger, which nobody injects into every view model.
    public var allowedSingletons = ["*Theme", "*ThemeManager", "*Logger", "*LoggingService"]
    /// A view model's input methods besides `send(_:)`, as `name(label:)`: its reducer
    /// under another name (`respond(to:)`) or an entry point (`receive(_:)`,
    /// `process(viewAction:)`). A method that takes the view model's `Action` and switches
    /// over it is one without being listed.
    public var reducers: [String] = []
    /// Macros or protocols (`Stateful`) that give a view model one method per `Action`
    /// case, which sends it: a view calling `viewModel.refresh()` sends `.refresh`.
    public var senders: [String] = []
    /// Types a screen view may observe besides its view model (`*` matches any run of
    /// characters); environment objects are always allowed. By default a design system's
    /// theme and styles, which are not screen state.
    public var allowedObservedTypes = ["*Theme", "*ThemeManager", "*Style"]
    /// Property wrappers that keep storage in a view (`view_no_storage`).
    public var storageWrappers = ["AppStorage", "SceneStorage", "Default"]
    /// Property wrappers that fetch a dependency from a container instead of the init
    /// (`vm_injected_dependencies`).
    public var injectionWrappers = defaultInjectionWrappers {
        didSet { injectionWrapperSet = Set(injectionWrappers) }
    }
    /// `injectionWrappers` when the config names none.
    private static let defaultInjectionWrappers = ["Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject"]
    /// `injectionWrappers` as a set: made once, not for each file.
    private(set) var injectionWrapperSet = Set(defaultInjectionWrappers)
    /// How fakes are named (`fakes: naming:` of `.scaffold.yml`): `Fake{name}` fakes the
    /// protocol `name`.
    public var fakeNaming = "Fake{name}"
    /// Severities set in the config; `nil` for a rule turned off.
    public var severities: [String: Severity?] = [:]
    /// The isolation types have by default: `MainActor` when the app builds with
    /// `-default-isolation MainActor` (Xcode's `SWIFT_DEFAULT_ACTOR_ISOLATION`, SwiftPM's
    /// `.defaultIsolation(MainActor.self)`), so a view model needs no `@MainActor` of its own;
    /// nil until set by the config or found by the lint session.
    public var defaultIsolation: String?

    /// Whether types are `@MainActor` unless they say otherwise.
    public var isMainActorByDefault: Bool { defaultIsolation == "MainActor" }

    /// The defaults.
    public init() {}

    /// Class-name suffixes that make a class a view model.
    public var viewModelSuffixes: [String] {
        get { conventions.viewModelSuffixes }
        set { conventions.viewModelSuffixes = newValue }
    }

    /// Class-name suffixes that make a class a router.
    public var routerSuffixes: [String] {
        get { conventions.routerSuffixes }
        set { conventions.routerSuffixes = newValue }
    }

    /// Path globs of test files; empty means the default.
    public var testPaths: [String] {
        get { conventions.testPaths }
        set { conventions.testPaths = newValue }
    }

    /// Type names that are never view models, routers or screen views.
    public var excludedTypes: [String] {
        get { conventions.excludedTypes }
        set { conventions.excludedTypes = newValue }
    }

    /// Property types that stand for the view model in a screen view.
    public var viewModelPropertyTypes: [String] {
        get { conventions.viewModelPropertyTypes }
        set { conventions.viewModelPropertyTypes = newValue }
    }

    /// Whether `lint.reducers` names a method `name` with these argument labels (`_` for
    /// none): an entry is `name(label:…)`, or a bare `name` for any labels.
    public func isConfiguredReducer(name: String, labels: [String]) -> Bool {
        guard !reducers.isEmpty else { return false }
        let selector = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        return reducers.contains { $0 == name || $0 == selector }
    }

    /// Whether `lint.allowedSingletons` lets a view model reach `type.member` (or the
    /// subscript of `type`, when `member` is nil).
    public func allowsSingleton(type: String, member: String?) -> Bool {
        allowedSingletons.contains { entry in
            if let member, entry.utf8.contains(UInt8(ascii: ".")) { return TypeNamePattern.matches(entry, type + "." + member) }
            return TypeNamePattern.matches(entry, type)
        }
    }

    /// Whether `lint.allowedObservedTypes` lets a screen view observe `type`.
    public func allowsObserved(_ type: String) -> Bool {
        allowedObservedTypes.contains { TypeNamePattern.matches($0, type) }
    }

    /// The severity a rule runs at, or nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let configured = severities[rule.name] { return configured }
        return rule.severity
    }

    /// Whether `path` is a test file.
    public func isTestPath(_ path: String) -> Bool { conventions.isTestPath(path) }
    /// Whether the file at `path` is a test file, its path taken relative to `root`.
    public func isTestPath(_ path: String, relativeTo root: String) -> Bool { conventions.isTestPath(path, relativeTo: root) }
    /// Whether a class is a view model the rules read: named or shaped like one, and
    /// looking like one a view could observe.
    public func isViewModel(_ declaration: Declaration) -> Bool { conventions.isViewModel(declaration, requiringShape: true) }
    /// Whether a class is a router.
    public func isRouter(_ declaration: Declaration) -> Bool { conventions.isRouter(declaration) }
    /// Whether a struct is a screen view.
    public func isScreenView(_ declaration: Declaration, knownViewModels: Set<String> = []) -> Bool {
        conventions.isScreenView(declaration, knownViewModels: knownViewModels)
    }
    /// The view-model type a stored property holds, or nil.
    public func viewModelType(of property: Declaration, knownViewModels: Set<String> = []) -> String? {
        conventions.viewModelType(of: property, knownViewModels: knownViewModels)
    }
}
