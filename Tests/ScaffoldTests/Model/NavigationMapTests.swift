import Foundation
import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldCLI

/// `scaffold map`: the graph read from small hand-written apps, its Mermaid, DOT and HTML,
/// the problems it reports with their locations, the command's options, and the fixture
/// app's golden maps.
final class NavigationMapTests: XCTestCase {
    let folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    /// A root App, a hand-written root router with tabs, a list screen whose router holds a
    /// detail (pushed with `path.append`) and opens settings from a destination function in
    /// an extension, an unreached screen, an empty case, and two cases passed up.
    static let app: [(String, String)] = [
        ("Main.swift", """
        @main
        struct NotesApp: App {
            @State private var root = RootRouter()
            var body: some Scene { WindowGroup { RootView(router: root) } }
        }
        """),
        ("RootRouter.swift", """
        @Observable @MainActor
        final class RootRouter {
            enum Tab { case notes, search }
            var notesRouter = NotesRouter()
            let searchRouter: SearchRouter
            init() { searchRouter = SearchRouter() }
        }
        """),
        ("Notes.swift", """
        final class NotesViewModel {
            enum ResponderAction { case open(Note.ID), showSettings, logOut }
        }
        final class NotesRouter {
            enum Route: Hashable { case detail(Note.ID), settings, trash }
            var path: [Route] = []
            var presented: Route?
            var detailRouter: NoteRouter?
            func handle(_ action: NotesViewModel.ResponderAction) {
                switch action {
                case .open(let id): path.append(.detail(id))
                case .showSettings: self.presented = .settings
                case .logOut:
                    // TODO: log out
                    break
                }
            }
            func handle(_ action: NoteViewModel.ResponderAction) {
                switch action {
                case .close: path.removeLast()
                case .share: break
                }
            }
        }
        extension NotesRouter {
            func view(for route: Route) -> some View {
                switch route {
                case .detail(let id): NoteView(viewModel: NoteViewModel(id: id))
                case .settings: SettingsView(viewModel: SettingsViewModel())
                case .trash: Text("Trash")
                }
            }
        }
        """),
        ("Note.swift", """
        final class NoteViewModel {
            enum ResponderAction { case close, share }
        }
        final class NoteRouter {
            weak var parent: NotesRouter?
            func handle(_ action: NoteViewModel.ResponderAction) {
                switch action {
                case .close: parent?.send(.close)
                case .share: parent?.send(.share)
                }
            }
        }
        """),
        ("Settings.swift", "final class SettingsViewModel {}\n"),
        ("Search.swift", "final class SearchViewModel {}\nfinal class SearchRouter {}\n"),
        ("Orphan.swift", "final class OrphanViewModel {\n    enum ResponderAction { case done }\n}\n"),
    ]

    static func read(_ sources: [(String, String)]) -> NavigationMap {
        let trees = sources.map { SyntaxTree(SourceFile(path: $0.0, text: $0.1)) }
        return NavigationMap.read(trees, conventions: Conventions())
    }

    /// `from -> to: label (kind)` for each edge, by node id.
    static func edges(_ map: NavigationMap) -> [String] {
        map.edges.map { "\(map.nodes[$0.from].id) -> \(map.nodes[$0.to].id): \($0.label) (\($0.kind.rawValue))" }
    }

    func testTheGraphOfAHandWrittenApp() {
        let map = Self.read(Self.app)
        XCTAssertEqual(map.nodes.map(\.id), ["NotesApp", "Root", "Notes", "Search", "Note", "Settings", "Notes.trash", "Orphan"])
        XCTAssertEqual(map.nodes.map(\.kind), [.app, .router, .screen, .screen, .screen, .screen, .route, .screen])
        XCTAssertEqual(Self.edges(map), [
            "NotesApp -> Root: root (root)",
            "Root -> Notes: notes (tab)",
            "Root -> Search: search (tab)",
            "Notes -> Note: detail (push)",
            "Notes -> Settings: settings (present)",
            "Notes -> Notes.trash: trash (route)",
        ])
        XCTAssertEqual(map.roots, [0])
        XCTAssertEqual(map.nodes.filter { !$0.isReached }.map(\.id), ["Orphan"])
        // Locations: the view model's name, the router's, the property, the destination's case.
        XCTAssertEqual(map.nodes[2].location, SourceLocation(file: "Notes.swift", line: 1, column: 13))
        XCTAssertEqual(map.nodes[2].router, SourceLocation(file: "Notes.swift", line: 4, column: 13))
        XCTAssertEqual(map.edges[3].location, SourceLocation(file: "Notes.swift", line: 8, column: 9))
        XCTAssertEqual(map.edges[4].location, SourceLocation(file: "Notes.swift", line: 29, column: 9))
    }

