import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension ScreenEditor {
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
