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

    /// `relative(to:)` compares the folder in place, without the folder and a `/` made as
    /// a new string: it must answer as that string did, folders with and without their
    /// `/`, the empty one, the path itself and near misses included.
    func testAPathRelativeToAFolderIsWhatTheFolderAndASlashGave() {
        let pieces = ["/", "repo", "re", "Sources", "A.swift", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", " ", "."]
        var random = SeededRandom(seed: 3_033)
        func path() -> String { (0..<random.int(0...6)).map { _ in pieces[random.below(pieces.count)] }.joined() }
        var inside = 0
        for _ in 0..<4_000 {
            let folder = path()
            // Most paths start with the folder (and a `/`, or not), so that most comparisons
            // are not misses.
            let file = [folder + "/" + path(), folder + path(), path()][random.below(3)]
            let expected = file.afterPrefix(folder.hasSuffix("/") ? folder : folder + "/") ?? file
            XCTAssertEqual(file.relative(to: folder), expected, "\(file.debugDescription) in \(folder.debugDescription)")
            if expected != file { inside += 1 }
        }
        XCTAssertGreaterThan(inside, 1_200)
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

/// `String.escapedForMessages`: plain ASCII read by its bytes gives what the reading by
/// scalars gives, for every byte alone and in text, and any other text goes to the scalars.
final class MessageEscapingTests: XCTestCase {
    func testEscapingByBytesIsEscapingByScalars() {
        for value in 0..<0x80 {
            let text = "a" + String(UnicodeScalar(UInt8(value))) + "b"
            XCTAssertEqual(text.escapedForMessages, text.escapedForMessagesByScalars, "byte \(value)")
        }
        XCTAssertEqual("line\nforged".escapedForMessages, "line\\u{A}forged")
        XCTAssertEqual("tab\tkept\u{7F}".escapedForMessages, "tab\tkept\\u{7F}")
        XCTAssertEqual("Sources/A.swift:1:2: warning: x".escapedForMessages, "Sources/A.swift:1:2: warning: x")
        XCTAssertEqual("caf\u{E9} \u{202E}rtl \u{85}".escapedForMessages, "caf\u{E9} \\u{202E}rtl \\u{85}")
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", " ", "\t", "\n", "\r\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{E9}", "e\u{301}", "\u{1F600}", "\u{FEFF}", "\""]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(text.escapedForMessages, text.escapedForMessagesByScalars, text.debugDescription)
        }
    }
}

/// Issue 30: a path percent-encoded for a `file://` URL (the HTML map links each screen to
/// its file) by its bytes, as Foundation's `.urlPathAllowed` encoding gives it.
final class URLPathEncodingTests: XCTestCase {
    func testEncodingByBytesIsFoundationsURLPathEncoding() throws {
        #if !os(Linux)
        throw XCTSkip("compared with Foundation on Linux, whose encoding the map's links had (Apple's keeps a `:` before any `/`)")
        #endif
        let pieces = ["/Users/me/App", "Sources", "Home View", "%", "%20", "#", "?", "[", "]", "{", "}", "|", "\\", "^", "`", "\"", "<", ">",
                      "-._~", "!$&'()*+,;=:@", "C:", "é", "e\u{301}", "🧪", "日本", "\t", "\u{7F}", "a/b"]
        var random = SeededRandom(seed: 3033)
        for _ in 0..<3_000 {
            let path = (0..<random.int(0...8)).map { _ in pieces[random.below(pieces.count)] }.joined()
            XCTAssertEqual(path.percentEncodedAsURLPath, path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), path.debugDescription)
        }
        // Every ASCII byte on its own.
        for value in 0..<128 {
            let text = String(UnicodeScalar(UInt8(value)))
            XCTAssertEqual(text.percentEncodedAsURLPath, text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), "byte \(value)")
        }
    }
}
