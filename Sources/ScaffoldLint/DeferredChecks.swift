import ScaffoldSupport
import ScaffoldSyntax

/// The answers to the questions findings leave for the whole repository (see
/// `DeferredCheck`), once the facts of every source file are known.
public enum DeferredChecks {
    /// `findings` less those the facts clear: a case a test reaches through a type holding
    /// its view model or router is tested (one only skipped tests reach becomes
    /// `pending_test`, when that rule is on), and a class whose superclass or protocol is
    /// `@MainActor` is isolated.
    public static func resolve(_ findings: [LintFinding], facts: TypeFacts, repository: LintRepository, settings: LintSettings) -> [LintFinding] {
        let pending = settings.severity(of: PendingTestRule.description)
        var resolved: [LintFinding] = []
        for finding in findings {
            switch finding.finding.deferred {
            case nil:
                resolved.append(finding)
            case .inheritsMainActor(let types)?:
                if !facts.isMainActor(inheriting: types) { resolved.append(finding) }
            case .reachedThroughHolders(let types, let member, let observed)?:
                switch repository.coverage(of: member, reaching: facts.holders(of: types), observed: observed) {
                case .tested:
                    continue
                case .pending:
                    guard let pending else { continue }
                    var converted = finding
                    converted.diagnostic.ruleID = PendingTestRule.description.id
                    converted.diagnostic.severity = pending
                    let subject = finding.diagnostic.message.components(separatedBy: " has no test").first ?? ""
                    converted.diagnostic.message = subject.isEmpty ? PendingTestRule.description.summary
                        : "\(subject) has only a skipped placeholder test; write the real test"
                    converted.finding.deferred = nil
                    resolved.append(converted)
                case .untested:
                    resolved.append(finding)
                }
            }
        }
        return resolved
    }
}
