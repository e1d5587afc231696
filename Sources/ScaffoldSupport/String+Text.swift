import Foundation

/// Small text operations the readers, messages and reports share.
extension String {
    /// The string as XML attribute or element text: `& < > " '` as entities, line feeds
    /// and other control characters (but tab) as character references. Every byte to
    /// escape is ASCII, and no byte of a longer character is, so the bytes are escaped one
    /// by one (by scalars, with Foundation's help, a report of 3,000 findings took as long
    /// as the lint).
    package var escapedForXML: String {
        escapingASCII { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "'"): "&apos;"
            case UInt8(ascii: "\n"): "&#10;"
            case _ where byte < 0x20 && byte != UInt8(ascii: "\t"): "&#\(byte);"
            default: nil
            }
        }
    }

    /// The string percent-encoded for a URL's path, as Foundation's
    /// `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` encodes it on Linux:
    /// letters, digits and `-._~!$&'()*+,=@/` as they are, `:` as it is once a `/` came
    /// before it (a colon in a first segment would read as a scheme), every other byte of
    /// its UTF-8 as `%` and two uppercase hex digits. By bytes: Foundation took 45,000
    /// instructions a path on Linux, and an HTML map of 3,000 screens spent a fifth of its
    /// time there.
    package var percentEncodedAsURLPath: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(utf8.count)
        var afterSlash = false
        for byte in utf8 {
            let allowed = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || String.urlPathPunctuation.contains(byte)
                || (byte == UInt8(ascii: ":") && afterSlash)
            if byte == UInt8(ascii: "/") { afterSlash = true }
            if allowed {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The punctuation a URL's path holds as it is.
    private static let urlPathPunctuation = Set("-._~!$&'()*+,=@/".utf8)

    /// The string with each ASCII byte for which `escape` gives a text replaced by that
    /// text, in one pass over the bytes; the string itself when no byte is replaced.
    /// Only ASCII bytes are asked about: the bytes of a character beyond ASCII are all
    /// 0x80 or above, so replacing bytes below it replaces whole characters.
    package func escapingASCII(_ escape: (UInt8) -> String?) -> String {
        var text = self
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            var copied = 0
            for (offset, byte) in bytes.enumerated() where byte < 0x80 {
                guard let replacement = escape(byte) else { continue }
                if output.isEmpty { output.reserveCapacity(bytes.count + 16) }
                output.append(contentsOf: bytes[copied..<offset])
                output.append(contentsOf: replacement.utf8)
                copied = offset + 1
            }
            guard copied > 0 else { return self }
            output.append(contentsOf: bytes[copied...])
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether every character of the string is ASCII (each one byte), told over its bytes
    /// at once: through `utf8.allSatisfy` a short string's bytes are taken out one by one,
    /// about sixty instructions a byte.
    package var isASCII: Bool {
        var text = self
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// `bytes` as text when they are valid UTF-8, nil otherwise. An ASCII name or path
    /// (nearly every one) is told by a loop the compiler makes wide, then decoded by the
    /// standard library's fast path: about a tenth of what `String(validating:as:)` costs
    /// (a walk makes a path for every file of the repository).
    package static func validatingUTF8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        bytes.allSatisfy { $0 < 0x80 } ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }

    /// The string with trailing spaces and tabs removed.
    package func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return String(result)
    }

    /// The string with spaces and tabs removed at both ends. Read in UTF-8, and the string
    /// itself when there is nothing to remove (this runs for every type and pattern lint
    /// reads); beside a byte that is not ASCII, the characters decide (a space may begin
    /// or end a character of several scalars, and such a character is not a space).
    package func trimmingSpaces() -> String {
        let utf8 = self.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, isSpace(utf8[start]) { start = utf8.index(after: start) }
        while end > start, isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if start == utf8.startIndex, end == utf8.endIndex { return self }
        let nextIsASCII = start == end || utf8[start] < 0x80
        let previousIsASCII = start == end || utf8[utf8.index(before: end)] < 0x80
        guard nextIsASCII, previousIsASCII else { return trimmingSpacesByCharacters() }
        return String(self[start..<end])
    }

    /// `trimmingSpaces`, character by character.
    package func trimmingSpacesByCharacters() -> String {
        var result = Substring(self)
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return String(result)
    }

    /// The string escaped for use inside a double-quoted YAML, JSON or Swift string.
    package func escapedForDoubleQuotes() -> String {
        var result = ""
        for char in self {
            switch char {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(char)
            }
        }
        return result
    }

    /// The string padded with spaces to `width` characters.
    package func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string right-aligned in `width` characters.
    package func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

extension String {
    /// The string with what a terminal would not show as written escaped as `\u{…}`:
    /// NUL and other control characters (but tab), line and paragraph separators, and the
    /// bidirectional controls that can make text read differently from what it is.
    /// Messages and displayed paths go through it, so a name can never forge a line.
    /// ASCII text, nearly every message, is looked at by its bytes (a map of 8,000 warnings
    /// decoded each scalar of each line): one is escaped only when it is a control
    /// character but tab, or DEL. Any other text is read by scalars.
    package var escapedForMessages: String {
        /// Whether `bytes` are ASCII with no control character but tab.
        func isPlain<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            !bytes.contains { $0 >= 0x80 || ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }
        }
        let plain = utf8.withContiguousStorageIfAvailable(isPlain) ?? isPlain(utf8)
        return plain ? self : escapedForMessagesByScalars
    }

    /// `escapedForMessages` by scalars: the reference, and the reading of text that is not
    /// plain ASCII.
    package var escapedForMessagesByScalars: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if Self.needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }
}

