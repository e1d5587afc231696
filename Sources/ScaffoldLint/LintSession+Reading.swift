import Dispatch
import Foundation
import ScaffoldSupport
import ScaffoldSyntax

/// Reading a lint's files: the repository's list, its tests (indexed, and linted when they
/// are targets, as they are read) and, for a fix, every file.
extension LintSession {
    /// The files a lint reads, as read.
    struct Contents {
        /// Lexed files by absolute path.
        var sources: [String: SourceFile] = [:]
        /// The repository's Swift files (tests included), absolute.
        var repository: [String] = []
        /// Its test files.
        var tests: [String] = []
        /// What the tests mention, when they were indexed as they were read (and their
        /// sources not kept).
        var mentions: [LintRepository.Mentions]?
        /// The findings of the targets that are tests, linted as they were read, by path.
        var linted: [String: [LintFinding]] = [:]
        /// The folders built with `MainActor` isolation (found for a lint run only).
        var mainActorFolders: [String] = []
    }

    /// Reads and lexes the repository's Swift files that are context (all of them for a
    /// fix, its tests otherwise), in parallel, from disk or from the git index; from the
    /// index, the targets too. Targets on disk are read as they are linted, and not kept.
    /// With the `linter` of a lint run, the folders built with `MainActor` isolation are
    /// found too, and, without a fix, on disk, each test is indexed (`LintRepository.Mentions`) and, when it
    /// is a target, linted as soon as it is lexed, and its source is let go: tests are half
    /// of a repository's bytes, and keeping their tokens until the end cost a page fault
    /// for every 4 KB of them. The rules read no test index for a test file (nothing in it
    /// is classified as a view model, view or router), so the index need not be whole yet.
    func read(targets selected: [FoundFile], repository walked: [FoundFile]?, request: Request,
              display: @escaping @Sendable (String) -> String, problems: inout [PathProblem],
              linter: Linter? = nil) throws -> Contents {
        let targets = selected.map(\.path)
        var contents = Contents()
        let settings = config.settings
        switch request.source {
        case .workingTree:
            var repository = (walked ?? walker.swiftFiles(in: [root]).files).filter { !isExcluded($0.path, applyingInclude: false) }
            // An unsaved file of the repository that is not on disk yet is still part of it.
            let known = Set(repository.map(\.path))
            let prefix = root.hasSuffix("/") ? root : root + "/"
            repository += request.unsaved.keys.filter { !known.contains($0) && $0.hasPrefix(prefix) && !isExcluded($0, applyingInclude: false) }
                .sorted().map(FoundFile.init(path:))
            contents.repository = repository.map(\.path)
            let tests = repository.filter { settings.isTestPath($0.path, relativeTo: root) }
            contents.tests = tests.map(\.path)
            if linter != nil { contents.mainActorFolders = mainActorFolders(among: contents.repository) }
            let mainActorFolders = contents.mainActorFolders
            let wanted = request.fix ? repository : tests
            let results = Results<Result<SourceFile, FileReader.Failure>>(count: wanted.count)
            let unsaved = request.unsaved
            let targetSet = Set(targets)
            // Without a fix: each test indexed, and linted when it is a target, as it is read.
            let streaming = !request.fix && linter != nil
            let mentions = Results<LintRepository.Mentions>(count: streaming ? wanted.count : 0)
            let linted = Results<[LintFinding]>(count: streaming ? wanted.count : 0)
            let empty = LintRepository(settings: settings, mentions: [])
            DispatchQueue.concurrentPerform(iterations: wanted.count) { index in
                let file = wanted[index]
                let source: SourceFile
                if let bytes = unsaved[file.path] {
                    source = SourceFile(path: display(file.path), bytes: bytes)
                } else {
                    do throws(FileReader.Failure) {
                        source = SourceFile(path: display(file.path), bytes: try file.read())
                    } catch {
                        results.set(index, .failure(error))
                        return
                    }
                }
                guard streaming, let linter else {
                    results.set(index, .success(source))
                    return
                }
                mentions.set(index, LintRepository.Mentions(source))
                guard targetSet.contains(file.path) else { return }
                let lintFile = LintFile(source: source, settings: self.settings(for: file.path, mainActorFolders: mainActorFolders), classifyingAs: relative(file.path))
                // Not a test by its own settings (never, as both read the same test paths):
                // linted with the others, from its source.
                guard lintFile.isTestFile else { return results.set(index, .success(source)) }
                linted.set(index, linter.findings(in: lintFile, repository: empty))
            }
            if streaming {
                contents.mentions = mentions.values.map { $0 ?? LintRepository.Mentions() }
                for (file, found) in zip(wanted, linted.values) { if let found { contents.linted[file.path] = found } }
            }
            for (file, result) in zip(wanted, results.values) {
                switch result {
                case .success(let source)?:
                    contents.sources[file.path] = source
                case .failure(let failure)? where !targetSet.contains(file.path):
                    problems.append(PathProblem(path: file.path, reason: failure.reason))
                default:
                    break
                }
            }
            for (path, bytes) in request.unsaved where contents.sources[path] == nil && contents.linted[path] == nil && targetSet.contains(path) {
                contents.sources[path] = SourceFile(path: display(path), bytes: bytes)
            }
        case .index(let top):
            let entries = try Git.indexEntries(in: top).filter { ($0.mode == "100644" || $0.mode == "100755") && $0.path.hasSuffix(".swift") }
            let byPath = Dictionary(entries.map { ((top as NSString).appendingPathComponent($0.path), $0) }, uniquingKeysWith: { first, _ in first })
            let repository = byPath.keys.filter { !isExcluded($0, applyingInclude: false) }.sorted()
            contents.repository = repository
            contents.tests = repository.filter { settings.isTestPath($0, relativeTo: root) }
            if linter != nil { contents.mainActorFolders = mainActorFolders(among: repository) }
            let wanted = Set((request.fix ? repository : contents.tests) + targets)
            let blobs = try Git.blobs(wanted.compactMap { byPath[$0]?.object }, in: top)
            for path in wanted.sorted() {
                guard let entry = byPath[path], let bytes = blobs[entry.object] else {
                    if targets.contains(path) { problems.append(PathProblem(path: path, reason: "it is not a file in the git index")) }
                    continue
                }
                contents.sources[path] = SourceFile(path: display(path), bytes: bytes)
            }
        }
        return contents
    }
}
