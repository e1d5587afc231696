import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldSyntax
@testable import ScaffoldGenerate
@testable import ScaffoldCLI

/// A seeded fuzzer over every input scaffold reads: specs (YAML and JSON), configs,
/// templates and Swift files, mutated from the fixtures, plus deep nesting, huge inputs,
/// invalid UTF-8 and CRLF. For every case: the exit code is 0, 1 or 2, and nothing is
/// written when it is 2; a sample runs through the binary, where a crash would show as a
/// signal. Work grows linearly with input size (timed as ratios, never absolute times).
final class RobustnessTests: XCTestCase {
    /// Bytes that matter to the readers: structure, quotes, escapes, line ends, bad UTF-8.
    static let interesting: [[UInt8]] = [
        Array(":".utf8), Array(": ".utf8), Array("- ".utf8), Array("\"".utf8), Array("'".utf8), Array("\\".utf8),
        Array("->".utf8), Array("(".utf8), Array(")".utf8), Array("[".utf8), Array("{".utf8), Array("}".utf8),
        Array("{{".utf8), Array("}}".utf8), Array("{{#a}}".utf8), Array("{{/a}}".utf8), Array("#".utf8), Array("\t".utf8),
        Array("\r\n".utf8), Array("\r".utf8), Array("\n".utf8), Array("  ".utf8), [0xFF], [0xC3], [0xE2, 0x80, 0xA8], [0],
        Array("&a".utf8), Array("*a".utf8), Array("!".utf8), Array("|".utf8), Array("---\n".utf8), Array("%".utf8),
        Array("/*".utf8), Array("*/".utf8), Array("\"\"\"".utf8), Array("#\"".utf8), Array("\\(".utf8), Array("@".utf8),
        Array("case ".utf8), Array("class ".utf8), Array("var ".utf8), Array("// MARK: - Output".utf8), Array("?".utf8),
    ]

