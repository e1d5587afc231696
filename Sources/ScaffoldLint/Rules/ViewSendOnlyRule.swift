import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_send_only`: a view only calls `send(_:)` on its view model.
struct ViewSendOnlyRule: Rule {
    static let description = RuleDescription(
        id: "view_send_only",
        summary: "Send an action instead: a view only calls send(_:) on its view model.",
        rationale: "Actions are the one way into a view model. A direct method call skips the reducer, so the change is not an Action that tests send, and the flow from UI event to state change stops being one path.",
        severity: .error,
        triggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View {\n        VStack {\n            Button(\"Do This\") { viewModel.↓doSomethingLikeThis() }\n            Button(\"Do That\") { self.viewModel.↓load(page: 2) }\n        }\n    }\n}"),
            Example("struct MyView: View {\n    let viewModel: FirstViewModel<Coordinator>\n    var body: some View { Button(\"Go\") { viewModel.↓navigate() } }\n}"),
        ],
        nonTriggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View {\n        VStack {\n            Text(viewModel.title.uppercased())\n            Button(\"Do This\") { viewModel.send(.doThis) }\n        }\n        .task { viewModel.send(.load) }\n    }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for view in file.screenViews {
            let names = Set(view.members.filter { file.settingsViewModelType($0) != nil }.map(\.name))
            let receivers = names.union(names.map { "self." + $0 })
            for member in view.members where ![.struct, .class, .enum, .actor, .extension].contains(member.kind) {
                guard let body = member.bodyRange else { continue }
                for call in file.bodyStructure(body).calls where call.name != "send" {
                    if let receiver = call.receiver, receivers.contains(receiver) {
                        findings.append(Finding(token: call.token, message: "\(view.name) calls \(receiver).\(call.name)(…): send an action instead; a view only calls send(_:) on its view model",
                                                symbol: "\(view.name).\(member.name)"))
                    }
                }
            }
        }
        return findings
    }
}
