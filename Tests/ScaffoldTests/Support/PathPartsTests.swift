import Foundation
import XCTest
@testable import ScaffoldSupport

/// `parentPath`, `lastPathName` and `appendingPath`: a path taken apart and joined by its
/// bytes (issue 30: Foundation's path methods were a tenth of `scaffold app` run again on
/// 1,000 screens), giving what Foundation gives for every path.
final class PathPartsTests: XCTestCase {
    func testPlainPathsAreCutAtTheirLastSlash() {
        XCTAssertEqual("/repo/Sources/Login/LoginView.swift".parentPath, "/repo/Sources/Login")
        XCTAssertEqual("/repo/Sources/Login/LoginView.swift".lastPathName, "LoginView.swift")
        XCTAssertEqual("/repo".parentPath, "/")
        XCTAssertEqual("repo".parentPath, "")
        XCTAssertEqual("repo".lastPathName, "repo")
        XCTAssertEqual("/repo/Sources".appendingPath("Login"), "/repo/Sources/Login")
        XCTAssertEqual("/".appendingPath("tmp"), "/tmp")
        XCTAssertEqual("".appendingPath("tmp"), "tmp")
        // Paths that are not plain go to Foundation, which fixes some of their slashes.
        XCTAssertEqual("/repo//Sources/".parentPath, "/repo")
        XCTAssertEqual("/repo/Sources/".lastPathName, "Sources")
        XCTAssertEqual("/repo/".appendingPath("/Login/"), ("/repo/" as NSString).appendingPathComponent("/Login/"))
    }

    /// 20,000 paths made of the parts paths are written with (`.`, `..`, `~`, spaces,
    /// names that are not ASCII, decomposed accents), each taken apart and joined as
    /// Foundation does it. Only plain paths (no `//`, no `/` at the end) are compared: the
    /// others go to Foundation as they are, and Foundation's own reading of some of them
    /// stops the process (`"///.//"`, `"/////日本"`), as does its parent of a relative
    /// path of one character (`"a"`), whose parent is "" here as for any longer name.
    func testEveryPlainPathGivesWhatFoundationGives() {
        let parts = ["/", "a", "Sources", ".", "..", "~", "caf\u{E9}", "cafe\u{301}", "日本", "x y", "A.swift", "-", "\\", "é/ü"]
        var generator = SystemRandomNumberGenerator()
        func plain(_ path: String) -> Bool { !path.isEmpty && !path.hasSuffix("/") && !path.contains("//") }
        var compared = (parents: 0, joins: 0)
        for _ in 0..<20_000 {
            let path = (0..<Int.random(in: 1...6, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined()
            let name = (0..<Int.random(in: 1...3, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined()
            if plain(path), path.hasPrefix("/") || path.unicodeScalars.count > 1 {
                XCTAssertEqual(path.parentPath, (path as NSString).deletingLastPathComponent, "parent of \(path.debugDescription)")
                XCTAssertEqual(path.lastPathName, (path as NSString).lastPathComponent, "last name of \(path.debugDescription)")
                compared.parents += 1
            }
            if plain(path) || path == "/", plain(name), !name.hasPrefix("/") {
                XCTAssertEqual(path.appendingPath(name), (path as NSString).appendingPathComponent(name), "\(path.debugDescription) joined to \(name.debugDescription)")
                compared.joins += 1
            }
        }
        XCTAssertGreaterThan(compared.parents, 5_000)
        XCTAssertGreaterThan(compared.joins, 2_000)
        XCTAssertEqual("a".parentPath, "")
        XCTAssertEqual("ab".parentPath, ("ab" as NSString).deletingLastPathComponent)
    }
}
