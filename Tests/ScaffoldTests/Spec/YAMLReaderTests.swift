import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class YAMLReaderTests: XCTestCase {
    func read(_ text: String) throws -> Node {
        try YAMLReader.read(text, file: "t.yml")
    }

    /// `line:column: message` of the error reading `text`.
    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try read(text)
            XCTFail("expected an error", file: file, line: line)
        } catch let error as DiagnosticError {
            let first = error.diagnostics[0]
            return "\(first.location.line):\(first.location.column): \(first.message)"
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
        return ""
    }

    /// A compact rendering of a node tree for assertions.
    func shape(_ node: Node) -> String {
        switch node.value {
        case .scalar(let text): return node.isQuoted ? "'\(text)'" : text
        case .null: return "~"
        case .sequence(let items): return "[" + items.map(shape).joined(separator: ", ") + "]"
        case .mapping(let entries): return "{" + entries.map { "\($0.key): \(shape($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    // MARK: - What the subset reads

    func testMapsKeepSourceOrder() throws {
        XCTAssertEqual(shape(try read("zeta: 1\nalpha: 2\nmid: 3\n")), "{zeta: 1, alpha: 2, mid: 3}")
    }

    func testNestedMapsListsAndCompactLists() throws {
        let text = "a:\n  b: 1\n  c:\n    - x\n    - y\nd:\n- p\n- q\ne:\n"
        XCTAssertEqual(shape(try read(text)), "{a: {b: 1, c: [x, y]}, d: [p, q], e: ~}")
    }

    func testPlainScalarsKeepSpacesAndPunctuation() throws {
        XCTAssertEqual(shape(try read("items: String = \"\"\nx: a -> set b\ny: Int? = nil\n")), "{items: String = \"\", x: a -> set b, y: Int? = nil}")
    }

    func testCommentsAreRemovedOnlyAfterWhitespace() throws {
        XCTAssertEqual(shape(try read("# top\na: b # note\nc: d#e\n  # indented comment\n")), "{a: b, c: d#e}")
    }

    func testQuotedScalarsAndEscapes() throws {
        let text = #"a: "x: \"y\" \\ \n \u00e9"\#nb: 'it''s: fine'\#nc: "[Item] = []" # c\#n"#
        XCTAssertEqual(shape(try read(text)), "{a: 'x: \"y\" \\ \n é', b: 'it's: fine', c: '[Item] = []'}")
    }

    func testNullForms() throws {
        XCTAssertEqual(shape(try read("a: null\nb: ~\nc:\nd: 'null'\n")), "{a: ~, b: ~, c: ~, d: 'null'}")
    }

    func testByteOrderMarkCarriageReturnsAndOneDocumentMarker() throws {
        XCTAssertEqual(shape(try read("\u{FEFF}---\r\na: 1\r\nb:\r\n  - x\r\n")), "{a: 1, b: [x]}")
    }

    func testEmptyDocumentIsNull() throws {
        XCTAssertEqual(shape(try read("# only a comment\n\n")), "~")
    }

    func testPositionsAreLineAndUTF8Column() throws {
        let node = try read("screen: Login\nsamples:\n  Café: 'Café(x: 1)'\n")
        guard case .mapping(let entries) = node.value, case .mapping(let samples) = entries[1].value.value else { return XCTFail() }
        XCTAssertEqual(samples[0].keyLocation.line, 3)
        XCTAssertEqual(samples[0].keyLocation.column, 3)
        XCTAssertEqual(samples[0].value.location.column, 10, "Café is 5 bytes in UTF-8: the value starts at byte column 10")
    }

    // MARK: - What the subset rejects, and says so

    func testAnchorsAliasesAndTags() {
        XCTAssertEqual(error("a: &x String\n"), "1:4: YAML anchors ('&name') are not supported; write the value out in full")
        XCTAssertEqual(error("a: *x\n"), "1:4: YAML aliases ('*name') are not supported; write the value out in full")
        XCTAssertEqual(error("a: !!str 1\n"), "1:4: YAML tags ('!tag') are not supported; remove the tag (every value is read as text)")
    }

    func testBlockScalarsAndMultipleDocuments() {
        XCTAssertEqual(error("a: |\n  text\n"), "1:4: YAML block scalars ('|' and '>') are not supported; write the value on one line, quoted if needed")
        XCTAssertEqual(error("a: >\n  text\n"), "1:4: YAML block scalars ('|' and '>') are not supported; write the value on one line, quoted if needed")
        XCTAssertEqual(error("a: 1\n---\nb: 2\n"), "2:1: a second YAML document ('---'); this file holds exactly one document: split it into two files")
        XCTAssertEqual(error("a: 1\n...\n"), "2:1: the document end marker '...' is not supported; remove it (a file holds exactly one document)")
        XCTAssertEqual(error("%YAML 1.2\na: 1\n"), "1:1: YAML directives ('%...') are not supported in this file; remove the line")
    }

    func testTabsInIndentation() {
        XCTAssertEqual(error("a:\n\t- x\n"), "2:1: a tab in the indentation; YAML allows only spaces there: replace the tab with spaces")
        XCTAssertEqual(error("a:\n  \tb: 1\n"), "2:3: a tab in the indentation; YAML allows only spaces there: replace the tab with spaces")
    }

    /// A key's list in brackets on one line reads as the same list of `- item` lines; an
    /// empty one and a trailing comma too, comments after it, quoted items with commas.
    func testAListInBracketsOnOneLine() throws {
        let node = try read("suffixes: [ViewModel, Model]   # both\nempty: []\nlast: [a, b, ]\nquoted: [\"a, b\", 'c']\nnulls: [~, x y]\nblock:\n  - ViewModel\n  - Model\n")
        XCTAssertEqual(shape(node), "{suffixes: [ViewModel, Model], empty: [], last: [a, b], quoted: ['a, b', 'c'], nulls: [~, x y], block: [ViewModel, Model]}")
        guard case .mapping(let entries) = node.value, case .sequence(let items) = entries[0].value.value else { return XCTFail("no list") }
        XCTAssertEqual(items.map(\.location.column), [12, 23], "each item points at its own column")
        XCTAssertEqual(entries[0].value.flowText, "[ViewModel, Model]")
        XCTAssertNil(entries[5].value.flowText, "a list of '- item' lines is not in brackets")
    }

    /// What YAML reads otherwise, or what this reader does not take, is refused with the
    /// way to write it: text after the list (meant as text), a list left open on its line,
    /// nested lists and maps, `key: value` items, empty items, a list in a list item.
    func testListsInBracketsOutsideTheSubset() {
        XCTAssertEqual(error("items: [Item] = []\n"), "1:15: text after the list in brackets; YAML reads a value that starts with '[' as a list: if you mean text, quote it: \"[Item] = []\"")
        XCTAssertEqual(error("a: [b, c\n"), "1:4: this list in brackets is not closed on its line; close it with ']' on the same line, or write one '- item' per line below the key")
        XCTAssertEqual(error("a: [b, # c]\n"), "1:4: this list in brackets is not closed on its line; close it with ']' on the same line, or write one '- item' per line below the key")
        XCTAssertEqual(error("a: [b,\n  c]\n"), "1:4: this list in brackets is not closed on its line; close it with ']' on the same line, or write one '- item' per line below the key")
        XCTAssertEqual(error("a: [b, [c]]\n"), "1:8: a list or map inside a list in brackets is not supported; write one value per item")
        XCTAssertEqual(error("a: [b: c]\n"), "1:6: this item of a list in brackets contains ':', which YAML reads as a map; quote the item")
        XCTAssertEqual(error("a: [b, , c]\n"), "1:8: an empty item in a list in brackets; remove the extra ','")
        XCTAssertEqual(error("a: [*b]\n"), "1:5: an item of a list in brackets cannot start with '*' in YAML; quote the item")
        XCTAssertEqual(error("a: [#b]\n"), "1:5: an item of a list in brackets cannot start with '#' in YAML; quote the item")
        XCTAssertEqual(error("a: [- b]\n"), "1:5: a '- ' item inside a list in brackets is not supported; separate the items with ', '")
        XCTAssertEqual(error("a: [\"b\" c]\n"), "1:9: expected ',' or ']' in this list in brackets; separate the items with ', ', or quote an item that holds spaces and other text")
        XCTAssertEqual(error("a:\n  - [b, c]\n"), "2:5: YAML reads an item that starts with '[' as a list, and nested lists are not supported; write one value per '- ' item, or, if you mean text, quote it: \"[b, c]\"")
        XCTAssertEqual(error("[a]: b\n"), "1:1: a key cannot start with '[' in YAML; quote it: \"[a]: b\"")
        XCTAssertEqual(error("a: {b: c}\n"), "1:4: YAML reads a value that starts with '{' as a map (flow mappings are not supported here); if you mean text, quote it: \"{b: c}\"")
        XCTAssertEqual(error("a: {b: c}   # a note\n"), "1:4: YAML reads a value that starts with '{' as a map (flow mappings are not supported here); if you mean text, quote it: \"{b: c}\"", "the comment is not part of the value")
    }

    /// A list in brackets where one value was expected (a type written `[Item]`, say) is
    /// quoted back: YAML read it as a list, and quoting makes it text.
    func testAListInBracketsWhereOneValueIsExpectedIsQuotedBack() {
        guard case .mapping(let entries)? = try? read("a: [Item]\n").value else { return XCTFail("no mapping") }
        XCTAssertEqual(entries[0].value.kindDescription, "a list in brackets (YAML reads [Item] as a list; if you mean text, quote it: \"[Item]\")")
    }

    func testUnquotedColonSpaceInsideAValue() {
        XCTAssertEqual(error("actions:\n  - login(user: String)\n"), "2:15: this list item contains ': ', which YAML reads as a map, not as text; quote the whole item: - \"login(user: String)\"")
        XCTAssertEqual(error("User: User(id: 1)\n"), "1:14: this value contains ': ', which YAML does not allow in an unquoted value; quote it: \"User(id: 1)\"")
    }

    func testStructureMistakes() {
        XCTAssertEqual(error("screen:Login\n"), "1:7: expected `key: value`, found 'screen:Login'; add a space after ':'")
        XCTAssertEqual(error("a: 1\n  b: 2\n"), "2:3: unexpected indentation: 'a' already has a value on line 1. Values that span several lines are not supported; put the whole value on one line, quoted if needed")
        XCTAssertEqual(error("a:\n    b: 1\n  c: 2\n"), "3:3: unexpected indentation (2 spaces where 0 were expected); align this line with the keys above it")
        XCTAssertEqual(error("a:\n  - x\n  b: 1\n"), "3:3: expected another '- ' list item here: a list and `key: value` lines cannot share one level; indent the key or move it out of the list")
        XCTAssertEqual(error("  a: 1\nb: 2\n"), "2:1: this line is indented less than the first line of the document (0 spaces, expected 2); align it with the lines above")
        XCTAssertEqual(error("a: 1\na: 2\n"), "2:1: duplicate key 'a' (first at line 1); YAML keys must be unique: remove or rename one")
        XCTAssertEqual(error("a: \"open\n"), "1:4: this double-quoted value is not closed on its line; add the closing quote (values that span several lines are not supported)")
        XCTAssertEqual(error("a: \"x\" y\n"), "1:8: unexpected text after the closing quote; quote the whole value, or start a comment with ' #'")
        XCTAssertEqual(error("a:\n  -\n"), "2:3: an empty list item; write the item on the same line as its '-'")
        XCTAssertEqual(error("a: - x\n"), "1:4: a list cannot start on the same line as its key; put each '- item' on its own line below the key")
        XCTAssertEqual(error("a: \"\\q\"\n"), "1:5: unknown escape '\\q'; write '\\\\' for a backslash, or use single quotes")
    }

    func testNeverCrashesOnArbitraryBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab: -#'\"\t\n[]{}&*!|>%@`?,\\x ") + ["é", "\u{FEFF}", "\r"]
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<60, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            _ = try? read(text)
        }
    }
}
