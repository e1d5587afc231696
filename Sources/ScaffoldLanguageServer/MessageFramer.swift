import Foundation
import ScaffoldSupport
import ScaffoldWorkspace

/// Cuts a byte stream into LSP messages: headers (`Content-Length` is the one that
/// matters), a blank line, then that many bytes.
struct MessageFramer {
    /// What the stream held next.
    enum Next {
        case message([UInt8])
        case malformed(String)
    }

    /// Headers longer than this, or a body larger than this, end the stream.
    static let maximumHeader = 8_192
    /// The largest body accepted: the largest buffer scaffold reads from standard input.
    static let maximumBody = Console.maximumBuffer

    private var buffer: [UInt8] = []
    private var start = 0

    /// Adds bytes read from the stream.
    mutating func append(_ bytes: [UInt8]) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer += bytes
    }

    /// The next complete message, nil when more bytes are needed.
    mutating func next() -> Next? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = ByteSearch.firstOffset(of: separator, in: buffer, from: start) else {
            return buffer.count - start > Self.maximumHeader ? .malformed("a message header is longer than \(Self.maximumHeader) bytes") : nil
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0, length <= Self.maximumBody else {
            return .malformed("a message header has no valid Content-Length: '\(header.prefix(200))'")
        }
        let bodyStart = end + separator.count
        guard buffer.count - bodyStart >= length else { return nil }
        start = bodyStart + length
        return .message(Array(buffer[bodyStart..<start]))
    }
}
