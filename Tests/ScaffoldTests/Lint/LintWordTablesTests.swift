import XCTest
@testable import ScaffoldLint
@testable import ScaffoldSupport
@testable import ScaffoldSyntax
@testable import ScaffoldModel

/// The tables lint reads words with: `DistinctWords` (one number per distinct word, by its
/// bytes), the test index built on it, and the names rules take from member paths.
final class LintWordTablesTests: XCTestCase {
    /// Each distinct word gets one number, the number of its first occurrence; a repeat
    /// gets the same number back, and the table keeps every word as it grows far past the
    /// room it started with.
    func testDistinctWordsNumbersEachWordOnceByItsBytes() {
        // Words that share prefixes, lengths and first bytes, each written three times.
        let vocabulary = (0..<700).map { "w\($0 % 7)_\($0)" } + ["a", "ab", "ba", "", "A"]
        var text: [UInt8] = []
        var places: [(word: String, start: Int)] = []
        for _ in 0..<3 {
            for word in vocabulary {
                places.append((word, text.count))
                text += Array(word.utf8)
                text.append(UInt8(ascii: " "))
            }
        }
        var table = DistinctWords(of: text, expected: 4)
        var numbers: [String: Int] = [:]
        for (word, start) in places {
            let (number, isNew) = table.number(of: start, length: word.utf8.count)
            if let known = numbers[word] {
                XCTAssertEqual(number, known, "\(word) got a second number")
                XCTAssertFalse(isNew)
            } else {
                XCTAssertTrue(isNew, "\(word) was taken for another word")
                XCTAssertEqual(number, numbers.count)
                numbers[word] = number
            }
        }
        XCTAssertEqual(table.count, vocabulary.count)
        for (word, number) in numbers {
            let start = table.starts[number]
            XCTAssertEqual(String(decoding: text[start..<(start + table.lengths[number])], as: UTF8.self), word)
        }
    }

    /// What a test file mentions is what reading every occurrence gives: its types, and
    /// each `.name` with how it is used (sent, observed, inside a skipped test).
    func testMentionsMatchAReadingOfEveryOccurrence() {
        let text = """
        import XCTest
        @testable import App

        @MainActor
        final class CartViewModelTests: XCTestCase {
            func testAdd() {
                let sut = CartViewModel(service: FakeCartService())
                sut.send(.add)
                sut.send(action: .remove)
                XCTAssertEqual(sut.items, [])
                XCTAssertEqual(sut.state, .loaded)
                XCTAssertEqual(sut.state, .loaded)
            }

            func testLater() throws {
                throw XCTSkip("later")
                sut.send(.checkout)
                XCTAssertEqual(router.route, .receipt)
            }

            func testAddAgain() {
                let sut = CartViewModel(service: FakeCartService())
                sut.send(.add)
                `Self`.check(.add)
            }
        }
        """
        let file = SourceFile(path: "CartViewModelTests.swift", text: text)
        let mentions = LintRepository.Mentions(file)
        // Every occurrence, read one by one.
        let skipped = LintRepository.Mentions.skippedRanges(in: file)
        var types: Set<String> = []
        var uses: [String: UInt8] = [:]
        let tokens = file.tokens
        for position in tokens.indices where tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier {
            let name = file.text(of: tokens[position])
            let afterPeriod = position > 0 && tokens[position - 1].kind == .period
            if !afterPeriod {
                if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { types.insert(name) }
                continue
            }
            var before = position - 2
            if before > 1, tokens[before].kind == .colon, tokens[before - 1].kind == .identifier { before -= 2 }
            let sent = before > 0 && tokens[before].kind == .leftParen && tokens[before - 1].kind == .identifier && file.text(of: tokens[before - 1]) == "send"
            let inSkipped = skipped.contains { $0.contains(position) }
            let use: UInt8 = inSkipped ? (sent ? 4 : 12) : (sent ? 1 : 3)
            uses[name, default: 0] |= use
        }
        XCTAssertEqual(mentions.types, types)
        XCTAssertEqual(mentions.uses, uses)
        // The facts the rules rely on, stated plainly.
        XCTAssertTrue(mentions.types.isSuperset(of: ["CartViewModel", "FakeCartService", "XCTestCase", "XCTSkip"]))
        XCTAssertEqual(mentions.uses["add"], LintRepository.Mentions.Use.member | LintRepository.Mentions.Use.observed)
        XCTAssertEqual(mentions.uses["remove"], LintRepository.Mentions.Use.member)
        XCTAssertEqual(mentions.uses["loaded"], LintRepository.Mentions.Use.member | LintRepository.Mentions.Use.observed)
        XCTAssertEqual(mentions.uses["checkout"], LintRepository.Mentions.Use.skippedMember)
        XCTAssertEqual(mentions.uses["receipt"], LintRepository.Mentions.Use.skippedMember | LintRepository.Mentions.Use.skippedObserved)
    }

