import Dispatch
import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// What the rules may know about the whole repository, beyond the file being checked:
/// the test files, read once and indexed, for the rules that ask "does a test of this view
/// model send this action?".
///
/// A test credits a view model's case only when the test's file reaches that view model:
/// it names the view model (or, for the `untested_*` findings the session resolves later,
/// a type that holds it). Within such a file, an action counts when the file refers to
/// `.name`; a responder action or route counts when the file observes it (refers to it
/// other than as the value it sends to a view model). References inside skipped tests
/// (`throw XCTSkip`, `@Test(.disabled)`) make a case pending, not tested.
public struct LintRepository: Sendable {
    /// The settings in force.
    public let settings: LintSettings
    /// What each test file mentions.
    private var files: [Mentions]
    /// For each UpperCamelCase identifier (a type) in a test file, the test files it appears in.
    private var filesByType: [String: Set<Int>]
    /// How many test files hold a skipped test that refers to something.
    private var filesWithSkips: Int
    /// For each name after a `.`, how many test files use it each way (one count for each
    /// of the four `Use` bits), so that one file's mentions can be taken out again.
    private var usesAnywhere: [String: UseCounts]

    /// How many files use a name each way: one count per `Use` bit.
    private struct UseCounts {
        var counts: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)

        /// Adds (`by` 1) or takes out (`by` -1) a file's `Use` bits.
        mutating func add(_ use: UInt8, by step: Int32) {
            if use & 1 != 0 { counts.0 += step }
            if use & 2 != 0 { counts.1 += step }
            if use & 4 != 0 { counts.2 += step }
            if use & 8 != 0 { counts.3 += step }
        }

