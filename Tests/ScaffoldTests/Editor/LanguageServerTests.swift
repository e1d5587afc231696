import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldLint
@testable import ScaffoldModel
@testable import ScaffoldWorkspace
@testable import ScaffoldLanguageServer
@testable import ScaffoldCLI
@testable import ScaffoldSyntax

/// `scaffold lsp`, driven as an editor's client drives it: framed JSON-RPC messages in,
/// framed messages out (responses and `publishDiagnostics` notifications).
final class LanguageServerTests: XCTestCase {
    static let viewModel = """
    @MainActor
    final class CartViewModel: ObservableObject {
        enum Action { case retry, clear }
        func send(_ action: Action) {}
        @Published var count = 0
    }

    """

    // MARK: - A client

    /// A conversation: the messages a client sends, in order.
    struct Client {
        var root: URL
        var messages: [[String: Any]] = []
        var nextID = 1

        func uri(_ relative: String) -> String { root.appendingPathComponent(relative).absoluteString }

        @discardableResult
        mutating func request(_ method: String, _ params: [String: Any]? = nil) -> Int {
            var message: [String: Any] = ["jsonrpc": "2.0", "id": nextID, "method": method]
            if let params { message["params"] = params }
            messages.append(message)
            nextID += 1
            return nextID - 1
        }

        mutating func notify(_ method: String, _ params: [String: Any] = [:]) {
            messages.append(["jsonrpc": "2.0", "method": method, "params": params])
        }

        /// `documentChanges`: whether the client takes versioned edits (most editors do).
        mutating func initialize(encodings: [String] = ["utf-16"], documentChanges: Bool = true) {
            request("initialize", ["processId": NSNull(), "rootUri": root.absoluteString,
                                   "capabilities": ["general": ["positionEncodings": encodings],
                                                    "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true],
                                                                  "workspaceEdit": ["documentChanges": documentChanges]]]])
            notify("initialized")
        }

        mutating func open(_ relative: String, _ text: String, version: Int = 1) {
            notify("textDocument/didOpen", ["textDocument": ["uri": uri(relative), "languageId": "swift", "version": version, "text": text]])
        }

        mutating func change(_ relative: String, _ text: String, version: Int) {
            notify("textDocument/didChange", ["textDocument": ["uri": uri(relative), "version": version], "contentChanges": [["text": text]]])
        }

        mutating func finish() {
            request("shutdown")
            notify("exit")
        }

