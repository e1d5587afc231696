import Corpus
import Dispatch
import Foundation
import ScaffoldLint
import ScaffoldProject
import ScaffoldSyntax
import SwiftParser
import SwiftSyntax

// Prints how fast scaffold's lexer and declaration parser read a generated corpus of
// realistic SwiftUI-app code, beside reading the bytes and beside swift-syntax's parser.
// Usage: swift run -c release --package-path Benchmarks scaffold-bench [--files N] [--rounds R] [--no-swift-syntax]
//        [--binary PATH]   also time `PATH lint` as a process over the corpus (e.g. .build/release/scaffold)
//        [--plugin]        with --binary: the build-tool plugin's command on the corpus's sources
//        [--lsp]           with --binary: `scaffold lsp` on the corpus, one file changed per round (--open N documents open)
//        [--swiftlint PATH] with --binary: SwiftLint on the corpus beside scaffold lint (and --swift-format PATH)
//        [--all]           with --binary: every performance goal in one run, as a table (docs/performance.md);
//                          --scratch DIR (a disk), --tmpfs-dir DIR (/dev/shm), peers with --swiftlint, --swift-format, --mockolo
//        [--compare]       with --binary AFTER --against BEFORE: the two builds alternated, a round of each at a time,
//                          on lint of the corpus (1 and 2 cores) and map of 8,000 screens, with ratios and
//                          instruction counts (--no-counts to leave callgrind out)
//        [--shapes]        with --binary: repositories that grow one thing (disable comments, extensions, nested
//                          types, constructions on one line, fakes in one file…), at a size and 4x it, with the ratio
//        [--map]           with --binary: `scaffold map` on a generated app of 300 screens (--screens N)
//        [--edit]          with --binary: `scaffold add` and `scaffold screen` in that app (--screens N)
//        [--corpus DIR]    measure the Swift files under DIR (real code) instead of generating a corpus
//        [--bodies]        only the structure of every body (BodyStructure), one thread
//        [--pbxproj]       only the project-file benchmark: a ~3 MB project.pbxproj (--features N) parsed, read, and a screen added

let arguments = CommandLine.arguments
func option(_ name: String, default value: Int) -> Int {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? value
}
let fileCount = option("--files", default: 1700)
let rounds = option("--rounds", default: 5)
let withSwiftSyntax = !arguments.contains("--no-swift-syntax")
/// The value after `name`, when given.
func value(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
/// The absolute path after `name`, when given.
func path(_ name: String) -> String? {
    value(name).map { URL(fileURLWithPath: $0).path }
}
/// `name` found in PATH.
func inPath(_ name: String) -> String? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The best wall time of `rounds` runs of `body`.
func best(_ rounds: Int, _ body: () -> Void) -> Double {
    (0..<rounds).map { _ in
        let start = now()
        body()
        return now() - start
    }.min() ?? 0
}

func peakMemoryMB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_maxrss) / 1024
}

// `--pbxproj`: a generated project.pbxproj of `--features` feature folders (700 of 8 Swift
// files each, about 3 MB): the best time of parsing it, of reading the project model (parse,
// targets, groups), and of reading it and adding a screen's five files (the edited text made).
if arguments.contains("--pbxproj") {
    let text = ProjectCorpus.text(features: option("--features", default: 700))
    let bytes = Array(text.utf8)
    let files = [
        NewFile(path: "App/Features/Login/LoginViewModel.swift", targets: ["App"]),
        NewFile(path: "App/Features/Login/LoginView.swift", targets: ["App"]),
        NewFile(path: "App/Features/Login/LoginRouter.swift", targets: ["App"]),
        NewFile(path: "AppTests/Login/LoginViewModelTests.swift", targets: ["AppTests"]),
        NewFile(path: "AppTests/Login/LoginRouterTests.swift", targets: ["AppTests"]),
    ]
    let read = { try XcodeProject(bytes: bytes, path: "/tmp/App/App.xcodeproj", displayPath: "App.xcodeproj", absoluteFolder: "/tmp/App") }
    let project = try read()
    let fileCount = project.targets.reduce(0) { $0 + $1.sourceFiles.count }
    var edited = 0
    let projectRounds = max(rounds, 20)
    let parse = best(projectRounds) { _ = try? PBXProjParser.parse(bytes, file: "project.pbxproj") }
    let model = best(projectRounds) { _ = try? read() }
    let edit = best(projectRounds) { edited = (try? read().editing(adding: files))?.text.count ?? 0 }
    print(String(format: "pbxproj: %.2f MB, %d Swift files in %d targets, %d groups", Double(bytes.count) / 1_048_576, fileCount, project.targets.count,
                 project.mainGroup.groups.count))
    print(String(format: "  parse:                 %6.2f ms  (%.0f MB/s)", parse * 1000, Double(bytes.count) / 1_048_576 / parse))
    print(String(format: "  read the project:      %6.2f ms", model * 1000))
    print(String(format: "  read + add 5 files:    %6.2f ms  (%d bytes inserted)", edit * 1000, edited - bytes.count))
    print(String(format: "peak memory: %.0f MB", peakMemoryMB()))
    exit(0)
}

