import XCTest

/// A spec whose generated code compares an app's type with `==` (an output a `set` or an
/// `await … into` test checks) or hashes it (a route's value) needs that type `Equatable` or
/// `Hashable`. A type the app declares without it is refused at the spec's line, with the
/// declaration to write; one that conforms, may conform, or is not the app's is accepted.
final class ComparedTypesTests: XCTestCase {
    static let spec = """
    screen: Claims
    dependencies:
      service: ClaimService
    outputs:
      claims: "[Claim] = []"
      selected: Claim?
      errorMessage: String?
    actions:
      - "load -> await service.claims() into claims, catch errorMessage"
      - select(Claim) -> set selected
      - open(Claim) -> respond open
    responder:
      - open(Claim) -> route detail
    routes:
      - detail(Claim)
    samples:
      Claim: 'Claim(id: 1)'

    """

    func repository(_ model: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: App\nfakes:\n  previews: Sources/PreviewSupport\n")
        try folder.write("Sources/Models/Claim.swift", "import Foundation\n\n" + model + "\nprotocol ClaimService: Sendable {\n    func claims() async throws -> [Claim]\n}\n")
        try folder.write("Specs/Claims.screen.yml", Self.spec)
        return folder
    }

    func testATypeTheAppDeclaresWithoutTheConformanceIsRefusedWhereTheSpecNeedsIt() throws {
        let folder = try repository("struct Claim: Identifiable, Codable {\n    let id: Int\n}\n")
        let result = runCLI(["screen", "Claims"], in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.out)
        XCTAssertEqual(result.err, """
        Specs/Claims.screen.yml:9:42: error: Claim is not Equatable (Sources/Models/Claim.swift:3), but the test of 'load' compares the output 'claims' with ==: declare `struct Claim: Identifiable, Codable, Hashable`
        Specs/Claims.screen.yml:10:26: error: Claim is not Equatable (Sources/Models/Claim.swift:3), but the test of 'select' compares the output 'selected' with ==: declare `struct Claim: Identifiable, Codable, Hashable`
        Specs/Claims.screen.yml:15:5: error: Claim is not Hashable (Sources/Models/Claim.swift:3), but the route 'detail' carries it, and navigation needs the router's Route to be Hashable: declare `struct Claim: Identifiable, Codable, Hashable`

        """)
        XCTAssertNil(folder.read("Sources/Claims/ClaimsViewModel.swift"), "nothing is written")
    }

    func testAListedTypeMustBeIdentifiableOrHintedHashable() throws {
        let folder = try repository("struct Claim: Codable, Hashable {\n    let id: Int\n}\n")
        let result = runCLI(["screen", "Claims"], in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.out)
        XCTAssertEqual(result.err, """
        Specs/Claims.screen.yml:5:12: error: Claim is not Identifiable (Sources/Models/Claim.swift:3), but the view lists the output 'claims' (`List(viewModel.claims)`), which needs Identifiable rows: declare `struct Claim: Codable, Hashable, Identifiable`, or hint `claims: hashable` under 'view:' to list its elements by themselves

        """)
        // Hinted `hashable`, the rows are the elements themselves: the code compiles.
        try folder.write("Specs/Claims.screen.yml", Self.spec + "view:\n  claims: hashable\n")
        let written = runCLI(["screen", "Claims"], in: folder.url.path)
        XCTAssertEqual(written.code, 0, written.err)
        assertCompiles(folder, module: "App")
    }

