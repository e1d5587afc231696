import ScaffoldSupport
import ScaffoldSyntax

/// The answers to the questions findings leave for the whole repository (see
/// `DeferredCheck`), once the facts of every source file are known.
public enum DeferredChecks {
    /// Drops from `resolved` the findings the facts clear: a case a test reaches through a type holding
    /// its view model or router is tested (one only skipped tests reach becomes
    /// `pending_test`, when that rule is on), and a class whose superclass or protocol is
    /// `@MainActor` is isolated, and a struct named like a view model is not one.
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
                    let subject = resolved[index].diagnostic.message.components(separatedBy: " has no test").first ?? ""
                    resolved[index].diagnostic.ruleID = PendingTestRule.description.id
                    resolved[index].diagnostic.severity = pending
                    resolved[index].diagnostic.message = subject.isEmpty ? PendingTestRule.description.summary
                        : "\(subject) has only a skipped placeholder test; write the real test"
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
