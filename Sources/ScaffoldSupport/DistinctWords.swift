/// The distinct words of one buffer, told apart by their bytes. Each word gets the number
/// of its first occurrence, so that a reader makes one `String` (one allocation, one
/// SipHash) per distinct word instead of one per occurrence: a test file names the same
/// few dozen types and actions hundreds of times.
///
/// An open-addressing table of word numbers, hashed with FNV-1a; a word is compared by its
/// bytes only when its hash and length match.
package struct DistinctWords {
    /// Word number + 1 in each slot (0: empty); the count is a power of two.
    private var slots: [Int32]
    /// The hash of each word, to place it again when the table grows.
    private var hashes: [UInt32] = []
    /// The offset of each word's first occurrence.
    package private(set) var starts: [Int] = []
    /// The length of each word.
    package private(set) var lengths: [Int] = []

    /// An empty table with room for about `expected` words before it grows.
    package init(expected: Int = 64) {
        var capacity = 16
        while capacity < expected * 2 { capacity <<= 1 }
        slots = [Int32](repeating: 0, count: capacity)
    }

    /// How many distinct words were added.
    package var count: Int { starts.count }

    /// The number of the word `bytes[start ..< start + length]`, added when it is new.
    package mutating func number(of start: Int, length: Int, in bytes: [UInt8]) -> (number: Int, isNew: Bool) {
        var hash: UInt32 = 2_166_136_261
        for offset in start..<(start + length) { hash = (hash ^ UInt32(bytes[offset])) &* 16_777_619 }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let word = Int(slots[slot]) - 1
            if hashes[word] == hash, lengths[word] == length, Self.equal(bytes, starts[word], start, length) { return (word, false) }
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

    /// Whether the `length` bytes at `first` and at `second` are the same.
    private static func equal(_ bytes: [UInt8], _ first: Int, _ second: Int, _ length: Int) -> Bool {
        for offset in 0..<length where bytes[first + offset] != bytes[second + offset] { return false }
        return true
    }

    /// Doubles the slots and places every word again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for word in hashes.indices {
            var slot = Int(hashes[word]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(word + 1)
        }
    }
}
