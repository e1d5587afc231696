/// One token of Swift source: what it is and where it is, as byte offsets. Line and
/// column come from `SourceFile.location(of:)`, so a token stays 12 bytes.
public struct Token: Sendable, Equatable, BitwiseCopyable {
    /// What a token is.
    public enum Kind: UInt8, Sendable, BitwiseCopyable {
        /// A name (contextual keywords such as `open` or `set` included; see `keyword`).
        case identifier
        /// `` `name` ``.
        case backtickIdentifier
        /// `$0`, `$name`.
        case dollarIdentifier
        /// An integer literal (`42`, `0x1F`, `1_000`).
        case integer
        /// A floating-point literal.
        case float
        /// A string literal without interpolation, quotes included.
        case string
        /// A string literal up to and including its first `\(`.
        case stringHead
        /// From the `)` that ends an interpolation to the next `\(`.
        case stringMiddle
        /// From the `)` that ends the last interpolation to the closing quote.
        case stringTail
        /// A regex literal (`/a+/`, `#/…/#`).
        case regex
        /// A `//` comment, doc comments included, without the newline.
        case lineComment
        /// A `/* */` comment, nested ones included.
        case blockComment
        /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`, `#warning`, `#error`.
        case poundDirective
        /// `#name` in code: `#Preview`, `#selector`, `#available`, macros.
        case poundKeyword
        /// `@` of an attribute.
        case atSign
        /// `(`
        case leftParen
        /// `)`
        case rightParen
        /// `{`
        case leftBrace
        /// `}`
        case rightBrace
        /// `[`
        case leftBracket
        /// `]`
        case rightBracket
        /// `,`
        case comma
        /// `:`
        case colon
        /// `;`
        case semicolon
        /// `.` on its own.
        case period
        /// `->`
        case arrow
        /// `=` on its own.
        case equal
        /// `?` on its own.
        case question
        /// `!` on its own.
        case exclaim
        /// `\` (key paths).
        case backslash
        /// Any other operator (`+`, `==`, `..<`, `&&`, custom operators).
        case `operator`
        /// Bytes that are not Swift: invalid UTF-8, a stray `#`, a control character.
        case unknown
    }

    /// Facts about a token's surroundings.
    public struct Flags: OptionSet, Sendable, BitwiseCopyable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A newline (or the start of the file) comes before the token.
        public static let newlineBefore = Flags(rawValue: 1)
        /// Whitespace or a comment comes right before the token.
        public static let spaceBefore = Flags(rawValue: 2)
        /// The token is a string, comment or regex whose end is missing.
        public static let unterminated = Flags(rawValue: 4)
        /// A multi-line string (`"""`).
        public static let multiline = Flags(rawValue: 8)
    }

    /// What the token is.
    public var kind: Kind
    /// Facts about its surroundings.
    public var flags: Flags
    /// For identifiers, the keyword the text spells (`.none` otherwise).
    public var keyword: Keyword
    /// The offset of its first byte in the file.
    public var start: UInt32
    /// Its length in bytes.
    public var length: UInt32

    /// The offset just past its last byte.
    @inlinable public var end: Int { Int(start) + Int(length) }

    /// Whether the token is a comment.
    @inlinable public var isComment: Bool { kind == .lineComment || kind == .blockComment }

    /// Whether the token is the identifier spelling `keyword`.
    @inline(__always)
    public func `is`(_ keyword: Keyword) -> Bool { self.keyword == keyword }
}
