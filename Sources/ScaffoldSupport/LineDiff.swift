import ScaffoldSyntax

/// A unified diff of two texts, line by line, for `scaffold screen --diff`.
public enum LineDiff {
    /// The diff of `old` to `new` with three lines of context, with `---`/`+++` headers
    /// naming `oldName` and `newName`; empty when the texts are equal.
    public static func unified(old: String, new: String, oldName: String, newName: String) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != " " }) else { break }
            let start = max(firstChange - 3, index)
            var end = firstChange
            var lastChange = firstChange
            while end < script.count {
                if script[end].kind != " " { lastChange = end }
                if end - lastChange > 6 { break }
                end += 1
            }
            end = min(script.count, lastChange + 4)
            let hunk = script[start..<end]
            let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
            output += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for step in hunk { output += "\(step.kind)\(step.text)\n" }
            index = end
        }
        return output
    }

    /// What `insertionMerge(old:new:)` made of a file: `text` holds every byte of the old
    /// text, in order, with the new text's lines inserted; `kept` lists the old lines kept
    /// where the new text has a shorter form of them (a line a person added to).
    public struct Merge: Sendable, Equatable {
        /// An old line kept where the new text differs.
        public struct Kept: Sendable, Equatable {
            /// The kept line's number in the old text (1-based).
            public var line: Int
            /// The old line.
            public var old: String
            /// What the new text has there instead.
            public var new: String
        }

        /// The merged text.
        public var text: String
        /// The places left as they were.
        public var kept: [Kept]
    }

    /// Merges `new` into `old` by insertions only, so that every byte of `old` stays, in
    /// order. Lines `new` adds go in where the line diff puts them. Where the two differ
    /// in a run of lines, each new line is matched with an old one in turn:
    /// - an old line that is the new one with characters taken out (`case a, b` against
    ///   `case a, b, c`) becomes the new line, an insertion within the line;
    /// - an old line that is the new one with characters added (a person filled in
    ///   `CatalogService(baseURL: url)` where the new text has `CatalogService()`) stays,
    ///   and is listed in `kept`;
    /// - a new line that matches no old line is inserted, and old lines that match no new
    ///   line stay where they are.
    /// When `old` is unedited output of the same generator and `new` only adds, the result
    /// is `new` exactly.
    public static func insertionMerge(old: String, new: String) -> Merge {
        guard old != new else { return Merge(text: old, kept: []) }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        var output: [String] = []
        var kept: [Merge.Kept] = []
        var index = 0
        while index < script.count {
            guard script[index].kind != " " else {
                output.append(script[index].text)
                index += 1
                continue
            }
            var end = index
            while end < script.count, script[end].kind != " " { end += 1 }
            let run = script[index..<end]
            let removed = run.filter { $0.kind == "-" }, added = run.filter { $0.kind == "+" }
            var next = 0
            for line in added {
                let shape = line.text.trimmingSpaces()
                let word = firstWord(shape)
                let match = word.isEmpty ? nil : removed[next...].firstIndex {
                    let old = $0.text.trimmingSpaces()
                    return firstWord(old) == word && (isSubsequence(old, of: shape) || isSubsequence(shape, of: old))
                }
                guard let match else {
                    output.append(line.text)
                    continue
                }
                output += removed[next..<match].map(\.text)
                let oldLine = removed[match]
                if isSubsequence(oldLine.text, of: line.text) {
                    output.append(line.text)
                } else {
                    output.append(oldLine.text)
                    kept.append(Merge.Kept(line: oldLine.oldLine, old: oldLine.text, new: line.text))
                }
                next = match + 1
            }
            output += removed[next...].map(\.text)
            index = end
        }
        var text = output.joined(separator: "\n")
        if !output.isEmpty, old.utf8.last == UInt8(ascii: "\n") || (old.isEmpty && new.utf8.last == UInt8(ascii: "\n")) { text += "\n" }
        return Merge(text: text, kept: kept)
    }

    /// The leading identifier of a line (`case`, `catalog`), or empty: lines are matched
    /// only when they start alike, so that a lone `}` never pairs with another line.
    static func firstWord(_ line: String) -> Substring {
        line.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `small`'s characters appear in `large` in order (bytes, for speed).
    static func isSubsequence(_ small: String, of large: String) -> Bool {
        var iterator = large.utf8.makeIterator()
        for byte in small.utf8 {
            while true {
                guard let next = iterator.next() else { return false }
                if next == byte { break }
            }
        }
        return true
    }

    private struct Step {
        var kind: Character
        var text: String
        var oldLine: Int
        var newLine: Int
    }

    /// The lines of `text`, split at `\n` bytes only: a CRLF file's lines keep their `\r`,
    /// as `git diff` shows them.
    private static func lines(_ text: String) -> [String] {
        if text.isEmpty { return [] }
        var result = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if text.utf8.last == UInt8(ascii: "\n") { result.removeLast() }
        return result
    }

    /// More differences than this in the changed middle are shown as the old lines removed
    /// and the new ones added, so that the work stays bounded on any input.
    static let maximumEditDistance = 1_000

    /// The shortest edit script (Myers' O((N+M)·D) algorithm), after the common first and
    /// last lines are set aside; a middle that differs in more than `maximumEditDistance`
    /// lines is shown as removed, then added.
    private static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(a[prefix..<(a.count - suffix)]), newMiddle = Array(b[prefix..<(b.count - suffix)])
        var steps: [Step] = (0..<prefix).map { Step(kind: " ", text: a[$0], oldLine: $0 + 1, newLine: $0 + 1) }
        for (kind, oldIndex, newIndex) in middleScript(oldMiddle, newMiddle) {
            let text = kind == "+" ? newMiddle[newIndex] : oldMiddle[oldIndex]
            steps.append(Step(kind: kind, text: text, oldLine: prefix + oldIndex + 1, newLine: prefix + newIndex + 1))
        }
        for offset in 0..<suffix {
            let oldIndex = a.count - suffix + offset, newIndex = b.count - suffix + offset
            steps.append(Step(kind: " ", text: a[oldIndex], oldLine: oldIndex + 1, newLine: newIndex + 1))
        }
        return steps
    }

    /// The steps from `a` to `b`: (kind, index in `a`, index in `b`), where each index is
    /// the position the step happens at.
    private static func middleScript(_ a: [String], _ b: [String]) -> [(Character, Int, Int)] {
        let n = a.count, m = b.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // The frontier before each round d, diagonals -d...d only: O(D²) in all.
        var trace: [ArraySlice<Int>] = []
        var found = false
        search: for d in 0...limit {
            trace.append(frontier[(offset - d)...(offset + d)])
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n, y >= m { found = true; break search }
            }
        }
        guard found else {
            return (0..<n).map { ("-", $0, 0) } + (0..<m).map { ("+", n, $0) }
        }
        // Walk back from the end through the saved frontiers.
        var steps: [(Character, Int, Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]  // indexed like `frontier`
            let k = x - y
            let previousK = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                steps.append((" ", x, y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                steps.append(("+", x, y))
            } else {
                x -= 1
                steps.append(("-", x, y))
            }
        }
        return steps.reversed()
    }
}
