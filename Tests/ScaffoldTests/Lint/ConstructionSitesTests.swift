import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldLint

/// `construction_missing_argument` keeps a file's constructions as bytes (`ConstructionSites`)
/// and makes strings only for a type the facts can check: what it makes is what the
/// source says, and the hash it compares first is that of the type's name.
final class ConstructionSitesTests: XCTestCase {
    /// The constructions of `text`, as the rule records them.
    private func sites(_ text: String) -> ConstructionSites? {
        let file = LintFile(source: SourceFile(path: "Sources/App/Use.swift", text: text), settings: LintSettings())
        let findings = ConstructionMissingArgumentRule().check(file, in: LintRepository(settings: LintSettings(), testFiles: []))
        guard findings.count == 1, case .constructionArguments(let sites)? = findings.first?.deferred else { return nil }
        return sites
    }

    /// Type, labels (backticks left out), unlabelled count, token, place and trimmed line text
    /// (CRLF, tabs) read back as the strings the rule made before; a construction without
    /// labels, or with a trailing closure, is not recorded.
    func testEachConstructionReadsBackAsItsStrings() throws {
        let text = "let a = Product(id: 1, `default`: true, 2)\r\n\t  let b = Row(title: \"A\") { Text(\"B\") }  \r\nlet c = Box(1)\r\n\tlet d =  Café(name: x, (y), z)\t\r\n"
        let found = try XCTUnwrap(sites(text))
        let source = SourceFile(path: "Sources/App/Use.swift", text: text)
        XCTAssertEqual(found.count, 2)
        let first = found.site(0), second = found.site(1)
        XCTAssertEqual(first, ConstructionSite(type: "Product", labels: ["id", "default"], unlabelled: 1, token: first.token, line: 1, column: 9, endColumn: 16,
                                               text: source.trimmedLine(1)))
        XCTAssertEqual(source.text(of: source.tokens[first.token]), "Product")
        XCTAssertEqual(second, ConstructionSite(type: "Café", labels: ["name"], unlabelled: 2, token: second.token, line: 4, column: 11, endColumn: 16,
                                                text: "let d =  Café(name: x, (y), z)"))
        XCTAssertEqual(second.text, source.trimmedLine(4))
        XCTAssertEqual(found.types, ["Product", "Café"])
        // Each hash is that of the name as a string: what the facts' checkable types are hashed from.
        XCTAssertEqual(found.entries.map(\.typeHash), ["Product", "Café"].map { ConstructionSites.hash($0.utf8) })
        XCTAssertNotEqual(ConstructionSites.hash("Product".utf8), ConstructionSites.hash("Produce".utf8))
        // One construction alone (a file with disable comments) is the same construction.
        XCTAssertEqual(found.only(1).site(0), second)
        XCTAssertEqual(found.only(1).count, 1)
    }

    /// A file with disable comments has a finding per construction, each carrying its own.
    func testAFileWithDisableCommentsCarriesOneConstructionPerFinding() throws {
        let text = "// scaffold:disable:next construction_missing_argument\nlet a = Product(id: 1)\nlet b = Line(name: \"A\")\n"
        let file = LintFile(source: SourceFile(path: "Sources/App/Use.swift", text: text), settings: LintSettings())
        let findings = ConstructionMissingArgumentRule().check(file, in: LintRepository(settings: LintSettings(), testFiles: []))
        let carried = findings.compactMap { finding -> ConstructionSite? in
            guard case .constructionArguments(let sites)? = finding.deferred, sites.count == 1 else { return nil }
            XCTAssertEqual(finding.symbol, sites.site(0).type)
            XCTAssertEqual(finding.token, sites.site(0).token)
            return sites.site(0)
        }
        XCTAssertEqual(carried.map(\.type), ["Product", "Line"])
        XCTAssertEqual(carried.map(\.labels), [["id"], ["name"]])
        XCTAssertEqual(carried.map(\.text), ["let a = Product(id: 1)", "let b = Line(name: \"A\")"])
    }

