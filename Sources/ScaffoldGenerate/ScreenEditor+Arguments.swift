import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension ScreenEditor {
    /// Inserts a parameter into the first parameter list after token `after` (an init's
    /// keyword): see `insertArgument(_:at:of:before:)`.
    mutating func insertArgument(_ text: String, inCallOpeningAfter after: Int, of path: String, before label: String?) throws {
        guard let file = sources[path] else { return }
        guard let open = (after..<file.tokens.count).first(where: { file.tokens[$0].kind == .leftParen }) else {
            throw Failure(message: "\(file.path): no parameter list after line \(file.location(of: file.tokens[after]).line)")
        }
        try insertArgument(text, at: open, of: path, before: label)
    }

    /// Inserts an argument (or parameter) into the list that opens at token `open`: before
    /// the one labelled `label` when there is one, else last. A list written one item a
    /// line gets a line of its own, with the list's indentation and trailing commas kept.
    mutating func insertArgument(_ text: String, at open: Int, of path: String, before label: String?) throws {
        guard let file = sources[path], let list = CodeReading(file).arguments(openingAt: open) else {
            throw Failure(message: "\(path): cannot read the list that opens at \(sources[path].map { "line \($0.location(of: $0.tokens[open]).line)" } ?? "?")")
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

    /// Inserts a statement into a function's body: after the last `self.name = name` of
    /// `after`, or as its first statement.
    mutating func insertAssignment(_ statement: String, in function: Declaration, of part: ScreenCode.Part, after names: [String]) {
        let file = part.file
        guard let body = function.bodyRange else { return }
        let tokens = file.tokens
        var anchor: Int?
        for index in body where index + 3 < body.upperBound && tokens[index].kind == .identifier && file.text(of: tokens[index]) == "self"
            && tokens[index + 1].kind == .period && tokens[index + 3].kind == .equal && names.contains(file.text(of: tokens[index + 2])) {
            anchor = index
        }
        let firstStatement = body.first { !tokens[$0].isComment }
        // `init(a: A) { self.a = a }`: the statement joins the line, before the brace.
        let closing = min(body.upperBound, tokens.count - 1)
        if file.lineIndex(of: Int(tokens[max(0, body.lowerBound - 1)].start)) == file.lineIndex(of: Int(tokens[closing].start)) {
            // After the last `self.x = x` statement (before a call that needs every
            // property set), else before the first statement.
            if let anchor {
                var end = anchor
                var depth = 0
                while end + 1 < closing {
                    let kind = tokens[end + 1].kind
                    if depth == 0, kind == .semicolon { break }
                    if kind == .leftParen || kind == .leftBracket || kind == .leftBrace { depth += 1 }
                    if kind == .rightParen || kind == .rightBracket || kind == .rightBrace { depth -= 1 }
                    end += 1
                }
                insert("; " + statement, at: tokens[end].end, in: part.path)
            } else if let first = firstStatement {
                insert(statement + "; ", at: Int(tokens[first].start), in: part.path)
            } else {
                insert(" " + statement + " ", at: tokens[max(0, body.lowerBound - 1)].end, in: part.path)
            }
            return
        }
        let indentation = firstStatement.map { file.indentation(ofToken: $0) } ?? file.indentation(ofToken: function.tokenRange.lowerBound) + file.indentationUnit
        let offset: Int
        if let anchor {
            offset = file.endOfLine(at: Int(tokens[anchor].start))
        } else {
            // After the line of the opening brace.
            offset = file.endOfLine(at: Int(tokens[max(0, body.lowerBound - 1)].start))
        }
        insert(indentation + statement + file.lineEnding, at: offset, in: part.path)
    }
}