    /// The shapes a second trial found accepted and not compiling: a typealias (the type it
    /// names is judged, and named in the advice), a nested type the spec names in full, a
    /// top-level type beside a nested one of the same name that conforms, and the elements
    /// of a set, which must be Hashable for the output to be declared at all.
    func testAliasesNestedTypesAndSetsAreJudgedByWhatTheyName() throws {
        func refusal(_ model: String, spec: String) throws -> String {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: App\n")
            try folder.write("Sources/Models/Claim.swift", model)
            try folder.write("Specs/Claims.screen.yml", "screen: Claims\n" + spec)
            let result = runCLI(["screen", "Claims", "--dry-run"], in: folder.url.path)
            XCTAssertEqual(result.code, 2, result.out + result.err)
            return result.err
        }
        XCTAssertEqual(try refusal("struct ClaimRecord: Codable {\n    var id: Int\n}\n\ntypealias Claim = ClaimRecord\n",
                                   spec: "outputs:\n  claim: Claim?\nactions:\n  - pick(Claim) -> set claim\nsamples:\n  Claim: 'Claim(id: 1)'\n"),
                       "Specs/Claims.screen.yml:5:24: error: Claim is not Equatable (Sources/Models/Claim.swift:1), but the test of 'pick' compares the output 'claim' with ==: declare `struct ClaimRecord: Codable, Equatable`\n")
        XCTAssertEqual(try refusal("enum Models {\n    struct Claim {\n        var id: Int\n    }\n}\n",
                                   spec: "outputs:\n  claim: Models.Claim?\nactions:\n  - pick(Models.Claim) -> set claim\nsamples:\n  Models.Claim: 'Models.Claim(id: 1)'\n"),
                       "Specs/Claims.screen.yml:5:31: error: Models.Claim is not Equatable (Sources/Models/Claim.swift:2), but the test of 'pick' compares the output 'claim' with ==: declare `struct Claim: Equatable`\n")
        XCTAssertEqual(try refusal("struct Claim {\n    var id: Int\n}\n\nenum Archive {\n    struct Claim: Equatable {\n        var id: Int\n    }\n}\n",
                                   spec: "outputs:\n  claim: Claim?\nactions:\n  - pick(Claim) -> set claim\nsamples:\n  Claim: 'Claim(id: 1)'\n"),
                       "Specs/Claims.screen.yml:5:24: error: Claim is not Equatable (Sources/Models/Claim.swift:1), but the test of 'pick' compares the output 'claim' with ==: declare `struct Claim: Equatable`\n")
        XCTAssertEqual(try refusal("struct Claim: Equatable {\n    var id: Int\n}\n", spec: "outputs:\n  chosen: \"Set<Claim> = []\"\n"),
                       "Specs/Claims.screen.yml:3:12: error: Claim is not Hashable (Sources/Models/Claim.swift:1), but the output 'chosen' is Set<Claim>, whose elements or keys must be Hashable: declare `struct Claim: Equatable, Hashable`\n")
    }

    func testATypeThatConformsOrMayIsAccepted() throws {
        let accepted = [
            // As the message says to declare it: the code written compiles.
            "struct Claim: Identifiable, Codable, Hashable {\n    let id: Int\n}\n",
            // The conformance in an extension (in the same file: Swift writes `==` only there).
            "struct Claim: Identifiable {\n    let id: Int\n}\n\nextension Claim: Hashable {}\n",
            // A protocol not known here may bring it.
            "struct Claim: Identifiable, Keyed {\n    let id: Int\n}\nprotocol Keyed: Hashable {}\n",
            // An enum without associated values is Hashable by itself.
            "enum Claim: Identifiable {\n    case open, closed\n    var id: Self { self }\n    init(id: Int) { self = id == 0 ? .open : .closed }\n}\n",
        ]
        for model in accepted {
            let folder = try repository(model)
            let result = runCLI(["screen", "Claims"], in: folder.url.path)
            XCTAssertEqual(result.code, 0, "\(model): \(result.err)")
            assertCompiles(folder, module: "App")
        }
    }

