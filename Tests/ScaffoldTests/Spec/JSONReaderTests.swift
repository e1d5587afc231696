import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class JSONReaderTests: XCTestCase {
    func error(_ text: String) -> String {
        do {
            _ = try JSONReader.read(text, file: "t.json")
            return "no error"
        } catch let error as DiagnosticError {
            let first = error.diagnostics[0]
            return "\(first.location.line):\(first.location.column): \(first.message)"
        } catch {
            return "\(error)"
        }
    }

    func testObjectsKeepKeyOrderAndPositions() throws {
        let node = try JSONReader.read("{\n  \"zeta\": 1,\n  \"alpha\": [true, null, \"x\\u00e9\\ud83d\\ude00\"]\n}", file: "t.json")
        guard case .mapping(let entries) = node.value else { return XCTFail() }
        XCTAssertEqual(entries.map(\.key), ["zeta", "alpha"])
        XCTAssertEqual(entries[1].keyLocation, SourceLocation(file: "t.json", line: 3, column: 3))
        guard case .sequence(let items) = entries[1].value.value else { return XCTFail() }
        XCTAssertEqual(items.map(\.scalar), ["true", nil, "xé😀"])
        XCTAssertEqual(entries[0].value.scalar, "1")
    }

    func testCommonMistakesAreNamed() {
        XCTAssertEqual(error("{\"a\": 1,}"), "1:9: a trailing comma before '}'; remove the comma")
        XCTAssertEqual(error("[1,]"), "1:4: a trailing comma before ']'; remove the comma")
        XCTAssertEqual(error("{'a': 1}"), "1:2: expected a key in double quotes")
        XCTAssertEqual(error("{\"a\": 'b'}"), "1:7: JSON strings use double quotes, not single quotes")
        XCTAssertEqual(error("{\"a\": 1 // note\n}"), "1:9: expected ',' or '}' after the value of \"a\"")
        XCTAssertEqual(error("// spec\n{}"), "1:1: JSON has no comments; remove it (a YAML spec may have comments)")
        XCTAssertEqual(error("{\"a\": 1, \"a\": 2}"), "1:10: duplicate key 'a' (first at line 1); keys must be unique: remove or rename one")
        XCTAssertEqual(error("{\"a\": \"x}"), "1:7: this string is not closed; add the closing '\"'")
        XCTAssertEqual(error("{} {}"), "1:4: unexpected text after the end of the JSON value; a file holds exactly one value")
        XCTAssertEqual(error("{\"a\": 01x}"), "1:9: expected ',' or '}' after the value of \"a\"")
    }

    func testAJSONSpecGeneratesTheSameFilesAsItsYAMLTwin() throws {
        let yaml = try SpecDecoder.load(path: RepositoryPaths.url("Fixtures/specs/Login.screen.yml").path, displayPath: "Login.screen.yml")
        let json = try SpecDecoder.load(path: RepositoryPaths.url("Fixtures/json/Login.screen.json").path, displayPath: "Login.screen.json")
        let settings = ScreenSettings(module: "Auth")
        XCTAssertEqual(try ScreenGenerator.generate(json, settings: settings), try ScreenGenerator.generate(yaml, settings: settings))
    }

    func testJSONSpecErrorsPointIntoTheJSONFile() {
        do {
            _ = try SpecDecoder.decode(JSONReader.read("{\n  \"screen\": \"Login\",\n  \"actions\": [\"close -> respond gone\"]\n}", file: "t.json"), file: "t.json")
            XCTFail("expected an error")
        } catch let error as DiagnosticError {
            XCTAssertEqual(error.diagnostics.map(\.xcodeDescription), ["t.json:3:33: error: no responder action 'gone'; add `- gone` under 'responder:'"])
        } catch {
            XCTFail("\(error)")
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        XCTAssertEqual(error(String(repeating: "[", count: 100_000)), "1:257: arrays and objects are nested more than 256 deep; a spec needs three levels")
    }

    func testNeverCrashesOnArbitraryBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("{}[]\":,0123456789-+.eEtrufalsn \\u\n\t") + ["é", "\u{FEFF}"]
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<50, using: &generator)
            _ = try? JSONReader.read(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }), file: "t")
        }
    }
}
