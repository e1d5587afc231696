import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `untested_action`: every action is sent by some test.
struct UntestedActionRule: Rule {
    static let description = RuleDescription(
        id: "untested_action",
        summary: "Write a test that sends this action (no test file that mentions the view model refers to it).",
        rationale: "Every view-model action must be tested: actions are the screen's whole behaviour, and one that no test sends can change without anyone noticing. A test counts when it mentions the view model and refers to the case, or sends the case through any flow.",
        severity: .error,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action {\n        case tap\n        case ↓reset\n    }\n    func send(_ action: Action) {}\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testTap() { LoginViewModel(responder: .noop).send(.tap) }\n}"]),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case tap, reset }\n    func send(_ action: Action) {}\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testTap() { let sut = LoginViewModel(); sut.send(.tap); sut.send(.reset) }\n}"]),
            Example("@MainActor final class ChildViewModel: ObservableObject {\n    enum Action { case pick }\n    func send(_ action: Action) {}\n}", path: "Sources/App/ChildViewModel.swift",
                    context: ["Tests/AppTests/FlowTests.swift": "func testFlow() { parent.child.send(.pick) }"]),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { repository.untestedCases(of: "Action", in: $0, mentioning: [$0.name]) }
    }
}
