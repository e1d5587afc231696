import Foundation

/// `--shapes`: repositories that each grow one thing a rule or command walks (disable
/// comments, extensions, nested types, constructions on one line, fakes in one file…), at
/// a size and at four times that size, with the time of each and their ratio. Work that
/// is linear in the thing grown gives about 4x; a ratio far above it is a step that goes
/// over the thing for each of its kind (each of these was once 8x to 48x). The counted
/// tests in RobustnessTests guard the same shapes without a clock; this shows the time.
struct Shapes {
    var binary: String
    var rounds: Int
    var scratch: URL
    var clock: () -> Double

    /// One shape: its name, the command run on it, its size, and how a repository of a
    /// given size is written (the paths and texts of its files).
    struct Shape: Sendable {
        var name: String
        var command: [String]
        var size: Int
        var files: @Sendable (Int) -> [(path: String, text: String)]
    }

    /// The shapes, each at a size where the small run takes tens of milliseconds.
    static let all: [Shape] = [
        Shape(name: "disable comments, one file (classes, each under `// scaffold:disable:next`)", command: ["lint"], size: 2_000) { count in
            [("Sources/App/D.swift", (0..<count).map { "// scaffold:disable:next vm_main_actor\nfinal class D\($0)ViewModel: ObservableObject { @Published var x = 0 }\n" }.joined())]
        },
        Shape(name: "view models with an extension each, one file", command: ["lint"], size: 1_000) { count in
            [("Sources/App/Many.swift", (0..<count).map {
                "@MainActor\nfinal class E\($0)ViewModel: ObservableObject {\n    enum Action { case go }\n    @Published private(set) var x = 0\n    func respond(to action: Action) { switch action { case .go: x = 1 } }\n}\nextension E\($0)ViewModel { func other() {} }\n"
            }.joined())]
        },
        Shape(name: "nested types of one view model, used above them", command: ["lint"], size: 2_000) { count in
            let properties = (0..<count).map { "    private let p\($0): [N\($0)]\n" }.joined()
            let types = (0..<count).map { "    struct N\($0) { let v: Int }\n" }.joined()
            return [("Sources/App/BigViewModel.swift", "@MainActor\nfinal class BigViewModel: ObservableObject {\n    enum Action { case go }\n\(properties)    func send(_ action: Action) {}\n\(types)}\n")]
        },
        Shape(name: "constructions lacking an argument, on one line", command: ["lint"], size: 2_000) { count in
            [("Sources/App/Things.swift", "struct Thing {\n    let a: Int\n    let b: Int\n}\n\nlet things = [\((0..<count).map { "Thing(a: \($0))" }.joined(separator: ", "))]\n")]
        },
        Shape(name: "fakes with an extension each, one test file", command: ["lint"], size: 2_000) { count in
            [("Sources/App/Services.swift", (0..<count).map { "protocol Service\($0) { func load() async throws -> [String]; func reset() }\n" }.joined()),
             ("Tests/AppTests/Fakes.swift", (0..<count).map {
                "final class FakeService\($0): Service\($0) { func load() async throws -> [String] { [] } }\nextension FakeService\($0) { func reset() {} }\n"
             }.joined())]
        },
        Shape(name: "view models, one file", command: ["lint"], size: 2_000) { count in
            [("Sources/App/Many.swift", (0..<count).map {
                "@MainActor\nfinal class S\($0)ViewModel: ObservableObject {\n    enum Action { case go }\n    @Published private(set) var x = 0\n    func send(_ action: Action) {\n        switch action {\n        case .go: x = 1\n        }\n    }\n}\n"
            }.joined())]
        },
        Shape(name: "extensions of views declared elsewhere, one file", command: ["lint"], size: 4_000) { count in
            [("Sources/App/Extensions.swift", (0..<count).map { "extension Screen\($0 % 10)View {\n    func tap\($0)() { viewModel.send(.go) }\n}\n" }.joined()),
             ("Sources/App/Views.swift", "import SwiftUI\n" + (0..<10).map {
                "struct Screen\($0)View: View { @ObservedObject var viewModel: Screen\($0)ViewModel; var body: some View { Text(\"\") } }\n@MainActor final class Screen\($0)ViewModel: ObservableObject { enum Action { case go }; func send(_ action: Action) {} }\n"
             }.joined())]
        },
        Shape(name: "actions, outputs, dependencies and helpers of one view model, with a test each", command: ["lint"], size: 1_000) { count in
            var text = "@MainActor\nfinal class BigViewModel: ObservableObject {\n    enum Action { \((0..<count).map { "case a\($0)" }.joined(separator: ", ")) }\n"
            text += (0..<count).map { "    @Published private(set) var o\($0) = 0\n" }.joined()
            text += (0..<count).map { "    private let d\($0): Service\($0)\n" }.joined()
            text += "    init(\((0..<count).map { "d\($0): Service\($0)" }.joined(separator: ", "))) {\n\((0..<count).map { "        self.d\($0) = d\($0)\n" }.joined())    }\n"
            text += "    func send(_ action: Action) {\n        switch action {\n\((0..<count).map { "        case .a\($0): o\($0) = 1\n" }.joined())        }\n    }\n"
            text += (0..<count).map { "    private func helper\($0)() { send(.a\($0)) }\n" }.joined() + "}\n" + (0..<count).map { "struct Service\($0) {}\n" }.joined()
            let tests = "import XCTest\n@MainActor final class BigViewModelTests: XCTestCase {\n" + (0..<count).map {
                "    func testA\($0)() { let vm = makeSUT(); vm.send(.a\($0)); XCTAssertEqual(vm.o\($0), 1) }\n"
            }.joined() + "}\n"
            return [("Sources/App/BigViewModel.swift", text), ("Tests/AppTests/BigViewModelTests.swift", tests)]
        },
        // `lsp`: the median keystroke (a space typed in the middle of the document, sent as
        // an incremental change) with the document open in the editor: the file linted
        // again, what other files can see of it compared, its diagnostics written.
        Shape(name: "keystrokes in one document of view models (`lsp`, median keystroke)", command: ["lsp"], size: 500) { count in
            [("Sources/App/Many.swift", (0..<count).map {
                "@MainActor\nfinal class S\($0)ViewModel: ObservableObject {\n    enum Action { case go }\n    @Published private(set) var x = 0\n    func send(_ action: Action) {\n        switch action {\n        case .go: x = 1\n        }\n    }\n}\n"
            }.joined())]
        },
        Shape(name: "routes of one router (`map`)", command: ["map"], size: 2_000) { count in
            var text = "import SwiftUI\n@MainActor\nfinal class AppRouter: ObservableObject {\n    enum Route: Hashable { \((0..<count).map { "case r\($0)" }.joined(separator: ", ")) }\n"
            text += "    @Published private(set) var path: [Route] = []\n    func handle(_ action: AppViewModel.ResponderAction) {\n        switch action {\n"
            text += (0..<count).map { "        case .go\($0): path.append(.r\($0))\n" }.joined() + "        }\n    }\n}\n"
            text += "@MainActor\nfinal class AppViewModel: ObservableObject {\n    enum ResponderAction { \((0..<count).map { "case go\($0)" }.joined(separator: ", ")) }\n}\n"
            return [("Sources/App/AppRouter.swift", text)]
        },
    ]

