import Foundation
import XCTest
@testable import ScaffoldWorkspace

/// `scaffold app` plans its screens on every core (issue 30: run again on 1,000 screens, it
/// read and compared them one after another). Each screen is planned apart, its lines
/// recorded, and the parts joined in the screens' order: the same files, the same output
/// and the same exit code as one screen after another, whatever order the cores finish in.
final class AppScreensAtOnceTests: XCTestCase {
    override func tearDown() {
        AppPlan.screensAtOnce = true
        super.tearDown()
    }

    /// The spec of screen `index` of 12 (each opens the next two, a binary tree), with
    /// `extra` lines added to its actions.
    private func spec(_ index: Int, extra: String = "") -> String {
        let children = [2 * index + 1, 2 * index + 2].filter { $0 < 12 }
        var text = "screen: Screen\(index)\noutputs:\n  count: Int = 0\nactions:\n  - close -> respond close\n" + extra
        for (number, _) in children.enumerated() { text += "  - open\(number) -> respond show\(number)\n" }
        text += "responder:\n  - close -> dismiss\n"
        for (number, _) in children.enumerated() { text += "  - show\(number) -> route child\(number)\n" }
        if !children.isEmpty { text += "routes:\n" + children.enumerated().map { "  - child\($0.offset) -> screen Screen\($0.element)\n" }.joined() }
        return text
    }

    /// An app of 12 screens written once, then changed so that running it again has
    /// something to do and to say for several screens: actions the specs gain (inserted,
    /// and noted where the parent routers' switches meet them), outputs only the code has
    /// (a note each), a test file removed (written again), and a fake a person wrote (kept,
    /// with a note).
    private func changedApp() throws -> TemporaryFolder {
        let work = TemporaryFolder()
        try work.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Shop\n")
        try work.write("Specs/Shop.app.yml", "app: Shop\nflows:\n  - main -> screen Screen0\n")
        for index in 0..<12 { try work.write("Specs/Screen\(index).screen.yml", spec(index)) }
        let first = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(first.code, 0, first.err)
        for index in [2, 9] { try work.write("Specs/Screen\(index).screen.yml", spec(index, extra: "  - reset(Int) -> set count\n")) }
        for index in [4, 7, 11] {
            let path = "Sources/Screen\(index)/Screen\(index)ViewModel.swift"
            let code = try XCTUnwrap(work.read(path))
            let output = "    @Published private(set) var count: Int = 0\n"
            XCTAssertTrue(code.contains(output), code)
            try work.write(path, code.replacingOccurrences(of: output, with: output + "    @Published private(set) var extra\(index) = \"\"\n"))
        }
        try FileManager.default.removeItem(atPath: work.url.appendingPathComponent("Tests/Screen6/Screen6RouterTests.swift").path)
        return work
    }

    /// Every file below `folder`, by path from it, with its bytes.
    private func files(_ folder: TemporaryFolder) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let root = folder.url.path
        guard let walk = FileManager.default.enumerator(atPath: root) else { return result }
        for case let path as String in walk {
            let full = (root as NSString).appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return result
    }

    /// The changed app run again on every core and one screen after another, in two copies
    /// made alike: the same exit code, output, lines on standard error and files. The run on
    /// every core is made five times, each the same.
    func testScreensPlannedAtOnceGiveWhatOneAfterAnotherGives() throws {
        AppPlan.screensAtOnce = false
        let serial = try changedApp()
        let one = runCLI(["app", "Shop"], in: serial.url.path)
        XCTAssertEqual(one.code, 0, one.err)
        // The run has something to say for several screens, in their order.
        for index in [4, 7, 11] { XCTAssertTrue(one.err.contains("the code has the output 'extra\(index)', which the spec does not"), one.err) }
        // The screens are planned in the order of their names: Screen11 before Screen4.
        let notes = [11, 4, 7].compactMap { one.err.range(of: "Screen\($0)/Screen\($0)ViewModel.swift:")?.lowerBound }
        XCTAssertEqual(notes.count, 3, one.err)
        XCTAssertEqual(notes, notes.sorted(), "the screens' notes come in the screens' order: \(one.err)")
        XCTAssertTrue(one.out.contains("created Tests/Screen6/Screen6RouterTests.swift"), one.out)
        XCTAssertTrue(one.out.contains("updated Sources/Screen2/Screen2ViewModel.swift"), one.out)
        XCTAssertTrue(one.out.contains("updated Sources/Screen9/Screen9ViewModel.swift"), one.out)
        let expected = try files(serial)

        AppPlan.screensAtOnce = true
        for _ in 0..<5 {
            let parallel = try changedApp()
            let run = runCLI(["app", "Shop"], in: parallel.url.path)
            XCTAssertEqual(run.code, one.code)
            XCTAssertEqual(run.out, one.out)
            XCTAssertEqual(run.err, one.err)
            let written = try files(parallel)
            XCTAssertEqual(written.keys.sorted(), expected.keys.sorted())
            for (path, bytes) in expected where written[path] != bytes { XCTFail("\(path) differs") }
        }
    }

