import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class LexerTests: XCTestCase {
    /// `kind text` for every token, one string per token.
    func lex(_ source: String) -> [String] {
        let file = SourceFile(path: "t.swift", text: source)
        return file.tokens.map { "\($0.kind) \(file.text(of: $0))" }
    }

    func testIdentifiersKeywordsAndPunctuation() {
        XCTAssertEqual(lex("let x: [Int] = (a, b);"), ["identifier let", "identifier x", "colon :", "leftBracket [", "identifier Int", "rightBracket ]", "equal =", "leftParen (", "identifier a", "comma ,", "identifier b", "rightParen )", "semicolon ;"])
        let file = SourceFile(path: "t", text: "private(set) var open = class")
        XCTAssertEqual(file.tokens.map(\.keyword), [.private, .none, .set, .none, .var, .open, .none, .class])
    }

    func testCommentsAreTokensAndNestBlockComments() {
        XCTAssertEqual(lex("a // MARK: - Output\n/// doc\n/* x /* nested */ y */ b"), ["identifier a", "lineComment // MARK: - Output", "lineComment /// doc", "blockComment /* x /* nested */ y */", "identifier b"])
    }

    func testStringInterpolationNestsToAnyDepth() {
        XCTAssertEqual(lex(#""a \("b \(c)") d""#), [#"stringHead "a \("#, #"stringHead "b \("#, "identifier c", #"stringTail )""#, #"stringTail ) d""#])
        XCTAssertEqual(lex(#""\(f(x)) and \(y)""#), [#"stringHead "\("#, "identifier f", "leftParen (", "identifier x", "rightParen )", #"stringMiddle ) and \("#, "identifier y", #"stringTail )""#])
    }

    func testInterpolatedClosureWithACommentMarkerInAString() {
        XCTAssertEqual(lex(#""\({ "*/" }())" + x"#), [#"stringHead "\("#, "leftBrace {", #"string "*/""#, "rightBrace }", "leftParen (", "rightParen )", #"stringTail )""#, "operator +", "identifier x"])
    }

    func testMultilineStrings() {
        let file = SourceFile(path: "t", text: "let s = \"\"\"\n  line \"quoted\" \\(v)\n  \"\"\"\nnext")
        XCTAssertEqual(file.tokens.map(\.kind), [.identifier, .identifier, .equal, .stringHead, .identifier, .stringTail, .identifier])
        XCTAssertEqual(file.location(of: file.tokens.last!).line, 4)
        XCTAssertTrue(file.tokens[3].flags.contains(.multiline))
    }

    func testRawStringsWithAnyNumberOfHashes() {
        XCTAssertEqual(lex(##"#"a "quoted" \(not) \#(yes)"#"##), [##"stringHead #"a "quoted" \(not) \#("##, "identifier yes", ##"stringTail )"#"##])
        XCTAssertEqual(lex(###"##"has "# inside"## x"###), [###"string ##"has "# inside"##"###, "identifier x"])
        XCTAssertEqual(lex("#\"\"\"\nraw \"\" \\ text\n\"\"\"#"), ["string #\"\"\"\nraw \"\" \\ text\n\"\"\"#"])
    }

    func testRegexLiteralsAndDivision() {
        XCTAssertEqual(lex("let r = /a+b/"), ["identifier let", "identifier r", "equal =", "regex /a+b/"])
        XCTAssertEqual(lex("let x = a / b / c"), ["identifier let", "identifier x", "equal =", "identifier a", "operator /", "identifier b", "operator /", "identifier c"])
        XCTAssertEqual(lex("x = total/count/2"), ["identifier x", "equal =", "identifier total", "operator /", "identifier count", "operator /", "integer 2"])
        XCTAssertEqual(lex("f(/[a/]+/)"), ["identifier f", "leftParen (", "regex /[a/]+/", "rightParen )"])
        XCTAssertEqual(lex("let r = #/\n  a+ # comment\n/#"), ["identifier let", "identifier r", "equal =", "regex #/\n  a+ # comment\n/#"])
        XCTAssertEqual(lex("let r = ##/a/#b/##"), ["identifier let", "identifier r", "equal =", "regex ##/a/#b/##"])
    }

    func testDirectivesAttributesAndPoundKeywords() {
        XCTAssertEqual(lex("#if DEBUG\n@available(iOS 17, *)\n#endif"), ["poundDirective #if", "identifier DEBUG", "atSign @", "identifier available", "leftParen (", "identifier iOS", "integer 17", "comma ,", "operator *", "rightParen )", "poundDirective #endif"])
        XCTAssertEqual(lex("@Environment(\\.dismiss) var d; #Preview { }"), ["atSign @", "identifier Environment", "leftParen (", "backslash \\", "period .", "identifier dismiss", "rightParen )", "identifier var", "identifier d", "semicolon ;", "poundKeyword #Preview", "leftBrace {", "rightBrace }"])
    }

    func testOperators() {
        XCTAssertEqual(lex("a..<b ... c?.d! == e -> f <*> g && !h"), ["identifier a", "operator ..<", "identifier b", "operator ...", "identifier c", "question ?", "period .", "identifier d", "exclaim !", "operator ==", "identifier e", "arrow ->", "identifier f", "operator <*>", "identifier g", "operator &&", "exclaim !", "identifier h"])
        XCTAssertEqual(lex("let x: Int? = y as? Int"), ["identifier let", "identifier x", "colon :", "identifier Int", "question ?", "equal =", "identifier y", "identifier as", "question ?", "identifier Int"])
        XCTAssertEqual(lex("a+/*c*/b"), ["identifier a", "operator +", "blockComment /*c*/", "identifier b"])
    }

    func testNumbers() {
        XCTAssertEqual(lex("1_000 0x1F 0b1010 0o17 3.14 1e-3 0x1p3 t.0.1 1..<2"), ["integer 1_000", "integer 0x1F", "integer 0b1010", "integer 0o17", "float 3.14", "float 1e-3", "float 0x1p3", "identifier t", "period .", "integer 0", "period .", "integer 1", "integer 1", "operator ..<", "integer 2"])
    }

    func testBackticksDollarsKeyPathsAndUnicode() {
        XCTAssertEqual(lex("`class` $0 $value \\User.name café π"), ["backtickIdentifier `class`", "dollarIdentifier $0", "dollarIdentifier $value", "backslash \\", "identifier User", "period .", "identifier name", "identifier café", "identifier π"])
    }

    func testByteOrderMarkAndPositions() {
        let file = SourceFile(path: "t", text: "\u{FEFF}import A\n  let café = 1")
        XCTAssertEqual(file.tokens.count, 6)
        XCTAssertEqual(file.location(of: file.tokens[0]), SourceLocation(file: "t", line: 1, column: 4), "columns are UTF-8 bytes; the BOM is 3")
        XCTAssertEqual(file.location(of: file.tokens[4]), SourceLocation(file: "t", line: 2, column: 13), "café is 5 bytes, so = is at byte column 13")
        XCTAssertTrue(file.tokens[2].flags.contains(.newlineBefore))
        XCTAssertFalse(file.tokens[3].flags.contains(.newlineBefore))
    }

    func testMalformedInputIsMarkedAndLexingGoesOn() {
        let unterminated = SourceFile(path: "t", text: "let s = \"open\nlet t = 1")
        XCTAssertTrue(unterminated.tokens[3].flags.contains(.unterminated))
        XCTAssertEqual(unterminated.tokens.suffix(4).map(\.kind), [.identifier, .identifier, .equal, .integer])
        let comment = SourceFile(path: "t", text: "a /* never closed")
        XCTAssertEqual(comment.tokens.map(\.kind), [.identifier, .blockComment])
        XCTAssertTrue(comment.tokens[1].flags.contains(.unterminated))
        let invalid = SourceFile(path: "t", bytes: [0x61, 0xFF, 0xC3, 0x28, 0x62])
        XCTAssertEqual(invalid.tokens.map(\.kind), [.identifier, .unknown, .unknown, .leftParen, .identifier])
    }

    /// The lexer's index for the parser: the non-comment tokens, and where each bracketed
    /// group ends (brackets of any kind count as one depth, as the parser reads them).
    func testCodeIndexAndBracketGroups() {
        let file = SourceFile(path: "t", text: "f(a[1], { /* ) */ b }) \"\\(g(x))\" ( [ ) ] (")
        let code = file.code.map { file.text(of: file.tokens[Int($0.token)]) }
        XCTAssertEqual(code, ["f", "(", "a", "[", "1", "]", ",", "{", "b", "}", ")", "\"\\(", "g", "(", "x", ")", ")\"", "(", "[", ")", "]", "("])
        XCTAssertFalse(code.contains("/* ) */"), "comments are not code")
        XCTAssertEqual(file.comments.map { file.text(of: file.tokens[Int($0)]) }, ["/* ) */"], "the comments are listed apart")
        // Each opening bracket's group ends just past its closing one; other tokens end at the next.
        XCTAssertEqual(file.code.map(\.groupEnd), [1, 11, 3, 6, 5, 6, 7, 10, 9, 10, 11, 12, 13, 16, 15, 16, 17, 21, 20, 20, 21, 22])
        // The `(` right after a name: `f(` and `g(` (in the interpolation), not the others.
        XCTAssertEqual(file.calls, [1, 13])
        let spaced = SourceFile(path: "t", text: "Row (title: a) Row/* c */(title: b) .init(x) @Attr(y) f\n(z)")
        XCTAssertEqual(spaced.calls.map { spaced.text(of: spaced.tokens[Int(spaced.code[Int($0 - 1)].token)]) }, ["Row", "init", "Attr", "f"],
                       "spaces and newlines may come between; a comment may not")
    }

    /// A file kept for a whole command drops the room the lexer left for denser code, and
    /// is the same file: same tokens, lines, code index and comments, and the same tree.
    func testACompactedFileIsTheSameFileWithoutTheSpareRoom() {
        let text = String(repeating: "final class A {\n    // MARK: - Output\n    @Published private(set) var items: [Int] = []\n    func send(_ action: Action) { switch action { case .load: items = [1] } }\n}\n", count: 40)
        let file = SourceFile(path: "A.swift", text: text)
        let compact = file.compacted()
        XCTAssertEqual(compact.tokens, file.tokens)
        XCTAssertEqual(compact.lineStarts, file.lineStarts)
        XCTAssertEqual(compact.code.map(\.token), file.code.map(\.token))
        XCTAssertEqual(compact.code.map(\.groupEnd), file.code.map(\.groupEnd))
        XCTAssertEqual(compact.comments, file.comments)
        XCTAssertEqual(compact.calls, file.calls)
        XCTAssertEqual(SyntaxTree(compact).allDeclarations.map(\.name), SyntaxTree(file).allDeclarations.map(\.name))
        XCTAssertGreaterThan(file.tokens.capacity, file.tokens.count * 5 / 4, "the lexer leaves room")
        XCTAssertLessThanOrEqual(compact.tokens.capacity, compact.tokens.count + compact.tokens.count / 8 + 16)
        XCTAssertLessThanOrEqual(compact.code.capacity, compact.code.count + compact.code.count / 8 + 16)
        XCTAssertLessThanOrEqual(compact.lineStarts.capacity, compact.lineStarts.count + compact.lineStarts.count / 8 + 16)
    }

    /// Input denser than real code (a token or a line per byte) overflows the first
    /// arrays and is lexed again with room for everything.
    func testInputDenserThanRealCodeIsLexedWhole() {
        let brackets = SourceFile(path: "t", text: String(repeating: "(", count: 3000))
        XCTAssertEqual(brackets.tokens.count, 3000)
        XCTAssertEqual(brackets.code.count, 3000)
        XCTAssertEqual(brackets.code[0].groupEnd, 3000)
        let lines = SourceFile(path: "t", text: String(repeating: "\n", count: 3000) + "x")
        XCTAssertEqual(lines.lineStarts.count, 3001)
        XCTAssertEqual(lines.location(of: lines.tokens[0]).line, 3001)
        let mixed = SourceFile(path: "t", text: String(repeating: "a,", count: 1000))
        XCTAssertEqual(mixed.tokens.map(\.kind), Array(repeating: [Token.Kind.identifier, .comma], count: 1000).flatMap { $0 })
    }

    func testGroupEndsMatchCountingDepth() {
        for source in ["{ ( } ) ] [ { (", "a(b(c(d)))", ") ) ( x", "\"\\(\"\\((1))\"))\" { [ }", ""] {
            let file = SourceFile(path: "t", text: source)
            XCTAssertEqual(file.code.map(\.groupEnd), SyntaxRobustnessTests.groupEndsByCounting(file), source)
        }
    }

    /// A backslash-newline inside a multi-line string counts the line and leaves the
    /// string's own flags alone.
    func testEscapedNewlineInAMultilineString() {
        let file = SourceFile(path: "t", text: "x\n\"\"\"\na \\\nb\n\"\"\"\ny")
        XCTAssertEqual(file.tokens.map(\.kind), [.identifier, .string, .identifier])
        XCTAssertTrue(file.tokens[1].flags.contains(.newlineBefore))
        XCTAssertEqual(file.location(of: file.tokens[2]).line, 6)
    }

    func testEveryByteIsCoveredOnceInOrder() {
        let source = "struct A { var b = \"\\(c) \\(\"d\")\" /* e */ }\n// f"
        let file = SourceFile(path: "t", text: source)
        var position = 0
        for token in file.tokens {
            XCTAssertGreaterThanOrEqual(Int(token.start), position)
            let gap = file.bytes[position..<Int(token.start)]
            XCTAssertTrue(gap.allSatisfy { $0 == 32 || $0 == 10 }, "only whitespace between tokens")
            position = token.end
        }
        XCTAssertEqual(position, file.bytes.count)
    }
}

final class KeywordTests: XCTestCase {
    func testSpellingsAreTheCaseNames() {
        XCTAssertEqual(Keyword.spellings, Keyword.allCases.map { String(describing: $0) })
    }

    /// Both ways of packing identifier bytes (byte by byte near the end of a buffer, two
    /// 8-byte loads elsewhere) find every keyword and nothing else.
    func testLookupFindsEveryKeywordAndNothingElse() {
        for keyword in Keyword.allCases.dropFirst() {
            for word in [keyword.text, keyword.text + "s", String(keyword.text.dropLast())] {
                let expected: Keyword = word == keyword.text ? keyword : (Keyword.allCases.first { $0.text == word } ?? .none)
                let padded = Array(word.utf8) + Array(repeating: UInt8(ascii: "x"), count: 16)
                padded.withUnsafeBufferPointer { buffer in
                    XCTAssertEqual(Keyword.lookup(buffer.baseAddress!, word.utf8.count, available: buffer.count), expected, word)
                    XCTAssertEqual(Keyword.lookup(buffer.baseAddress!, word.utf8.count, available: 0), expected, word)
                }
            }
        }
    }

    /// A lone CR ends a line everywhere, as in the main loop: in block comments, multi-line
    /// strings, escaped line ends and extended regex literals.
    func testALoneCarriageReturnEndsALineInsideCommentsAndStringsToo() {
        for separator in ["\r", "\r\n", "\n"] {
            let source = ["/* one", "two */", "let s = \"\"\"", "a\\", "b", "\"\"\"", "let r = #/x", "y/#", "struct A {}", ""].joined(separator: separator)
            let tree = SyntaxTree(SourceFile(path: "A.swift", text: source))
            XCTAssertEqual(tree.declarations.map(\.line), [3, 7, 9], "lines separated by \(separator.debugDescription)")
        }
    }
}
