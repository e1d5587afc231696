import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_no_storage`: no `@AppStorage`/`@SceneStorage` in a screen view.
struct ViewNoStorageRule: Rule {
    static let description = RuleDescription(
        id: .viewNoStorage,
        summary: "Move this storage into the view model: @AppStorage, @SceneStorage and the like change state without an action.",
        rationale: "Every change to these properties is written through to storage without the view model seeing it, so it cannot be tested and the view becomes a source of state. Read and write stored values in the view model, through actions. The wrappers are `lint.storageWrappers`: by default @AppStorage, @SceneStorage and the Defaults library's @Default.",
        severity: .warning,
        triggering: [
            Example("struct LoginView: View {\n    @AppStorage(\"username\") var ↓username = \"\"\n    @SceneStorage(\"tab\") private var ↓tab = 0\n    @StateObject var viewModel = LoginViewModel()\n    var body: some View { Text(username) }\n}"),
            Example("struct KeysView: View {\n    @Default(.accentColor) private var ↓accentColor\n    @StateObject var viewModel = KeysViewModel()\n    var body: some View { Text(\"\") }\n}"),
            Example("struct KeysView: View {\n    @Stored(\"tab\") private var ↓tab = 0\n    @StateObject var viewModel = KeysViewModel()\n    var body: some View { Text(\"\") }\n}", config: "storageWrappers:\n  - Stored"),
        ],
        nonTriggering: [
            Example("struct SettingsPanel: View {\n    @AppStorage(\"theme\") var theme = \"system\"\n    var body: some View { Text(theme) }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.screenViews.flatMap { view in
            view.members.filter { member in member.attributes.contains { file.settings.storageWrappers.contains($0.name) } }.map {
                Finding(token: $0.positionToken, message: "\(view.name).\($0.name) keeps storage in the view: move it into the view model, where it changes through an action",
                        symbol: "\(view.name).\($0.name)")
            }
        }
    }
}
