import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_section_order`: a screen view's sections follow the anatomy.
struct ViewSectionOrderRule: Rule {
    static let description = RuleDescription(
        id: .viewSectionOrder,
        summary: "Order the view's sections as the anatomy does: Environment, Local State, View Model, Body, Support.",
        rationale: "Screens read the same way when their parts come in the same order: what they take from the environment, the little local state that feeds actions, the view model, the body, and the helpers it uses. Without MARK headings, the order is judged by what the members are.",
        severity: .warning,
        triggering: [
            Example("struct LoginView: View {\n    // MARK: - Body\n    var body: some View { Text(\"\") }\n    ↓// MARK: - View Model\n    @ObservedObject var viewModel: LoginViewModel\n}"),
            Example("struct LoginView: View {\n    @ObservedObject var viewModel: LoginViewModel\n    @State private var ↓draft = \"\"\n    var body: some View { Text(draft) }\n}"),
            // Optional presentation state is local state, whatever it holds: its section comes first.
            Example("struct HomeView: View {\n    @StateObject private var viewModel = HomeViewModel()\n    @State private var ↓isPresentingSettings: SettingsViewModel?\n    var body: some View { Text(\"\") }\n}"),
            // A helper is Support, which comes after Body.
            Example("struct APIKeysView: View {\n    @StateObject private var viewModel = APIKeysViewModel()\n    private var contentView: some View { Text(\"\") }\n    var ↓body: some View { contentView }\n}"),
        ],
        nonTriggering: [
            // A view inside a PreviewProvider only shows a preview; it is not a screen.
            Example("struct Bubble_Previews: PreviewProvider {\n    static var previews: some View { Preview() }\n    struct Preview: View {\n        private let viewModel = TimelineViewModel.mock\n        @State private var isPresentingSheet = false\n        var body: some View { Text(\"\") }\n    }\n}"),
            Example("struct LoginView: View {\n    // MARK: - Environment\n    @Environment(\\.dismiss) private var dismiss\n    // MARK: - Local State\n    @State private var draft = \"\"\n    // MARK: - View Model\n    @ObservedObject var viewModel: LoginViewModel\n    // MARK: - Body\n    var body: some View { Text(draft) }\n    // MARK: - Support\n    private var title: some View { Text(\"\") }\n}"),
            Example("struct HomeView: View {\n    @State private var isPresentingSettings: SettingsViewModel?\n    @StateObject private var viewModel = HomeViewModel()\n    init() {}\n    var body: some View { contentView }\n    private var contentView: some View { Text(\"\") }\n    private func row() -> some View { Text(\"\") }\n}"),
        ]
    )

    /// The order, for messages.
    static let order = "Environment, Local State, View Model, Body, Support"

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.screenViews.flatMap { view -> [Finding] in
            let headings = Sections.headings(of: view, in: file.source) { ViewSection(heading: $0) }
            let misplaced = headings.contains(where: { $0.section != nil }) ? Sections.outOfOrder(headings)
                : Sections.outOfOrder(view.members, in: file.source) { Anatomy.section(ofViewMember: $0, holdsViewModel: file.settingsViewModelType($0) != nil, in: file.source) }
            return misplaced.map { item in
                Finding(token: item.token, message: "in view \(view.name), " + Sections.message(item, in: file, title: \.title, order: Self.order), symbol: view.name)
            }
        }
    }
}
