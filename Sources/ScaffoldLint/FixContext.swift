import Dispatch
import ScaffoldSupport
import ScaffoldSyntax

/// What a fix must know about the rest of the repository so that it never breaks code:
/// where members are written or bound through a receiver (`viewModel.name = …`,
/// `$viewModel.name`, `&model.name`, `model.items.append(…)`), and which argument labels
/// constructions pass (`NotesView(filter: …)`), read from every Swift file.
public struct FixContext: Sendable {
    /// A place in a file.
    public struct Place: Sendable, Equatable {
        /// The file, as reported.
        public var file: String
        /// The token's index in that file.
        public var token: Int
        /// Its location.
        public var location: SourceLocation
    }

    /// For each member name, where it is written through a receiver.
    private var writes: [String: [Place]]
    /// For each type name, the argument labels its constructions pass, with a place each.
    private var labels: [String: [String: Place]]
    /// What one file holds: its writes and its constructions' labels.
    typealias Part = (writes: [String: [Place]], labels: [String: [String: Place]])
    /// Each file's part, by path, so that one file can be read again alone.
    private var parts: [String: Part] = [:]
    /// Each file's place in the order the parts are merged (the order of `files`).
    private var order: [String: Int] = [:]
    /// The files' paths in that order.
    private var paths: [String] = []

    /// No other file: fixes are judged by the file itself.
    public static let empty = FixContext(files: [])

