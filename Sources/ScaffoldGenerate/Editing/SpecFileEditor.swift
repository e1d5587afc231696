import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Adds entries to a screen's spec file, so that the spec keeps describing the screen after
/// `scaffold add` (and `scaffold screen --check` stays green). A YAML spec gets one line per
/// entry, after the last entry of its section (or a new section at the end), in the file's
/// indentation and line endings; its comments and every other byte stay as they are. A JSON
/// spec is rewritten only when it is exactly what `scaffold spec --json` writes, since JSON
/// has nothing of the user's to keep beyond the values.
public enum SpecFileEditor {
    /// The entries to add, each as a spec writes it.
    public struct Entries: Sendable {
        /// `name: Type` lines for `dependencies:`.
        public var dependencies: [(name: String, type: String)] = []
        /// `name: Type = value` lines for `outputs:`.
        public var outputs: [(name: String, value: String)] = []
        /// Items for `actions:`.
        public var actions: [String] = []
        /// Items for `responder:`.
        public var responder: [String] = []
        /// Items for `routes:`.
        public var routes: [String] = []
        /// `Type: expression` lines for `samples:`.
        public var samples: [(type: String, value: String)] = []

        /// No entries.
        public init() {}

        /// The entries as a person adds them: each section and its lines (`actions:` then
        /// `- zap -> send cancel`), for a note when scaffold leaves the spec to them.
        public var byHand: String {
            let mapping = { (pairs: [(String, String)]) in pairs.map { "`" + SpecWriter.key($0.0) + ": " + SpecWriter.value($0.1, in: .mapping) + "`" } }
            let items = { (texts: [String]) in texts.map { "`- " + SpecWriter.value($0, in: .item) + "`" } }
            let sections = [("dependencies", mapping(dependencies.map { ($0.name, $0.type) })), ("outputs", mapping(outputs.map { ($0.name, $0.value) })),
                            ("actions", items(actions)), ("responder", items(responder)), ("routes", items(routes)),
                            ("samples", mapping(samples.map { ($0.type, $0.value) }))]
            return sections.filter { !$0.1.isEmpty }.map { "under '\($0.0):', " + $0.1.joined(separator: ", ") }.joined(separator: "; ")
        }

        /// Whether there is nothing to add.
        public var isEmpty: Bool {
            dependencies.isEmpty && outputs.isEmpty && actions.isEmpty && responder.isEmpty && routes.isEmpty && samples.isEmpty
        }

        /// The entries `additions` names, as `spec` has them, that `existing` (the spec
        /// file's own) does not have yet, and the samples of `sampleTypes` (those given
        /// on the command line) it does not have.
        public init(_ additions: ScreenEditor.Additions, from spec: ScreenSpec, existing: ScreenSpec, sampleTypes: [String]) {
            dependencies = additions.dependencies.filter { name in !existing.dependencies.contains { $0.name.text == name } }.compactMap { name in
                spec.dependencies.first { $0.name.text == name }.map { (name, $0.type) }
            }
            outputs = additions.outputs.filter { existing.output(named: $0) == nil }.compactMap { name in
                spec.output(named: name).map { (name, "\($0.type) = \($0.defaultValue)") }
            }
            actions = additions.actions.filter { existing.action(named: $0) == nil }.compactMap { spec.action(named: $0).map(SpecWriter.entryText) }
            responder = additions.responderActions.filter { existing.responderAction(named: $0) == nil }
                .compactMap { spec.responderAction(named: $0).map(SpecWriter.entryText) }
            routes = additions.routes.filter { existing.route(named: $0) == nil }.compactMap { spec.route(named: $0)?.declarationText }
            samples = spec.samples.filter { sample in sampleTypes.contains(sample.type) && !existing.samples.contains { $0.type == sample.type } }
        }
    }

    /// Why a spec file could not be edited; the entries must be added by hand.
    public struct Refusal: Error, Sendable {
        /// What is in the way.
        public var reason: String

        /// A refusal for `reason`.
        public init(reason: String) {
            self.reason = reason
        }
    }

    /// `bytes` (the spec file at `path`, which decodes to `existing`) with `entries` added.
    public static func add(_ entries: Entries, to bytes: [UInt8], path: String, existing: ScreenSpec) throws -> [UInt8] {
        guard !entries.isEmpty else { return bytes }
        if path.hasSuffix(".json") {
            guard bytes == Array(SpecWriter.json(existing).utf8) else {
                throw Refusal(reason: "it is JSON that `scaffold spec --json` did not write, and scaffold rewrites only JSON it wrote")
            }
            return Array(SpecWriter.json(adding(entries, to: existing)).utf8)
        }
        return try yaml(entries, into: bytes, path: path)
    }

