import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Lines of generated code, and how they are inserted into an existing file: re-indented
/// to the place they go (the file's own indentation unit for nested lines) and ended with
/// the file's own line ending, so that the file reads as if written by the same hand.
struct Snippet: Sendable, Equatable {
    /// The lines, without line endings, indented from column 0 in steps of four spaces.
    var lines: [String]

    /// The lines of `file` from the line of token `first` to the line of token `last`,
    /// with the first line's indentation removed from all of them.
    init(_ file: SourceFile, from first: Int, through last: Int) {
        let start = file.lineIndex(of: Int(file.tokens[first].start))
        let end = file.lineIndex(of: Int(file.tokens[last].start))
        var lines = (start...end).map { file.lineText(index: $0) }
        let indentation = lines.first.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? ""
        lines = lines.map { $0.hasPrefix(indentation) ? String($0.dropFirst(indentation.count)) : $0 }
        self.lines = lines
    }

    /// A snippet of these lines.
    init(lines: [String]) {
        self.lines = lines
    }

    /// The snippet's text for a place indented by `indentation`, nested lines indented by
    /// `unit` per level (the snippet's four spaces), each line ended with `ending`; a blank
    /// line first when `separated`.
    func text(indentation: String, unit: String, ending: String, separated: Bool = false) -> String {
        var result = separated ? ending : ""
        for line in lines {
            if line.isEmpty {
                result += ending
                continue
            }
            let spaces = line.prefix { $0 == " " }.count
            let nested = String(repeating: unit, count: spaces / 4) + String(repeating: " ", count: spaces % 4)
            result += indentation + nested + line.dropFirst(spaces) + ending
        }
        return result
    }
}

extension String {
    /// The number of spaces and tabs that start the line.
    var indentationWidth: Int { prefix { $0 == " " || $0 == "\t" }.count }
}

extension Snippet {
    /// The snippet with the view model's own `send(.x)` calls (not `responder.send`) given
    /// the argument label the code's `send` takes (`send(action: .x)`); as is without one.
    func labellingSend(_ label: String?) -> Snippet {
        guard let label else { return self }
        return Snippet(lines: lines.map { line in
            var result = ""
            var rest = Substring(line)
            while let found = rest.range(of: "send(.") {
                let before = rest[..<found.lowerBound]
                result += before
                let isResponder = (result).hasSuffix("responder.")
                let isOtherName = result.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
                result += isResponder || isOtherName ? "send(." : "send(\(label): ."
                rest = rest[found.upperBound...]
            }
            return result + rest
        })
    }
}

extension SourceFile {
    /// The text of the 0-based line `index`, without its line ending.
    func lineText(index: Int) -> String {
        String(decoding: bytes[lineRange(index + 1)], as: UTF8.self)
    }

    /// The offset just past the line ending of the line that holds byte `offset`.
    func endOfLine(at offset: Int) -> Int {
        let line = lineIndex(of: offset)
        return line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    }

    /// The file's indentation unit: a tab when lines of code are indented with tabs, else
    /// the step by which lines of code most often indent from the line above (four spaces
    /// when none does). Lines inside comments do not count (a ` * ` of a block-comment
    /// header is not a unit), nor does one helper indented its own way.
    var indentationUnit: String {
        var steps: [Int: Int] = [:]
        var previous = 0
        for (index, token) in tokens.enumerated() where (index == 0 || token.flags.contains(.newlineBefore)) && !token.isComment {
            let start = lineStart(ofLineAt: Int(token.start))
            let indentation = bytes[start..<Int(token.start)]
            if indentation.first == UInt8(ascii: "\t") { return "\t" }
            let spaces = indentation.prefix { $0 == UInt8(ascii: " ") }.count
            if spaces > previous { steps[spaces - previous, default: 0] += 1 }
            previous = spaces
        }
        guard let step = steps.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key, step <= 8 else { return "    " }
        return String(repeating: " ", count: step)
    }

    /// The indentation of the line holding token `index`.
    func indentation(ofToken index: Int) -> String {
        indentation(ofLineAt: Int(tokens[index].start))
    }
}
