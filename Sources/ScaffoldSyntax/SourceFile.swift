/// A lexed Swift file: its bytes, its tokens (comments included) and where its lines start.
public struct SourceFile: Sendable {
    /// The path, as diagnostics show it.
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]
    /// Every token, in order, comments included.
    public let tokens: [Token]
    /// The offset at which each line starts; line 1 starts at 0.
    public let lineStarts: [Int]
    /// The tokens that are not comments, for the parser and the scans that skip comments
    /// (see `CodeToken`).
    package let code: [CodeToken]
    /// The indexes of the comments in `tokens`, in order: for the readers of comments
    /// (disable comments, MARK headings), which need not look at every token.
    package let comments: [Int32]
    /// The positions in `code` of each `(` that comes right after a name, with no comment
    /// between (`name(`, `Name (`), in order: calls and constructions, for the scans that
    /// look for them and need not look at every token.
    package let calls: [Int32]

    /// Lexes `bytes`. Never fails: bad input becomes `.unknown` or unterminated tokens.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let lexed = Lexer.lex(bytes)
        tokens = lexed.tokens
        lineStarts = lexed.lineStarts
        code = lexed.code
        comments = lexed.comments
        calls = lexed.calls
    }

    /// The same file, its lexed arrays copied to the size of what they hold.
    private init(path: String, bytes: [UInt8], tokens: [Token], lineStarts: [Int], code: [CodeToken], comments: [Int32], calls: [Int32]) {
        self.path = path
        self.bytes = bytes
        self.tokens = tokens
        self.lineStarts = lineStarts
        self.code = code
        self.comments = comments
        self.calls = calls
    }

    /// The file with its arrays no larger than what they hold. The lexer sizes them for
    /// the densest code (a token every four bytes, a line every twelve), twice what most
    /// code needs: right for a file linted and let go, but a command that keeps every
    /// file's tree until it ends (`map`, and `app`, `screen` and `fake` as they read the
    /// app's code through the workspace) would keep that room too.
    package func compacted() -> SourceFile {
        func tight<Element>(_ array: [Element]) -> [Element] {
            guard array.capacity > array.count + array.count / 8 + 16 else { return array }
            var copy: [Element] = []
            copy.reserveCapacity(array.count)
            copy.append(contentsOf: array)
            return copy
        }
        return SourceFile(path: path, bytes: bytes, tokens: tight(tokens), lineStarts: tight(lineStarts), code: tight(code), comments: comments, calls: calls)
    }

    /// Lexes `text`.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and UTF-8 column of a byte offset.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset)
        return (line + 1, offset - lineStarts[line] + 1)
    }

    /// The 0-based line of a byte offset. `hint`, a line at or before it (the parser passes
    /// the previous declaration's), is where the search starts: a few steps forward, then
    /// a binary search of the lines after it.
    public func lineIndex(of offset: Int, from hint: Int = 0) -> Int {
        var low = hint < lineStarts.count && lineStarts[hint] <= offset ? hint : 0
        var steps = 0
        while low + 1 < lineStarts.count, lineStarts[low + 1] <= offset {
            guard steps < 4 else {
                var high = lineStarts.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
                }
                break
            }
            low += 1
            steps += 1
        }
        return low
    }

    /// The location of a token's first byte.
    public func location(of token: Token) -> SourceLocation {
        let (line, column) = lineAndColumn(of: Int(token.start))
        return SourceLocation(file: path, line: line, column: column)
    }

    /// A token's text.
    @inlinable
    public func text(of token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<token.end], as: UTF8.self)
    }

    /// The text from the start of one token to the end of another.
    public func text(from first: Token, through last: Token) -> String {
        guard last.end >= Int(first.start) else { return "" }
        return String(decoding: bytes[Int(first.start)..<last.end], as: UTF8.self)
    }
}
