// The lexer's cursor and output buffers. With `Lexer.lex(_:)`, which lends them the memory
// of the arrays being built, and the keyword matcher, this is the one place where scaffold
// reads and writes memory through unsafe pointers for speed, because the benchmark shows it
// pays (scaffold-bench, lexer rows). The parser reads the lexer's arrays with safe
// subscripts. Elsewhere, only Support's system-call wrappers (file reading and writing, the
// repository walker, git, standard output) hand buffers to the operating system; a test
// (SelfOrganisationTests) holds every other file to that.

/// A position in a byte buffer, with the lexer's lookup tables. Reads past the end return
/// nil instead of trapping.
struct Cursor {
    /// The first byte.
    let base: UnsafePointer<UInt8>
    /// How many bytes there are.
    let count: Int
    /// `ByteClass` flags for every byte value.
    let classes: UnsafePointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0

    /// The byte `offset` bytes ahead, or nil past the end.
    @inline(__always)
    func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < count ? base[index] : nil
    }

    /// Whether `count` copies of `byte` start at `index`.
    @inline(__always)
    func matches(_ byte: UInt8, count repeats: Int, at index: Int) -> Bool {
        guard index + repeats <= count else { return false }
        for offset in 0..<repeats where base[index + offset] != byte { return false }
        return true
    }

    /// What the lexer does on meeting `byte` at the start of a token. The table holds only
    /// valid actions, so the bit cast is safe (`Action(rawValue:)` was an out-of-line call).
    @inline(__always)
    func action(of byte: UInt8) -> ByteClass.Action {
        unsafeBitCast(classes[Int(byte)] >> ByteClass.actionShift, to: ByteClass.Action.self)
    }

    /// Whether `byte` has the class `flag`.
    @inline(__always)
    func isClass(_ byte: UInt8, _ flag: UInt8) -> Bool {
        classes[Int(byte)] & flag != 0
    }

    /// Moves past the bytes `predicate` accepts.
    @inline(__always)
    mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < count, predicate(base[position]) { position += 1 }
    }

    /// Skips letters, digits, `_` and valid non-ASCII UTF-8 sequences: eight ASCII bytes
    /// at a time while it can, then byte by byte. This loop reads most of a file's bytes.
    @inline(__always)
    mutating func skipIdentifierBytes() {
        var index = position
        while index + 8 <= count {
            let run = Cursor.identifierRun(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            index += run
            guard run == 8 else {
                if base[index] < 0x80 {
                    position = index
                    return
                }
                break
            }
        }
        while index < count {
            let byte = base[index]
            if classes[Int(byte)] & ByteClass.identifierBody != 0 {
                index += 1
            } else if byte >= 0x80 {
                let length = utf8Length(at: index)
                guard length > 0 else { break }
                index += length
            } else {
                break
            }
        }
        position = index
    }

    /// How many of the eight bytes of `word` (first byte lowest) are ASCII letters, digits
    /// or `_` before the first that is not: range checks on all eight bytes at once, each
    /// byte's high bit holding its answer (no carry crosses bytes, as all are below 0x80).
    @inline(__always)
    static func identifierRun(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let low = word & ~highBits
        @inline(__always) func within(_ value: UInt64, _ lowest: UInt64, _ highest: UInt64) -> UInt64 {
            (value &+ (0x80 - lowest) &* ones) & ~(value &+ (0x7F - highest) &* ones)
        }
        let letters = within(low | (0x20 &* ones), 0x61, 0x7A)
        let digits = within(low, 0x30, 0x39)
        let underscores = within(low, 0x5F, 0x5F)
        let stops = ~((letters | digits | underscores) & ~word) & highBits
        return stops == 0 ? 8 : stops.trailingZeroBitCount >> 3
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
    func utf8Length(at index: Int) -> Int {
        let lead = base[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= count else { return 0 }
        for offset in 1..<length where base[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// Skips spaces: eight at a time, the first other byte found by its bit position, so
    /// that indentation of any width costs no unpredictable loop exit.
    @inline(__always)
    mutating func skipSpaceRuns() {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        var index = position
        while index + 8 <= count {
            let different = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ spaces
            if different != 0 {
                position = index + different.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
        while index < count, base[index] == UInt8(ascii: " ") { index += 1 }
        position = index
    }

    /// Skips to the end of the line (the `\n` or `\r` is not consumed).
    @inline(__always)
    mutating func skipToEndOfLine() {
        var index = position
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            index += 1
        }
        position = index
    }

    /// Moves past an exponent: `e`, a sign, digits.
    mutating func skipExponent() {
        position += 1
        if peek(0) == UInt8(ascii: "+") || peek(0) == UInt8(ascii: "-") { position += 1 }
        skip { $0.isDigit || $0 == UInt8(ascii: "_") }
    }
}

/// Classes of bytes: flags in the low bits and, above them, what the lexer does on
/// meeting the byte at the start of a token. One table lookup answers both.
enum ByteClass {
    /// An ASCII letter, digit or `_`.
    static let identifierBody: UInt8 = 1
    /// A byte that may continue an operator (`.` decided apart).
    static let operatorBody: UInt8 = 2
    /// Where the action starts in a table entry.
    static let actionShift: UInt8 = 3

    /// What a byte at the start of a token calls for.
    enum Action: UInt8, CaseIterable {
        case name, space, newline, blank, carriageReturn, slash
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        case atSign, comma, colon, semicolon, backslash
        case digit, quote, pound, backtick, dollar, period, operatorHead, nonASCII, unknown
    }

    /// What the lexer does on meeting `byte` at the start of a token.
    static func action(of byte: UInt8) -> Action {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): .name
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        case UInt8(ascii: " "): .space
        case UInt8(ascii: "\n"): .newline
        case UInt8(ascii: "\t"), 0x0B, 0x0C, 0: .blank
        case UInt8(ascii: "\r"): .carriageReturn
        case UInt8(ascii: "/"): .slash
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "["): .leftBracket
        case UInt8(ascii: "]"): .rightBracket
        case UInt8(ascii: "@"): .atSign
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "\\"): .backslash
        case UInt8(ascii: "\""): .quote
        case UInt8(ascii: "#"): .pound
        case UInt8(ascii: "`"): .backtick
        case UInt8(ascii: "$"): .dollar
        case UInt8(ascii: "."): .period
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"): .operatorHead
        case 0x80...0xFF: .nonASCII
        default: .unknown
        }
    }

    /// The flags and action of each byte value, built once.
    static let table: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        // Every action must fit above the flags, or `Cursor.action(of:)` would read a wrong one.
        precondition(Action.allCases.count <= 1 << (8 - Int(actionShift)))
        let byte = UInt8(value)
        var entry = action(of: byte).rawValue << actionShift
        if byte.isASCIIIdentifierBody { entry |= identifierBody }
        if "=-+!*%<>&|^~?".utf8.contains(byte) { entry |= operatorBody }
        return entry
    }
}

