import XCTest
@testable import ScaffoldModel

/// Issue 30: a button's or field's title is made from an ASCII name by its bytes (each
/// `Character` asked Unicode's tables: `lint --fix` writing the tests of hundreds of screens
/// makes tens of thousands of titles). It must be the title the characters give.
final class SwiftNameTitleTests: XCTestCase {
    func testATitleIsWhatTheCharactersGive() {
        let pieces = ["toggle", "Remember", "me", "ID", "url", "X", "a", "_", "1", "2fa", "Z9", "é", "Éclair", "ß", "ǅ"]
        var random = SeededRandom(seed: 3032)
        for _ in 0..<5_000 {
            let name = (0..<random.int(0...5)).map { _ in pieces[random.below(pieces.count)] }.joined()
            XCTAssertEqual(SwiftName.title(name), SwiftName.titleByCharacters(name), name)
        }
        XCTAssertEqual(SwiftName.title("toggleRememberMe"), "Toggle Remember Me")
        XCTAssertEqual(SwiftName.title("loadURL"), "Load U R L")
    }
}
