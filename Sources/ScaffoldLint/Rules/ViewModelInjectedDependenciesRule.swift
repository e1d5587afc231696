import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_injected_dependencies`: no singletons inside a view model.
struct ViewModelInjectedDependenciesRule: Rule {
    static let description = RuleDescription(
        id: "vm_injected_dependencies",
        summary: "Pass this dependency into the view model's init instead of reaching a singleton.",
        rationale: "Every dependency of a view model comes through its constructor (or, for SwiftUI environment values, through an action). A singleton reached from inside cannot be replaced in tests or previews, and hides what the view model depends on.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case save(String) }\n    func send(_ action: Action) {\n        switch action {\n        case .save(let value):\n            ↓UserDefaults.standard.set(value, forKey: \"k\")\n            ↓NotificationCenter.default.post(name: .saved, object: nil)\n            ↓SomeProvider.shared.save(value)\n        }\n    }\n}"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    private let store = ↓Store.shared\n}"),
        ],
        nonTriggering: [
            Example("@MainActor\nfinal class StepsViewModel: ObservableObject {\n    enum StepID { case intro, done; static var `default`: [StepID] = [.intro, .done] }\n    private let steps: [StepID]\n    init(steps: [StepID]? = nil) { self.steps = steps ?? StepID.default }\n}"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    private let defaults: UserDefaults\n    init(defaults: UserDefaults) { self.defaults = defaults }\n    func send(_ action: Action) { defaults.set(1, forKey: \"k\"); format(style: .default) }\n}"),
            Example("final class AppServices {\n    let defaults = UserDefaults.standard\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        let tokens = file.source.tokens
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            // The view model's own nested types (`StepID.default`) are its values, not singletons.
            var ownTypes: Set<String> = ["Self", viewModel.name]
            for member in viewModel.members where [.class, .struct, .enum, .actor].contains(member.kind) { ownTypes.insert(member.name) }
            for member in viewModel.members {
                guard member.kind != .class, member.kind != .struct, member.kind != .enum else { continue }
                // An init's default argument (`repo: Repo = .shared`) is injection with a
                // default: only its body counts.
                let range: Range<Int> = member.kind == .`init` ? (member.bodyRange ?? 0..<0) : member.tokenRange.lowerBound..<(member.tokenRange.upperBound + 1)
                for index in range where index + 2 < tokens.count && tokens[index + 1].kind == .period {
                    let type = tokens[index]
                    guard type.kind == .identifier, file.text(of: index).first?.isUppercase == true,
                          index == 0 || tokens[index - 1].kind != .period, !ownTypes.contains(file.text(of: index)) else { continue }
                    let memberName = file.text(of: index + 2)
                    let qualified = file.text(of: index) + "." + memberName
                    if file.settings.singletons.contains(where: { $0 == qualified || $0 == "." + memberName }) {
                        findings.append(Finding(token: index, message: "\(viewModel.name).\(member.name) reaches the singleton \(qualified): pass it into the init instead (a default argument is fine)",
                                                symbol: "\(viewModel.name).\(member.name)", endToken: index + 2))
                    }
                }
            }
        }
        return findings
    }
}
