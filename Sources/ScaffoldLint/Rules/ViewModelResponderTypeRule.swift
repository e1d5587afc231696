import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_responder_type`: callbacks go through a `Responder`, not closures.
struct ViewModelResponderTypeRule: Rule {
    static let description = RuleDescription(
        id: "vm_responder_type",
        summary: "Replace this callback closure with `responder: Responder<ResponderAction>` and a ResponderAction case.",
        rationale: "Closures handed to a view model hide what it can ask of its parent and cannot be tested as a list of actions. A Responder<ResponderAction> names every request as a case that tests assert on and the router handles.",
        severity: .error,
        triggering: [
            Example("@MainActor final class ViewModel: ObservableObject {\n    let ↓action1: () -> Void\n    private var ↓onDone: ((String) -> Void)?\n    init(↓action1: @escaping () -> Void) { self.action1 = action1 }\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class ViewModel: ObservableObject {\n    private let responder: Responder<ResponderAction>\n    private let now: () -> Date\n    var isEmpty: Bool { true }\n    init(now: @escaping () -> Date, responder: Responder<ResponderAction>) { self.now = now; self.responder = responder }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            for member in viewModel.members {
                if (member.kind == .var || member.kind == .let), member.isStored(in: file.source), let type = member.type, TypeText.isCallback(type) {
                    findings.append(Finding(token: member.positionToken))
                }
                if member.kind == .`init` {
                    for parameter in member.parameters where TypeText.isCallback(parameter.type) {
                        findings.append(Finding(token: parameter.token))
                    }
                }
            }
        }
        return findings
    }
}
