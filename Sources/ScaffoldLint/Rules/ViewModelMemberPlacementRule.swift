import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_member_placement`: each member sits in its anatomy section.
struct ViewModelMemberPlacementRule: Rule {
    static let description = RuleDescription(
        id: "vm_member_placement",
        summary: "Move this member to its section: init/deinit in Lifecycle, ResponderAction and responder in Responder, Action and send(_:) in Input, outputs in Output.",
        rationale: "The anatomy's headings are a promise about what sits under them. A send(_:) under Output or an init under Support makes a reader search the whole type for what the headings say is in one place.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    // MARK: - Lifecycle\n    init() {}\n    // MARK: - Input\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    @Published private(set) var ↓name = \"\"\n    // MARK: - Output\n    @Published private(set) var count = 0\n    // MARK: - Support\n    ↓deinit {}\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class SettingsViewModel: ObservableObject {\n    // MARK: - Published Properties\n    @Published private(set) var name = \"\"\n}"),
            Example("@MainActor final class CoverViewModel: ObservableObject {\n    // MARK: - Private\n    private func send(service: String) {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    // MARK: - Lifecycle\n    init() {}\n    // MARK: - Input\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    // MARK: - Output\n    @Published private(set) var count = 0\n    // MARK: - Support\n    private func helper() {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    init() {}\n    @Published private(set) var count = 0\n    func send(_ action: Action) {}\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            let observable = viewModel.hasAttribute("Observable")
            let sections = Anatomy.memberSections(of: viewModel) { ViewModelSection(heading: $0) }
            for (member, section) in zip(viewModel.members, sections) {
                guard let section, let expected = Anatomy.section(of: member, in: file.source, observable: observable), expected != section else { continue }
                findings.append(Finding(token: member.positionToken, message: "\(viewModel.name).\(member.name) sits under \(section.title): move it to the \(expected.title) section",
                                        symbol: "\(viewModel.name).\(member.name)"))
            }
        }
        return findings
    }
}
