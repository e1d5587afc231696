import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Findings a team accepts for now (legacy code), so that only new ones are reported.
/// An entry matches a finding by file, rule and the text of the flagged line, not by line
/// number, so that edits elsewhere in a file do not bring old findings back.
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

    /// A baseline of these findings. `relative` maps a reported path to the root-relative
    /// one; `line` gives a reported file's line text.
    public init(diagnostics: [Diagnostic], relative: (String) -> String, line: (String, Int) -> String) {
        entries = diagnostics.map { Entry(file: relative($0.location.file), rule: $0.ruleID ?? "", code: line($0.location.file, $0.location.line)) }
            .sorted { ($0.file, $0.rule, $0.code) < ($1.file, $1.rule, $1.code) }
    }

    /// Reads a baseline file.
    public init(path: String, displayPath: String) throws {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw DiagnosticError(SourceLocation(file: displayPath, line: 1, column: 1), "cannot read the baseline; create it with `scaffold lint --write-baseline \(displayPath)`")
        }
        let node = try JSONReader.read(text, file: displayPath)
        guard case .mapping(let fields) = node.value, let list = fields.first(where: { $0.key == "findings" })?.value,
              case .sequence(let items) = list.value else {
            throw DiagnosticError(node.location, "a baseline is an object with a \"findings\" list; write it with `scaffold lint --write-baseline`")
        }
        entries = try items.map { item in
            guard case .mapping(let fields) = item.value else { throw DiagnosticError(item.location, "each baseline finding is an object with file, rule and code") }
            func value(_ key: String) throws -> String {
                guard let text = fields.first(where: { $0.key == key })?.value.scalar else {
                    throw DiagnosticError(item.location, "this baseline finding has no \"\(key)\"")
                }
                return text
            }
            return Entry(file: try value("file"), rule: try value("rule"), code: try value("code"))
        }
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

    /// Splits findings into the new ones and the baseline entries that matched nothing
    /// among the files in `linted` (root-relative). Each entry accepts one finding.
    public func filter(_ diagnostics: [Diagnostic], linted: Set<String>, relative: (String) -> String, line: (String, Int) -> String) -> (new: [Diagnostic], stale: [Entry]) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var new: [Diagnostic] = []
        for diagnostic in diagnostics {
            let entry = Entry(file: relative(diagnostic.location.file), rule: diagnostic.ruleID ?? "", code: line(diagnostic.location.file, diagnostic.location.line))
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                new.append(diagnostic)
            }
        }
        let stale = remaining.filter { linted.contains($0.key.file) && $0.value > 0 }
            .flatMap { Array(repeating: $0.key, count: $0.value) }
            .sorted { ($0.file, $0.rule, $0.code) < ($1.file, $1.rule, $1.code) }
        return (new, stale)
    }
}