        /// The stream a client writes: each message framed with its length in bytes.
        var bytes: String {
            messages.map { message in
                let body = String(decoding: (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
                return "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
            }.joined()
        }
    }

    /// What the server wrote: its messages, in order, and its exit code.
    struct Conversation {
        var messages: [[String: Any]]
        var code: Int32
        var err: String

        func response(_ id: Int) -> [String: Any]? {
            messages.first { ($0["id"] as? Int) == id && $0["method"] == nil }
        }

        /// Each `publishDiagnostics` for `uri`, in order: its diagnostics.
        func published(_ uri: String) -> [[[String: Any]]] {
            messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
                .compactMap { $0["params"] as? [String: Any] }
                .filter { $0["uri"] as? String == uri }
                .compactMap { $0["diagnostics"] as? [[String: Any]] }
        }
    }

    /// Runs `scaffold lsp` in-process on the client's stream and splits what it wrote.
    func converse(_ client: Client, raw: String? = nil) throws -> Conversation {
        let result = runCLI(["lsp", "--stdio"], in: client.root.path, input: raw ?? client.bytes)
        return Conversation(messages: try Self.frames(result.out), code: result.code, err: result.err)
    }

    /// Runs `scaffold lsp` in-process on a stream that arrives in parts; `before` each part
    /// runs when the server asks for it (after it handled every earlier message): a change
    /// on disk in the middle of a session.
    func converse(root: URL, directory: String? = nil, parts: [(before: () throws -> Void, bytes: String)]) throws -> Conversation {
        final class State: @unchecked Sendable {
            var out = "", err = "", next = 0
        }
        let state = State()
        let console = Console(workingDirectory: directory ?? root.path, out: { state.out += $0 }, err: { state.err += $0 }, input: {
            guard state.next < parts.count else { return [] }
            defer { state.next += 1 }
            try parts[state.next].before()
            return Array(parts[state.next].bytes.utf8)
        })
        let code = CLI.run(["lsp"], console: console)
        return Conversation(messages: try Self.frames(state.out), code: code, err: state.err)
    }

    static func frames(_ output: String) throws -> [[String: Any]] {
        var rest = Array(output.utf8)[...]
        var messages: [[String: Any]] = []
        while !rest.isEmpty {
            let text = String(decoding: rest, as: UTF8.self)
            guard let header = text.range(of: "\r\n\r\n") else { XCTFail("a message without a header: \(text.prefix(100))"); break }
            let headerText = String(text[..<header.lowerBound])
            XCTAssertTrue(headerText.hasPrefix("Content-Length: "), headerText)
            let length = try XCTUnwrap(Int(headerText.dropFirst("Content-Length: ".count)))
            let bodyStart = rest.startIndex + text[..<header.upperBound].utf8.count
            let body = rest[bodyStart..<(bodyStart + length)]
            messages.append(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]))
            rest = rest[(bodyStart + length)...]
        }
        return messages
    }

    func makeRepository() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/CartViewModel.swift", Self.viewModel)
        try folder.write("AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\n")
        return folder
    }

    /// A diagnostic's rule, and its range as `line:character-line:character`.
    static func summary(_ diagnostic: [String: Any]) -> String {
        let range = diagnostic["range"] as? [String: [String: Int]] ?? [:]
        let place = { (key: String) in "\(range[key]?["line"] ?? -1):\(range[key]?["character"] ?? -1)" }
        return "\(diagnostic["code"] as? String ?? "?") \(place("start"))-\(place("end"))"
    }

    /// A code action's versioned edits (`documentChanges`), by URI: the version each names
    /// (a number, or NSNull for null) and its edits.
    static func documentChanges(_ action: [String: Any]?) -> [String: (version: Any?, edits: [[String: Any]])] {
        var result: [String: (version: Any?, edits: [[String: Any]])] = [:]
        for change in (action?["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]] ?? [] {
            guard let document = change["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                  let edits = change["edits"] as? [[String: Any]] else { continue }
            result[uri] = (document["version"], edits)
        }
        return result
    }

    static func apply(_ edits: [[String: Any]], to text: String, utf16: Bool = true) -> String {
        var lines = text.components(separatedBy: "\n")
        // Back to front, so that earlier positions stay right.
        let sorted = edits.sorted {
            let a = ($0["range"] as? [String: [String: Int]])?["start"] ?? [:], b = ($1["range"] as? [String: [String: Int]])?["start"] ?? [:]
            return (a["line"] ?? 0, a["character"] ?? 0) > (b["line"] ?? 0, b["character"] ?? 0)
        }
        for edit in sorted {
            let range = edit["range"] as? [String: [String: Int]] ?? [:]
            let (startLine, startCharacter) = (range["start"]?["line"] ?? 0, range["start"]?["character"] ?? 0)
            let (endLine, endCharacter) = (range["end"]?["line"] ?? 0, range["end"]?["character"] ?? 0)
            let whole = lines.joined(separator: "\n")
            func index(_ line: Int, _ character: Int) -> String.Index {
                let lineStart = lines[..<line].reduce(0) { $0 + $1.utf16.count + 1 }
                return String.Index(utf16Offset: lineStart + character, in: whole)
            }
            var changed = whole
            changed.replaceSubrange(index(startLine, startCharacter)..<index(endLine, endCharacter), with: edit["newText"] as? String ?? "")
            lines = changed.components(separatedBy: "\n")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Tests

    /// initialize, didOpen, didChange, codeAction, didSave, shutdown, exit: the findings
    /// follow the buffer, positions are UTF-16 as the protocol's default, and the code
    /// actions make exactly the edit `scaffold lint --fix` makes.
    func testAnEditorSeesFindingsAsItTypesAndFixesThem() throws {
        let folder = try makeRepository()
        var client = Client(root: folder.url)
        client.initialize()
        client.open("App/CartViewModel.swift", Self.viewModel)
        // An emoji before the finding: two UTF-16 code units, four UTF-8 bytes.
        let edited = Self.viewModel.replacingOccurrences(of: "    @Published var count", with: "    /* 🛒 */ @Published var count")
            .replacingOccurrences(of: "case retry, clear", with: "case retry")
        client.change("App/CartViewModel.swift", edited, version: 2)
        let actions = client.request("textDocument/codeAction", [
            "textDocument": ["uri": client.uri("App/CartViewModel.swift")],
            "range": ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 0]],
            "context": ["diagnostics": []],
        ])
        client.notify("textDocument/didSave", ["textDocument": ["uri": client.uri("App/CartViewModel.swift")]])
        client.finish()
        let conversation = try converse(client)
        XCTAssertEqual(conversation.code, 0, conversation.err)

        let capabilities = try XCTUnwrap((conversation.response(1)?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16")
        XCTAssertEqual((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int, 1)
        XCTAssertNotNil(capabilities["codeActionProvider"])
        // The server asks to hear about files changing on disk.
        XCTAssertTrue(conversation.messages.contains { $0["method"] as? String == "client/registerCapability" })

        let published = conversation.published(client.uri("App/CartViewModel.swift"))
        XCTAssertEqual(published.count, 3, "on open, change and save")
        XCTAssertEqual(published[0].map(Self.summary), ["untested_action 2:30-2:35", "vm_output_private_set 4:19-4:24"])
        XCTAssertEqual(published[0].first?["severity"] as? Int, 1)
        XCTAssertEqual(published[0].first?["source"] as? String, "scaffold")
        XCTAssertEqual(published[0].first?["message"] as? String,
                       "action 'clear' of CartViewModel has no test: write a test that sends it (a test counts when its file names CartViewModel, or a type that holds it)")
        // After the change: `clear` is gone, and `count` moved 9 UTF-16 units right (not 11 bytes).
        XCTAssertEqual(published[1].map(Self.summary), ["vm_output_private_set 4:28-4:33"])
        XCTAssertEqual(published[2].map(Self.summary), published[1].map(Self.summary))

        let offered = try XCTUnwrap(conversation.response(actions)?["result"] as? [[String: Any]])
        XCTAssertEqual(offered.map { $0["kind"] as? String }, ["quickfix", "source.fixAll.scaffold"])
        XCTAssertEqual(offered.first?["title"] as? String, "scaffold: Make it private(set)")
        let edit = try XCTUnwrap(Self.documentChanges(offered.first)[client.uri("App/CartViewModel.swift")])
        XCTAssertEqual(edit.version as? Int, 2, "the version of the buffer the fix was made from")
        let fixedInEditor = Self.apply(edit.edits, to: edited)
        // The same buffer, saved and fixed by the command line.
        try folder.write("App/CartViewModel.swift", edited)
        XCTAssertEqual(runCLI(["lint", "--fix"], in: folder.url.path).code, 0)
        XCTAssertEqual(fixedInEditor, folder.read("App/CartViewModel.swift"))
        let fixAll = try XCTUnwrap(Self.documentChanges(offered.last)[client.uri("App/CartViewModel.swift")])
        XCTAssertEqual(fixAll.version as? Int, 2)
        XCTAssertEqual(Self.apply(fixAll.edits, to: edited), fixedInEditor)
    }

    /// With UTF-8 positions offered, the server takes them: columns count bytes.
    /// A keystroke publishes only what it changed (issue 30): an edit inside a body, the
    /// changed file alone; a change to a declaration, the changed file and each other open
    /// file whose findings changed with it; a test's change, the files it tests.
    func testAChangePublishesOnlyTheFilesWhoseFindingsItChanged() throws {
        let folder = try makeRepository()
        let view = "App/CartView.swift"
        let viewText = "import SwiftUI\n\nstruct CartView: View {\n    @StateObject var viewModel = CartViewModel()\n    var body: some View { Text(\"\\(viewModel.count)\") }\n}\n"
        try folder.write(view, viewText)
        for index in 0..<20 { try folder.write("App/Other\(index).swift", "struct Other\(index) {}\n") }
        var client = Client(root: folder.url)
        client.initialize()
        client.open("App/CartViewModel.swift", Self.viewModel)
        client.open(view, viewText)
        for index in 0..<20 { client.open("App/Other\(index).swift", "struct Other\(index) {}\n") }
        let countAfterOpening = client.messages.count
        // Typing inside a body, ten times: one publish each, of the file typed in.
        for version in 2...11 {
            client.change("App/CartViewModel.swift", Self.viewModel.replacingOccurrences(of: "func send(_ action: Action) {}", with: "func send(_ action: Action) { _ = \(version) }"), version: version)
        }
        // The test file: the view model's untested actions change.
        client.open("AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\n")
        client.change("AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\nfunc testClear() { CartViewModel().send(.clear) }\n", version: 2)
        client.finish()
        XCTAssertGreaterThan(client.messages.count, countAfterOpening)
        let conversation = try converse(client)
        XCTAssertEqual(conversation.code, 0, conversation.err)
        let publishes = conversation.messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .compactMap { ($0["params"] as? [String: Any])?["uri"] as? String }
        // 22 opens (one publish each), 10 keystrokes (one each), the test's open and change
        // (one each, plus the view model, whose untested `clear` is now tested).
        XCTAssertEqual(publishes.filter { $0.hasSuffix("/Other0.swift") }.count, 1, "a file no change reaches is published once, when opened")
        XCTAssertEqual(publishes.filter { $0.hasSuffix("/CartView.swift") }.count, 1)
        XCTAssertEqual(publishes.filter { $0.hasSuffix("/CartViewModel.swift") }.count, 1 + 10 + 1, "\(publishes)")
        XCTAssertEqual(publishes.count, 22 + 10 + 2 + 1, "\(publishes)")
        let last = try XCTUnwrap(conversation.published(client.uri("App/CartViewModel.swift")).last)
        XCTAssertFalse(last.contains { ($0["code"] as? String) == RuleID.untestedAction.rawValue }, "the new test is seen: \(last)")
    }

    func testUTF8PositionsWhenTheClientOffersThem() throws {
        let folder = try makeRepository()
        var client = Client(root: folder.url)
        client.initialize(encodings: ["utf-8", "utf-16"])
        client.open("App/CartViewModel.swift", Self.viewModel.replacingOccurrences(of: "    @Published var count", with: "    /* 🛒 */ @Published var count"))
        client.finish()
        let conversation = try converse(client)
        XCTAssertEqual(((conversation.response(1)?["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-8")
        XCTAssertEqual(conversation.published(client.uri("App/CartViewModel.swift")).first?.map(Self.summary),
                       ["untested_action 2:30-2:35", "vm_output_private_set 4:30-4:35"])
    }

    /// The test index stays warm and current: a test buffer being typed counts at once for
    /// the open view model; closing it brings back the test on disk; a test written on disk
    /// counts when the client reports it.
    func testTheTestIndexFollowsTestBuffersAndFilesOnDisk() throws {
        let folder = try makeRepository()
        let test = "AppTests/CartViewModelTests.swift"
        var client = Client(root: folder.url)
        client.initialize()
        client.open("App/CartViewModel.swift", Self.viewModel)
        client.open(test, "func testRetry() { CartViewModel().send(.retry) }\n")
        client.change(test, "func testRetry() { CartViewModel().send(.retry) }\nfunc testClear() { CartViewModel().send(.clear) }\n", version: 2)
        client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri(test)]])
        let first = client.bytes
        client.messages = []
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("AppTests/ClearTests.swift"), "type": 1]]])
        client.finish()
        let conversation = try converse(root: folder.url, parts: [
            ({}, first),
            ({ try folder.write("AppTests/ClearTests.swift", "func testClear() { CartViewModel().send(.clear) }\n") }, client.bytes),
        ])
        let rules = conversation.published(client.uri("App/CartViewModel.swift")).map { $0.compactMap { $0["code"] as? String } }
        XCTAssertEqual(rules, [
            ["untested_action", "vm_output_private_set"],  // opened (the test buffer opened as it is on disk changes nothing: not published again)
            ["vm_output_private_set"],                     // the test buffer sends .clear
            ["untested_action", "vm_output_private_set"],  // closed unsaved: the disk's test again
            ["vm_output_private_set"],                     // a new test file on disk
        ])
        XCTAssertEqual(conversation.published(client.uri(test)).last?.count, 0, "a closed file's findings are cleared")
    }

    /// An `untested_*` finding's code action writes the test `scaffold lint --fix` writes.
    /// The Login screen with one action's test taken out of its test file (the file, and the
    /// test's name).
    func loginMissingATest() throws -> (folder: TemporaryFolder, file: String, name: String) {
        let name = "testSendingToggleRememberMe_togglesRememberMe_andNothingElse"
        let file = "Tests/Login/LoginViewModelTests.swift"
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Auth\n")
        XCTAssertEqual(runCLI(["screen", "--spec", RepositoryPaths.url("Fixtures/specs/Login.screen.yml").path], in: folder.url.path).code, 0)
        let complete = try XCTUnwrap(folder.read(file))
        try folder.write(file, complete.replacingOccurrences(of: try XCTUnwrap(FixWritesTestsTests.function(name, in: complete)) + "\n", with: ""))
        return (folder, file, name)
    }

    /// The quick fixes the server offers for the whole of `file`, once the client's earlier
    /// messages are handled.
    func quickfixes(for file: String, client: inout Client) throws -> [[String: Any]] {
        let actions = client.request("textDocument/codeAction", [
            "textDocument": ["uri": client.uri(file)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 200, "character": 0]],
            "context": ["diagnostics": [], "only": ["quickfix"]],
        ])
        client.finish()
        return try XCTUnwrap(try converse(client).response(actions)?["result"] as? [[String: Any]])
    }

    func testAMissingTestIsWrittenByACodeAction() throws {
        let (folder, file, _) = try loginMissingATest()
        let viewModel = try XCTUnwrap(folder.read("Sources/Login/LoginViewModel.swift"))
        let tests = try XCTUnwrap(folder.read(file))
        var client = Client(root: folder.url)
        client.initialize()
        client.open("Sources/Login/LoginViewModel.swift", viewModel)
        let offered = try quickfixes(for: "Sources/Login/LoginViewModel.swift", client: &client)
        XCTAssertEqual(offered.map { $0["title"] as? String }, ["scaffold: write the missing test in LoginViewModelTests.swift"])
        let change = try XCTUnwrap(Self.documentChanges(offered.first)[client.uri(file)])
        XCTAssertTrue(change.version is NSNull, "the test file is not open: its edit is made from the file on disk")
        let edited = Self.apply(change.edits, to: tests)
        XCTAssertEqual(runCLI(["lint", "--fix"], in: folder.url.path).code, 0)
        XCTAssertEqual(edited, folder.read(file))
    }

    /// An editor asks for the code actions of the cursor's line each time the cursor moves:
    /// with nothing changed between, the findings and the missing tests are those worked
    /// out for the first request (counted: the work of eight requests is about that of
    /// one), and the same answer; after a change, they are worked out again.
    func testCodeActionsAskedAgainWithNothingChangedAreNotWorkedOutAgain() throws {
        let (folder, file, _) = try loginMissingATest()
        let viewModel = try XCTUnwrap(folder.read("Sources/Login/LoginViewModel.swift"))
        let tests = try XCTUnwrap(folder.read(file))
        func session(requests: Int, changing: Bool = false) throws -> (steps: Int, answers: [[[String: Any]]]) {
            var client = Client(root: folder.url)
            client.initialize()
            client.open("Sources/Login/LoginViewModel.swift", viewModel)
            client.open(file, tests)
            var ids: [Int] = []
            for round in 0..<requests {
                if changing, round == requests - 1 {
                    // The test buffer now sends the action: no missing test to write.
                    client.change(file, tests.replacingOccurrences(of: "final class LoginViewModelTests: XCTestCase {",
                                                                   with: "final class LoginViewModelTests: XCTestCase {\n    func testToggle() { LoginViewModel(service: FakeAuthService()).send(.toggleRememberMe) }"), version: 2)
                }
                ids.append(client.request("textDocument/codeAction", [
                    "textDocument": ["uri": client.uri("Sources/Login/LoginViewModel.swift")],
                    "range": ["start": ["line": 0, "character": 0], "end": ["line": 200, "character": 0]],
                    "context": ["diagnostics": [], "only": ["quickfix"]],
                ]))
            }
            client.finish()
            var conversation: Conversation?
            let steps = try WorkCounter.measure { conversation = try converse(client) }
            let answers = try ids.map { try XCTUnwrap(conversation?.response($0)?["result"] as? [[String: Any]]) }
            return (steps, answers)
        }
        let one = try session(requests: 1), eight = try session(requests: 8)
        XCTAssertEqual(one.answers[0].map { $0["title"] as? String }, ["scaffold: write the missing test in LoginViewModelTests.swift"])
        for answer in eight.answers {
            XCTAssertEqual(try JSONSerialization.data(withJSONObject: answer, options: .sortedKeys), try JSONSerialization.data(withJSONObject: one.answers[0], options: .sortedKeys))
        }
        XCTAssertLessThan(Double(eight.steps), Double(one.steps) * 1.25, "one request: \(one.steps) steps; eight: \(eight.steps)")
        let changed = try session(requests: 3, changing: true)
        XCTAssertEqual(changed.answers[0].count, 1)
        XCTAssertEqual(changed.answers[2].count, 0, "the change is seen: \(changed.answers[2])")
    }

    /// The code actions of a view model with several untested actions read its screen once
    /// for all of them: the repository is walked and the screen located and read once per
    /// change, not once per finding (35 findings of one view model took 0.45 s a change).
    /// Each action is still the test of its own finding, as asked alone.
    func testMissingTestsOfOneScreenReadTheScreenOnce() throws {
        let tests = [
            "testSendingUpdateUsername_setsUsername_andNothingElse", "testSendingToggleRememberMe_togglesRememberMe_andNothingElse",
            "testSendingShowError_setsErrorMessage_andNothingElse", "testSendingRetry_respondsWithCancelOnce_andNothingElse",
        ]
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Auth\n")
        XCTAssertEqual(runCLI(["screen", "--spec", RepositoryPaths.url("Fixtures/specs/Login.screen.yml").path], in: folder.url.path).code, 0)
        let file = "Tests/Login/LoginViewModelTests.swift"
        let complete = try XCTUnwrap(folder.read(file))
        let viewModel = try XCTUnwrap(folder.read("Sources/Login/LoginViewModel.swift"))
        func without(_ names: ArraySlice<String>) throws -> String {
            try names.reduce(complete) { text, name in text.replacingOccurrences(of: try XCTUnwrap(FixWritesTestsTests.function(name, in: complete)) + "\n", with: "") }
        }
        /// The quick fixes of the view model with the tests of `missing` taken out, and the
        /// paths of the repository the server's workspaces handed out or compared.
        func session(missing: ArraySlice<String>) throws -> (paths: Int, actions: [[String: Any]]) {
            var client = Client(root: folder.url)
            client.initialize()
            client.open("Sources/Login/LoginViewModel.swift", viewModel)
            client.open(file, try without(missing))
            let id = client.request("textDocument/codeAction", [
                "textDocument": ["uri": client.uri("Sources/Login/LoginViewModel.swift")],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 200, "character": 0]],
                "context": ["diagnostics": [], "only": ["quickfix"]],
            ])
            client.finish()
            let before = Workspace.pathsLookedAt
            let conversation = try converse(client)
            return (Workspace.pathsLookedAt - before, try XCTUnwrap(conversation.response(id)?["result"] as? [[String: Any]]))
        }
        let one = try session(missing: tests[...].prefix(1)), all = try session(missing: tests[...])
        XCTAssertEqual(one.actions.count, 1)
        XCTAssertEqual(all.actions.count, tests.count, "\(all.actions.map { $0["title"] ?? "" })")
        // Each action writes the one test its finding asks for, as when it is the only one missing.
        for (index, name) in tests.enumerated() {
            let alone = try session(missing: tests[index...].prefix(1)).actions
            let action = try XCTUnwrap(all.actions.first { (($0["diagnostics"] as? [[String: Any]])?.first?["message"] as? String) == (alone.first?["diagnostics"] as? [[String: Any]])?.first?["message"] as? String })
            let edit = try JSONSerialization.data(withJSONObject: action["edit"] ?? [:], options: .sortedKeys)
            XCTAssertEqual(String(decoding: edit, as: UTF8.self).components(separatedBy: "func test").count - 1, 1, name)
            XCTAssertTrue(String(decoding: edit, as: UTF8.self).contains(name), name)
        }
        XCTAssertGreaterThan(one.paths, 0)
        XCTAssertEqual(all.paths, one.paths, "one missing test: \(one.paths) paths; \(tests.count): \(all.paths)")
    }

    /// A missing test is written from the screen's spec too: samples added to the spec on
    /// disk, with no Swift file changed, are seen by the next code actions (the client
    /// reports the spec, which the server asks it to watch), as a fresh server sees them.
    func testASpecChangedOnDiskIsSeenByTheNextCodeActions() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Auth\n")
        XCTAssertEqual(runCLI(["screen", "--spec", RepositoryPaths.url("Fixtures/specs/Login.screen.yml").path], in: folder.url.path).code, 0)
        // The test of `signedIn(User)` taken out, and the router's tests (whose `User` value
        // was the only sample in the code): the test needs a sample from the spec.
        let file = "Tests/Login/LoginViewModelTests.swift"
        let complete = try XCTUnwrap(folder.read(file))
        let removed = try XCTUnwrap(FixWritesTestsTests.function("testSendingSignedIn_respondsWithSuccessOnce_andNothingElse", in: complete))
        try folder.write(file, complete.replacingOccurrences(of: removed + "\n", with: ""))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Tests/Login/LoginRouterTests.swift"))
        let viewModel = try XCTUnwrap(folder.read("Sources/Login/LoginViewModel.swift"))
        func actions(_ client: inout Client) -> Int {
            client.request("textDocument/codeAction", [
                "textDocument": ["uri": client.uri("Sources/Login/LoginViewModel.swift")],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 200, "character": 0]],
                "context": ["diagnostics": [], "only": ["quickfix"]],
            ])
        }
        var client = Client(root: folder.url)
        client.initialize()
        client.open("Sources/Login/LoginViewModel.swift", viewModel)
        let before = actions(&client)
        let first = client.bytes
        client.messages = []
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("Login.screen.yml"), "type": 1]]])
        let after = actions(&client)
        client.finish()
        let spec = try String(contentsOf: RepositoryPaths.url("Fixtures/specs/Login.screen.yml"), encoding: .utf8)
        let conversation = try converse(root: folder.url, parts: [({}, first), ({ try folder.write("Login.screen.yml", spec) }, client.bytes)])
        func titles(_ conversation: Conversation, _ id: Int) -> [String] {
            ((conversation.response(id)?["result"] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String }
        }
        XCTAssertEqual(titles(conversation, before), [], "no sample of User: no test can be written")
        var fresh = Client(root: folder.url)
        fresh.initialize()
        fresh.open("Sources/Login/LoginViewModel.swift", viewModel)
        let id = actions(&fresh)
        fresh.finish()
        let expected = titles(try converse(fresh), id)
        XCTAssertEqual(expected, ["scaffold: write the missing test in LoginViewModelTests.swift"])
        XCTAssertEqual(titles(conversation, after), expected)
        let registration = try XCTUnwrap(conversation.messages.first { $0["method"] as? String == "client/registerCapability" })
        XCTAssertTrue("\(registration)".contains("**/*.screen.{yml,yaml,json}"), "the specs are watched: \(registration)")
    }

    /// The missing-test action made from an open test buffer with an unsaved line keeps
    /// the line (issue 26: the action was built from the file on disk and diffed against
    /// the buffer, so applying it erased what the user had not saved yet).
    func testTheMissingTestActionKeepsAnUnsavedLineOfTheTestBuffer() throws {
        let (folder, file, name) = try loginMissingATest()
        let saved = try XCTUnwrap(folder.read(file))
        let unsaved = saved.replacingOccurrences(of: "final class LoginViewModelTests", with: "// A note the user has not saved yet.\nfinal class LoginViewModelTests")
        XCTAssertNotEqual(unsaved, saved)
        var client = Client(root: folder.url)
        client.initialize()
        client.open(file, unsaved, version: 7)
        client.open("Sources/Login/LoginViewModel.swift", try XCTUnwrap(folder.read("Sources/Login/LoginViewModel.swift")))
        let offered = try quickfixes(for: "Sources/Login/LoginViewModel.swift", client: &client)
        let change = try XCTUnwrap(Self.documentChanges(offered.first)[client.uri(file)])
        XCTAssertEqual(change.version as? Int, 7, "the edit names the buffer it was made from")
        let edited = Self.apply(change.edits, to: unsaved)
        XCTAssertTrue(edited.contains("// A note the user has not saved yet.\n"), "the unsaved line stays:\n\(edited)")
        XCTAssertTrue(edited.contains(name), edited)
        XCTAssertTrue(EditFixtureTests.isInsertionOnly(Data(unsaved.utf8), Data(edited.utf8)), "the edit only inserts into the buffer")
        XCTAssertEqual(folder.read(file), saved, "the server writes nothing")
    }

    /// What a client can get wrong, and the answers the protocol prescribes.
    func testProtocolErrorsAndTheExitCode() throws {
        let folder = try makeRepository()
        var client = Client(root: folder.url)
        client.request("textDocument/codeAction", ["textDocument": ["uri": client.uri("App/CartViewModel.swift")]])
        client.initialize()
        client.request("textDocument/hover", ["textDocument": ["uri": client.uri("App/CartViewModel.swift")]])
        client.request("textDocument/codeAction", [:])
        client.notify("$/cancelRequest", ["id": 99])
        var stream = client.bytes
        stream += "Content-Length: 9\r\n\r\n{\"id\": 1,"
        stream += "Content-Length: 7\r\n\r\n[1,2,3]"
        client.messages = []
        client.notify("exit")
        stream += client.bytes
        let conversation = try converse(client, raw: stream)
        XCTAssertEqual(conversation.code, 1, "exit without shutdown")
        let errors = conversation.messages.compactMap { $0["error"] as? [String: Any] }.map { $0["code"] as? Int }
        XCTAssertEqual(errors, [-32002, -32601, -32602, -32700, -32600])

        // A stream that breaks the framing ends the server, with a message.
        let broken = try converse(client, raw: "Content-Type: text/plain\r\n\r\n{}")
        XCTAssertEqual(broken.code, 1)
        XCTAssertTrue(broken.err.contains("no valid Content-Length"), broken.err)
        // The input ending without exit: code 1; after shutdown: 0.
        var polite = Client(root: folder.url)
        polite.initialize()
        polite.request("shutdown")
        XCTAssertEqual(try converse(polite).code, 0)
    }

    /// The binary itself, over real standard input and output.
    func testTheBinaryServesOverStandardInputAndOutput() throws {
        let folder = try makeRepository()
        var client = Client(root: folder.url)
        client.initialize()
        client.open("App/CartViewModel.swift", Self.viewModel)
        client.finish()
        try folder.write("input.lsp", client.bytes)
        let input = try FileHandle(forReadingFrom: folder.url.appendingPathComponent("input.lsp"))
        defer { try? input.close() }
        let result = ProcessRunner.run(["lsp"], in: folder.url.path, stdin: input)
        XCTAssertEqual(result.code, 0, result.err)
        let messages = try Self.frames(result.out)
        let conversation = Conversation(messages: messages, code: result.code, err: result.err)
        XCTAssertEqual(conversation.published(client.uri("App/CartViewModel.swift")).first?.map(Self.summary),
                       ["untested_action 2:30-2:35", "vm_output_private_set 4:19-4:24"])
    }

    /// From the review: an unsaved buffer survives a config change; a client's ranged
    /// change is applied; a deleted folder's tests stop counting; the editor's folder is the
    /// repository whatever folder the server started in; requests after shutdown and
    /// `"id": null`; a "fix all" edit never splits a character.
    func testBuffersConfigChangesRangesFoldersAndTheRoot() throws {
        let outer = TemporaryFolder()
        // A test beside the project, in the folder the server is started from: not the project's.
        try outer.write("OtherTests/ClearTests.swift", "func testClear() { CartViewModel().send(.clear) }\n")
        let root = outer.url.appendingPathComponent("App")
        try outer.write("App/App/CartViewModel.swift", Self.viewModel)
        try outer.write("App/AppTests/CartViewModelTests.swift", "func testRetry() { CartViewModel().send(.retry) }\n")
        var client = Client(root: root)
        client.initialize()
        let edited = "// one\n// two\n" + Self.viewModel
        client.open("App/CartViewModel.swift", edited)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri(".scaffold.yml"), "type": 1]]])
        // A ranged change: the two comment lines removed.
        client.notify("textDocument/didChange", ["textDocument": ["uri": client.uri("App/CartViewModel.swift"), "version": 2],
                                                  "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 2, "character": 0]], "text": ""]]])
        let first = client.bytes
        client.messages = []
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("AppTests"), "type": 3]]])
        let afterDelete = client.request("shutdown")
        client.request("textDocument/codeAction", ["textDocument": ["uri": client.uri("App/CartViewModel.swift")]])
        client.messages.append(["jsonrpc": "2.0", "id": NSNull(), "method": "shutdown"])
        client.notify("exit")
        let conversation = try converse(root: root, directory: outer.url.path, parts: [
            ({ try outer.write("App/.scaffold.yml", "lint:\n  rules:\n    vm_output_private_set: warning\n") }, first),
            ({ try FileManager.default.removeItem(at: root.appendingPathComponent("AppTests")) }, client.bytes),
        ])
        XCTAssertEqual(conversation.code, 0, conversation.err)
        let published = conversation.published(client.uri("App/CartViewModel.swift")).map { $0.map(Self.summary) }
        XCTAssertEqual(published, [
            ["untested_action 4:30-4:35", "vm_output_private_set 6:19-6:24"],  // opened; the test beside the project does not count
            // (the config read again: the buffer, not the saved file, with the same findings: not published again)
            ["untested_action 2:30-2:35", "vm_output_private_set 4:19-4:24"],  // the ranged change removed two lines
            ["untested_action 2:23-2:28", "untested_action 2:30-2:35", "vm_output_private_set 4:19-4:24"],  // the tests folder deleted
        ])
        XCTAssertEqual(conversation.published(client.uri("App/CartViewModel.swift"))[1].last?["severity"] as? Int, 2, "the new config's severity")
        XCTAssertEqual(conversation.response(afterDelete)?["result"] as? NSNull, NSNull())
        XCTAssertEqual((conversation.response(afterDelete + 1)?["error"] as? [String: Any])?["code"] as? Int, -32600, "a request after shutdown")
        XCTAssertEqual(conversation.messages.filter { $0["id"] is NSNull }.count, 0, "`id: null` is not answered")

        let split = LanguageServer.difference(Array("caf\u{E9}\n".utf8), Array("caf\u{E8}\n".utf8))
        XCTAssertEqual(split.range, 3..<5, "the whole é is replaced, not its second byte")
        XCTAssertEqual(String(decoding: split.bytes, as: UTF8.self), "\u{E8}")
    }

    /// Every edit names the version of the buffer it was made from, so that an editor
    /// refuses a stale one: applied a second time, a "fix all" would insert its text again.
    /// A client without versioned edits gets them as `changes`.
    func testCodeActionsNameTheVersionOfTheBufferTheyWereMadeFrom() throws {
        let folder = try makeRepository()
        let path = "App/CartViewModel.swift"
        let edited = Self.viewModel.replacingOccurrences(of: "case retry, clear", with: "case retry")
        var client = Client(root: folder.url)
        client.initialize()
        client.open(path, Self.viewModel, version: 1)
        client.change(path, edited, version: 5)
        let fixAll = ["textDocument": ["uri": client.uri(path)], "context": ["diagnostics": [], "only": ["source.fixAll"]]] as [String: Any]
        let stale = client.request("textDocument/codeAction", fixAll)
        let quickfix = client.request("textDocument/codeAction", ["textDocument": ["uri": client.uri(path)], "context": ["diagnostics": [], "only": ["quickfix"]]])
        let first = client.bytes
        client.messages = []
        var conversation = try converse(root: folder.url, parts: [({}, first)])
        let offered = try XCTUnwrap(conversation.response(stale)?["result"] as? [[String: Any]])
        let edit = try XCTUnwrap(Self.documentChanges(offered.first)[client.uri(path)])
        XCTAssertEqual(edit.version as? Int, 5)
        XCTAssertNil((offered.first?["edit"] as? [String: Any])?["changes"], "versioned edits only")
        let quickfixes = try XCTUnwrap(conversation.response(quickfix)?["result"] as? [[String: Any]])
        XCTAssertEqual(quickfixes.map { Self.documentChanges($0)[client.uri(path)]?.version as? Int }, [5])

        // The editor applies it: its buffer is version 6, which the stale edit does not name.
        let fixed = Self.apply(edit.edits, to: edited)
        XCTAssertNotEqual(Self.apply(edit.edits, to: fixed), fixed, "applied again, the stale edit would change the file again")
        client.change(path, fixed, version: 6)
        let again = client.request("textDocument/codeAction", fixAll)
        client.finish()
        conversation = try converse(root: folder.url, parts: [({}, first), ({}, client.bytes)])
        XCTAssertEqual((conversation.response(again)?["result"] as? [[String: Any]])?.count, 0, "nothing is left to fix")

        // A client that does not take versioned edits.
        var plain = Client(root: folder.url)
        plain.initialize(documentChanges: false)
        plain.open(path, edited, version: 1)
        let unversioned = plain.request("textDocument/codeAction", fixAll)
        plain.finish()
        let answer = try XCTUnwrap(try converse(plain).response(unversioned)?["result"] as? [[String: Any]])
        let changes = try XCTUnwrap((answer.first?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        XCTAssertEqual(Self.apply(try XCTUnwrap(changes[plain.uri(path)]), to: edited), fixed)
        XCTAssertNil((answer.first?["edit"] as? [String: Any])?["documentChanges"])
    }

    /// The protocol allows one `initialize`: a second one is refused, and the server keeps
    /// the first folder (it does not read another one, `file:///` say, as the repository).
    func testASecondInitializeIsRefusedAndTheFirstRootKept() throws {
        let folder = try makeRepository()
        let other = TemporaryFolder()
        try other.write(".git/HEAD", "ref: refs/heads/main\n")
        try other.write("App/CartViewModel.swift", Self.viewModel)
        var client = Client(root: folder.url)
        client.initialize()
        let second = client.request("initialize", ["processId": NSNull(), "rootUri": other.url.absoluteString, "capabilities": [String: Any]()])
        client.open("App/CartViewModel.swift", Self.viewModel)
        let elsewhere = other.url.appendingPathComponent("App/CartViewModel.swift").absoluteString
        client.notify("textDocument/didOpen", ["textDocument": ["uri": elsewhere, "languageId": "swift", "version": 1, "text": Self.viewModel]])
        client.finish()
        let conversation = try converse(client)
        XCTAssertEqual(conversation.code, 0, conversation.err)
        let error = try XCTUnwrap(conversation.response(second)?["error"] as? [String: Any])
        XCTAssertEqual(error["code"] as? Int, -32600)
        XCTAssertEqual(error["message"] as? String,
                       "initialize was already received; this server keeps serving \(folder.url.path) (start another server for another folder)")
        XCTAssertEqual(conversation.published(client.uri("App/CartViewModel.swift")).last?.map(Self.summary),
                       ["untested_action 2:30-2:35", "vm_output_private_set 4:19-4:24"])
        XCTAssertEqual(conversation.published(elsewhere).last?.count, 0, "the other folder is not the repository")
    }

    /// A `.scaffold.yml` that cannot be used is shown as the command line shows it.
    func testAConfigThatCannotBeUsedIsShownAsTheCommandLineShowsIt() throws {
        // A tab in the indentation; a folder where the file should be.
        for (file, text) in [(".scaffold.yml", "lint:\n\trules:\n"), (".scaffold.yml/unreadable", "a folder, not a file\n")] {
            let folder = try makeRepository()
            try folder.write(file, text)
            var client = Client(root: folder.url)
            client.initialize()
            client.finish()
            let conversation = try converse(client)
            let shown = conversation.messages.filter { $0["method"] as? String == "window/showMessage" }
                .compactMap { ($0["params"] as? [String: Any])?["message"] as? String }
            let command = runCLI(["lint"], in: folder.url.path)
            XCTAssertEqual(command.code, 2)
            XCTAssertTrue(command.err.hasPrefix(".scaffold.yml:"), command.err)
            XCTAssertEqual(shown, ["scaffold: .scaffold.yml cannot be used, so the defaults apply until it is fixed:\n" + command.err.dropLast()])
        }
    }

    /// `scaffold help lsp` says what the server does when its input ends: 0 after shutdown
    /// (with or without `exit`), 1 before it.
    func testTheExitCodesAreTheOnesTheHelpStates() throws {
        let folder = try makeRepository()
        let help = runCLI(["help", "lsp"], in: folder.url.path).out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(help.contains("EXIT CODES: 0 after shutdown, then exit or the end of input (after shutdown the client has nothing left to ask); "
                                    + "1 when the client exits without shutdown, or the input ends before shutdown or breaks the protocol."), help)
        var client = Client(root: folder.url)
        client.initialize()
        let started = client
        client.request("shutdown")
        XCTAssertEqual(try converse(client).code, 0, "shutdown, then the end of input")
        client.notify("exit")
        XCTAssertEqual(try converse(client).code, 0, "shutdown, then exit")
        XCTAssertEqual(try converse(started).code, 1, "the end of input before shutdown")
        var rude = started
        rude.notify("exit")
        XCTAssertEqual(try converse(rude).code, 1, "exit without shutdown")
        XCTAssertEqual(try converse(started, raw: started.bytes + "Content-Length: x\r\n\r\n").code, 1, "a broken frame")
    }
}
