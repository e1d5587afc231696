import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// A Language Server Protocol server (3.17) over a byte stream, for live diagnostics in
/// editors: findings as diagnostics on open, change and save, the same fixes as
/// `scaffold lint --fix` as code actions, and the repository (its test index included) kept
/// in memory and current as buffers and files change. Messages are handled one at a time,
/// in order.
public final class LanguageServer {
    /// An open document.
    private struct Document {
        var uri: String
        var version: Int?
        /// The buffer's text, as the client last sent it.
        var text: [UInt8]
    }

    /// JSON-RPC error codes the server answers with.
    enum ErrorCode {
        /// The message is not JSON.
        static let parseError = -32700
        /// The JSON is not a request.
        static let invalidRequest = -32600
        /// The server does not handle the method.
        static let methodNotFound = -32601
        /// The parameters lack what the method needs.
        static let invalidParams = -32602
        /// A request came before `initialize`.
        static let serverNotInitialized = -32002
    }

    private let console: Console
    private let send: (String) -> Void
    private var workspace: LintWorkspace?
    /// Writes the tests `untested_*` findings ask for, as `lint --fix` does.
    private var testWriter: ScreenTestWriter?
    private var documents: [String: Document] = [:]
    /// The diagnostics last published for each open file, so that a change republishes
    /// only the files whose findings it changed.
    private var published: [String: [JSONValue]] = [:]
    /// What other files can see of each open file (`LintWorkspace.outline`) as of its last
    /// change, so that a keystroke parses the file for it once, not twice.
    private var outlines: [String: [UInt8]] = [:]
    /// The missing tests worked out since the client last told of a change: any
    /// notification about a document or the workspace drops them (a test is written from
    /// the buffers, their versions and the screen's spec on disk).
    private var missingTests = MissingTestsKnown()

    /// What `missingTests` holds.
    private struct MissingTestsKnown {
        /// The action for each finding asked about (by `LintSession.key`; nil: none can be written).
        var actions: [String: JSONValue?] = [:]
        /// The repository as the writer read it for them: walked once, each screen read once.
        var reading: ScreenTestWriter.Reading?
    }
    /// Whether positions count UTF-8 bytes (negotiated) rather than UTF-16 code units.
    private var utf8Positions = false
    private var shutdownRequested = false
    private var nextRequestID = 1
    /// The exit code, once the client said `exit`.
    private(set) var exitCode: Int32?

    /// A server that writes framed messages with `send`.
    public init(console: Console, send: @escaping (String) -> Void) {
        self.console = console
        self.send = send
    }

    // MARK: - Transport

    /// Reads framed messages (`Content-Length: N`, a blank line, N bytes of JSON) from
    /// `read` until `exit` or the end of input, handling each; returns the exit code: 0 after
    /// `shutdown` (then `exit`, or the end of input: the client has nothing left to ask), 1
    /// for `exit` without `shutdown` (as the protocol says), for the input ending before
    /// `shutdown`, and for a stream that breaks the framing.
    public func serve(read: () throws -> [UInt8]) throws -> Int32 {
        var framer = MessageFramer()
        while exitCode == nil {
            let chunk = try read()
            if chunk.isEmpty { break }
            framer.append(chunk)
            while exitCode == nil, let next = framer.next() {
                switch next {
                case .message(let body): receive(body)
                case .malformed(let reason):
                    console.err("scaffold lsp: \(reason); stopping")
                    return 1
                }
            }
        }
        return exitCode ?? (shutdownRequested ? 0 : 1)
    }

    /// Writes one message.
    private func write(_ message: JSONValue) {
        let body = message.serialized(pretty: false)
        send("Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
    }

    private func respond(_ id: JSONValue, result: JSONValue) {
        write(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    private func respond(_ id: JSONValue, error code: Int, _ message: String) {
        write(.object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object([("code", .number(code)), ("message", .string(message))]))]))
    }