    /// Indexes `files` (every Swift file of the repository), each on any core. An index
    /// that is `updatable` keeps each file's part, so that `replace(_:)` can read one file
    /// again (the editor's); a command's index, built once, does not.
    public init(files: [SourceFile], updatable: Bool = false) {
        let perFile = Results<Part>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            perFile.set(index, FixContext.scan(files[index]))
        }
        var writes: [String: [Place]] = [:]
        var labels: [String: [String: Place]] = [:]
        for (index, scanned) in perFile.values.enumerated() {
            guard let scanned else { continue }
            writes.merge(scanned.writes) { $0 + $1 }
            labels.merge(scanned.labels) { old, new in old.merging(new) { first, _ in first } }
            if updatable { parts[files[index].path] = scanned }
        }
        if updatable {
            paths = files.map(\.path)
            for (index, path) in paths.enumerated() where order[path] == nil { order[path] = index }
        }
        self.writes = writes
        self.labels = labels
    }

    /// The index with `file`, one of the files it was made from (by path), read again:
    /// only that file is scanned, and only the names it held or holds are merged again,
    /// as a whole build would merge them (an editor's keystroke in a repository of
    /// thousands of files had every file scanned again before its next fix). False, and
    /// nothing changed, when the index does not hold the file or was not made `updatable`.
    public mutating func replace(_ file: SourceFile) -> Bool {
        guard order.count == paths.count, let position = order[file.path], let old = parts[file.path] else { return false }
        WorkCounter.add()
        let new = Self.scan(file)
        parts[file.path] = new
        // A name's writes run in file order: the file's own are taken out and its new ones
        // put back before the first write of a file after it.
        for name in Set(old.writes.keys).union(new.writes.keys) {
            var places = (writes[name] ?? []).filter { $0.file != file.path }
            let at = places.firstIndex { (order[$0.file] ?? Int.max) > position } ?? places.count
            places.insert(contentsOf: new.writes[name] ?? [], at: at)
            writes[name] = places.isEmpty ? nil : places
        }
        // A type's label keeps the place of the first file that passes it. No file before
        // this one passes a label whose place is this file's or a later one's: the place is
        // then this file's, else the one after it that held it, else the first later file
        // that passes it.
        for type in Set(old.labels.keys).union(new.labels.keys) {
            for label in Set((old.labels[type] ?? [:]).keys).union((new.labels[type] ?? [:]).keys) {
                let current = labels[type]?[label]
                if let current, current.file != file.path, (order[current.file] ?? Int.max) < position { continue }
                var first = new.labels[type]?[label]
                if first == nil, let current, current.file != file.path { first = current }
                if first == nil {
                    for path in paths[(position + 1)...] {
                        if let found = parts[path]?.labels[type]?[label] { first = found; break }
                    }
                }
                labels[type, default: [:]][label] = first
                if labels[type]?.isEmpty == true { labels[type] = nil }
            }
        }
        return true
    }

    /// The first place that writes or binds member `name` from outside `type`'s own
    /// declaration (its body, and its extensions in the same file), or nil.
    public func outsideWrite(of name: String, declaredIn type: Declaration, extensions: [Declaration], file: SourceFile) -> Place? {
        let inside = ([type] + extensions).map(\.tokenRange)
        return writes[name]?.first { place in
            !(place.file == file.path && inside.contains { $0.contains(place.token) })
        }
    }

    /// A place that constructs `type` passing the argument label `label`, or nil.
    public func construction(of type: String, passing label: String) -> Place? {
        labels[type]?[label]
    }

    /// Methods that change the value they are called on.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "popFirst",
        "replaceSubrange", "sort", "reverse", "shuffle", "toggle", "formUnion", "formIntersection", "formSymmetricDifference",
        "subtract", "merge", "updateValue", "removeValue", "negate", "swapAt", "partition",
    ]

    /// What the index holds (for tests: a file read again must leave what a whole build makes).
    var indexed: Part { (writes, labels) }

    private static func scan(_ file: SourceFile) -> Part {
        WorkCounter.add(file.tokens.count)
        let code = file.code
        func token(_ at: Int) -> Int { Int(code[at].token) }
        var writes: [String: [Place]] = [:]
        var labels: [String: [String: Place]] = [:]
        func kind(_ at: Int) -> Token.Kind? { at >= 0 && at < code.count ? file.tokens[token(at)].kind : nil }
        func text(_ at: Int) -> String { file.text(of: file.tokens[token(at)]) }
        func isName(_ at: Int) -> Bool { kind(at) == .identifier || kind(at) == .backtickIdentifier }
        /// Whether the name's first character is uppercase: from its first byte when that
        /// is ASCII (a backtick is not uppercase), else from its text.
        func startsUppercase(_ at: Int) -> Bool {
            let first = file.bytes[Int(file.tokens[token(at)].start)]
            return first < 0x80 ? first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") : text(at).first?.isUppercase == true
        }
        func isAssignment(_ at: Int) -> Bool {
            kind(at) == .equal || (kind(at) == .operator && BodyStructure.isCompoundAssignment(text(at)))
        }
        func place(_ at: Int) -> Place {
            Place(file: file.path, token: token(at), location: file.location(of: file.tokens[token(at)]))
        }
        // A name is made a string only where it is kept (a construction's type, a member
        // written): most names are neither, and a string for each was most of the scan.
        for position in code.indices where isName(position) {
            // Constructions: `TypeName(label: …` records the labels at the call's top level.
            if kind(position + 1) == .leftParen, kind(position - 1) != .period, startsUppercase(position) {
                let name = text(position)
                var at = position + 2
                var depth = 0
                while at < code.count, depth >= 0 {
                    switch kind(at) {
                    case .leftParen, .leftBracket, .leftBrace: depth += 1
                    case .rightParen, .rightBracket, .rightBrace: depth -= 1
                    default:
                        if depth == 0, isName(at), kind(at + 1) == .colon, kind(at - 1) == .leftParen || kind(at - 1) == .comma {
                            labels[name, default: [:]][text(at)] = labels[name]?[text(at)] ?? place(at)
                        }
                    }
                    at += 1
                }
            }
            guard kind(position - 1) == .period else { continue }
            // The receiver chain before `.name`: a binding (`$model.name`) or inout (`&model.name`).
            var start = position - 2
            while start > 0, kind(start - 1) == .period, isName(start - 2) || kind(start - 2) == .dollarIdentifier { start -= 2 }
            var written = kind(start) == .dollarIdentifier || (start > 0 && kind(start - 1) == .operator && text(start - 1) == "&")
            // After `.name`: an assignment, possibly through more members or a subscript,
            // or a mutating method.
            var after = position + 1
            while true {
                if kind(after) == .question || kind(after) == .exclaim { after += 1; continue }
                if kind(after) == .leftBracket {
                    var depth = 0
                    repeat {
                        if kind(after) == .leftBracket { depth += 1 }
                        if kind(after) == .rightBracket { depth -= 1 }
                        after += 1
                    } while depth > 0 && after < code.count
                    continue
                }
                if kind(after) == .period, isName(after + 1) {
                    if kind(after + 2) == .leftParen, mutatingMethods.contains(text(after + 1)) { written = true; break }
                    after += 2
                    continue
                }
                break
            }
            if isAssignment(after) { written = true }
            if written { writes[text(position), default: []].append(place(position)) }
        }
        return (writes, labels)
    }
}
