import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_single_view_model`: a screen view holds exactly one view model.
struct ViewSingleViewModelRule: Rule {
    static let description = RuleDescription(
        id: .viewSingleViewModel,
        summary: "Keep one view model per screen: get other state from this screen's view model.",
        rationale: "A screen has a 1:1 relationship with its view model. A second view model, or any other object the screen view observes or owns (`@ObservedObject var provider = SomeProvider()`), splits the screen's state between owners that cannot see each other's actions, and the screen can no longer be tested through one view model. Environment objects other than view models are allowed, and so are the types `lint.allowedObservedTypes` names.",
        severity: .error,
        triggering: [
            Example("struct CompactView: View {\n    @StateObject private var viewModel = CompactViewModel()\n    @ObservedObject private var ↓searchViewModel = SearchViewModel.shared\n    var body: some View { Text(\"\") }\n}"),
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    @ObservedObject var ↓otherViewModel = OtherViewModel()\n    var body: some View { Text(\"\") }\n}"),
            Example("struct ProfileView: View {\n    @Bindable var viewModel: ProfileViewModel\n    @State private var ↓child = ChildViewModel()\n    var body: some View { Text(\"\") }\n}"),
            // A view model from the environment is a second one too, wherever it is declared.
            Example("struct DeleteAccountView: View {\n    @EnvironmentObject var ↓authViewModel: AuthViewModel\n    @StateObject var viewModel: DeleteAccountViewModel\n    var body: some View { Text(\"\") }\n}"),
            // Any other object the screen observes: the architecture's own "No Good" example.
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    @ObservedObject var ↓someProvider = SomeProvider()\n    var body: some View { Text(\"\") }\n}"),
            Example("struct EditorView: View {\n    @StateObject var viewModel = EditorViewModel()\n    @StateObject private var ↓keyboard = Keyboard.main\n    var body: some View { Text(\"\") }\n}"),
            // An object owned in @State: a class of the repository.
            Example("struct EditorView: View {\n    @State private var viewModel = EditorViewModel()\n    @State private var ↓session = Session()\n    var body: some View { Text(\"\") }\n}", path: "Sources/App/EditorView.swift",
                    context: ["Sources/App/Session.swift": "@Observable final class Session {}"]),
        ],
        nonTriggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    @State private var draft = \"\"\n    @Environment(\\.dismiss) private var dismiss\n    var body: some View { Text(draft) }\n}"),
            // An observed helper the config allows; environment objects are allowed.
            Example("struct EditorView: View {\n    @StateObject var viewModel = EditorViewModel()\n    @StateObject private var keyboard = Keyboard.main\n    @EnvironmentObject var settings: AppSettings\n    var body: some View { Text(\"\") }\n}", config: "allowedObservedTypes:\n  - Keyboard"),
            // A view whose view model comes from the environment is no screen that owns one:
            // the model objects it observes are not a second owner of its state.
            Example("struct ZimFileDetail: View {\n    @EnvironmentObject var navigation: NavigationViewModel\n    @ObservedObject var zimFile: ZimFile\n    var body: some View { Text(\"\") }\n}"),
            // @State of a value (a struct of the repository, or of the SDK) is local state.
            Example("struct EditorView: View {\n    @State private var viewModel = EditorViewModel()\n    @State private var draft = Draft()\n    @State private var date = Date()\n    var body: some View { Text(\"\") }\n}", path: "Sources/App/EditorView.swift",
                    context: ["Sources/App/Draft.swift": "struct Draft {}"]),
            // A child view model taken from this screen's view model for a sheet: presentation state.
            Example("struct CartView: View {\n    @ObservedObject var viewModel: CartViewModel\n    @State private var checkout: CheckoutViewModel?\n    var body: some View { Text(\"\") }\n}"),
        ]
    )

    /// Property wrappers that hold an object a view owns or is handed.
    static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "Bindable"]

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
            // The screen's own view model: one it owns or is given (not from the environment),
            // named `viewModel` or after the view when several are; every other is extra.
            let owned = held.filter { !$0.hasAttribute("EnvironmentObject") && !$0.hasAttribute("Environment") }
            let screen = view.name.hasSuffix("View") ? String(view.name.dropLast(4)) : view.name
            guard let own = owned.first(where: { $0.name == "viewModel" })
                ?? owned.first(where: { file.settingsViewModelType($0).map { $0.hasPrefix(screen) } ?? false })
                ?? owned.first ?? held.first ?? view.members.first(where: { file.settingsViewModelType($0) != nil }) else { return [] }
            var findings = held.filter { $0.positionToken != own.positionToken }.map { member in
                Finding(token: member.positionToken,
                        message: "\(view.name) holds a second view model, '\(member.name)' (its own is '\(own.name)'): keep one view model per screen, and get other state from it",
                        symbol: "\(view.name).\(member.name)")
            }
            // Other objects the screen observes or owns, besides what the config allows (when
            // the screen has a view model of its own, not only ones from the environment).
            let hasOwn = !own.hasAttribute("EnvironmentObject") && !own.hasAttribute("Environment")
            for member in view.members where hasOwn && member.kind == .var && file.settingsViewModelType(member) == nil {
                let observed = member.hasAttribute(in: Self.objectWrappers)
                guard observed || member.hasAttribute("State"), let type = Self.heldType(of: member), !file.settings.allowsObserved(type) else { continue }
                if !observed, member.type?.hasSuffix("?") ?? false { continue }
                findings.append(Finding(token: member.positionToken,
                                        message: "\(view.name) observes '\(member.name)' (\(type)) besides its view model '\(own.name)': get this state through the view model, or list \(type) in lint.allowedObservedTypes",
                                        symbol: "\(view.name).\(member.name)", deferred: observed ? nil : .heldClass(type: type)))
            }
            return findings
        }
    }

    /// The type a property holds: its annotation, or the type its initial value constructs
    /// (`SomeProvider()`, `Keyboard.main`).
    static func heldType(of member: Declaration) -> String? {
        if let type = member.type {
            let plain = TypeFacts.baseName(TypeFacts.plainType(type))
            return plain.first?.isUppercase == true ? plain : nil
        }
        return member.initializer.flatMap(TypeFacts.constructedType)
    }
}
