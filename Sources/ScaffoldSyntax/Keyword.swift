/// The words the parser cares about. The lexer tags every identifier that spells one;
/// whether it acts as a keyword there is the parser's decision (`open`, `set`, `get` and
/// many others are ordinary names in most places).
public enum Keyword: UInt8, Sendable, CaseIterable, BitwiseCopyable {
    case none = 0
    // Declarations
    case `import`, `class`, `struct`, `enum`, actor, `protocol`, `extension`, `func`, `init`, `deinit`
    case `var`, `let`, `case`, `typealias`, `subscript`, macro, `associatedtype`, `operator`, `precedencegroup`
    // Modifiers
    case `private`, `fileprivate`, `internal`, `public`, open, package, `static`, final, override
    case mutating, nonmutating, lazy, weak, unowned, required, convenience, dynamic, optional, indirect
    case nonisolated, prefix, postfix, infix, distributed, isolated, consuming, borrowing, `inout`
    // Statements and expressions
    case `if`, `else`, `guard`, `switch`, `default`, `for`, `while`, `repeat`, `do`, `return`, `break`
    case `continue`, `fallthrough`, `throw`, `defer`, `where`, `in`, `is`, `as`, `try`, await, `catch`
    case `throws`, `rethrows`, async, some, any, `self`, `Self`, `super`, `true`, `false`, `nil`
    case get, set, willSet, didSet, `Any`

    /// The keyword's spelling.
    public var text: String {
        Keyword.spellings[Int(rawValue)]
    }

    /// Every keyword's spelling, by raw value (a literal: reflection would cost about two
    /// milliseconds at each start; a test checks it against the case names).
    static let spellings: [String] = [
        "none", "import", "class", "struct", "enum", "actor", "protocol", "extension", "func", "init", "deinit",
        "var", "let", "case", "typealias", "subscript", "macro", "associatedtype", "operator", "precedencegroup",
        "private", "fileprivate", "internal", "public", "open", "package", "static", "final", "override", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional", "indirect",
        "nonisolated", "prefix", "postfix", "infix", "distributed", "isolated", "consuming", "borrowing", "inout",
        "if", "else", "guard", "switch", "default", "for", "while", "repeat", "do", "return", "break", "continue",
        "fallthrough", "throw", "defer", "where", "in", "is", "as", "try", "await", "catch", "throws", "rethrows",
        "async", "some", "any", "self", "Self", "super", "true", "false", "nil", "get", "set", "willSet", "didSet",
        "Any"
    ]

    /// A one-element array of each spelling, shared by the declarations that have that one
    /// modifier (an array of their own would be an allocation each).
    static let alone: [[String]] = spellings.map { [$0] }

    /// Modifiers that may precede a declaration keyword.
    public var isModifier: Bool {
        (Keyword.private.rawValue...Keyword.inout.rawValue).contains(rawValue) && self != .inout
    }

    /// Keywords that start a declaration.
    public var isDeclarationKeyword: Bool {
        (Keyword.import.rawValue...Keyword.precedencegroup.rawValue).contains(rawValue)
    }

    /// Finds the keyword spelled by `count` bytes at `start`, or `.none`.
    static func lookup(_ start: UnsafePointer<UInt8>, _ count: Int, available: Int = 0) -> Keyword {
        KeywordTable.shared.withMatcher { $0.keyword(start, count, available: available) }
    }

    /// `pack` with two unaligned 8-byte loads, masked to `count` bytes; needs 16 readable
    /// bytes at `start` (little-endian byte order, as on every platform Swift runs on here).
    @inline(__always)
    static func packLoading(_ start: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(start)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        // Masks for the first `count` bytes (1...15), without a branch on the length.
        let lowBits = UInt64(min(count, 8) << 3)
        let highBits = UInt64(max(count - 8, 0) << 3)
        return (first & (UInt64.max >> (64 - lowBits)), highBits == 0 ? 0 : second & (UInt64.max >> (64 - highBits)))
    }

