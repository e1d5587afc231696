import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_responder_private`: the responder is `private let`.
struct ViewModelResponderPrivateRule: Rule {
    static let description = RuleDescription(
        id: .vmResponderPrivate,
        summary: "Declare the responder as `private let responder: Responder<ResponderAction>`.",
        rationale: "The responder is how a view model talks up the chain. If others can read or replace it, actions can be sent on the view model's behalf, or the chain rewired after it was built.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    let ↓responder: Responder<ResponderAction>\n    private var ↓backup: Responder<ResponderAction>\n    init(responder: Responder<ResponderAction>) { self.responder = responder; backup = responder }\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    private let responder: Responder<ResponderAction>\n    init(responder: Responder<ResponderAction>) { self.responder = responder }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel in
            viewModel.members.filter { member in
                let isResponder = member.name == "responder" || (member.type?.hasPrefix("Responder<") ?? false)
                return (member.kind == .var || member.kind == .let) && isResponder && !(member.kind == .let && member.isPrivate)
            }.map { Finding(token: $0.positionToken, message: "\(viewModel.name).\($0.name) is visible or settable from outside: declare it `private let \($0.name): Responder<ResponderAction>`",
                            symbol: "\(viewModel.name).\($0.name)") }
        }
    }
}