    private func notify(_ method: String, _ params: JSONValue) {
        write(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    private func request(_ method: String, _ params: JSONValue) {
        write(.object([("jsonrpc", .string("2.0")), ("id", .number(nextRequestID)), ("method", .string(method)), ("params", params)]))
        nextRequestID += 1
    }

    // MARK: - Dispatch

    /// Handles one message's JSON.
    func receive(_ body: [UInt8]) {
        let message: Node
        do {
            message = try JSONReader.read(String(decoding: body, as: UTF8.self), file: "message")
        } catch {
            return respond(.null, error: ErrorCode.parseError, "the message is not JSON: \(error)")
        }
        guard case .mapping = message.value else {
            return respond(.null, error: ErrorCode.invalidRequest, "a message is a JSON object")
        }
        // `"id": null` is no request id: such a message is treated as a notification.
        let id = message["id"].flatMap { node -> JSONValue? in
            if case .null = node.value { return nil }
            return Self.id(node)
        }
        guard let method = message["method"]?.scalar else {
            return  // A response to one of the server's requests (client/registerCapability).
        }
        let params = message["params"]
        guard let id else { return notification(method, params) }
        if workspace == nil, method != "initialize" {
            return respond(id, error: ErrorCode.serverNotInitialized, "initialize first")
        }
        if shutdownRequested {
            return respond(id, error: ErrorCode.invalidRequest, "the server is shutting down; only exit is expected")
        }
        switch method {
        case "initialize":
            // The protocol allows one; a second would read another folder as the repository.
            if let root = workspace?.session.root {
                return respond(id, error: ErrorCode.invalidRequest, "initialize was already received; this server keeps serving \(root) (start another server for another folder)")
            }
            respond(id, result: initialize(params))
        case "shutdown":
            shutdownRequested = true
            respond(id, result: .null)
        case "textDocument/codeAction":
            guard let params, let uri = params["textDocument"]?["uri"]?.scalar else {
                return respond(id, error: ErrorCode.invalidParams, "textDocument/codeAction needs textDocument.uri")
            }
            respond(id, result: codeActions(uri: uri, params: params))
        default:
            respond(id, error: ErrorCode.methodNotFound, "scaffold lsp does not handle \(method)")
        }
    }

    private func notification(_ method: String, _ params: Node?) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        if method == "initialized", workspace != nil { return watchFiles() }
        if method.hasPrefix("textDocument/") || method.hasPrefix("workspace/") { missingTests = MissingTestsKnown() }
        guard workspace != nil, let params else { return }
        let document = params["textDocument"]
        let uri = document?["uri"]?.scalar
        switch method {
        case "textDocument/didOpen":
            guard let uri, let text = document?["text"]?.scalar, let path = Self.path(uri) else { return }
            documents[path] = Document(uri: uri, version: document?["version"]?.scalar.flatMap { Int($0) }, text: Array(text.utf8))
            changed(path)
        case "textDocument/didChange":
            guard let uri, let path = Self.path(uri), documents[path] != nil else { return }
            documents[path]?.version = document?["version"]?.scalar.flatMap { Int($0) }
            guard case .sequence(let changes)? = params["contentChanges"]?.value else { return }
            // The server asks for whole texts; a client that sends ranges anyway is followed.
            for change in changes {
                guard let text = change["text"]?.scalar, var buffer = documents[path]?.text else { continue }
                if let range = change["range"] {
                    let source = SourceFile(path: path, bytes: buffer)
                    let start = offset(range["start"], in: source), end = offset(range["end"], in: source)
                    buffer.replaceSubrange(min(start, end)..<max(start, end), with: Array(text.utf8))
                } else {
                    buffer = Array(text.utf8)
                }
                documents[path]?.text = buffer
            }
            changed(path)
        case "textDocument/didSave":
            guard let uri, let path = Self.path(uri), documents[path] != nil else { return }
            if let text = params["text"]?.scalar { documents[path]?.text = Array(text.utf8) }
            changed(path)
        case "textDocument/didClose":
            guard let uri, let path = Self.path(uri) else { return }
            documents[path] = nil
            published[path] = nil
            outlines[path] = nil
            workspace?.closeBuffer(path)
            // A closed file's findings are the lint's business, not the editor's.
            notify("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
            publishAll()
        case "workspace/didChangeWatchedFiles":
            guard case .sequence(let changes)? = params["changes"]?.value else { return }
            let paths = changes.compactMap { $0["uri"]?.scalar.flatMap(Self.path) }
            if paths.contains(where: { ($0 as NSString).lastPathComponent == ".scaffold.yml" }) {
                // New settings: read the repository again with them.
                if let root = workspace?.session.root { open(root: root) }
                // The buffers stand for their files again, unsaved edits and all.
                for (path, document) in documents where isInRepository(path) { workspace?.setBuffer(path, bytes: document.text) }
                return publishAll()
            }
            workspace?.reload(paths)
            publishAll()
        default:
            break
        }
    }

    // MARK: - Lifecycle

    private func initialize(_ params: Node?) -> JSONValue {
        let rootURI = params?["rootUri"]?.scalar ?? params?["workspaceFolders"]?.first?["uri"]?.scalar
        let root = rootURI.flatMap(Self.path) ?? params?["rootPath"]?.scalar ?? console.workingDirectory
        if case .sequence(let encodings)? = params?["capabilities"]?["general"]?["positionEncodings"]?.value {
            utf8Positions = encodings.contains { $0.scalar == "utf-8" }
        }
        watchingSupported = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.scalar == "true"
        versionedEdits = params?["capabilities"]?["workspace"]?["workspaceEdit"]?["documentChanges"]?.scalar == "true"
        open(root: root)
        return .object([
            ("capabilities", .object([
                ("positionEncoding", .string(utf8Positions ? "utf-8" : "utf-16")),
                ("textDocumentSync", .object([
                    ("openClose", .bool(true)),
                    ("change", .number(1)),
                    ("save", .object([("includeText", .bool(false))])),
                ])),
                ("codeActionProvider", .object([
                    ("codeActionKinds", .array([.string("quickfix"), .string(Self.fixAllKind)])),
                ])),
            ])),
            ("serverInfo", .object([("name", .string("scaffold")), ("version", .string(ScaffoldVersion.current))])),
        ])
    }

    private var watchingSupported = false
    /// Whether the client takes `documentChanges`: edits that name the version of the
    /// document they were computed from, which the client refuses once it is stale.
    private var versionedEdits = false

    /// Reads the repository at `root` with its config (the defaults, and a message, when
    /// the config cannot be read).
    private func open(root: String) {
        let config: ScaffoldConfig
        do {
            // The editor's folder is the repository, whatever folder the server started in.
            // Named as the command line names it from the editor's folder: `.scaffold.yml:2:1: error: …`.
            let folder = (root as NSString).standardizingPath
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            config = try ScaffoldConfig.find(from: root).map {
                try ScaffoldConfig.load(path: $0, displayPath: $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0)
            } ?? ScaffoldConfig(root: root)
        } catch {
            let problems = (error as? DiagnosticError)?.diagnostics.map(\.xcodeDescription).joined(separator: "\n") ?? "error: \(error)"
            notify("window/showMessage", .object([("type", .number(1)),
                                                  ("message", .string("scaffold: .scaffold.yml cannot be used, so the defaults apply until it is fixed:\n\(problems)"))]))
            config = ScaffoldConfig(root: root)
        }
        workspace = LintWorkspace(root: config.root, config: config.lint)
        missingTests = MissingTestsKnown()
        // Templates that cannot be used (one that leads out of the repository, say) leave
        // the missing-test actions out, and say why.
        do {
            testWriter = ScreenTestWriter(config: config, templates: try config.loadTemplates())
        } catch {
            testWriter = nil
            let reason = (error as? DiagnosticError)?.diagnostics.map(\.xcodeDescription).joined(separator: "; ") ?? (error as? InputError)?.message ?? "\(error)"
            notify("window/showMessage", .object([("type", .number(2)), ("message", .string("scaffold: the templates cannot be used, so no missing test is written: \(reason)"))]))
        }
    }

    /// Asks the client to report changes to Swift files, the config and the screens' specs
    /// on disk (a test written by another tool, a `git checkout`, samples added to a spec
    /// for a missing test), when it can.
    private func watchFiles() {
        guard watchingSupported else { return }
        // Swift files and the config; and deletions of anything, for a folder deleted or
        // renamed (editors report it once, as the folder).
        let watchers = JSONValue.array(["**/*.swift", "**/.scaffold.yml", "**/*.screen.{yml,yaml,json}"].map { .object([("globPattern", .string($0))]) }
            + [.object([("globPattern", .string("**/*")), ("kind", .number(4))])])
        request("client/registerCapability", .object([("registrations", .array([.object([
            ("id", .string("scaffold-watch")),
            ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", watchers)])),
        ])]))]))
    }

    // MARK: - Diagnostics

    private func changed(_ path: String) {
        guard let workspace, let text = documents[path]?.text, isInRepository(path) else { return publish(path) }
        let before = outlines[path] ?? workspace.outline(path)
        workspace.setBuffer(path, bytes: text)
        let after = workspace.outline(path)
        outlines[path] = after
        // A test's change can change what other open files owe, and a change to a
        // declaration what the files that use it owe (inherited isolation, holders): then
        // every open file is linted again, and those whose findings changed are published.
        // An edit inside a body changes only its own file's findings.
        if workspace.affectsOtherFiles(path) || after != before {
            publishAll(always: path)
        } else {
            publish(path)
        }
    }

    /// Whether `path` is inside the repository the server reads (a file opened from
    /// elsewhere, a dependency's, is not linted with this repository's config and tests).
    private func isInRepository(_ path: String) -> Bool {
        guard let root = workspace?.session.root else { return false }
        return path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Lints every open file again and publishes those whose findings changed since they
    /// were last published (and `always`, whose text changed).
    private func publishAll(always: String? = nil) {
        for path in documents.keys.sorted() { publish(path, onlyIfChanged: path != always) }
    }

    private func publish(_ path: String, onlyIfChanged: Bool = false) {
        guard let document = documents[path] else { return }
        let found = diagnostics(path: path)
        if onlyIfChanged, published[path] == found { return }
        published[path] = found
        var params: [(String, JSONValue)] = [("uri", .string(document.uri))]
        if let version = document.version { params.append(("version", .number(version))) }
        params.append(("diagnostics", .array(found)))
        notify("textDocument/publishDiagnostics", .object(params))
    }

    private func diagnostics(path: String) -> [JSONValue] {
        guard isInRepository(path), let workspace, let source = workspace.source(path), let findings = workspace.findings(for: path) else { return [] }
        return findings.map { diagnostic($0, in: source) }
    }

    private func diagnostic(_ finding: LintFinding, in source: SourceFile) -> JSONValue {
        let diagnostic = finding.diagnostic
        return .object([
            ("range", range(of: finding, in: source)),
            ("severity", .number(diagnostic.severity == .error ? 1 : 2)),
            ("code", .string(finding.rule)),
            ("source", .string("scaffold")),
            ("message", .string(diagnostic.message)),
        ])
    }

    /// A finding's range: its own end when it has one, else its token.
    private func range(of finding: LintFinding, in source: SourceFile) -> JSONValue {
        let start = offset(line: finding.diagnostic.location.line, column: finding.diagnostic.location.column, in: source)
        var end = start
        if let last = finding.diagnostic.end {
            end = offset(line: last.line, column: last.column, in: source)
        } else if source.tokens.indices.contains(finding.token), Int(source.tokens[finding.token].start) == start {
            end = source.tokens[finding.token].end
        }
        return range(start..<max(start, end), in: source)
    }

    // MARK: - Code actions

    /// The code action kind of "every fix of the file".
    static let fixAllKind = "source.fixAll.scaffold"

    private func codeActions(uri: String, params: Node) -> JSONValue {
        guard let workspace, let path = Self.path(uri), let source = workspace.source(path), let findings = workspace.findings(for: path) else {
            return .array([])
        }
        var only: [String]?
        if case .sequence(let kinds)? = params["context"]?["only"]?.value { only = kinds.compactMap(\.scalar) }
        func wanted(_ kind: String) -> Bool {
            only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        let fixes = workspace.fixes(for: path, findings: findings)
        let lines = lineRange(params["range"])
        var actions: [JSONValue] = []
        if wanted("quickfix") {
            // The missing tests worked out since the last change: an editor asks for the
            // actions of the cursor's line each time it moves, and writing a test reads
            // the screen's files and finds its tests.
            for finding in findings {
                guard lines.map({ $0.contains(finding.diagnostic.location.line) }) ?? true else { continue }
                let key = LintSession.key(finding)
                let missing = missingTests.actions[key] ?? missingTest(finding, in: source)
                missingTests.actions[key] = .some(missing)
                if let action = missing {
                    actions.append(action)
                    continue
                }
                guard let edits = fixes.edits[LintSession.key(finding)] else { continue }
                actions.append(.object([
                    ("title", .string("scaffold: \(Self.suggestion(finding.diagnostic.message))")),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([diagnostic(finding, in: source)])),
                    ("isPreferred", .bool(true)),
                    ("edit", workspaceEdit([(path, uri, edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { textEdit($0, in: source) })])),
                ]))
            }
        }
        if let all = fixes.all, wanted(Self.fixAllKind) {
            actions.append(.object([
                ("title", .string("scaffold: fix every fixable finding in this file (as `scaffold lint --fix`)")),
                ("kind", .string(Self.fixAllKind)),
                ("edit", workspaceEdit([(path, uri, [textEdit(Self.difference(source.bytes, all), in: source)])])),
            ]))
        }
        return .array(actions)
    }

    /// The test an `untested_*` finding asks for, written into its test file (or a new
    /// one) as `scaffold lint --fix` writes it.
    private func missingTest(_ finding: LintFinding, in source: SourceFile) -> JSONValue? {
        guard MissingTests.rules.contains(finding.rule), let workspace, let testWriter else { return nil }
        // Kept only when the client reports changes on disk (a screen's spec is read from
        // there); otherwise read again for each finding, as a finding asked about for the
        // first time should see the spec as it is now.
        let reading = missingTests.reading ?? testWriter.reading(workspace.sources)
        if watchingSupported { missingTests.reading = reading }
        let written = testWriter.tests(for: [finding], in: reading)
        guard !written.files.isEmpty else { return nil }
        var changes: [(path: String, uri: String, edits: [JSONValue])] = []
        var names: [String] = []
        for (path, bytes) in written.files {
            let uri = documents[path]?.uri ?? URL(fileURLWithPath: path).absoluteString
            names.append((path as NSString).lastPathComponent)
            if let original = workspace.source(path) {
                changes.append((path, uri, [textEdit(Self.difference(original.bytes, bytes), in: original)]))
            } else {
                // A new test file: created, then filled (no version: it is open nowhere).
                return .object([
                    ("title", .string("scaffold: write the missing test in \(names.joined(separator: ", "))")),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([diagnostic(finding, in: source)])),
                    ("edit", .object([("documentChanges", .array([
                        .object([("kind", .string("create")), ("uri", .string(uri)), ("options", .object([("ignoreIfExists", .bool(true))]))]),
                        .object([("textDocument", .object([("uri", .string(uri)), ("version", .null)])),
                                 ("edits", .array([.object([("range", .object([("start", .object([("line", .number(0)), ("character", .number(0))])),
                                                                                  ("end", .object([("line", .number(0)), ("character", .number(0))]))])),
                                                            ("newText", .string(String(decoding: bytes, as: UTF8.self)))])]))]),
                    ]))])),
                ])
            }
        }
        return .object([
            ("title", .string("scaffold: write the missing test in \(names.joined(separator: ", "))")),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([diagnostic(finding, in: source)])),
            ("edit", workspaceEdit(changes)),
        ])
    }

    /// What a finding's message says to do: the part after its last ": ", capitalised.
    static func suggestion(_ message: String) -> String {
        guard let colon = message.range(of: ": ", options: .backwards) else { return message }
        let advice = message[colon.upperBound...]
        return advice.prefix(1).uppercased() + advice.dropFirst()
    }

    /// One edit that turns `old` into `new`: the bytes between their common prefix and suffix.
    static func difference(_ old: [UInt8], _ new: [UInt8]) -> SourceEdit {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        // Never inside a character: back to the start of the one the prefix ends in.
        while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        return SourceEdit(range: prefix..<(old.count - suffix), bytes: Array(new[prefix..<(new.count - suffix)]))
    }

    /// Edits of files, each computed from the text the server holds for it. For a client
    /// that takes them, versioned `documentChanges`: the version of the open buffer (null for
    /// a file read from disk), so that the editor refuses an edit once its buffer changed
    /// (applied twice, a "fix all" would insert its text again, mid-declaration); else `changes`.
    private func workspaceEdit(_ files: [(path: String, uri: String, edits: [JSONValue])]) -> JSONValue {
        guard versionedEdits else { return .object([("changes", .object(files.map { ($0.uri, .array($0.edits)) }))]) }
        return .object([("documentChanges", .array(files.map { file in
            .object([("textDocument", .object([("uri", .string(file.uri)), ("version", documents[file.path]?.version.map { .number($0) } ?? .null)])),
                     ("edits", .array(file.edits))])
        }))])
    }

    private func textEdit(_ edit: SourceEdit, in source: SourceFile) -> JSONValue {
        .object([("range", range(edit.range, in: source)), ("newText", .string(String(decoding: edit.bytes, as: UTF8.self)))])
    }

    /// The 1-based lines a request's range covers.
    private func lineRange(_ node: Node?) -> ClosedRange<Int>? {
        guard let start = node?["start"]?["line"]?.scalar.flatMap({ Int($0) }), let end = node?["end"]?["line"]?.scalar.flatMap({ Int($0) }) else { return nil }
        return (start + 1)...max(start + 1, end + 1)
    }

    // MARK: - Positions

    private func offset(line: Int, column: Int, in source: SourceFile) -> Int {
        guard line >= 1, line <= source.lineStarts.count else { return source.bytes.count }
        return min(source.bytes.count, source.lineStarts[line - 1] + max(0, column - 1))
    }

    /// The byte offset of an LSP position (clamped to its line and the file).
    private func offset(_ position: Node?, in source: SourceFile) -> Int {
        let line = position?["line"]?.scalar.flatMap { Int($0) } ?? 0
        let character = max(0, position?["character"]?.scalar.flatMap { Int($0) } ?? 0)
        guard line >= 0, line < source.lineStarts.count else { return source.bytes.count }
        let start = source.lineStarts[line]
        let end = line + 1 < source.lineStarts.count ? source.lineStarts[line + 1] : source.bytes.count
        if utf8Positions { return min(start + character, end) }
        var units = 0
        var offset = start
        for scalar in String(decoding: source.bytes[start..<end], as: UTF8.self).unicodeScalars {
            guard units < character else { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return min(offset, end)
    }

    private func range(_ bytes: Range<Int>, in source: SourceFile) -> JSONValue {
        .object([("start", position(bytes.lowerBound, in: source)), ("end", position(bytes.upperBound, in: source))])
    }

    /// A byte offset as an LSP position: 0-based line, and characters in the negotiated
    /// encoding (UTF-16 code units unless the client offered UTF-8).
    private func position(_ offset: Int, in source: SourceFile) -> JSONValue {
        let clamped = min(max(0, offset), source.bytes.count)
        let line = source.lineIndex(of: clamped)
        let start = source.lineStarts[line]
        let character = utf8Positions ? clamped - start : String(decoding: source.bytes[start..<clamped], as: UTF8.self).utf16.count
        return .object([("line", .number(line)), ("character", .number(character))])
    }

    // MARK: - Helpers

    /// A request id as it came: a number or a string.
    private static func id(_ node: Node) -> JSONValue {
        guard let text = node.scalar else { return .null }
        if !node.isQuoted, let number = Int(text) { return .number(number) }
        return .string(text)
    }

    /// The path of a `file:` URI, or nil for any other scheme.
    static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return (url.path as NSString).standardizingPath
    }
}

extension Node {
    /// The value of `key` in a mapping, or nil.
    subscript(key: String) -> Node? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The first item of a sequence, or nil.
    var first: Node? {
        guard case .sequence(let items) = value else { return nil }
        return items.first
    }
}
