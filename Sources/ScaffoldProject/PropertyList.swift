import ScaffoldSyntax

/// An OpenStep ASCII property list as `PBXProjParser` read it (the text of a
/// `project.pbxproj`): its bytes, and every value with its byte range in them, so that an
/// editor can insert text at exact places. Values are read through `PlistValue` handles.
public struct PropertyList: Sendable {
    /// A `/* Begin X section */` or `/* End X section */` comment between the objects.
    public struct SectionMarker: Sendable, Hashable {
        /// The section's name: the `isa` of the objects it holds (`PBXFileReference`).
        public var name: String
        /// Whether it opens the section (`Begin`) or closes it (`End`).
        public var isBegin: Bool
        /// The offset of its `/*`.
        public var start: Int
        /// The offset just past its `*/`.
        public var end: Int
    }

    /// The text, as read.
    public let bytes: [UInt8]
    /// The file's name in diagnostics.
    public let file: String
    /// The values, in the order their text starts (the root is the first).
    let storage: PlistStorage
    /// The section comments, in the order of the text.
    public let sections: [SectionMarker]

    /// The outermost value (a dictionary in a project file).
    public var root: PlistValue { PlistValue(storage: storage, index: 0) }

    /// The 1-based line and column (in UTF-8 bytes) of `offset`, for diagnostics.
    public func location(of offset: Int) -> SourceLocation {
        Self.location(of: offset, in: bytes, file: file)
    }

    /// The line and column of `offset` in `bytes`.
    static func location(of offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1, lineStart = 0
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: end - lineStart + 1)
    }
}

/// One value of a parsed property list as stored: its kind and byte range, and for a
/// container where its children's indices start in `PlistStorage.links`.
struct PlistNode: Sendable {
    /// What the value is.
    enum Kind: UInt8, Sendable {
        /// A string written without quotes.
        case bare
        /// A string written in double quotes.
        case quoted
        /// A list, `( … )`.
        case array
        /// A dictionary, `{ … }`.
        case dictionary
    }

    /// What the value is.
    var kind: Kind
    /// Whether a quoted string holds a backslash escape (its text then needs decoding).
    var escaped: Bool
    /// The offset of its first byte (the opening quote, `(` or `{`).
    var start: Int32
    /// The offset just past its last byte (the closing quote, `)` or `}`).
    var end: Int32
    /// The offset of the `,` or `;` written after it, or -1.
    var separator: Int32
    /// For a container, the index of its first child in `links`.
    var first: Int32
    /// For a container, the number of entries in `links`: elements of a list, keys and
    /// values (alternating) of a dictionary.
    var count: Int32
}

/// The parsed values of one property list, shared by every `PlistValue` read from it.
final class PlistStorage: Sendable {
    /// The text.
    let bytes: [UInt8]
    /// Every value.
    let nodes: [PlistNode]
    /// The children of containers: indices into `nodes`, each container's contiguous.
    let links: [Int32]

    /// Creates the storage.
    init(bytes: [UInt8], nodes: [PlistNode], links: [Int32]) {
        self.bytes = bytes
        self.nodes = nodes
        self.links = links
    }
}

/// A handle to one value of a `PropertyList`: a string, a list or a dictionary, with its
/// byte range. Cheap to copy; reading a string decodes it then.
public struct PlistValue: Sendable {
    /// The storage of the list it is from.
    let storage: PlistStorage
    /// The value's index in the storage.
    let index: Int

    /// Whether it is a string (quoted or not).
    public var isString: Bool { node.kind == .bare || node.kind == .quoted }
    /// Whether it is a list.
    public var isArray: Bool { node.kind == .array }
    /// Whether it is a dictionary.
    public var isDictionary: Bool { node.kind == .dictionary }
    /// Whether it is a string written in quotes.
    public var isQuoted: Bool { node.kind == .quoted }

    /// The offset of its first byte (a quoted string's opening quote, `(`, `{`).
    public var start: Int { Int(node.start) }
    /// The offset just past its last byte.
    public var end: Int { Int(node.end) }
    /// The offset of the `,` (in a list) or `;` (in a dictionary) that follows it, if any.
    public var separator: Int? { node.separator < 0 ? nil : Int(node.separator) }

    /// The string, decoded; nil for a list or a dictionary.
    public var string: String? {
        let node = node
        switch node.kind {
        case .bare:
            return String(decoding: storage.bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
        case .quoted:
            let content = storage.bytes[Int(node.start) + 1..<Int(node.end) - 1]
            return node.escaped ? PlistText.unescape(content) : String(decoding: content, as: UTF8.self)
        case .array, .dictionary:
            return nil
        }
    }

    /// The elements of a list (empty for anything else).
    public var array: [PlistValue] {
        let node = node
        guard node.kind == .array else { return [] }
        return (0..<Int(node.count)).map { PlistValue(storage: storage, index: Int(storage.links[Int(node.first) + $0])) }
    }

    /// The keys and values of a dictionary, in the order of the text (empty for anything else).
    public var entries: [(key: PlistValue, value: PlistValue)] {
        let node = node
        guard node.kind == .dictionary else { return [] }
        return stride(from: 0, to: Int(node.count), by: 2).map {
            (PlistValue(storage: storage, index: Int(storage.links[Int(node.first) + $0])),
             PlistValue(storage: storage, index: Int(storage.links[Int(node.first) + $0 + 1])))
        }
    }

    /// The number of elements of a list or entries of a dictionary.
    public var count: Int {
        let node = node
        switch node.kind {
        case .array: return Int(node.count)
        case .dictionary: return Int(node.count) / 2
        case .bare, .quoted: return 0
        }
    }

    /// The value of `key` in a dictionary (nil when absent, or not a dictionary).
    public subscript(key: String) -> PlistValue? {
        entry(key)?.value
    }

    /// The key and value of `key` in a dictionary.
    public func entry(_ key: String) -> (key: PlistValue, value: PlistValue)? {
        let node = node
        guard node.kind == .dictionary else { return nil }
        let wanted = Array(key.utf8)
        var position = Int(node.first)
        let last = position + Int(node.count)
        while position < last {
            let keyValue = PlistValue(storage: storage, index: Int(storage.links[position]))
            if keyValue.equals(wanted) {
                return (keyValue, PlistValue(storage: storage, index: Int(storage.links[position + 1])))
            }
            position += 2
        }
        return nil
    }

    /// The string value of `key`, if it is a string.
    public func string(_ key: String) -> String? {
        self[key]?.string
    }

    /// Whether this is a string whose decoded UTF-8 bytes are `wanted`.
    func equals(_ wanted: [UInt8]) -> Bool {
        let node = node
        switch node.kind {
        case .bare:
            return Int(node.end - node.start) == wanted.count && storage.bytes[Int(node.start)..<Int(node.end)].elementsEqual(wanted)
        case .quoted where !node.escaped:
            return Int(node.end - node.start) - 2 == wanted.count
                && storage.bytes[Int(node.start) + 1..<Int(node.end) - 1].elementsEqual(wanted)
        case .quoted:
            return string.map { Array($0.utf8) == wanted } ?? false
        case .array, .dictionary:
            return false
        }
    }

    private var node: PlistNode { storage.nodes[index] }
}
