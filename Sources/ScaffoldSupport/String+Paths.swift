import Foundation

/// A path's folder and last name, and a name joined to a path, as Foundation's `NSString`
/// gives them, without its cost: on Linux each of `deletingLastPathComponent`,
/// `lastPathComponent` and `appendingPathComponent` rebuilds the whole path through several
/// copies (fixing its slashes), a tenth of `scaffold app`'s time on 1,000 screens. A path
/// written plainly (no `//`, no `/` at its end) is cut at its last `/` as bytes, which is
/// what Foundation does with it; any other path is handed to Foundation.
extension String {
    /// The path without its last name (`NSString.deletingLastPathComponent`).
    package var parentPath: String {
        guard let (slash, bytes) = plainPath() else { return (self as NSString).deletingLastPathComponent }
        switch slash {
        case nil: return ""
        case 0: return "/"
        case let slash?: return String(decoding: bytes[..<slash], as: UTF8.self)
        }
    }

    /// The path's last name (`NSString.lastPathComponent`).
    package var lastPathName: String {
        guard let (slash, bytes) = plainPath() else { return (self as NSString).lastPathComponent }
        guard let slash else { return self }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// `name` joined to the path (`NSString.appendingPathComponent`).
    package func appendingPath(_ name: String) -> String {
        guard let (_, nameBytes) = name.plainPath(), nameBytes.first != UInt8(ascii: "/"),
              self == "/" || isEmpty || plainPath() != nil else { return (self as NSString).appendingPathComponent(name) }
        if isEmpty { return name }
        return self == "/" ? "/" + name : self + "/" + name
    }

    /// The offset of the path's last `/` (nil when it has none) and its bytes, when it is
    /// written plainly: not empty, no `//`, no `/` at its end. Nil otherwise.
    private func plainPath() -> (slash: Int?, bytes: [UInt8])? {
        let bytes = Array(utf8)
        guard let last = bytes.last, last != UInt8(ascii: "/") else { return nil }
        var slash: Int?
        for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
            if slash == index - 1 { return nil }
            slash = index
        }
        return (slash, bytes)
    }
}
