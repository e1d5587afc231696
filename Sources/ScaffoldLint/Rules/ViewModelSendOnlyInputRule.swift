import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_send_only_input`: the only way into a view model is `send(_:)`.
struct ViewModelSendOnlyInputRule: Rule {
    static let description = RuleDescription(
        id: "vm_send_only_input",
        summary: "Make this method private, or turn it into an Action: send(_:) is a view model's only input.",
        rationale: "When the view can call methods, state changes happen outside the reducer: they are not actions, tests cannot send them, and a reader must look in two places for what the screen does.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class MainViewModel: ObservableObject {\n    func send(_ action: Action) {}\n}\n\nextension MainViewModel {\n    ↓func addWorkspace() {}\n    private func helper() {}\n}\n\nextension MainViewModel: Hashable {\n    func hash(into hasher: inout Hasher) {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case load }\n    func send(_ action: Action) {}\n    ↓func load() {}\n    public ↓func reset(animated: Bool) {}\n}"),
        ],
        nonTriggering: [
            // WebKit calls this, not a view: a delegate method cannot be private.
            Example("@MainActor final class BrowserViewModel: NSObject, ObservableObject, WKNavigationDelegate {\n    func send(_ action: Action) {}\n    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case load }\n    init() {}\n    func send(_ action: Action) { load() }\n    private func load() {}\n    fileprivate func reset() {}\n    static func preview() -> LoginViewModel { LoginViewModel() }\n}"),
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

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel -> [Finding] in
            // The class's methods, and those of its extensions in the same file (not those
            // that add a conformance: their methods are the protocol's requirements).
            let extensions = file.extensions(of: viewModel.name)
            let delegate = (viewModel.inheritance + extensions.flatMap(\.inheritance)).contains { conformance in
                Self.delegateSuffixes.contains { TypeFacts.baseName(conformance).hasSuffix($0) }
            }
            return (viewModel.members + extensions.filter(\.inheritance.isEmpty).flatMap(\.members))
                .filter { $0.kind == .func && $0.name != "send" && !$0.isPrivate && !$0.isTypeMember && !$0.modifiers.contains("override") }
                .filter { !(delegate && Self.takesItsCaller($0)) }
                .map { Finding(token: $0.positionToken, message: "\(viewModel.name).\($0.name)(…) is an input besides send(_:): make it private, or turn it into an Action",
                               symbol: "\(viewModel.name).\($0.name)") }
        }
    }
}
