/// Strings as a project file writes them: which bytes may stand without quotes, escapes
/// decoded when reading and written when quoting.
enum PlistText {
    /// Whether the parser reads `byte` as part of a string written without quotes:
    /// `A-Z a-z 0-9 _ $ / : . -`.
    @inline(__always)
    static func isBare(_ byte: UInt8) -> Bool {
        // One bit per byte value: `$ - . / 0-9 :` below 64, `A-Z _ a-z` from 64 to 127.
        if byte < 64 { return (0x07FF_E010_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0 }
        return byte < 128 && (0x07FF_FFFE_87FF_FFFE as UInt64) >> UInt64(byte - 64) & 1 != 0
    }

    /// `text` as Xcode writes a value: bare when every character is a letter, digit or one
    /// of `_ $ / : .` (Xcode quotes a `-`: `"com.apple.product-type.application"`, and a
    /// `//` or `/*` that would read as a comment), in double quotes otherwise, with `"`,
    /// `\`, newlines and tabs escaped.
    static func quoted(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var bare = !bytes.isEmpty
        for (index, byte) in bytes.enumerated() where bare {
            if !isBare(byte) || byte == UInt8(ascii: "-") { bare = false }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
                bare = false
            }
        }
        if bare { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Decodes the escapes of a quoted string's content: `\"`, `\\`, `\n`, `\t`, `\r`,
    /// `\a`, `\b`, `\f`, `\v`, `\Uxxxx` (a UTF-16 unit, pairs joined) and octal `\ooo`.
    static func unescape(_ content: ArraySlice<UInt8>) -> String {
        var utf16: [UInt16] = []
        var pendingBytes: [UInt8] = []
        /// Turns the raw UTF-8 bytes collected so far into UTF-16 units.
        func flushBytes() {
            guard !pendingBytes.isEmpty else { return }
            utf16.append(contentsOf: String(decoding: pendingBytes, as: UTF8.self).utf16)
            pendingBytes.removeAll(keepingCapacity: true)
        }
        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < content.endIndex else {
                pendingBytes.append(byte)
                index += 1
                continue
            }
            let next = content[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): pendingBytes.append(0x0A)
            case UInt8(ascii: "t"): pendingBytes.append(0x09)
            case UInt8(ascii: "r"): pendingBytes.append(0x0D)
            case UInt8(ascii: "a"): pendingBytes.append(0x07)
            case UInt8(ascii: "b"): pendingBytes.append(0x08)
            case UInt8(ascii: "f"): pendingBytes.append(0x0C)
            case UInt8(ascii: "v"): pendingBytes.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var unit: UInt32 = 0, digits = 0
                while digits < 4, index < content.endIndex, let value = hexValue(content[index]) {
                    unit = unit * 16 + value
                    digits += 1
                    index += 1
                }
                flushBytes()
                utf16.append(UInt16(unit))
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(next - UInt8(ascii: "0")), digits = 1
                while digits < 3, index < content.endIndex, content[index] >= UInt8(ascii: "0"), content[index] <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(content[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                flushBytes()
                utf16.append(UInt16(value & 0xFF))
            default:
                pendingBytes.append(next)
            }
        }
        flushBytes()
        return String(decoding: utf16, as: UTF16.self)
    }

    /// The value of a hexadecimal digit.
    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