    /// The first sixteen bytes of a word, packed into two integers.
    @inline(__always)
    static func pack(_ start: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0, high: UInt64 = 0
        for index in 0..<min(count, 8) { low |= UInt64(start[index]) << (8 * UInt64(index)) }
        if count > 8 { for index in 8..<count { high |= UInt64(start[index]) << (8 * UInt64(index - 8)) } }
        return (low, high)
    }
}

/// A collision-free hash table of the keywords, built once.
struct KeywordTable: Sendable {
    /// One slot: a keyword's packed bytes and length.
    struct Entry: Sendable {
        /// Its first eight bytes.
        var low: UInt64 = 0
        /// Its next eight bytes.
        var high: UInt64 = 0
        /// Its length.
        var count: UInt8 = 0
        /// The keyword.
        var keyword = Keyword.none
    }

    /// The table, built once.
    static let shared = KeywordTable()
    /// The number of slots.
    static let size = 512

    /// The slots.
    let entries: [Entry]
    /// The hash's multiplier, chosen so that no two keywords share a slot.
    let multiplier: UInt64
    /// For each first byte, bit n is set when a keyword of n bytes starts with it: most
    /// identifiers are told apart from every keyword by this one lookup.
    let lengthsByFirstByte: [UInt16]

    /// Calls `body` with a matcher that reads this table through pointers.
    func withMatcher<Result>(_ body: (KeywordMatcher) -> Result) -> Result {
        entries.withUnsafeBufferPointer { entries in
            lengthsByFirstByte.withUnsafeBufferPointer { lengths in
                body(KeywordMatcher(entries: entries.baseAddress!, lengths: lengths.baseAddress!, multiplier: multiplier))
            }
        }
    }

    /// The slot of a packed word.
    @inline(__always)
    static func slot(_ low: UInt64, _ high: UInt64, _ count: Int, multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ (high &* 31) ^ UInt64(count)) &* multiplier) >> 55)
    }

    /// Builds the table, searching for a multiplier without collisions.
    init() {
        let keys = Keyword.allCases.dropFirst().map { keyword -> (UInt64, UInt64, Int, Keyword) in
            let bytes = Array(keyword.text.utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { Keyword.pack($0.baseAddress!, bytes.count) }
            return (low, high, bytes.count, keyword)
        }
        var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
        while true {
            var table = [Entry](repeating: Entry(), count: KeywordTable.size)
            var ok = true
            for key in keys {
                let slot = KeywordTable.slot(key.0, key.1, key.2, multiplier: candidate)
                if table[slot].keyword != .none { ok = false; break }
                table[slot] = Entry(low: key.0, high: key.1, count: UInt8(key.2), keyword: key.3)
            }
            if ok {
                entries = table
                multiplier = candidate
                var lengths = [UInt16](repeating: 0, count: 256)
                for key in keys { lengths[Int(key.0 & 0xFF)] |= 1 << key.2 }
                lengthsByFirstByte = lengths
                return
            }
            candidate = candidate &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        }
    }
}

/// Finds keywords with the table's arrays held as pointers, for the lexer's inner loop.
struct KeywordMatcher {
    /// The slots.
    let entries: UnsafePointer<KeywordTable.Entry>
    /// For each first byte, a bit for each keyword length it starts.
    let lengths: UnsafePointer<UInt16>
    /// The hash's multiplier.
    let multiplier: UInt64

    /// The keyword spelled by `count` bytes at `start`, or `.none`. Most names fail the
    /// first-byte-and-length filter and cost one lookup; the rest are packed (two loads when
    /// sixteen bytes are readable, as they nearly always are), hashed into the table and
    /// compared in one step.
    @inline(__always)
    func keyword(_ start: UnsafePointer<UInt8>, _ count: Int, available: Int) -> Keyword {
        guard count <= 15, (lengths[Int(start[0])] >> UInt16(count)) & 1 == 1 else { return .none }
        let (low, high) = available >= 16 ? Keyword.packLoading(start, count) : Keyword.pack(start, count)
        let entry = entries[KeywordTable.slot(low, high, count, multiplier: multiplier)]
        let difference = (entry.low ^ low) | (entry.high ^ high) | UInt64(truncatingIfNeeded: Int(entry.count) ^ count)
        return difference == 0 ? entry.keyword : .none
    }
}