    /// A disable comment is found wherever it is: before the constructions, between them, or
    /// as the file's last token (past every construction). Only a comment that makes a region
    /// splits them: a block comment, or a line comment that only mentions the command, is
    /// not a command, suppresses nothing, and leaves one finding for all.
    func testADisableCommentAnywhereInTheFileSplitsTheConstructions() {
        let lines = ["let a = Product(id: 1)", "let b = Line(name: \"A\")"]
        for (text, expected) in [
            ("// scaffold:disable:next construction_missing_argument\n" + lines.joined(separator: "\n") + "\n", 2),
            (lines[0] + "\n// scaffold:disable:next construction_missing_argument\n" + lines[1] + "\n", 2),
            (lines.joined(separator: "\n") + " // scaffold:disable:this construction_missing_argument", 2),
            (lines[0] + "\n/* scaffold:disable:next construction_missing_argument */\n" + lines[1] + "\n", 1),
            (lines.joined(separator: "\n") + " // see scaffold:disable:this in the docs", 1),
            (lines.joined(separator: "\n") + " // a note", 1),
        ] {
            let file = LintFile(source: SourceFile(path: "Sources/App/Use.swift", text: text), settings: LintSettings())
            let findings = ConstructionMissingArgumentRule().check(file, in: LintRepository(settings: LintSettings(), testFiles: []))
            XCTAssertEqual(findings.count, expected, text)
        }
    }

    /// The scan reads what it always read: a comment between a name and its parenthesis, or
    /// between a label and its colon, breaks the pattern; nested groups (closures, arrays,
    /// other constructions) are one argument each, and constructions inside arguments are
    /// read too; an unclosed parenthesis ends the scan.
    func testTheScanSkipsNestedGroupsAndReadsNestedConstructions() {
        func sites(_ text: String) -> [ConstructionSite] {
            let file = LintFile(source: SourceFile(path: "Sources/App/Use.swift", text: text), settings: LintSettings())
            return ConstructionMissingArgumentRule().check(file, in: LintRepository(settings: LintSettings(), testFiles: [])).flatMap { finding -> [ConstructionSite] in
                guard case .constructionArguments(let sites)? = finding.deferred else { return [] }
                return (0..<sites.count).map(sites.site)
            }
        }
        let nested = sites("let a = Outer(first: [1, (2, 3)], { x in f(x) }, inner: Inner(name: g(h: 1)), `case`: 2)\n")
        XCTAssertEqual(nested.map(\.type), ["Outer", "Inner"])
        XCTAssertEqual(nested.map(\.labels), [["first", "inner", "case"], ["name"]])
        XCTAssertEqual(nested.map(\.unlabelled), [1, 0])
        XCTAssertEqual(sites("let a = Outer /* c */ (first: 1)\nlet b = Other(first /* c */ : 1, second: 2)\n").map(\.labels), [["second"]])
        XCTAssertEqual(sites("let a = x.Member(first: 1)\n@Wrapper(first: 1) var b = 0\nlet c = Trailing(first: 1) { }\n").count, 0)
        XCTAssertEqual(sites("let a = First(one: 1)\nlet b = Open(two: [\nlet c = Last(three: 3)\n").map(\.type), ["First"])
    }
}

/// The checks across files answer each distinct construction of a file once: a repeat gets
/// the same answer, and two constructions whose name and labels run together into the same
/// bytes (`CartViewModel(service:)`, `CartViewModels(ervice:)`) are still told apart.
final class ConstructionAnswersTests: XCTestCase {
    func testRepeatedConstructionsAreEachReportedAndLookalikeBytesAreToldApart() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/CartViewModel.swift", "final class CartViewModel {\n    init(service: String, count: Int) {}\n}\n")
        try folder.write("Sources/CartViewModels.swift", "final class CartViewModels {\n    init(ervice: Int) {}\n}\n")
        let uses = [
            "let a = CartViewModel(service: \"s\")", "let b = CartViewModel(service: \"s\")",
            "let c = CartViewModels(ervice: 1)", "let d = CartViewModel(service: \"s\", count: 1)",
        ]
        // Both orders: the lookalike first, then the one that lacks an argument, and the other way.
        try folder.write("Sources/UseA.swift", uses.joined(separator: "\n") + "\n")
        try folder.write("Sources/UseB.swift", [uses[2], uses[0], uses[3], uses[1]].joined(separator: "\n") + "\n")
        let result = runCLI(["lint"], in: folder.url.path)
        let found = result.out.split(separator: "\n").filter { $0.hasSuffix("(construction_missing_argument)") }.map { line in
            line.split(separator: ":").prefix(2).joined(separator: ":")
        }
        XCTAssertEqual(found, ["Sources/UseA.swift:1", "Sources/UseA.swift:2", "Sources/UseB.swift:2", "Sources/UseB.swift:4"], result.out)
        XCTAssertTrue(result.out.contains("this construction of CartViewModel lacks 'count:'"), result.out)
    }
}