    /// Generated: an app's type declared with some conformances or none (a struct or an
    /// enum, conformances in the declaration or an extension) and used by a spec where its
    /// code compares, hashes or lists it, or not. Each run either refuses, naming the type
    /// and what it lacks, and writes nothing, or writes code that compiles with its tests.
    func testEverySpecOfAnAppsTypeIsRefusedOrCompiles() throws {
        guard GeneratedCodeCheck.isAvailable else { throw XCTSkip("the stand-ins are built on Linux only") }
        var random = SeededRandom(seed: 3_034)
        var refused = 0, written = 0
        for round in 0..<30 {
            let conformances = ["Equatable", "Hashable", "Identifiable", "Codable"].filter { _ in random.below(3) == 0 }
            let isEnum = random.below(4) == 0
            let inExtension = random.below(3) == 0 ? conformances.filter { $0 != "Identifiable" } : []
            let declared = conformances.filter { !inExtension.contains($0) }
            // The type as the app declares it: plainly, through a typealias, beside a nested
            // type of the same name that conforms, or nested (the spec says `Box.Memo`).
            let shape = random.below(4)
            let declaredName = shape == 1 ? "MemoRecord" : "Memo"
            let type = shape == 3 ? "Box.Memo" : "Memo"
            var model = isEnum
                ? "enum \(declaredName)\(declared.isEmpty ? "" : ": " + declared.joined(separator: ", ")) {\n    case draft, sent\n    init(id: Int) { self = id == 0 ? .draft : .sent }\n"
                : "struct \(declaredName)\(declared.isEmpty ? "" : ": " + declared.joined(separator: ", ")) {\n    var id: Int\n"
            if isEnum, conformances.contains("Identifiable") { model += "    var id: Self { self }\n" }
            model += "}\n"
            switch shape {
            case 1: model += "\ntypealias Memo = MemoRecord\n"
            case 2: model += "\nenum Other {\n    struct Memo: Hashable, Identifiable {\n        var id: Int\n    }\n}\n"
            case 3: model = "enum Box {\n" + model.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "}\n"
            default: break
            }
            if !inExtension.isEmpty { model += "\nextension \(shape == 1 ? declaredName : type): \(inExtension.joined(separator: ", ")) {}\n" }
            let uses = [
                "outputs:\n  memos: \"[Memo] = []\"\n  errorMessage: String?\nactions:\n  - \"load -> await service.memos() into memos, catch errorMessage\"\n",
                "outputs:\n  memo: Memo?\nactions:\n  - pick(Memo) -> set memo\n",
                "outputs:\n  count: Int = 0\nactions:\n  - open(Memo) -> respond open\nresponder:\n  - open(Memo) -> route detail\nroutes:\n  - detail(Memo)\n",
                "outputs:\n  memos: \"[Memo] = []\"\nview:\n  memos: hashable\n",
                "outputs:\n  count: Int = 0\nactions:\n  - remove(Memo) -> respond removed\nresponder:\n  - removed(Memo)\n",
                "outputs:\n  chosen: \"Set<Memo> = []\"\n",
            ].map { $0.replacingOccurrences(of: "Memo", with: type).replacingOccurrences(of: "\(type)Service", with: "MemoService") }
            let use = uses[random.below(uses.count)]
            let folder = TemporaryFolder()
            defer { folder.remove() }
            try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: App\nfakes:\n  previews: Sources/PreviewSupport\n")
            try folder.write("Sources/Models/Memo.swift", "import Foundation\n\n" + model + "\nprotocol MemoService: Sendable {\n    func memos() async throws -> [\(type)]\n}\n")
            try folder.write("Specs/Memos.screen.yml", "screen: Memos\ndependencies:\n  service: MemoService\n" + use + "samples:\n  \(type): '\(type)(id: 1)'\n")
            let result = runCLI(["screen", "Memos"], in: folder.url.path)
            let context = "round \(round): \(model)\(use)\(result.err)"
            if result.code == 2 {
                refused += 1
                XCTAssertTrue(result.err.contains("error: \(type) is not "), context)
                XCTAssertNil(folder.read("Sources/Memos/MemosViewModel.swift"), "nothing is written: " + context)
            } else {
                written += 1
                XCTAssertEqual(result.code, 0, context)
                XCTAssertNil(GeneratedCodeCheck.typecheck(folder.url, module: "App", tests: true, debug: true), context)
            }
        }
        // Both ways were taken: the comparison is not of runs that all pass, or all refuse.
        XCTAssertGreaterThan(refused, 3)
        XCTAssertGreaterThan(written, 3)
    }

    /// A dependency of an enum the app declares needs no sample: the first case without
    /// values is one (the error suggested `Mode()`, which does not compile for an enum). It
    /// is no fake: the preview takes it too.
    func testAnEnumDependencyOfTheAppIsBuiltWithItsFirstPlainCase() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: App\n")
        try folder.write("Sources/Models/Mode.swift", "enum Mode: Sendable {\n    case following(id: String)\n    case blocked, muted\n}\n")
        try folder.write("Specs/Accounts.screen.yml", "screen: Accounts\ndependencies:\n  mode: Mode\noutputs:\n  count: Int = 0\nactions:\n  - update(Int) -> set count\n")
        let result = runCLI(["screen", "Accounts"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(folder.read("Tests/Accounts/AccountsViewModelTests.swift")?.contains("AccountsViewModel(mode: .blocked") == true, folder.read("Tests/Accounts/AccountsViewModelTests.swift") ?? "")
        assertCompiles(folder, module: "App")
    }

    func testATypeTheAppDoesNotDeclareIsNotJudged() throws {
        // `Claim` comes from another module (here: nowhere the repository shows).
        let folder = try repository("")
        try folder.write("Sources/Models/Claim.swift", "import Foundation\n\nprotocol ClaimService: Sendable {\n    func claims() async throws -> [Claim]\n}\n")
        let result = runCLI(["screen", "Claims", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.err.contains("is not Equatable"), result.err)
    }
}
