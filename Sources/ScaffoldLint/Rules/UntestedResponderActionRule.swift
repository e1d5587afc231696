import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `untested_responder_action`: every responder action is asserted on by some test.
struct UntestedResponderActionRule: Rule {
    static let description = RuleDescription(
        id: .untestedResponderAction,
        summary: "Write a test that sees this responder action sent or handled (a test of the view model or its router).",
        rationale: "Responder actions are how a screen asks its parent to act. Each one needs a test that sees it sent (a view-model test with a responder closure) or handled (a router test), or the chain up to the router is unverified. Sending the view model an action of the same name does not count: the test must observe the responder action itself.",
        severity: .error,
        triggering: [
            // Sending the view model an action of the same name does not observe the responder action.
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum ResponderAction {\n        case ↓close\n    }\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testClose() { let sut = LoginViewModel(); sut.send(.close) }\n}"]),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum ResponderAction {\n        case success\n        case ↓cancel\n    }\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testSuccess() { var got: [LoginViewModel.ResponderAction] = []; XCTAssertEqual(got, [.success]) }\n}"]),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum ResponderAction { case close }\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testClose() {\n        var got: [LoginViewModel.ResponderAction] = []\n        let sut = LoginViewModel(responder: Responder { got.append($0) })\n        sut.send(.close)\n        guard case .close? = got.first else { return XCTFail() }\n    }\n}"]),
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
            return repository.untestedCases(of: .responderAction, in: viewModel, reaching: types, observed: true,
                                            ask: "write a test that sees it sent (a responder closure) or handled (the router's handle(_:))")
        }
    }
}
