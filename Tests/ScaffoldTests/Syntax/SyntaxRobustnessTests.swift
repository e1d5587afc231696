import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// Random and mutated inputs never crash or hang the lexer or the parser.
final class SyntaxRobustnessTests: XCTestCase {
    func check(_ bytes: [UInt8]) {
        let file = SourceFile(path: "fuzz.swift", bytes: bytes)
        var position = 0
        for token in file.tokens {
            XCTAssertGreaterThanOrEqual(Int(token.start), position)
            XCTAssertLessThanOrEqual(token.end, bytes.count)
            position = token.end
        }
        XCTAssertEqual(file.code.map { Int($0.token) }, file.tokens.indices.filter { !file.tokens[$0].isComment })
        XCTAssertEqual(file.comments.map { Int($0) }, file.tokens.indices.filter { file.tokens[$0].isComment })
        // The `(` right after a name, found by looking at every code token.
        XCTAssertEqual(file.calls.map { Int($0) }, file.code.indices.filter { position in
            let token = Int(file.code[position].token)
            return file.tokens[token].kind == .leftParen && token > 0 && file.tokens[token - 1].kind == .identifier
        })
        XCTAssertEqual(file.code.map(\.groupEnd), Self.groupEndsByCounting(file))
        let tree = SyntaxTree(file)
        for declaration in tree.allDeclarations {
            XCTAssertLessThan(declaration.tokenRange.upperBound, max(1, file.tokens.count))
            // MARK comments found through the comments and the groups, as counting finds them.
            XCTAssertEqual(Anatomy.markComments(of: declaration, in: file).map(\.token), Anatomy.markCommentsByCounting(of: declaration, in: file).map(\.token))
            if let body = declaration.bodyRange {
                XCTAssertLessThanOrEqual(body.upperBound, file.tokens.count)
                _ = BodyStructure(file: file, range: body)
            }
        }
        _ = BodyStructure(file: file, range: 0..<file.tokens.count)
        // Any range, even one past the end: what the structure finds is code inside it.
        let count = file.tokens.count
        for range in [0..<count, (count / 3)..<(2 * count / 3), (count / 2)..<(count + 5), (count + 1)..<(count + 3)] {
            let structure = BodyStructure(file: file, range: range)
            let found = structure.calls.map(\.token) + structure.assignments.map(\.token) + structure.constructions.map(\.token) + structure.switches.map(\.token)
            for token in found {
                XCTAssertTrue(range.contains(token) && token < count && !file.tokens[token].isComment, "\(token) in \(range)")
            }
        }
    }

    /// Where each group ends, found the slow way: counting bracket depth forward from
    /// every position of the code index.
    static func groupEndsByCounting(_ file: SourceFile) -> [Int32] {
        let kinds = file.code.map { file.tokens[Int($0.token)].kind }
        return kinds.indices.map { start in
            var depth = 0
            var index = start
            while index < kinds.count {
                switch kinds[index] {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                default: break
                }
                index += 1
                if depth <= 0 { break }
            }
            return Int32(index)
        }
    }

    func testRandomBytesNeverCrash() {
        var random = SeededRandom(state: 42)
        let alphabet = Array("{}()[]<>\"'#/\\*@$`:;,.=!?-+ \n\tabcvarletfuncclass0123".utf8) + [0xC3, 0xA9, 0xFF, 0xE2, 0x80]
        for _ in 0..<2000 {
            let length = Int.random(in: 0..<200, using: &random)
            check((0..<length).map { _ in alphabet.randomElement(using: &random)! })
        }
    }

    func testMutatedFixturesNeverCrash() throws {
        var random = SeededRandom(state: 7)
        let folder = RepositoryPaths.url("Fixtures/swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { Array(FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) ?? Data()) }
        let fragile = Set("\"{}()[]#/`<>".utf8)
        for source in sources {
            for cut in stride(from: 0, to: source.count, by: max(1, source.count / 40)) {
                check(Array(source[..<cut]))
            }
            for _ in 0..<60 {
                var mutated = source
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    let candidates = mutated.indices.filter { fragile.contains(mutated[$0]) }
                    guard let index = candidates.randomElement(using: &random) else { break }
                    if Bool.random(using: &random) {
                        mutated.remove(at: index)
                    } else {
                        mutated.insert(mutated[index], at: index)
                    }
                }
                check(mutated)
            }
        }
    }

    func testDeepNestingNeverOverflows() {
        check(Array((String(repeating: "\"\\(", count: 5000) + String(repeating: ")\"", count: 5000)).utf8))
        check(Array((String(repeating: "struct A {", count: 3000) + String(repeating: "}", count: 3000)).utf8))
        check(Array(String(repeating: "/*", count: 10000).utf8))
        check(Array(String(repeating: "(", count: 20000).utf8))
    }
}
