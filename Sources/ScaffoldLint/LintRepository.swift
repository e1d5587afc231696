import Dispatch
import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// What the rules may know about the whole repository, beyond the file being checked:
/// the test files, read once and indexed, for the rules that ask "does any test send this
/// action?".
public struct LintRepository: Sendable {
    /// The settings in force.
    public let settings: LintSettings
    /// Names passed as `send(.name` or `handle(.name` in any test file.
    private let sent: Set<String>
    /// For each name that follows a `.` in a test file, the test files it appears in.
    private let filesByMember: [String: [Int]]
    /// For each UpperCamelCase identifier (a type) in a test file, the test files it appears in.
    private let filesByType: [String: Set<Int>]

    /// Creates a repository context and indexes its test files, which only need to be
    /// lexed: the index is built from tokens, each file's part on any core, then merged.
    public init(settings: LintSettings, testFiles: [SourceFile]) {
        self.settings = settings
        let perFile = Results<Mentions>(count: testFiles.count)
        DispatchQueue.concurrentPerform(iterations: testFiles.count) { index in
            perFile.set(index, Mentions(testFiles[index]))
        }
        var sent: Set<String> = []
        var filesByMember: [String: [Int]] = [:]
        var filesByType: [String: Set<Int>] = [:]
        for (fileIndex, mentions) in perFile.values.enumerated() {
            guard let mentions else { continue }
            sent.formUnion(mentions.sent)
            for member in mentions.members { filesByMember[member, default: []].append(fileIndex) }
            for type in mentions.types { filesByType[type, default: []].insert(fileIndex) }
        }
        self.sent = sent
        self.filesByMember = filesByMember
        self.filesByType = filesByType
    }

    /// What one test file mentions: names after a `.`, UpperCamelCase names (types), and
    /// names passed as `send(.name` or `handle(.name`.
    private struct Mentions {
        var members: Set<String> = []
        var types: Set<String> = []
        var sent: Set<String> = []

        init(_ file: SourceFile) {
            let tokens = file.tokens
            let bytes = file.bytes
            for position in tokens.indices where tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier {
                let afterPeriod = position > 0 && tokens[position - 1].kind == .period
                let first = bytes[Int(tokens[position].start)]
                guard afterPeriod || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) else { continue }
                let text = file.text(of: tokens[position])
                guard afterPeriod else {
                    types.insert(text)
                    continue
                }
                members.insert(text)
                if position > 2, tokens[position - 2].kind == .leftParen, tokens[position - 3].kind == .identifier {
                    let callee = file.text(of: tokens[position - 3])
                    if callee == "send" || callee == "handle" { sent.insert(text) }
                }
            }
        }
    }

    /// Whether some test file mentions one of `types` and refers to `.name`, or some test
    /// sends `.name` (a child's action sent through a parent's flow).
    public func isTested(_ name: String, mentioning types: [String]) -> Bool {
        if sent.contains(name) { return true }
        guard let files = filesByMember[name] else { return false }
        let typeFiles = types.compactMap { filesByType[$0] }
        return files.contains { file in typeFiles.contains { $0.contains(file) } }
    }
}
