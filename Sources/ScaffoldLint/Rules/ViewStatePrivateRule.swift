import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_state_private`: a screen view's `@State` is private.
struct ViewStatePrivateRule: FixableRule {
    static let description = RuleDescription(
        id: .viewStatePrivate,
        summary: "Make the @State property private: local state only captures input for actions.",
        rationale: "A view's local state exists to collect the values an action carries (a text field's draft). Private keeps it from leaking: nothing outside the view may set or read it.",
        severity: .warning,
        triggering: [
            Example("struct LoginView: View {\n    @State var ↓username = \"\"\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}"),
        ],
        nonTriggering: [
            Example("struct LoginView: View {\n    @State private var username = \"\"\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}"),
            Example("struct Badge: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}"),
        ],
        corrections: [
            Correction("struct LoginView: View {\n    @State var ↓username = \"\"\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}",
                       "struct LoginView: View {\n    @State private var username = \"\"\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}"),
            Correction("struct LoginView: View {\n    @State var ↓username: String\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}",
                       "struct LoginView: View {\n    @State var username: String\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}"),
            Correction("struct LoginView: View {\n    @State var ↓username = \"\"\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}",
                       "struct LoginView: View {\n    @State var username = \"\"\n    @StateObject var viewModel: LoginViewModel\n    var body: some View { Text(username) }\n}",
                       context: ["Sources/App/LoginRouter.swift": "func make() -> LoginView { LoginView(username: \"ada\", viewModel: LoginViewModel()) }"]),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.screenViews.flatMap { view in
            view.members.filter { $0.kind == .var && $0.hasAttribute("State") && !$0.isPrivate && file.settingsViewModelType($0) == nil }
                .map { Finding(token: $0.positionToken, message: "@State \(view.name).\($0.name) is not private: make it private; local state only captures input for actions",
                               symbol: "\(view.name).\($0.name)") }
        }
    }

    /// Access modifiers that say what the author meant; a property with one is left alone.
    static let accessModifiers: Set<String> = ["public", "internal", "open", "package", "fileprivate"]

    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix {
        guard let (view, member) = file.member(at: finding.token, in: file.screenViews),
              let edit = file.insertion("private ", beforeKeywordOf: member.positionToken) else { return .skipped("not fixed: the property's declaration is not one scaffold can edit") }
        if member.modifiers.contains(where: Self.accessModifiers.contains) {
            return .skipped("not fixed: '\(member.name)' is declared with an access level on purpose; decide whether it is local state")
        }
        // Without an init of its own, the view's memberwise init takes the property:
        // a private one would hide that init from every other file.
        if !view.members.contains(where: { $0.kind == .`init` }) {
            if member.initializer == nil {
                return .skipped("not fixed: '\(member.name)' has no initial value, so \(view.name)'s memberwise init takes it; give it a value or an init first")
            }
            if let place = context.construction(of: view.name, passing: member.name) {
                return .skipped("not fixed: \(view.name)(\(member.name):) is called at \(place.location.file):\(place.location.line):\(place.location.column); private would hide that init parameter")
            }
        }
        return .edits([edit])
    }
}
