import XCTest
@testable import ScaffoldSupport

/// `String.afterPrefix`: a path made relative to a folder by its bytes, as every command
/// shows the files it walked (issue 30: `dropFirst(prefix.count)` walked each character
/// of the prefix, for each of 13,000 paths).
final class PathTextTests: XCTestCase {
    func testThePathAfterAFolderIsItsRestByBytes() {
        XCTAssertEqual("/repo/Sources/A.swift".afterPrefix("/repo/"), "Sources/A.swift")
        XCTAssertEqual("/repo/".afterPrefix("/repo/"), "")
        XCTAssertNil("/repository/A.swift".afterPrefix("/repo/"), "a folder whose name starts the same is another folder")
        XCTAssertNil("/rep".afterPrefix("/repo/"))
        // Bytes, not characters: "é" written as one scalar or as "e" and a combining accent
        // are equal as Swift strings, but only one of them is the folder's name on disk.
        XCTAssertEqual("/caf\u{E9}/Vue.swift".afterPrefix("/caf\u{E9}/"), "Vue.swift")
        XCTAssertNil("/cafe\u{301}/Vue.swift".afterPrefix("/caf\u{E9}/"))
        XCTAssertEqual("/dossier/\u{1F600}/A.swift".afterPrefix("/dossier/"), "\u{1F600}/A.swift")
    }
}

/// `String.replacingPlaceholder`: a naming pattern applied to a name by its bytes gives
/// what Foundation's `replacingOccurrences` gave, for the patterns configs write.
final class PlaceholderTests: XCTestCase {
    func testEachPlaceholderIsReplacedAsFoundationReplacesIt() {
        let patterns = ["{name}ViewModel", "Fake{name}", "{name}", "{name}{name}", "Mock{name}Impl", "Plain", "", "{nam", "{name", "{{name}}", "Écran{name}Vue", "{name}\u{1F600}"]
        for pattern in patterns {
            for name in ["Login", "", "Caf\u{E9}", "{name}", "A"] {
                XCTAssertEqual(pattern.replacingPlaceholder("{name}", with: name), pattern.replacingOccurrences(of: "{name}", with: name), "\(pattern) with \(name)")
            }
        }
    }
}
