import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The fixes `scaffold lint --fix` makes: only mechanical, unambiguous ones, as byte edits
/// that touch nothing but what they fix.
///
/// - `vm_output_private_set`, `router_state_private_set`: `private(set)` before `var`.
/// - `view_state_private`: `private` before `var`, when no other access modifier is there.
/// - `vm_main_actor`, `router_main_actor`: `@MainActor` on its own line above the type.
/// - `vm_section_order`: the `// MARK:` sections put back in anatomy order, when every
///   heading names a section and each section is one block.
public enum AutoFix {
    /// The rules `--fix` knows how to fix.
    public static let fixableRules: Set<String> = ["vm_output_private_set", "router_state_private_set", "view_state_private", "vm_main_actor", "router_main_actor", "vm_section_order"]

    /// A replacement of bytes `range` by `text`.
    struct Edit: Hashable {
        var range: Range<Int>
        var text: String
    }

    /// Fixes `file`'s findings; returns the new bytes, or nil when nothing was fixed.
    public static func fix(_ file: LintFile, diagnostics: [Diagnostic]) -> [UInt8]? {
        var edits: [Edit] = []
        let source = file.source
        for diagnostic in diagnostics {
            guard let rule = diagnostic.ruleID, fixableRules.contains(rule),
                  let token = tokenIndex(at: diagnostic.location, in: source) else { continue }
            switch rule {
            case "vm_output_private_set", "router_state_private_set":
                if let edit = insertBeforeVar(token, "private(set) ", in: source) { edits.append(edit) }
            case "view_state_private":
                let declaration = file.screenViews.flatMap(\.members).first { $0.positionToken == token }
                let access: Set<String> = ["public", "internal", "open", "package", "fileprivate"]
                if let declaration, !declaration.modifiers.contains(where: access.contains), let edit = insertBeforeVar(token, "private ", in: source) {
                    edits.append(edit)
                }
            case "vm_main_actor", "router_main_actor":
                let types = rule == "vm_main_actor" ? file.viewModels : file.routers
                if let type = types.first(where: { $0.positionToken == token }) {
                    let first = Int(source.tokens[type.tokenRange.lowerBound].start)
                    let lineStart = source.lineStarts[source.lineAndColumn(of: first).line - 1]
                    let indentation = String(decoding: source.bytes[lineStart..<first], as: UTF8.self)
                    let onlySpaces = indentation.allSatisfy { $0 == " " || $0 == "\t" }
                    edits.append(Edit(range: first..<first, text: "@MainActor" + (onlySpaces ? "\n" + indentation : " ")))
                }
            case "vm_section_order":
                if let type = file.viewModels.first(where: { model in Sections.markComments(of: model, in: source).contains { $0.token == token } }),
                   let edit = reorderSections(of: type, in: source) {
                    edits.append(edit)
                }
            default:
                break
            }
        }
        return apply(edits, to: source.bytes)
    }

    /// The token that starts at a diagnostic's location.
    static func tokenIndex(at location: SourceLocation, in source: SourceFile) -> Int? {
        guard location.line >= 1, location.line <= source.lineStarts.count else { return nil }
        let offset = source.lineStarts[location.line - 1] + location.column - 1
        var low = 0, high = source.tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(source.tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
        }
        return low < source.tokens.count && Int(source.tokens[low].start) == offset ? low : nil
    }

    /// Inserts `text` before the `var` that declares the property named at `name`.
    static func insertBeforeVar(_ name: Int, _ text: String, in source: SourceFile) -> Edit? {
        var index = name - 1
        while index >= 0, source.tokens[index].isComment { index -= 1 }
        guard index >= 0, source.tokens[index].keyword == .var else { return nil }
        let start = Int(source.tokens[index].start)
        return Edit(range: start..<start, text: text)
    }

    /// Reorders a view model's MARK sections into anatomy order, when that is unambiguous.
    static func reorderSections(of type: Declaration, in source: SourceFile) -> Edit? {
        let marks = Sections.markComments(of: type, in: source)
        let indexes = marks.map { Sections.viewModelIndex($0.text) }
        guard marks.count >= 2, !indexes.contains(nil), Set(indexes.compactMap { $0 }).count == marks.count,
              let body = type.bodyRange, body.upperBound < source.tokens.count else { return nil }
        // Each section runs from the start of its MARK's line to the start of the next MARK's
        // line; the last one ends where the line of the closing brace starts.
        let starts = marks.map { source.lineStarts[source.lineAndColumn(of: Int(source.tokens[$0.token].start)).line - 1] }
        let closing = Int(source.tokens[body.upperBound].start)
        let end = source.lineStarts[source.lineAndColumn(of: closing).line - 1]
        guard let firstStart = starts.first, end > firstStart else { return nil }
        var blocks: [(index: Int, text: String)] = []
        for (position, start) in starts.enumerated() {
            let stop = position + 1 < starts.count ? starts[position + 1] : end
            var text = String(decoding: source.bytes[start..<stop], as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            blocks.append((indexes[position] ?? 0, text))
        }
        let ordered = blocks.sorted { $0.index < $1.index }
        guard ordered.map(\.index) != blocks.map(\.index) else { return nil }
        // Sections are separated by one blank line; the region keeps its own ending.
        let region = source.bytes[firstStart..<end]
        let trailingNewlines = region.reversed().prefix { $0 == UInt8(ascii: "\n") }.count
        let joined = ordered.map(\.text).joined(separator: "\n\n") + String(repeating: "\n", count: trailingNewlines)
        return Edit(range: firstStart..<end, text: joined)
    }

    /// Applies non-overlapping edits (overlapping or duplicate ones are dropped).
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8]? {
        var result = bytes
        var lastStart = Int.max
        var applied = false
        for edit in Set(edits).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            guard edit.range.upperBound <= lastStart else { continue }
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
            lastStart = edit.range.lowerBound
            applied = true
        }
        return applied ? result : nil
    }
}
