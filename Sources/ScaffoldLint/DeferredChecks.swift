import Dispatch
import ScaffoldSupport
import ScaffoldSyntax

/// The answers to the questions findings leave for the whole repository (see
/// `DeferredCheck`), once the facts of every source file are known.
public enum DeferredChecks {
    /// The index with the parts the construction checks read built already: only read
    /// from here on, so shared by the workers.
    private struct BuiltIndex: @unchecked Sendable {
        let facts: TypeFacts.Index
    }

    /// The findings of `construction_missing_argument` among a file's constructions
    /// (`carrier` stands for them all): one for each that lacks an argument its type's one
    /// readable init needs.
    static func constructionFindings(_ carrier: LintFinding, sites: ConstructionSites, facts: TypeFacts.Index) -> [LintFinding] {
        var found: [LintFinding] = []
        let checkable = facts.checkableNamesByHash
        // A file often writes the same construction (type and labels) many times, as a test
        // makes its subject in each test: each distinct one is answered once. The key is
        // the type's name and labels as `sites` holds them; its answer is reused only for
        // the same name length and count of unlabelled arguments.
        var distinct = DistinctWords(of: sites.bytes, expected: 64)
        var answers: [(typeLength: Int32, unlabelled: Int32, lacks: Bool)] = []
        // The line's text of the last finding: the next one on its line takes the same string.
        var sharedText: ConstructionSites.SharedText?
        for index in sites.entries.indices {
            let entry = sites.entries[index]
            let (key, isNew) = distinct.number(of: Int(entry.typeStart), length: Int(entry.labelsEnd - entry.typeStart))
            let typeLength = entry.labelsStart - entry.typeStart
            let lacks: Bool
            if !isNew, answers[key].typeLength == typeLength, answers[key].unlabelled == entry.unlabelled {
                lacks = answers[key].lacks
            } else {
                // The hash of the type's name first, then its bytes and the labels' bytes: no
                // string is made for a construction of a type no init is known of, nor for
                // one that passes what the init needs.
                if let names = checkable[entry.typeHash], let name = names.first(where: { sites.isOfType(index, named: $0) }),
                   let known = facts.checkableInits[name] {
                    lacks = sites.lacksArgument(index, of: known)
                } else {
                    lacks = false
                }
                if isNew { answers.append((typeLength, entry.unlabelled, lacks)) }
            }
            guard lacks else { continue }
            let site = sites.site(index, sharing: &sharedText)
            guard let answer = facts.missingArguments(of: site.type, labels: site.labels, unlabelled: site.unlabelled), !answer.missing.isEmpty else { continue }
            let list = answer.missing.map { $0 == "_" ? "an unlabelled argument" : "'\($0):'" }.joined(separator: ", ")
            var finding = carrier
            let file = carrier.diagnostic.location.file
            finding.diagnostic.location = SourceLocation(file: file, line: site.line, column: site.column)
            finding.diagnostic.end = SourceLocation(file: file, line: site.line, column: site.endColumn)
            finding.diagnostic.symbol = site.type
            finding.diagnostic.message = "this construction of \(site.type) lacks \(list), which the init of \(site.type) (declared at \(answer.place)) needs; pass \(answer.missing.count == 1 ? "it" : "them"), or give the parameter a default"
            finding.token = site.token
            finding.line = site.text
            finding.finding = Finding(token: site.token, message: finding.diagnostic.message, symbol: site.type)
            found.append(finding)
        }
        return found
    }

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
        // Findings that stand for several (a file's constructions): what each becomes.
        var expanded: [Int: [LintFinding]] = [:]
        // A file's constructions are the most work: checked first, on every core. The parts
        // of the index they read are built here, so that the workers only read them.
        let carriers = resolved.indices.filter { if case .constructionArguments? = resolved[$0].finding.deferred { true } else { false } }
        var constructions: [Int: [LintFinding]] = [:]
        if !carriers.isEmpty {
            _ = facts.checkableNamesByHash
            _ = facts.checkableInits
            let found = Results<[LintFinding]>(count: carriers.count)
            let findings = resolved
            let built = BuiltIndex(facts: facts)
            DispatchQueue.concurrentPerform(iterations: carriers.count) { item in
                guard case .constructionArguments(let sites)? = findings[carriers[item]].finding.deferred else { return }
                found.set(item, constructionFindings(findings[carriers[item]], sites: sites, facts: built.facts))
            }
            for (index, result) in zip(carriers, found.values) { constructions[index] = result ?? [] }
        }
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
            case .constructionArguments?:
                let found = constructions[index] ?? []
                if found.isEmpty {
                    dropped.insert(index)
                } else {
                    expanded[index] = found
                }
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
        // A finding that stands for several becomes them, in place (rare: a copy then).
        if !expanded.isEmpty {
            var result: [LintFinding] = []
            result.reserveCapacity(resolved.count - dropped.count + expanded.values.reduce(0) { $0 + $1.count })
            for index in resolved.indices where !dropped.contains(index) {
                if let found = expanded[index] { result += found } else { result.append(resolved[index]) }
            }
            resolved = result
            return
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
