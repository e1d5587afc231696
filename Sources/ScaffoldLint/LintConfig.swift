import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The `lint:` section of `.scaffold.yml`: which files to lint, and the settings the rules
/// run with. Unknown keys and rule ids are errors that name the closest valid one.
public struct LintConfig: Sendable {
    /// The keys `lint:` may have.
    public static let keys = [
        "include", "exclude", "tests", "rules", "viewModelSuffixes", "routerSuffixes", "singletons", "defaultIsolation", "strict",
        "allowedSingletons", "reducers", "senders", "excludedTypes", "allowedObservedTypes", "viewModelPropertyTypes", "storageWrappers", "injectionWrappers",
    ]

    /// Globs of paths to lint (default: everything below the root).
    public var include: [String] = []
    /// Globs of paths to skip, besides `.build`, `DerivedData`, `Pods` and `Carthage`.
    public var exclude: [String] = []
    /// The settings the rules run with.
    public var settings = LintSettings()
    /// Whether warnings fail too, as `--strict` makes them (in a build plugin, say, where no
    /// flag can be passed).
    public var strict = false

    /// The defaults.
    public init() {}

    /// Reads a `lint:` node.
    public init(_ node: Node?) throws {
        guard let node else { return }
        var reader = NodeReader()
        guard let entries = reader.entries(node) else {
            throw DiagnosticError(node.location, "'lint' must be a map with keys \(Self.keys.joined(separator: ", "))")
        }
        reader.checkKeys(entries, known: Self.keys, prefix: "lint.", listing: "the keys are")
        for entry in entries {
            switch entry.key {
            case "include": include = reader.strings(entry.value, key: "lint.include")
            case "exclude": exclude = reader.strings(entry.value, key: "lint.exclude")
            case "tests": settings.testPaths = reader.strings(entry.value, key: "lint.tests")
            case "viewModelSuffixes": settings.viewModelSuffixes = reader.strings(entry.value, key: "lint.viewModelSuffixes")
            case "routerSuffixes": settings.routerSuffixes = reader.strings(entry.value, key: "lint.routerSuffixes")
            case "singletons": settings.singletons = reader.strings(entry.value, key: "lint.singletons")
            case "allowedSingletons": settings.allowedSingletons = reader.strings(entry.value, key: "lint.allowedSingletons")
            case "reducers": settings.reducers = reader.strings(entry.value, key: "lint.reducers")
            case "senders": settings.senders = reader.strings(entry.value, key: "lint.senders")
            case "excludedTypes": settings.excludedTypes = reader.strings(entry.value, key: "lint.excludedTypes")
            case "allowedObservedTypes": settings.allowedObservedTypes = reader.strings(entry.value, key: "lint.allowedObservedTypes")
            case "viewModelPropertyTypes": settings.viewModelPropertyTypes = reader.strings(entry.value, key: "lint.viewModelPropertyTypes")
            case "storageWrappers": settings.storageWrappers = reader.strings(entry.value, key: "lint.storageWrappers").map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
            case "injectionWrappers": settings.injectionWrappers = reader.strings(entry.value, key: "lint.injectionWrappers").map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
            case "defaultIsolation":
                let value = entry.value.scalar ?? ""
                if ["MainActor", "nonisolated"].contains(value) {
                    settings.defaultIsolation = value
                } else {
                    reader.report(entry.value.textLocation, "'\(value)' is not a default isolation\(Suggestion.didYouMean(value, in: ["MainActor", "nonisolated"])); use MainActor or nonisolated")
                }
            case "strict":
                switch entry.value.scalar {
                case "true": strict = true
                case "false": strict = false
                default: reader.report(entry.value.textLocation, "'lint.strict' is true or false: whether warnings fail too, as with --strict")
                }
            case "rules":
                guard case .mapping(let rules) = entry.value.value else {
                    reader.report(entry.value.location, "'lint.rules' must be a map of `rule_id: error | warning | off`")
                    continue
                }
                for rule in rules {
                    guard AllRules.ids.contains(rule.key) else {
                        reader.report(rule.keyLocation, "unknown rule '\(rule.key)'\(Suggestion.didYouMean(rule.key, in: AllRules.ids)); `scaffold rules` lists them")
                        continue
                    }
                    switch rule.value.scalar {
                    case "error": settings.severities[rule.key] = .some(.error)
                    case "warning": settings.severities[rule.key] = .some(.warning)
                    case "off": settings.severities[rule.key] = .some(nil)
                    default:
                        let value = rule.value.scalar ?? ""
                        reader.report(rule.value.textLocation, "'\(value)' is not a severity\(Suggestion.didYouMean(value, in: ["error", "warning", "off"])); use error, warning or off")
                    }
                }
            default:
                break
            }
        }
        try reader.check()
    }
}