    /// The architecture document's own pattern (issue 29): a parent view model builds its
    /// children's view models, keeps them in its `State`, and handles their responder actions
    /// in the closure it gives each; no router anywhere. Each child is reached, and each
    /// action the closure switches over is handled (the author's app had 16 false problems).
    func testAParentViewModelThatNavigatesThroughItsStateIsReadAsNavigation() {
        let map = Self.read([
            ("App.swift", "import SwiftUI\n\n@main\nstruct Sample: App {\n    var body: some Scene {\n        WindowGroup { RootView(viewModel: RootViewModel()) }\n    }\n}\n"),
            ("Root.swift", """
            final class RootViewModel: ObservableObject {
                enum Action { case options, home }
                enum State { case idle, options(OptionsViewModel), home(HomeViewModel) }
                @Published private(set) var state: State = .idle
                func send(_ action: Action) {
                    switch action {
                    case .options:
                        state = .options(OptionsViewModel(responder: .init { action in
                            switch action {
                            case .signIn: self.send(.home)
                            case .signUp: self.send(.home)
                            }
                        }))
                    case .home:
                        state = .home(HomeViewModel(responder: .init { action in
                            switch action {
                            case .logout: self.send(.options)
                            }
                        }))
                    }
                }
            }
            struct RootView: View {
                @StateObject var viewModel: RootViewModel
                var body: some View { Text("") }
            }
            """),
            ("Options.swift", "final class OptionsViewModel: ObservableObject {\n    enum ResponderAction { case signIn, signUp }\n    init(responder: Responder<ResponderAction>) {}\n}\n"),
            ("Home.swift", "final class HomeViewModel: ObservableObject {\n    enum ResponderAction { case logout, help }\n    init(responder: Responder<ResponderAction>) {}\n}\n"),
        ])
        XCTAssertEqual(Self.edges(map), ["Sample -> Root:  (root)", "Root -> Options:  (holds)", "Root -> Home:  (holds)"])
        // `help` is in no closure's switch: still reported; the rest are handled.
        XCTAssertEqual(map.problems.map(\.message), ["responder action 'help' of HomeViewModel is not handled: no router has `func handle(_ action: HomeViewModel.ResponderAction)`"])
    }

    func testProblemsAreTheUnreachedScreensAndTheUnhandledResponderActions() {
        let map = Self.read(Self.app)
        XCTAssertEqual(map.problems.map(\.xcodeDescription), [
            "Note.swift:2:40: warning: responder action 'share' of NoteViewModel is passed up (parent.send(.share)) but no router that holds NoteRouter handles it: give one `func handle(_ action: NoteViewModel.ResponderAction)` with a case for .share",
            "Notes.swift:2:62: warning: responder action 'logOut' of NotesViewModel is not handled: its case in NotesRouter.handle(_:) (Notes.swift:13) does nothing (empty, `break` or a TODO)",
            "Orphan.swift:1:13: warning: screen 'Orphan' is not reached: no route from NotesApp leads to it",
            "Orphan.swift:2:33: warning: responder action 'done' of OrphanViewModel is not handled: no router has `func handle(_ action: OrphanViewModel.ResponderAction)`",
        ])
    }

