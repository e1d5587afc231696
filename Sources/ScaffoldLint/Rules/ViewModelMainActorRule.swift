import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_main_actor`: a view model is `@MainActor`.
struct ViewModelMainActorRule: FixableRule {
    static let description = RuleDescription(
        id: .vmMainActor,
        summary: "Annotate the view model with @MainActor.",
        rationale: "Every output a view reads must change on the main thread. Marking the whole view model @MainActor lets the compiler enforce that, instead of every call site remembering to hop to the main queue; slow work is sent elsewhere on purpose.",
        severity: .error,
        triggering: [
            Example("final ↓class LoginViewModel: ObservableObject {\n    @Published private(set) var name = \"\"\n}"),
            Example("@Observable\n↓class ProfileViewModel {}"),
            Example("↓class Screen {\n    enum Action { case tap }\n    func send(_ action: Action) {}\n}"),
            Example("final ↓class CartViewModel: BaseViewModel {}", path: "Sources/App/CartViewModel.swift",
                    context: ["Sources/App/BaseViewModel.swift": "class BaseViewModel: ObservableObject {}"]),
        ],
        nonTriggering: [
            Example("@MainActor\nfinal class LoginViewModel: ObservableObject {}"),
            Example("@MainActor @Observable\nfinal class ProfileViewModel {}"),
            Example("final class LoginService {}"),
            Example("struct LoginViewModelTests {}"),
            // Isolation inherited from a @MainActor superclass or protocol of the repository.
            Example("final class CartViewModel: BaseViewModel {}", path: "Sources/App/CartViewModel.swift",
                    context: ["Sources/App/BaseViewModel.swift": "@MainActor\nclass BaseViewModel: ObservableObject {}"]),
            Example("final class CartViewModel: ScreenModel {}", path: "Sources/App/CartViewModel.swift",
                    context: ["Sources/App/ScreenModel.swift": "@MainActor\nprotocol ScreenModel: ObservableObject {}"]),
            Example("@MainActor\nclass BaseViewModel: ObservableObject {}\nfinal class CartViewModel: BaseViewModel {}"),
            // Named with a suffix but nothing a view could observe: an app's bootstrap object.
            Example("public class AppProcessor {\n    func start(appContext: String) {}\n}", config: "viewModelSuffixes:\n  - ViewModel\n  - Processor"),
            // A type the config excludes.
            Example("final class AppProcessor: NSObject, ObservableObject {}", config: "viewModelSuffixes:\n  - Processor\nexcludedTypes:\n  - AppProcessor"),
            // Test helpers in a test file are not view models, whatever their shape.
            Example("final class Failing {\n    enum Action { case tap }\n    func send(_ action: Action) {}\n}\nfinal class FailingTests: XCTestCase {}", path: "Tests/AppTests/FailingTests.swift"),
        ],
        corrections: [
            Correction("final ↓class LoginViewModel: ObservableObject {}", "@MainActor\nfinal class LoginViewModel: ObservableObject {}"),
            Correction("/// A screen.\r\nfinal ↓class LoginViewModel: ObservableObject {}\r\n", "/// A screen.\r\n@MainActor\r\nfinal class LoginViewModel: ObservableObject {}\r\n"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.filter { !$0.hasAttribute("MainActor") }.compactMap { file.mainActorFinding(for: $0, noun: "view model") }
    }

    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix {
        guard let type = file.viewModels.first(where: { $0.positionToken == finding.token }) else { return .skipped("not fixed: the declaration is not one scaffold can edit") }
        return .edits([file.mainActorInsertion(for: type)])
    }
}
