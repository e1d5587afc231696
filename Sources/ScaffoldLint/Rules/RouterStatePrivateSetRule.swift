import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `router_state_private_set`: a router's navigation state is `private(set)`.
struct RouterStatePrivateSetRule: FixableRule {
    /// Property names that hold navigation state.
    static let navigationNames: Set<String> = ["path", "route", "routes", "presented", "presentedRoute", "sheet", "fullScreenCover", "navigationPath", "stack"]

    static let description = RuleDescription(
        id: .routerStatePrivateSet,
        summary: "Make the navigation state private(set): only the router changes where the app is.",
        rationale: "Navigation is the router's job. When views can assign the path or the presented route, flows change without passing through the router, and tests of the flow stop telling the truth.",
        severity: .error,
        triggering: [
            Example("@MainActor final class AppRouter: ObservableObject {\n    @Published var ↓path: [Route] = []\n    @Published var ↓presented: Route?\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class AppRouter: ObservableObject {\n    @Published private(set) var path: [Route] = []\n    @Published private(set) var presented: Route?\n    var title = \"\"\n}"),
        ],
        corrections: [
            Correction("@MainActor final class AppRouter: ObservableObject {\n    @Published var ↓path: [Route] = [] // kept\n}",
                       "@MainActor final class AppRouter: ObservableObject {\n    @Published private(set) var path: [Route] = [] // kept\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.routers.flatMap { router in
            router.members.filter { $0.kind == .var && !$0.isTypeMember && !$0.hasRestrictedSetter && Self.navigationNames.contains($0.name) && $0.isStored(in: file.source) }
                .map { Finding(token: $0.positionToken, message: "navigation state '\($0.name)' of \(router.name) can be set from outside: make it private(set), and change it through the router's methods",
                               symbol: "\(router.name).\($0.name)") }
        }
    }

    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix {
        guard let (router, member) = file.member(at: finding.token, in: file.routers),
              let edit = file.insertion("private(set) ", beforeKeywordOf: member.positionToken) else { return .skipped("not fixed: the property's declaration is not one scaffold can edit") }
        if let reason = file.outsideWriteReason(of: member, in: router, context: context, change: "private(set)") { return .skipped(reason) }
        return .edits([edit])
    }
}