    func testACasePassedUpIsHandledByARouterFurtherUp() {
        var sources = Self.app
        // The detail's router is held one level further down: List -> Notes -> Note.
        sources.append(("List.swift", """
        final class ListViewModel {}
        final class ListRouter {
            let notesRouter: NotesRouter
            func handle(_ action: NoteViewModel.ResponderAction) {
                switch action {
                case .share: present(.sharing)
                default: break
                }
            }
        }
        """))
        let map = Self.read(sources)
        XCTAssertFalse(map.problems.contains { $0.message.contains("'share'") }, map.problems.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(map.problems.contains { $0.message.contains("'logOut'") })
    }

    func testWithoutAnAppScreensNothingHoldsAreReportedUnlessThereIsOnlyOne() {
        let two = Self.read([("A.swift", "final class AViewModel {}\nfinal class ARouter { var bRouter: BRouter? }\n"),
                             ("B.swift", "final class BViewModel {}\nfinal class BRouter {}\nfinal class CViewModel {}\n")])
        XCTAssertEqual(two.roots.map { two.nodes[$0].id }, ["A", "C"])
        XCTAssertEqual(two.problems.map(\.xcodeDescription), [
            "A.swift:1:13: warning: screen 'A' is not reached: no router holds it (no stored property of another router has its router's type) and there is no @main App to start from",
            "B.swift:3:13: warning: screen 'C' is not reached: no router holds it (no stored property of another router has its router's type) and there is no @main App to start from",
        ])
        let one = Self.read([("A.swift", "final class AViewModel {}\nfinal class ARouter {}\n")])
        XCTAssertEqual(one.problems.count, 0)
    }

    func testMermaidAndDOT() {
        let map = Self.read(Array(Self.app.prefix(4)))
        XCTAssertEqual(MapRenderer.mermaid(map), """
        flowchart TD
            NotesApp[["NotesApp"]]
            Root{{"Root"}}
            Notes["Notes"]
            Note["Note"]
            Notes_settings(["settings"])
            Notes_trash(["trash"])
            NotesApp -->|"root"| Root
            Root ==>|"notes (tab)"| Notes
            Notes -->|"detail (push)"| Note
            Notes -.->|"settings (present)"| Notes_settings
            Notes -->|"trash"| Notes_trash
            classDef route stroke-dasharray:4 3,color:#666
            class Notes_settings,Notes_trash route
            %% Note.swift:2:40: warning: responder action 'share' of NoteViewModel is passed up (parent.send(.share)) but no router that holds NoteRouter handles it: give one `func handle(_ action: NoteViewModel.ResponderAction)` with a case for .share
            %% Notes.swift:2:62: warning: responder action 'logOut' of NotesViewModel is not handled: its case in NotesRouter.handle(_:) (Notes.swift:13) does nothing (empty, `break` or a TODO)

        """)
        let dot = MapRenderer.dot(map, name: "NotesApp")
        XCTAssertTrue(dot.hasPrefix("digraph \"NotesApp\" {\n    rankdir=TB;\n"), dot)
        XCTAssertTrue(dot.contains("    \"Notes\" [label=\"Notes\", tooltip=\"Notes.swift:1\", URL=\"Notes.swift#L1\"];\n"), dot)
        XCTAssertTrue(dot.contains("    \"Notes.trash\" [label=\"trash\", style=\"rounded,dashed\", color=\"#999999\", fontcolor=\"#666666\", tooltip=\"Notes.swift:5\", URL=\"Notes.swift#L5\"];\n"), dot)
        XCTAssertTrue(dot.contains("    \"Notes\" -> \"Note\" [label=\"detail (push)\"];\n"), dot)
        XCTAssertTrue(dot.contains("    \"Notes\" -> \"Notes.settings\" [label=\"settings (present)\", style=dashed, style=dashed];\n"), dot)
        XCTAssertTrue(dot.contains("    \"Root\" -> \"Notes\" [label=\"notes (tab)\", penwidth=2];\n"), dot)
        XCTAssertTrue(dot.hasSuffix("}\n"))
    }

    func testTheHTMLIsOneFileWithALinkToEachScreensLine() {
        let map = Self.read(Self.app)
        let html = MapRenderer.html(map, title: "Notes <app>", root: "/repo/my app")
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("http://") && html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"))
        XCTAssertFalse(html.contains("https://"))
        XCTAssertTrue(html.contains("<title>Notes &lt;app&gt;: the app's map</title>"))
        XCTAssertTrue(html.contains("href=\"file:///repo/my%20app/Notes.swift#L1\""), html)
        XCTAssertTrue(html.contains("<code>Notes.swift:1</code>"))
        XCTAssertTrue(html.contains("<code>Orphan.swift:1:13</code></a> screen &apos;Orphan&apos; is not reached"))
        for node in map.nodes { XCTAssertTrue(html.contains(">\(node.name)</text>"), node.name) }
    }

    func testTypeNames() {
        XCTAssertEqual(NavigationMap.typeName("ProductDetailRouter?"), "ProductDetailRouter")
        XCTAssertEqual(NavigationMap.typeName("[Feature.ProductDetailRouter]"), "ProductDetailRouter")
        XCTAssertEqual(NavigationMap.typeName("ProductDetailRouter(parent: self)"), "ProductDetailRouter")
        XCTAssertEqual(NavigationMap.typeName("Optional<LoginRouter>"), "LoginRouter")
        XCTAssertNil(NavigationMap.typeName("nil"))
        XCTAssertNil(NavigationMap.typeName("[]"))
    }

    /// The byte reading of ASCII types gives what the reading by characters gives, for
    /// every text made of the parts types are written with (optionals, arrays, generics,
    /// modules, calls, `any` and `some`, spaces and line ends), and non-ASCII text is read
    /// by characters.
    func testTypeNamesReadAsBytesEqualTheReadingByCharacters() {
        let parts = ["any ", "some ", "[", "]", "Optional<", ">", "<", "(", ")", ".", "?", "!", " ", "\t", "\n", "\r\n", "\r",
                     "Feature", "Router", "router", "_", "1", "é", "e\u{301}", "Ünit"]
        var random = SeededRandom(state: 30)
        var compared = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined()
            XCTAssertEqual(NavigationMap.typeName(text), NavigationMap.typeNameByCharacters(text), text.debugDescription)
            compared += 1
        }
        for text in ["  LoginRouter?  ", "some Feature.Router", "any [Optional<Feature.LoginRouter>]?", "Router(parent: self)!", "Optional<>", "[Router", "Router]", "\tRouter\r\n"] {
            XCTAssertEqual(NavigationMap.typeName(text), NavigationMap.typeNameByCharacters(text), text.debugDescription)
        }
        XCTAssertEqual(compared, 20_000)
    }

