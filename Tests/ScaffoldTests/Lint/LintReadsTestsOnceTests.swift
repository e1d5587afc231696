import XCTest
@testable import ScaffoldLint
@testable import ScaffoldSupport
@testable import ScaffoldSyntax

/// Issue 30: lint indexes each test and, when it is a target, lints it as soon as it is
/// read, then lets its source go (tests are half of a repository's bytes); and the reading
/// of bodies, comments and names that the rules share works on bytes where it made strings.
/// Each shortcut must give what the longer way gives.
final class LintReadsTestsOnceTests: XCTestCase {
    /// A repository whose tests give findings of their own (a construction short of an
    /// argument, a fake older than its protocol, disable comments, one naming no rule) and
    /// are the context of the view model's (a tested action, an untested one, a skipped one).
    func makeRepository() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write("Sources/Cart.swift", "final class Cart {\n    init(items: [String], analytics: Analytics) {}\n}\n\nstruct Analytics {}\n")
        try folder.write("Sources/Catalog.swift", "protocol CatalogService: Sendable {\n    func count() async -> Int\n    func total() async -> Int\n}\n")
        try folder.write("Sources/CartViewModel.swift", """
        import Combine

        @MainActor
        final class CartViewModel: ObservableObject {
            enum Action { case load, clear, refresh }
            @Published private(set) var items: [String] = []
            @Published private(set) var total = 0

            func send(_ action: Action) {
                switch action {
                case .load:
                    items = ["a"]
                    total = 1
                case .clear:
                    items = []
                case .refresh:
                    send(.load)
                }
            }
        }

        """)
        try folder.write("Tests/CartViewModelTests.swift", """
        import XCTest

        final class CartViewModelTests: XCTestCase {
            func testLoad() {
                let model = CartViewModel()
                model.send(.load)
                let cart = Cart(items: [])
                // scaffold:disable:next construction_missing_argument
                let other = Cart(items: ["b"])
                // scaffold:disable:next no_such_rule
                _ = (cart, other)
            }

            func testRefresh() throws {
                throw XCTSkip("later")
                CartViewModel().send(.refresh)
            }
        }

        """)
        try folder.write("Tests/Fakes/FakeCatalogService.swift", "final class FakeCatalogService: CatalogService {\n    func count() async -> Int { 0 }\n}\n")
        return folder
    }

    /// Every finding of `scaffold lint` (tests linted as they are read, against no index)
    /// is the finding the editor's workspace gives for that file alone (every file read and
    /// kept, the whole index built first), and the tests do give findings.
    func testTestsLintedAsTheyAreReadGiveTheFindingsOfEachFileAlone() throws {
        let folder = try makeRepository()
        let root = folder.url.path
        let outcome = try LintSession(root: root, config: LintConfig()).run(LintSession.Request()) { $0 }
        let workspace = LintWorkspace(root: root, config: LintConfig())
        func line(_ finding: LintFinding) -> String {
            let diagnostic = finding.diagnostic
            return "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.ruleID ?? "") \(diagnostic.message)"
        }
        let whole = outcome.findings.map(line).sorted()
        let alone = outcome.files.flatMap { workspace.findings(for: $0) ?? [] }.map(line).sorted()
        XCTAssertEqual(whole, alone)
        let inTests = whole.filter { $0.hasPrefix(root + "/Tests/") }
        XCTAssertEqual(inTests.count, 3, inTests.joined(separator: "\n"))
        XCTAssertTrue(inTests.contains { $0.contains("construction_missing_argument") && $0.contains("CartViewModelTests.swift:7:") }, inTests.joined(separator: "\n"))
        XCTAssertTrue(inTests.contains { $0.contains("fake_follows_protocol") }, inTests.joined(separator: "\n"))
        XCTAssertTrue(inTests.contains { $0.contains("'no_such_rule' is not a rule") }, inTests.joined(separator: "\n"))
        // The view model's findings read the tests: `.load` is tested, `.refresh` only by a skipped test.
        let model = whole.filter { $0.contains("CartViewModel.swift") }
        XCTAssertTrue(model.contains { $0.contains("untested_action") && $0.contains("'clear'") }, model.joined(separator: "\n"))
        XCTAssertFalse(model.contains { $0.contains("untested_action") && $0.contains("'load'") }, model.joined(separator: "\n"))
        XCTAssertTrue(model.contains { $0.contains("pending_test") && $0.contains("'refresh'") }, model.joined(separator: "\n"))
    }

    /// What other files can see of a file (`LintWorkspace.outline`, which decides whether a
    /// keystroke republishes the other open files): a change to any part of a declaration
    /// other files read changes it; a change inside a body, a comment or spacing does not.
    func testTheOutlineChangesWithWhatOtherFilesReadAndOnlyWithThat() throws {
        let folder = try makeRepository()
        let workspace = LintWorkspace(root: folder.url.path, config: LintConfig())
        let path = folder.url.appendingPathComponent("Sources/App/Edited.swift").path
        let base = """
        @MainActor
        final class EditedViewModel: ObservableObject, Sendable {
            enum Action { case load(id: Int), clear }
            @Published private(set) var items: [Int] = []
            let service: CatalogService
            init(service: CatalogService) { self.service = service }
            func send(_ action: Action) { items = [] }
            func helper(_ value: Int) -> String { "" }
        }

        """
        func outline(_ text: String) -> [UInt8]? {
            workspace.setBuffer(path, bytes: Array(text.utf8))
            return workspace.outline(path)
        }
        let original = try XCTUnwrap(outline(base))
        XCTAssertFalse(original.isEmpty)
        let unseen = [("items = []", "items = [1, 2]"), ("{ \"\" }", "{ \"changed\" }"), ("final class", "final  class"),
                      ("enum Action", "// a comment\n    enum Action")]
        for (old, new) in unseen {
            XCTAssertEqual(outline(base.replacingOccurrences(of: old, with: new)), original, "\(old) → \(new)")
        }
        let seen = [("@MainActor\n", ""), ("final class", "class"), (", Sendable", ""), ("EditedViewModel", "EditedModel"),
                    ("load(id: Int)", "load(identifier: Int)"), ("load(id: Int)", "load(id: String)"), (", clear", ""),
                    ("private(set) ", ""), ("[Int] = []", "[Int] = [0]"), ("let service", "var service"),
                    ("init(service: CatalogService)", "init(service: CatalogService, other: Int = 0)"),
                    ("-> String", "-> Int"), ("_ value", "value"), ("func helper", "func helper2")]
        var outlines: Set<[UInt8]> = [original]
        for (old, new) in seen {
            let changed = base.replacingOccurrences(of: old, with: new)
            XCTAssertNotEqual(changed, base)
            let found = try XCTUnwrap(outline(changed))
            XCTAssertNotEqual(found, original, "\(old) → \(new)")
            outlines.insert(found)
        }
        XCTAssertEqual(outlines.count, seen.count + 1, "every change gives an outline of its own")
        XCTAssertNil(workspace.outline(folder.url.appendingPathComponent("Sources/App/None.swift").path))
    }

    /// A keystroke in a test (the editor's buffer changed) reads that test again, not every
    /// test of the repository, and the findings it gives are those of an index built afresh
    /// from every test as it stands: over seeded edits that add and drop sent actions,
    /// observed ones, skipped tests and the types the tests name.
    func testATestChangedInPlaceIsIndexedAloneAndAsAFreshIndexWouldBe() throws {
        func repository(tests: Int) throws -> (folder: TemporaryFolder, models: [String], tests: [String]) {
            let folder = TemporaryFolder()
            var models: [String] = []
            for screen in 0..<3 {
                let path = folder.url.appendingPathComponent("Sources/S\(screen)ViewModel.swift").path
                try folder.write("Sources/S\(screen)ViewModel.swift", """
                import Combine

                @MainActor
                final class S\(screen)ViewModel: ObservableObject {
                    enum Action { case load, clear, retry }
                    enum ResponderAction { case finished, failed }
                    @Published private(set) var count = 0
                    private let responder: Responder<ResponderAction>
                    init(responder: Responder<ResponderAction>) { self.responder = responder }
                    func send(_ action: Action) {
                        switch action {
                        case .load: count = 1
                        case .clear: count = 0
                        case .retry: responder.send(.failed)
                        }
                    }
                }

                """)
                models.append(path)
            }
            try folder.write("Sources/Responder.swift", "final class Responder<Action> { func send(_ action: Action) {} }\n")
            var paths: [String] = []
            for index in 0..<tests {
                try folder.write("Tests/T\(index)Tests.swift", "import XCTest\nfinal class T\(index)Tests: XCTestCase {\n    func testLoad() { S\(index % 3)ViewModel(responder: .init()).send(.load) }\n}\n")
                paths.append(folder.url.appendingPathComponent("Tests/T\(index)Tests.swift").path)
            }
            return (folder, models, paths)
        }
        func rendered(_ findings: [LintFinding]?) -> [String] {
            (findings ?? []).map { "\($0.diagnostic.location.line):\($0.diagnostic.location.column) \($0.diagnostic.ruleID ?? "") \($0.diagnostic.message)" }
        }
        let (folder, models, tests) = try repository(tests: 12)
        let workspace = LintWorkspace(root: folder.url.path, config: LintConfig())
        _ = workspace.findings(for: models[0])
        var random = SeededRandom(seed: 3_030)
        var buffers: [String: String] = [:]
        let lines = ["S0ViewModel(responder: .init()).send(.load)", "S1ViewModel(responder: .init()).send(.clear)", "S2ViewModel(responder: .init()).send(.retry)",
                     "XCTAssertEqual(S0ViewModel(responder: .init()).count, 0)", "let s = S1ViewModel(responder: .init()); s.send(.retry)",
                     "XCTAssertEqual(spy.sent, [.failed])", "XCTAssertEqual(spy.sent, [.finished]); _ = S2ViewModel.self",
                     "throw XCTSkip(\"later\"); S0ViewModel(responder: .init()).send(.clear)", "_ = Other.self"]
        for round in 0..<60 {
            let test = tests[random.below(tests.count)]
            let body = (0..<random.below(4)).map { _ in "    func testX\(random.below(100))() throws { \(lines[random.below(lines.count)]) }\n" }.joined()
            let text = "import XCTest\nfinal class Edited\(round)Tests: XCTestCase {\n\(body)}\n"
            buffers[test] = text
            workspace.setBuffer(test, bytes: Array(text.utf8))
            let fresh = LintWorkspace(root: folder.url.path, config: LintConfig())
            for (path, buffer) in buffers { fresh.setBuffer(path, bytes: Array(buffer.utf8)) }
            for model in models {
                XCTAssertEqual(rendered(workspace.findings(for: model)), rendered(fresh.findings(for: model)), "round \(round), \(model)")
            }
        }
        // The work of a keystroke in a test does not grow with the number of tests.
        func keystroke(tests count: Int) throws -> Int {
            let (folder, models, tests) = try repository(tests: count)
            let workspace = LintWorkspace(root: folder.url.path, config: LintConfig())
            _ = workspace.findings(for: models[0])
            let text = "import XCTest\nfinal class T0Tests: XCTestCase {\n    func testClear() { S0ViewModel(responder: .init()).send(.clear) }\n}\n"
            var found: [LintFinding]?
            let steps = WorkCounter.measure {
                workspace.setBuffer(tests[0], bytes: Array(text.utf8))
                found = workspace.findings(for: models[0])
            }
            XCTAssertFalse(rendered(found).contains { $0.contains("untested_action") && $0.contains("'clear'") }, "\(rendered(found))")
            return steps
        }
        let small = try keystroke(tests: 20), large = try keystroke(tests: 80)
        XCTAssertLessThan(Double(large), Double(small) * 1.5, "a keystroke in a test: \(small) steps with 20 tests, \(large) with 80")
    }

    /// The fixes' index (`FixContext`) with one file read again (`replace`) holds what a
    /// build from every file holds: over seeded edits that add, move and drop writes of
    /// members and labelled constructions, in files before and after the ones that hold
    /// the same names.
    func testTheFixIndexWithAFileReadAgainIsTheIndexBuiltAfresh() {
        let pieces = ["model.count = 1", "$model.title", "model.items.append(1)", "other.count += 2", "_ = model.count",
                      "_ = Row(title: a, subtitle: b)", "_ = Row(title: c)", "_ = Card(id: 1, style: .plain)", "_ = Row(subtitle: d)",
                      "_ = Card(style: .bold)", "let x = &model.items"]
        var random = SeededRandom(seed: 3_031)
        func text() -> String {
            "func f() {\n" + (0..<random.below(5)).map { _ in "    " + pieces[random.below(pieces.count)] + "\n" }.joined() + "}\n"
        }
        var files = (0..<16).map { SourceFile(path: "Sources/F\($0).swift", text: text()) }
        var context = FixContext(files: files, updatable: true)
        var fixed = FixContext(files: files)
        XCTAssertFalse(fixed.replace(files[0]), "an index built once does not keep the parts")
        func same(_ left: FixContext, _ right: FixContext, _ message: String) {
            let (a, b) = (left.indexed, right.indexed)
            XCTAssertEqual(a.writes, b.writes, message)
            XCTAssertEqual(a.labels, b.labels, message)
        }
        var replaced = 0
        for round in 0..<300 {
            let index = random.below(files.count)
            files[index] = SourceFile(path: files[index].path, text: text())
            XCTAssertTrue(context.replace(files[index]))
            replaced += 1
            same(context, FixContext(files: files), "round \(round), file \(index)")
        }
        XCTAssertFalse(context.replace(SourceFile(path: "Sources/New.swift", text: "func g() { model.count = 1 }\n")), "a file it does not hold")
        XCTAssertGreaterThan(context.indexed.writes.count, 2)
        XCTAssertGreaterThan(context.indexed.labels.count, 1)
    }

    /// A keystroke in a file with a fixable finding, then its fixes (an editor's code
    /// actions): the fixes' index reads the changed file again, not every file, so the
    /// work does not grow with the repository.
    func testAKeystrokeBeforeAFixReadsTheChangedFileAlone() throws {
        func keystroke(files count: Int) throws -> Int {
            let folder = TemporaryFolder()
            let viewModel = "@MainActor\nfinal class FixViewModel: ObservableObject {\n    enum Action { case go }\n    @Published var x = 0\n    func send(_ action: Action) { x = 1 }\n}\n"
            try folder.write("Sources/FixViewModel.swift", viewModel)
            for index in 0..<count { try folder.write("Sources/Other\(index).swift", "struct Other\(index) {\n    var value = 0\n    func f() { _ = Row(title: \"\(index)\") }\n}\n") }
            let path = folder.url.appendingPathComponent("Sources/FixViewModel.swift").path
            let workspace = LintWorkspace(root: folder.url.path, config: LintConfig())
            let before = try XCTUnwrap(workspace.findings(for: path))
            XCTAssertFalse(workspace.fixes(for: path, findings: before).edits.isEmpty, "the output is made private(set)")
            var fixes = LintWorkspace.Fixes()
            let steps = WorkCounter.measure {
                workspace.setBuffer(path, bytes: Array(viewModel.replacingOccurrences(of: "x = 1", with: "x = 2").utf8))
                fixes = workspace.fixes(for: path, findings: workspace.findings(for: path) ?? [])
            }
            XCTAssertEqual(fixes.edits.count, 1)
            return steps
        }
        let small = try keystroke(files: 20), large = try keystroke(files: 80)
        XCTAssertLessThan(Double(large), Double(small) * 1.5, "\(small) steps with 20 files, \(large) with 80")
    }

    /// Without a fix, no test's source is kept: each is indexed and its findings kept; a
    /// fix keeps every file's source, as it must check that no other file breaks.
    func testATestsSourceIsNotKeptWithoutAFix() throws {
        let folder = try makeRepository()
        let root = folder.url.path
        let session = LintSession(root: root, config: LintConfig())
        let files = session.walker.swiftFiles(in: [root]).files
        var problems: [PathProblem] = []
        let linter = Linter(settings: LintConfig().settings)
        let contents = try session.read(targets: files, repository: files, request: LintSession.Request(), display: { $0 }, problems: &problems, linter: linter)
        let tests = [root + "/Tests/CartViewModelTests.swift", root + "/Tests/Fakes/FakeCatalogService.swift"]
        XCTAssertEqual(contents.tests, tests)
        XCTAssertEqual(contents.sources.count, 0)
        XCTAssertEqual(contents.mentions?.count, 2)
        XCTAssertEqual(contents.linted.keys.sorted(), tests)

        var fix = LintSession.Request()
        fix.fix = true
        let fixing = try session.read(targets: files, repository: files, request: fix, display: { $0 }, problems: &problems, linter: linter)
        XCTAssertEqual(fixing.sources.count, 5)
        XCTAssertNil(fixing.mentions)
        XCTAssertTrue(fixing.linted.isEmpty)
        XCTAssertEqual(problems.count, 0)
    }

    /// Receivers and assignment targets read as one slice of the bytes are what joining
    /// the names gives, `self.` dropped from a target as before; with a `?`, a space or a
    /// comment between the names, the names are joined.
    func testReceiversAndTargetsAreTheNamesJoined() throws {
        let source = """
        func run() {
            self.items.append(1)
            items?.removeAll()
            a .b.c.toggle()
            a/* note */.b.insert(2)
            `self`.x.update()
            $value.send(3)
            self.total = 1
            self.a?.b = 2
            count += 1
            self.a.b.c -= 3
            `self`.y = 4
            first
                .second = 5
        }
        """
        let tree = SyntaxTree(SourceFile(path: "t.swift", text: source))
        let function = try XCTUnwrap(tree.allDeclarations.first { $0.kind == .func })
        let body = BodyStructure(file: tree.file, range: try XCTUnwrap(function.bodyRange))
        XCTAssertEqual(body.calls.filter { $0.receiver != nil }.map { "\($0.receiver!).\($0.name)" },
                       ["self.items.append", "items.removeAll", "a.b.c.toggle", "a.b.insert", "`self`.x.update", "$value.send"])
        XCTAssertEqual(body.assignments.map(\.target), ["total", "a.b", "count", "a.b.c", "`self`.y", "first.second"])
    }

    /// An operator assigns by its bytes exactly when it does by its text.
    func testACompoundAssignmentReadFromBytesIsOneReadFromText() {
        for text in ["=", "==", "!=", "<=", ">=", "===", "!==", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=", "&+=", "&<<=", "<==", "=<=", "!=>=", "+", "<", "=>", "…=", "≠"] {
            let bytes = ArraySlice(Array(text.utf8))
            XCTAssertEqual(BodyStructure.isCompoundAssignment(bytes), BodyStructure.isCompoundAssignment(text), text)
        }
    }

    /// A type's name found in a member's signature by bytes is one found by characters:
    /// whole names only, not after a `.`, and next to letters that are not ASCII.
    func testANameMentionedInBytesIsOneMentionedInCharacters() {
        let cases: [(String, String)] = [
            ("State", "State"), ("[State]", "State"), ("States", "State"), ("AppState", "State"), ("Self.State", "State"),
            ("(State) -> Void", "State"), ("State_", "State"), ("_State", "State"), ("State1", "State"), ("Result<State, Error>", "State"),
            ("éState", "State"), ("Stateé", "State"), ("État", "État"), ("[État]", "État"), ("StateState", "State"), ("x State", "State"),
            ("", "State"), ("State", ""), ("Sta", "State"), ("Dictionary<String, State?>", "State"), ("a.State.b", "State"),
        ]
        for (text, name) in cases {
            XCTAssertEqual(ViewModelTypesBeforeUseRule.mentions(text, name), ViewModelTypesBeforeUseRule.mentionsByCharacters(text, name), "\(name) in \(text)")
        }
    }

    /// The members a type is looked for in (`Signatures.candidates`) give, with `mentions`,
    /// what a look at every member above the type gives: generated view models whose
    /// members name types as words, after a `.`, inside longer names, in generics and
    /// optionals, with names that are not ASCII and the Kelvin sign (a `K` to characters).
    func testTheSignatureIndexFindsWhatAScanOfEveryMemberFinds() {
        var generator = SystemRandomNumberGenerator()
        let names = ["State", "Item", "Kind", "Café", "\u{212A}ind", "Row", "Sta", "StateX", "Å"]
        let shapes = ["NAME", "[NAME]", "NAME?", "Other.NAME", "NAMEs", "xNAME", "Dictionary<String, NAME>", "(NAME) -> Void", "Int", "_NAME", "NAME_"]
        var checked = 0, found = 0
        for _ in 0..<1_000 {
            var text = "final class AViewModel: ObservableObject {\n"
            for index in 0..<Int.random(in: 1...14, using: &generator) {
                let name = names.randomElement(using: &generator)!, shape = shapes.randomElement(using: &generator)!.replacingOccurrences(of: "NAME", with: name)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: text += "    var p\(index): \(shape)\n"
                case 1: text += "    func f\(index)(a: \(shape)) -> \(shapes.randomElement(using: &generator)!.replacingOccurrences(of: "NAME", with: names.randomElement(using: &generator)!)) { fatalError() }\n"
                case 2: text += "    subscript(i\(index): \(shape)) -> Int { 0 }\n"
                case 3: text += "    typealias T\(index) = \(shape)\n"
                default: text += "    struct \(name) {}\n"
                }
            }
            text += "}\n"
            let tree = SyntaxTree(SourceFile(path: "A.swift", text: text))
            guard let members = tree.declarations.first?.members else { return XCTFail(text) }
            let signatures = ViewModelTypesBeforeUseRule.Signatures(members)
            for (index, type) in members.enumerated() where ViewModelTypesBeforeUseRule.typeKinds.contains(type.kind) {
                let indexed = signatures.candidates(naming: type.name, before: index).contains { member in
                    signatures.texts[member].contains { ViewModelTypesBeforeUseRule.mentions($0, type.name) }
                }
                let scanned = members[..<index].contains { member in
                    guard [.var, .let, .func, .subscript].contains(member.kind) else { return false }
                    let signature = [member.type, member.returnType].compactMap { $0 } + member.parameters.map(\.type)
                    return signature.contains { ViewModelTypesBeforeUseRule.mentions($0, type.name) }
                }
                XCTAssertEqual(indexed, scanned, "\(type.name) at \(index) in\n\(text)")
                checked += 1
                if scanned { found += 1 }
            }
        }
        for kind in Declaration.Kind.allCases {
            XCTAssertEqual(ViewModelTypesBeforeUseRule.isType(kind), ViewModelTypesBeforeUseRule.typeKinds.contains(kind), "\(kind)")
        }
        XCTAssertGreaterThan(found, 100, "the generated view models use types above them (\(found) of \(checked))")
        XCTAssertGreaterThan(checked - found, 100, "and declare types used nowhere above them")
    }

    /// Disable regions found by line (`byLine`, and the spans with their reach) suppress
    /// what a scan of every region suppresses, and mark the same regions used: generated
    /// files of `:next`, `:this`, `:previous` and nested and overlapping spans.
    func testDisableRegionsFoundByLineSuppressWhatAScanSuppresses() {
        var generator = SystemRandomNumberGenerator()
        let rules = ["vm_main_actor", "view_send_only", "all"]
        for _ in 0..<300 {
            var text = ""
            for line in 0..<Int.random(in: 1...40, using: &generator) {
                let rule = rules.randomElement(using: &generator)!
                switch Int.random(in: 0..<8, using: &generator) {
                case 0: text += "// scaffold:disable:next \(rule)\n"
                case 1: text += "let a\(line) = 1 // scaffold:disable:this \(rule)\n"
                case 2: text += "// scaffold:disable:previous \(rule)\n"
                case 3: text += "// scaffold:disable \(rule)\n"
                case 4: text += "// scaffold:enable \(rule)\n"
                default: text += "let b\(line) = 2\n"
                }
            }
            let file = SourceFile(path: "A.swift", text: text)
            var indexed = DisableComments(file: file, knownRules: ["vm_main_actor", "view_send_only"])
            var scanned = indexed
            let lines = file.lineStarts.count + 1
            for line in 0...lines {
                for rule in rules.dropLast() {
                    var expected = false
                    for index in scanned.regions.indices where scanned.regions[index].lines.contains(line)
                        && (scanned.regions[index].rules.contains(rule) || scanned.regions[index].rules.contains("all")) {
                        scanned.markUsed(index)
                        expected = true
                    }
                    XCTAssertEqual(indexed.suppresses(rule, line: line), expected, "\(rule) on line \(line) of\n\(text)")
                }
            }
            XCTAssertEqual(indexed.regions.map(\.used), scanned.regions.map(\.used), text)
        }
    }

    /// The fake naming pattern splits around `{name}` by its bytes.
    func testAFakeNamingPatternSplitsAroundTheName() {
        XCTAssertEqual(FakeFollowsProtocolRule.affixes(of: "Fake{name}").map { [$0.prefix, $0.suffix] }, ["Fake", ""])
        XCTAssertEqual(FakeFollowsProtocolRule.affixes(of: "{name}Mock").map { [$0.prefix, $0.suffix] }, ["", "Mock"])
        XCTAssertEqual(FakeFollowsProtocolRule.affixes(of: "Stub{name}Double").map { [$0.prefix, $0.suffix] }, ["Stub", "Double"])
        XCTAssertEqual(FakeFollowsProtocolRule.affixes(of: "Été{name}").map { [$0.prefix, $0.suffix] }, ["Été", ""])
        XCTAssertNil(FakeFollowsProtocolRule.affixes(of: "Fake"))
        XCTAssertNil(FakeFollowsProtocolRule.affixes(of: "{nam"))
    }

    /// A comment is read as a command only when its bytes may hold one, and every way of
    /// writing one is still read.
    func testDisableCommandsAreReadWhateverTheirSlashesAndSpaces() {
        let source = """
        let a = 1 // scaffold:disable:this vm_main_actor
        //scaffold:disable:next vm_main_actor
        let b = 2
        ///   scaffold:disable:previous vm_main_actor
        // scaffold: not a command
        // a scaffold:disable:next in prose
        // scaffold:frobnicate
        // scaffold:disable:sometimes vm_main_actor
        // scaffold:disable:next nope
        // just prose
        """
        let comments = DisableComments(file: SourceFile(path: "t.swift", text: source), knownRules: ["vm_main_actor"])
        XCTAssertEqual(comments.regions.map(\.lines), [1...1, 3...3, 3...3, 10...10])
        XCTAssertEqual(comments.unknownRules.map(\.id), ["scaffold:disable:sometimes", "nope"])
    }

    /// A file's findings come in order of line, column, rule and message, each rule,
    /// place and message once: the first found of duplicates is the one kept.
    func testFindingsAreOrderedAndKeptOnceTheFirstFound() {
        func finding(_ line: Int, _ column: Int, _ rule: String, _ message: String, token: Int, symbol: String) -> LintFinding {
            LintFinding(diagnostic: Diagnostic(SourceLocation(file: "f.swift", line: line, column: column), .warning, message, ruleID: rule, symbol: symbol),
                        token: token, line: "", finding: Finding(token: token, symbol: symbol))
        }
        let found = [
            finding(3, 1, "b", "m", token: 9, symbol: "first"), finding(1, 5, "a", "m", token: 2, symbol: "x"),
            finding(3, 1, "b", "m", token: 9, symbol: "second"), finding(3, 1, "a", "z", token: 9, symbol: "y"),
            finding(1, 5, "a", "l", token: 2, symbol: "w"), finding(3, 1, "b", "m", token: 10, symbol: "other token"),
            finding(3, 1, "b", "m", token: 9, symbol: "third"),
        ]
        XCTAssertEqual(Linter.ordered(found).map(\.diagnostic.symbol), ["w", "x", "y", "first", "other token"])
        XCTAssertEqual(Linter.ordered([found[0]]).map(\.diagnostic.symbol), ["first"])
    }

    /// A byte string is found within a range of a file's bytes only.
    func testABytesSearchKeepsToItsRange() {
        let bytes = Array("// MARK: - Input\nlet a = 1 // MARK".utf8)
        let mark = Array("MARK:".utf8)
        XCTAssertTrue(ByteSearch.contains(mark, in: bytes, from: 0, to: 16))
        XCTAssertTrue(ByteSearch.contains(mark, in: bytes, from: 3, to: 8))
        XCTAssertFalse(ByteSearch.contains(mark, in: bytes, from: 3, to: 7))
        XCTAssertFalse(ByteSearch.contains(mark, in: bytes, from: 4, to: 16))
        XCTAssertFalse(ByteSearch.contains(mark, in: bytes, from: 17, to: bytes.count))
        XCTAssertFalse(ByteSearch.contains(mark, in: bytes, from: 0, to: bytes.count + 1))
    }

    /// Spaces and tabs trimmed in UTF-8 are those trimmed character by character, with a
    /// space that begins or ends a character of several scalars left alone.
    func testSpacesTrimmedInBytesAreThoseTrimmedByCharacters() {
        let cases = ["", " ", "\t \t", "action", " action", "action ", "  a b  ", "\ta\t", " \u{301}x ", "x \u{301}", " é ", "\u{600} ",
                     " \u{600} x", "a\u{301} ", "[String: Int] ", "\r\n ", " 😀 ", "\t\u{200D}\t"]
        for text in cases {
            XCTAssertEqual(text.trimmingSpaces(), text.trimmingSpacesByCharacters(), text.debugDescription)
        }
    }
}
