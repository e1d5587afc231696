import Foundation

/// Edits a person makes to generated code between scaffold's runs, which scaffold must keep
/// and keep compiling: each keeps the file's line endings and returns what it did.
enum HandEdits {
    /// The file's text and its line ending (`\r\n` when it has any).
    static func read(_ file: URL) throws -> (lines: [String], ending: String) {
        let text = try String(contentsOf: file, encoding: .utf8)
        let ending = text.contains("\r\n") ? "\r\n" : "\n"
        return (text.components(separatedBy: ending), ending)
    }

    /// Writes `lines` joined by `ending`.
    static func write(_ lines: [String], ending: String, to file: URL) throws {
        try lines.joined(separator: ending).write(to: file, atomically: true, encoding: .utf8)
    }

    /// A comment line before a line of the file that starts a declaration, a statement or a
    /// case (not inside an expression that spans lines), with that line's indentation.
    static func insertComment(in file: URL, seed: Int) throws -> String {
        var (lines, ending) = try read(file)
        let starts = ["case ", "func ", "private ", "@Published", "var ", "let ", "// MARK", "enum ", "init(", "@MainActor", "}"]
        let candidates = lines.indices.filter { index in
            index > 0 && starts.contains { lines[index].trimmingCharacters(in: .whitespaces).hasPrefix($0) }
                && !lines[index - 1].hasSuffix("(") && !lines[index - 1].hasSuffix(",")
        }
        guard !candidates.isEmpty else { return "no place for a comment" }
        let index = candidates[seed % candidates.count]
        let indentation = String(lines[index].prefix { $0 == " " })
        lines.insert(indentation + "// A note written by hand.", at: index)
        try write(lines, ending: ending, to: file)
        return "inserted a comment at line \(index + 1)"
    }

    /// The file with CRLF line endings.
    static func convertToCRLF(_ file: URL) throws -> String {
        let (lines, ending) = try read(file)
        guard ending == "\n" else { return "already CRLF" }
        try write(lines, ending: "\r\n", to: file)
        return "converted to CRLF"
    }

    /// A private helper method before the view model's closing brace.
    static func addHelper(to file: URL, seed: Int) throws -> String {
        var (lines, ending) = try read(file)
        guard let close = lines.lastIndex(where: { $0 == "}" }) else { return "no closing brace" }
        let helper = ["", "    /// Written by hand.", "    private func helper\(seed % 1000)() -> Int {", "        \(seed % 1000)", "    }"]
        lines.insert(contentsOf: helper, at: close)
        try write(lines, ending: ending, to: file)
        return "added helper\(seed % 1000)() at line \(close + 1)"
    }

    /// The first TODO reducer case given a body written by hand (the TODO comment replaced).
    static func writeTODOBody(in file: URL, seed: Int) throws -> String {
        var (lines, ending) = try read(file)
        let todos = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("// TODO: handle .") }
        guard !todos.isEmpty else { return "no TODO reducer case" }
        let index = todos[seed % todos.count]
        let indentation = String(lines[index].prefix { $0 == " " })
        lines[index] = indentation + "// Handled by hand: nothing to do here yet."
        try write(lines, ending: ending, to: file)
        return "wrote the body at line \(index + 1)"
    }

    /// The view model tests' `makeSUT(responder:)` written by hand without the parameter (it
    /// passes `.noop`), when no test passes it a responder: a common hand-written shape.
    static func dropResponderFromMakeSUT(in file: URL) throws -> String {
        var (lines, ending) = try read(file)
        guard !lines.contains(where: { $0.contains("makeSUT(responder:") }),
              let declaration = lines.firstIndex(where: { $0.contains("func makeSUT(responder: Responder<") }),
              let open = lines[declaration].range(of: "makeSUT("), let close = lines[declaration].range(of: ") ->"),
              let call = lines[declaration...].firstIndex(where: { $0.contains("responder: responder)") }) else {
            return "no makeSUT(responder:) that no test passes a responder to"
        }
        lines[declaration].replaceSubrange(open.upperBound..<close.lowerBound, with: "")
        lines[call] = lines[call].replacingOccurrences(of: "responder: responder)", with: "responder: .noop)")
        try write(lines, ending: ending, to: file)
        return "makeSUT() at line \(declaration + 1) takes no responder"
    }
}