    /// A screen's name taken from a type's by bytes (a plain ASCII name and suffix) gives
    /// what the reading by characters gives, for 20,000 names made of suffixes, accents
    /// (precomposed and combining), a carriage return before a line feed and the Kelvin
    /// sign (which equals `K` as a character but not as bytes).
    func testSuffixesDroppedAsBytesEqualTheReadingByCharacters() {
        let parts = ["Login", "View", "Model", "ViewModel", "Router", "K", "\u{212A}", "é", "e", "\u{301}", "\r", "\n", "Store"]
        let suffixTables = [["ViewModel", "Model", "Store"], ["Router", "Coordinator"], ["\nRouter", "\u{301}View", "\u{212A}", "é"]]
        var random = SeededRandom(state: 32)
        var dropped = 0
        for _ in 0..<20_000 {
            let name = (0..<Int.random(in: 0...4, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined()
            for suffixes in suffixTables {
                let expected = suffixes.firstIndex { name.hasSuffix($0) && name.count > $0.count }
                XCTAssertEqual(MapReader.suffixIndex(of: name, among: suffixes), expected, "\(name.debugDescription) among \(suffixes)")
                if let expected {
                    XCTAssertEqual(MapReader.dropping(suffixes[expected], from: name), String(name.dropLast(suffixes[expected].count)), name.debugDescription)
                    dropped += 1
                }
            }
        }
        XCTAssertGreaterThan(dropped, 5_000, "the names drop their suffixes often enough to compare")
        XCTAssertEqual(MapReader.suffixIndex(of: "Ca\u{212A}", among: ["K"]), 0, "the Kelvin sign ends with K as a character")
        XCTAssertNil(MapReader.suffixIndex(of: "Router", among: ["Router"]), "a name that is only its suffix keeps it")
    }

    /// The map's labels escaped by bytes (an ASCII text without a carriage return) give
    /// what the reading by characters gives, for 20,000 texts made of quotes, backslashes,
    /// line ends (`\r\n` is one character), accents after a quote and names.
    func testLabelsEscapedAsBytesEqualTheReadingByCharacters() {
        let parts = ["\"", "\\", "\n", "\r\n", "\r", "\"\u{301}", "é", "e\u{301}", "Login", " ", "#", ";", "日本"]
        let replacements: [[Character: String]] = [["\"": "#quot;"], ["\n": " "], ["\\": "\\\\", "\"": "\\\""], ["\r\n": "⏎"]]
        var random = SeededRandom(state: 31)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined()
            for table in replacements {
                XCTAssertEqual(MapRenderer.replacing(text, table), MapRenderer.replacingCharacters(text, table), "\(text.debugDescription) with \(table)")
            }
        }
        XCTAssertEqual(MapRenderer.replacing("say \"hi\"\\", ["\\": "\\\\", "\"": "\\\""]), "say \\\"hi\\\"\\\\")
        // Every ASCII byte between two names, with the tables above and one that replaces it.
        for byte in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(byte))
            let text = "Login\(character)View"
            for table in replacements + [[character: "<\(byte)>"]] {
                XCTAssertEqual(MapRenderer.replacing(text, table), MapRenderer.replacingCharacters(text, table), "byte \(byte) with \(table)")
            }
        }
        // A character that equals a key as Unicode compares them, in other bytes: the Kelvin
        // sign is a `K`, and the Greek question mark a `;`.
        XCTAssertEqual(MapRenderer.replacing("\u{212A}elvin", ["K": "k"]), "kelvin")
        XCTAssertEqual(MapRenderer.replacing("a\u{037E} b", [";": ","]), "a, b")
    }

    /// Mermaid ids made by bytes from an ASCII id give what the reading by characters
    /// gives: every byte alone and after a letter, `end` in any case, and 20,000 ids made of
    /// letters, digits, punctuation, spaces, `\r\n` and names that are not ASCII.
    func testMermaidIDsByBytesEqualTheReadingByCharacters() {
        for byte in UInt8(0)..<128 {
            let text = String(decoding: [byte], as: UTF8.self)
            XCTAssertEqual(MapRenderer.mermaidID(text), MapRenderer.mermaidIDByCharacters(text), text.debugDescription)
            XCTAssertEqual(MapRenderer.mermaidID("a" + text), MapRenderer.mermaidIDByCharacters("a" + text), text.debugDescription)
        }
        for text in ["end", "End", "END", "ends", "", "1Login", "Login", "Feature.Login", "n_1"] {
            XCTAssertEqual(MapRenderer.mermaidID(text), MapRenderer.mermaidIDByCharacters(text), text.debugDescription)
        }
        let parts = ["a", "Z", "end", "E", "n", "d", "0", "9", "_", " ", ".", "-", "\r\n", "\r", "é", "e\u{301}", "日本", "\u{660}"]
        var random = SeededRandom(state: 33)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...5, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined()
            XCTAssertEqual(MapRenderer.mermaidID(text), MapRenderer.mermaidIDByCharacters(text), text.debugDescription)
        }
        XCTAssertEqual(MapRenderer.mermaidID("End"), "n_End")
        XCTAssertEqual(MapRenderer.mermaidID("Feature.Login"), "Feature_Login")
    }

    /// Names read as identifiers by their bytes when ASCII, as by their scalars' properties.
    func testASCIINamesAreIdentifiersAsTheirScalarsSay() {
        for byte in UInt8(0)..<128 {
            let name = String(decoding: [byte], as: UTF8.self)
            XCTAssertEqual(SwiftName.isIdentifier(name), SwiftName.isIdentifierByScalars(name), name.debugDescription)
            XCTAssertEqual(SwiftName.isIdentifier("a" + name), SwiftName.isIdentifierByScalars("a" + name), name.debugDescription)
        }
        let parts = ["a", "Z", "_", "0", "9", " ", ".", "-", "é", "\u{660}", "$", "`"]
        var random = SeededRandom(state: 32)
        for _ in 0..<20_000 {
            let name = (0..<Int.random(in: 0...5, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined()
            XCTAssertEqual(SwiftName.isIdentifier(name), SwiftName.isIdentifierByScalars(name), name.debugDescription)
        }
        XCTAssertFalse(SwiftName.isIdentifier(""))
        XCTAssertTrue(SwiftName.isIdentifier("_login2"))
        XCTAssertFalse(SwiftName.isIdentifier("2login"))
    }

    // MARK: - The command

    func write(_ sources: [(String, String)]) {
        for (path, text) in sources {
            let url = folder.url.appendingPathComponent("Sources/" + path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func testTheCommandPrintsTheMapAndTheProblemsAndStrictFails() {
        write(Self.app)
        let result = runCLI(["map"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("flowchart TD\n"))
        XCTAssertTrue(result.err.contains("Sources/Orphan.swift:1:13: warning: screen 'Orphan' is not reached"), result.err)
        XCTAssertTrue(result.err.hasSuffix("Mapped 6 screens and routers from 7 files: 6 routes, 4 problems.\n"), result.err)
        XCTAssertEqual(runCLI(["map", "--strict"], in: folder.url.path).code, 1)
        let dot = runCLI(["map", "--format", "dot", "Sources/Notes.swift", "Sources/Note.swift"], in: folder.url.path)
        XCTAssertEqual(dot.code, 0)
        XCTAssertTrue(dot.out.contains("\"Notes\" -> \"Note\" [label=\"detail (push)\"];"), dot.out)
    }

    /// Two view models of one screen's name (`FolderViewModel` and `FolderModel`, with
    /// `Model` a suffix too, as in pocket-casts-ios): the screen is the one whose suffix the
    /// conventions list first, in every run. Which one it was followed the order a
    /// dictionary held them in, which changes from process to process: the map of
    /// pocket-casts-ios differed between two runs.
    func testTwoTypesOfOneScreensNameGiveItToTheFirstSuffix() throws {
        try "lint:\n  viewModelSuffixes: [ViewModel, Model]\n".write(to: folder.url.appendingPathComponent(".scaffold.yml"), atomically: true, encoding: .utf8)
        write([("Watch/FolderViewModel.swift", "import SwiftUI\n@MainActor final class FolderViewModel: ObservableObject {}\n"),
               ("Phone/FolderModel.swift", "import SwiftUI\n@MainActor final class FolderModel: ObservableObject {}\n"),
               ("HomeViewModel.swift", "import SwiftUI\n@MainActor final class HomeViewModel: ObservableObject {}\n")])
        let result = runCLI(["map"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("Sources/Watch/FolderViewModel.swift:2:24: warning: screen 'Folder' is not reached"), result.err)
        XCTAssertFalse(result.err.contains("FolderModel.swift"), result.err)
        let reader = MapReader(conventions: Conventions())
        XCTAssertEqual(reader.ranked(["AViewModel", "FolderModel", "FolderViewModel", "Other"], suffixes: ["ViewModel", "Model"]),
                       ["AViewModel", "FolderViewModel", "FolderModel", "Other"])
        XCTAssertEqual(reader.ranked(["AModel", "BViewModel", "Model", "ViewModel", "ZViewModel"], suffixes: ["ViewModel", "Model"]),
                       ["BViewModel", "ZViewModel", "AModel", "ViewModel", "Model"], "a name that is only a suffix has no suffix: it ranks after those that have one")
    }

    func testOutputGoesThroughTheSafeWriter() {
        write(Self.app)
        let path = folder.url.appendingPathComponent("map.html").path
        let first = runCLI(["map", "--format", "html", "--output", "map.html"], in: folder.url.path)
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertEqual(first.out, "created map.html\n")
        XCTAssertTrue(((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").contains("<svg"))
        try? "mine".write(toFile: path, atomically: true, encoding: .utf8)
        let refused = runCLI(["map", "--format", "html", "--output", "map.html"], in: folder.url.path)
        XCTAssertEqual(refused.code, 2)
        XCTAssertEqual(try? String(contentsOfFile: path, encoding: .utf8), "mine")
        XCTAssertEqual(runCLI(["map", "--format", "html", "--output", "map.html", "--force"], in: folder.url.path).code, 0)
        XCTAssertNotEqual(try? String(contentsOfFile: path, encoding: .utf8), "mine")
    }

    func testBadArgumentsWriteNothing() {
        write(Self.app)
        let format = runCLI(["map", "--format", "svg", "--output", "out.txt"], in: folder.url.path)
        XCTAssertEqual(format.code, 2)
        XCTAssertTrue(format.err.contains("error: 'svg' is not a valid --format"), format.err)
        let missing = runCLI(["map", "Nowhere", "--output", "out.txt"], in: folder.url.path)
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.err.contains("Nowhere: it does not exist"), missing.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.txt").path))
    }

    // MARK: - The fixture app

    func testTheFixtureAppsMapsAreGolden() {
        let app = RepositoryPaths.url("Fixtures/map/Shop")
        for (format, name) in [("mermaid", "map.mmd"), ("dot", "map.dot")] {
            let result = runCLI(["map", "--format", format, "Sources"], in: app.path)
            XCTAssertEqual(result.code, 0, result.err)
            Golden.assertEqual(result.out, golden: app.appendingPathComponent(name))
        }
        let strict = runCLI(["map", "--strict", "Sources"], in: app.path)
        XCTAssertEqual(strict.code, 1)
        XCTAssertEqual(strict.err, """
        Sources/OrderHistory/OrderHistoryViewModel.swift:5:13: warning: screen 'OrderHistory' is not reached: no route from ShopApp leads to it
        Sources/ProductDetail/ProductDetailViewModel.swift:13:14: warning: responder action 'share' of ProductDetailViewModel is not handled: its case in ProductDetailRouter.handle(_:) (Sources/ProductDetail/ProductDetailRouter.swift:27) does nothing (empty, `break` or a TODO)
        Mapped 9 screens and routers from 18 files: 9 routes, 2 problems.

        """)
    }

    // MARK: - Robustness

    /// Every Swift file of the fixtures (broken and odd code included) and deep nesting:
    /// the map is read without a crash.
    func testAnyInputIsReadWithoutACrash() {
        let fixtures = RepositoryPaths.url("Fixtures")
        let trees = filesBelow(fixtures).filter { $0.hasSuffix(".swift") }.compactMap { path -> SyntaxTree? in
            guard let data = FileManager.default.contents(atPath: fixtures.appendingPathComponent(path).path) else { return nil }
            return SyntaxTree(SourceFile(path: path, bytes: Array(data)))
        }
        XCTAssertGreaterThan(trees.count, 100)
        let map = NavigationMap.read(trees, conventions: Conventions())
        XCTAssertGreaterThan(map.nodes.count, 10)
        _ = MapRenderer.html(map, title: "all", root: "/")
        var deep = "final class DeepRouter {\n"
        for index in 0..<2000 { deep += "struct S\(index) {\n" }
        deep += String(repeating: "}\n", count: 2000) + "func handle(_ action: DeepViewModel.ResponderAction) { switch action { case .a(((((: break } }\n"
        let odd = [("Deep.swift", deep), ("Broken.swift", "final class XRouter { var yRouter: YRouter?? = nil; enum Route { case"),
                   ("Loop.swift", "final class YViewModel {}\nfinal class YRouter { var xRouter: XRouter! }\n")]
        let oddMap = Self.read(odd)
        XCTAssertEqual(Set(oddMap.nodes.map(\.id)).isSuperset(of: ["X", "Y"]), true)
        _ = MapRenderer.mermaid(oddMap) + MapRenderer.dot(oddMap) + MapRenderer.html(oddMap, title: "odd", root: "/")
    }
}