    /// Two spellings of one name, `é` composed and decomposed, are two words by their bytes
    /// but one name to Swift: their uses add up under that name, as when each occurrence
    /// was looked up by its text.
    func testUsesOfCanonicallyEqualSpellingsAddUp() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        let text = "final class CafeTests: XCTestCase {\n    func testA() {\n        XCTAssertEqual(sut.state, .\(composed))\n        sut.send(.\(decomposed))\n    }\n}\n"
        let mentions = LintRepository.Mentions(SourceFile(path: "CafeTests.swift", text: text))
        XCTAssertEqual(mentions.uses.count, 3, "send, state and the one name: \(mentions.uses)")
        XCTAssertEqual(mentions.uses[composed], LintRepository.Mentions.Use.member | LintRepository.Mentions.Use.observed)
        XCTAssertEqual(mentions.uses[decomposed], LintRepository.Mentions.Use.member | LintRepository.Mentions.Use.observed)
    }

    /// The first name of a member path and of a receiver chain, `self.` left out, in
    /// names that are not ASCII too.
    func testFirstNamesOfPaths() {
        XCTAssertEqual("items.count".firstName, "items")
        XCTAssertEqual("items".firstName, "items")
        XCTAssertEqual("état.valeur".firstName, "état")
        XCTAssertEqual("self.items.first".receiverRoot, "items")
        XCTAssertEqual("self.items".receiverRoot, "items")
        XCTAssertEqual("items.first".receiverRoot, "items")
        XCTAssertEqual("selfish.items".receiverRoot, "selfish")
        XCTAssertEqual("self".receiverRoot, "self")
        XCTAssertEqual("self.état.x".receiverRoot, "état")
    }
}

/// The sections MARK headings name, read from bytes with no array made per word looked
/// for: the same as the plain reading (lowercase, after `mark:`, spaces, dashes, stars and
/// slashes trimmed, then words looked for) gives.
final class HeadingWordsTests: XCTestCase {
    /// The plain reading of a heading's words.
    private func words(_ heading: String) -> String {
        var text = heading.lowercased()
        if let mark = text.range(of: "mark:") { text = String(text[mark.upperBound...]) }
        return String(text.drop { " -*/".contains($0) }.reversed().drop { " -*/".contains($0) }.reversed())
    }

    func testHeadingsNameTheSectionsTheirWordsSay() {
        let headings = [
            "// MARK: - Published Properties", "// MARK: Output", "/* MARK: -- vars */", "// MARK: -", "MARK:", "// MARK: - Init",
            "  ---  ", "// MARK: - Private / Support", "// MARK: - Body", "// MARK: subviews", "//MARK:-Actions", "// MARK: - Action",
            "// MARK: - Stored vars", "// MARK: - View Model", "// MARK: - viewmodel", "// MARK: - Local State", "// MARK: - Environment",
            "// MARK: - Responder", "// MARK: - Lifecycle", "// MARK: - Initialisers", "// MARK: - Dependencies", "// MARK: - Helpers",
            "// MARK: - Inputs", "// mark: - OUTPUTS", "// MARK: - body parts", "// MARK: - Something else", "", "mark:mark: output",
        ]
        for heading in headings {
            let text = words(heading)
            let viewModel: ViewModelSection? =
                text.contains("output") || text.contains("published") ? .output
                : text.contains("propert") || text.contains("dependenc") || text.contains("variable") || text == "vars" || text.hasSuffix(" vars") || text.contains("stored") ? .propertiesAndDependencies
                : text.contains("lifecycle") || text == "init" || text.contains("initial") ? .lifecycle
                : text.contains("responder") ? .responder
                : text.contains("input") || text == "actions" || text == "action" ? .input
                : text.contains("support") || text.contains("private") || text.contains("helper") ? .support : nil
            XCTAssertEqual(ViewModelSection(heading: heading), viewModel, heading)
            let view: ViewSection? =
                text.contains("environment") ? .environment
                : text.contains("state") ? .localState
                : text.contains("view model") || text.contains("viewmodel") ? .viewModel
                : text.hasPrefix("body") ? .body
                : text.contains("support") || text.contains("private") || text.contains("helper") || text.contains("subview") ? .support : nil
            XCTAssertEqual(ViewSection(heading: heading), view, heading)
        }
    }
}

/// The MARK comments directly in a type's body, found from the file's comments with each
/// bracketed group passed whole, are those counting the depth of every token finds:
/// headings inside methods, closures, arrays and nested types are not the type's own.
final class MarkCommentsTests: XCTestCase {
    func testTheTypesOwnHeadingsAndNoNestedOnes() {
        let text = """
        final class ListViewModel: ObservableObject {
            // MARK: - Output
            @Published private(set) var items: [Int] = [1, /* MARK: not */ 2]
            /* MARK: - Input */
            func send(_ action: Action) {
                // MARK: - inside a method
                let work = { // MARK: in a closure
                }
            }
            struct Nested {
                // MARK: - nested type
            }
            // a note
            // MARK: - Support
            private func helper() {}
            // MARK: - last, before the closing brace
        }
        // MARK: - outside
        """
        let file = SourceFile(path: "List.swift", text: text)
        let type = try! XCTUnwrap(SyntaxTree(file).declarations.first)
        let marks = Anatomy.markComments(of: type, in: file)
        XCTAssertEqual(marks.map(\.text), ["// MARK: - Output", "/* MARK: - Input */", "// MARK: - Support", "// MARK: - last, before the closing brace"])
        XCTAssertEqual(marks.map(\.token), Anatomy.markCommentsByCounting(of: type, in: file).map(\.token))
        // A body whose brackets do not pair up, or that runs to the end of the file, reads
        // as counting reads it.
        for broken in ["class A {\n    // MARK: - One\n    func f() { ) }\n    // MARK: - Two\n}\n", "class A {\n    // MARK: - One\n    let x = [\n    // MARK: - Two\n"] {
            let file = SourceFile(path: "A.swift", text: broken)
            for declaration in SyntaxTree(file).allDeclarations {
                XCTAssertEqual(Anatomy.markComments(of: declaration, in: file).map(\.token), Anatomy.markCommentsByCounting(of: declaration, in: file).map(\.token), broken)
            }
        }
    }
}
