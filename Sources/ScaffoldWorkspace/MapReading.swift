import Dispatch
import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold map`: the navigation map of the code below some folders (tests aside), read
/// from the files that can hold a screen, router or app.
public enum MapReading {
    /// The map, or why the files could not all be read.
    public struct Outcome {
        /// The map; nil when a file or folder could not be read.
        public var map: NavigationMap?
        /// The files read for it.
        public var files: Int
        /// The paths that could not be read, with why.
        public var problems: [(path: String, reason: String)]
    }

    /// The map of `paths` (absolute) in the config's repository.
    public static func read(_ paths: [String], config: ScaffoldConfig) -> Outcome {
        let root = config.root
        let walked = RepositoryWalker(root: root).swiftFiles(in: paths)
        if !walked.problems.isEmpty {
            return Outcome(map: nil, files: 0, problems: walked.problems.map { ($0.path, $0.reason) })
        }
        let conventions = config.lint.settings.conventions
        let prefix = root.hasSuffix("/") ? root : root + "/"
        func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        let files = walked.files.filter { !conventions.isTestPath(relative($0.path)) }
        let (trees, failures) = read(files, relative: relative, conventions: conventions)
        if !failures.isEmpty {
            return Outcome(map: nil, files: 0, problems: failures.map { (path: $0.0, reason: $0.1) })
        }
        return Outcome(map: NavigationMap.read(trees, conventions: conventions), files: trees.count, problems: [])
    }

    /// The files that can hold a screen, router or app (their bytes name a view-model or
    /// router suffix, or `@main`), read and parsed in parallel; and the files that could not
    /// be read, with why.
    static func read(_ files: [FoundFile], relative: (String) -> String, conventions: Conventions) -> (trees: [SyntaxTree], failures: [(String, String)]) {
        let needles = (conventions.viewModelSuffixes + conventions.routerSuffixes + ["@main"]).map { Array($0.utf8) }
        let paths = files.map { relative($0.path) }
        let results = Results<Result<SyntaxTree?, FileReader.Failure>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            do throws(FileReader.Failure) {
                let bytes = try files[index].read()
                guard needles.contains(where: { ByteSearch.contains($0, in: bytes) }) else {
                    results.set(index, .success(nil))
                    return
                }
                results.set(index, .success(SyntaxTree(SourceFile(path: paths[index], bytes: bytes))))
            } catch {
                results.set(index, .failure(error))
            }
        }
        var trees: [SyntaxTree] = []
        var failures: [(String, String)] = []
        for (file, result) in zip(files, results.values) {
            switch result {
            case .success(let tree?)?: trees.append(tree)
            case .failure(let failure)?: failures.append((file.path, failure.reason))
            default: break
            }
        }
        return (trees, failures)
    }
}
