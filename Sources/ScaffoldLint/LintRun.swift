import Dispatch
import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// One run of the linter over a repository: finds the files, reads the test files every
/// cross-file rule learns from, lints the requested files in parallel, and returns the
/// diagnostics in path and line order.
public struct LintRun: Sendable {
    /// Folders never walked into.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm", "node_modules"]

    /// The folder paths are reported and globs matched relative to.
    public let root: String
    /// The lint section of the config.
    public let config: LintConfig

    /// Creates a run.
    public init(root: String, config: LintConfig) {
        self.root = root
        self.config = config
    }

    /// The Swift files below `paths` (files or folders), minus excluded ones, sorted.
    public func swiftFiles(in paths: [String]) -> [String] {
        var files: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                walk(path) { if !isExcluded($0) { files.insert($0) } }
            } else if path.hasSuffix(".swift"), !isExcluded(path) {
                files.insert(path)
            }
        }
        return files.sorted()
    }

    /// Calls `body` with every `.swift` file below `folder`, skipping `skippedFolders`,
    /// `.build*` folders and hidden ones (readdir: much faster than FileManager's enumerator).
    func walk(_ folder: String, _ body: (String) -> Void) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                type = isDirectory.boolValue ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            if type == UInt8(DT_DIR) {
                guard !Self.skippedFolders.contains(name), !name.hasPrefix(".") else { continue }
                walk(path, body)
            } else if name.hasSuffix(".swift") {
                body(path)
            }
        }
    }

    /// A path relative to the root, for globs and classification.
    public func relative(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    func isExcluded(_ path: String) -> Bool {
        let relative = self.relative(path)
        if config.exclude.contains(where: { Glob.matches($0, relative) }) { return true }
        if !config.include.isEmpty, !config.include.contains(where: { Glob.matches($0, relative) }) { return true }
        return false
    }

    /// The test files below the root (from `allFiles` when the root was walked already).
    func testPaths(_ allFiles: [String]?) -> [String] {
        (allFiles ?? swiftFiles(in: [root])).filter { config.settings.isTestPath(relative($0)) }
    }

    /// Reads and lexes files in parallel; `display` gives each file's reported path.
    func lex(_ paths: [String], display: @Sendable (String) -> String) -> [SourceFile] {
        let results = Results<SourceFile>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let data = FileManager.default.contents(atPath: paths[index]) else { return }
            results.set(index, SourceFile(path: display(paths[index]), bytes: Array(data)))
        }
        return results.values.compactMap { $0 }
    }

    /// Lints `files`, with every test file below the root as context. `allFiles`, when the
    /// caller has already walked the root, saves walking it again.
    public func lint(_ files: [String], allFiles: [String]? = nil, display: @escaping @Sendable (String) -> String) -> [Diagnostic] {
        let settings = config.settings
        let testSources = lex(testPaths(allFiles), display: display)
        let repository = LintRepository(settings: settings, testFiles: testSources)
        // Test files that are linted too are not read and lexed twice.
        let lexed = Dictionary(testSources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let linter = Linter(settings: settings)
        let results = Results<[Diagnostic]>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let shown = display(files[index])
            let source: SourceFile
            if let known = lexed[shown] {
                source = known
            } else if let data = FileManager.default.contents(atPath: files[index]) {
                source = SourceFile(path: shown, bytes: Array(data))
            } else {
                results.set(index, [Diagnostic(SourceLocation(file: shown, line: 1, column: 1), .error, "cannot read this file")])
                return
            }
            let file = LintFile(source: source, settings: settings, classifyingAs: relative(files[index]))
            results.set(index, linter.lint(file, in: repository))
        }
        return results.values.flatMap { $0 ?? [] }
    }
}

extension LintRun {
    /// Fixes what `AutoFix` can in `files`, repeating until nothing changes (at most four
    /// passes), and writes each changed file whole. Returns the paths of the files changed.
    public func fix(_ files: [String], display: @escaping @Sendable (String) -> String) throws -> [String] {
        let settings = config.settings
        let repository = LintRepository(settings: settings, testFiles: lex(testPaths(nil), display: display))
        let linter = Linter(settings: settings)
        var changed: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let original = Array(data)
            var bytes = original
            for _ in 0..<4 {
                let file = LintFile(path: display(path), bytes: bytes, settings: settings, classifyingAs: relative(path))
                let fixable = linter.lint(file, in: repository).filter { AutoFix.fixableRules.contains($0.ruleID ?? "") }
                guard let fixed = AutoFix.fix(file, diagnostics: fixable) else { break }
                bytes = fixed
            }
            guard bytes != original else { continue }
            var plan = FilePlan()
            plan.add(path: path, contents: String(decoding: bytes, as: UTF8.self))
            try plan.write()
            changed.append(path)
        }
        return changed
    }
}

/// Slots written by parallel workers, one each, and read after they finish.
final class Results<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
