import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The `lint:` section of `.scaffold.yml`: which files to lint, and the settings the rules
/// run with. Unknown keys and rule ids are errors that name the closest valid one.
public struct LintConfig: Sendable {
    /// The keys `lint:` may have.
    public static let keys = ["include", "exclude", "tests", "rules", "viewModelSuffixes", "routerSuffixes", "singletons"]

    /// Globs of paths to lint (default: everything below the root).
    public var include: [String] = []
    /// Globs of paths to skip, besides `.build`, `DerivedData`, `Pods` and `Carthage`.
    public var exclude: [String] = []
    /// The settings the rules run with.
    public var settings = LintSettings()

    /// The defaults.
    public init() {}

    /// Reads a `lint:` node.
    public init(_ node: Node?) throws {
        guard let node else { return }
        var problems: [Diagnostic] = []
        func report(_ location: SourceLocation, _ message: String) {
            problems.append(Diagnostic(location, .error, message))
        }
        func strings(_ value: Node, _ key: String) -> [String] {
            switch value.value {
            case .scalar(let text): return [text]
            case .null: return []
            case .sequence(let items):
                return items.compactMap { item in
                    if let text = item.scalar { return text }
                    report(item.location, "each entry of 'lint.\(key)' must be a single value")
                    return nil
                }
            case .mapping: report(value.location, "'lint.\(key)' must be a list of `- value` lines"); return []
            }
        }
        let entries: [Node.Entry]
        switch node.value {
        case .mapping(let fields): entries = fields
        case .null: entries = []
        default: throw DiagnosticError(node.location, "'lint' must be a map with keys \(Self.keys.joined(separator: ", "))")
        }
        for entry in entries {
            switch entry.key {
            case "include": include = strings(entry.value, "include")
            case "exclude": exclude = strings(entry.value, "exclude")
            case "tests": settings.testPaths = strings(entry.value, "tests")
            case "viewModelSuffixes": settings.viewModelSuffixes = strings(entry.value, "viewModelSuffixes")
            case "routerSuffixes": settings.routerSuffixes = strings(entry.value, "routerSuffixes")
            case "singletons": settings.singletons = strings(entry.value, "singletons")
            case "rules":
                guard case .mapping(let rules) = entry.value.value else {
                    report(entry.value.location, "'lint.rules' must be a map of `rule_id: error | warning | off`")
                    continue
                }
                let known = AllRules.ids
                for rule in rules {
                    guard known.contains(rule.key) else {
                        report(rule.keyLocation, "unknown rule '\(rule.key)'\(Suggestion.didYouMean(rule.key, in: known)); `scaffold rules` lists them")
                        continue
                    }
                    switch rule.value.scalar {
                    case "error": settings.severities[rule.key] = .some(.error)
                    case "warning": settings.severities[rule.key] = .some(.warning)
                    case "off": settings.severities[rule.key] = .some(nil)
                    default:
                        let value = rule.value.scalar ?? ""
                        report(rule.value.textLocation, "'\(value)' is not a severity\(Suggestion.didYouMean(value, in: ["error", "warning", "off"])); use error, warning or off")
                    }
                }
            default:
                report(entry.keyLocation, "unknown key 'lint.\(entry.key)'\(Suggestion.didYouMean(entry.key, in: Self.keys)); the keys are \(Self.keys.joined(separator: ", "))")
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }
}
