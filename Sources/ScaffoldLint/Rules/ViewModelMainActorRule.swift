import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_main_actor`: a view model is `@MainActor`.
struct ViewModelMainActorRule: FixableRule {
    static let description = RuleDescription(
        id: "vm_main_actor",
        summary: "Annotate the view model with @MainActor.",
        rationale: "Every output a view reads must change on the main thread. Marking the whole view model @MainActor lets the compiler enforce that, instead of every call site remembering to hop to the main queue; slow work is sent elsewhere on purpose.",
        severity: .error,
        triggering: [
            Example("final ↓class LoginViewModel: ObservableObject {\n    @Published private(set) var name = \"\"\n}"),
            Example("@Observable\n↓class ProfileViewModel {}"),
            Example("↓class Screen {\n    enum Action { case tap }\n    func send(_ action: Action) {}\n}"),
        ],
        nonTriggering: [
            Example("@MainActor\nfinal class LoginViewModel: ObservableObject {}"),
            Example("@MainActor @Observable\nfinal class ProfileViewModel {}"),
            Example("final class LoginService {}"),
            Example("struct LoginViewModelTests {}"),
        ],
        corrections: [
            Correction("final ↓class LoginViewModel: ObservableObject {}", "@MainActor\nfinal class LoginViewModel: ObservableObject {}"),
            Correction("/// A screen.\r\nfinal ↓class LoginViewModel: ObservableObject {}\r\n", "/// A screen.\r\n@MainActor\r\nfinal class LoginViewModel: ObservableObject {}\r\n"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.filter { !$0.hasAttribute("MainActor") }.map { Finding(token: $0.positionToken) }
    }

    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix {
        guard let type = file.viewModels.first(where: { $0.positionToken == finding.token }) else { return .skipped("not fixed: the declaration is not one scaffold can edit") }
        return .edits([file.mainActorInsertion(for: type)])
    }
}
