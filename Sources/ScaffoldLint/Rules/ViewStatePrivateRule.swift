import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_state_private`: a screen view's `@State` is private.
struct ViewStatePrivateRule: Rule {
    static let description = RuleDescription(
        id: "view_state_private",
        summary: "Make the @State property private: local state only captures input for actions.",
        rationale: "A view's local state exists to collect the values an action carries (a text field's draft). Private keeps it from leaking: nothing outside the view may set or read it.",
        severity: .warning,
        triggering: [
            Example("struct LoginView: View {\n    @State var ↓username = \"\"\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}"),
        ],
        nonTriggering: [
            Example("struct LoginView: View {\n    @State private var username = \"\"\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}"),
            Example("struct Badge: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.screenViews.flatMap { view in
            view.members.filter { $0.kind == .var && $0.hasAttribute("State") && !$0.isPrivate && file.settingsViewModelType($0) == nil }
                .map { Finding(token: $0.positionToken) }
        }
    }
}
