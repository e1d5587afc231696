import ScaffoldSupport
import ScaffoldSyntax

/// Reads the OpenStep ASCII property lists that Xcode writes as `project.pbxproj`:
/// dictionaries `{ key = value; }`, lists `( a, b, )`, strings bare (`A-Z a-z 0-9 _ $ / : . -`)
/// or quoted (with `\"`, `\\`, `\n`, `\t`, `\U` escapes), `/* … */` and `// …` comments.
/// It works on the bytes, in one pass, keeping every value's byte range.
///
/// It refuses, with the place and what to do: text that does not parse, merge-conflict
/// markers, and (`parse`) a project format it does not know.
public enum PBXProjParser {
    /// The `objectVersion`s read: every one from Xcode 3.2's 46 to Xcode 16's 77 (Xcode 8 to
    /// 14 wrote 50–56, Xcode 15 60 and 63, Xcode 16 70, 71 and 77; the format changed little
    /// between them, and the objects scaffold reads and writes are the same in all).
    public static let knownObjectVersions: [Int] = Array(46...77)

    /// The known versions for messages: `46 to 77`.
    public static let knownObjectVersionsText = "46 to 77"

    /// Parses a `project.pbxproj`: a property list whose root dictionary has an
    /// `objectVersion` this reader knows. `file` names it in diagnostics.
    public static func parse(_ bytes: [UInt8], file: String) throws -> PropertyList {
        let list = try parsePropertyList(bytes, file: file)
        let root = list.root
        guard root.isDictionary, let version = root["objectVersion"] else {
            throw DiagnosticError(list.location(of: root.start), "this is not an Xcode project file: its dictionary has no 'objectVersion'; "
                + "read the project.pbxproj inside the .xcodeproj folder")
        }
        guard let number = version.string.flatMap({ Int($0) }), knownObjectVersions.contains(number) else {
            let text = version.string ?? "(not a number)"
            let newer = (version.string.flatMap { Int($0) } ?? 0) > (knownObjectVersions.last ?? 0)
            let fix = newer
                ? "a newer Xcode wrote it; update scaffold, or set the project's format (File Inspector, Project Format) to Xcode 16 or earlier"
                : "open the project in a current Xcode and save it to upgrade its format"
            throw DiagnosticError(list.location(of: version.start),
                                  "objectVersion \(text) is not a project format scaffold knows (it knows \(knownObjectVersionsText)); \(fix)")
        }
        return list
    }

    /// Parses any OpenStep ASCII property list (no check of its contents).
    public static func parsePropertyList(_ bytes: [UInt8], file: String) throws -> PropertyList {
        guard bytes.count < Int(Int32.max) else {
            throw DiagnosticError(SourceLocation(file: file, line: 1, column: 1), "the file is larger than 2 GB; this is not a project file scaffold can read")
        }
        var parser = Parser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }
}

