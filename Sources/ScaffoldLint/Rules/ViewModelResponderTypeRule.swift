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

    /// Whether a type is a function type returning nothing: a callback.
    static func isCallback(_ type: String) -> Bool {
        let bytes = type.utf8.filter { $0 != UInt8(ascii: " ") }
        guard let arrow = bytes.indices.first(where: { bytes[$0] == UInt8(ascii: "-") && $0 + 1 < bytes.count && bytes[$0 + 1] == UInt8(ascii: ">") }) else { return false }
        let result = bytes[(arrow + 2)...]
        return result.starts(with: "Void".utf8) || result.starts(with: "()".utf8)
    }

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            for member in viewModel.members {
                if (member.kind == .var || member.kind == .let), member.isStored(in: file.source), let type = member.type, Self.isCallback(type) {
                    findings.append(Finding(token: member.positionToken))
                }
                if member.kind == .`init` {
                    for parameter in member.parameters where Self.isCallback(parameter.type) {
                        findings.append(Finding(token: parameter.token))
                    }
                }
            }
        }
        return findings
    }
}