    /// `spec` with `entries` appended to its sections.
    static func adding(_ entries: Entries, to spec: ScreenSpec) -> ScreenSpec {
        var node: [Node.Entry] = []
        let here = SourceLocation(file: "", line: 1, column: 1)
        func scalar(_ text: String) -> Node { Node(.scalar(text), at: here) }
        func mapping(_ pairs: [(String, String)]) -> Node {
            Node(.mapping(pairs.map { Node.Entry(key: $0.0, keyLocation: here, value: scalar($0.1)) }), at: here)
        }
        let written = SpecWriter.json(spec)
        guard let base = try? JSONReader.read(written, file: ""), case .mapping(let fields) = base.value else { return spec }
        for field in fields {
            var value = field.value
            switch (field.key, value.value) {
            case ("dependencies", .mapping(let items)): value = mapping(items.map { ($0.key, $0.value.scalar ?? "") } + entries.dependencies.map { ($0.name, $0.type) })
            case ("outputs", .mapping(let items)): value = mapping(items.map { ($0.key, $0.value.scalar ?? "") } + entries.outputs.map { ($0.name, $0.value) })
            case ("samples", .mapping(let items)): value = mapping(items.map { ($0.key, $0.value.scalar ?? "") } + entries.samples.map { ($0.type, $0.value) })
            case ("actions", .sequence(let items)): value = Node(.sequence(items + entries.actions.map(scalar)), at: here)
            case ("responder", .sequence(let items)): value = Node(.sequence(items + entries.responder.map(scalar)), at: here)
            case ("routes", .sequence(let items)): value = Node(.sequence(items + entries.routes.map(scalar)), at: here)
            default: break
            }
            node.append(Node.Entry(key: field.key, keyLocation: here, value: value))
        }
        let present = Set(fields.map(\.key))
        let sections: [(String, Node?)] = [
            ("dependencies", entries.dependencies.isEmpty ? nil : mapping(entries.dependencies.map { ($0.name, $0.type) })),
            ("outputs", entries.outputs.isEmpty ? nil : mapping(entries.outputs.map { ($0.name, $0.value) })),
            ("actions", entries.actions.isEmpty ? nil : Node(.sequence(entries.actions.map(scalar)), at: here)),
            ("responder", entries.responder.isEmpty ? nil : Node(.sequence(entries.responder.map(scalar)), at: here)),
            ("routes", entries.routes.isEmpty ? nil : Node(.sequence(entries.routes.map(scalar)), at: here)),
            ("samples", entries.samples.isEmpty ? nil : mapping(entries.samples.map { ($0.type, $0.value) })),
        ]
        for case let (key, value?) in sections where !present.contains(key) {
            node.append(Node.Entry(key: key, keyLocation: here, value: value))
        }
        return (try? SpecDecoder.decode(Node(.mapping(node), at: here), file: spec.screen.location.file)) ?? spec
    }

    // MARK: - YAML

    /// Inserts one line per entry into the YAML spec `bytes`.
    static func yaml(_ entries: Entries, into bytes: [UInt8], path: String) throws -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let root = try? YAMLReader.read(text, file: path), case .mapping(let fields) = root.value else {
            throw Refusal(reason: "it does not read as a spec")
        }
        let lines = LineTable(bytes)
        var insertions: [(offset: Int, text: String)] = []
        var appended = ""
        let ending = lines.ending
        func add(_ key: String, _ items: [String], mapping: Bool) throws {
            guard !items.isEmpty else { return }
            guard let field = fields.first(where: { $0.key == key }) else {
                appended += ending + key + ":" + ending + items.map { (mapping ? "  " : "  - ") + $0 + ending }.joined()
                return
            }
            let prefix: [UInt8], after: Int
            switch field.value.value {
            case .sequence(let values) where !values.isEmpty:
                let last = values[values.count - 1].location
                prefix = lines.prefix(of: last)
                after = last.line
            case .mapping(let values) where !values.isEmpty:
                let last = values[values.count - 1].keyLocation
                prefix = lines.prefix(of: last)
                after = last.line
            case .null:
                prefix = Array(repeating: UInt8(ascii: " "), count: field.keyLocation.column - 1 + 2) + (mapping ? [] : Array("- ".utf8))
                after = field.keyLocation.line
            default:
                throw Refusal(reason: "its '\(key):' is not a list scaffold can add to")
            }
            let lead = String(decoding: prefix, as: UTF8.self)
            let offset = lines.end(ofLine: after)
            let start = offset == bytes.count && !lines.endsWithNewline ? ending : ""
            insertions.append((offset, start + items.map { lead + $0 + ending }.joined()))
        }
        try add("dependencies", entries.dependencies.map { SpecWriter.key($0.name) + ": " + SpecWriter.value($0.type, in: .mapping) }, mapping: true)
        try add("outputs", entries.outputs.map { SpecWriter.key($0.name) + ": " + SpecWriter.value($0.value, in: .mapping) }, mapping: true)
        try add("actions", entries.actions.map { SpecWriter.value($0, in: .item) }, mapping: false)
        try add("responder", entries.responder.map { SpecWriter.value($0, in: .item) }, mapping: false)
        try add("routes", entries.routes.map { SpecWriter.value($0, in: .item) }, mapping: false)
        try add("samples", entries.samples.map { SpecWriter.key($0.type) + ": " + SpecWriter.value($0.value, in: .mapping) }, mapping: true)
        if !appended.isEmpty {
            insertions.append((bytes.count, (lines.endsWithNewline || bytes.isEmpty ? "" : ending) + appended))
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for insertion in insertions.sorted(by: { $0.offset < $1.offset }) {
            result += bytes[copied..<insertion.offset]
            result += Array(insertion.text.utf8)
            copied = insertion.offset
        }
        result += bytes[copied...]
        return result
    }

    /// Where each line of a YAML file starts and ends, as `YAMLReader` counts lines.
    struct LineTable {
        /// Byte offset of each line's first byte.
        var starts: [Int] = [0]
        /// The bytes.
        let bytes: [UInt8]

        /// The table of `bytes`.
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        }

        /// The file's line ending: CRLF when its first line ends so.
        var ending: String {
            guard starts.count > 1 else { return "\n" }
            return starts[1] >= 2 && bytes[starts[1] - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        }

        /// Whether the last line ends with a newline.
        var endsWithNewline: Bool { bytes.last == UInt8(ascii: "\n") }

        /// The offset just after line `line` (1-based) and its newline.
        func end(ofLine line: Int) -> Int {
            line < starts.count ? starts[line] : bytes.count
        }

        /// The bytes of `location`'s line before it (its indentation and `- `).
        func prefix(of location: SourceLocation) -> [UInt8] {
            var start = starts[location.line - 1]
            if location.line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
            return Array(bytes[start..<min(start + location.column - 1, bytes.count)])
        }
    }
}
