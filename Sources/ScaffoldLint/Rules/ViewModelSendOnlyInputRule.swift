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

    /// Whether `method` looks like a requirement of a delegate protocol the view model
    /// conforms to (in its declaration or an extension of this file): its first value is
    /// the object that calls it (`webView(_ webView: WKWebView, …)`). Such a method cannot
    /// be private, and no view calls it.
    static func isDelegateMethod(_ method: Declaration, of viewModel: Declaration, in file: LintFile) -> Bool {
        let conformances = viewModel.inheritance + file.extensions(of: viewModel.name).flatMap(\.inheritance)
        guard conformances.contains(where: { conformance in delegateSuffixes.contains { TypeFacts.baseName(conformance).hasSuffix($0) } }),
              let first = method.parameters.first, first.label == "_" || first.label == nil,
              first.type.trimmingSpaces().first?.isUppercase == true else { return false }
        return true
    }

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel in
            // The class's methods, and those of its extensions in the same file (not those
            // that add a conformance: their methods are the protocol's requirements).
            (viewModel.members + file.extensions(of: viewModel.name).filter(\.inheritance.isEmpty).flatMap(\.members))
                .filter { $0.kind == .func && $0.name != "send" && !$0.isPrivate && !$0.isTypeMember && !$0.modifiers.contains("override") }
                .filter { !Self.isDelegateMethod($0, of: viewModel, in: file) }
                .map { Finding(token: $0.positionToken, message: "\(viewModel.name).\($0.name)(…) is an input besides send(_:): make it private, or turn it into an Action",
                               symbol: "\(viewModel.name).\($0.name)") }
        }
    }
}
