import Corpus
import Foundation

/// `--compare`: two builds of scaffold (`--binary` after, `--against` before) on the hot
/// paths that only read (lint of the corpus on one core and on two, `map` of 8,000
/// screens), run in turn, one round of each at a time (the first of a round alternates, so
/// that going first or second is no one build's lot), so that a change of the machine's
/// speed hits both alike. On this 2-core machine the same binary's `map` moved from 1.1 s
/// to 1.5 s between two `--all` runs minutes apart; within one alternated run it moves by a
/// few percent. Prints each median, the ratio of the medians, the ratio of each round's
/// pair (lowest and highest), and the instructions each build executes (callgrind), which
/// do not move with the load at all.
struct Compare {
    var after: String
    var before: String
    var rounds: Int
    var scratch: URL
    var clock: () -> Double
    /// Whether to count instructions (callgrind: about three minutes for both builds).
    var counts: Bool

    /// One measure's runs: each round's pair, before and after.
    struct Pairs {
        var before: [Measured] = []
        var after: [Measured] = []
    }

    mutating func measure() throws {
        var rows: [String] = []
        let corpus = scratch.appendingPathComponent("corpus")
        try? FileManager.default.removeItem(at: corpus)
        var generator = CorpusGenerator()
        _ = try generator.write(count: 1700, to: corpus)
        for cores in [1, 2] {
            var pairs = Pairs()
            let pinned = onCores(cores) { pairs = alternate(["lint", "--quiet"], in: corpus, accepting: [0, 1]) }
            rows.append(row("lint, 1,700-file corpus, \(cores == 1 ? "1 core" : "2 cores")\(pinned ? "" : " [cores not set]")", pairs))
        }
        if counts { rows.append(instructionRow("lint, corpus", ["lint", "--quiet"], in: corpus)) }
        try? FileManager.default.removeItem(at: corpus)

        let app = scratch.appendingPathComponent("app8000")
        writeGeneratedApp(at: app, screens: 8_000)
        rows.append(row("map, 8,000 screens", alternate(["map"], in: app)))
        if counts { rows.append(instructionRow("map, 8,000 screens", ["map"], in: app)) }
        try? FileManager.default.removeItem(at: app)

        print("")
        print("| measure | before | after | after / before (medians) | pairs: lowest – highest |")
        print("|---|---|---|---|---|")
        for row in rows { print(row) }
    }

    /// `rounds` rounds of `arguments` in `folder`, a run of each build a round: before
    /// first in even rounds, after first in odd ones.
    private func alternate(_ arguments: [String], in folder: URL, accepting: Set<Int32> = [0]) -> Pairs {
        var pairs = Pairs()
        for round in 0..<max(rounds, 1) {
            let runBefore = { pairs.before += measureRuns([before] + arguments, in: folder, rounds: 1, clock: clock, accepting: accepting) }
            let runAfter = { pairs.after += measureRuns([after] + arguments, in: folder, rounds: 1, clock: clock, accepting: accepting) }
            if round.isMultiple(of: 2) {
                runBefore()
                runAfter()
            } else {
                runAfter()
                runBefore()
            }
        }
        return pairs
    }

    private func row(_ measure: String, _ pairs: Pairs) -> String {
        let before = median(pairs.before), after = median(pairs.after)
        let ratios = zip(pairs.after, pairs.before).map { $0.wall / $1.wall }.sorted()
        let line = "| \(measure) | \(Self.ms(before.wall)) (CPU \(Self.ms(before.cpu))) | \(Self.ms(after.wall)) (CPU \(Self.ms(after.cpu))) | "
            + String(format: "%.2fx | %.2fx – %.2fx |", after.wall / before.wall, ratios.first ?? 0, ratios.last ?? 0)
        print("  \(line)")
        return line
    }

    private func instructionRow(_ measure: String, _ arguments: [String], in folder: URL) -> String {
        let before = AllGoals.instructions(self.before, arguments, in: folder), after = AllGoals.instructions(self.after, arguments, in: folder)
        let numbers = [before, after].map { Double($0.dropLast()) }
        let ratio = numbers[0].flatMap { b in numbers[1].map { String(format: "%.3fx", $0 / b) } } ?? ""
        let line = "| \(measure), instructions (callgrind, every thread) | \(before) | \(after) | \(ratio) | |"
        print("  \(line)")
        return line
    }

    private static func ms(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}
