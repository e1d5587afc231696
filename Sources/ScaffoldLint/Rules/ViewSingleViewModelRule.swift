import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_single_view_model`: a screen view holds exactly one view model.
struct ViewSingleViewModelRule: Rule {
    static let description = RuleDescription(
        id: "view_single_view_model",
        summary: "Keep one view model per screen: get other state from this screen's view model.",
        rationale: "A screen has a 1:1 relationship with its view model. A second observed object splits the screen's state between owners that cannot see each other's actions, and the screen can no longer be tested through one view model.",
        severity: .error,
        triggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    @ObservedObject var ↓otherViewModel = OtherViewModel()\n    @ObservedObject var ↓someProvider = SomeProvider()\n    var body: some View { Text(\"\") }\n}"),
            Example("struct ProfileView: View {\n    @Bindable var viewModel: ProfileViewModel\n    @State private var ↓child = ChildViewModel()\n    var body: some View { Text(\"\") }\n}"),
        ],
        nonTriggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    @State private var draft = \"\"\n    @Environment(\\.dismiss) private var dismiss\n    var body: some View { Text(draft) }\n}"),
        ]
    )

    /// Property wrappers that observe an object.
    static let observingWrappers: Set<String> = ["StateObject", "ObservedObject", "Bindable", "EnvironmentObject"]

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.screenViews.flatMap { view -> [Finding] in
            let observed = view.members.filter { member in
                member.kind == .var && (member.hasAttribute(in: Self.observingWrappers) || (member.hasAttribute("State") && file.settingsViewModelType(member) != nil))
            }
            guard observed.count > 1 else { return [] }
            // The first view-model property is the screen's own; the others are extra.
            let own = observed.first { file.settingsViewModelType($0) != nil } ?? observed[0]
            return observed.filter { $0.positionToken != own.positionToken && !$0.hasAttribute("EnvironmentObject") }.map { Finding(token: $0.positionToken) }
        }
    }
}
