import Corpus
import Dispatch
import Foundation
import ScaffoldKit
import SwiftParser
import SwiftSyntax

// Prints how fast scaffold's lexer and declaration parser read a generated corpus of
// realistic SwiftUI-app code, beside reading the bytes and beside swift-syntax's parser.
// Usage: swift run -c release --package-path Benchmarks scaffold-bench [--files N] [--rounds R] [--no-swift-syntax]

let arguments = CommandLine.arguments
func option(_ name: String, default value: Int) -> Int {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? value
}
let fileCount = option("--files", default: 1700)
let rounds = option("--rounds", default: 5)
let withSwiftSyntax = !arguments.contains("--no-swift-syntax")

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

let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-corpus")
try? FileManager.default.removeItem(at: root)
var generator = CorpusGenerator()
let paths = try generator.write(count: fileCount, to: root)
let sizes = paths.map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
let totalBytes = sizes.reduce(0, +)
let megabytes = Double(totalBytes) / 1_000_000
print("corpus: \(paths.count) files, \(String(format: "%.2f", megabytes)) MB (largest \(sizes.max() ?? 0) bytes), in \(root.path)")
print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; best of \(rounds) rounds")
print("")

func report(_ label: String, _ seconds: Double, cores: Int = 1) {
    let files = Double(paths.count) / seconds
    let rate = megabytes / seconds
    let line = label.padding(toLength: 44, withPad: " ", startingAt: 0)
    print("\(line) \(String(format: "%8.1f", seconds * 1000)) ms  \(String(format: "%9.0f", files)) files/s  \(String(format: "%7.1f", rate)) MB/s" + (cores > 1 ? "  (\(String(format: "%.1f", rate / Double(cores))) MB/s per core)" : ""))
}

func declarationCount(_ tree: SyntaxTree) -> Int {
    var count = 0
    tree.forEachDeclaration { _ in count += 1 }
    return count
}

func read(_ path: String) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    return Array(handle.readDataToEndOfFile())
}

// `--profile-parse`: only lex and parse the preloaded corpus, many times, for a profiler.
if arguments.contains("--profile-parse") {
    let sources = paths.map(read)
    var total = 0
    for _ in 0..<rounds {
        for (index, bytes) in sources.enumerated() { total &+= declarationCount(SyntaxTree(SourceFile(path: paths[index], bytes: bytes))) }
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
        counts.buffer[index] = declarationCount(SyntaxTree(SourceFile(path: paths[index], bytes: read(paths[index]))))
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
let lexTime = best(rounds) {
    var tokens = 0
    for (index, bytes) in sources.enumerated() { tokens &+= SourceFile(path: paths[index], bytes: bytes).tokens.count }
    precondition(tokens > 0)
}
let parseTime = best(rounds) {
    declarations = 0
    for (index, bytes) in sources.enumerated() { declarations &+= declarationCount(SyntaxTree(SourceFile(path: paths[index], bytes: bytes))) }
}

report("read the bytes (1 core, from page cache)", readTime)
report("scaffold lexer (1 core)", lexTime)
report("scaffold lexer + parser (1 core)", parseTime)
report("scaffold read + lex + parse (\(cores) cores)", streamed, cores: cores)
print("  \(declarations) declarations; peak memory \(String(format: "%.1f", baseline)) MB before the streaming run, \(String(format: "%.1f", streamedMemory)) MB after it")

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
try? FileManager.default.removeItem(at: root)
