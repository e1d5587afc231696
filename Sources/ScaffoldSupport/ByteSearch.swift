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

    /// Whether `needle` occurs in `bytes`.
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        firstOffset(of: needle, in: bytes) != nil
    }
}
