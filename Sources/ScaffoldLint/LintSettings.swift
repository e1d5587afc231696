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
    /// Member accesses that reach a singleton (`.shared`, `UserDefaults.standard`).
    public var singletons = [".shared", ".standard", ".default", ".sharedInstance"]
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

    /// The severity a rule runs at, or nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let configured = severities[rule.id] { return configured }
        return rule.severity
    }

    /// Whether `path` is a test file.
    public func isTestPath(_ path: String) -> Bool { conventions.isTestPath(path) }
    /// Whether a class is a view model.
    public func isViewModel(_ declaration: Declaration) -> Bool { conventions.isViewModel(declaration) }
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
