#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a byte string in a file's bytes, for the searches that decide which files are
/// worth parsing (a screen's type names, `Responder`): `memchr` to each candidate, then `memcmp`.
public enum ByteSearch {
    /// The offset of the first `needle` in `bytes` at or after `start`, or nil.
    public static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, start >= 0, bytes.count - start >= needle.count else { return nil }
        return bytes.withUnsafeBytes { haystack -> Int? in
            needle.withUnsafeBytes { wanted -> Int? in
                guard let base = haystack.baseAddress, let wantedBase = wanted.baseAddress else { return nil }
                let first = Int32(needle[0])
                var position = start
                let last = haystack.count - needle.count
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
    public static func containsWord(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        var start = 0
        while let offset = firstOffset(of: needle, in: bytes, from: start) {
            let end = offset + needle.count
            if (offset == 0 || !isWordByte(bytes[offset - 1])) && (end == bytes.count || !isWordByte(bytes[end])) { return true }
            start = offset + 1
        }
        return false
    }

    /// Whether `byte` may be part of a Swift name (ASCII letters, digits, `_`, and every
    /// byte of a multi-byte character).
    public static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// Whether `needle` occurs in `bytes`.
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        firstOffset(of: needle, in: bytes) != nil
    }
}