/// An append-only buffer of plain values that the lexer fills without Array's checks on
/// every append. It either owns its memory and grows, or writes into memory lent by an
/// array being built (`Array(unsafeUninitializedCapacity:)`) and, when that is full,
/// drops what follows and says so (`overflowed`).
struct OutputBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private let owned: Bool
    /// How many elements are written.
    private(set) var count = 0
    /// Whether an append found no room (the lexer then runs again with more).
    private(set) var overflowed = false

    /// A buffer of its own, that grows.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        owned = true
    }

    /// A buffer over `memory`, lent by an array being built; it never grows.
    init(lending memory: UnsafeMutableBufferPointer<Element>) {
        base = memory.baseAddress!
        capacity = memory.count
        owned = false
    }

    /// Frees memory it owns.
    deinit {
        if owned { base.deallocate() }
    }

    /// Appends an element, or notes the overflow.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity {
            guard owned else {
                overflowed = true
                return
            }
            grow()
        }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// An element already appended; writes past `count` (after an overflow dropped the
    /// element) are ignored.
    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { if index < count { base[index] = newValue } }
    }

    /// The last element, or nil.
    @inline(__always)
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// The elements written, as an array of their own.
    var elements: [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Removes and returns the last element.
    @inline(__always)
    mutating func removeLast() -> Element {
        count -= 1
        return base[count]
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII digit.
    @inline(__always) var isDigit: Bool { self >= 48 && self <= 57 }
    /// Whether the byte is a hexadecimal digit.
    @inline(__always) var isHexDigit: Bool { isDigit || (self | 0x20 >= 97 && self | 0x20 <= 102) }
    /// Whether the byte can start an identifier (a letter, `_`, or a non-ASCII byte).
    @inline(__always) var isIdentifierHead: Bool { (self | 0x20 >= 97 && self | 0x20 <= 122) || self == 95 || self >= 0x80 }
    /// An ASCII letter, digit or `_` (one lookup in two 64-bit masks).
    @inline(__always) var isASCIIIdentifierBody: Bool {
        let low: UInt64 = 0x03FF_0000_0000_0000          // 0-9
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE         // A-Z, _, a-z
        return self < 64 ? (low >> UInt64(self)) & 1 == 1 : self < 128 && (high >> UInt64(self - 64)) & 1 == 1
    }
}
