import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `router_main_actor`: a router is `@MainActor`.
struct RouterMainActorRule: Rule {
    static let description = RuleDescription(
        id: "router_main_actor",
        summary: "Annotate the router with @MainActor.",
        rationale: "A router owns navigation state that SwiftUI reads and builds view models that are @MainActor themselves; keeping it on the main actor makes both safe by construction.",
        severity: .error,
        triggering: [
            Example("final ↓class AppRouter: ObservableObject {\n    @Published private(set) var path: [Route] = []\n}"),
        ],
        nonTriggering: [
            Example("@MainActor\nfinal class AppRouter: ObservableObject {}"),
            Example("struct URLRouter {}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.routers.filter { !$0.hasAttribute("MainActor") }.map { Finding(token: $0.positionToken) }
    }
}