// `--all`: every goal in one run (AllGoals).
if arguments.contains("--all") {
    guard let binary = path("--binary") else {
        print("--all needs --binary PATH (a release build of scaffold)")
        exit(2)
    }
    let scratch = URL(fileURLWithPath: path("--scratch") ?? FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-all").path)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    var goals = AllGoals(binary: binary, rounds: rounds, scratch: scratch, tmpfs: URL(fileURLWithPath: path("--tmpfs-dir") ?? "/dev/shm"),
                         swiftlint: path("--swiftlint"), swiftFormat: path("--swift-format") ?? inPath("swift-format"), mockolo: path("--mockolo"), clock: now)
    print("scaffold-bench --all: \(binary), median of \(rounds) rounds, process start included; \(ProcessInfo.processInfo.activeProcessorCount) cores; scratch on \(fileSystem(scratch))")
    try goals.measure()
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

// `--shapes`: each thing a rule or command walks, grown fourfold (Shapes).
if arguments.contains("--shapes") {
    guard let binary = path("--binary") else {
        print("--shapes needs --binary PATH (a release build of scaffold)")
        exit(2)
    }
    let scratch = URL(fileURLWithPath: path("--scratch") ?? FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-shapes").path)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    print("scaffold-bench --shapes: \(binary), median of \(rounds) rounds, process start included")
    try Shapes(binary: binary, rounds: rounds, scratch: scratch, clock: now).measure()
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

// `--compare`: two builds alternated on the hot paths that only read (Compare).
if arguments.contains("--compare") {
    guard let after = path("--binary"), let before = path("--against") else {
        print("--compare needs --binary PATH (the build to measure) and --against PATH (the build before)")
        exit(2)
    }
    let scratch = URL(fileURLWithPath: path("--scratch") ?? FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-compare").path)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    var compare = Compare(after: after, before: before, rounds: rounds, scratch: scratch, clock: now, counts: !arguments.contains("--no-counts"))
    print("scaffold-bench --compare: \(after) against \(before), \(rounds) alternated rounds, process start included; \(ProcessInfo.processInfo.activeProcessorCount) cores")
    try compare.measure()
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

// `--fakes`: `scaffold fake` for 1,000 protocols through the binary (`--binary`), and, with
// `--mockolo PATH`, Mockolo on the same protocols in the same run. Nothing else is measured.
if arguments.contains("--fakes") {
    guard let binaryIndex = arguments.firstIndex(of: "--binary") else {
        print("--fakes needs --binary PATH (a release build of scaffold)")
        exit(2)
    }
    let binary = URL(fileURLWithPath: arguments[binaryIndex + 1]).path
    let count = option("--protocols", default: 1000)
    // `--fakes-dir DIR`: where the protocols and fakes go (e.g. a tmpfs, to leave a slow disk out).
    let folder = arguments.firstIndex(of: "--fakes-dir").map { URL(fileURLWithPath: arguments[$0 + 1]) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-fakes")
    try? FileManager.default.removeItem(at: folder)
    let files = try ProtocolCorpus.write(count: count, to: folder)
    try "sources: Sources\ntests: Tests\nmodule: Bench\n".write(to: folder.appendingPathComponent(".scaffold.yml"), atomically: true, encoding: .utf8)
    let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    print("protocols: \(count) in \(files.count) files, \(String(format: "%.2f", Double(bytes) / 1_048_576)) MB, in \(folder.path)")
    /// The best wall time of the rounds of `argv` in the corpus folder; `before` runs ahead
    /// of each, untimed.
    func spawn(_ argv: [String], before: () -> Void = {}) -> Double {
        timeRuns(argv, in: folder, rounds: rounds, clock: now, before: before).first ?? 0
    }
    let names = ProtocolCorpus.names(count: count)
    let fakes = folder.appendingPathComponent("Tests/Fakes")
    let written = spawn([binary, "fake"] + names) { try? FileManager.default.removeItem(at: fakes) }
    let fakeFiles = (try? FileManager.default.contentsOfDirectory(atPath: fakes.path).count) ?? 0
    let unchanged = spawn([binary, "fake"] + names)
    let checked = spawn([binary, "fake", "--check"] + names)
    print("scaffold fake, \(count) protocols, process start included (best of \(rounds)):")
    print("  written: \(String(format: "%.1f", written * 1000)) ms (\(fakeFiles) files); all unchanged: \(String(format: "%.1f", unchanged * 1000)) ms; --check: \(String(format: "%.1f", checked * 1000)) ms")
    if let mockoloIndex = arguments.firstIndex(of: "--mockolo"), arguments.indices.contains(mockoloIndex + 1) {
        let mockolo = URL(fileURLWithPath: arguments[mockoloIndex + 1]).path
        let output = folder.appendingPathComponent("MockoloMocks.swift")
        let mocked = spawn([mockolo, "-s", folder.appendingPathComponent("Sources").path, "-d", output.path]) { try? FileManager.default.removeItem(at: output) }
        let mocks = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").components(separatedBy: "class ").count - 1
        print("mockolo, the same protocols, process start included (best of \(rounds)):")
        print("  written: \(String(format: "%.1f", mocked * 1000)) ms (\(mocks) mock classes in one file); scaffold is \(String(format: "%.1f", mocked / written))x as fast")
    }
    if !arguments.contains("--keep") { try? FileManager.default.removeItem(at: folder) }
    exit(0)
}

// `--map`: `scaffold map` (the binary, `--binary`) on a generated app: an @main App, a root
// router with two flows and a tab, and `--screens` screens (view model, view, router) whose
// routers hold the next ones as a binary tree (a push and a modal each). The median of the
// rounds, process start included, for each format. Nothing else is measured.
if arguments.contains("--map") {
    guard let binaryIndex = arguments.firstIndex(of: "--binary"), arguments.indices.contains(binaryIndex + 1) else {
        print("--map needs --binary PATH (a release build of scaffold)")
        exit(2)
    }
    let binary = URL(fileURLWithPath: arguments[binaryIndex + 1]).path
    let count = option("--screens", default: 300)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-map")
    writeGeneratedApp(at: folder, screens: count)
    print("app: \(count) screens (\(count * 3 + 2) files) in \(folder.path)")
    func times(_ extra: [String]) -> [Double] {
        timeProcess(binary: binary, arguments: extra, in: folder, rounds: rounds, clock: now)
    }
    print("scaffold map, \(count) screens, process start included, over \(max(rounds, 1)) rounds:")
    for format in ["mermaid", "dot", "html"] {
        let measured = times(["map", "--format", format])
        let ms = { (value: Double) in String(format: "%.1f", value * 1000) }
        print("  --format \(format): median \(ms(measured[measured.count / 2])) ms, best \(ms(measured[0])) ms, worst \(ms(measured[measured.count - 1])) ms")
    }
    if !arguments.contains("--keep") { try? FileManager.default.removeItem(at: folder) }
    exit(0)
}

// `--edit`: `scaffold add` (a new action on one screen) and `scaffold screen` (a new blank
// screen) through the binary (`--binary`) in the generated app of `--map` with `--screens`
// screens and a test file each: each round adds another action and another screen, so every
// run writes. The median of the rounds, process start included. Nothing else is measured.
if arguments.contains("--edit") {
    guard let binaryIndex = arguments.firstIndex(of: "--binary"), arguments.indices.contains(binaryIndex + 1) else {
        print("--edit needs --binary PATH (a release build of scaffold)")
        exit(2)
    }
    let binary = URL(fileURLWithPath: arguments[binaryIndex + 1]).path
    let count = option("--screens", default: 300)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-edit")
    writeGeneratedApp(at: folder, screens: count)
    let files = count * 4 + 3
    print("app: \(count) screens (\(files) files) in \(folder.path)")
    let ms = { (value: Double) in String(format: "%.1f", value * 1000) }
    for (label, argv) in [("add --action", { (round: Int) in ["add", "Screen\(count / 2)", "--action", "ping\(round)"] }),
                          ("screen --blank", { (round: Int) in ["screen", "Added\(round)", "--blank"] })] {
        let measured = (0..<max(rounds, 1)).flatMap { timeProcess(binary: binary, arguments: argv($0), in: folder, rounds: 1, clock: now) }.sorted()
        print("scaffold \(label), \(count) screens: median \(ms(measured[measured.count / 2])) ms, best \(ms(measured[0])) ms, worst \(ms(measured[measured.count - 1])) ms over \(measured.count) rounds")
    }
    if !arguments.contains("--keep") { try? FileManager.default.removeItem(at: folder) }
    exit(0)
}

/// `--corpus DIR`: measure the Swift files under DIR (real code) instead of a generated corpus.
let corpusFolder = arguments.firstIndex(of: "--corpus").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
let generated = corpusFolder == nil
let root = corpusFolder.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-corpus")
let paths: [String]
if let corpusFolder {
    let walker = FileManager.default.enumerator(atPath: corpusFolder)
    var found: [String] = []
    while let relative = walker?.nextObject() as? String {
        if relative.hasSuffix(".swift") { found.append(root.appendingPathComponent(relative).path) }
    }
    paths = found.sorted()
} else {
    if !arguments.contains("--keep") { try? FileManager.default.removeItem(at: root) }
    var generator = CorpusGenerator()
    paths = try generator.write(count: fileCount, to: root)
}
let sizes = paths.map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
let totalBytes = sizes.reduce(0, +)
let megabytes = Double(totalBytes) / 1_000_000
print("corpus: \(paths.count) files, \(String(format: "%.2f", megabytes)) MB (largest \(sizes.max() ?? 0) bytes), in \(root.path)")
print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; best of \(rounds) rounds")
print("")

// `--plugin`: the command the build-tool plugin runs for a target of the corpus's source
// files (every file outside its test folders), through the binary (`--binary`; the plugin
// uses a debug build of scaffold in a debug `swift build`, a release one with `-c release`).
if arguments.contains("--plugin") {
    guard let binaryIndex = arguments.firstIndex(of: "--binary"), arguments.indices.contains(binaryIndex + 1) else {
        print("--plugin needs --binary PATH")
        exit(2)
    }
    let sources = paths.filter { !$0.contains("Tests/") && !$0.hasSuffix("Tests.swift") }
    let stamp = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-stamp.swift").path
    let seconds = best(rounds) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[binaryIndex + 1])
        process.arguments = ["lint", "--absolute-paths", "--stamp", stamp] + sources
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
    }
    print("build-tool plugin command on a target of \(sources.count) files (\(paths.count - sources.count) test files as context): "
          + "\(String(format: "%.1f", seconds * 1000)) ms with \(arguments[binaryIndex + 1])")
    if generated, !arguments.contains("--keep") { try? FileManager.default.removeItem(at: root) }
    exit(0)
}

// `--lsp`: `scaffold lsp` (the binary, `--binary`) serving the corpus as an editor drives
// it: the time to initialize (the repository read and its test index built), then, for
// each round, from sending a changed view model (`didChange`, the whole text) to
// receiving its diagnostics. Nothing else is measured.
if arguments.contains("--lsp") {
    guard let binaryIndex = arguments.firstIndex(of: "--binary"), arguments.indices.contains(binaryIndex + 1) else {
        print("--lsp needs --binary PATH (a release build of scaffold)")
        exit(2)
    }
    let figures = try languageServerKeystrokes(binary: URL(fileURLWithPath: arguments[binaryIndex + 1]).path, root: root, paths: paths,
                                               open: option("--open", default: 1), rounds: rounds, clock: now)
    let times = figures.keystrokes
    let ms = { (value: Double) in String(format: "%.2f", value * 1000) }
    print("scaffold lsp on \(paths.count) files: initialize (read the repository, index its tests) \(ms(figures.initialize)) ms")
    print("  one changed file, \(figures.open) documents open, over \(times.count) edits (to the answer of the next request, every publish included): "
          + "median \(ms(times[times.count / 2])) ms, best \(ms(times[0])) ms, worst \(ms(times[times.count - 1])) ms; "
          + "\(figures.publishes) publishes; exit \(figures.exitStatus)")
    if generated, !arguments.contains("--keep") { try? FileManager.default.removeItem(at: root) }
    exit(0)
}

func report(_ label: String, _ seconds: Double, cores: Int = 1) {
    let files = Double(paths.count) / seconds
    let rate = megabytes / seconds
    let line = label.padding(toLength: 44, withPad: " ", startingAt: 0)
    print("\(line) \(String(format: "%8.1f", seconds * 1000)) ms  \(String(format: "%9.0f", files)) files/s  \(String(format: "%7.1f", rate)) MB/s" + (cores > 1 ? "  (\(String(format: "%.1f", rate / Double(cores))) MB/s per core)" : ""))
}

/// What the parsing rows keep of a tree: its top-level declarations and its last token, so
/// that nothing can be skipped, without walking it (the walk has a row of its own).
func parsed(_ tree: SyntaxTree) -> Int {
    tree.declarations.count &+ Int(tree.file.tokens.last?.start ?? 0)
}

func declarationCount(_ tree: SyntaxTree) -> Int {
    var count = 0
    tree.forEachDeclaration { _ in count += 1 }
    return count
}

/// Reads a file the way `scaffold lint` does (FileHandle is about 50% slower here).
func read(_ path: String) -> [UInt8] {
    FileManager.default.contents(atPath: path).map { Array($0) } ?? []
}

// `--bodies`: only read the structure of every body of the corpus (functions, inits,
// computed properties), as the rules do, on one thread.
if arguments.contains("--bodies") {
    let trees = paths.map { SyntaxTree(SourceFile(path: $0, bytes: read($0))) }
    var bodies: [(file: SourceFile, range: Range<Int>)] = []
    for tree in trees {
        for declaration in tree.allDeclarations where [.func, .var, .`init`].contains(declaration.kind) {
            if let body = declaration.bodyRange { bodies.append((tree.file, body)) }
        }
    }
    var items = 0
    let time = best(rounds) {
        items = 0
        for body in bodies {
            let structure = BodyStructure(file: body.file, range: body.range)
            items &+= structure.calls.count + structure.assignments.count + structure.switches.count
        }
    }
    print("BodyStructure of \(bodies.count) bodies (\(items) calls, assignments and switches), 1 core: best \(String(format: "%.2f", time * 1000)) ms")
    exit(0)
}

// `--profile-parse`: only lex and parse the preloaded corpus, many times, for a profiler.
if arguments.contains("--profile-parse") {
    let sources = paths.map(read)
    var total = 0
    for _ in 0..<rounds {
        for (index, bytes) in sources.enumerated() { total &+= parsed(SyntaxTree(SourceFile(path: paths[index], bytes: bytes))) }
    }
    print("parsed \(total) declarations")
    exit(0)
}

// 1. Streaming over both cores: each worker reads a file, lexes and parses it, keeps a count.
let cores = ProcessInfo.processInfo.activeProcessorCount
let baseline = peakMemoryMB()
/// One slot per file, each written by exactly one worker.
struct Slots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Int>
}
let streamed = best(rounds) {
    let counts = Slots(buffer: .allocate(capacity: paths.count))
    defer { counts.buffer.deallocate() }
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
        counts.buffer[index] = parsed(SyntaxTree(SourceFile(path: paths[index], bytes: read(paths[index]))))
    }
}
let streamedMemory = peakMemoryMB()

// 2. Single core, from bytes already in memory.
let sources = paths.map(read)
let readTime = best(rounds) {
    var total = 0
    for path in paths { total &+= read(path).count }
    precondition(total == totalBytes)
}
var declarations = 0
var tokenCount = 0
let lexTime = best(rounds) {
    tokenCount = 0
    for (index, bytes) in sources.enumerated() { tokenCount &+= SourceFile(path: paths[index], bytes: bytes).tokens.count }
    precondition(tokenCount > 0)
}
let parseTime = best(rounds) {
    declarations = 0
    for (index, bytes) in sources.enumerated() { declarations &+= parsed(SyntaxTree(SourceFile(path: paths[index], bytes: bytes))) }
}
// 3. Walking every declaration of trees already parsed, as rules do.
let trees = sources.enumerated().map { SyntaxTree(SourceFile(path: paths[$0.offset], bytes: $0.element)) }
declarations = 0
let walkTime = best(rounds) {
    declarations = trees.reduce(0) { $0 &+ declarationCount($1) }
}

// 4. Both cores, bytes already in memory: how lexing and parsing scale without file reads.
let parallelTime = best(rounds) {
    let counts = Slots(buffer: .allocate(capacity: paths.count))
    defer { counts.buffer.deallocate() }
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
        counts.buffer[index] = parsed(SyntaxTree(SourceFile(path: paths[index], bytes: sources[index])))
    }
}

report("read the bytes (1 core, from page cache)", readTime)
report("scaffold lexer (1 core)", lexTime)
print("  \(tokenCount) tokens, one every \(String(format: "%.1f", Double(totalBytes) / Double(tokenCount))) bytes")
report("scaffold lexer + parser (1 core)", parseTime)
report("scaffold lexer + parser (\(cores) cores)", parallelTime, cores: cores)
report("walk every declaration of the parsed trees", walkTime)
report("scaffold read + lex + parse (\(cores) cores)", streamed, cores: cores)
print("  \(declarations) declarations; peak memory \(String(format: "%.1f", baseline)) MB before the streaming run, \(String(format: "%.1f", streamedMemory)) MB after it")

// Lint: every rule (cross-file ones included) over the whole corpus, and over 10 files with
// the whole repository's tests as context, the way a pre-commit hook runs.
do {
    let session = LintSession(root: root.path, config: LintConfig())
    var findings = 0
    let whole = best(rounds) {
        findings = (try? session.run(LintSession.Request()) { $0 })?.findings.count ?? 0
    }
    let staged = Array(paths.filter { !$0.contains("Tests/") }.prefix(10))
    var tenFiles = LintSession.Request()
    tenFiles.files = staged
    let ten = best(rounds) { _ = try? session.run(tenFiles) { $0 } }
    print("")
    report("scaffold lint, whole corpus (\(cores) cores)", whole, cores: cores)
    print("  \(findings) findings; 10 files with the repository's tests as context: \(String(format: "%.1f", ten * 1000)) ms")
    // Absolute, since the process is started from the corpus folder.
    if let binary = arguments.firstIndex(of: "--binary").map({ URL(fileURLWithPath: arguments[$0 + 1]).path }) {
        /// Wall time of running the binary, spawned directly (Foundation's Process adds tens of ms).
        func timeProcess(_ extra: [String]) -> Double {
            timeRuns([binary] + extra, in: root, rounds: rounds, clock: now, accepting: [0, 1]).first ?? 0
        }
        let wholeProcess = timeProcess(["lint", "--quiet"])
        let tenProcess = timeProcess(["lint", "--quiet"] + staged.map { String($0.dropFirst(root.path.count + 1)) })
        print("  the scaffold binary, process start included: whole corpus \(String(format: "%.1f", wholeProcess * 1000)) ms, 10 files \(String(format: "%.1f", tenProcess * 1000)) ms")
        // The read floor: one thread opening, reading and closing every file (read-floor, in C).
        let floor = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("read-floor").path
        let floorProcess = timeRuns([floor, root.path], in: root, rounds: rounds, clock: now).first ?? 0
        print("  read floor (one thread, process start included) \(String(format: "%.1f", floorProcess * 1000)) ms: lint is \(String(format: "%.1f", wholeProcess / floorProcess))x the floor")
        if let swiftlint = path("--swiftlint") {
            let measured = timeRuns([swiftlint, "lint", "--quiet"], in: root, rounds: min(rounds, 3), clock: now, accepting: [0, 1, 2]).first ?? 0
            print("  SwiftLint \(String(format: "%.1f", measured * 1000)) ms: \(String(format: "%.0f", measured / wholeProcess))x scaffold lint")
        }
        if let swiftFormat = path("--swift-format") {
            let measured = timeRuns([swiftFormat, "lint", "-p", "-r", "."], in: root, rounds: min(rounds, 3), clock: now, accepting: [0, 1]).first ?? 0
            print("  swift-format lint -p \(String(format: "%.1f", measured * 1000)) ms: \(String(format: "%.0f", measured / wholeProcess))x scaffold lint")
        }
        // Changing one screen of the repository: reading its model must not parse the whole
        // repository (only the files that name its types, and its tests). Generated corpus
        // only: a --corpus folder is never written to.
        if generated {
            let config = root.appendingPathComponent(".scaffold.yml")
            try? "specs: BenchSpecs\nsources: Feature0\ntests: Feature0Tests\nmodule: Feature0\n".write(to: config, atomically: true, encoding: .utf8)
            precondition(timeProcess(["spec", "--from", "Login", "--write"]) > 0)
            let spec = root.appendingPathComponent("BenchSpecs/Login.screen.yml")
            var text = (try? String(contentsOf: spec, encoding: .utf8)) ?? ""
            text = text.replacingOccurrences(of: "\nactions:\n", with: "\nactions:\n  - benchRefresh -> send action1\n")
            try? text.write(to: spec, atomically: true, encoding: .utf8)
            let specFrom = timeProcess(["spec", "--from", "Login"])
            let add = timeProcess(["add", "Login", "--action", "benchRetry -> send action1", "--output", "benchBusy: Bool = false", "--dry-run"])
            let update = timeProcess(["screen", "Login", "--dry-run"])
            let check = timeProcess(["screen", "Login", "--check"])
            print("  one screen of \(paths.count) files, process start included: spec --from \(String(format: "%.1f", specFrom * 1000)) ms, "
                  + "add (2 additions) \(String(format: "%.1f", add * 1000)) ms, screen update \(String(format: "%.1f", update * 1000)) ms, "
                  + "screen --check \(String(format: "%.1f", check * 1000)) ms")
            try? FileManager.default.removeItem(at: config)
            try? FileManager.default.removeItem(at: root.appendingPathComponent("BenchSpecs"))
        }
    }
}

if withSwiftSyntax {
    let syntaxTime = best(min(rounds, 3)) {
        var nodes = 0
        for bytes in sources {
            bytes.withUnsafeBufferPointer { buffer in
                let tree = Parser.parse(source: buffer)
                nodes &+= tree.statements.count
            }
        }
        precondition(nodes > 0)
    }
    report("swift-syntax Parser.parse (1 core)", syntaxTime)
    print("  scaffold lexer + parser is \(String(format: "%.1f", syntaxTime / parseTime))x swift-syntax on one core")
}
// Only the generated corpus is removed, never a folder given with --corpus.
if generated, !arguments.contains("--keep") { try? FileManager.default.removeItem(at: root) }