    /// Writes each shape at its size and at four times it, runs the command on each, and
    /// prints the medians and their ratio, then a Markdown table.
    func measure() throws {
        var rows: [String] = []
        for shape in Self.all {
            var medians: [Measured] = []
            for size in [shape.size, shape.size * 4] {
                let root = scratch.appendingPathComponent("shape-\(rows.count)-\(size)")
                try? FileManager.default.removeItem(at: root)
                try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
                for file in shape.files(size) {
                    let url = root.appendingPathComponent(file.path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(file.text.utf8).write(to: url)
                }
                if shape.command == ["lsp"], let document = shape.files(size).first {
                    let typed = try languageServerTyping(binary: binary, root: root, path: root.appendingPathComponent(document.path).path, rounds: rounds, clock: clock)
                    medians.append(Measured(wall: typed, cpu: typed))
                } else {
                    medians.append(median(measureRuns([binary] + shape.command, in: root, rounds: rounds, clock: clock, accepting: [0, 1])))
                }
                try? FileManager.default.removeItem(at: root)
            }
            let ratio = medians[1].wall / medians[0].wall
            let row = String(format: "| %@ | %d | %.1f ms | %.1f ms | %.1fx |", shape.name, shape.size, medians[0].wall * 1000, medians[1].wall * 1000, ratio)
            print("  \(row)")
            rows.append(row)
        }
        print("\n| shape | size | at the size | at 4x the size | ratio (linear: about 4x) |")
        print("|---|---|---|---|---|")
        for row in rows { print(row) }
    }
}