extension String {
    /// The string with each occurrence of the bytes of `placeholder` (`{name}`) replaced by
    /// `value`, left to right, compared as bytes: the naming patterns are applied to every
    /// screen's and fake's types, and Foundation's `replacingOccurrences` cost `scaffold
    /// app` a twentieth of its time there.
    package func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        let needle = Array(placeholder.utf8), bytes = Array(utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return self }
        var result: [UInt8] = []
        var start = 0, index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                result.append(contentsOf: bytes[start..<index])
                result.append(contentsOf: value.utf8)
                index += needle.count
                start = index
            } else {
                index += 1
            }
        }
        guard start > 0 else { return self }
        result.append(contentsOf: bytes[start...])
        return String(decoding: result, as: UTF8.self)
    }

    /// The text after `prefix` when the string's bytes start with its bytes, else nil: a
    /// path made relative to a folder (`prefix` ending in `/`) in time of the prefix's
    /// length, where `dropFirst(prefix.count)` walks every character of it.
    package func afterPrefix(_ prefix: String) -> String? {
        let count = prefix.utf8.count
        guard utf8.count >= count else { return nil }
        let matches = utf8.withContiguousStorageIfAvailable { own in
            prefix.utf8.withContiguousStorageIfAvailable { wanted in
                count == 0 || memcmp(own.baseAddress!, wanted.baseAddress!, count) == 0
            }
        } ?? nil
        guard matches ?? utf8.starts(with: prefix.utf8) else { return nil }
        return String(self[utf8.index(utf8.startIndex, offsetBy: count)...])
    }

    /// The path relative to `folder` when it is inside it (compared as bytes), else the
    /// path as it is.
    /// Compared in place: the folder with a `/` added was a new string for each path, and
    /// a lint makes each of thousands of paths relative a few times.
    package func relative(to folder: String) -> String {
        let folderCount = folder.utf8.count
        let endsInSlash = folder.utf8.last == UInt8(ascii: "/")
        let prefixCount = endsInSlash ? folderCount : folderCount + 1
        guard utf8.count >= prefixCount else { return self }
        let answer: String?? = utf8.withContiguousStorageIfAvailable { own in
            folder.utf8.withContiguousStorageIfAvailable { wanted in
                guard folderCount == 0 || memcmp(own.baseAddress!, wanted.baseAddress!, folderCount) == 0,
                      endsInSlash || own[folderCount] == UInt8(ascii: "/") else { return nil }
                return String(decoding: own[prefixCount...], as: UTF8.self)
            }
        } ?? nil
        if let answer { return answer ?? self }
        return afterPrefix(endsInSlash ? folder : folder + "/") ?? self
    }
}
