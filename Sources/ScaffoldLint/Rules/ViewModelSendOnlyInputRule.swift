import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_send_only_input`: the only way into a view model is `send(_:)`.
struct ViewModelSendOnlyInputRule: Rule {
    static let description = RuleDescription(
        id: "vm_send_only_input",
        summary: "Make this method private, or turn it into an Action: send(_:) is a view model's only input.",
        rationale: "When the view can call methods, state changes happen outside the reducer: they are not actions, tests cannot send them, and a reader must look in two places for what the screen does.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case load }\n    func send(_ action: Action) {}\n    ↓func load() {}\n    public ↓func reset(animated: Bool) {}\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case load }\n    init() {}\n    func send(_ action: Action) { load() }\n    private func load() {}\n    fileprivate func reset() {}\n    static func preview() -> LoginViewModel { LoginViewModel() }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel in
            viewModel.members.filter { $0.kind == .func && $0.name != "send" && !$0.isPrivate && !$0.isTypeMember && !$0.modifiers.contains("override") }
                .map { Finding(token: $0.positionToken) }
        }
    }
}
