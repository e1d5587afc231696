import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_member_placement`: each member sits in its anatomy section.
struct ViewModelMemberPlacementRule: Rule {
    static let description = RuleDescription(
        id: .vmMemberPlacement,
        summary: "Move this member to its section: init/deinit in Lifecycle, ResponderAction and responder in Responder, Action and send(_:) in Input, outputs in Output.",
        rationale: "The anatomy's headings are a promise about what sits under them. A send(_:) under Output or an init under Support makes a reader search the whole type for what the headings say is in one place.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    // MARK: - Lifecycle\n    init() {}\n    // MARK: - Input\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    @Published private(set) var ↓name = \"\"\n    // MARK: - Output\n    @Published private(set) var count = 0\n    // MARK: - Support\n    ↓deinit {}\n}"),
            // A heading that holds only outputs is the Output section, whatever its words:
            // the output is in place, the init is not.
            Example("@MainActor @Observable final class PanelViewModel {\n    // MARK: - Private properties\n    private let spaceId: String\n    // MARK: - Public properties\n    private(set) var showButton = false\n    ↓init(spaceId: String) { self.spaceId = spaceId }\n}"),
            // Variables are Properties & Dependencies, not Support, even when private.
            Example("@MainActor final class SpaceViewModel: ObservableObject {\n    // MARK: - Private variables\n    private let service: Service\n    ↓init(service: Service) { self.service = service }\n}"),
        ],
        nonTriggering: [
            // Outputs under a heading that names properties, not private ones or dependencies.
            Example("@MainActor final class BrowserViewModel: ObservableObject {\n    // MARK: - Properties\n    @Published private(set) var isLoading = false\n    private let webView = WebView()\n}"),
            Example("@MainActor final class SettingsViewModel: ObservableObject {\n    // MARK: - Published Properties\n    @Published private(set) var name = \"\"\n}"),
            Example("@MainActor final class CoverViewModel: ObservableObject {\n    // MARK: - Private\n    private func send(service: String) {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    // MARK: - Lifecycle\n    init() {}\n    // MARK: - Input\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    // MARK: - Output\n    @Published private(set) var count = 0\n    // MARK: - Support\n    private func helper() {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    init() {}\n    @Published private(set) var count = 0\n    func send(_ action: Action) {}\n}"),
            // Variables, private or not, are not Support's helpers.
            Example("@MainActor final class NotesViewModel: ObservableObject {\n    // MARK: - Private variables\n    private let store: NoteStore\n    private var task: Task<Void, Never>?\n    // MARK: - Lifecycle\n    init(store: NoteStore) { self.store = store }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            let observable = viewModel.hasAttribute("Observable")
            let headings = Sections.viewModelHeadings(of: viewModel, in: file)
            guard !headings.isEmpty else { continue }
            // The members and the headings are both in source order: one pass over each.
            var next = 0
            for member in viewModel.members {
                while next < headings.count, headings[next].token < member.tokenRange.lowerBound { next += 1 }
                guard next > 0 else { continue }
                let heading = headings[next - 1]
                guard let section = heading.section,
                      let expected = Anatomy.section(of: member, in: file.source, observable: observable), expected != section else { continue }
                // Under a heading that names properties but not private ones or dependencies
                // (`MARK: - Properties`), an output is where its heading says.
                if expected == .output, section == .propertiesAndDependencies, !Sections.namesPrivateState(heading.text) { continue }
                // The file's own heading, and the section it is read as when its words differ.
                let read = heading.text.lowercased().contains(section.title.lowercased()) ? "" : " (read as \(section.title))"
                findings.append(Finding(token: member.positionToken,
                                        message: "\(viewModel.name).\(Sections.describe(member, in: file.source)) sits under '\(heading.text)'\(read): move it to the \(expected.title) section",
                                        symbol: "\(viewModel.name).\(member.name)"))
            }
        }
        return findings
    }
}
