import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Findings a team accepts for now (legacy code), so that only new ones are reported.
/// An entry matches a finding by file, rule and the text of the flagged line, not by line
/// number, so that edits elsewhere in a file do not bring old findings back. Line text is
/// the same for LF, CRLF and CR files.
public struct Baseline: Sendable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable {
        /// The path relative to the repository root.
        public var file: String
        /// The rule id.
        public var rule: String
        /// The flagged line's text, trimmed.
        public var code: String
    }

    /// The entries, in file, rule and code order.
    public var entries: [Entry]

    /// A baseline of these findings. `relative` maps a reported path to the root-relative one.
    public init(findings: [LintFinding], relative: (String) -> String) {
        entries = findings.map { Entry(file: relative($0.diagnostic.location.file), rule: $0.rule, code: $0.line) }
            .sorted { ($0.file, $0.rule, $0.code) < ($1.file, $1.rule, $1.code) }
    }

    /// Reads a baseline file; `displayPath` names it in errors.
    public init(path: String, displayPath: String) throws {
        func failure(_ message: String, at location: SourceLocation? = nil) -> DiagnosticError {
            DiagnosticError(location ?? SourceLocation(file: displayPath, line: 1, column: 1), message)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path)
        } catch {
            if case .system(let system) = error, system.code == ENOENT {
                throw failure("the baseline does not exist; write one with `scaffold lint --write-baseline \(displayPath)`")
            }
            throw failure("cannot read the baseline: \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw failure("the baseline is not UTF-8 text (\(TextCheck.firstInvalidByte(bytes))); it was damaged: restore it from version control")
        }
        let node = try JSONReader.read(text, file: displayPath)
        var reader = NodeReader()
        guard let fields = reader.entries(node), let list = reader.items(fields.first(where: { $0.key == "findings" })?.value),
              fields.contains(where: { $0.key == "findings" }) else {
            throw failure("a baseline is an object with a \"findings\" list, as `scaffold lint --write-baseline` writes it; restore it from version control", at: node.location)
        }
        entries = list.compactMap { item in
            guard let fields = reader.entries(item), case .mapping = item.value else {
                reader.report(item.location, "each baseline finding is an object with file, rule and code")
                return nil
            }
            func value(_ key: String) -> String? {
                guard let text = fields.first(where: { $0.key == key })?.value.scalar else {
                    reader.report(item.location, "this baseline finding has no \"\(key)\"")
                    return nil
                }
                return text
            }
            guard let file = value("file"), let rule = value("rule"), let code = value("code") else { return nil }
            return Entry(file: file, rule: rule, code: code)
        }
        try reader.check()
    }

    /// The baseline as JSON, one finding a line group, stable for review in diffs.
    public var json: String {
        JSONValue.object([
            ("version", .number(1)),
            ("findings", .array(entries.map { entry in
                .object([("file", .string(entry.file)), ("rule", .string(entry.rule)), ("code", .string(entry.code))])
            })),
        ]).serialized(pretty: true) + "\n"
    }

    /// Splits findings into the new ones, the number accepted, and the entries that matched
    /// nothing among the files in `linted` (root-relative). Each entry accepts one finding.
    public func split(_ findings: [LintFinding], relative: (String) -> String, linted: Set<String>) -> (new: [LintFinding], accepted: Int, stale: [Entry]) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var new: [LintFinding] = []
        for finding in findings {
            let entry = Entry(file: relative(finding.diagnostic.location.file), rule: finding.rule, code: finding.line)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                new.append(finding)
            }
        }
        let stale = remaining.filter { linted.contains($0.key.file) && $0.value > 0 }
            .flatMap { Array(repeating: $0.key, count: $0.value) }
            .sorted { ($0.file, $0.rule, $0.code) < ($1.file, $1.rule, $1.code) }
        return (new, findings.count - new.count, stale)
    }
}
