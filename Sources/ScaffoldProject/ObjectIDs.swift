/// New object IDs as Xcode writes them, 24 uppercase hexadecimal digits, derived from what
/// the object is (its kind, path and target) so that the same edit of the same project
/// gives the same bytes, and never one the project (or this edit) already uses.
struct ObjectIDs {
    private var given: Set<String> = []
    private let isTaken: (String) -> Bool

    /// IDs that avoid those for which `isTaken` holds (the project's).
    init(isTaken: @escaping (String) -> Bool) {
        self.isTaken = isTaken
    }

    /// IDs that avoid `existing`.
    init(existing: some Sequence<String>) {
        let taken = Set(existing)
        isTaken = { taken.contains($0) }
    }

    /// A new ID for the object described by `parts` (e.g. `["PBXBuildFile", path, target]`).
    mutating func make(_ parts: [String]) -> String {
        var salt = 0
        while true {
            let seed = parts.joined(separator: "\u{0}") + (salt == 0 ? "" : "\u{0}\(salt)")
            let high = Self.fnv1a(seed, basis: 0xCBF2_9CE4_8422_2325)
            let low = Self.fnv1a(seed, basis: 0x6C62_272E_07BB_0142)
            let id = Self.hex(high, digits: 16) + Self.hex(low >> 32, digits: 8)
            if !isTaken(id), given.insert(id).inserted { return id }
            salt += 1
        }
    }

    /// 64-bit FNV-1a of `text`'s UTF-8 bytes from `basis`.
    static func fnv1a(_ text: String, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `value`'s last `digits` hexadecimal digits, uppercase, zero-padded.
    static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text.suffix(digits)
    }
}
