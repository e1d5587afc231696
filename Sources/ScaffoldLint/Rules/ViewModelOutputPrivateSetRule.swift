import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_output_private_set`: outputs are `private(set)`.
struct ViewModelOutputPrivateSetRule: FixableRule {
    static let description = RuleDescription(
        id: .vmOutputPrivateSet,
        summary: "Make the output private(set): only the view model changes its state.",
        rationale: "Outputs are what the view renders. If the view can assign them, state changes bypass send(_:), become untestable, and the UI becomes a source of state. In an @Observable view model every stored var is an output.",
        severity: .error,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    @Published var ↓username = \"\"\n    @Published internal var ↓isLoading = false\n}"),
            Example("@MainActor @Observable final class ProfileViewModel {\n    var ↓name = \"\"\n    private let service: Service\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    @Published private(set) var username = \"\"\n    @Published private var draft = \"\"\n    var isValid: Bool { !username.isEmpty }\n    static var shared = 0\n}"),
            Example("@MainActor @Observable final class ProfileViewModel {\n    private(set) var name = \"\"\n    @ObservationIgnored var cache: [String] = []\n    var title: String { name }\n}"),
            Example("final class Settings: ObservableObject {\n    @Published var theme = \"\"\n}"),
        ],
        corrections: [
            Correction("@MainActor final class LoginViewModel: ObservableObject {\n    @Published var ↓username = \"\"\n}",
                       "@MainActor final class LoginViewModel: ObservableObject {\n    @Published private(set) var username = \"\"\n}"),
            Correction("@MainActor final class LoginViewModel: ObservableObject {\n    @Published var ↓username = \"\"\n}",
                       "@MainActor final class LoginViewModel: ObservableObject {\n    @Published var username = \"\"\n}",
                       context: ["Sources/App/LoginView.swift": "struct LoginView: View {\n    @ObservedObject var viewModel: LoginViewModel\n    var body: some View { TextField(\"\", text: $viewModel.username) }\n}"]),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            let observable = viewModel.hasAttribute("Observable")
            for member in viewModel.members where !member.hasRestrictedSetter && Anatomy.isOutput(member, in: file.source, observable: observable) {
                findings.append(Finding(token: member.positionToken, message: "output '\(member.name)' of \(viewModel.name) can be set from outside: make it private(set)",
                                        symbol: "\(viewModel.name).\(member.name)"))
            }
        }
        return findings
    }

    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix {
        guard let (viewModel, member) = file.member(at: finding.token, in: file.viewModels),
              let edit = file.insertion("private(set) ", beforeKeywordOf: member.positionToken) else { return .skipped("not fixed: the property's declaration is not one scaffold can edit") }
        if let reason = file.outsideWriteReason(of: member, in: viewModel, context: context, change: "private(set)") { return .skipped(reason) }
        return .edits([edit])
    }
}
