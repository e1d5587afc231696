import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_action_single_change`: one action, one state change.
struct ViewModelActionSingleChangeRule: Rule {
    static let description = RuleDescription(
        id: "vm_action_single_change",
        summary: "Handle one action per case and change at most one output directly; send(.other) for the next change.",
        rationale: "When each action makes at most one state change and chains the rest through send(_:), every change is an action that a test can send and a log can show, and a case never hides two behaviours.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case doThis, doThat }\n    @Published private(set) var this = 0\n    @Published private(set) var that = 0\n    func send(_ action: Action) {\n        switch action {\n        ↓case .doThis, .doThat:\n            this += 1\n        }\n    }\n}"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case doThis }\n    @Published private(set) var this = 0\n    @Published private(set) var error: String?\n    func send(_ action: Action) {\n        switch action {\n        ↓case .doThis:\n            this += 1\n            self.error = nil\n        }\n    }\n}"),
            // An earlier switch over something else does not hide the reducer.
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case doThis }\n    @Published private(set) var this = 0\n    @Published private(set) var that = 0\n    private var verbose = false\n    func send(_ action: Action) {\n        switch verbose {\n        case true: print(action)\n        case false: break\n        }\n        switch action {\n        ↓case .doThis:\n            this += 1\n            that += 1\n        }\n    }\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case doThis, error }\n    @Published private(set) var this = 0\n    @Published private(set) var error: String?\n    private var task: Task<Void, Never>?\n    func send(_ action: Action) {\n        switch action {\n        case .doThis:\n            this += 1\n            task = Task { self.error = nil; self.this = 0 }\n            send(.error)\n        case .error:\n            error = \"failed\"\n        }\n    }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        let tokens = file.source.tokens
        for viewModel in file.viewModels {
            guard let send = viewModel.members.first(where: { Anatomy.isSend($0) }), let body = send.bodyRange else { continue }
            let observable = viewModel.hasAttribute("Observable")
            let outputs = Set(viewModel.members.filter { Anatomy.isOutput($0, in: file.source, observable: observable) }.map(\.name))
            let structure = file.bodyStructure(body)
            // The reducer is the `switch` over send's own parameter, as the screen reader takes
            // it (an earlier `switch` over something else must not hide it).
            let subject = send.parameters.first.map { $0.name ?? $0.label ?? "action" } ?? "action"
            guard let reducer = structure.switches.first(where: { $0.subject.trimmingSpaces() == subject }) ?? structure.switches.first else { continue }
            // Brace depth of every token of the body, to tell direct changes from those
            // inside closures (which happen later, e.g. in a Task).
            var depths = [Int](repeating: 0, count: body.count)
            var depth = 0
            for (offset, index) in body.enumerated() {
                if tokens[index].kind == .rightBrace { depth -= 1 }
                depths[offset] = depth
                if tokens[index].kind == .leftBrace { depth += 1 }
            }
            func depthAt(_ token: Int) -> Int { depths[token - body.lowerBound] }
            // Each change goes to the case holding it, found by binary search over the cases
            // (in token order): one pass over the changes, not one per case.
            let labels = reducer.cases
            var changedByCase = [Set<String>](repeating: [], count: labels.count)
            func record(_ name: String, at token: Int) {
                var low = 0, high = labels.count - 1, found = -1
                while low <= high {
                    let middle = (low + high) / 2
                    if labels[middle].token <= token { found = middle; low = middle + 1 } else { high = middle - 1 }
                }
                guard found >= 0, labels[found].bodyRange.contains(token), depthAt(token) == depthAt(labels[found].token) else { return }
                changedByCase[found].insert(name)
            }
            for assignment in structure.assignments {
                let name = String(assignment.target.prefix { $0 != "." })
                if outputs.contains(name) { record(name, at: assignment.token) }
            }
            for call in structure.calls where call.name == "toggle" {
                if let receiver = call.receiver.map({ $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }), outputs.contains(receiver) { record(receiver, at: call.token) }
            }
            for (index, label) in labels.enumerated() where !label.isDefault {
                if label.patterns.count > 1 {
                    findings.append(Finding(token: label.token, message: "this case of \(viewModel.name).send(_:) handles \(label.patterns.count) actions: handle one action per case",
                                            symbol: "\(viewModel.name).send(_:)"))
                    continue
                }
                let changed = changedByCase[index]
                if changed.count > 1 {
                    findings.append(Finding(token: label.token, message: "this case of \(viewModel.name).send(_:) changes \(changed.count) outputs (\(changed.sorted().joined(separator: ", "))): change at most one, and send(.other) for the next change",
                                            symbol: "\(viewModel.name).send(_:)"))
                }
            }
        }
        return findings
    }
}
