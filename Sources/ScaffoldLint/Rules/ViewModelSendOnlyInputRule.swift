import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_send_only_input`: the only way into a view model is `send(_:)`.
struct ViewModelSendOnlyInputRule: Rule {
    static let description = RuleDescription(
        id: .vmSendOnlyInput,
        summary: "Make this method private, or turn it into an Action: a view model's only input is send(_:) (or its reducer).",
        rationale: "When the view can call methods, state changes happen outside the reducer: they are not actions, tests cannot send them, and a reader must look in two places for what the screen does. A query (it returns a value and changes nothing) is an output read through a method, not an input; the reducer under another name (a method that takes the Action and switches over it, or one `lint.reducers` names), a method that only sends an action, and one a `lint.senders` macro or protocol generates from an Action case are the input itself.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class MainViewModel: ObservableObject {\n    func send(_ action: Action) {}\n}\n\nextension MainViewModel {\n    ↓func addWorkspace() {}\n    private func helper() {}\n}\n\nextension MainViewModel: Hashable {\n    func hash(into hasher: inout Hasher) {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case load }\n    func send(_ action: Action) {}\n    ↓func load() {}\n    public ↓func reset(animated: Bool) {}\n}"),
            // A method that returns a value but changes state is an input (its message asks for an output).
            Example("@MainActor final class ProfileViewModel: ObservableObject {\n    enum Action { case load }\n    func send(_ action: Action) {}\n    @Published private(set) var count = 0\n    ↓func purchasedProducts() -> [String] { count += 1; return [] }\n    ↓func loadTitle() async -> String { \"\" }\n}"),
            // A method that takes a domain type named like an action and returns a value is no reducer.
            Example("@MainActor final class SourceViewModel: ObservableObject {\n    @Published private(set) var queued = 0\n    ↓func requiresConfirmation(forAction action: EpisodeAction) -> Bool { switch action { case .delete: queued += 1; return true } }\n}"),
            // A query that calls a method that changes state is not a query.
            Example("@MainActor final class ProfileViewModel: ObservableObject {\n    private var cache: [String] = []\n    ↓func titles() -> [String] { fill(); return cache }\n    private func fill() { cache = [\"a\"] }\n}"),
        ],
        nonTriggering: [
            // Hashable declared on the class itself: hash(into:) is the protocol's requirement.
            Example("@MainActor final class RowViewModel: ObservableObject, Hashable {\n    enum Action { case tap }\n    let id: String\n    init(id: String) { self.id = id }\n    func send(_ action: Action) {}\n    @Published private(set) var title = \"\"\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n    nonisolated static func == (lhs: RowViewModel, rhs: RowViewModel) -> Bool { lhs.id == rhs.id }\n}"),
            // WebKit calls this, not a view: a delegate method cannot be private.
            Example("@MainActor final class BrowserViewModel: NSObject, ObservableObject, WKNavigationDelegate {\n    func send(_ action: Action) {}\n    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case load }\n    init() {}\n    func send(_ action: Action) { load() }\n    private func load() {}\n    fileprivate func reset() {}\n    static func preview() -> LoginViewModel { LoginViewModel() }\n}"),
            // A query: it returns a value the view renders and changes nothing.
            Example("@MainActor final class DetailViewModel: ObservableObject {\n    enum Action { case toggleBookmark }\n    func send(_ action: Action) {\n        switch action {\n        case .toggleBookmark: isBookmarked.toggle()\n        }\n    }\n    @Published private(set) var isBookmarked = false\n    func alertTitle() -> String { isBookmarked ? \"Saved\" : \"Removed\" }\n    func rows(matching text: String) -> [String] { var found: [String] = []; found.append(text); return found }\n}"),
            // The reducer under another name: it takes the Action and switches over it.
            Example("protocol Stateful: AnyObject { associatedtype Action; func respond(to action: Action) }\nextension Stateful { func send(_ action: Action) { respond(to: action) } }\n\n@MainActor final class ResetViewModel: ObservableObject, Stateful {\n    enum Action { case cancel }\n    @Published private(set) var isCancelled = false\n    func respond(to action: Action) { switch action { case .cancel: isCancelled = true } }\n}"),
            // Entry points the config names (a base processor's receive and perform).
            Example("open class StateProcessor<State, Action, Effect>: Processor {\n    open func perform(_ effect: Effect) async {}\n    open func receive(_ action: Action) {}\n}", config: "viewModelSuffixes:\n  - ViewModel\n  - Processor\nreducers:\n  - receive(_:)\n  - perform(_:)"),
            // Methods that only send an action, hand-written or generated by a configured macro.
            Example("@MainActor @Stateful final class KeysViewModel: ObservableObject {\n    @CasePathable enum Action { case refresh, delete }\n    private let core = Core()\n    func refresh() { core.send(\\.refresh) }\n    func delete() async throws {}\n}", config: "senders:\n  - Stateful"),
        ]
    )

    /// Suffixes of the protocols whose methods a framework calls (a web view, a fetched
    /// results controller), not the view.
    static let delegateSuffixes = ["Delegate", "DataSource", "Handler", "Observer"]

    /// Whether `method`'s first value is the object that calls it, as a delegate method's
    /// is (`webView(_ webView: WKWebView, …)`): for a view model that conforms to a delegate
    /// protocol, such a method is the protocol's, cannot be private, and no view calls it.
    static func takesItsCaller(_ method: Declaration) -> Bool {
        guard let first = method.parameters.first, first.label == "_" || first.label == nil else { return false }
        return first.type.trimmingSpaces().first?.isUppercase == true
    }

    /// Requirements of the standard library's protocols a class may adopt in its own
    /// declaration (`Hashable`, `Encodable`, `CustomStringConvertible` …): the protocol's,
    /// not an input, and they cannot be private.
    static let standardRequirements: Set<String> = ["hash(into:)", "encode(to:)", "makeIterator()", "index(after:)", "index(before:)"]

    /// Whether `method` is one of `standardRequirements`.
    static func isStandardRequirement(_ method: Declaration) -> Bool {
        standardRequirements.contains(MethodReading.selector(method))
    }

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel -> [Finding] in
            // The class's methods, and those of its extensions in the same file (not those
            // that add a conformance: their methods are the protocol's requirements).
            let extensions = file.extensions(of: viewModel.name)
            let delegate = (viewModel.inheritance + extensions.flatMap(\.inheritance)).contains { conformance in
                Self.delegateSuffixes.contains { TypeFacts.baseName(conformance).hasSuffix($0) }
            }
            let roles = file.methodRoles(of: viewModel)
            let methods = (viewModel.members + extensions.filter(\.inheritance.isEmpty).flatMap(\.members))
                .filter { $0.kind == .func && !$0.isPrivate && !$0.isTypeMember && !$0.modifiers.contains("override") && (roles[$0.name] ?? .other) == .other }
                .filter { !(delegate && Self.takesItsCaller($0)) && !Self.isStandardRequirement($0) }
            guard !methods.isEmpty else { return [] }
            let input = file.inputName(of: viewModel)
            return methods.map { method in
                Finding(token: method.positionToken, message: Self.message(method, of: viewModel.name, input: input), symbol: "\(viewModel.name).\(method.name)")
            }
        }
    }

    /// What to do with `method`: a value the view reads becomes an output; otherwise the
    /// method becomes private or an Action of the view model's input.
    static func message(_ method: Declaration, of type: String, input: String?) -> String {
        let name = "\(type).\(MethodReading.selector(method))"
        let besides = input.map { " besides \($0)" } ?? ""
        // A result the caller may ignore (`@discardableResult`) is no value the view reads.
        if MethodReading.returnsValue(method), !method.hasAttribute("discardableResult") {
            return "\(name) is an input\(besides) that returns a value: make what it returns an output (a private(set) property the view reads), and what it changes an Action"
        }
        if input == nil {
            return "\(name) is an input, and \(type) has no send(_:): make it private, or turn it into an Action case that send(_:) handles"
        }
        return "\(name) is an input\(besides): make it private, or turn it into an Action"
    }
}
