import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_section_order`: a screen view's sections follow the anatomy.
struct ViewSectionOrderRule: Rule {
    static let description = RuleDescription(
        id: "view_section_order",
        summary: "Order the view's sections as the anatomy does: Environment, Local State, View Model, Body, Support.",
        rationale: "Screens read the same way when their parts come in the same order: what they take from the environment, the little local state that feeds actions, the view model, the body, and the helpers it uses. Without MARK headings, the order is judged by what the members are.",
        severity: .warning,
        triggering: [
            Example("struct LoginView: View {\n    // MARK: - Body\n    var body: some View { Text(\"\") }\n    ↓// MARK: - View Model\n    @ObservedObject var viewModel: LoginViewModel\n}"),
            Example("struct LoginView: View {\n    @ObservedObject var viewModel: LoginViewModel\n    @State private var ↓draft = \"\"\n    var body: some View { Text(draft) }\n}"),
        ],
        nonTriggering: [
            // A view inside a PreviewProvider only shows a preview; it is not a screen.
            Example("struct Bubble_Previews: PreviewProvider {\n    static var previews: some View { Preview() }\n    struct Preview: View {\n        private let viewModel = TimelineViewModel.mock\n        @State private var isPresentingSheet = false\n        var body: some View { Text(\"\") }\n    }\n}"),
            Example("struct LoginView: View {\n    // MARK: - Environment\n    @Environment(\\.dismiss) private var dismiss\n    // MARK: - Local State\n    @State private var draft = \"\"\n    // MARK: - View Model\n    @ObservedObject var viewModel: LoginViewModel\n    // MARK: - Body\n    var body: some View { Text(draft) }\n    // MARK: - Support\n    private var title: some View { Text(\"\") }\n}"),
        ]
    )

    /// The finding at `token`, a section of `type` out of order.
    func finding(_ token: Int, _ type: Declaration) -> Finding {
        Finding(token: token, message: "this section of view \(type.name) is out of the anatomy's order: order them Environment, Local State, View Model, Body, Support", symbol: type.name)
    }

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.screenViews.flatMap { view -> [Finding] in
            let marks = Anatomy.markComments(of: view, in: file.source)
            if marks.contains(where: { ViewSection(heading: $0.text) != nil }) {
                return Anatomy.outOfOrderMarks(view, in: file.source) { ViewSection(heading: $0) }.map { finding($0, view) }
            }
            return Anatomy.outOfOrderMembers(view) { Anatomy.section(ofViewMember: $0, holdsViewModel: file.settingsViewModelType($0) != nil) }.map { finding($0, view) }
        }
    }
}
