import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class TemplateTests: XCTestCase {
    func render(_ source: String, _ fields: [String: TemplateValue]) throws -> String {
        try Template(name: "t.mustache", source: source).render(.object(fields))
    }

    func error(_ source: String, _ fields: [String: TemplateValue] = [:]) -> String {
        do {
            _ = try render(source, fields)
            return "no error"
        } catch let error as DiagnosticError {
            return error.diagnostics[0].xcodeDescription
        } catch {
            return "\(error)"
        }
    }

    func testVariablesAreInsertedWithoutEscaping() throws {
        XCTAssertEqual(try render("let x = {{value}} // {{ value }}\n", ["value": .string("\"<a & b>\"")]), "let x = \"<a & b>\" // \"<a & b>\"\n")
    }

    func testSectionsOverListsConditionsObjectsAndText() throws {
        let fields: [String: TemplateValue] = [
            "items": .list([.object(["name": .string("a")]), .object(["name": .string("b")])]),
            "yes": .bool(true), "no": .bool(false),
            "user": .object(["name": .string("Ada")]),
            "empty": .string(""), "word": .string("hi"),
        ]
        let source = "{{#items}}[{{name}}]{{/items}}{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}!N{{/no}}{{#user}}{{name}}{{/user}}{{#empty}}E{{/empty}}{{^empty}}-{{/empty}}{{#word}}<{{.}}>{{/word}}{{user.name}}"
        XCTAssertEqual(try render(source, fields), "[a][b]Y!NAda-<hi>Ada")
    }

    func testInnerSectionsSeeOuterNames() throws {
        let fields: [String: TemplateValue] = ["type": .string("T"), "items": .list([.object(["name": .string("a")])])]
        XCTAssertEqual(try render("{{#items}}{{name}}: {{type}}{{/items}}", fields), "a: T")
    }

    func testStandaloneTagLinesLeaveNoTrace() throws {
        let source = "start\n  {{#items}}\n  - {{.}}\n  {{/items}}\n{{! a comment }}\n  {{^items}}\nnone\n  {{/items}}\nend\n"
        XCTAssertEqual(try render(source, ["items": .list([.string("x"), .string("y")])]), "start\n  - x\n  - y\nend\n")
        XCTAssertEqual(try render(source, ["items": .list([])]), "start\nnone\nend\n")
    }

    func testAnInlineSectionKeepsItsLine() throws {
        XCTAssertEqual(try render("a {{#on}}b{{/on}} c\n", ["on": .bool(false)]), "a  c\n")
    }

    func testUnknownNamesAreErrorsAtTheirPosition() {
        XCTAssertEqual(error("line one\n  {{outpts}}\n", ["outputs": .list([])]), "t.mustache:2:3: error: unknown name 'outpts' in the template; did you mean 'outputs'?")
        XCTAssertEqual(error("{{#nothing}}x{{/nothing}}", ["a": .string("")]), "t.mustache:1:1: error: unknown name 'nothing' in the template; names defined here: a")
        XCTAssertEqual(error("{{^nothing}}x{{/nothing}}"), "no error")
    }

    func testMalformedTemplates() {
        XCTAssertEqual(error("{{#a}}\n{{/b}}\n"), "t.mustache:2:1: error: '{{/b}}' does not match the section 'a' opened at line 1; close that one first with '{{/a}}'")
        XCTAssertEqual(error("x\n{{#a}}\n"), "t.mustache:2:1: error: the section 'a' is never closed; add '{{/a}}'")
        XCTAssertEqual(error("{{/a}}"), "t.mustache:1:1: error: '{{/a}}' closes no open section; remove it")
        XCTAssertEqual(error("ab {{name\n"), "t.mustache:1:4: error: this tag is not closed on its line; add '}}'")
        XCTAssertEqual(error("{{>partial}}"), "t.mustache:1:1: error: '{{>' (Mustache partials) is not supported; nothing is escaped, so write {{name}}")
        XCTAssertEqual(error("{{}}"), "t.mustache:1:1: error: an empty tag; write a name between '{{' and '}}'")
        XCTAssertEqual(error("{{a b}}"), "t.mustache:1:1: error: 'a b' is not a name; names are letters, digits, '_' and '-', joined by '.'")
        XCTAssertEqual(error("{{items}}", ["items": .list([])]), "t.mustache:1:1: error: 'items' is a condition, list or object, not text; use it in a section: {{#items}}…{{/items}}")
    }

    func testEveryBuiltInTemplateParses() throws {
        for name in TemplateSet.names {
            XCTAssertNoThrow(try TemplateSet.builtIn.template(name), name)
        }
    }

    /// The parser finds lines and names a byte at a time. Its lines, with their endings,
    /// are the text; with no "\r" in it, they are what splitting the text at its "\n"
    /// characters gives. Its names are what reading by characters gives ("." or a letter
    /// followed by a combining mark is one character), on any text.
    func testLinesAndNamesAreThoseThatCharactersGive() {
        var random = SeededRandom(seed: 30)
        let pieces = ["a", "Z", "9", "_", "-", ".", "{{", "}}", "#", " ", "\t", "\n", "\r", "\r\n", "\n\r", "é", "e\u{301}", ".\u{301}", "\u{301}", "👍🏽", "ß", "٣"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            let lines = TemplateParser.lines(of: bytes)
            XCTAssertEqual(lines.map { String(decoding: bytes[$0.text], as: UTF8.self) + $0.ending }.joined(), text, text.debugDescription)
            XCTAssertEqual(lines.last?.ending, "")
            XCTAssertTrue(lines.dropLast().allSatisfy { ($0.ending == "\n" || $0.ending == "\r\n") && !bytes[$0.text].contains(UInt8(ascii: "\n")) })
            XCTAssertTrue(lines.dropLast().allSatisfy { $0.ending == "\r\n" || bytes[$0.text].last != UInt8(ascii: "\r") }, "a \"\r\" before a \"\n\" ends the line")
            if !bytes.contains(UInt8(ascii: "\r")) {
                XCTAssertEqual(lines.map { String(decoding: bytes[$0.text], as: UTF8.self) }, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            }
            XCTAssertEqual(TemplateParser.names(text), TemplateParser.namesByCharacters(text), text.debugDescription)
        }
        // Every ASCII character, alone and between two names.
        for byte in UInt8(0)..<0x80 {
            let character = String(decoding: [byte], as: UTF8.self)
            for text in [character, "a\(character)b", "\(character).x"] {
                XCTAssertEqual(TemplateParser.names(text), TemplateParser.namesByCharacters(text), text.debugDescription)
            }
        }
        // Tags of ASCII are read as bytes, others as text: both give the same tags.
        let fields: [String: TemplateValue] = ["é": .string("1"), "ünï": .bool(true), "a": .string("2")]
        XCTAssertEqual(try render("{{ é }}-{{# ünï }}x{{/ünï}}-{{ a }}\n{{^ ünï }}\nno\n{{/ ünï }}\n", fields), "1-x-2\n")
        XCTAssertEqual(error("{{ >é }}"), "t.mustache:1:1: error: '{{>' (Mustache partials) is not supported; nothing is escaped, so write {{name}}")
        XCTAssertEqual(error("x {{ # }}"), "t.mustache:1:3: error: an empty tag; write a name between '{{' and '}}'")
        XCTAssertEqual(TemplateParser.names("screen.view-model_2"), ["screen", "view-model_2"])
        XCTAssertNil(TemplateParser.names("a..b"))
    }

    /// A template saved with Windows line endings renders as the same template with Unix
    /// ones, its line endings kept: a standalone tag's line leaves no trace, and an error
    /// is told at its own line (a "\r\n" was once not a line's end: every tag line stayed
    /// as a blank line, and every error was on line 1).
    func testATemplateWithWindowsLineEndingsRendersAsOneWithUnixOnes() throws {
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        let source = "a\n{{#items}}\n  - {{.}}\n{{/items}}\n{{! note }}\n{{^none}}\nend {{name}}\n{{/none}}\n"
        let fields: [String: TemplateValue] = ["items": .list([.string("x"), .string("y")]), "name": .string("n")]
        XCTAssertEqual(try render(source, fields), "a\n  - x\n  - y\nend n\n")
        XCTAssertEqual(try render(crlf(source), fields), crlf(try render(source, fields)))
        XCTAssertEqual(error(crlf("x\n{{#a}}\n")), "t.mustache:2:1: error: the section 'a' is never closed; add '{{/a}}'")
        // Every built-in template, through a screen of each fixture.
        let folder = TemporaryFolder()
        for name in TemplateSet.names { try folder.write("templates/\(name)", crlf(try XCTUnwrap(TemplateSet.builtIn.source(name)))) }
        let templates = try TemplateSet.load(overrides: folder.url.appendingPathComponent("templates").path, displayDirectory: "templates") { _ in }
        for fixture in GoldenFileTests.fixtures {
            let path = RepositoryPaths.url("Fixtures/specs/\(fixture.spec).screen.yml").path
            let spec = try SpecDecoder.load(path: path, displayPath: path) { type in "\(type)()" }
            let settings = ScreenSettings(module: fixture.module)
            let unix = try ScreenGenerator.generate(spec, settings: settings), windows = try ScreenGenerator.generate(spec, settings: settings, templates: templates)
            XCTAssertEqual(windows.map(\.name), unix.map(\.name))
            for (file, expected) in zip(windows, unix) { XCTAssertEqual(file.contents, crlf(expected.contents), "\(fixture.spec): \(file.name)") }
        }
    }

    func testOverridesReplaceBuiltInsByNameAndWarnAboutUnknownFiles() throws {
        let folder = TemporaryFolder()
        try folder.write("View.swift.mustache", "// custom {{viewType}}\n")
        try folder.write("Veiw.swift.mustache", "typo\n")
        let set = try TemplateSet.load(overrides: folder.url.path, displayDirectory: "tpl")
        XCTAssertEqual(set.source("View.swift.mustache"), "// custom {{viewType}}\n")
        XCTAssertEqual(set.source("Router.swift.mustache"), TemplateSet.builtIn.source("Router.swift.mustache"))
        XCTAssertEqual(set.warnings, ["tpl/Veiw.swift.mustache: not a template scaffold uses (did you mean 'View.swift.mustache'?); it is ignored"])
    }
}
