import Corpus
import Foundation

/// `--all`: every goal of the performance work in one run, through the binary, printed as a
/// table (docs/performance.md shows one): lint against the read floor on one core and on
/// two, lint of 1,000 and 8,000 sibling screen folders, map of 8,000 screens, `app` run
/// again on 1,000 screens, an LSP keystroke with 300 open documents, `fake` of 1,000
/// protocols on a disk and on tmpfs, and one new screen in a 13,000-file repository. With
/// peers' binaries (`--swiftlint`, `--swift-format`, `--mockolo`), their figures beside.
struct AllGoals {
    var binary: String
    var rounds: Int
    /// Where the generated repositories go (a disk: ext4 here), and a tmpfs folder.
    var scratch: URL
    var tmpfs: URL
    var swiftlint: String?
    var swiftFormat: String?
    var mockolo: String?
    var clock: () -> Double

    /// A row of the table: what is measured, the figure, the goal, whether it is met.
    struct Row {
        var measure: String
        var figure: String
        var goal: String
        var met: Bool?
    }
    private(set) var rows: [Row] = []

    private static func ms(_ seconds: Double) -> String {
        seconds >= 10 ? String(format: "%.1f s", seconds) : String(format: "%.1f ms", seconds * 1000)
    }

    private static func figure(_ run: Measured) -> String {
        "\(ms(run.wall)) (CPU \(ms(run.cpu)))"
    }

    private mutating func add(_ measure: String, _ figure: String, goal: String = "", met: Bool? = nil) {
        let row = Row(measure: measure, figure: figure, goal: goal, met: met)
        rows.append(row)
        print("  \(measure): \(figure)\(goal.isEmpty ? "" : "; goal \(goal)")\(met.map { $0 ? " (met)" : " (MISSED)" } ?? "")")
    }

    /// The median of `rounds` runs of `argv` in `folder`.
    private func run(_ argv: [String], in folder: URL, accepting: Set<Int32> = [0], rounds: Int? = nil, before: () -> Void = {}) -> Measured {
        median(measureRuns(argv, in: folder, rounds: rounds ?? self.rounds, clock: clock, accepting: accepting, before: before))
    }

    mutating func measure() throws {
        // First: before the steps that delete thousands of files (see `fakes`).
        try fakes()
        try lintAgainstTheFloor()
        lintAndMapOfSiblingFolders()
        appRunAgain()
        try keystroke()
        newScreenInALargeRepository()
        print("")
        printTable()
    }

    // MARK: - Lint and the read floor

    private mutating func lintAgainstTheFloor() throws {
        let root = scratch.appendingPathComponent("corpus")
        try? FileManager.default.removeItem(at: root)
        var generator = CorpusGenerator()
        let paths = try generator.write(count: 1700, to: root)
        let bytes = paths.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        print("corpus: \(paths.count) files, \(String(format: "%.2f", Double(bytes) / 1_000_000)) MB")
        for cores in [1, 2] {
            var lint = Measured(wall: 0, cpu: 0), read = Measured(wall: 0, cpu: 0)
            let pinned = onCores(cores) {
                // Alternated, a round of each at a time, so that a change of load hits both.
                var lints: [Measured] = [], reads: [Measured] = []
                for _ in 0..<max(rounds, 1) {
                    reads += measureRuns([floor, root.path], in: root, rounds: 1, clock: clock)
                    lints += measureRuns([binary, "lint", "--quiet"], in: root, rounds: 1, clock: clock, accepting: [0, 1])
                }
                lint = median(lints)
                read = median(reads)
            }
            let label = cores == 1 ? "1 core" : "2 cores"
            let limit = cores == 1 ? 4.0 : 3.0
            add("read floor, \(label) (one thread opens, reads, closes every file)\(pinned ? "" : " [cores not set]")", Self.figure(read))
            add("lint, 1,700-file corpus, \(label)", "\(Self.figure(lint)), \(String(format: "%.1f", lint.wall / read.wall))x the floor",
                goal: "within \(Int(limit))x the floor", met: lint.wall <= limit * read.wall)
        }
        add("lint, 1,700-file corpus, instructions (callgrind: user space, every thread)", Self.instructions(binary, ["lint", "--quiet"], in: root))
        peers(on: root)
        reportersAndHook(on: root)
        try? FileManager.default.removeItem(at: root)
    }

