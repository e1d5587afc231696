import Foundation
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldWorkspace
@testable import ScaffoldCLI

/// What one in-process run of `scaffold` printed and returned.
struct CLIResult {
    var code: Int32
    var out: String
    var err: String
}

/// Runs `scaffold` in-process with `arguments`, in `directory`.
/// `input` is what standard input holds; `interactive` plays a person at a terminal.
func runCLI(_ arguments: [String], in directory: String, environment: [String: String] = [:], input: String = "", interactive: Bool = false) -> CLIResult {
    final class Buffer: @unchecked Sendable {
        var out = ""
        var err = ""
    }
    let buffer = Buffer()
    final class Input: @unchecked Sendable {
        var bytes: [UInt8]?
        init(_ text: String) { bytes = Array(text.utf8) }
        func next() -> [UInt8] { defer { bytes = nil }; return bytes ?? [] }
    }
    let standardInput = Input(input)
    let console = Console(workingDirectory: directory, environment: environment, out: { buffer.out += $0 }, err: { buffer.err += $0 },
                          interactive: interactive, input: standardInput.next)
    let code = CLI.run(arguments, console: console)
    return CLIResult(code: code, out: buffer.out, err: buffer.err)
}

/// Every regular file below `folder`, as paths relative to it, sorted.
func filesBelow(_ folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
        if !isDirectory.boolValue { files.append(path) }
    }
    return files.sorted()
}

/// Copies a file, or a folder with every file below it, as plain files: a fixture stored
/// once (a symbolic link to its first copy, see scripts/link-fixtures.py) arrives as the
/// bytes it names, as a user's repository would hold them.
func copyResolved(_ source: URL, to destination: URL) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: source.path])
    }
    let files = isDirectory.boolValue ? filesBelow(source).map { (source.appendingPathComponent($0), destination.appendingPathComponent($0)) }
        : [(source, destination)]
    for (from, to) in files {
        try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: from.resolvingSymlinksInPath()).write(to: to)
    }
}
