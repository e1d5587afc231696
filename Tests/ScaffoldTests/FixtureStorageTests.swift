import Foundation
import XCTest

/// Fixtures are stored once: a file whose bytes another fixture file already holds is a
/// relative symbolic link to it (scripts/link-fixtures.py makes them), every link stays
/// inside Fixtures/, and the list of compiled fixtures (Fixtures/fixtures.json) names
/// every fixture folder there is.
final class FixtureStorageTests: XCTestCase {
    static let root = RepositoryPaths.url("Fixtures")

    /// Every entry below Fixtures/: its path relative to it, and whether it is a link.
    func entries() -> [(path: String, isLink: Bool)] {
        guard let walker = FileManager.default.enumerator(atPath: Self.root.path) else { return [] }
        var entries: [(String, Bool)] = []
        while let path = walker.nextObject() as? String {
            let type = (walker.fileAttributes?[.type] as? FileAttributeType)
            if type == .typeSymbolicLink {
                entries.append((path, true))
            } else if type == .typeRegular {
                entries.append((path, false))
            }
        }
        return entries
    }

    func testIdenticalFixtureFilesAreStoredOnce() throws {
        var firstWithBytes: [Data: String] = [:]
        var copies: [String] = []
        for entry in entries() where !entry.isLink {
            let data = try Data(contentsOf: Self.root.appendingPathComponent(entry.path))
            if let first = firstWithBytes[data] {
                copies.append("\(entry.path) is a copy of \(first)")
            } else {
                firstWithBytes[data] = entry.path
            }
        }
        XCTAssertEqual(copies, [], "store each fixture file once: run scripts/link-fixtures.py (after reading the diff of what was recorded)")
        XCTAssertGreaterThan(firstWithBytes.count, 100)
    }

    func testEveryFixtureLinkIsRelativeAndNamesAFileInsideFixtures() throws {
        let links = entries().filter(\.isLink)
        XCTAssertGreaterThan(links.count, 50, "the shared files are links")
        let root = Self.root.resolvingSymlinksInPath().path + "/"
        for link in links {
            let url = Self.root.appendingPathComponent(link.path)
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: url.path)
            XCTAssertFalse(destination.hasPrefix("/"), "\(link.path) links to an absolute path: \(destination)")
            let resolved = url.resolvingSymlinksInPath().path
            XCTAssertTrue(resolved.hasPrefix(root), "\(link.path) leaves Fixtures/: \(destination)")
            var isDirectory: ObjCBool = true
            XCTAssertTrue(FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) && !isDirectory.boolValue,
                          "\(link.path) names no file: \(destination)")
        }
    }

    func testTheFixtureListNamesEveryCompiledFixtureFolder() throws {
        let list = FixtureList.current
        XCTAssertFalse(list.screens.isEmpty, "Fixtures/fixtures.json cannot be read")
        func folders(_ path: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(path).path)) ?? [])
                .filter { !$0.hasPrefix(".") }.sorted()
        }
        XCTAssertEqual(folders("apps"), list.apps.sorted())
        XCTAssertEqual(folders("golden"), list.screens.map(\.spec).sorted())
        XCTAssertEqual(folders("support"), list.screens.map(\.module).sorted())
        XCTAssertEqual(folders("edits"), list.edits.map(\.folder).sorted())
    }
}
