import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_section_order`: a view model's sections follow the anatomy.
struct ViewModelSectionOrderRule: Rule {
    static let description = RuleDescription(
        id: "vm_section_order",
        summary: "Order the view model's sections as the anatomy does: Properties & Dependencies, Lifecycle, Responder, Input, Output, Support.",
        rationale: "Every view model reads the same way when its parts come in the same order: what it depends on, how it is made, what it tells its responder, what it accepts, what it shows, and how. Without MARK headings, the order is judged by what the members are.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    // MARK: - Input\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    ↓// MARK: - Lifecycle\n    init() {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    ↓init() {}\n    @Published private(set) var name = \"\"\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    // MARK: - Properties & Dependencies\n    private let api: API\n    // MARK: - Lifecycle\n    init(api: API) { self.api = api }\n    // MARK: - Input\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    // MARK: Output\n    @Published private(set) var name = \"\"\n    // MARK: - Private / Support\n    private func helper() {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    init() {}\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    @Published private(set) var name = \"\"\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel -> [Finding] in
            let marks = Sections.markComments(of: viewModel, in: file.source)
            if marks.contains(where: { Sections.viewModelIndex($0.text) != nil }) {
                return Sections.outOfOrderMarks(viewModel, in: file.source, index: Sections.viewModelIndex)
            }
            let observable = viewModel.hasAttribute("Observable")
            return Sections.outOfOrderMembers(viewModel) { Sections.viewModelKind($0, in: file, observable: observable) }
        }
    }
}
