import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `untested_route`: every route is reached by some test.
struct UntestedRouteRule: Rule {
    static let description = RuleDescription(
        id: .untestedRoute,
        summary: "Write a router test that reaches this route.",
        rationale: "Routes are where a flow can go. A route no test reaches is navigation nobody has checked: its wiring can break, or it can become unreachable, without a failing test.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class AppRouter: ObservableObject {\n    enum Route: Hashable {\n        case home\n        case ↓settings\n    }\n}", path: "Sources/App/AppRouter.swift",
                    context: ["Tests/AppTests/AppRouterTests.swift": "final class AppRouterTests: XCTestCase {\n    func testHome() { let sut = AppRouter(); sut.show(.home) }\n}"]),
        ],
        nonTriggering: [
            Example("@MainActor final class AppRouter: ObservableObject {\n    enum Route: Hashable { case home, settings }\n}", path: "Sources/App/AppRouter.swift",
                    context: ["Tests/AppTests/AppRouterTests.swift": "final class AppRouterTests: XCTestCase {\n    func testRoutes() { let sut = AppRouter(); sut.show(.home); sut.show(.settings) }\n}"]),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.routers.flatMap { router in
            repository.untestedCases(of: .route, in: router, reaching: [router.name], observed: false, ask: "write a router test that reaches it")
        }
    }
}
