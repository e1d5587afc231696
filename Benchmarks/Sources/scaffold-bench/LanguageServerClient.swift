import Foundation

/// `scaffold lsp` driven as an editor drives it, through its standard input and output.
final class LanguageServerClient {
    private let server = Process()
    private let input = Pipe(), output = Pipe()
    private var pending: [UInt8] = []
    private var nextID = 100

    /// Starts `binary lsp` in `folder`.
    init(binary: String, folder: URL) throws {
        server.executableURL = URL(fileURLWithPath: binary)
        server.arguments = ["lsp"]
        server.currentDirectoryURL = folder
        server.standardInput = input
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
    }

    /// Sends one message (its JSON text).
    func send(_ json: String) {
        input.fileHandleForWriting.write(Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8))
    }

    /// The next message from the server, as a JSON object.
    func next() -> [String: Any] {
        let separator = Array("\r\n\r\n".utf8)
        while true {
            if let end = pending.firstRange(of: separator) {
                let header = String(decoding: pending[..<end.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    line.lowercased().hasPrefix("content-length:") ? Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                if pending.count >= end.upperBound + length {
                    let bytes = pending[end.upperBound..<(end.upperBound + length)]
                    defer { pending.removeSubrange(..<(end.upperBound + length)) }
                    // Diagnostics are read for their `uri` alone, without parsing the rest:
                    // Foundation's parser took longer over a thousand diagnostics than the
                    // server took to lint and write them, and the figure is the server's.
                    if let uri = Self.publishedURI(bytes) {
                        return ["method": "textDocument/publishDiagnostics", "params": ["uri": uri]]
                    }
                    return (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] ?? [:]
                }
            }
            let data = output.fileHandleForReading.availableData
            precondition(!data.isEmpty, "scaffold lsp stopped")
            pending += data
        }
    }

    /// Sends a request the server does not handle and reads every message up to its
    /// answer (the server answers in order, so everything sent before was handled): the
    /// `uri`s of the diagnostics published meanwhile.
    @discardableResult
    func barrier() -> [String] {
        nextID += 1
        let id = nextID
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"scaffold-bench/barrier","params":{}}"#)
        return published(until: id)
    }

    /// Reads messages up to the answer to request `id`: the `uri`s of the diagnostics
    /// published meanwhile.
    func published(until id: Int) -> [String] {
        var uris: [String] = []
        while true {
            let message = next()
            if (message["id"] as? Int) == id, message["method"] == nil { return uris }
            if message["method"] as? String == "textDocument/publishDiagnostics", let uri = (message["params"] as? [String: Any])?["uri"] as? String {
                uris.append(uri)
            }
        }
    }

    /// Shuts the server down; its exit status.
    func close() -> Int32 {
        send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        _ = published(until: 2)
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        server.waitUntilExit()
        return server.terminationStatus
    }

    /// The `uri` of a `publishDiagnostics` notification as the server writes it (its keys
    /// in this order, the uri without escapes), or nil for any other message.
    static func publishedURI(_ bytes: ArraySlice<UInt8>) -> String? {
        let prefix = Array(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":""#.utf8)
        guard bytes.starts(with: prefix) else { return nil }
        let start = bytes.startIndex + prefix.count
        guard let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
              bytes[end] == UInt8(ascii: "\"") else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}

/// What `languageServerKeystrokes` measured.
struct KeystrokeFigures {
    /// From `initialize` sent to its answer (the repository read, its tests indexed).
    var initialize: Double
    /// For each edit, from `didChange` sent to the answer of the request that follows it:
    /// everything the server did for it, its publishes included. Sorted.
    var keystrokes: [Double]
    /// Publishes over all edits.
    var publishes: Int
    /// Open documents.
    var open: Int
    var exitStatus: Int32
}

/// `scaffold lsp` on the repository at `root` with the first `open` of `paths` open in the
/// editor (and the edited file), one edit of a view model per round: a line added at its end.
func languageServerKeystrokes(binary: String, root: URL, paths: [String], open: Int, rounds: Int, clock now: () -> Double) throws -> KeystrokeFigures {
    let client = try LanguageServerClient(binary: binary, folder: root)
    let target = paths.first { $0.hasSuffix("ViewModel.swift") } ?? paths[0]
    let opened = [target] + paths.filter { $0 != target }.prefix(max(open - 1, 0))
    let started = now()
    client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(root.absoluteString)","capabilities":{}}}"#)
    _ = client.published(until: 1)
    let initialize = now() - started
    client.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    var text = ""
    for path in opened {
        let source = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        if path == target { text = source }
        let uri = URL(fileURLWithPath: path).absoluteString
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(LanguageServerClient.quoted(uri)),"languageId":"swift","version":1,"text":\#(LanguageServerClient.quoted(source))}}}"#)
        // Its diagnostics read before the next is sent: a server whose output nobody reads
        // stops reading its input.
        client.barrier()
    }
    let uri = LanguageServerClient.quoted(URL(fileURLWithPath: target).absoluteString)
    var times: [Double] = [], publishes = 0
    for round in 0..<max(rounds, 20) {
        let changed = LanguageServerClient.quoted(text + "// edit \(round)\n")
        let sent = now()
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\#(uri),"version":\#(round + 2)},"contentChanges":[{"text":\#(changed)}]}}"#)
        publishes += client.barrier().count
        times.append(now() - sent)
    }
    let status = client.close()
    return KeystrokeFigures(initialize: initialize, keystrokes: times.sorted(), publishes: publishes, open: opened.count, exitStatus: status)
}

/// `scaffold lsp` on the repository at `root` with `path` open, typed into: a space
/// inserted in its middle line per round (an incremental change, as editors send them),
/// each timed from `didChange` sent to the answer of the request that follows it. The
/// median keystroke, in seconds.
func languageServerTyping(binary: String, root: URL, path: String, rounds: Int, clock now: () -> Double) throws -> Double {
    let client = try LanguageServerClient(binary: binary, folder: root)
    client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(root.absoluteString)","capabilities":{}}}"#)
    _ = client.published(until: 1)
    client.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    let uri = LanguageServerClient.quoted(URL(fileURLWithPath: path).absoluteString)
    client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(uri),"languageId":"swift","version":1,"text":\#(LanguageServerClient.quoted(text))}}}"#)
    client.barrier()
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).count / 2
    var times: [Double] = []
    for round in 0..<max(rounds * 5, 15) {
        let sent = now()
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\#(uri),"version":\#(round + 2)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":0},"end":{"line":\#(line),"character":0}},"text":" "}]}}"#)
        client.barrier()
        times.append(now() - sent)
    }
    _ = client.close()
    return times.sorted()[times.count / 2]
}
