/// A change to a file's bytes: replace `range` with `bytes`. Fixes and in-place screen
/// edits are lists of these, applied to the bytes the file has, so that nothing outside
/// the edits changes: not an invalid UTF-8 byte, not a line ending.
public struct SourceEdit: Sendable, Hashable {
    /// The byte range replaced (empty for an insertion).
    public var range: Range<Int>
    /// The new bytes.
    public var bytes: [UInt8]

    /// Replaces `range` with `text`.
    public init(range: Range<Int>, text: String) {
        self.range = range
        bytes = Array(text.utf8)
    }

    /// Replaces `range` with `bytes`.
    public init(range: Range<Int>, bytes: [UInt8]) {
        self.range = range
        self.bytes = bytes
    }

    /// Inserts `text` at `offset`.
    public init(insert text: String, at offset: Int) {
        self.init(range: offset..<offset, text: text)
    }

    /// Applies `edits` to `bytes`, last first. Edits that overlap one already applied, and
    /// duplicates, are dropped; insertions at one offset keep their order. Nil when no edit
    /// applies.
    public static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8]? {
        var unique: [SourceEdit] = []
        for edit in edits where !unique.contains(edit) { unique.append(edit) }
        let ordered = unique.enumerated().sorted { lhs, rhs in
            lhs.element.range.lowerBound != rhs.element.range.lowerBound
                ? lhs.element.range.lowerBound > rhs.element.range.lowerBound
                : lhs.offset > rhs.offset
        }
        var result = bytes
        var lastStart = Int.max
        var applied = false
        for (_, edit) in ordered {
            guard edit.range.upperBound <= lastStart || (edit.range.isEmpty && edit.range.lowerBound == lastStart),
                  edit.range.upperBound <= result.count else { continue }
            result.replaceSubrange(edit.range, with: edit.bytes)
            lastStart = edit.range.lowerBound
            applied = true
        }
        return applied ? result : nil
    }
}

extension SourceFile {
    /// The line ending a file uses: that of its first line that has one (`\n` for a file
    /// with none). Inserted lines use it, so CRLF files stay CRLF.
    public var lineEnding: String {
        guard lineStarts.count > 1 else { return "\n" }
        let end = lineStarts[1]
        if end >= 2, bytes[end - 2] == UInt8(ascii: "\r"), bytes[end - 1] == UInt8(ascii: "\n") { return "\r\n" }
        if bytes[end - 1] == UInt8(ascii: "\r") { return "\r" }
        return "\n"
    }

    /// The byte range of 1-based line `line`, without its line ending.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The text of line `line` without its ending, spaces and tabs trimmed: what a
    /// baseline matches findings by. The same for LF, CRLF and CR files.
    public func trimmedLine(_ line: Int) -> String {
        let range = lineRange(line)
        var start = range.lowerBound, end = range.upperBound
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The spaces and tabs that start the line holding byte `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
        let start = lineStarts[lineIndex(of: offset)]
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offset where the line holding byte `offset` starts.
    public func lineStart(ofLineAt offset: Int) -> Int {
        lineStarts[lineIndex(of: offset)]
    }
}
