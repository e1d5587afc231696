import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_child_view_model`: a view never constructs a view model.
struct ViewChildViewModelRule: Rule {
    static let description = RuleDescription(
        id: .viewChildViewModel,
        summary: "Get the child's view model from this screen's view model (or its router) instead of constructing it in the view.",
        rationale: "The app's hierarchy is built from view models, not from views, so that a whole flow can be recreated and tested from state. A view may create the next view, but the view model it hands over comes from its own view model.",
        severity: .error,
        triggering: [
            Example("struct HomeView: View {\n    @ObservedObject var viewModel: HomeViewModel\n    var body: some View {\n        ProfileView(profileViewModel: ↓.init(userID: viewModel.userID))\n    }\n}"),
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View {\n        ChildView(viewModel: ↓ChildViewModel())\n    }\n}"),
            // A view model built in init that its own view model does not take is a child's.
            Example("struct MenuView: View {\n    @State private var viewModel: MenuViewModel\n    private let child: SettingsViewModel\n    init(objectId: String) {\n        child = ↓SettingsViewModel(objectId: objectId)\n        _viewModel = State(wrappedValue: MenuViewModel())\n    }\n    var body: some View { Text(viewModel.title) }\n}"),
        ],
        nonTriggering: [
            Example("struct CheckoutView: View {\n    @StateObject private var viewModel: CheckoutViewModel\n    init(path: String) {\n        _viewModel = StateObject(wrappedValue: CheckoutViewModel(path: path))\n    }\n    var body: some View { Text(\"\") }\n}"),
            Example("struct ProfileView: View {\n    @StateObject private var viewModel: ProfileViewModel\n    init(name: String) {\n        _viewModel = StateObject(\n            wrappedValue: ProfileViewModel(name: name)\n        )\n    }\n    var body: some View { Text(name) }\n}"),
            Example("struct ProfileView: View {\n    @StateObject private var viewModel: ProfileViewModel\n    init(name: String) {\n        self\n            ._viewModel = .init(wrappedValue: ProfileViewModel(name: name))\n    }\n    var body: some View { Text(name) }\n}"),
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View {\n        ChildView(viewModel: viewModel.childViewModel)\n    }\n}"),
            Example("struct RowViewModel: Hashable { let title: String }\n\nstruct WidgetView: View {\n    @StateObject private var viewModel = WidgetViewModel()\n    var body: some View { Text(rows.first?.title ?? \"\") }\n    private var rows: [RowViewModel] { [RowViewModel(title: \"a\")] }\n}"),
            // The view builds the view model it observes in its own init.
            Example("struct FilterView: View {\n    @ObservedObject var viewModel: FilterViewModel\n    init?(uuid: String?) {\n        guard let uuid, let viewModel = FilterViewModel(uuid: uuid) else { return nil }\n        self.viewModel = viewModel\n    }\n    var body: some View { Text(\"\") }\n}"),
            Example("struct FilterView: View {\n    let viewModel: FilterViewModel\n    init(uuid: String) { self.viewModel = FilterViewModel(uuid: uuid) }\n    var body: some View { Text(\"\") }\n}"),
            // The view builds its own view model once what it needs is known.
            Example("struct SearchView: View {\n    @State private var searchViewModel: SearchViewModel?\n    var body: some View { Text(\"\").task { start() } }\n    private func start() { searchViewModel = SearchViewModel(instance: 1) }\n}"),
            // The view builds its own view model in init, from an inner one it hands to it.
            Example("struct MenuView: View {\n    @State private var viewModel: MenuViewModel\n    init(objectId: String) {\n        let settings = SettingsViewModel(objectId: objectId)\n        _viewModel = State(wrappedValue: MenuViewModel(settings: settings))\n    }\n    var body: some View { Text(viewModel.title) }\n}"),
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View { Text(\"\") }\n}\n\nstruct MyView_Previews: PreviewProvider {\n    static var previews: some View { MyView(viewModel: ViewModel()) }\n}\n\n#Preview { MyView(viewModel: ViewModel()) }"),
        ]
    )

    /// Property wrappers through which a view owns what it holds.
    static let owningWrappers: Set<String> = ["State", "StateObject"]

    /// Whether the statement holding `token` assigns a property wrapper's storage
    /// (`_name = …` or `self._name = …`), however it is spread over lines: walked back from
    /// the construction out of the calls around it to the `=`.
    static func buildsOwnWrapper(at token: Int, in file: LintFile) -> Bool {
        let tokens = file.source.tokens
        var index = token - 1
        var depth = 0
        while index >= 0 {
            switch tokens[index].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket: depth = max(0, depth - 1)
            case .leftBrace, .rightBrace, .semicolon: return false
            case .equal where depth == 0:
                guard index >= 1, tokens[index - 1].kind == .identifier else { return false }
                let name = file.text(of: index - 1)
                guard name.count > 1, name.hasPrefix("_") else { return false }
                // Nothing before `_name` but `self.` on its statement.
                if index >= 3, tokens[index - 2].kind == .period, file.text(of: index - 3) == "self" { return true }
                return index < 2 || tokens[index - 2].kind != .period
            default: break
            }
            index -= 1
        }
        return false
    }

    /// The property a construction at `token` is assigned to (`name = X(…)` or
    /// `self.name = X(…)`), or nil.
    static func assignedProperty(at token: Int, in file: LintFile) -> String? {
        let tokens = file.source.tokens
        guard token >= 2, tokens[token - 1].kind == .equal, tokens[token - 2].kind == .identifier else { return nil }
        if token >= 3, tokens[token - 3].kind == .period {
            return token >= 4 && file.text(of: token - 4) == "self" ? file.text(of: token - 2) : nil
        }
        return file.text(of: token - 2)
    }

    /// Whether the construction at `token` is a local's value (`let settings = X(…)`)
    /// that the statement building the view's own view model (`_viewModel = …`, or an
    /// assignment to one of the view-model `properties`) takes.
    static func feedsOwnWrapper(_ token: Int, in body: Range<Int>, file: LintFile, properties: Set<String>) -> Bool {
        let tokens = file.source.tokens
        var index = token - 1
        if index >= body.lowerBound, tokens[index].kind == .equal { index -= 1 } else { return false }
        guard index > body.lowerBound, tokens[index].kind == .identifier, tokens[index - 1].keyword == .let || tokens[index - 1].keyword == .var else { return false }
        let local = file.text(of: index)
        // A later `_name = …` (or `self.viewModel = …`) statement of the init that names the local.
        var position = token
        while position < body.upperBound {
            if tokens[position].kind == .identifier, file.text(of: position) == local, position > token + 1 {
                var back = position
                var depth = 0
                while back > token {
                    switch tokens[back].kind {
                    case .rightParen, .rightBracket: depth += 1
                    case .leftParen, .leftBracket: depth = max(0, depth - 1)
                    case .equal where depth == 0:
                        let target = back >= 1 ? file.text(of: back - 1) : ""
                        return (target.count > 1 && target.hasPrefix("_")) || properties.contains(target)
                    case .leftBrace, .rightBrace, .semicolon: back = token
                    default: break
                    }
                    back -= 1
                }
            }
            position += 1
        }
        return false
    }

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for view in file.screenViews {
            // The view's view-model properties, read when a construction asks: `held` (with
            // their types), those it owns (`@State`, `@StateObject`), and its own one
            // (named `viewModel`, or after the view, or the only one).
            var read: (held: [String: String], own: [String: String], ownName: String?)?
            func properties() -> (held: [String: String], own: [String: String], ownName: String?) {
                if let read { return read }
                var own: [String: String] = [:], held: [String: String] = [:]
                for member in view.members {
                    guard let type = file.settingsViewModelType(member) else { continue }
                    held[member.name] = type
                    if member.hasAttribute(in: Self.owningWrappers) { own[member.name] = type }
                }
                let screen = view.name.hasSuffix("View") ? String(view.name.dropLast(4)) : view.name
                let ownName = held.keys.contains("viewModel") ? "viewModel"
                    : held.first(where: { $0.value.hasPrefix(screen) })?.key ?? (held.count == 1 ? held.keys.first : nil)
                read = (held, own, ownName)
                return (held, own, ownName)
            }
            // A nested type is a view of its own (checked on its own), not this view's code.
            for member in view.members where ![.struct, .class, .enum, .actor, .extension].contains(member.kind) {
                guard let body = member.bodyRange else { continue }
                for construction in file.bodyStructure(body).constructions
                where file.knownViewModels.contains(construction.typeName) || file.settings.viewModelSuffixes.contains(where: { construction.typeName.hasSuffix($0) }) {
                    // `_viewModel = StateObject(wrappedValue: ViewModel(…))` in an init: the
                    // view's own view model, built where it is owned.
                    let (held, own, ownName) = properties()
                    if member.kind == .`init`, Self.buildsOwnWrapper(at: construction.token, in: file)
                        || Self.feedsOwnWrapper(construction.token, in: body, file: file, properties: ownName.map { [$0] } ?? [])
                        || Self.assignedProperty(at: construction.token, in: file).map({ $0 == ownName && held[$0] == construction.typeName }) ?? false { continue }
                    // `viewModel = SearchViewModel(…)`: the view's own view model, built when
                    // what it needs is known.
                    if Self.assignedProperty(at: construction.token, in: file).map({ own[$0] == construction.typeName }) ?? false { continue }
                    findings.append(Finding(token: construction.token,
                                            message: "\(view.name) constructs \(construction.typeName): get the child's view model from this screen's view model (or its router)",
                                            symbol: "\(view.name).\(member.name)", deferred: .constructsClass(type: construction.typeName)))
                }
                // `ChildView(viewModel: .init(…))`: a view model built by `.init` for a
                // parameter named as one.
                let tokens = file.source.tokens
                for index in body where index >= 3 && index + 1 < tokens.count && tokens[index].kind == .identifier && tokens[index].is(.`init`)
                    && tokens[index + 1].kind == .leftParen && tokens[index - 1].kind == .period && tokens[index - 2].kind == .colon
                    && tokens[index - 3].kind == .identifier && file.text(of: index - 3).lowercased().hasSuffix("viewmodel") {
                    findings.append(Finding(token: index - 1,
                                            message: "\(view.name) constructs a view model for '\(file.text(of: index - 3))': get the child's view model from this screen's view model (or its router)",
                                            symbol: "\(view.name).\(member.name)", endToken: index))
                }
            }
        }
        return findings
    }
}