    /// One random mutation of `bytes`.
    static func mutate(_ bytes: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var result = bytes
        guard !result.isEmpty else { return interesting[random.below(interesting.count)] }
        for _ in 0..<(1 + random.below(4)) {
            let at = random.below(result.count + 1)
            switch random.below(8) {
            case 0: result.insert(contentsOf: interesting[random.below(interesting.count)], at: at)
            case 1: result.removeSubrange(at..<min(result.count, at + 1 + random.below(12)))
            case 2 where at < result.count: result[at] = UInt8(truncatingIfNeeded: random.next())
            case 3: result = Array(result.prefix(at))
            case 4:
                let start = random.below(result.count), end = min(result.count, start + 1 + random.below(40))
                result.insert(contentsOf: result[start..<end], at: at)
            case 5: result = Array(String(decoding: result, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
            case 6: result.insert(contentsOf: Array(repeating: UInt8(ascii: " "), count: 1 + random.below(8)), at: at)
            default: result.insert(contentsOf: interesting[random.below(interesting.count)], at: at)
            }
            if result.isEmpty { break }
        }
        return result
    }

    func write(_ bytes: [UInt8], to path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    }

    func fixtureBytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: RepositoryPaths.url(relative)))
    }

    /// The rounds of a fuzzed test: `count` in CI (seeded, so every run tries the same
    /// inputs), times SCAFFOLD_FUZZ_SCALE by hand for a larger budget
    /// (`SCAFFOLD_FUZZ_SCALE=50 swift test --filter RobustnessTests`).
    static func rounds(_ count: Int) -> Int {
        count * max(1, Int(ProcessInfo.processInfo.environment["SCAFFOLD_FUZZ_SCALE"] ?? "") ?? 1)
    }

    // MARK: - Fuzzed inputs

    func testFuzzedSpecsEndWith0Or2AndWriteNothingOn2() throws {
        var random = SeededRandom(state: 9)
        let seeds = try ["Login", "ProductList", "Settings", "Profile", "Minimal", "Starter"].map { try fixtureBytes("Fixtures/specs/\($0).screen.yml") }
            + [try fixtureBytes("Fixtures/json/Login.screen.json")]
        var counts = [Int32: Int]()
        for round in 0..<Self.rounds(300) {
            let folder = TemporaryFolder()
            let index = random.below(seeds.count)
            let name = index == seeds.count - 1 ? "spec.screen.json" : "spec.screen.yml"
            write(Self.mutate(seeds[index], &random), to: folder.url.appendingPathComponent(name).path)
            let result = runCLI(["screen", "--spec", name, "--sources", "S", "--tests", "T", "--module", "App"], in: folder.url.path)
            counts[result.code, default: 0] += 1
            XCTAssertTrue([0, 2].contains(result.code), "round \(round): exit \(result.code)")
            if result.code == 2 {
                XCTAssertEqual(filesBelow(folder.url), [name], "round \(round): exit 2 wrote files: \(result.err)")
                XCTAssertTrue(result.err.hasPrefix("error: ") || result.err.contains(": error: "), "round \(round): \(result.err)")
            }
        }
        XCTAssertGreaterThan(counts[0, default: 0], 10, "some mutations are still valid specs")
        XCTAssertGreaterThan(counts[2, default: 0], 100)
    }

    func testFuzzedConfigsEndWith0Or2() throws {
        var random = SeededRandom(state: 11)
        let seed = Array("""
        specs: Specs
        sources: App/Screens
        tests: AppTests
        module: App
        style: observation
        testing: swift-testing
        naming:
          view: "{name}Screen"
        responder: App/Responder.swift
        lint:
          include:
            - App
          exclude:
            - App/Legacy/
          tests:
            - "**/*Tests/**"
          rules:
            vm_send_only_input: error

        """.utf8)
        for round in 0..<Self.rounds(200) {
            let folder = TemporaryFolder()
            write(Self.mutate(seed, &random), to: folder.url.appendingPathComponent(".scaffold.yml").path)
            try folder.write("App/AViewModel.swift", "@MainActor final class AViewModel {}\n")
            let printed = runCLI(["lint", "--print-config"], in: folder.url.path)
            XCTAssertTrue([0, 2].contains(printed.code), "round \(round)")
            let linted = runCLI(["lint"], in: folder.url.path)
            XCTAssertTrue([0, 1, 2].contains(linted.code), "round \(round)")
            let screen = runCLI(["screen", "Home", "--blank"], in: folder.url.path)
            XCTAssertTrue([0, 2].contains(screen.code), "round \(round)")
            if screen.code == 2 {
                XCTAssertEqual(Set(filesBelow(folder.url)), [".scaffold.yml", "App/AViewModel.swift"], "round \(round): \(screen.err)")
            }
        }
    }

    func testFuzzedTemplatesEndWith0Or2AndWriteNothingOn2() throws {
        var random = SeededRandom(state: 13)
        let spec = RepositoryPaths.url("Fixtures/specs/Login.screen.yml").path
        for round in 0..<Self.rounds(150) {
            let folder = TemporaryFolder()
            let name = TemplateSet.names[random.below(TemplateSet.names.count)]
            let source = Array((TemplateSet.builtIn.source(name) ?? "").utf8)
            write(Self.mutate(source, &random), to: folder.url.appendingPathComponent("templates/\(name)").path)
            try folder.write(".scaffold.yml", "templates: templates\n")
            let result = runCLI(["screen", "--spec", spec, "--sources", "S", "--tests", "T"], in: folder.url.path)
            XCTAssertTrue([0, 2].contains(result.code), "round \(round)")
            if result.code == 2 {
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("S").path), "round \(round): \(result.err)")
            }
        }
    }

    func testFuzzedSwiftFilesLintFixAndOutline() throws {
        var random = SeededRandom(state: 17)
        let fixtures = filesBelow(RepositoryPaths.url("Fixtures/swift")).filter { $0.hasSuffix(".swift") }
            .map { "Fixtures/swift/" + $0 } + ["Fixtures/autofix/before/Notes.swift"]
        let seeds = try fixtures.map(fixtureBytes)
        for round in 0..<Self.rounds(120) {
            let folder = TemporaryFolder()
            let bytes = Self.mutate(seeds[random.below(seeds.count)], &random)
            write(bytes, to: folder.url.appendingPathComponent("Sources/AViewModel.swift").path)
            let lint = runCLI(["lint"], in: folder.url.path)
            XCTAssertTrue([0, 1].contains(lint.code), "round \(round): \(lint.err)")
            let fix = runCLI(["lint", "--fix"], in: folder.url.path)
            XCTAssertTrue([0, 1].contains(fix.code), "round \(round): \(fix.err)")
            let outline = runCLI(["outline", "--json", "Sources/AViewModel.swift"], in: folder.url.path)
            XCTAssertEqual(outline.code, 0, "round \(round)")
            // A fix only inserts, or reorders sections: every byte the file had is still there
            // (line ends aside: sections are joined by one blank line).
            let after = Array((try? Data(contentsOf: folder.url.appendingPathComponent("Sources/AViewModel.swift"))) ?? Data())
            var counts = [Int](repeating: 0, count: 256)
            for byte in after { counts[Int(byte)] += 1 }
            for byte in bytes where byte != 10 && byte != 13 { counts[Int(byte)] -= 1 }
            XCTAssertTrue(counts.enumerated().allSatisfy { $0.offset == 10 || $0.offset == 13 || $0.element >= 0 }, "round \(round): a fix removed bytes")
        }
    }

    /// A sample of each kind of fuzzed input through the binary: no crash (signal), no hang.
    func testTheBinaryNeverCrashesOnFuzzedInput() throws {
        var random = SeededRandom(state: 23)
        let spec = try fixtureBytes("Fixtures/specs/Login.screen.yml")
        let swift = try fixtureBytes("Fixtures/swift/LexerNasties.swift")
        let template = Array((TemplateSet.builtIn.source("ViewModel.swift.mustache") ?? "").utf8)
        for round in 0..<Self.rounds(30) {
            let folder = TemporaryFolder()
            write(Self.mutate(spec, &random), to: folder.url.appendingPathComponent("s.screen.yml").path)
            write(Self.mutate(swift, &random), to: folder.url.appendingPathComponent("A.swift").path)
            write(Self.mutate(template, &random), to: folder.url.appendingPathComponent("t/ViewModel.swift.mustache").path)
            for arguments in [["screen", "--spec", "s.screen.yml", "--module", "App"], ["lint", "--fix"], ["outline", "A.swift"]] {
                let result = ProcessRunner.run(arguments, in: folder.url.path, timeout: 30)
                XCTAssertNil(result.signal, "round \(round) \(arguments): signal \(result.signal ?? 0)\n\(result.err)")
                XCTAssertFalse(result.timedOut, "round \(round) \(arguments)")
                XCTAssertTrue([0, 1, 2].contains(result.code), "round \(round) \(arguments): \(result.code)")
            }
            try folder.write(".scaffold.yml", "templates: t\n")
            let result = ProcessRunner.run(["screen", "--spec", "s.screen.yml", "--module", "App", "--force"], in: folder.url.path, timeout: 30)
            XCTAssertNil(result.signal, "round \(round): \(result.err)")
        }
    }

    // MARK: - Deep nesting: a positioned error, never a stack overflow

    func testDeepNestingIsAnErrorAtItsLine() throws {
        let folder = TemporaryFolder()
        var yaml = "screen: Deep\nsamples:\n"
        // 7,000 levels is 49 MB of indentation; past the limit, 1,000 shows the same.
        for level in 0..<1_000 { yaml += String(repeating: " ", count: 2 * (level + 1)) + "k\(level):\n" }
        try folder.write("Deep.screen.yml", yaml)
        let spec = runCLI(["screen", "--spec", "Deep.screen.yml", "--module", "App"], in: folder.url.path)
        XCTAssertEqual(spec.code, 2)
        XCTAssertTrue(spec.err.hasPrefix("Deep.screen.yml:66:"), spec.err)
        XCTAssertTrue(spec.err.contains("nested more than 64 levels deep"), spec.err)
        try folder.write(".scaffold.yml", yaml.replacingOccurrences(of: "screen: Deep\nsamples:", with: "lint:"))
        let config = runCLI(["lint", "--print-config"], in: folder.url.path)
        XCTAssertEqual(config.code, 2)
        XCTAssertTrue(config.err.contains("nested more than 64 levels deep"), config.err)

        let json = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        XCTAssertThrowsError(try JSONReader.read(json, file: "deep.json"))

        let sections = String(repeating: "{{#a}}", count: 20_000) + String(repeating: "{{/a}}", count: 20_000)
        XCTAssertThrowsError(try Template(name: "deep", source: sections)) { error in
            XCTAssertTrue("\((error as? DiagnosticError)?.diagnostics.first?.message ?? "")".contains("nested more than 64 deep"), "\(error)")
        }
        let swift = String(repeating: "struct A {\n", count: 20_000) + String(repeating: "}\n", count: 20_000)
        XCTAssertGreaterThan(SyntaxTree(SourceFile(path: "A.swift", text: swift)).declarations.count, 0)
    }

    // MARK: - Linear work

    /// Asserts that the work `body` counts (`WorkCounter`: bytes scanned, table cells,
    /// token looks, parts rendered) for an input four times larger is less than five times
    /// as much: linear work gives about 4 (fixed costs only lower it), quadratic 16. Counts
    /// do not depend on the machine's load, so the same commit always gives the same
    /// answer; the benchmark measures time.
    func assertLinear(_ name: String, _ body: (Int) -> Void, size: Int, file: StaticString = #filePath, line: UInt = #line) {
        let small = WorkCounter.measure { body(size) }, large = WorkCounter.measure { body(size * 4) }
        XCTAssertGreaterThan(small, size, "\(name): the code under test counts no work", file: file, line: line)
        XCTAssertLessThan(Double(large) / Double(max(small, 1)), 5, "\(name): \(small) steps for \(size), \(large) steps for \(size * 4)", file: file, line: line)
    }

    /// The repository walk over many sibling screen folders (issue 30: each parallel part
    /// once copied every folder seen so far, N parts times N folders).
    func testTheWalkIsLinearInSiblingFolders() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        func steps(_ folders: Int) throws -> Int {
            let root = TemporaryFolder()
            for index in 0..<folders {
                try root.write("App/Screen\(index)/Screen\(index)ViewModel.swift", "final class Screen\(index)ViewModel {}\n")
            }
            var found = 0
            let count = WorkCounter.measure { found = RepositoryWalker(root: root.url.path).swiftFiles(in: [root.url.path]).files.count }
            XCTAssertEqual(found, folders)
            return count
        }
        let small = try steps(300), large = try steps(1_200)
        XCTAssertGreaterThanOrEqual(small, 300, "the walker counts the folders it visits")
        XCTAssertLessThan(Double(large) / Double(small), 5, "walk: \(small) steps for 300 folders, \(large) for 1,200")
    }

    /// Lint of a repository made by `files(size)` (paths and texts) at `size` and at four
    /// times it: the steps lint counts grow less than fivefold. `check(size, output)` looks
    /// at what each run printed, so that the work counted is the work of reading the shape.
    func assertLintIsLinear(_ thing: String, size: Int, _ files: (Int) -> [String: String], check: (Int, CLIResult) -> Void,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        func steps(_ count: Int) throws -> Int {
            let root = TemporaryFolder()
            for (path, text) in files(count) { try root.write(path, text) }
            var result = CLIResult(code: -1, out: "", err: "")
            let steps = WorkCounter.measure { result = runCLI(["lint"], in: root.url.path) }
            check(count, result)
            return steps
        }
        let small = try steps(size), large = try steps(size * 4)
        XCTAssertLessThan(Double(large) / Double(small), 5, "lint: \(small) steps for \(size) \(thing), \(large) for \(size * 4)", file: file, line: line)
    }

    /// The times `text` occurs in `output`.
    private func occurrences(of text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    /// Lint of one file of many view models without `@MainActor`, each under a disable
    /// comment, and each with a finding the comment does not cover: the file's own type
    /// facts are read once, not once per class, and a finding finds the comments of its
    /// line without a scan of them all (found on 27 November: 2,000 of them took 5.7 s),
    /// nor a walk back over every span when one is never closed (a span of the whole file).
    func testLintIsLinearInDisableCommentsAndClasses() throws {
        try assertLintIsLinear("classes", size: 200) { classes in
            var text = "// scaffold:disable router_main_actor\n"
            for index in 0..<classes {
                text += "// scaffold:disable:next vm_main_actor\nfinal class D\(index)ViewModel: ObservableObject { @Published var x = 0 }\n"
                text += "// scaffold:disable view_send_only\n// scaffold:enable view_send_only\n"
            }
            // A span over the last class too, so that both kinds of region are looked up.
            text += "// scaffold:disable vm_output_private_set\n@MainActor final class LastViewModel: ObservableObject { @Published var x = 0 }\n// scaffold:enable vm_output_private_set\n"
            return ["Sources/App/D.swift": text]
        } check: { classes, result in
            XCTAssertEqual(result.code, 1, result.err)
            XCTAssertEqual(occurrences(of: "(vm_output_private_set)", in: result.out), classes, "one finding per class but the last")
            XCTAssertFalse(result.out.contains("vm_main_actor"), "every vm_main_actor finding is suppressed")
            XCTAssertEqual(occurrences(of: "(unused_disable_comment)", in: result.out), classes + 1, "each unused span, and the one never closed")
        }
    }

    /// Lint of one file of many view models, each with an extension and a reducer under
    /// another name (`respond(to:)`): each view model's extensions are found without a
    /// scan of every declaration of the file (found on 27 November: 2,000 took 1.5 s).
    func testLintIsLinearInExtensionsOfOneFile() throws {
        try assertLintIsLinear("view models", size: 150) { viewModels in
            var text = ""
            for index in 0..<viewModels {
                text += """
                    @MainActor
                    final class E\(index)ViewModel: ObservableObject {
                        enum Action { case go, stop }
                        @Published private(set) var x = 0
                        @Published private(set) var y = 0
                        func respond(to action: Action) { switch action { case .go: x = 1; y = 1
                        case .stop: break } }
                    }
                    extension E\(index)ViewModel { func other() {} }

                    """
            }
            return ["Sources/App/Many.swift": text]
        } check: { viewModels, result in
            // Each view model's `.go` case changes two outputs: one finding each, which
            // shows that the rule read every view model's reducer.
            XCTAssertEqual(occurrences(of: "(vm_action_single_change)", in: result.out), viewModels, result.out)
        }
    }

    /// Lint of one long line of many constructions that lack an argument (generated code),
    /// and of another of many calls a view must not make: each finding's line text is the
    /// line's one copy, not a copy per construction or finding (found on 27 November:
    /// 8,000 constructions on one line took 9.7 s).
    func testLintIsLinearInFindingsOfOneLongLine() throws {
        try assertLintIsLinear("constructions and calls on a line", size: 300) { count in
            let items = (0..<count).map { "Thing(a: \($0))" }.joined(separator: ", ")
            let buttons = (0..<count).map { "Button(\"b\($0)\") { viewModel.load() }" }.joined(separator: "; ")
            // A second line of constructions, in a file with a disable comment: each gets a
            // finding of its own (`ConstructionSites.only`), still sharing its line's text.
            let others = (0..<count).map { "Thing(a: \($0))" }.joined(separator: ", ")
            return ["Sources/App/Things.swift": "struct Thing {\n    let a: Int\n    let b: Int\n}\n\nlet things = [\(items)]\n",
                    "Sources/App/Others.swift": "// scaffold:disable:next vm_main_actor\nlet others = [\(others)]\n",
                    "Sources/App/AView.swift": """
                        import SwiftUI
                        @MainActor
                        final class AViewModel: ObservableObject {
                            enum Action { case go }
                            func send(_ action: Action) {}
                            func load() {}
                        }
                        struct AView: View {
                            @ObservedObject var viewModel: AViewModel
                            var body: some View { ForEach(0..<1) { _ in \(buttons) } }
                        }

                        """]
        } check: { count, result in
            XCTAssertEqual(result.code, 1, result.err)
            XCTAssertEqual(occurrences(of: "lacks 'b:'", in: result.out), count * 2)
            XCTAssertEqual(occurrences(of: "Sources/App/Others.swift:2:", in: result.out), count, "one finding per construction of the file with a disable comment")
            XCTAssertEqual(occurrences(of: "AView calls viewModel.load()", in: result.out), count)
        }
    }

    /// Lint of a view model of many members and nested types: each type is looked for in
    /// the members whose signatures hold its name, not in every member above it (found on
    /// 27 November: 16,000 nested types took 1.1 s, 4,000 took 91 ms).
    func testLintIsLinearInTheMembersOfOneViewModel() throws {
        try assertLintIsLinear("nested types", size: 150) { types in
            var text = "@MainActor\nfinal class BigViewModel: ObservableObject {\n    enum Action { case go }\n"
            for index in 0..<types { text += "    private let p\(index): [N\(index)]\n" }
            text += "    func send(_ action: Action) {}\n"
            for index in 0..<types { text += "    struct N\(index) { let v: Int }\n" }
            return ["Sources/App/BigViewModel.swift": text + "}\n"]
        } check: { types, result in
            XCTAssertEqual(occurrences(of: "is used above its declaration", in: result.out), types, result.out)
        }
    }

    /// Lint of one test file of many fakes, each with an extension: a fake's extensions
    /// are found by name, not by a scan of the file's declarations per fake (found on
    /// 27 November: 16,000 fakes in one file took 8.9 s). Each fake's extension holds one
    /// requirement and lacks another, so every fake is read whole.
    func testLintIsLinearInFakesOfOneFile() throws {
        try assertLintIsLinear("fakes", size: 150) { fakes in
            var protocols = "", doubles = ""
            for index in 0..<fakes {
                protocols += "protocol Service\(index) { func load() async throws -> [String]; func save(); func reset() }\n"
                doubles += "final class FakeService\(index): Service\(index) { func load() async throws -> [String] { [] } }\nextension FakeService\(index) { func reset() {} }\n"
            }
            return ["Sources/App/Services.swift": protocols, "Tests/AppTests/Fakes.swift": doubles]
        } check: { fakes, result in
            XCTAssertEqual(occurrences(of: "lacks 'save' of its protocol", in: result.out), fakes, result.out)
            XCTAssertFalse(result.out.contains("lacks 'reset'"), "a requirement met in the fake's extension counts")
        }
    }

    /// A plan of many files (`scaffold app` on 1,000 screens plans thousands): each file is
    /// checked against those planned before it once, not by a scan of them all (issue 30:
    /// the scan was a sixth of an app re-run). Every file compared counts a step.
    func testPlanningFilesIsLinearInFiles() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        let root = TemporaryFolder()
        func steps(_ files: Int) -> Int {
            WorkCounter.measure {
                var plan = FilePlan()
                for index in 0..<files { plan.add(path: root.url.appendingPathComponent("Screen\(index % 50)/File\(index).swift").path, bytes: Array("// \(index)\n".utf8)) }
                XCTAssertEqual(plan.items.count, files)
                XCTAssertTrue(plan.problems.isEmpty)
            }
        }
        let small = steps(500), large = steps(2_000)
        XCTAssertGreaterThanOrEqual(small, 500, "the plan counts the files it checks")
        XCTAssertLessThan(Double(large) / Double(small), 5, "plan: \(small) steps for 500 files, \(large) for 2,000")
    }

    /// `scaffold map` over many screens, each router with a `destination(for:)` (issue 30:
    /// every router scanned every route function, routers x functions).
    func testTheMapIsLinearInScreens() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        func steps(_ screens: Int) throws -> Int {
            let root = TemporaryFolder()
            try root.write(".scaffold.yml", "sources: Sources\nmodule: App\n")
            for index in 0..<screens {
                let name = "Screen\(index)", next = "Screen\(index + 1)"
                try root.write("Sources/\(name)/\(name)ViewModel.swift", "import Combine\n\n@MainActor\nfinal class \(name)ViewModel: ObservableObject {\n    enum Action { case open }\n    enum ResponderAction { case showNext }\n    func send(_ action: Action) {}\n}\n")
                try root.write("Sources/\(name)/\(name)Router.swift", """
                    import SwiftUI

                    @MainActor
                    final class \(name)Router: ObservableObject {
                        enum Route: Hashable { case next }
                        @Published private(set) var path: [Route] = []
                        func handle(_ action: \(name)ViewModel.ResponderAction) {
                            switch action {
                            case .showNext: path.append(.next)
                            }
                        }
                    }

                    struct \(name)RouterView: View {
                        @ObservedObject var router: \(name)Router
                        var body: some View { Text("\(name)") }
                        private func destination(for route: \(name)Router.Route) -> some View {
                            switch route {
                            case .next: \(next)View()
                            }
                        }
                    }

                    """)
            }
            return mapWork(in: root)
        }
        let small = try steps(40), large = try steps(160)
        XCTAssertLessThan(Double(large) / Double(small), 5, "map: \(small) steps for 40 screens, \(large) for 160")
    }

    /// One file of many routers, each with a handler and extensions in the same file: the
    /// file's tokens are read once for all of them, not once per router (each router's
    /// reading on its own core made its own reading of the file: routers x tokens).
    func testAFileOfManyRoutersIsReadOnce() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        func steps(_ routers: Int) throws -> Int {
            let root = TemporaryFolder()
            try root.write(".scaffold.yml", "sources: Sources\nmodule: App\n")
            var text = "import SwiftUI\n"
            for index in 0..<routers {
                text += """

                    @MainActor final class Screen\(index)ViewModel: ObservableObject {
                        enum ResponderAction { case done }
                    }

                    @MainActor final class Screen\(index)Router: ObservableObject {
                        func handle(_ action: Screen\(index)ViewModel.ResponderAction) {
                            switch action {
                            case .done: show(.next)
                            }
                        }
                    }

                    extension Screen\(index)Router {
                        func show(_ route: Int) {}
                    }

                    """
            }
            try root.write("Sources/Screens.swift", text)
            return mapWork(in: root)
        }
        let small = try steps(30), large = try steps(120)
        XCTAssertLessThan(Double(large) / Double(small), 5, "map: \(small) steps for 30 routers in one file, \(large) for 120")
    }

    /// The work `scaffold map` counts in `root`, which it maps without an error.
    private func mapWork(in root: TemporaryFolder) -> Int {
        var code: Int32 = -1
        let count = WorkCounter.measure { code = runCLI(["map"], in: root.url.path).code }
        XCTAssertEqual(code, 0)
        return count
    }

    /// The counter itself: a quadratic loop reports quadratic growth, so the assertion
    /// above can fail.
    func testTheWorkCounterSeesQuadraticWork() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only")
        let quadratic: (Int) -> Int = { n in WorkCounter.measure { for _ in 0..<n { WorkCounter.add(n) } } }
        XCTAssertEqual(quadratic(100), 10_000)
        XCTAssertEqual(quadratic(400) / quadratic(100), 16)
        let outer = WorkCounter.measure {
            WorkCounter.add(3)
            XCTAssertEqual(WorkCounter.measure { WorkCounter.add(5) }, 5)
        }
        XCTAssertEqual(outer, 8, "a nested measurement's steps count for the outer one too")
        XCTAssertEqual(WorkCounter.measure { _ = Glob.matches("*a*b", String(repeating: "a", count: 10)) }, 4 * 11,
                       "one row of the glob's table per piece, one cell per position")
    }

    func testWorkGrowsLinearlyWithInputSize() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only (swift test); the benchmark times release builds")
        assertLinear("glob *a*a*a*a*a*a*a*b", { n in
            _ = Glob.matches("*a*a*a*a*a*a*a*b", String(repeating: "a", count: n))
            _ = Glob.matches("**/*a*a*a*a*a*b/**", String(repeating: "a", count: n) + "/x")
        }, size: 2_000)
        assertLinear("template tags on one line", { n in
            let source = String(repeating: "{{a}}", count: n)
            _ = try? Template(name: "t", source: source).render(.object(["a": .string("x")]))
        }, size: 20_000)
        assertLinear("YAML keys", { n in
            _ = try? YAMLReader.read((0..<n).map { "k\($0): v\n" }.joined(), file: "a.yml")
        }, size: 5_000)
        assertLinear("JSON keys", { n in
            _ = try? JSONReader.read("{" + (0..<n).map { "\"k\($0)\": 1" }.joined(separator: ",") + "}", file: "a.json")
        }, size: 5_000)
        assertLinear("a spec with many outputs and actions", { n in
            var text = "screen: Big\noutputs:\n  flag: Bool = false\n"
            for index in 0..<n { text += "  o\(index): Int = \(index)\n" }
            text += "actions:\n  - flip -> toggle flag\n"
            for index in 0..<n { text += "  - a\(index)(Int) -> set o\(index)\n" }
            // A chain of sends, each ending at `flip`.
            for index in 0..<n { text += "  - s\(index) -> send \(index == 0 ? "flip" : "s\(index - 1)")\n" }
            guard let spec = try? SpecDecoder.decode(try YAMLReader.read(text, file: "a.yml"), file: "a.yml") else { return XCTFail("the spec is valid") }
            _ = try? ScreenGenerator.generate(spec, settings: ScreenSettings(module: "App"))
        }, size: 500)
        assertLinear("a Swift file", { n in
            let source = String(repeating: "final class A { var x = 0; func f() { if x > 1 { print(\"\\(x)\") } } }\n", count: n)
            _ = SyntaxTree(SourceFile(path: "A.swift", text: source))
        }, size: 1_500)
    }
}
