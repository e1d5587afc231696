import Foundation

/// A file the walker found: its path as text, and its exact bytes when the name is not
/// valid UTF-8 (the text then shows each bad byte as `\xNN`, and reading uses the bytes).
package struct FoundFile: Sendable, Hashable, Comparable {
    /// The absolute path, as scaffold shows and matches it.
    package var path: String
    /// The path's bytes, when they are not valid UTF-8; nil otherwise.
    package var rawPath: [UInt8]?
    /// Its place in the walk of the whole repository that a workspace keeps, when it
    /// came from one (the workspace keeps what it read of it there, with no hashing of
    /// its path); -1 otherwise. Not part of the file's identity.
    package var walkIndex = -1

    /// A file whose path is valid UTF-8.
    package init(path: String) {
        self.path = path
        rawPath = nil
    }

    /// A file from a path's bytes.
    package init(bytes: [UInt8]) {
        if let text = String.validatingUTF8(bytes) {
            path = text
            rawPath = nil
        } else {
            path = FoundFile.escaped(bytes)
            rawPath = bytes
        }
    }

    package static func < (lhs: FoundFile, rhs: FoundFile) -> Bool { lhs.path < rhs.path }

    package static func == (lhs: FoundFile, rhs: FoundFile) -> Bool { lhs.path == rhs.path && lhs.rawPath == rhs.rawPath }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(rawPath)
    }

    /// The bytes, valid UTF-8 kept as is and every other byte written `\xNN`.
    static func escaped(_ bytes: [UInt8]) -> String {
        var result = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<(position + length)] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    result += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                }
                position += length
            case .emptyInput:
                return result
            }
        }
    }

    /// Reads the file.
    package func read() throws(FileReader.Failure) -> [UInt8] {
        guard let rawPath else { return try FileReader.read(path) }
        return try FileReader.read(String(decoding: rawPath, as: UTF8.self), raw: rawPath)
    }
}

/// A path that could not be walked or read, and why.
public struct PathProblem: Sendable, Equatable {
    /// The path.
    public var path: String
    /// Why.
    public var reason: String

    /// Creates a problem.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
