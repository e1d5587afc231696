#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScaffoldSyntax

/// Finding a byte string in a file's bytes, for the searches that decide which files are
/// worth parsing (a screen's type names, `Responder`): `memchr` to each candidate, then `memcmp`.
public enum ByteSearch {
    /// The offset of the first `needle` in `bytes` at or after `start` (and ending at or
    /// before `end`, the end of the bytes when nil), or nil.
    public static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0, to end: Int? = nil) -> Int? {
        let end = end ?? bytes.count
        guard !needle.isEmpty, start >= 0, end <= bytes.count, end - start >= needle.count else { return nil }
        return bytes.withUnsafeBytes { haystack -> Int? in
            needle.withUnsafeBytes { wanted -> Int? in
                guard let base = haystack.baseAddress, let wantedBase = wanted.baseAddress else { return nil }
                let first = Int32(needle[0])
                var position = start
                let last = end - needle.count
                // memchr to each candidate first byte, memcmp for the rest: linear in the bytes.
                while position <= last {
                    guard let found = memchr(base + position, first, last - position + 1) else { return nil }
                    let offset = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(found, wantedBase, needle.count) == 0 { return offset }
                    position = offset + 1
                }
                return nil
            }
        }
    }

    /// Whether `needle` occurs in `bytes` as a whole word: not right after or before a
    /// letter, digit or `_` (so `ProfileViewModel` is not found in `EditProfileViewModel`).
    /// With `count`, only the first `count` bytes are looked at (a buffer reused from file
    /// to file).
    public static func containsWord(_ needle: [UInt8], in bytes: [UInt8], count: Int? = nil) -> Bool {
        let count = count ?? bytes.count
        WorkCounter.add(count)
        var start = 0
        while let offset = firstOffset(of: needle, in: bytes, from: start, to: count) {
            let end = offset + needle.count
            if (offset == 0 || !isWordByte(bytes[offset - 1])) && (end == count || !isWordByte(bytes[end])) { return true }
            start = offset + 1
        }
        return false
    }

    /// Several names looked for at once as whole words: whether `bytes` hold any of them
    /// is what `names.contains { containsWord($0, in: bytes) }` answers, in one pass over
    /// the bytes whatever the number of names. Each run of word bytes (`isWordByte`) is
    /// hashed as it is read and looked up in a table of the names, so a search for hundreds
    /// of names (the types a partial lint follows into the other files) costs what a search
    /// for one does; searched one by one, every name was another pass over every file.
    /// A name that is not made of word bytes alone cannot be one run: it is looked for
    /// with `containsWord`.
    public struct WordSet: Sendable {
        /// The names made of word bytes.
        private let names: [[UInt8]]
        /// The others (with a `.`, a space, or empty), each searched with `containsWord`.
        private let others: [[UInt8]]
        /// Name number + 1 in each slot (0: empty); the count is a power of two.
        private let slots: [Int32]
        /// The hash of each name (FNV-1a of its bytes, `mix` a byte at a time).
        private let hashes: [UInt64]
        /// The shortest and the longest name's length: a run outside them is not looked up.
        private let shortest: Int, longest: Int

        /// The set of `names`.
        public init(_ names: [[UInt8]]) {
            var words: [[UInt8]] = [], others: [[UInt8]] = []
            for name in names {
                if !name.isEmpty, name.allSatisfy(ByteSearch.isWordByte) { words.append(name) } else { others.append(name) }
            }
            var capacity = 16
            while capacity < words.count * 2 { capacity <<= 1 }
            var slots = [Int32](repeating: 0, count: capacity)
            let hashes = words.map { word in word.reduce(WordSet.seed) { WordSet.mix($0, $1) } }
            for (number, hash) in hashes.enumerated() {
                var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Int32(number + 1)
            }
            self.names = words
            self.others = others
            self.slots = slots
            self.hashes = hashes
            shortest = words.map(\.count).min() ?? 0
            longest = words.map(\.count).max() ?? 0
        }

        /// Whether there is no name to look for.
        public var isEmpty: Bool { names.isEmpty && others.isEmpty }

        /// Whether `occurs(in:)` goes through the words with the table (enough names of
        /// word bytes), rather than searching each name.
        package var searchesByTable: Bool { names.count >= WordSet.namesSearchedOneByOne }

        /// The hash of a run before its first byte.
        private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

        /// The hash of a run with `byte` added (FNV-1a).
        @inline(__always)
        private static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
            (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }

        /// Below this many names, each is looked for with `containsWord` (`memchr` to each
        /// candidate first byte): cheaper than going through every word while the names
        /// are few (about a fifth of an instruction a byte a name on the benchmark's corpus,
        /// against a few a byte for the words, however many names).
        public static let namesSearchedOneByOne = 24

        /// Whether `bytes` name one of the names as a whole word.
        public func occurs(in bytes: [UInt8]) -> Bool {
            if names.count < WordSet.namesSearchedOneByOne {
                return names.contains { ByteSearch.containsWord($0, in: bytes) } || others.contains { ByteSearch.containsWord($0, in: bytes) }
            }
            if others.contains(where: { ByteSearch.containsWord($0, in: bytes) }) { return true }
            WorkCounter.add(bytes.count)
            return bytes.withUnsafeBufferPointer { buffer in
                let count = buffer.count
                var index = 0
                while index < count {
                    guard ByteSearch.isWordByte(buffer[index]) else {
                        index += 1
                        continue
                    }
                    let start = index
                    var hash = WordSet.seed
                    while index < count, ByteSearch.isWordByte(buffer[index]) {
                        hash = WordSet.mix(hash, buffer[index])
                        index += 1
                    }
                    let length = index - start
                    guard length >= shortest, length <= longest else { continue }
                    if isName(buffer[start..<index], hash: hash) { return true }
                }
                return false
            }
        }

        /// Whether the run `word`, of hash `hash`, is one of the names.
        private func isName(_ word: Slice<UnsafeBufferPointer<UInt8>>, hash: UInt64) -> Bool {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let number = Int(slots[slot]) - 1
                if hashes[number] == hash, names[number].count == word.count, names[number].elementsEqual(word) { return true }
                slot = (slot + 1) & mask
            }
            return false
        }
    }

    /// Calls `body` with each run of word bytes of `bytes` (`isWordByte`) that is not part
    /// of a longer one: the words `containsWord` finds.
    public static func forEachWord(in bytes: [UInt8], _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < bytes.count {
                guard isWordByte(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                body(bytes[start..<end])
                start = end
            }
        }
    }

    /// Whether `byte` may be part of a Swift name (ASCII letters, digits, `_`, and every
    /// byte of a multi-byte character).
    public static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// Whether `bytes` are ASCII without a carriage return: text whose every byte is one
    /// character (`\r\n` is one character of two bytes), so that a reader may read it by
    /// its bytes and get what reading its characters gives. Inlinable, so that each caller
    /// gets a loop over its own collection: called across modules as a generic, it took
    /// about a hundred instructions a byte (5,000 a case pattern; 65 of `add`'s 865 million
    /// on a 13,000-file repository).
    @inlinable
    public static func isPlainText(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// Whether `bytes` are the UTF-8 of `text`, compared through their buffers (the generic
    /// `elementsEqual` of a string's UTF-8 view is many times slower).
    public static func equal(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == bytes.count else { return false }
            return bytes.withUnsafeBufferPointer { slice in
                for index in 0..<utf8.count where slice[index] != utf8[index] { return false }
                return true
            }
        }
    }

    /// Whether `needle` occurs in `bytes`.
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        firstOffset(of: needle, in: bytes) != nil
    }

    /// Whether `needle` occurs within `bytes[start..<end]` (a token's bytes, say).
    public static func contains(_ needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        firstOffset(of: needle, in: bytes, from: start, to: end) != nil
    }

    /// The UpperCamelCase names in `text` (Swift code: a type, an expression), but those
    /// after a `.` (`Foo.shared` names `Foo` only) and those in `excluding` (by length),
    /// compared as bytes so that a skipped name costs no string.
    public static func upperCamelNames(in text: String, excluding: [Int: [[UInt8]]]) -> [String] {
        var text = text
        var names: [String] = []
        text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                guard isWordByte(byte) else { index += 1; continue }
                let start = index
                while index < count, isWordByte(bytes[index]) { index += 1 }
                guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"), start == 0 || bytes[start - 1] != UInt8(ascii: ".") else { continue }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if let candidates = excluding[word.count], candidates.contains(where: { $0.elementsEqual(word) }) { continue }
                names.append(String(decoding: word, as: UTF8.self))
            }
        }
        return names
    }
}
