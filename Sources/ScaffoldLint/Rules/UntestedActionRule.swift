import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `untested_action`: every action is sent by some test.
struct UntestedActionRule: Rule {
    static let description = RuleDescription(
        id: .untestedAction,
        summary: "Write a test that sends this action (a test counts when its file names the view model, or a type that holds it).",
        rationale: "Every view-model action must be tested: actions are the screen's whole behaviour, and one that no test sends can change without anyone noticing. A test counts for a view model only when it reaches it: its file names the view model, or a type that holds it (a parent view model, a router, a view: followed through the repository's declarations), and refers to the case. A test of another view model with an action of the same name does not count; a skipped placeholder is reported as pending_test.",
        severity: .error,
        triggering: [
            // With a sender macro the config names, the cases are the input: untested ones are reported.
            Example("@MainActor @Stateful final class KeysViewModel: ObservableObject {\n    enum Action {\n        case refresh\n        case ↓delete\n    }\n}", path: "Sources/App/KeysViewModel.swift",
                    context: ["Tests/AppTests/KeysViewModelTests.swift": "final class KeysViewModelTests: XCTestCase {\n    func testRefresh() { KeysViewModel().refresh() }\n}"],
                    config: "senders:\n  - Stateful"),
            // Another view model's test sends actions of the same names: it does not reach this one.
            Example("@MainActor final class CartViewModel: ObservableObject {\n    enum Action {\n        case ↓onAppear\n        case ↓retry\n    }\n    func send(_ action: Action) {}\n}", path: "Sources/App/CartViewModel.swift",
                    context: ["Tests/AppTests/FeedViewModelTests.swift": "final class FeedViewModelTests: XCTestCase {\n    func testLoad() { let sut = FeedViewModel(); sut.send(.onAppear); sut.send(.retry) }\n}"]),
            // A skipped placeholder is not a test (pending_test reports it); no test at all is this rule's.
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action {\n        case ↓reset\n    }\n    func send(_ action: Action) {}\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testLater() throws { _ = LoginViewModel(); throw XCTSkip(\"later\") }\n}"]),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action {\n        case tap\n        case ↓reset\n    }\n    func send(_ action: Action) {}\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testTap() { LoginViewModel(responder: .noop).send(.tap) }\n}"]),
        ],
        nonTriggering: [
            // A macro the config names makes a method of each case; a test that calls it sends it.
            Example("@MainActor @Stateful final class KeysViewModel: ObservableObject {\n    enum Action { case refresh }\n}", path: "Sources/App/KeysViewModel.swift",
                    context: ["Tests/AppTests/KeysViewModelTests.swift": "final class KeysViewModelTests: XCTestCase {\n    func testRefresh() { KeysViewModel().refresh() }\n}"],
                    config: "senders:\n  - Stateful"),
            Example("@MainActor final class LockViewModel: ObservableObject {\n    enum Action { case lock, unlock }\n    @Published private(set) var pendingAction: Action?\n    private func perform(_ action: Action) { pendingAction = action }\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case tap, reset }\n    func send(_ action: Action) {}\n}", path: "Sources/App/LoginViewModel.swift",
                    context: ["Tests/AppTests/LoginViewModelTests.swift": "final class LoginViewModelTests: XCTestCase {\n    func testTap() { let sut = LoginViewModel(); sut.send(.tap); sut.send(.reset) }\n}"]),
            Example("@MainActor final class ChildViewModel: ObservableObject {\n    enum Action { case pick }\n    func send(_ action: Action) {}\n}", path: "Sources/App/ChildViewModel.swift",
                    context: ["Sources/App/ParentViewModel.swift": "@MainActor final class ParentViewModel: ObservableObject {\n    let child = ChildViewModel()\n}",
                              "Tests/AppTests/FlowTests.swift": "func testFlow() { let parent = ParentViewModel(); parent.child.send(.pick) }"]),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel in
            repository.untestedCases(of: .action, in: viewModel, reaching: [viewModel.name], observed: false,
                                     ask: "write a test that sends it (a test counts when its file names \(viewModel.name), or a type that holds it)")
        }
    }
}
