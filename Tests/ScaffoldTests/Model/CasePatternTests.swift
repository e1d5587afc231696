import XCTest
@testable import ScaffoldModel
import ScaffoldSyntax

/// `CodeReading.casePattern` reads a pattern of plain ASCII as bytes and any other by
/// characters; both readings must agree.
final class CasePatternTests: XCTestCase {
    func testWhatAPatternBindsIsRead() {
        XCTAssertEqual(CodeReading.casePattern(".loaded")?.name, "loaded")
        XCTAssertEqual(CodeReading.casePattern(".loaded(let items)")?.bindings, ["items"])
        XCTAssertEqual(CodeReading.casePattern("let .pair(first, _)")?.bindings, ["first", nil])
        XCTAssertEqual(CodeReading.casePattern(" .failed(error: let error) ")?.bindings, ["error"])
        XCTAssertEqual(CodeReading.casePattern(".é(let a)")?.name, "é")
        XCTAssertNil(CodeReading.casePattern(".loaded(let items) where items.isEmpty"))
        XCTAssertNil(CodeReading.casePattern(".pair(1, let b)"), "a value matched: not read")
        XCTAssertNil(CodeReading.casePattern(".pair(.some(let a))"), "a nested pattern: not read")
    }

    /// 30,000 patterns made of a binding keyword, a case name and elements with labels,
    /// bindings, values, nested brackets, strings holding commas, arrows, `where`, spaces,
    /// tabs, line ends (`\r\n` is one character), accents and a name that is not ASCII, read
    /// as bytes and by characters.
    func testPatternsReadAsBytesEqualTheReadingByCharacters() {
        // Each piece is one that reads, three times in four, else one that may not.
        let heads = (["", "let ", "var "], [" ", "\n", "let\t", "  let  ", "\r\n", "let"])
        let dots = (["."], ["", ". ", ".."])
        let names = (["loaded", "item", "x1", "é"], ["1x", "_", "", "e\u{301}", "case", "a.b", "a b"])
        let elements = (["let a", "var b", "_", "c", "label: let d", "label : _", " x ", "let _", "\tlet\ne "],
                        ["1", "\"s,\"", "\"a\\\",\"", "f(g, h)", "[1, 2]", "a -> b", "a<b, c>", "a > b", "let é", "\r\n", "where", "", " ",
                         "let  ", ": let e", "1: let f"])
        let separators = ([",", ", "], [" ,", ",\n"])
        let ends = ([")"], ["", ") ", ")x", "))", ")\r"])
        let tails = (["", " "], [" where x", "\t", "\r", " where", "where x", "\n"])
        var random = SeededRandom(state: 33)
        func pick(_ pieces: ([String], [String])) -> String {
            (Int.random(in: 0..<4, using: &random) < 3 ? pieces.0 : pieces.1).randomElement(using: &random)!
        }
        var read = 0, bound = 0
        for _ in 0..<30_000 {
            var pattern = pick(heads) + pick(dots) + pick(names)
            if Bool.random(using: &random) {
                let count = Int.random(in: 0...3, using: &random)
                pattern += "(" + (0..<count).map { _ in pick(elements) }.joined(separator: pick(separators)) + pick(ends)
            }
            pattern += pick(tails)
            let expected = CodeReading.casePatternByCharacters(pattern), actual = CodeReading.casePattern(pattern)
            XCTAssertEqual(actual?.name, expected?.name, pattern.debugDescription)
            XCTAssertEqual(actual?.bindings, expected?.bindings, pattern.debugDescription)
            if expected != nil { read += 1 }
            if expected?.bindings.isEmpty == false { bound += 1 }
        }
        XCTAssertGreaterThan(read, 3_000, "enough patterns are read to compare what they give")
        XCTAssertGreaterThan(bound, 1_000, "enough read patterns bind names")
    }
}

/// `CodeReading.text(_:among:)` compares a token's bytes with a few spellings; it must give
/// what comparing the token's text does.
final class CodeReadingSpellingsTests: XCTestCase {
    func testASpellingIsFoundByItsBytesAsByItsText() {
        let spellings = CodeReading.Spellings(["show", "push", "presented", "presentSheet", "a"])
        let source = """
        func route() { show(.detail); shows(.x); push(.y); `show`(.z); presented = .sheet; presentSheet(.a); present(.b)
            let é = 1, e\u{301} = 2, a = 3, ab = "show", \u{212A} = 4; ŝhow(.c); Show(.d); pushed(.e) }
        """
        let reading = CodeReading(SourceFile(path: "Router.swift", bytes: Array(source.utf8)))
        var found = 0
        for at in -1...(reading.code.count) {
            let expected = at >= 0 && at < reading.code.count ? spellings.texts.first { reading.text(at) == $0 } : nil
            XCTAssertEqual(reading.text(at, among: spellings), expected, "token \(at): \(reading.text(at).debugDescription)")
            if expected != nil { found += 1 }
        }
        XCTAssertEqual(found, 6, "show, push, presented, presentSheet, the case .a and the constant a are found")
    }
}
