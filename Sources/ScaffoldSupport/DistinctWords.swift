/// The distinct words of one buffer, told apart by their bytes. Each word gets the number
/// of its first occurrence, so that a reader makes one `String` (one allocation, one
/// SipHash) per distinct word instead of one per occurrence: a test file names the same
/// few dozen types and actions hundreds of times.
///
/// An open-addressing table of word numbers. A word is hashed eight bytes at a time and
/// compared by its bytes only when its hash and length match (this runs for most
/// identifiers of every test file, so it reads the bytes through a pointer, with no bounds
/// check per byte: the range is checked once per word).
package struct DistinctWords {
    /// The buffer the words are in.
    private let bytes: [UInt8]
    /// Word number + 1 in each slot (0: empty); the count is a power of two.
    private var slots: [Int32]
    /// The hash of each word, to place it again when the table grows.
    private var hashes: [UInt64] = []
    /// The offset of each word's first occurrence.
    package private(set) var starts: [Int] = []
    /// The length of each word.
    package private(set) var lengths: [Int] = []

    /// An empty table of the words of `bytes`, with room for about `expected` words before
    /// it grows.
    package init(of bytes: [UInt8], expected: Int = 64) {
        self.bytes = bytes
        var capacity = 16
        while capacity < min(expected, 1 << 24) * 2 { capacity <<= 1 }
        slots = [Int32](repeating: 0, count: capacity)
    }

    /// How many distinct words were added.
    package var count: Int { starts.count }

    /// The number of the word `bytes[start ..< start + length]`, added when it is new.
    package mutating func number(of start: Int, length: Int) -> (number: Int, isNew: Bool) {
        precondition(start >= 0 && length >= 0 && start + length <= bytes.count, "a word outside its buffer")
        let hash = bytes.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[start..<(start + length)])) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let word = Int(slots[slot]) - 1
            if hashes[word] == hash, lengths[word] == length, sameBytes(starts[word], start, length) { return (word, false) }
            slot = (slot + 1) & mask
        }
        let word = starts.count
        slots[slot] = Int32(word + 1)
        hashes.append(hash)
        starts.append(start)
        lengths.append(length)
        if starts.count * 2 > slots.count { grow() }
        return (word, true)
    }

    /// A hash of `word`: its length, then eight bytes at a time, mixed by multiplication.
    private static func hash(_ word: UnsafeRawBufferPointer) -> UInt64 {
        var hash = UInt64(word.count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= word.count {
            hash = (hash ^ word.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        if offset < word.count {
            var tail: UInt64 = 0
            for index in offset..<word.count { tail = tail << 8 | UInt64(word[index]) }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
        }
        return hash
    }

    /// Whether the `length` bytes at `first` and at `second` are the same (both ranges lie
    /// in the buffer: `second` was checked by `number(of:length:)`, `first` when it was added).
    private func sameBytes(_ first: Int, _ second: Int, _ length: Int) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset + 8 <= length {
                if buffer.loadUnaligned(fromByteOffset: first + offset, as: UInt64.self) != buffer.loadUnaligned(fromByteOffset: second + offset, as: UInt64.self) {
                    return false
                }
                offset += 8
            }
            while offset < length {
                if buffer[first + offset] != buffer[second + offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Doubles the slots and places every word again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for word in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[word]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(word + 1)
        }
    }
}
