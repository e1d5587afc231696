import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_action_single_change`: one action, one state change.
struct ViewModelActionSingleChangeRule: Rule {
    static let description = RuleDescription(
        id: .vmActionSingleChange,
        summary: "Handle one action per case and change at most one output directly; send(.other) for the next change.",
        rationale: "When each action makes at most one state change and chains the rest through send(_:), every change is an action that a test can send and a log can show, and a case never hides two behaviours.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case doThis, doThat }\n    @Published private(set) var this = 0\n    @Published private(set) var that = 0\n    func send(_ action: Action) {\n        switch action {\n        ↓case .doThis, .doThat:\n            this += 1\n        }\n    }\n}"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case doThis }\n    @Published private(set) var this = 0\n    @Published private(set) var error: String?\n    func send(_ action: Action) {\n        switch action {\n        ↓case .doThis:\n            this += 1\n            self.error = nil\n        }\n    }\n}"),
            // An earlier switch over something else does not hide the reducer.
            // Mutating calls are changes: two outputs changed.
            Example("@MainActor final class CartViewModel: ObservableObject {\n    enum Action { case remove(String) }\n    @Published private(set) var items: [String] = []\n    @Published private(set) var total = 0\n    func send(_ action: Action) {\n        switch action {\n        ↓case .remove(let item):\n            items.removeAll { $0 == item }\n            total = items.count\n        }\n    }\n}"),
            // The app's reducer under another name, behind a protocol's send(_:).
            Example("@MainActor final class ResetViewModel: ObservableObject, Stateful {\n    enum Action { case cancel }\n    @Published private(set) var isCancelled = false\n    @Published private(set) var error: String?\n    func respond(to action: Action) {\n        switch action {\n        ↓case .cancel:\n            isCancelled = true\n            error = nil\n        }\n    }\n}"),
            // A configured entry point's switch is read too.
            Example("@MainActor final class HomeViewModel: ObservableObject {\n    @Published private(set) var rooms: [String] = []\n    @Published private(set) var filter = \"\"\n    func process(viewAction: HomeViewAction) {\n        switch viewAction {\n        ↓case .clear:\n            rooms.append(\"x\")\n            filter = \"\"\n        }\n    }\n}", config: "reducers:\n  - process(viewAction:)"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case doThis }\n    @Published private(set) var this = 0\n    @Published private(set) var that = 0\n    private var verbose = false\n    func send(_ action: Action) {\n        switch verbose {\n        case true: print(action)\n        case false: break\n        }\n        switch action {\n        ↓case .doThis:\n            this += 1\n            that += 1\n        }\n    }\n}"),
        ],
        nonTriggering: [
            // A trailing closure of a mutating call is part of the change, not a later one; one change here.
            Example("@MainActor final class CartViewModel: ObservableObject {\n    enum Action { case remove(String) }\n    @Published private(set) var items: [String] = []\n    func send(_ action: Action) {\n        switch action {\n        case .remove(let item):\n            items.removeAll { $0 == item }\n        }\n    }\n}"),
            Example("@MainActor final class ViewModel: ObservableObject {\n    enum Action { case doThis, error }\n    @Published private(set) var this = 0\n    @Published private(set) var error: String?\n    private var task: Task<Void, Never>?\n    func send(_ action: Action) {\n        switch action {\n        case .doThis:\n            this += 1\n            task = Task { self.error = nil; self.this = 0 }\n            send(.error)\n        case .error:\n            error = \"failed\"\n        }\n    }\n}"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            let roles = file.methodRoles(of: viewModel)
            // The reducers: send(_:), and the methods read as its input under other names
            // (`respond(to:)`, a configured entry point) that switch over what they take.
            var reducers: [Declaration]
            if roles.count == 1, roles["send"] == .input {
                // Only send(_:) (the common case): no other method to look up.
                reducers = viewModel.members.filter { Anatomy.isSend($0) && $0.bodyRange != nil }
            } else {
                reducers = viewModel.members.filter { $0.kind == .func && $0.bodyRange != nil && !$0.parameters.isEmpty && roles[$0.name] == .input }
                for extended in file.extensions(of: viewModel.name) {
                    reducers += extended.members.filter { $0.kind == .func && $0.bodyRange != nil && !$0.parameters.isEmpty && roles[$0.name] == .input }
                }
            }
            guard !reducers.isEmpty else { continue }
            let observable = viewModel.hasAttribute("Observable")
            let outputs = Set(viewModel.members.filter { Anatomy.isOutput($0, in: file.source, observable: observable) }.map(\.name))
            for reducer in reducers {
                findings += check(reducer, of: viewModel, outputs: outputs, in: file)
            }
        }
        return findings
    }

    /// The cases of `reducer`'s switch over its action that handle several actions or
    /// change several outputs.
    func check(_ reducer: Declaration, of viewModel: Declaration, outputs: Set<String>, in file: LintFile) -> [Finding] {
        guard let body = reducer.bodyRange else { return [] }
        let structure = file.bodyStructure(body)
        // The reducer is the `switch` over the method's own parameter, as the screen reader
        // takes it (an earlier `switch` over something else must not hide it).
        let subject = reducer.parameters.first.map { $0.name ?? $0.label ?? "action" } ?? "action"
        guard let switchStatement = structure.switches.first(where: { $0.subject.trimmingSpaces() == subject }) ?? (Anatomy.isSend(reducer) ? structure.switches.first : nil) else { return [] }
        var name: String { "\(viewModel.name).\(MethodReading.selector(reducer))" }
        // A change counts for a case when it sits at the case's brace depth: one inside a
        // closure happens later (in a Task, say). The structure gives each change's depth.
        // Each change goes to the case holding it, found by binary search over the cases
        // (in token order): one pass over the changes, not one per case.
        let labels = switchStatement.cases
        // The outputs each case changes: a few names, kept in a list.
        var changedByCase = [[String]](repeating: [], count: labels.count)
        func record(_ name: String, at token: Int, depth: Int) {
            var low = 0, high = labels.count - 1, found = -1
            while low <= high {
                let middle = (low + high) / 2
                if labels[middle].token <= token { found = middle; low = middle + 1 } else { high = middle - 1 }
            }
            guard found >= 0, labels[found].bodyRange.contains(token), depth == labels[found].depth, !changedByCase[found].contains(name) else { return }
            changedByCase[found].append(name)
        }
        for assignment in structure.assignments {
            let name = assignment.target.firstName
            if outputs.contains(name) { record(name, at: assignment.token, depth: assignment.depth) }
        }
        // `items.removeAll { … }` and `isOn.toggle()` change their output as `=` does (a
        // trailing closure of the call itself is not a closure the change waits for).
        for call in structure.calls {
            guard let receiver = call.receiver, MethodReading.mutatingMethods.contains(call.name) else { continue }
            let root = receiver.receiverRoot
            if outputs.contains(root) { record(root, at: call.token, depth: call.depth) }
        }
        var findings: [Finding] = []
        for (index, label) in labels.enumerated() where !label.isDefault {
            if label.patterns.count > 1 {
                findings.append(Finding(token: label.token, message: "this case of \(name) handles \(label.patterns.count) actions: handle one action per case",
                                        symbol: name))
                continue
            }
            let changed = changedByCase[index]
            if changed.count > 1 {
                findings.append(Finding(token: label.token, message: "this case of \(name) changes \(changed.count) outputs (\(changed.sorted().joined(separator: ", "))): change at most one, and send(.other) for the next change",
                                        symbol: name))
            }
        }
        return findings
    }
}
