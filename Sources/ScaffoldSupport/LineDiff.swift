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

    private struct Step {
        var kind: Character
        var text: String
        var oldLine: Int
        var newLine: Int
    }

    private static func lines(_ text: String) -> [String] {
        if text.isEmpty { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { result.removeLast() }
        return result
    }

    /// The shortest edit script by longest common subsequence (files here are small).
    private static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count, m = b.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                steps.append(Step(kind: " ", text: a[i], oldLine: i + 1, newLine: j + 1))
                i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                steps.append(Step(kind: "-", text: a[i], oldLine: i + 1, newLine: j + 1))
                i += 1
            } else {
                steps.append(Step(kind: "+", text: b[j], oldLine: i + 1, newLine: j + 1))
                j += 1
            }
        }
        return steps
    }
}
