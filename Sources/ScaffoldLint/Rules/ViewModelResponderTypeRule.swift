import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_responder_type`: callbacks go through a `Responder`, not closures.
struct ViewModelResponderTypeRule: Rule {
    static let description = RuleDescription(
        id: .vmResponderType,
        summary: "Replace this callback closure with `responder: Responder<ResponderAction>` and a ResponderAction case.",
        rationale: "Closures handed to a view model hide what it can ask of its parent and cannot be tested as a list of actions. A Responder<ResponderAction> names every request as a case that tests assert on and the router handles.",
        severity: .error,
        triggering: [
            // The callback an init stores is reported once, at its property.
            Example("@MainActor final class ViewModel: ObservableObject {\n    let ↓action1: () -> Void\n    private var ↓onDone: ((String) -> Void)?\n    init(action1: @escaping () -> Void) { self.action1 = action1 }\n}"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    private let finish: Finish\n    init(↓onFinish: @escaping () -> Void) { self.finish = Finish(onFinish) }\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class ViewModel: ObservableObject {\n    private let responder: Responder<ResponderAction>\n    private let now: () -> Date\n    var isEmpty: Bool { true }\n    init(now: @escaping () -> Date, responder: Responder<ResponderAction>) { self.now = now; self.responder = responder }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            // A callback the init stores is reported once, at its property.
            var stored: Set<String> = []
            for member in viewModel.members {
                if (member.kind == .var || member.kind == .let), let type = member.type, TypeText.isCallback(type) {
                    stored.insert(member.name)
                    guard member.isStored(in: file.source) else { continue }
                    findings.append(Finding(token: member.positionToken, message: "callback '\(member.name)' of \(viewModel.name): replace it with `responder: Responder<ResponderAction>` and a ResponderAction case",
                                            symbol: "\(viewModel.name).\(member.name)"))
                }
            }
            for member in viewModel.members {
                if member.kind == .`init` {
                    for parameter in member.parameters where TypeText.isCallback(parameter.type) && !stored.contains(parameter.name ?? parameter.label ?? "") {
                        let name = parameter.name ?? parameter.label ?? "_"
                        findings.append(Finding(token: parameter.token, message: "callback '\(name)' of \(viewModel.name).init: replace it with `responder: Responder<ResponderAction>` and a ResponderAction case",
                                                symbol: "\(viewModel.name).init"))
                    }
                }
            }
        }
        return findings
    }
}
