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
            Example("struct CompactView: View {\n    @StateObject private var viewModel = CompactViewModel()\n    @ObservedObject private var ↓searchViewModel = SearchViewModel.shared\n    var body: some View { Text(\"\") }\n}"),
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    @ObservedObject var ↓otherViewModel = OtherViewModel()\n    var body: some View { Text(\"\") }\n}"),
            Example("struct ProfileView: View {\n    @Bindable var viewModel: ProfileViewModel\n    @State private var ↓child = ChildViewModel()\n    var body: some View { Text(\"\") }\n}"),
            // A view model from the environment is a second one too, wherever it is declared.
            Example("struct DeleteAccountView: View {\n    @EnvironmentObject var ↓authViewModel: AuthViewModel\n    @StateObject var viewModel: DeleteAccountViewModel\n    var body: some View { Text(\"\") }\n}"),
        ],
        nonTriggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    @State private var draft = \"\"\n    @Environment(\\.dismiss) private var dismiss\n    var body: some View { Text(draft) }\n}"),
            // Not a view model by the configured names: an observed helper object.
            Example("struct EditorView: View {\n    @StateObject var viewModel = EditorViewModel()\n    @StateObject private var keyboard = Keyboard.main\n    var body: some View { Text(\"\") }\n}"),
            // A child view model taken from this screen's view model for a sheet: presentation state.
            Example("struct CartView: View {\n    @ObservedObject var viewModel: CartViewModel\n    @State private var checkout: CheckoutViewModel?\n    var body: some View { Text(\"\") }\n}"),
        ]
    )

    /// Property wrappers that observe an object.
    static let observingWrappers: Set<String> = ["StateObject", "ObservedObject", "Bindable", "EnvironmentObject"]

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.screenViews.flatMap { view -> [Finding] in
            // View models by the configured classification, held by an observing wrapper or
            // owned in `@State`; an optional `@State` child (the item of a sheet or a push,
            // taken from the screen's view model) is presentation state, not a second owner.
            let held = view.members.filter { member in
                guard member.kind == .var, file.settingsViewModelType(member) != nil else { return false }
                if member.hasAttribute("State") {
                    return !(member.type?.hasSuffix("?") ?? false) && member.initializer != "nil"
                }
                return member.hasAttribute(in: Self.observingWrappers) || member.hasAttribute("Environment")
            }
            guard held.count > 1 else { return [] }
            // The screen's own view model: one it owns or is given (not from the environment),
            // named `viewModel` or after the view when several are; every other is extra.
            let owned = held.filter { !$0.hasAttribute("EnvironmentObject") && !$0.hasAttribute("Environment") }
            let screen = view.name.hasSuffix("View") ? String(view.name.dropLast(4)) : view.name
            let own = owned.first { $0.name == "viewModel" }
                ?? owned.first { file.settingsViewModelType($0).map { $0.hasPrefix(screen) } ?? false }
                ?? owned.first ?? held[0]
            return held.filter { $0.positionToken != own.positionToken }.map { member in
                Finding(token: member.positionToken,
                        message: "\(view.name) holds a second view model, '\(member.name)' (its own is '\(own.name)'): keep one view model per screen, and get other state from it",
                        symbol: "\(view.name).\(member.name)")
            }
        }
    }
}
