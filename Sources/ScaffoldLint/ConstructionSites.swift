import ScaffoldSupport
import ScaffoldSyntax

/// The labelled constructions `Type(label: …)` of one file, as `construction_missing_argument`
/// reads them. A file has many and almost none can be checked (only a type whose one init
/// lint can read), so a construction makes no string of its own: its type's name and
/// labels are copied as bytes into one buffer per file, with the hash of the type's name,
/// its line's text into another (once per line: the constructions of one long line share
/// it), and they are made strings (`site(_:)`) only for a construction whose type is one
/// the facts can check (`typeHash` found among those types' hashes).
public struct ConstructionSites: Sendable, Equatable {
    /// One construction: where its parts are in `bytes` (the type's name, then each label
    /// followed by a zero byte), where its line's text is in `lineTexts`, and its place.
    struct Entry: Sendable, Equatable {
        /// `ConstructionSites.hash` of the type's name.
        var typeHash: UInt64
        /// The offsets in `bytes` where the labels start and end.
        var labelsStart: Int32, labelsEnd: Int32
        /// Where its line's text starts and ends in `lineTexts` (shared by the
        /// constructions of one line).
        var textStart: Int32, textEnd: Int32
        /// Where the type's name starts in `bytes`.
        var typeStart: Int32
        /// How many arguments have no label.
        var unlabelled: Int32
        /// The token of the type's name.
        var token: Int32
        /// Where the type's name starts and ends.
        var line: Int32, column: Int32, endColumn: Int32
    }

    /// The constructions, in source order.
    private(set) var entries: [Entry] = []
    /// Their names and labels.
    private(set) var bytes: [UInt8] = []
    /// Their lines' text, each line once.
    private(set) var lineTexts: [UInt8] = []
    /// The line's text of a single construction taken out of a file's (`only(_:sharing:)`),
    /// as one string that the constructions of its line share.
    private(set) var lineText: String?

    /// No constructions.
    public init() {}

    /// How many constructions there are.
    public var count: Int { entries.count }

