import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The `// scaffold:disable…` comments of a file, and which findings they suppress.
///
/// - `// scaffold:disable:next RULE…` the next line; `:this` the comment's line;
///   `:previous` the line before.
/// - `// scaffold:disable RULE…` from here to `// scaffold:enable RULE…` or the end.
/// - `all` stands for every rule; text after ` - ` is a reason and is ignored.
struct DisableComments {
    /// One disable comment: the rules it names and the lines it covers.
    struct Region {
        /// The rule ids, or `all`.
        var rules: [String]
        /// The lines it covers.
        var lines: ClosedRange<Int>
        /// The comment's token.
        var comment: Int
        /// Whether it suppressed a finding.
        var used = false
    }

    /// Every region of the file.
    private(set) var regions: [Region] = []
    /// Rule ids named in disable comments that no rule has: (comment token, id).
    private(set) var unknownRules: [(token: Int, id: String)] = []
    /// The regions of one line (`:next`, `:this`, `:previous`), by that line.
    private var byLine: [Int: [Int]] = [:]
    /// The regions of several lines (`disable` … `enable`, one rule each), by that rule, in
    /// order of their first line. A rule's spans never overlap (a `disable` of a rule
    /// already disabled is ignored), so a line is in at most one of them.
    private var spansByRule: [String: [Int]] = [:]

    /// Reads the disable comments of `file`; `knownRules` tells unknown ids apart.
    init(file: SourceFile, knownRules: Set<String>) {
        var open: [String: (line: Int, comment: Int)] = [:]
        let lastLine = file.lineStarts.count
        for comment in file.comments {
            let index = Int(comment), token = file.tokens[index]
            guard token.kind == .lineComment, Self.mayCommand(token, in: file.bytes) else { continue }
            let text = file.text(of: token).dropFirst(2).drop { $0 == " " || $0 == "/" }
            guard text.hasPrefix("scaffold:disable") || text.hasPrefix("scaffold:enable") else { continue }
            let words = text.split(separator: " ")
            let command = String(words[0])
            var rules: [String] = []
            for word in words.dropFirst() {
                if word == "-" || word.hasPrefix("--") { break }
                rules.append(String(word))
            }
            for id in rules where id != "all" && !knownRules.contains(id) {
                unknownRules.append((index, id))
            }
            let line = file.lineAndColumn(of: Int(token.start)).line
            switch command {
            case "scaffold:disable:next": regions.append(Region(rules: rules, lines: (line + 1)...(line + 1), comment: index))
            case "scaffold:disable:this": regions.append(Region(rules: rules, lines: line...line, comment: index))
            case "scaffold:disable:previous": regions.append(Region(rules: rules, lines: max(1, line - 1)...max(1, line - 1), comment: index))
            case "scaffold:disable":
                for rule in rules where open[rule] == nil { open[rule] = (line, index) }
            case "scaffold:enable":
                for rule in rules {
                    if let start = open.removeValue(forKey: rule) {
                        regions.append(Region(rules: [rule], lines: start.line...line, comment: start.comment))
                    }
                }
            default:
                unknownRules.append((index, command))
            }
        }
        for (rule, start) in open {
            regions.append(Region(rules: [rule], lines: start.line...max(start.line, lastLine), comment: start.comment))
        }
        // A finding asks about its line: the regions are found by it, not by a scan of them
        // all (a file of thousands of disable comments and findings would be quadratic).
        for index in regions.indices {
            let region = regions[index]
            if region.lines.lowerBound == region.lines.upperBound || region.rules.count != 1 {
                for line in region.lines { byLine[line, default: []].append(index) }
            } else {
                spansByRule[region.rules[0], default: []].append(index)
            }
        }
        for rule in spansByRule.keys { spansByRule[rule]!.sort { regions[$0].lines.lowerBound < regions[$1].lines.lowerBound } }
    }

    /// Whether a line comment may hold a command: `scaffold:` after its slashes and
    /// spaces, read from the bytes (most comments are prose: no string is made for them).
    static func mayCommand(_ token: Token, in bytes: [UInt8]) -> Bool {
        var at = Int(token.start) + 2
        let end = token.end
        while at < end, bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "/") { at += 1 }
        return end - at >= 9 && bytes[at] == UInt8(ascii: "s") && bytes[at + 8] == UInt8(ascii: ":")
    }

    /// Marks region `index` used (as a finding it suppresses does).
    mutating func markUsed(_ index: Int) {
        regions[index].used = true
    }

    /// Whether a finding of `rule` on `line` is suppressed; marks the region used.
    mutating func suppresses(_ rule: String, line: Int) -> Bool {
        var suppressed = false
        func mark(_ index: Int) {
            WorkCounter.add()
            guard regions[index].lines.contains(line), regions[index].rules.contains(rule) || regions[index].rules.contains("all") else { return }
            regions[index].used = true
            suppressed = true
        }
        for index in byLine[line] ?? [] { mark(index) }
        // The last span of the rule (and of `all`) starting at or before the line: the one
        // span of it that may hold the line.
        for key in rule == "all" ? ["all"] : [rule, "all"] {
            guard let spans = spansByRule[key] else { continue }
            var place = spans.sortedIndex { regions[$0].lines.lowerBound <= line } - 1
            while place >= 0, regions[spans[place]].lines.upperBound >= line {
                mark(spans[place])
                place -= 1
            }
        }
        return suppressed
    }
}
