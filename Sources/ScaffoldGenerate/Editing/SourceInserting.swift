import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// An editor that records insertions into files it has read, by path: the screen editor,
/// and the container editor. Text goes in with each file's own indentation and line
/// endings; the edits are applied together at the end.
protocol SourceInserting {
    /// The files as read, by path.
    var sources: [String: SourceFile] { get }
    /// The insertions so far, by file path.
    var edits: [String: [SourceEdit]] { get set }
    /// The argument lists given an argument so far (`path#token#label`): one list seen
    /// twice gets it once.
    var insertedArguments: Set<String> { get set }
}

extension SourceInserting {
    /// Records an insertion of `text` at byte `offset` of the file at `path`.
    mutating func insert(_ text: String, at offset: Int, in path: String) {
        edits[path, default: []].append(SourceEdit(insert: text, at: offset))
    }

    /// The text of a snippet for a line at `indentation` in the file at `path`.
    func text(_ snippet: Snippet, at indentation: String, in path: String, separated: Bool = false) -> String {
        guard let file = sources[path] else { return "" }
        return snippet.text(indentation: indentation, unit: file.indentationUnit, ending: file.lineEnding, separated: separated)
    }

    /// Inserts a parameter into the first parameter list after token `after` (an init's
    /// keyword): see `insertArgument(_:at:of:before:)`.
    mutating func insertArgument(_ text: String, inCallOpeningAfter after: Int, of path: String, before label: String?) throws {
        guard let file = sources[path] else { return }
        guard let open = (after..<file.tokens.count).first(where: { file.tokens[$0].kind == .leftParen }) else {
            throw ScreenEditor.Failure(message: "\(file.path): no parameter list after line \(file.location(of: file.tokens[after]).line)")
        }
        try insertArgument(text, at: open, of: path, before: label)
    }

    /// Inserts an argument (or parameter) into the list that opens at token `open`: before
    /// the one labelled `label` when there is one, else last. A list written one item a
    /// line gets a line of its own, with the list's indentation and trailing commas kept.
    mutating func insertArgument(_ text: String, at open: Int, of path: String, before label: String?) throws {
        guard let file = sources[path], let list = CodeReading(file).arguments(openingAt: open) else {
            throw ScreenEditor.Failure(message: "\(path): cannot read the list that opens at \(sources[path].map { "line \($0.location(of: $0.tokens[open]).line)" } ?? "?")")
        }
        // An argument the list has already (the router's init passing it on, a preview in
        // the view model's file seen twice) is not added again.
        if let colon = text.firstIndex(of: ":"), case let newLabel = String(text[..<colon]).trimmingSpaces() {
            guard !list.arguments.contains(where: { $0.label == newLabel }),
                  insertedArguments.insert("\(path)#\(open)#\(newLabel)").inserted else { return }
        }
        let line = { (token: Int) in file.lineIndex(of: Int(file.tokens[token].start)) }
        let openLine = line(open)
        let ending = file.lineEnding
        if let label, let index = list.arguments.firstIndex(where: { $0.label == label }) {
            let target = list.arguments[index]
            let ownLine = line(target.first) != openLine && (index == 0 || line(target.first) != line(list.arguments[index - 1].last))
            if ownLine {
                // Above the comment lines that belong to the argument it goes before.
                var line = file.lineIndex(of: Int(file.tokens[target.first].start))
                while line > 0, line - 1 > openLine, file.lineText(index: line - 1).trimmingSpaces().hasPrefix("//") { line -= 1 }
                let start = file.lineStarts[line]
                insert(file.indentation(ofToken: target.first) + text + "," + ending, at: start, in: path)
            } else {
                insert(text + ", ", at: Int(file.tokens[target.first].start), in: path)
            }
            return
        }
        guard let last = list.arguments.last else {
            // An empty list: the second addition to it in one edit follows the first after a comma.
            let earlier = insertedArguments.filter { $0.hasPrefix("\(path)#\(open)#") }.count > 1
            insert((earlier ? ", " : "") + text, at: file.tokens[open].end, in: path)
            return
        }
        if line(last.first) != openLine {
            // One item a line: a comma after the last, and the new item on a line of its own.
            let trailingComma = (last.last + 1 < file.tokens.count) && file.tokens[last.last + 1].kind == .comma
            let end = trailingComma ? file.tokens[last.last + 1].end : file.tokens[last.last].end
            insert((trailingComma ? "" : ",") + ending + file.indentation(ofToken: last.first) + text + (trailingComma ? "," : ""), at: end, in: path)
        } else {
            insert(", " + text, at: file.tokens[last.last].end, in: path)
        }
    }

    /// Inserts a member just before `before` (a member of `part`) and the `///` or `//`
    /// lines right above it, so that a `// MARK:` heading above them stays above both.
    mutating func insertMember(_ snippet: Snippet, before: Declaration, of part: ScreenCode.Part) {
        let file = part.file
        var line = file.lineIndex(of: Int(file.tokens[before.tokenRange.lowerBound].start))
        while line > 0 {
            let above = file.lineText(index: line - 1).trimmingSpaces()
            guard above.hasPrefix("//"), !above.hasPrefix("// MARK") else { break }
            line -= 1
        }
        let indentation = file.indentation(ofToken: before.tokenRange.lowerBound)
        insert(text(snippet, at: indentation, in: part.path), at: file.lineStarts[line], in: part.path)
    }

    /// Inserts a member after `after` (a member of `part`), or as the first member when nil.
    mutating func insertMember(_ snippet: Snippet, after: Declaration?, of part: ScreenCode.Part, separated: Bool = false) {
        let file = part.file
        let unit = file.indentationUnit
        if let after {
            let offset = file.endOfLine(at: Int(file.tokens[after.tokenRange.upperBound].start))
            insert(text(snippet, at: file.indentation(ofToken: after.tokenRange.lowerBound), in: part.path, separated: separated), at: offset, in: part.path)
            return
        }
        guard let body = part.declaration.bodyRange else { return }
        // After the line of the opening brace.
        let open = max(0, body.lowerBound - 1)
        let offset = file.endOfLine(at: Int(file.tokens[open].start))
        let indentation = part.declaration.members.first.map { file.indentation(ofToken: $0.tokenRange.lowerBound) }
            ?? file.indentation(ofToken: part.declaration.tokenRange.lowerBound) + unit
        insert(text(snippet, at: indentation, in: part.path, separated: separated), at: offset, in: part.path)
    }
}
