import Foundation
import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// Our declaration parser against the compiler's own parser: for every Swift file under
/// `Fixtures/`, the declarations (kind, base name, line) must equal what
/// `swiftc -frontend -dump-parse` prints. The compiler leaves out declarations inside
/// `#if` blocks, so those are compared nowhere; local declarations inside bodies are
/// not ours to read and are skipped on the compiler's side.
final class CompilerParseComparisonTests: XCTestCase {
    func testDeclarationsMatchTheCompilersParse() throws {
        guard let swiftc = Self.findExecutable("swiftc") else {
            throw XCTSkip("swiftc is not on PATH: the comparison with the compiler's parse cannot run here")
        }
        let files = Self.swiftFiles(under: RepositoryPaths.url("Fixtures"))
        XCTAssertGreaterThanOrEqual(files.count, 40, "the comparison needs a varied set of at least 40 files")
        let dump = try Self.run(swiftc, ["-frontend", "-dump-parse"] + files.flatMap { ["-primary-file", $0] })
        let compiler = CompilerDump.declarations(in: dump)
        var compared = 0
        for path in files {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
            let tree = SyntaxTree(SourceFile(path: path, bytes: Array(data)))
            let ours = tree.allDeclarations
                .filter { $0.kind != .unknown && !$0.isInsideIfConfig }
                .map { "\(CompilerDump.compilerKind(of: $0)) \($0.name) \($0.line)" }
                .sorted()
            let theirs = (compiler[path] ?? []).sorted()
            compared += theirs.count
            let missing = theirs.filter { !ours.contains($0) }
            let extra = ours.filter { !theirs.contains($0) }
            XCTAssertTrue(missing.isEmpty && extra.isEmpty, "\(path):\n  only the compiler has: \(missing)\n  only we have: \(extra)")
        }
        XCTAssertGreaterThan(compared, 500, "the fixtures should hold hundreds of declarations")
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func swiftFiles(under folder: URL) -> [String] {
        filesBelow(folder).filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reads the declarations out of `-dump-parse` output.
enum CompilerDump {
    /// Node kinds whose children are members (not locals).
    static let containers: Set<String> = ["source_file", "class_decl", "struct_decl", "enum_decl", "protocol", "extension_decl"]

    /// The compiler's node kinds that are declarations we read, and our name for them.
    static let kinds: [String: String] = [
        "import_decl": "import", "class_decl": "class", "struct_decl": "struct", "enum_decl": "enum",
        "protocol": "protocol", "extension_decl": "extension", "func_decl": "func", "constructor_decl": "init",
        "destructor_decl": "deinit", "var_decl": "var", "enum_element_decl": "case", "typealias": "typealias",
        "associated_type_decl": "associatedtype", "subscript_decl": "subscript", "macro_decl": "macro",
        "prefix_operator_decl": "operator", "postfix_operator_decl": "operator", "infix_operator_decl": "operator",
        "precedence_group_decl": "precedencegroup",
    ]

    /// Our declaration's kind as the compiler reports it (actors are classes there).
    static func compilerKind(of declaration: Declaration) -> String {
        switch declaration.kind {
        case .actor: return "class(actor)"
        case .let: return "var(let)"
        default: return declaration.kind.rawValue
        }
    }

    /// `kind name line` for each member-level declaration, by file.
    static func declarations(in dump: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var stack: [(indent: Int, kind: String)] = []
        var file = ""
        // A file's dump ends on the line where the next `(source_file` starts.
        let separated = dump.replacingOccurrences(of: ")(source_file ", with: ")\n(source_file ")
        for line in separated.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard body.hasPrefix("(") else { continue }
            let kind = String(body.dropFirst().prefix { $0 != " " && $0 != ")" })
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            if kind == "source_file" {
                file = firstQuoted(in: body) ?? ""
            } else if stack.allSatisfy({ containers.contains($0.kind) }), var ours = kinds[kind], let position = rangeLine(in: body) {
                var name = kind == "import_decl" ? value(of: "module", in: body) ?? "" : firstQuoted(after: "]", in: body) ?? ""
                if kind != "import_decl", kind.hasSuffix("operator_decl") == false, let paren = name.firstIndex(of: "(") {
                    name = String(name[..<paren])
                }
                if kind == "class_decl", Self.hasFlag("actor", in: body) { ours = "class(actor)" }
                if kind == "var_decl", Self.hasFlag("let", in: body) { ours = "var(let)" }
                result[file, default: []].append("\(ours) \(name) \(position)")
            }
            stack.append((indent, kind))
        }
        return result
    }

    static func rangeLine(in body: Substring) -> Int? {
        guard let range = body.range(of: "range=[") else { return nil }
        let parts = body[range.upperBound...].split(separator: ":", maxSplits: 2)
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    static func firstQuoted(in body: Substring) -> String? {
        guard let open = body.firstIndex(of: "\"") else { return nil }
        let rest = body[body.index(after: open)...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    static func firstQuoted(after marker: String, in body: Substring) -> String? {
        guard let range = body.range(of: marker) else { return nil }
        return firstQuoted(in: body[range.upperBound...])
    }

    static func value(of key: String, in body: Substring) -> String? {
        guard let range = body.range(of: "\(key)=\"") else { return nil }
        let rest = body[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// Whether a bare word such as `let` appears after the name.
    static func hasFlag(_ flag: String, in body: Substring) -> Bool {
        guard let range = body.range(of: "]") else { return false }
        let words = body[range.upperBound...].split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ")")) }
        return words.contains(flag)
    }
}
