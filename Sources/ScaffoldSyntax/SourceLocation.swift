/// A position in a text file: 1-based line, 1-based column counted in UTF-8 bytes
/// (the convention of swiftc and clang, and so of Xcode's issue navigator).
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The file's path as the user gave it, or a label such as `--action` for command-line input.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same line, `count` bytes further right.
    public func advanced(by count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
