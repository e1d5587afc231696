/// Text to insert into a property list's bytes, and where, in the layout the text already
/// has: a line of its own in a list or dictionary written one entry per line (Xcode's
/// layout, with its tab indentation), or inline in one written on a single line.
struct TextInsertions {
    /// One insertion: `text` goes before the byte at `offset`. Insertions at the same offset
    /// keep the order they were added in.
    struct Insertion {
        /// Where it goes.
        let offset: Int
        /// What goes there.
        let text: String
        /// Its place among insertions at the same offset.
        let sequence: Int
    }

    /// The text inserted into.
    let bytes: [UInt8]
    /// The insertions so far.
    private(set) var insertions: [Insertion] = []

    /// Insertions into `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether nothing is to be inserted.
    var isEmpty: Bool { insertions.isEmpty }

    /// Inserts `text` before the byte at `offset`.
    mutating func insert(_ text: String, at offset: Int) {
        insertions.append(Insertion(offset: offset, text: text, sequence: insertions.count))
    }

    /// The bytes with every insertion made: the original bytes all kept, in order.
    func applied() -> [UInt8] {
        let sorted = insertions.sorted { ($0.offset, $0.sequence) < ($1.offset, $1.sequence) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for insertion in sorted {
            result.append(contentsOf: bytes[copied..<insertion.offset])
            result.append(contentsOf: insertion.text.utf8)
            copied = insertion.offset
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }

    // MARK: Layout

    /// The start of the line holding `offset`, when only spaces and tabs precede it there.
    func lineStart(of offset: Int) -> Int? {
        var index = offset
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == 0x0A { return index }
            if byte != 0x20 && byte != 0x09 { return nil }
            index -= 1
        }
        return 0
    }

    /// The spaces and tabs that start the line holding `offset`, when only they precede it.
    func indentation(of offset: Int) -> String? {
        guard let start = lineStart(of: offset) else { return nil }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Whether a container is written over several lines with its closing bracket on a line
    /// of its own (Xcode's layout).
    func isMultiLine(_ container: PlistValue) -> Bool {
        lineStart(of: container.end - 1) != nil && bytes[container.start..<container.end].contains(0x0A)
    }

    /// Inserts `elements` (each the text of one element, e.g. `ID /* Name */`) into `list`
    /// before its element `index` (its end when `index` is its count).
    mutating func insert(elements: [String], into list: PlistValue, before index: Int) {
        guard !elements.isEmpty else { return }
        let items = list.array
        let close = list.end - 1
        if isMultiLine(list) {
            let anchor = index < items.count ? items[index].start : close
            if let start = lineStart(of: anchor) {
                let indent = items.first.flatMap { indentation(of: $0.start) } ?? ((indentation(of: close) ?? "") + "\t")
                insert(elements.map { indent + $0 + ",\n" }.joined(), at: start)
                return
            }
        }
        if index < items.count {
            insert(elements.map { $0 + ", " }.joined(), at: items[index].start)
        } else if let last = items.last {
            if let comma = last.separator {
                insert(elements.map { " " + $0 + "," }.joined(), at: comma + 1)
            } else {
                insert(elements.map { ", " + $0 }.joined(), at: close)
            }
        } else {
            insert(elements.map { $0 + ", " }.joined(), at: close)
        }
    }

    /// Inserts `key = value;` into `dictionary` where Xcode keeps it: after `isa`, the other
    /// keys in alphabetical order. `value` is written for the layout: `lines(indent)` gives
    /// it for a dictionary written one entry per line, `inline` for one on a single line.
    mutating func insert(key: String, lines: (String) -> String, inline: String, into dictionary: PlistValue) {
        let entries = dictionary.entries
        let following = entries.first { entry in
            guard let name = entry.key.string else { return false }
            return name != "isa" && name > key
        }
        let close = dictionary.end - 1
        if isMultiLine(dictionary) {
            let anchor = following?.key.start ?? close
            if let start = lineStart(of: anchor) {
                let indent = entries.first.flatMap { indentation(of: $0.key.start) } ?? ((indentation(of: close) ?? "") + "\t")
                insert(indent + key + " = " + lines(indent) + ";\n", at: start)
                return
            }
        }
        insert(key + " = " + inline + "; ", at: following?.key.start ?? close)
    }
}
