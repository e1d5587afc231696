import Dispatch
import Foundation

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
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if path.hasSuffix(".swift"), !isExcluded(path) { files.append(path) }
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = (path as NSString).appendingPathComponent(relative)
                if Self.skippedFolders.contains(name) || name.hasPrefix(".build") {
                    walker.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift"), !isExcluded(full) { files.append(full) }
            }
        }
        return Array(Set(files)).sorted()
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

    /// Reads and classifies files in parallel; `display` gives each file's reported path.
    func read(_ paths: [String], display: @Sendable (String) -> String) -> [LintFile] {
        let settings = config.settings
        let results = Results<LintFile>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let data = FileManager.default.contents(atPath: paths[index]) else { return }
            let file = LintFile(path: display(paths[index]), bytes: Array(data), settings: settings, classifyingAs: relative(paths[index]))
            results.set(index, file)
        }
        return results.values.compactMap { $0 }
    }

    /// Lints `files`, with every test file below the root as context.
    public func lint(_ files: [String], display: @escaping @Sendable (String) -> String) -> [Diagnostic] {
        let settings = config.settings
        let testPaths = swiftFiles(in: [root]).filter { settings.isTestPath(relative($0)) }
        let testFiles = read(testPaths, display: display)
        let repository = LintRepository(settings: settings, testFiles: testFiles)
        let linter = Linter(settings: settings)
        let byPath = Dictionary(testFiles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let results = Results<[Diagnostic]>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let shown = display(files[index])
            let file = byPath[shown] ?? {
                guard let data = FileManager.default.contents(atPath: files[index]) else { return nil }
                return LintFile(path: shown, bytes: Array(data), settings: settings, classifyingAs: relative(files[index]))
            }()
            guard let file else {
                results.set(index, [Diagnostic(SourceLocation(file: shown, line: 1, column: 1), .error, "cannot read this file")])
                return
            }
            results.set(index, linter.lint(file, in: repository))
        }
        return results.values.flatMap { $0 ?? [] }
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
