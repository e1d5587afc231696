/// The object numbers of a project by ID, in an open-addressing table: an ID of up to 24
/// bytes (all of Xcode's) is packed into three words, compared and hashed without an
/// allocation; other IDs go to a dictionary.
struct ObjectTable: Sendable {
    /// One place of the table: a packed ID (empty while its length is 0) and its number.
    private struct Slot: Sendable {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count: Int32 = 0
        var value: Int32 = 0
    }

    private var slots: [Slot]
    private let mask: Int
    private var others: [String: Int32] = [:]

    /// A table for about `capacity` IDs.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
    }

    /// Records `value` for the ID with bytes `id` (a later value for the same ID wins).
    mutating func insert(_ id: ArraySlice<UInt8>, _ value: Int32) {
        guard !id.isEmpty, id.count <= 24 else {
            others[String(decoding: id, as: UTF8.self)] = value
            return
        }
        let words = Self.pack(id)
        var index = Self.hash(words, id.count) & mask
        while slots[index].count != 0 {
            if slots[index].count == Int32(id.count), slots[index].words == words {
                slots[index].value = value
                return
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(words: words, count: Int32(id.count), value: value)
    }

    /// The value recorded for the ID with bytes `id`.
    func find(_ id: ArraySlice<UInt8>) -> Int32? {
        guard !id.isEmpty, id.count <= 24 else { return others[String(decoding: id, as: UTF8.self)] }
        let words = Self.pack(id)
        var index = Self.hash(words, id.count) & mask
        while slots[index].count != 0 {
            if slots[index].count == Int32(id.count), slots[index].words == words { return slots[index].value }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The bytes of an ID of at most 24 bytes, eight to a word.
    private static func pack(_ id: ArraySlice<UInt8>) -> (UInt64, UInt64, UInt64) {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var index = id.startIndex, shift: UInt64 = 0, word = 0
        while index < id.endIndex {
            let byte = UInt64(id[index]) << shift
            switch word {
            case 0: words.0 |= byte
            case 1: words.1 |= byte
            default: words.2 |= byte
            }
            shift += 8
            if shift == 64 {
                shift = 0
                word += 1
            }
            index += 1
        }
        return words
    }

    /// A well-mixed hash of a packed ID.
    private static func hash(_ words: (UInt64, UInt64, UInt64), _ count: Int) -> Int {
        var hash = words.0 &* 0x9E37_79B9_7F4A_7C15
        hash ^= (words.1 &+ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= words.2 &* 0x1656_67B1_9E37_79F9
        hash ^= hash >> 29
        hash &*= 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }
}
