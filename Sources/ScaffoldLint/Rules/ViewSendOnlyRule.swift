import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_send_only`: a view only sends actions to its view model, and reads its outputs.
struct ViewSendOnlyRule: Rule {
    static let description = RuleDescription(
        id: .viewSendOnly,
        summary: "Send an action instead: a view only calls send(_:) on its view model, and reads its outputs.",
        rationale: "Actions are the one way into a view model. A direct method call, an assignment or a binding to an output skips the reducer, so the change is not an Action that tests send, and the flow from UI event to state change stops being one path. Reading an output, through a property or a method that returns a value and changes nothing, is fine; so is a method that only sends an action, or one a `lint.senders` macro generates from an Action case.",
        severity: .error,
        triggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View {\n        VStack {\n            Button(\"Do This\") { viewModel.↓doSomethingLikeThis() }\n            Button(\"Do That\") { self.viewModel.↓load(page: 2) }\n        }\n    }\n}"),
            Example("struct MyView: View {\n    let viewModel: FirstViewModel<Coordinator>\n    var body: some View { Button(\"Go\") { viewModel.↓navigate() } }\n}"),
            // Helpers in an extension of the screen view are part of the view, in its file or another.
            Example("extension CartView {\n    private var clearButton: some View { Button(\"Clear\") { viewModel.↓clear(); ↓viewModel.items = [] } }\n}", path: "Sources/App/CartView+Buttons.swift",
                    context: ["Sources/App/CartView.swift": "struct CartView: View {\n    @ObservedObject var viewModel: CartViewModel\n    var body: some View { Text(\"\") }\n}"]),
            // Helpers in an extension of the screen view are part of the view.
            Example("struct CartView: View {\n    @ObservedObject var viewModel: CartViewModel\n    var body: some View { List(viewModel.items, id: \\.self) { row($0) } }\n}\n\nextension CartView {\n    private func row(_ item: String) -> some View {\n        Button(item) { viewModel.↓remove(item) }\n    }\n}"),
            // Through optional chaining too.
            Example("struct SearchView: View {\n    @State private var viewModel: SearchViewModel?\n    var body: some View { Button(\"Clear\") { viewModel?.↓clearResults(); ↓viewModel?.filters = .defaults } }\n}"),
            // Assignments, mutating calls and bindings change the view model's state from the view.
            Example("struct CartView: View {\n    @ObservedObject var viewModel: CartViewModel\n    var body: some View {\n        VStack {\n            Button(\"Clear\") { ↓viewModel.items = [] }\n            Button(\"Drop\") { viewModel.items.↓removeAll() }\n            TextField(\"Note\", text: ↓$viewModel.note)\n        }\n    }\n}"),
            // A view holding a store or a context the config names is a screen view: its calls are read.
            Example("struct RoomView: View {\n    @ObservedObject var context: RoomViewModel.Context\n    var body: some View { Button(\"Leave\") { context.↓leaveRoom() } }\n}", config: "viewModelPropertyTypes:\n  - \"*ViewModel.Context\""),
            // A method that changes state and returns a value is not a query.
            Example("struct DetailView: View {\n    @StateObject private var viewModel = DetailViewModel()\n    var body: some View { Text(viewModel.↓nextTitle()) }\n}\n\n@MainActor final class DetailViewModel: ObservableObject {\n    @Published private(set) var count = 0\n    func nextTitle() -> String { count += 1; return \"\\(count)\" }\n}"),
        ],
        nonTriggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View {\n        VStack {\n            Text(viewModel.title.uppercased())\n            Button(\"Do This\") { viewModel.send(.doThis) }\n        }\n        .task { viewModel.send(.load) }\n    }\n}"),
            // A query returns a value the view renders and changes nothing: reading an output.
            Example("@MainActor final class DetailViewModel: ObservableObject {\n    enum Action { case toggleBookmark }\n    func send(_ action: Action) {\n        switch action {\n        case .toggleBookmark: isBookmarked.toggle()\n        }\n    }\n    @Published private(set) var isBookmarked = false\n    func alertTitle() -> String { isBookmarked ? \"Saved\" : \"Removed\" }\n}\nstruct DetailView: View {\n    @StateObject private var viewModel = DetailViewModel()\n    var body: some View {\n        Button(viewModel.alertTitle()) { viewModel.send(.toggleBookmark) }\n    }\n}"),
            // The same, with the view model in another file of the repository.
            Example("struct DetailView: View {\n    @StateObject private var viewModel = DetailViewModel()\n    var body: some View { Text(viewModel.alertMessage(for: 2)) }\n}",
                    context: ["Sources/App/DetailViewModel.swift": "@MainActor final class DetailViewModel: ObservableObject {\n    @Published private(set) var count = 0\n    func alertMessage(for value: Int) -> String { format(value + count) }\n    private func format(_ value: Int) -> String { \"\\(value)\" }\n}"]),
            // A method generated from an Action case by a macro `lint.senders` names sends that action.
            Example("@MainActor @Stateful final class KeysViewModel: ObservableObject {\n    @CasePathable enum Action { case refresh }\n    @Published private(set) var keys: [String] = []\n    @Function(\\Action.Cases.refresh) private func _refresh() async throws {}\n}\nstruct KeysView: View {\n    @StateObject private var viewModel = KeysViewModel()\n    var body: some View {\n        List(viewModel.keys, id: \\.self) { Text($0) }.refreshable { viewModel.refresh() }\n    }\n}", config: "senders:\n  - Stateful"),
            // A method that only sends an action is a send.
            Example("struct KeysView: View {\n    @StateObject private var viewModel = KeysViewModel()\n    var body: some View { Button(\"Reload\") { viewModel.reload() } }\n}",
                    context: ["Sources/App/KeysViewModel.swift": "@MainActor final class KeysViewModel: ObservableObject {\n    enum Action { case reload }\n    func send(_ action: Action) {}\n    func reload() { send(.reload) }\n}"]),
            // The input under another name: a configured entry point, or a reducer by its shape.
            Example("struct RoomView: View {\n    @ObservedObject var context: RoomViewModel.Context\n    var body: some View { Button(\"Leave\") { context.send(viewAction: .leave) } }\n}", config: "viewModelPropertyTypes:\n  - \"*ViewModel.Context\""),
            Example("struct ItemView: View {\n    @ObservedObject var store: Store<ItemState, ItemAction>\n    var body: some View { Button(\"Add\") { store.receive(.add) } }\n}", config: "viewModelPropertyTypes:\n  - Store\nreducers:\n  - receive(_:)"),
            // An extension in another file of a view that is no screen view, or of one whose property holds no view model.
            Example("extension BadgeView {\n    private var label: some View { Button(\"x\") { viewModel.clear() } }\n}", path: "Sources/App/BadgeView+Label.swift",
                    context: ["Sources/App/BadgeView.swift": "struct BadgeView: View {\n    let viewModel: Badge\n    var body: some View { Text(\"\") }\n}"]),
            // Publishers and nested reads are outputs.
            Example("struct CartView: View {\n    @ObservedObject var viewModel: CartViewModel\n    var body: some View { Text(viewModel.items.sorted().first ?? \"\").onReceive(viewModel.$items) { _ in } }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for view in file.screenViews {
            // The view-model properties and the type each holds.
            var held: [String: String] = [:]
            for member in view.members { if let type = file.settingsViewModelType(member) { held[member.name] = type } }
            // The view's members and those of its extensions in this file: helpers are the view's code.
            let members = view.members + file.extensions(of: view.name).flatMap(\.members)
            findings += check(members, of: view.name, in: file) { root in held[root].map { type in { method in method.map { .callsViewModel(type: type, method: $0) } } } }
        }
        // Extensions of views declared in other files: a property named like a view model
        // (`viewModel`, `searchViewModel`) is checked, and the session keeps the finding
        // only when the view is a screen view that holds its view model in that property.
        // The types this file declares at its top level, whose extensions are read above
        // when they are screen views.
        var declared: Set<String> = []
        for index in file.tree.declarations.indices where file.tree.declarations[index].kind == .struct { declared.insert(file.tree.declarations[index].name) }
        for view in file.screenViews { declared.insert(view.name) }
        let extensions = file.tree.declarations.filter { $0.kind == .extension && $0.inheritance.isEmpty && !declared.contains($0.name) }
        guard !extensions.isEmpty else { return findings }
        // Where the file spells `…iewModel` (one pass, from the rarer `M`): an extension
        // without it names no view model.
        let bytes = file.source.bytes, needle = Array("Model".utf8), prefix = Array("iew".utf8)
        var mentions: [Int] = []
        var from = 0
        while let offset = ByteSearch.firstOffset(of: needle, in: bytes, from: from) {
            if offset >= 3, bytes[(offset - 3)..<offset].elementsEqual(prefix) { mentions.append(offset - 3) }
            from = offset + needle.count
        }
        guard !mentions.isEmpty else { return findings }
        let tokens = file.source.tokens
        for view in extensions {
            let start = Int(tokens[view.tokenRange.lowerBound].start), end = Int(tokens[min(view.tokenRange.upperBound, tokens.count - 1)].end)
            // The first mention at or after the extension's start (the mentions are in order):
            // a binary search, not a scan of them all for each extension.
            let first = mentions.sortedIndex { $0 < start }
            WorkCounter.add()
            guard first < mentions.count, mentions[first] < end else { continue }
            findings += check(view.members, of: view.name, in: file) { root in
                guard ByteSearch.contains(Array("iewModel".utf8), in: Array(root.utf8)) else { return nil }
                return { .screenViewExtension(view: view.name, property: root, method: $0) }
            }
        }
        return findings
    }

    /// The findings in `members` of view `name`; `check(root)` says whether a receiver
    /// root is the view model, and the deferred check for a call of a method (nil) or for
    /// an assignment, a mutating call or a binding.
    func check(_ members: [Declaration], of name: String, in file: LintFile, deferred check: (String) -> ((String?) -> DeferredCheck?)?) -> [Finding] {
        var findings: [Finding] = []
        let tokens = file.source.tokens
        for member in members where ![.struct, .class, .enum, .actor, .extension].contains(member.kind) {
            guard let body = member.bodyRange else { continue }
            let symbol = "\(name).\(member.name)"
            let structure = file.bodyStructure(body)
            for call in structure.calls where call.name != "send" {
                guard let receiver = call.receiver else { continue }
                let path = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
                let root = receiver.receiverRoot
                guard let deferred = check(root) else { continue }
                let labels = BodyReading.argumentLabels(ofCallAt: call.token, in: file.source)
                if path == root {
                    // `if viewModel.isEmpty {` reads a property.
                    if call.isTrailingClosureOnly || file.settings.isConfiguredReducer(name: call.name, labels: labels) { continue }
                    let called = BodyReading.selector(call.name, labels)
                    findings.append(Finding(token: call.token, message: "\(name) calls \(receiver).\(called): send an action instead; a view only calls send(_:) on its view model, and reads its outputs",
                                            symbol: symbol, deferred: deferred(call.name)))
                } else if MethodReading.mutatingMethods.contains(call.name) {
                    findings.append(Finding(token: call.token, message: "\(name) changes \(receiver) with \(BodyReading.selector(call.name, labels)): send an action instead; only the view model changes its state",
                                            symbol: symbol, deferred: deferred(nil).flatMap(Self.withoutMethod)))
                }
            }
            for assignment in structure.assignments {
                let root = assignment.target.firstName
                guard let deferred = check(root), assignment.target.utf8.count > root.utf8.count else { continue }
                findings.append(Finding(token: assignment.token, message: "\(name) assigns \(assignment.target): send an action instead; only the view model changes its state",
                                        symbol: symbol, deferred: deferred(nil).flatMap(Self.withoutMethod)))
            }
            // `$viewModel.name`: a binding through which the view writes the output.
            for index in body where tokens[index].kind == .dollarIdentifier && index + 2 < tokens.count
                && tokens[index + 1].kind == .period && tokens[index + 2].kind == .identifier {
                let property = String(file.text(of: index).dropFirst())
                guard let deferred = check(property) else { continue }
                findings.append(Finding(token: index, message: "\(name) binds $\(property).\(file.text(of: index + 2)), which writes the view model's state: bind local @State and send an action, or bind Binding(get:set:) whose set sends one",
                                        symbol: symbol, endToken: index + 2, deferred: deferred(nil).flatMap(Self.withoutMethod)))
            }
        }
        return findings
    }

    /// The check for a change that is no call: none for the view's own file (a change is
    /// always one), the screen-view question for another file's extension.
    static func withoutMethod(_ check: DeferredCheck) -> DeferredCheck? {
        if case .screenViewExtension = check { return check }
        return nil
    }
}
