import ScaffoldSupport
import ScaffoldSyntax

/// The answers to the questions findings leave for the whole repository (see
/// `DeferredCheck`), once the facts of every source file are known.
public enum DeferredChecks {
    /// Drops from `resolved` the findings the facts clear: a case a test reaches through a type holding
    /// its view model or router is tested (one only skipped tests reach becomes
    /// `pending_test`, when that rule is on), a class whose superclass or protocol is
    /// `@MainActor` is isolated, a struct named like a view model is not one, a view
    /// model's query or sender is not an input, a static value is no singleton, and
    /// `@State` of a value type holds no object.
    public static func resolve(_ resolved: inout [LintFinding], facts gathered: TypeFacts, repository: LintRepository, settings: LintSettings) {
        guard resolved.contains(where: { $0.finding.deferred != nil }) else { return }
        // The index builds each part on its first question.
        let facts = gathered.indexed()
        let pending = settings.severity(of: PendingTestRule.description)
        // The test files reaching each set of types through their holders, worked out once.
        var reachingFiles: [[String]: Set<Int>] = [:]
        var dropped: Set<Int> = []
        for index in resolved.indices {
            switch resolved[index].finding.deferred {
            case nil:
                continue
            case .inheritsMainActor(let types)?:
                if facts.isMainActor(inheriting: types) { dropped.insert(index) }
            case .constructsClass(let type)?:
                if facts.isValueType(type) { dropped.insert(index) }
            case .callsViewModel(let type, let method)?:
                if facts.role(of: method, in: type)?.isAllowedFromView ?? false || facts.isGeneratedSender(method, in: type, senders: settings.senders) {
                    dropped.insert(index)
                }
            case .staticMember(let type, let member)?:
                if facts.holdsValue(member, of: type) { dropped.insert(index) }
            case .heldClass(let type)?:
                if !facts.isClass(type) { dropped.insert(index) }
            case .fakeRequirements(let fake, let proto, let members, let inherits)?:
                guard let answer = facts.missingRequirements(fake: fake, of: proto, members: members, fakeInherits: inherits), !answer.missing.isEmpty else {
                    dropped.insert(index)
                    continue
                }
                let list = answer.missing.map { "'\($0)'" }.joined(separator: ", ")
                resolved[index].diagnostic.message = "\(fake) lacks \(list) of its protocol \(proto) (\(answer.place)): the fake is older than its protocol; `scaffold fake \(proto)` rewrites a fake scaffold wrote, or add \(answer.missing.count == 1 ? "it" : "them") by hand"
            case .constructionArguments(let type, let labels, let unlabelled)?:
                guard let answer = facts.missingArguments(of: type, labels: labels, unlabelled: unlabelled), !answer.missing.isEmpty else {
                    dropped.insert(index)
                    continue
                }
                let list = answer.missing.map { $0 == "_" ? "an unlabelled argument" : "'\($0):'" }.joined(separator: ", ")
                resolved[index].diagnostic.message = "this construction of \(type) lacks \(list), which the init of \(type) (declared at \(answer.place)) needs; pass \(answer.missing.count == 1 ? "it" : "them"), or give the parameter a default"
            case .screenViewExtension(let view, let property, let method)?:
                guard let type = facts.viewModelType(of: property, inScreenView: view) else {
                    dropped.insert(index)
                    continue
                }
                if let method, facts.role(of: method, in: type)?.isAllowedFromView ?? false || facts.isGeneratedSender(method, in: type, senders: settings.senders) {
                    dropped.insert(index)
                }
            case .reachedThroughHolders(let types, let member, let observed)?:
                guard repository.mayCover(member, observed: observed) else { continue }
                let reaching: Set<Int>
                if let known = reachingFiles[types] {
                    reaching = known
                } else {
                    reaching = repository.files(naming: facts.holders(of: types))
                    reachingFiles[types] = reaching
                }
                switch repository.coverage(of: member, inFiles: reaching, observed: observed) {
                case .tested:
                    dropped.insert(index)
                case .pending:
                    guard let pending else {
                        dropped.insert(index)
                        continue
                    }
                    resolved[index].diagnostic.ruleID = RuleID.pendingTest.rawValue
                    resolved[index].diagnostic.severity = pending
                    if case .enumCase(let kind, let owner, let name)? = resolved[index].finding.subject {
                        resolved[index].diagnostic.message = kind.pendingMessage(owner: owner, name: name)
                    } else {
                        resolved[index].diagnostic.message = PendingTestRule.description.summary
                    }
                    resolved[index].finding.deferred = nil
                case .untested:
                    continue
                }
            }
        }
        // Dropped in place, the others keeping their order (the findings are many, and
        // large: no copy of the array).
        if !dropped.isEmpty {
            var kept = 0
            for index in resolved.indices where !dropped.contains(index) {
                if kept != index { resolved.swapAt(kept, index) }
                kept += 1
            }
            resolved.removeLast(resolved.count - kept)
        }
    }
}
