import XCTest
@testable import ScaffoldModel

/// The workspace's word index keys ASCII words by `String` and the others by their bytes:
/// it must answer as an index keyed by bytes does, for words that differ only in bytes
/// (invalid UTF-8 that decodes to the same replacement character, composed and decomposed
/// accents) as for plain ones.
final class WordIndexTests: XCTestCase {
    func testTheIndexAnswersAsOneKeyedByBytes() {
        let pieces: [[UInt8]] = [Array("a".utf8), Array("View".utf8), Array("_1".utf8), Array("é".utf8), Array("e\u{301}".utf8),
                                 [0xFF], [0xFE], [0xC3], Array("🧪".utf8), Array("LongerThanFifteenBytes".utf8)]
        var random = SeededRandom(seed: 3_035)
        var index = WordIndex()
        var reference: [[UInt8]: [Int32]] = [:]
        var words: [[UInt8]] = []
        for place in 0..<2_000 {
            let word = (0..<random.int(1...3)).flatMap { _ in pieces[random.below(pieces.count)] }
            words.append(word)
            index.add(word, place: Int32(place))
            reference[word, default: []].append(Int32(place))
        }
        var nonASCII = 0
        for word in words + [Array("absent".utf8), [0xFD]] {
            XCTAssertEqual(index[word], reference[word], "\(word)")
            if word.contains(where: { $0 >= 0x80 }) { nonASCII += 1 }
        }
        XCTAssertGreaterThan(nonASCII, 500)
    }
}
