import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `pending_test`: a case whose only tests are skipped placeholders.
struct PendingTestRule: Rule {
    static let description = RuleDescription(
        id: .pendingTest,
        summary: "Write the test this case still owes: its only test is a skipped placeholder.",
        rationale: "scaffold writes a skipped TODO test for an action or responder action that has no effect yet, so that the generated code is complete and its tests pass. A placeholder tests nothing: it is reported here, as a warning, until a real test replaces it, so that a team sees the tests it still owes.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action {\n        case tap\n        case ↓refresh\n    }\n    func send(_ action: Action) {}\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testTap() { LoginViewModel().send(.tap) }\n    func testRefresh() throws {\n        _ = LoginViewModel.Action.refresh\n        throw XCTSkip(\"TODO\")\n    }\n}"]),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum ResponderAction {\n        case ↓help\n    }\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginRouterTests.swift": "struct LoginRouterTests {\n    @Test(.disabled(\"TODO\"))\n    func whenHandlingHelp() { _ = LoginViewModel.ResponderAction.help }\n}"]),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case refresh }\n    func send(_ action: Action) {}\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testRefresh() { LoginViewModel().send(.refresh) }\n    func testLater() throws { throw XCTSkip(\"flaky on CI\") }\n}"]),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        guard repository.hasSkippedTests else { return [] }
        return file.viewModels.flatMap { viewModel -> [Finding] in
            let suffix = file.settings.viewModelSuffixes.first { viewModel.name.hasSuffix($0) } ?? ""
            let routers = file.settings.routerSuffixes.map { String(viewModel.name.dropLast(suffix.count)) + $0 }
            let actions = repository.coverage(of: .action, in: viewModel, reaching: [viewModel.name], observed: false)
            let responder = repository.coverage(of: .responderAction, in: viewModel, reaching: [viewModel.name] + routers, observed: true)
            return (actions.map { ($0, CaseKind.action) } + responder.map { ($0, CaseKind.responderAction) })
                .filter { $0.0.coverage == .pending }
                .map { item, kind in
                    Finding(token: item.member.positionToken,
                            message: kind.pendingMessage(owner: viewModel.name, name: item.member.name),
                            symbol: "\(viewModel.name).\(kind.rawValue).\(item.member.name)",
                            subject: .enumCase(kind: kind, owner: viewModel.name, name: item.member.name))
                }
        }
    }
}