    /// What CI and the pre-commit hook run on the corpus: lint with the GitHub reporter
    /// (one annotation a finding, about 3,000) beside lint with the default one, and
    /// `lint --staged` with one file staged in the corpus made a git repository.
    private mutating func reportersAndHook(on root: URL) {
        let plain = run([binary, "lint"], in: root, accepting: [0, 1])
        let github = run([binary, "lint", "--reporter", "github"], in: root, accepting: [0, 1])
        add("lint, corpus, GitHub reporter (a CI's annotations)", "\(Self.figure(github)), \(String(format: "%.2f", github.wall / plain.wall))x lint with the default reporter (\(Self.ms(plain.wall)))")
        add("lint, corpus, GitHub reporter, instructions", "\(Self.instructions(binary, ["lint", "--reporter", "github"], in: root)) (default reporter: \(Self.instructions(binary, ["lint"], in: root)))")
        func git(_ arguments: [String]) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.email=bench@example.com", "-c", "user.name=bench"] + arguments
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        guard git(["init", "-q"]), git(["add", "-A"]), git(["commit", "-q", "-m", "corpus"]),
              let file = FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }).sorted().first(where: { $0.hasSuffix("ViewModel.swift") }),
              let handle = FileHandle(forWritingAtPath: root.appendingPathComponent(file).path) else {
            return add("pre-commit hook, lint --staged of one file", "not measured: git did not make the repository")
        }
        handle.seekToEndOfFile()
        handle.write(Data("// staged\n".utf8))
        handle.closeFile()
        guard git(["add", file]) else { return add("pre-commit hook, lint --staged of one file", "not measured: git add failed") }
        let staged = run([binary, "lint", "--staged"], in: root, accepting: [0, 1])
        let alone = run([binary, "lint", file], in: root, accepting: [0, 1])
        add("pre-commit hook, lint --staged of one file (read from git's index)", "\(Self.figure(staged)); the same file from disk: \(Self.ms(alone.wall))")
    }

    /// The instructions `binary` with `arguments` executes in `folder`, counted by
    /// valgrind's callgrind (the same count for the same binary and input on any machine, at
    /// any load: wall times here move by half in a day), or why it was not counted. System
    /// calls are not counted: the read floor is mostly those, so there is no ratio.
    static func instructions(_ binary: String, _ arguments: [String], in folder: URL) -> String {
        guard let valgrind = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/valgrind" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return "not counted: no valgrind on PATH" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = ["--tool=callgrind", "--callgrind-out-file=/dev/null", binary] + arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "not counted: valgrind did not start" }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // "==123== Collected : 1250370665"
        guard let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
              let count = Double(line.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "") else {
            return "not counted: callgrind printed no total"
        }
        return String(format: "%.1fM", count / 1_000_000)
    }

    private mutating func peers(on root: URL) {
        let lint = run([binary, "lint", "--quiet"], in: root, accepting: [0, 1])
        if let swiftlint {
            let measured = run([swiftlint, "lint", "--quiet"], in: root, accepting: [0, 1, 2], rounds: min(rounds, 3))
            add("SwiftLint (default rules) on the corpus", "\(Self.figure(measured)), \(String(format: "%.0f", measured.wall / lint.wall))x scaffold lint's \(Self.ms(lint.wall))")
        } else {
            add("SwiftLint on the corpus", "not measured: give --swiftlint PATH")
        }
        if let swiftFormat {
            let measured = run([swiftFormat, "lint", "-p", "-r", "."], in: root, accepting: [0, 1], rounds: min(rounds, 3))
            add("swift-format lint -p -r on the corpus", "\(Self.figure(measured)), \(String(format: "%.0f", measured.wall / lint.wall))x scaffold lint's \(Self.ms(lint.wall))")
        }
    }

    // MARK: - Linear in folders and screens

    private mutating func lintAndMapOfSiblingFolders() {
        var lints: [Int: Measured] = [:]
        for screens in [1_000, 8_000] {
            let folder = scratch.appendingPathComponent("app\(screens)")
            writeGeneratedApp(at: folder, screens: screens)
            lints[screens] = run([binary, "lint", "--quiet"], in: folder, accepting: [0, 1])
            add("lint, \(screens == 1_000 ? "1,000" : "8,000") sibling screen folders (\(screens * 4 + 3) files)", Self.figure(lints[screens]!))
            if screens == 8_000 {
                let map = run([binary, "map"], in: folder)
                add("map, 8,000 screens", Self.figure(map), goal: "under 1.5 s", met: map.wall < 1.5)
            }
            try? FileManager.default.removeItem(at: folder)
        }
        let ratio = lints[8_000]!.wall / (8 * lints[1_000]!.wall)
        add("lint, 8,000 folders against 8x 1,000", String(format: "%.2fx (CPU %.2fx)", ratio, lints[8_000]!.cpu / (8 * lints[1_000]!.cpu)),
            goal: "within 1.2x", met: ratio <= 1.2)
    }

    private mutating func appRunAgain() {
        let folder = scratch.appendingPathComponent("app-specs")
        writeAppSpecs(at: folder, screens: 1_000)
        let created = run([binary, "app", "Bench"], in: folder, rounds: 1)
        add("app, 1,000 screens written (first run)", Self.figure(created))
        let again = run([binary, "app", "Bench"], in: folder)
        add("app run again, 1,000 screens unchanged", Self.figure(again), goal: "under 1 s", met: again.wall < 1)
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: - The language server

    private mutating func keystroke() throws {
        let root = scratch.appendingPathComponent("lsp-corpus")
        try? FileManager.default.removeItem(at: root)
        var generator = CorpusGenerator()
        let paths = try generator.write(count: 1700, to: root)
        let figures = try languageServerKeystrokes(binary: binary, root: root, paths: paths, open: 300, rounds: max(rounds, 20), clock: clock)
        let median = figures.keystrokes[figures.keystrokes.count / 2]
        let perKeystroke = Double(figures.publishes) / Double(figures.keystrokes.count)
        add("LSP keystroke, \(figures.open) open documents (median of \(figures.keystrokes.count))",
            "\(Self.ms(median)), \(String(format: "%.1f", perKeystroke)) publishes a keystroke",
            goal: "under 2 ms, only what changed", met: median < 0.002 && perKeystroke <= 1)
        try? FileManager.default.removeItem(at: root)
    }

    // MARK: - Writes

    /// The floor program (`read-floor`), built beside this one.
    private var floor: String {
        Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("read-floor").path
    }

    /// `fake` of 1,000 protocols on a disk and on tmpfs, each beside its write floor: one
    /// thread creating as many new files of the same size and flushing them once (the least
    /// any writer of that many durable new files does), in alternate rounds. Each round
    /// writes into folders of its own and nothing is deleted until the last round: ext4
    /// skips the inodes freed in the last minute when it makes a file, reading their table
    /// to tell, so a file made just after thousands were deleted costs many times more (in
    /// a plain loop of `open(O_CREAT)` too). Run first for the same reason.
    private mutating func fakes() throws {
        var written: [String: Measured] = [:], floors: [String: Measured] = [:]
        for (label, base) in [("disk", scratch), ("tmpfs", tmpfs)] {
            var runs: [Measured] = [], floorRuns: [Measured] = []
            var made: [URL] = []
            defer { for folder in made { try? FileManager.default.removeItem(at: folder) } }
            var count = 0, average = 0
            for round in 0..<max(rounds, 1) {
                let folder = base.appendingPathComponent("scaffold-bench-fakes-\(round)")
                // Beside the repository, not in it (scaffold would read it).
                let floorFolder = base.appendingPathComponent("scaffold-bench-write-floor-\(round)")
                for old in [folder, floorFolder] { try? FileManager.default.removeItem(at: old) }
                made += [folder, floorFolder]
                _ = try ProtocolCorpus.write(count: 1000, to: folder)
                try "sources: Sources\ntests: Tests\nmodule: Bench\n".write(to: folder.appendingPathComponent(".scaffold.yml"), atomically: true, encoding: .utf8)
                runs += measureRuns([binary, "fake"] + ProtocolCorpus.names(count: 1000), in: folder, rounds: 1, clock: clock)
                if round == 0 {
                    // The floor writes as many files, of the size scaffold's are on average.
                    let fakes = folder.appendingPathComponent("Tests/Fakes")
                    let sizes = ((try? FileManager.default.contentsOfDirectory(atPath: fakes.path)) ?? []).map {
                        (try? FileManager.default.attributesOfItem(atPath: fakes.appendingPathComponent($0).path)[.size] as? Int) ?? 0
                    }
                    count = sizes.count
                    average = sizes.isEmpty ? 0 : sizes.reduce(0, +) / sizes.count
                }
                floorRuns += measureRuns([floor, "--write", floorFolder.path, "\(count)", "\(average)"], in: base, rounds: 1, clock: clock)
            }
            written[label] = median(runs)
            floors[label] = median(floorRuns)
            add("fake, 1,000 protocols written, on \(fileSystem(base))", Self.figure(written[label]!))
            add("write floor, \(count) new files of \(average) bytes, on \(fileSystem(base)) (one thread creates, writes, flushes once)", Self.figure(floors[label]!))
            if label == "tmpfs", let mockolo {
                let folder = base.appendingPathComponent("scaffold-bench-fakes-0")
                let output = folder.appendingPathComponent("MockoloMocks.swift")
                let measured = run([mockolo, "-s", folder.appendingPathComponent("Sources").path, "-d", output.path], in: folder, rounds: min(rounds, 3)) {
                    try? FileManager.default.removeItem(at: output)
                }
                add("Mockolo, the same protocols, on tmpfs", "\(Self.figure(measured)), \(String(format: "%.1f", measured.wall / written[label]!.wall))x scaffold fake's")
            }
        }
        let ratio = written["disk"]!.wall / written["tmpfs"]!.wall
        add("fake, disk against tmpfs", String(format: "%.1fx", ratio), goal: "within 2x", met: ratio <= 2)
        // What the disk adds to each: scaffold's against the floor's.
        let added = written["disk"]!.wall - written["tmpfs"]!.wall, floorAdded = floors["disk"]!.wall - floors["tmpfs"]!.wall
        add("what the disk adds: to fake, against the write floor", "\(Self.ms(added)) against \(Self.ms(floorAdded)), \(String(format: "%.1f", added / max(floorAdded, 0.000_001)))x")
    }

    /// One new screen in a repository of 3,250 screens, beside the read floors of that
    /// repository (one thread lists it and reads every Swift file; then as many threads as
    /// cores, taking folders from one stack; then those threads with the test folders left
    /// out, which is what a new screen reads), in alternate rounds.
    private mutating func newScreenInALargeRepository() {
        let folder = scratch.appendingPathComponent("app3250")
        writeGeneratedApp(at: folder, screens: 3_250)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var screens: [Measured] = [], reads: [Measured] = [], parallelReads: [Measured] = [], appReads: [Measured] = []
        for round in 1...max(rounds, 1) {
            reads += measureRuns([floor, folder.path], in: folder, rounds: 1, clock: clock)
            parallelReads += measureRuns([floor, "--threads", "\(cores)", folder.path], in: folder, rounds: 1, clock: clock)
            appReads += measureRuns([floor, "--threads", "\(cores)", "--leave-tests", folder.path], in: folder, rounds: 1, clock: clock)
            screens += measureRuns([binary, "screen", "Added\(round)", "--blank"], in: folder, rounds: 1, clock: clock)
        }
        let screen = median(screens), read = median(reads), parallelRead = median(parallelReads), appRead = median(appReads)
        add("read floor of the 13,003-file repository (one thread)", Self.figure(read))
        add("read floor of the 13,003-file repository (\(cores) threads)", Self.figure(parallelRead))
        add("read floor of its app code, test folders left out (\(cores) threads)", Self.figure(appRead))
        add("screen, one new screen in a 13,003-file repository",
            "\(Self.figure(screen)), \(String(format: "%.1f", screen.wall / read.wall))x the one-thread floor, \(String(format: "%.1f", screen.wall / parallelRead.wall))x the \(cores)-thread floor, \(String(format: "%.1f", screen.wall / appRead.wall))x the app code's",
            goal: "under 60 ms", met: screen.wall < 0.06)
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: - The table

    private func printTable() {
        print("| measure | scaffold | goal | met |")
        print("|---|---|---|---|")
        for row in rows {
            print("| \(row.measure) | \(row.figure) | \(row.goal) | \(row.met.map { $0 ? "yes" : "**no**" } ?? "") |")
        }
    }
}

/// The kind of file system `folder` is on (ext4, tmpfs…), from the mount table: that of the
/// longest mount point that holds it.
func fileSystem(_ folder: URL) -> String {
    let path = folder.resolvingSymlinksInPath().path
    let mounts = (try? String(contentsOfFile: "/proc/mounts", encoding: .utf8)) ?? ""
    var best: (point: String, type: String)?
    for line in mounts.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count > 2 else { continue }
        let point = String(fields[1]), type = String(fields[2])
        let holds = point == "/" || path == point || path.hasPrefix(point + "/")
        if holds, point.count > (best?.point.count ?? -1) { best = (point, type) }
    }
    return "\(best?.type ?? "unknown file system") (\(folder.path))"
}