        /// The `Use` bits some file has.
        var bits: UInt8 {
            (counts.0 > 0 ? 1 : 0) | (counts.1 > 0 ? 2 : 0) | (counts.2 > 0 ? 4 : 0) | (counts.3 > 0 ? 8 : 0)
        }
    }

    /// Whether some test is a skipped placeholder.
    public var hasSkippedTests: Bool { filesWithSkips > 0 }

    /// How a case of a view model or router stands with the tests that reach it.
    public enum Coverage: Sendable, Equatable {
        /// A test refers to it.
        case tested
        /// Only skipped placeholder tests refer to it.
        case pending
        /// No test that reaches its type refers to it.
        case untested
    }

    /// Creates a repository context and indexes its test files: each file's part on any
    /// core, then merged.
    public init(settings: LintSettings, testFiles: [SourceFile]) {
        let perFile = Results<Mentions>(count: testFiles.count)
        DispatchQueue.concurrentPerform(iterations: testFiles.count) { index in
            perFile.set(index, Mentions(testFiles[index]))
        }
        self.init(settings: settings, mentions: perFile.values.map { $0 ?? Mentions() })
    }

    /// The index of what the test files mention, each read already (`lint` indexes each
    /// test as it reads it).
    init(settings: LintSettings, mentions files: [Mentions]) {
        self.settings = settings
        self.files = files
        filesByType = [:]
        usesAnywhere = [:]
        filesWithSkips = 0
        for fileIndex in files.indices { add(fileIndex) }
    }

    /// Puts what test file `index` mentions into the indexes by type and by name.
    private mutating func add(_ index: Int) {
        let mentions = files[index]
        for type in mentions.types { filesByType[type, default: []].insert(index) }
        for (name, use) in mentions.uses { usesAnywhere[name, default: UseCounts()].add(use, by: 1) }
        if mentions.hasSkipped { filesWithSkips += 1 }
    }

    /// Takes what test file `index` mentions out of the indexes by type and by name.
    private mutating func remove(_ index: Int) {
        let mentions = files[index]
        for type in mentions.types {
            filesByType[type]?.remove(index)
            if filesByType[type]?.isEmpty == true { filesByType[type] = nil }
        }
        for (name, use) in mentions.uses {
            usesAnywhere[name]?.add(use, by: -1)
            if usesAnywhere[name]?.bits == 0 { usesAnywhere[name] = nil }
        }
        if mentions.hasSkipped { filesWithSkips -= 1 }
    }

    /// The index with test file `index` read again as `file`: its old mentions taken out
    /// and its new ones put in, the other files' left as they are (an editor's keystroke
    /// in a test reads that test, not every test of the repository).
    mutating func replace(_ index: Int, with file: SourceFile) {
        WorkCounter.add()
        remove(index)
        files[index] = Mentions(file)
        add(index)
    }

    /// What one test file mentions: UpperCamelCase names (types), and the names that follow
    /// a `.`, split by how they are used and whether a skipped test holds them.
    struct Mentions {
        /// UpperCamelCase names: the types the file names.
        var types: Set<String> = []
        /// For each name that follows a `.`, how the file uses it (`Use` bits).
        var uses: [String: UInt8] = [:]

        /// How a file uses a `.name`.
        enum Use {
            /// Anywhere outside skipped tests.
            static let member: UInt8 = 1
            /// Outside skipped tests, other than as what `send(` is given.
            static let observed: UInt8 = 2
            /// Inside skipped tests.
            static let skippedMember: UInt8 = 4
            /// Inside skipped tests, other than as what `send(` is given.
            static let skippedObserved: UInt8 = 8
        }

        /// Whether a skipped test refers to anything.
        var hasSkipped: Bool { uses.values.contains { $0 & (Use.skippedMember | Use.skippedObserved) != 0 } }

        /// Nothing mentioned.
        init() {}

        /// What `file` mentions. Each distinct word is made a `String` once (`DistinctWords`),
        /// however often the file names it.
        init(_ file: SourceFile) {
            let tokens = file.tokens
            let bytes = file.bytes
            WorkCounter.add(tokens.count)
            let skipped = Mentions.skippedRanges(in: file)
            var nextSkipped = 0
            var words = DistinctWords(of: bytes, expected: 256)
            // For each distinct word: whether it is named as a type, and its `Use` bits.
            var isType: [Bool] = []
            var useBits: [UInt8] = []
            for position in tokens.indices where tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier {
                let afterPeriod = position > 0 && tokens[position - 1].kind == .period
                let first = bytes[Int(tokens[position].start)]
                guard afterPeriod || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) else { continue }
                let (word, isNew) = words.number(of: Int(tokens[position].start), length: Int(tokens[position].length))
                if isNew {
                    isType.append(false)
                    useBits.append(0)
                }
                guard afterPeriod else {
                    isType[word] = true
                    continue
                }
                // `send(.name` and `send(action: .name`: a value sent to a view model.
                var before = position - 2
                if before > 1, tokens[before].kind == .colon, tokens[before - 1].kind == .identifier { before -= 2 }
                let isSent = before > 0 && tokens[before].kind == .leftParen && tokens[before - 1].kind == .identifier
                    && file.bytes[Int(tokens[before - 1].start)..<tokens[before - 1].end].elementsEqual("send".utf8)
                // Skipped ranges are in source order: walk them along with the tokens.
                while nextSkipped < skipped.count, skipped[nextSkipped].upperBound < position { nextSkipped += 1 }
                let inSkipped = nextSkipped < skipped.count && skipped[nextSkipped].contains(position)
                let use = inSkipped ? (isSent ? Use.skippedMember : Use.skippedMember | Use.skippedObserved)
                                    : (isSent ? Use.member : Use.member | Use.observed)
                useBits[word] |= use
            }
            types.reserveCapacity(isType.count { $0 })
            uses.reserveCapacity(useBits.count { $0 != 0 })
            for word in 0..<words.count where isType[word] || useBits[word] != 0 {
                let start = words.starts[word]
                let text = String(decoding: bytes[start..<(start + words.lengths[word])], as: UTF8.self)
                if isType[word] { types.insert(text) }
                // Two spellings of one name (composed and decomposed `é`) are two words here
                // but one key: their uses add up, as they did when each occurrence was a key.
                if useBits[word] != 0 { uses[text, default: 0] |= useBits[word] }
            }
        }

        /// The token ranges of skipped tests: functions that `throw XCTSkip`, and functions
        /// whose `@Test` attribute disables them.
        static func skippedRanges(in file: SourceFile) -> [ClosedRange<Int>] {
            guard TestSkips.mayHoldSkips(file.bytes) else { return [] }
            var ranges: [ClosedRange<Int>] = []
            SyntaxTree(file).forEachDeclaration { declaration in
                guard declaration.kind == .func, let body = declaration.bodyRange else { return }
                let disabled = declaration.attributes.contains { $0.name == "Test" && ($0.arguments ?? "").contains(".disabled") }
                let skips = body.contains { file.tokens[$0].kind == .identifier && file.text(of: file.tokens[$0]) == "XCTSkip" }
                if disabled || skips { ranges.append(declaration.tokenRange) }
            }
            return ranges.sorted { $0.lowerBound < $1.lowerBound }
        }
    }

    /// How `member` of a type named in `types` stands with the tests that name one of
    /// `types`: `observed` asks for a reference other than a sent value.
    public func coverage(of member: String, reaching types: some Sequence<String>, observed: Bool) -> Coverage {
        coverage(of: member, inFiles: files(naming: types), observed: observed)
    }

    /// The test files that name one of `types`.
    public func files(naming types: some Sequence<String>) -> Set<Int> {
        var reaching: Set<Int> = []
        for type in types { reaching.formUnion(filesByType[type] ?? []) }
        return reaching
    }

    /// How `member` stands with the test files `reaching` (from `files(naming:)`).
    public func coverage(of member: String, inFiles reaching: Set<Int>, observed: Bool) -> Coverage {
        var pending = false
        let tested = observed ? Mentions.Use.observed : Mentions.Use.member
        let skipped = observed ? Mentions.Use.skippedObserved : Mentions.Use.skippedMember
        for index in reaching {
            guard let use = files[index].uses[member] else { continue }
            if use & tested != 0 { return .tested }
            if use & skipped != 0 { pending = true }
        }
        return pending ? .pending : .untested
    }


    /// Whether any test file refers to `member` (`observed`: other than as a value it
    /// sends), tested or skipped: when none does, no type holding its screen can make it tested.
    public func mayCover(_ member: String, observed: Bool) -> Bool {
        guard let use = usesAnywhere[member]?.bits else { return false }
        let mask = observed ? Mentions.Use.observed | Mentions.Use.skippedObserved : Mentions.Use.member | Mentions.Use.skippedMember
        return use & mask != 0
    }
}

/// A quick look at a test file's bytes before parsing it for skipped tests.
enum TestSkips {
    /// Whether `bytes` may hold a skipped test: `XCTSkip` or `.disabled`.
    static func mayHoldSkips(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(Array("XCTSkip".utf8), in: bytes) || ByteSearch.contains(Array(".disabled".utf8), in: bytes)
    }
}
