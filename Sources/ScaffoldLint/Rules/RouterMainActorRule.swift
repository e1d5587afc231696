import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `router_main_actor`: a router is `@MainActor`.
struct RouterMainActorRule: FixableRule {
    static let description = RuleDescription(
        id: .routerMainActor,
        summary: "Annotate the router with @MainActor.",
        rationale: "A router owns navigation state that SwiftUI reads and builds view models that are @MainActor themselves; keeping it on the main actor makes both safe by construction.",
        severity: .error,
        triggering: [
            Example("final ↓class AppRouter: ObservableObject {\n    @Published private(set) var path: [Route] = []\n}"),
        ],
        nonTriggering: [
            Example("@MainActor\nfinal class AppRouter: ObservableObject {}"),
            Example("struct URLRouter {}"),
        ],
        corrections: [
            Correction("    @available(iOS 17, *) final ↓class AppRouter: ObservableObject {}", "    @MainActor\n    @available(iOS 17, *) final class AppRouter: ObservableObject {}"),
            Correction("/// A screen.\r\nfinal ↓class AppRouter: ObservableObject {}\r\n", "/// A screen.\r\n@MainActor\r\nfinal class AppRouter: ObservableObject {}\r\n"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.routers.filter { !$0.hasAttribute("MainActor") }.compactMap { file.mainActorFinding(for: $0, noun: "router") }
    }

    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix {
        guard let type = file.routers.first(where: { $0.positionToken == finding.token }) else { return .skipped("not fixed: the declaration is not one scaffold can edit") }
        return .edits([file.mainActorInsertion(for: type)])
    }
}