    /// A screen whose spec the fakes' check refuses (a call of a method its protocol lacks)
    /// stops the run at that screen, as one screen after another did: the screens before it
    /// said their lines, nothing is written, and the error is the same.
    func testAScreenThatFailsStopsTheRunAtItsPlace() throws {
        func failingApp() throws -> TemporaryFolder {
            let work = try changedApp()
            try work.write("Sources/Models/Catalog.swift", "protocol CatalogService: Sendable {\n    func count() async -> Int\n}\n")
            try work.write("Specs/Screen5.screen.yml", spec(5).replacingOccurrences(of: "screen: Screen5\n", with: "screen: Screen5\ndependencies:\n  catalog: CatalogService\n")
                .replacingOccurrences(of: "actions:\n", with: "actions:\n  - load -> await catalog.total() into count\n"))
            return work
        }
        AppPlan.screensAtOnce = false
        let serial = try failingApp()
        let before = try files(serial)
        let one = runCLI(["app", "Shop"], in: serial.url.path)
        XCTAssertEqual(one.code, 2, one.err)
        XCTAssertTrue(one.err.contains("CatalogService has no method 'total'"), one.err)
        XCTAssertEqual(try files(serial), before, "nothing is written")

        AppPlan.screensAtOnce = true
        let parallel = try failingApp()
        let run = runCLI(["app", "Shop"], in: parallel.url.path)
        XCTAssertEqual(run.code, one.code)
        XCTAssertEqual(run.out, one.out)
        XCTAssertEqual(run.err, one.err)
        XCTAssertEqual(try files(parallel), before)
    }

    /// The specs are read a level of the flows at a time, on every core: the spec reported
    /// is the first one a reading one by one meets (in the order the routes name them,
    /// a shallower screen before a deeper one), whichever core finishes first.
    func testTheFirstSpecThatFailsInTheOrderOfTheRoutesIsReported() throws {
        let cases: [(home: String, specs: [String: String], expected: String)] = [
            // Two missing, side by side: the first route's.
            ("routes:\n  - a -> screen Alpha\n  - b -> screen Beta\n", [:], "no spec for the screen 'Alpha'"),
            ("routes:\n  - b -> screen Beta\n  - a -> screen Alpha\n", [:], "no spec for the screen 'Beta'"),
            // A spec that does not read beside a missing one.
            ("routes:\n  - b -> screen Beta\n  - a -> screen Alpha\n", ["Beta": "screen: Beta\nflows: 1\n"], "Beta.screen.yml:2:1: error: unknown key 'flows'"),
            // A shallower failure before a deeper one: Gamma, which Alpha opens, is missing
            // too, but Beta is met first.
            ("routes:\n  - a -> screen Alpha\n  - b -> screen Beta\n", ["Alpha": "screen: Alpha\nroutes:\n  - g -> screen Gamma\n", "Beta": "screen: Beta\nflows: 1\n"],
             "Beta.screen.yml:2:1: error: unknown key 'flows'"),
        ]
        for (home, specs, expected) in cases {
            let work = TemporaryFolder()
            try work.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Shop\n")
            try work.write("Specs/Shop.app.yml", "app: Shop\nflows:\n  - main -> screen Home\n")
            try work.write("Specs/Home.screen.yml", "screen: Home\n" + home)
            for (name, text) in specs { try work.write("Specs/\(name).screen.yml", text) }
            for _ in 0..<3 {
                let result = runCLI(["app", "Shop"], in: work.url.path)
                XCTAssertEqual(result.code, 2, result.err)
                XCTAssertTrue(result.err.contains(expected), "expected «\(expected)» in:\n\(result.err)")
                XCTAssertEqual(result.err.components(separatedBy: "error:").count, 2, "one error: \(result.err)")
            }
            XCTAssertNil(work.read("Sources/Home/HomeViewModel.swift"), "nothing is written")
        }
    }
}
