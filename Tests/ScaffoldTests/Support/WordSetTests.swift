import XCTest
@testable import ScaffoldLint
@testable import ScaffoldSupport
@testable import ScaffoldSyntax

/// Issue 30: a search for many names at once goes through each file once, and finds what a
/// search for each name finds.
final class WordSetTests: XCTestCase {
    /// For seeded texts (names glued to letters, digits, `_`, dots, accents, invalid bytes)
    /// and sets of names of every size around the point where the set stops searching them
    /// one by one (names of word bytes, with a `.` or a space, empty, repeated), the set
    /// finds a name exactly when `containsWord` finds one of them.
    func testTheSetFindsWhatSearchingEachNameFinds() {
        var random = SeededRandom(seed: 3030)
        let pieces: [[UInt8]] = ["Cart", "CartView", "Model", "a", "_", "1", "é", ".", " ", "(", ":", "\n", "\u{301}", "Cart.Item", "x_y"].map { Array($0.utf8) }
            + [[0xFF], [0xC3], [0x80]]
        func text(_ parts: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            for _ in 0..<parts { bytes += pieces[random.below(pieces.count)] }
            return bytes
        }
        // Names of word bytes only (letters, digits, `_`, the bytes of an accent): the ones
        // the table looks up.
        let wordPieces: [[UInt8]] = ["Cart", "CartView", "Model", "a", "_", "1", "é", "x_y", "\u{301}"].map { Array($0.utf8) } + [[0xFF]]
        func word() -> [UInt8] { (0..<random.int(1...3)).flatMap { _ in wordPieces[random.below(wordPieces.count)] } }
        var found = 0, byTable = 0
        for round in 0..<3_000 {
            let count = [0, 1, 3, ByteSearch.WordSet.namesSearchedOneByOne - 1, ByteSearch.WordSet.namesSearchedOneByOne, 40][round % 6]
            // Half the rounds with many names: names of word bytes, and a few others.
            let manyWords = count >= ByteSearch.WordSet.namesSearchedOneByOne && round % 12 < 6
            let names = (0..<count).map { _ in manyWords ? (random.chance(10) ? text(random.int(1...3)) : word()) : (random.chance(10) ? [] : text(random.int(1...3))) }
            let set = ByteSearch.WordSet(names)
            if set.searchesByTable { byTable += 1 }
            for _ in 0..<4 {
                let haystack = text(random.int(0...40))
                let expected = names.contains { ByteSearch.containsWord($0, in: haystack) }
                XCTAssertEqual(set.occurs(in: haystack), expected, "names \(names.map { String(decoding: $0, as: UTF8.self) }) in \(String(decoding: haystack, as: UTF8.self))")
                if expected { found += 1 }
            }
        }
        // The texts do name the names, often enough for the comparison to mean something,
        // and the table is what answers in many rounds.
        XCTAssertGreaterThan(found, 2_000)
        XCTAssertGreaterThan(byTable, 300)
    }

    /// A lint of the tests alone follows the types they construct into the other files.
    /// Each of those files is searched once for all the types (it was once per type: with
    /// twice the types and twice the files, four times the bytes searched).
    func testALintOfTheTestsSearchesTheOtherFilesOnceForAllTheirTypes() throws {
        guard WorkCounter.isCounting else { throw XCTSkip("work is counted in debug builds") }
        func work(_ types: Int) throws -> (steps: Int, findings: Int) {
            let folder = TemporaryFolder()
            var test = "import XCTest\n\nfinal class ItemTests: XCTestCase {\n    func testItems() {\n"
            for index in 0..<types {
                try folder.write("Sources/Item\(index).swift", "struct Item\(index) {\n    init(name: String, count: Int) {}\n}\n\nstruct Other\(index) {\n    let value = \(index)\n}\n")
                test += "        _ = Item\(index)(name: \"a\")\n"
            }
            try folder.write("Tests/ItemTests.swift", test + "    }\n}\n")
            var findings = 0
            let steps = try WorkCounter.measure {
                var request = LintSession.Request()
                request.paths = [folder.url.appendingPathComponent("Tests").path]
                let outcome = try LintSession(root: folder.url.path, config: LintConfig()).run(request) { $0 }
                findings = outcome.findings.filter { $0.rule == "construction_missing_argument" }.count
            }
            return (steps, findings)
        }
        let small = try work(40), large = try work(80)
        // Every construction lacks `count:`, and the lint says so once per construction.
        XCTAssertEqual(small.findings, 40)
        XCTAssertEqual(large.findings, 80)
        XCTAssertLessThan(Double(large.steps) / Double(small.steps), 2.6, "\(small.steps) -> \(large.steps) steps")
    }
}