/// The one-pass reader behind `PBXProjParser`.
private struct Parser {
    let bytes: [UInt8]
    let file: String
    var position = 0
    var nodes: [PlistNode] = []
    var links: [Int32] = []
    /// Children of the containers still open, moved to `links` as each closes.
    var scratch: [Int32] = []
    var sections: [PropertyList.SectionMarker] = []
    var depth = 0
    /// The parts of a section comment.
    static let begin = Array("/* Begin ".utf8), finish = Array("/* End ".utf8), suffix = Array(" section */".utf8)
    /// Containers nested deeper than this are refused (a project nests six deep).
    static let maximumDepth = 200

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        nodes.reserveCapacity(bytes.count / 12)
        links.reserveCapacity(bytes.count / 12)
    }

    mutating func parseDocument() throws -> PropertyList {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipTrivia()
        guard position < bytes.count else {
            throw failure(at: position, "the file is empty; a project file is a dictionary `{ … }` starting with `// !$*UTF8*$!`")
        }
        _ = try parseValue(after: nil)
        try skipTrivia()
        if position < bytes.count {
            throw failure(at: position, "expected the end of the file after the closing '}', found \(describe(position)); remove what follows it")
        }
        return PropertyList(bytes: bytes, file: file, storage: PlistStorage(bytes: bytes, nodes: nodes, links: links), sections: sections)
    }

    // MARK: Values

    /// Parses the value at `position`; `key` (a node index) is the dictionary key it belongs
    /// to, for messages.
    mutating func parseValue(after key: Int32?) throws -> Int32 {
        guard position < bytes.count else { throw cutShort("a value\(keyPhrase(key))") }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "{"): return try parseContainer(dictionary: true, key: key)
        case UInt8(ascii: "("): return try parseContainer(dictionary: false, key: key)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try parseQuoted()
        case UInt8(ascii: "<"):
            throw failure(at: position, "expected a value\(keyPhrase(key)), found '<'; data values (<…>) do not belong in a project file: remove it or write the value in quotes")
        default:
            guard PlistText.isBare(byte) else {
                throw failure(at: position, "expected a value\(keyPhrase(key)) (a string, '(' or '{'), found \(describe(position)); "
                    + "write the value in double quotes if it holds other characters")
            }
            return parseBare()
        }
    }

    mutating func parseBare() -> Int32 {
        let start = position, count = bytes.count
        var end = position
        while end < count, PlistText.isBare(bytes[end]) { end += 1 }
        position = end
        WorkCounter.add(position - start)
        return append(PlistNode(kind: .bare, escaped: false, start: Int32(start), end: Int32(position), separator: -1, first: 0, count: 0))
    }

    mutating func parseQuoted() throws -> Int32 {
        let start = position
        let quote = bytes[position]
        var escaped = false
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                WorkCounter.add(position - start)
                return append(PlistNode(kind: .quoted, escaped: escaped, start: Int32(start), end: Int32(position), separator: -1, first: 0, count: 0))
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 1
            }
            position += 1
        }
        throw failure(at: start, "this string is never closed; add the closing \(quote == UInt8(ascii: "'") ? "'" : "'\"'") (a quote inside a string is written \\\")")
    }

    mutating func parseContainer(dictionary: Bool, key: Int32?) throws -> Int32 {
        let start = position
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw failure(at: start, "values nest more than \(Self.maximumDepth) deep here; a project file nests a few levels: this file is damaged")
        }
        position += 1
        let index = append(PlistNode(kind: dictionary ? .dictionary : .array, escaped: false, start: Int32(start), end: 0, separator: -1, first: 0, count: 0))
        let mark = scratch.count
        let closing = dictionary ? UInt8(ascii: "}") : UInt8(ascii: ")")
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                let opened = PropertyList.location(of: start, in: bytes, file: file)
                throw failure(at: position, "the file ends inside the \(dictionary ? "dictionary" : "list")\(keyPhrase(key, of: true)) that opens at line \(opened.line), column \(opened.column); "
                    + "it is cut short: restore it from version control")
            }
            if bytes[position] == closing {
                position += 1
                break
            }
            if dictionary {
                try parseEntry()
            } else {
                let element = try parseValue(after: nil)
                scratch.append(element)
                try skipTrivia()
                guard position < bytes.count else { continue }
                if bytes[position] == UInt8(ascii: ",") {
                    nodes[Int(element)].separator = Int32(position)
                    position += 1
                } else if bytes[position] != closing {
                    throw failure(at: position, "expected ',' or ')' after an element of the list\(keyPhrase(key, of: true)), found \(describe(position)); "
                        + "separate the elements with ','")
                }
            }
        }
        nodes[Int(index)].end = Int32(position)
        nodes[Int(index)].first = Int32(links.count)
        nodes[Int(index)].count = Int32(scratch.count - mark)
        links.append(contentsOf: scratch[mark...])
        scratch.removeSubrange(mark...)
        return index
    }

    /// One `key = value;` of a dictionary.
    mutating func parseEntry() throws {
        let byte = bytes[position]
        let key: Int32
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            key = try parseQuoted()
        } else if PlistText.isBare(byte) {
            key = parseBare()
        } else {
            throw failure(at: position, "expected a key or '}', found \(describe(position)); a dictionary entry is written `key = value;`")
        }
        try skipTrivia()
        if position == bytes.count { throw cutShort("'=' after the key '\(text(of: key))'") }
        guard bytes[position] == UInt8(ascii: "=") else {
            throw failure(at: position, "expected '=' after the key '\(text(of: key))', found \(describe(position)); a dictionary entry is written `key = value;`")
        }
        position += 1
        try skipTrivia()
        let value = try parseValue(after: key)
        try skipTrivia()
        if position == bytes.count { throw cutShort("';' after the value of '\(text(of: key))'") }
        guard bytes[position] == UInt8(ascii: ";") else {
            throw failure(at: position, "expected ';' after the value of '\(text(of: key))', found \(describe(position)); end each dictionary entry with ';'")
        }
        nodes[Int(value)].separator = Int32(position)
        position += 1
        scratch.append(key)
        scratch.append(value)
    }

    mutating func append(_ node: PlistNode) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    // MARK: Trivia

    /// Skips white space and comments (recording section markers); refuses a merge-conflict
    /// marker at the start of a line.
    mutating func skipTrivia() throws {
        var at = position
        let count = bytes.count
        while at < count {
            let byte = bytes[at]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                at += 1
                continue
            }
            if byte == UInt8(ascii: "/"), at + 1 < count {
                let next = bytes[at + 1]
                if next == UInt8(ascii: "*") {
                    position = at
                    try skipBlockComment()
                    at = position
                    continue
                }
                if next == UInt8(ascii: "/") {
                    at += 2
                    while at < count, bytes[at] != 0x0A { at += 1 }
                    continue
                }
            }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "|"), at == 0 || bytes[at - 1] == 0x0A {
                position = at
                if isConflictMarker(byte) {
                    let marker = String(repeating: Character(Unicode.Scalar(byte)), count: 7)
                    throw failure(at: at, "merge conflict marker '\(marker)'; resolve the merge conflict in \(file) first "
                        + "(keep the entries of both sides, remove the markers), then run scaffold again")
                }
            }
            break
        }
        position = at
    }

    func isConflictMarker(_ byte: UInt8) -> Bool {
        guard position + 7 <= bytes.count else { return false }
        for offset in 1..<7 where bytes[position + offset] != byte { return false }
        return position + 7 == bytes.count || bytes[position + 7] != byte
    }

    mutating func skipBlockComment() throws {
        let start = position, count = bytes.count
        var at = position + 2
        while at + 1 < count {
            if bytes[at] == UInt8(ascii: "*"), bytes[at + 1] == UInt8(ascii: "/") {
                position = at + 2
                WorkCounter.add(position - start)
                recordSection(start: start, end: position)
                return
            }
            at += 1
        }
        position = at
        throw failure(at: start, "this comment is never closed; add '*/' where it ends")
    }

    /// Records `/* Begin X section */` and `/* End X section */`.
    mutating func recordSection(start: Int, end: Int) {
        guard end - start > 18, bytes[start + 3] == UInt8(ascii: "B") || bytes[start + 3] == UInt8(ascii: "E") else { return }
        let (begin, finish, suffix) = (Self.begin, Self.finish, Self.suffix)
        let isBegin: Bool
        if bytes[start..<end].starts(with: begin) {
            isBegin = true
        } else if bytes[start..<end].starts(with: finish) {
            isBegin = false
        } else {
            return
        }
        let nameStart = start + (isBegin ? begin.count : finish.count)
        guard end - nameStart > suffix.count, bytes[(end - suffix.count)..<end].elementsEqual(suffix) else { return }
        let name = String(decoding: bytes[nameStart..<(end - suffix.count)], as: UTF8.self)
        sections.append(PropertyList.SectionMarker(name: name, isBegin: isBegin, start: start, end: end))
    }

    // MARK: Messages

    /// The error for a file that ends where `expected` should follow.
    func cutShort(_ expected: String) -> DiagnosticError {
        failure(at: bytes.count, "the file ends where \(expected) was expected; it is cut short: restore it from version control")
    }

    func failure(at offset: Int, _ message: String) -> DiagnosticError {
        DiagnosticError(PropertyList.location(of: offset, in: bytes, file: file), message)
    }

    /// What is at `offset`, for "found …".
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        switch bytes[offset] {
        case 0x0A, 0x0D: return "a line break"
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(bytes[offset])))'"
        default: return "the byte 0x\(String(bytes[offset], radix: 16, uppercase: true))"
        }
    }

    /// The text of a key node, for messages.
    func text(of node: Int32) -> String {
        PlistValue(storage: PlistStorage(bytes: bytes, nodes: nodes, links: links), index: Int(node)).string ?? ""
    }

    /// ` for 'key'` (or ` of 'key'`), or nothing without a key.
    func keyPhrase(_ key: Int32?, of: Bool = false) -> String {
        guard let key else { return "" }
        return " \(of ? "of" : "for") '\(text(of: key))'"
    }
}
