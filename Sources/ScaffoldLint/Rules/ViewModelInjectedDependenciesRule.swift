import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_injected_dependencies`: no singletons inside a view model.
struct ViewModelInjectedDependenciesRule: Rule {
    static let description = RuleDescription(
        id: .vmInjectedDependencies,
        summary: "Pass this dependency into the view model's init instead of reaching a singleton or a container.",
        rationale: "Every dependency of a view model comes through its constructor (or, for SwiftUI environment values, through an action). A singleton reached from inside, or a dependency a property wrapper fetches from a container (`@Injected`), cannot be replaced in tests or previews without global set-up, and hides what the view model depends on. A static value of a struct or an enum (`FilterSet.default`) is a constant, not a singleton; `lint.allowedSingletons` lets a team allow types no one injects (a design system's theme).",
        severity: .warning,
        triggering: [
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case save(String) }\n    func send(_ action: Action) {\n        switch action {\n        case .save(let value):\n            ↓UserDefaults.standard.set(value, forKey: \"k\")\n            ↓NotificationCenter.default.post(name: .saved, object: nil)\n            ↓SomeProvider.shared.save(value)\n        }\n    }\n}"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    private let store = ↓Store.shared\n}"),
            // Dependency wrappers of a container library, and a storage library's global.
            Example("@MainActor final class ViewModel: ObservableObject {\n    @Injected(\\.service) private var ↓service\n    func accent() -> String { ↓Defaults[.accentColor] }\n}"),
            // A shared instance of a class of the repository is a singleton.
            Example("@MainActor final class ViewModel: ObservableObject {\n    private let api = ↓API.shared\n}", path: "Sources/App/ViewModel.swift",
                    context: ["Sources/App/API.swift": "final class API {\n    static let shared = API()\n}"]),
        ],
        nonTriggering: [
            Example("@MainActor\nfinal class StepsViewModel: ObservableObject {\n    enum StepID { case intro, done; static var `default`: [StepID] = [.intro, .done] }\n    private let steps: [StepID]\n    init(steps: [StepID]? = nil) { self.steps = steps ?? StepID.default }\n}"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    private let defaults: UserDefaults\n    init(defaults: UserDefaults) { self.defaults = defaults }\n    func send(_ action: Action) { defaults.set(1, forKey: \"k\"); format(style: .default) }\n}"),
            Example("final class AppServices {\n    let defaults = UserDefaults.standard\n}"),
            // A value type's static default is a constant.
            Example("struct FilterSet: Hashable {\n    var tags: [String] = []\n    static let `default` = FilterSet()\n}\n@MainActor final class FilterViewModel: ObservableObject {\n    enum Action { case reset }\n    func send(_ action: Action) {\n        switch action { case .reset: filters.tags = FilterSet.default.tags }\n    }\n    @Published private(set) var filters = FilterSet()\n}"),
            Example("@MainActor final class FilterViewModel: ObservableObject {\n    private let filters = FilterSet.default\n    private let limits = Limits.shared\n}", path: "Sources/App/FilterViewModel.swift",
                    context: ["Sources/App/FilterSet.swift": "struct FilterSet {\n    static let `default`: FilterSet = .init()\n}\nenum Limits {\n    static let shared = [1, 2]\n}"]),
            // A design system's theme is not injected; the config allows other types.
            Example("@MainActor final class ImageViewModel: ObservableObject {\n    enum Action { case refresh }\n    func send(_ action: Action) { switch action { case .refresh: logo = Theme.shared.image.logo; icon = Icons.shared.star } }\n    @Published private(set) var logo: String = \"\"\n    @Published private(set) var icon: String = \"\"\n}", config: "allowedSingletons:\n  - \"*Theme\"\n  - Icons.shared"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    @Injected(\\.service) private var service\n}", config: "injectionWrappers:"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        let tokens = file.source.tokens
        let settings = file.settings
        // `Defaults[]` in `singletons`: a type whose subscript reaches storage.
        let subscripted = settings.subscriptedSingletons
        let wrappers = settings.injectionWrapperSet
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            // The view model's own nested types (`StepID.default`) are its values, not singletons.
            var ownTypes: Set<String> = ["Self", viewModel.name]
            for member in viewModel.members where [.class, .struct, .enum, .actor].contains(member.kind) { ownTypes.insert(member.name) }
            for member in viewModel.members {
                guard member.kind != .class, member.kind != .struct, member.kind != .enum else { continue }
                if let wrapper = member.attributes.first(where: { wrappers.contains($0.name) }) {
                    findings.append(Finding(token: member.positionToken, message: "\(viewModel.name).\(member.name) is fetched by @\(wrapper.name): pass it into the init instead (a default argument is fine)",
                                            symbol: "\(viewModel.name).\(member.name)"))
                }
                // An init's default argument (`repo: Repo = .shared`) is injection with a
                // default: only its body counts.
                let range: Range<Int> = member.kind == .`init` ? (member.bodyRange ?? 0..<0) : member.tokenRange.lowerBound..<(member.tokenRange.upperBound + 1)
                for index in range where index + 2 < tokens.count && tokens[index].kind == .identifier
                    && (tokens[index + 1].kind == .period || (tokens[index + 1].kind == .leftBracket && !subscripted.isEmpty))
                    && (index == 0 || tokens[index - 1].kind != .period) {
                    // An UpperCamelCase name, by its first byte, before its text is made.
                    let first = file.source.bytes[Int(tokens[index].start)]
                    guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
                    let typeName = file.text(of: index)
                    guard !ownTypes.contains(typeName) else { continue }
                    if tokens[index + 1].kind == .leftBracket, subscripted.contains(typeName), !settings.allowsSingleton(type: typeName, member: nil) {
                        findings.append(Finding(token: index, message: "\(viewModel.name).\(member.name) reaches the storage \(typeName)[…]: pass what it stores into the init instead, or read it through an injected dependency",
                                                symbol: "\(viewModel.name).\(member.name)", endToken: index + 1))
                        continue
                    }
                    guard tokens[index + 1].kind == .period else { continue }
                    let memberName = file.text(of: index + 2)
                    let qualified = typeName + "." + memberName
                    guard settings.singletons.contains(where: { $0 == qualified || $0 == "." + memberName }),
                          !settings.allowsSingleton(type: typeName, member: memberName) else { continue }
                    findings.append(Finding(token: index, message: "\(viewModel.name).\(member.name) reaches the singleton \(qualified): pass it into the init instead (a default argument is fine)",
                                            symbol: "\(viewModel.name).\(member.name)", endToken: index + 2,
                                            deferred: .staticMember(type: typeName, member: memberName.filter { $0 != "`" })))
                }
            }
        }
        return findings
    }
}
