import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `untested_responder_action`: every responder action is asserted on by some test.
struct UntestedResponderActionRule: Rule {
    static let description = RuleDescription(
        id: "untested_responder_action",
        summary: "Write a test that asserts on this responder action (no test of the view model or its router refers to it).",
        rationale: "Responder actions are how a screen asks its parent to act. Each one needs a test that sees it sent (a view-model test) or handled (a router test), or the chain up to the router is unverified.",
        severity: .error,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum ResponderAction {\n        case success\n        case ↓cancel\n    }\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testSuccess() { var got: [LoginViewModel.ResponderAction] = []; XCTAssertEqual(got, [.success]) }\n}"]),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum ResponderAction { case success, cancel }\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginRouterTests.swift": "final class LoginRouterTests: XCTestCase {\n    func testIt() { let sut = LoginRouter(); sut.handle(.success); guard case .cancel? = sut.last else { return } }\n}"]),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel -> [Finding] in
            // Responder actions are asserted on in view-model tests or handled in router tests.
            let suffix = file.settings.viewModelSuffixes.first { viewModel.name.hasSuffix($0) } ?? ""
            let screen = String(viewModel.name.dropLast(suffix.count))
            let types = [viewModel.name] + file.settings.routerSuffixes.map { screen + $0 }
            return repository.untestedCases(of: "ResponderAction", in: viewModel, mentioning: types)
        }
    }
}