    /// The hash of a type's name, compared before any string is made: FNV-1a of its UTF-8
    /// bytes (those of its repaired text when they are not ASCII, as a string would hold).
    static func hash(_ name: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name {
            guard byte < 0x80 else { return String(decoding: name, as: UTF8.self).utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 } }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Adds the construction of the type named by token `typeToken` of `source`, with the
    /// labels of tokens `labelTokens` (backticks left out) and `unlabelled` arguments.
    mutating func append(_ source: SourceFile, typeToken: Int, labelTokens: [Int], unlabelled: Int, lineHint: inout Int) {
        let tokens = source.tokens, text = source.bytes
        let token = tokens[typeToken]
        // Constructions come in source order: the line is looked for from the last one's.
        lineHint = source.lineIndex(of: Int(token.start), from: lineHint)
        let (line, column) = (lineHint + 1, Int(token.start) - source.lineStarts[lineHint] + 1)
        let typeStart = bytes.count
        bytes.append(contentsOf: text[Int(token.start)..<token.end])
        let labelsStart = bytes.count
        for index in labelTokens {
            let label = tokens[index]
            if label.kind == .backtickIdentifier {
                for byte in text[Int(label.start)..<label.end] where byte != UInt8(ascii: "`") { bytes.append(byte) }
            } else {
                bytes.append(contentsOf: text[Int(label.start)..<label.end])
            }
            bytes.append(0)
        }
        let labelsEnd = bytes.count
        // The line's text, trimmed as `SourceFile.trimmedLine` trims it: copied for the
        // first construction of a line, shared by the others (a generated line of
        // thousands of constructions would be copied once per construction).
        var textStart = lineTexts.count, textEnd = lineTexts.count
        if let last = entries.last, last.line == Int32(line) {
            (textStart, textEnd) = (Int(last.textStart), Int(last.textEnd))
        } else {
            let range = source.lineRange(line)
            var start = range.lowerBound, end = range.upperBound
            while start < end, text[start] == UInt8(ascii: " ") || text[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, text[end - 1] == UInt8(ascii: " ") || text[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            WorkCounter.add(end - start)
            lineTexts.append(contentsOf: text[start..<end])
            textEnd = lineTexts.count
        }
        entries.append(Entry(typeHash: Self.hash(text[Int(token.start)..<token.end]), labelsStart: Int32(labelsStart), labelsEnd: Int32(labelsEnd),
                             textStart: Int32(textStart), textEnd: Int32(textEnd), typeStart: Int32(typeStart), unlabelled: Int32(unlabelled),
                             token: Int32(typeToken), line: Int32(line), column: Int32(column), endColumn: Int32(column + token.end - Int(token.start))))
    }

    /// The name of the type of construction `index`.
    func type(at index: Int) -> String {
        let entry = entries[index]
        return String(decoding: bytes[Int(entry.typeStart)..<Int(entry.labelsStart)], as: UTF8.self)
    }

    /// The token of the type's name of construction `index`.
    func token(at index: Int) -> Int {
        Int(entries[index].token)
    }

    /// The types constructed, in order.
    public var types: [String] {
        entries.indices.map(type(at:))
    }

    /// Whether construction `index` is of the type `name` (its bytes compared: no string made).
    func isOfType(_ index: Int, named name: String) -> Bool {
        let entry = entries[index]
        let type = bytes[Int(entry.typeStart)..<Int(entry.labelsStart)]
        // Not ASCII: compared as the strings were (invalid UTF-8 repaired alike).
        if type.contains(where: { $0 >= 0x80 }) { return self.type(at: index) == name }
        return ByteSearch.equal(type, name)
    }

    /// Whether construction `index` lacks an argument `known` needs, by the questions
    /// `TypeFacts.Index.missingArguments` asks, answered on the bytes: false when a label is
    /// one the init does not take, there are more unlabelled arguments than it takes, or
    /// nothing it needs is missing. Only a construction this is true of is made strings.
    func lacksArgument(_ index: Int, of known: CheckableInit) -> Bool {
        let entry = entries[index]
        guard Int(entry.unlabelled) <= known.unlabelled else { return false }
        // A label that is not ASCII: the strings answer, as they were compared.
        if bytes[Int(entry.labelsStart)..<Int(entry.labelsEnd)].contains(where: { $0 >= 0x80 }) { return true }
        // The labels, each followed by a zero byte.
        var start = Int(entry.labelsStart)
        for offset in start..<Int(entry.labelsEnd) where bytes[offset] == 0 {
            let label = bytes[start..<offset]
            guard known.parameters.contains(where: { ByteSearch.equal(label, $0.label) }) else { return false }
            start = offset + 1
        }
        if Int(entry.unlabelled) < known.requiredUnlabelled { return true }
        return known.parameters.contains { $0.required && $0.label != "_" && !hasLabel($0.label, entry) }
    }

    /// Whether `entry` has the label `label`.
    private func hasLabel(_ label: String, _ entry: Entry) -> Bool {
        var start = Int(entry.labelsStart)
        for offset in start..<Int(entry.labelsEnd) where bytes[offset] == 0 {
            if ByteSearch.equal(bytes[start..<offset], label) { return true }
            start = offset + 1
        }
        return false
    }

    /// Construction `index`, its strings made.
    func site(_ index: Int) -> ConstructionSite {
        var shared: SharedText?
        return site(index, sharing: &shared)
    }

    /// The text of the line of the last site made, kept for the next site of that line.
    struct SharedText {
        /// Where the text starts in `lineTexts`.
        var start: Int32
        /// The text.
        var text: String
    }

    /// Construction `index`, its strings made, its line's text taken from `shared` when
    /// the last site made was on the same line (one string for all the sites of a line).
    func site(_ index: Int, sharing shared: inout SharedText?) -> ConstructionSite {
        let entry = entries[index]
        let labels = bytes[Int(entry.labelsStart)..<Int(entry.labelsEnd)].split(separator: 0, omittingEmptySubsequences: false).dropLast()
        let text = lineText ?? self.text(of: entry, sharing: &shared)
        return ConstructionSite(type: type(at: index), labels: labels.map { String(decoding: $0, as: UTF8.self) }, unlabelled: Int(entry.unlabelled),
                                token: Int(entry.token), line: Int(entry.line), column: Int(entry.column), endColumn: Int(entry.endColumn), text: text)
    }

    /// The text of `entry`'s line: `shared`'s when the last one made was of the same line.
    private func text(of entry: Entry, sharing shared: inout SharedText?) -> String {
        if let known = shared, known.start == entry.textStart { return known.text }
        WorkCounter.add(Int(entry.textEnd - entry.textStart))
        let text = String(decoding: lineTexts[Int(entry.textStart)..<Int(entry.textEnd)], as: UTF8.self)
        shared = SharedText(start: entry.textStart, text: text)
        return text
    }

    /// Construction `index` alone (a finding of its own, in a file with disable comments).
    func only(_ index: Int) -> ConstructionSites {
        var shared: SharedText?
        return only(index, sharing: &shared)
    }

    /// Construction `index` alone, its line's text one string with the constructions of
    /// its line taken out before it (`shared`): a long line of constructions in a file
    /// with disable comments is not copied once per construction.
    func only(_ index: Int, sharing shared: inout SharedText?) -> ConstructionSites {
        let entry = entries[index]
        var single = ConstructionSites()
        single.bytes = Array(bytes[Int(entry.typeStart)..<Int(entry.labelsEnd)])
        single.lineText = lineText ?? text(of: entry, sharing: &shared)
        let shift = entry.typeStart
        single.entries = [Entry(typeHash: entry.typeHash, labelsStart: entry.labelsStart - shift, labelsEnd: entry.labelsEnd - shift,
                                textStart: 0, textEnd: 0, typeStart: 0, unlabelled: entry.unlabelled, token: entry.token,
                                line: entry.line, column: entry.column, endColumn: entry.endColumn)]
        return single
    }
}
