// The lexer's cursor: the one place in scaffold that reads memory through an unsafe
// pointer, because the benchmark shows it pays (scaffold-bench, lexer rows).

/// A position in a byte buffer. Reads past the end return nil instead of trapping.
struct Cursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    var position = 0

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

    @inline(__always)
    mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < count, predicate(base[position]) { position += 1 }
    }

    /// Skips letters, digits, `_` and valid non-ASCII UTF-8 sequences.
    @inline(__always)
    mutating func skipIdentifierBytes() {
        while position < count {
            let byte = base[position]
            if byte < 0x80 {
                guard byte.isASCIIIdentifierBody else { return }
                position += 1
            } else {
                let length = utf8Length(at: position)
                guard length > 0 else { return }
                position += length
            }
        }
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

    /// Skips spaces eight at a time (indentation), then one at a time.
    @inline(__always)
    mutating func skipSpaceRuns() {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while position + 8 <= count, UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) == spaces {
            position += 8
        }
        while position < count, base[position] == UInt8(ascii: " ") { position += 1 }
    }

    mutating func skipExponent() {
        position += 1
        if peek(0) == UInt8(ascii: "+") || peek(0) == UInt8(ascii: "-") { position += 1 }
        skip { $0.isDigit || $0 == UInt8(ascii: "_") }
    }
}

extension UInt8 {
    @inline(__always) var isDigit: Bool { self >= 48 && self <= 57 }
    @inline(__always) var isHexDigit: Bool { isDigit || (self | 0x20 >= 97 && self | 0x20 <= 102) }
    @inline(__always) var isIdentifierHead: Bool { (self | 0x20 >= 97 && self | 0x20 <= 122) || self == 95 || self >= 0x80 }
    /// An ASCII letter, digit or `_` (one lookup in two 64-bit masks).
    @inline(__always) var isASCIIIdentifierBody: Bool {
        let low: UInt64 = 0x03FF_0000_0000_0000          // 0-9
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE         // A-Z, _, a-z
        return self < 64 ? (low >> UInt64(self)) & 1 == 1 : self < 128 && (high >> UInt64(self - 64)) & 1 == 1
    }
}
