import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `fake_follows_protocol`: a fake (named as `fakes: naming:` says, `Fake{name}` by default)
/// declares every requirement of the protocol it fakes.
struct FakeFollowsProtocolRule: Rule {
    static let description = RuleDescription(
        id: .fakeFollowsProtocol,
        summary: "Give the fake every requirement of its protocol: run `scaffold fake` for a fake scaffold wrote.",
        rationale: "A fake that is older than its protocol (a method was added since) no longer conforms, and the tests and previews that use it stop compiling, often far from the change. `scaffold fake --check` finds fakes scaffold wrote that differ from their protocols; this rule finds, in the one lint pass, any fake named as the config's `fakes: naming:` says (`Fake{name}`) that lacks a requirement of its protocol, hand-written or not. A requirement a protocol extension implements is not needed; a fake that inherits a class is left alone (the class may declare the member).",
        severity: .error,
        triggering: [
            Example("final ↓class FakeCatalogService: CatalogService, @unchecked Sendable {\n    func count() async -> Int { 0 }\n}", path: "Sources/PreviewSupport/FakeCatalogService.swift",
                    context: ["Sources/Models/Catalog.swift": "protocol CatalogService: Sendable {\n    func count() async -> Int\n    func total() async -> Int\n}\n"]),
            // A property requirement, and one the protocol inherits.
            Example("final ↓class FakeStore: Store {\n    func load() {}\n}", path: "Tests/Fakes/FakeStore.swift",
                    context: ["Sources/Store.swift": "protocol Reading {\n    var count: Int { get }\n}\nprotocol Store: Reading {\n    func load()\n}\n"]),
        ],
        nonTriggering: [
            Example("final class FakeCatalogService: CatalogService {\n    func count() async -> Int { 0 }\n    func total() async -> Int { 0 }\n}",
                    context: ["Sources/Models/Catalog.swift": "protocol CatalogService {\n    func count() async -> Int\n    func total() async -> Int\n}\n"]),
            // A requirement a protocol extension implements, and one an extension of the fake declares.
            Example("final class FakeStore: Store {\n    func load() {}\n}\nextension FakeStore {\n    func save() {}\n}",
                    context: ["Sources/Store.swift": "protocol Store {\n    func load()\n    func save()\n    func reset()\n}\nextension Store {\n    func reset() {}\n}\n"]),
            // A fake of a class: the superclass may declare what is missing here.
            Example("final class FakeStore: BaseStore, Store {}",
                    context: ["Sources/Store.swift": "protocol Store {\n    func load()\n}\nclass BaseStore {\n    func load() {}\n}\n"]),
            // A protocol the repository does not declare, or declares twice: not a question lint can answer.
            Example("final class FakeSession: URLSessionProtocol {}"),
        ]
    )

    /// What comes before and after `{name}` in the naming pattern (`Fake{name}`: `Fake`
    /// and nothing), found in its UTF-8 (the pattern is read for every file).
    static func affixes(of pattern: String) -> (prefix: String, suffix: String)? {
        let bytes = Array(pattern.utf8), marker = Array("{name}".utf8)
        guard let start = ByteSearch.firstOffset(of: marker, in: bytes) else { return nil }
        return (String(decoding: bytes[..<start], as: UTF8.self), String(decoding: bytes[(start + marker.count)...], as: UTF8.self))
    }

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        guard let (prefix, suffix) = Self.affixes(of: file.settings.fakeNaming) else { return [] }
        var findings: [Finding] = []
        file.tree.forEachDeclaration { declaration in
            guard declaration.kind == .class, declaration.name.hasPrefix(prefix), declaration.name.hasSuffix(suffix),
                  declaration.name.count > prefix.count + suffix.count else { return }
            let faked = String(declaration.name.dropFirst(prefix.count).dropLast(suffix.count))
            let inherits = declaration.inheritance.map { TypeFacts.baseName($0.replacingOccurrences(of: "@unchecked ", with: "")) }
            guard inherits.contains(faked) else { return }
            var members = declaration.members.map(\.name)
            // The fake's extensions in its own file (those elsewhere come with the facts).
            for other in file.extensions(named: declaration.name) { members += other.members.map(\.name) }
            findings.append(Finding(token: declaration.positionToken, symbol: declaration.name,
                                    deferred: .fakeRequirements(fake: declaration.name, protocol: faked, members: members, inherits: inherits.filter { $0 != faked })))
        }
        return findings
    }
}
