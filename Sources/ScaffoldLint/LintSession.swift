import Dispatch
import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// One lint of a repository, the way every client runs it (the command line, tests, an
/// editor): choose the files, read them from the working tree or the git index, run the
/// rules with every test file of the repository as context, apply fixes, match a
/// baseline, and say how it ended.
public struct LintSession: Sendable {
    /// Where file contents come from.
    public enum Source: Sendable, Equatable {
        /// The files on disk.
        case workingTree
        /// The git index of the repository whose top folder this is: what a commit would
        /// hold (`--staged`). Files are reported at their working-tree paths.
        case index(top: String)
    }

    /// What to lint, and how.
    public struct Request: Sendable {
        /// Files or folders to lint; nil lints the repository (or `lint.include`).
        public var paths: [String]?
        /// Exactly these files (staged, changed or Xcode's input files), when given.
        public var files: [String]?
        /// Where contents come from.
        public var source: Source = .workingTree
        /// Whether to fix what is mechanical and safe.
        public var fix = false
        /// Findings to accept.
        public var baseline: Baseline?
        /// With `fix`, writes the tests `untested_*` findings ask for (the command line
        /// plugs in the generator); nil leaves those findings.
        public var testWriter: (any MissingTestWriter)?
        /// Contents that stand in for files (an editor's unsaved buffer, `--stdin`): read
        /// from here instead of the working tree, whether or not the file exists on disk.
        public var unsaved: [String: [UInt8]] = [:]

        /// The whole repository, from disk, without fixes or baseline.
        public init() {}
    }

    /// How a lint ended.
    public struct Outcome: Sendable {
        /// The files linted (absolute paths).
        public var files: [String] = []
        /// Every finding before the baseline, for `--write-baseline`.
        public var all: [LintFinding] = []
        /// The findings the baseline does not accept, in path and line order.
        public var findings: [LintFinding] = []
        /// How many findings the baseline accepted.
        public var accepted = 0
        /// Baseline entries that matched nothing in the files linted.
        public var stale: [Baseline.Entry] = []
        /// Files `--fix` changed (absolute paths).
        public var fixed: [String] = []
        /// Findings `--fix` left, each with why (as notes at the finding).
        public var notFixed: [Diagnostic] = []
        /// Paths that could not be read: the run ends with exit code 2.
        public var problems: [PathProblem] = []
        /// Whether `--fix` wrote nothing because an input could not be read: exit code 2
        /// means nothing was written, so a fix needs every input first.
        public var fixWithheld = false
        /// Classes that look like view models (observable, and held by a view) but are none
        /// by `lint.viewModelSuffixes`: no rule reads them or their views.
        public var lookalikeViewModels: [String] = []

        /// The error findings among `findings`.
        public var errors: Int {
            // By index: each finding is read in place, not copied.
            var count = 0
            for index in findings.indices where findings[index].diagnostic.severity == .error { count += 1 }
            return count
        }
        /// The warning findings among `findings`.
        public var warnings: Int { findings.count - errors }

        /// The exit code: 2 when a file could not be read, 1 for failing findings (errors;
        /// warnings too with `strict`; stale baseline entries with `strictBaseline`), else 0.
        public func exitCode(strict: Bool, strictBaseline: Bool) -> Int32 {
            if !problems.isEmpty { return 2 }
            let failing = errors > 0 || (strict && warnings > 0) || (strictBaseline && !stale.isEmpty)
            return failing ? 1 : 0
        }
    }

    /// The folder paths are reported and globs matched relative to.
    public let root: String
    /// The lint section of the config.
    public let config: LintConfig
    /// Walks the repository for the files a request names (shared with reading).
    let walker: RepositoryWalker

    /// A session for the repository at `root`.
    public init(root: String, config: LintConfig) {
        self.root = root
        self.config = config
        walker = RepositoryWalker(root: root)
    }

    /// The settings a file is linted with: the config's, with the default isolation of the
    /// package or project that builds it (`mainActorFolders`, from `mainActorIsolatedFolders`).
    func settings(for path: String, mainActorFolders: [String]) -> LintSettings {
        var settings = config.settings
        guard settings.defaultIsolation == nil, !mainActorFolders.isEmpty else { return settings }
        let relative = self.relative(path)
        // Compared in bytes, with no string made per folder (this runs for every file).
        let path = relative.utf8
        if mainActorFolders.contains(where: { folder in
            folder.isEmpty || (path.starts(with: folder.utf8) && path.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
        }) { settings.defaultIsolation = "MainActor" }
        return settings
    }

    /// The folders built with `MainActor` isolation among the repository's Swift files
    /// (none to look for when the config sets the isolation).
    func mainActorFolders(among repository: [String]) -> [String] {
        config.settings.defaultIsolation != nil ? [] : Self.mainActorIsolatedFolders(root, manifests: repository.filter(Self.isManifest))
    }

    /// Whether `path` is a package manifest: a check of its last bytes (bridging to
    /// NSString for each of thousands of paths cost milliseconds).
    static func isManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.utf8.reversed().starts(with: "/Package.swift".utf8.reversed())
    }

    /// The folders whose code builds with `MainActor` as the default isolation: that of a
    /// `Package.swift` (among `manifests`, or found below the root when nil) with
    /// `.defaultIsolation(MainActor.self)`, and the whole repository when an Xcode project,
    /// `.xcconfig` or XcodeGen `project.yml` at the root sets `SWIFT_DEFAULT_ACTOR_ISOLATION`
    /// to `MainActor` (scaffold does not read which target builds which file).
    public static func mainActorIsolatedFolders(_ root: String, manifests: [String]? = nil) -> [String] {
        let files = FileManager.default
        let setting = Array("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8)
        func setsMainActor(_ bytes: [UInt8]) -> Bool {
            var start = 0
            while let offset = ByteSearch.firstOffset(of: setting, in: bytes, from: start) {
                let rest = bytes[(offset + setting.count)..<min(bytes.count, offset + setting.count + 24)]
                let value = String(decoding: rest, as: UTF8.self).drop { $0 == " " || $0 == "=" || $0 == ":" || $0 == "\"" }
                if value.hasPrefix("MainActor") { return true }
                start = offset + setting.count
            }
            return false
        }
        // Projects and build settings at the root (where Xcode and XcodeGen keep them).
        for name in (try? files.contentsOfDirectory(atPath: root)) ?? [] {
            let path = (root as NSString).appendingPathComponent(name)
            if name.hasSuffix(".xcodeproj") {
                if let project = files.contents(atPath: (path as NSString).appendingPathComponent("project.pbxproj")), setsMainActor(Array(project)) { return [""] }
            } else if name.hasSuffix(".xcconfig") || name == "project.yml" {
                if let text = files.contents(atPath: path), setsMainActor(Array(text)) { return [""] }
            }
        }
        // Packages: every manifest scaffold lints, or below the root.
        let packages = manifests ?? RepositoryWalker(root: root).swiftFiles(in: [root]).files.map(\.path).filter(Self.isManifest)
        var found: [String] = []
        for manifest in packages {
            guard let bytes = files.contents(atPath: manifest), ByteSearch.contains(Array("defaultIsolation(MainActor.self)".utf8), in: Array(bytes)) else { continue }
            let folder = (manifest as NSString).deletingLastPathComponent
            found.append(folder == root ? "" : String(folder.dropFirst(root.count + 1)))
        }
        return found
    }

    /// A path relative to the root, for globs, classification and baselines.
    public func relative(_ path: String) -> String {
        path.relative(to: root)
    }

    /// Whether `lint.exclude` (or, with `applyingInclude`, `lint.include`) leaves a file out.
    func isExcluded(_ path: String, applyingInclude: Bool = true) -> Bool {
        let relative = self.relative(path)
        if config.exclude.contains(where: { Glob.matches($0, relative) }) { return true }
        if applyingInclude, !config.include.isEmpty, !config.include.contains(where: { Glob.matches($0, relative) }) { return true }
        return false
    }

    /// The Swift files a request lints, after `lint.include`/`exclude`, and the problems met.
    public func files(for request: Request) -> (files: [String], problems: [PathProblem]) {
        let selected = select(request)
        return (selected.files.map(\.path), selected.problems)
    }

    /// The files a request lints, with their exact path bytes, and every Swift file of the
    /// repository when finding them meant walking it (so that it is walked once).
    func select(_ request: Request) -> (files: [FoundFile], problems: [PathProblem], repository: [FoundFile]?) {
        if let files = request.files {
            let swift = files.filter { $0.hasSuffix(".swift") && !isExcluded($0) }.sorted().map(FoundFile.init(path:))
            guard request.source == .workingTree else { return (swift, [], nil) }
            return (swift.filter { request.unsaved[$0.path] != nil || (try? FileStatus.entry(at: $0.path)) != nil }, [], nil)
        }
        let walked = walker.swiftFiles(in: request.paths ?? [root])
        // `scaffold lint .` at the root walks the whole repository: that walk is reused for
        // the tests, not done twice.
        let standardRoot = (root as NSString).standardizingPath
        let wholeRepository = request.paths?.contains { ($0 as NSString).standardizingPath == standardRoot } ?? true
        return (walked.files.filter { !isExcluded($0.path) }, walked.problems, wholeRepository ? walked.files : nil)
    }

    /// Runs the request; `display` gives each file's reported path.
    public func run(_ request: Request, display: @escaping @Sendable (String) -> String) throws -> Outcome {
        var outcome = Outcome()
        let settings = config.settings
        let (selected, targetProblems, walked) = select(request)
        let targets = selected.map(\.path)
        outcome.problems = targetProblems
        outcome.files = targets
        guard !targets.isEmpty else { return outcome }

        // Every Swift file of the repository (minus `lint.exclude`): the tests are context
        // for the `untested_*` rules, and `--fix` checks that no other file breaks.
        let linter = Linter(settings: settings)
        var contents = try read(targets: selected, repository: walked, request: request, display: display, problems: &outcome.problems, linter: linter)
        let mainActorFolders = contents.mainActorFolders
        let repository = contents.mentions.map { LintRepository(settings: settings, mentions: $0) }
            ?? LintRepository(settings: settings, testFiles: contents.tests.compactMap { contents.sources[$0] })

        var facts = TypeFacts()
        var findings = lint(selected, sources: contents.sources, linted: contents.linted, linter: linter, repository: repository, display: display,
                            problems: &outcome.problems, facts: &facts, mainActorFolders: mainActorFolders)
        outcome.lookalikeViewModels = facts.lookalikeViewModels
        resolve(&findings, facts: &facts, targets: Set(targets), contents: contents, repository: repository)
        if request.fix, !outcome.problems.isEmpty {
            outcome.fixWithheld = true
        } else if request.fix {
            let context = FixContext(files: contents.repository.compactMap { contents.sources[$0] })
            let result = try fix(targets, findings: findings, sources: contents.sources, request: request,
                                 linter: linter, repository: repository, context: context, display: display, mainActorFolders: mainActorFolders)
            outcome.fixed = result.fixed
            outcome.notFixed = result.notFixed
            for (path, source) in result.sources { contents.sources[path] = source }
            if !result.fixed.isEmpty {
                // Tests written by the fix count for the `untested_*` rules from now on.
                let tests = LintRepository(settings: settings, testFiles: contents.tests.compactMap { contents.sources[$0] })
                var ignored: [PathProblem] = []
                var refreshed = TypeFacts()
                findings = lint(selected, sources: contents.sources, linted: [:], linter: linter, repository: tests, display: display, problems: &ignored,
                                facts: &refreshed, mainActorFolders: mainActorFolders)
                resolve(&findings, facts: &refreshed, targets: Set(targets), contents: contents, repository: tests)
            }
        }
        outcome.all = findings
        if let baseline = request.baseline {
            let absolute = Dictionary(targets.map { (display($0), $0) }, uniquingKeysWith: { first, _ in first })
            let split = baseline.split(findings, relative: { relative(absolute[$0] ?? $0) }, linted: Set(targets.map(relative)))
            outcome.findings = split.new
            outcome.accepted = split.accepted
            outcome.stale = split.stale
        } else {
            outcome.findings = findings
        }
        // The repository's lexed tests and the type facts are large: they are released on
        // another core while the caller reports (freeing them here took milliseconds of the
        // single-threaded end of a run).
        BackgroundRelease.drop(contents, facts)
        return outcome
    }

    // MARK: - Linting

    /// Lints the targets in parallel: those in `linted` were linted as they were read; each
    /// other is taken from `sources` when read already (a test, or a fix), else read from
    /// disk, linted and let go. Gathers the facts their declarations give (for the checks
    /// across files) from the trees it parses anyway.
    func lint(_ targets: [FoundFile], sources: [String: SourceFile], linted: [String: [LintFinding]], linter: Linter, repository: LintRepository,
                      display: @escaping @Sendable (String) -> String, problems: inout [PathProblem], facts: inout TypeFacts,
                      mainActorFolders: [String]) -> [LintFinding] {
        let gathered = Results<TypeFacts>(count: targets.count)
        let results = Results<Result<[LintFinding], FileReader.Failure>>(count: targets.count)
        DispatchQueue.concurrentPerform(iterations: targets.count) { index in
            let target = targets[index]
            if let found = linted[target.path] { return results.set(index, .success(found)) }
            let source: SourceFile
            if let known = sources[target.path] {
                source = known
            } else {
                do throws(FileReader.Failure) {
                    source = SourceFile(path: display(target.path), bytes: try target.read())
                } catch {
                    results.set(index, .failure(error))
                    return
                }
            }
            let file = LintFile(source: source, settings: self.settings(for: target.path, mainActorFolders: mainActorFolders), classifyingAs: relative(target.path))
            results.set(index, .success(linter.findings(in: file, repository: repository)))
            if !file.isTestFile { gathered.set(index, TypeFacts(file)) }
        }
        for part in gathered.values { if let part { facts.merge(part) } }
        let outcomes = results.values
        var findings: [LintFinding] = []
        findings.reserveCapacity(outcomes.reduce(0) { if case .success(let found)? = $1 { $0 + found.count } else { $0 } })
        for (target, result) in zip(targets, outcomes) {
            switch result {
            case .success(let found)?: findings += found
            case .failure(let failure)?: problems.append(PathProblem(path: target.path, reason: failure.reason))
            case nil: break
            }
        }
        // Each file's facts and findings, copied above, are freed on another core.
        BackgroundRelease.drop(gathered, results, outcomes)
        return findings
    }

    // MARK: - Checks across files

    /// The findings with their deferred checks answered: those a test reaches through a
    /// holding type, or whose isolation is inherited, are dropped (a case only skipped
    /// tests reach becomes `pending_test`). The facts of the repository's other source
    /// files are read only when a finding asks.
    func resolve(_ findings: inout [LintFinding], facts: inout TypeFacts, targets: Set<String>, contents: Contents,
                         repository: LintRepository) {
        guard findings.contains(where: { $0.finding.deferred != nil }) else { return }
        let settings = config.settings
        // Every source file linted already: nothing more to read.
        let others = contents.repository.filter { !targets.contains($0) && !settings.isTestPath($0, relativeTo: root) }
        guard !others.isEmpty else {
            return DeferredChecks.resolve(&findings, facts: facts, repository: repository, settings: settings)
        }
        // What to look for: the types holding the findings' screens, what classes inherit,
        // and the declarations of constructed types (once, with the first level).
        var holding: Set<String> = [], inheriting: Set<String> = [], constructed: Set<String> = []
        for index in findings.indices {
            switch findings[index].finding.deferred {
            // A case no test anywhere refers to stays untested: no holder to look for.
            case .reachedThroughHolders(let types, let member, let observed)?:
                if repository.mayCover(member, observed: observed) { holding.formUnion(types) }
            case .inheritsMainActor(let types)?: inheriting.formUnion(types)
            // A view model's methods may come from what it inherits.
            case .callsViewModel(let type, _)?:
                constructed.insert(type)
                inheriting.insert(type)
            case let check?: constructed.formUnion(check.types)
            case nil: break
            }
        }
        guard !(holding.isEmpty && inheriting.isEmpty && constructed.isEmpty) else {
            return DeferredChecks.resolve(&findings, facts: facts, repository: repository, settings: settings)
        }
        // The other source files, read once; parsed only when they name a type the checks
        // follow: the findings' types, then their holders and what they inherit, level by level.
        let bytes = Results<[UInt8]>(count: others.count)
        DispatchQueue.concurrentPerform(iterations: others.count) { index in
            if let known = contents.sources[others[index]]?.bytes { bytes.set(index, known) } else if let read = try? FileReader.read(others[index]) { bytes.set(index, read) }
        }
        let texts = bytes.values
        // Level by level: up through holders (from the findings' types) and up through what
        // types inherit (from the classes' superclasses and protocols).
        var searched: Set<String> = []
        var parsed: Set<Int> = []
        while !holding.isEmpty || !inheriting.isEmpty || !constructed.isEmpty {
            let names = holding.union(inheriting).union(constructed).subtracting(searched)
            constructed = []
            searched.formUnion(names)
            // All the names in one pass over each file (one pass a name was names times bytes).
            let needles = ByteSearch.WordSet(names.map { Array($0.utf8) })
            let naming = Results<Bool>(count: others.count)
            let done = parsed
            DispatchQueue.concurrentPerform(iterations: others.count) { index in
                guard !done.contains(index), let text = texts[index] else { return }
                if needles.occurs(in: text) { naming.set(index, true) }
            }
            let matched = naming.values.enumerated().filter { $0.element == true }.map(\.offset)
            let gathered = Results<TypeFacts>(count: matched.count)
            DispatchQueue.concurrentPerform(iterations: matched.count) { item in
                let index = matched[item]
                guard let text = texts[index] else { return }
                gathered.set(item, TypeFacts(LintFile(source: SourceFile(path: others[index], bytes: text), settings: settings, classifyingAs: relative(others[index]))))
            }
            parsed.formUnion(matched)
            for part in gathered.values { if let part { facts.merge(part) } }
            let index = facts.indexed()
            holding = index.holders(of: Array(holding)).subtracting(searched)
            inheriting = Set(inheriting.flatMap(index.inherited(by:))).subtracting(searched).subtracting(LintFile.systemProtocols)
        }
        DeferredChecks.resolve(&findings, facts: facts, repository: repository, settings: settings)
    }

    // MARK: - Fixing

    private struct FixResult {
        var fixed: [String] = []
        var notFixed: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
    }

    /// Fixes the fixable findings the baseline does not accept, repeating until nothing
    /// changes (at most four passes), and writes every changed file in one plan: all of
    /// them or none.
    private func fix(_ targets: [String], findings: [LintFinding], sources: [String: SourceFile], request: Request, linter: Linter,
                     repository: LintRepository, context: FixContext, display: @escaping @Sendable (String) -> String, mainActorFolders: [String]) throws -> FixResult {
        let baseline = request.baseline
        let kept = Set(findings.filter { $0.finding.deferred != nil }.map(Self.key))
        var result = FixResult()
        var plan = FilePlan()
        let fixableFiles = Set(findings.filter { linter.fixableRule($0.rule) != nil }.map(\.diagnostic.location.file))
        for path in targets {
            guard let original = sources[path], fixableFiles.contains(original.path) else { continue }
            let (source, notes) = fixed(path, original, kept: kept, baseline: baseline, linter: linter, repository: repository,
                                        context: context, mainActorFolders: mainActorFolders)
            result.notFixed += notes
            guard source.bytes != original.bytes else { continue }
            if let reason = outsideRoot(path) {
                result.notFixed.append(Diagnostic(SourceLocation(file: original.path, line: 1, column: 1), .warning, reason))
                continue
            }
            plan.add(path: path, bytes: source.bytes)
            result.sources[path] = source
            result.fixed.append(path)
        }
        if let writer = request.testWriter {
            writeTests(with: writer, findings: findings, sources: sources, baseline: baseline, plan: &plan, result: &result)
        }
        try plan.write()
        return result
    }

    /// One file with its fixable findings fixed, repeating until nothing changes (at most
    /// four passes), and a note for each finding a fix skipped. `kept` holds the keys of
    /// the findings with checks across files that those checks kept: only they are fixed.
    func fixed(_ path: String, _ original: SourceFile, kept: Set<String>, baseline: Baseline?, linter: Linter, repository: LintRepository,
               context: FixContext, mainActorFolders: [String]) -> (source: SourceFile, notes: [Diagnostic]) {
        var source = original
        var notes: [Diagnostic] = []
        for pass in 0..<4 {
            let file = LintFile(source: source, settings: settings(for: path, mainActorFolders: mainActorFolders), classifyingAs: relative(path))
            var current = linter.findings(in: file, repository: repository)
            if let baseline {
                current = baseline.split(current, relative: { _ in relative(path) }, linted: [relative(path)]).new
            }
            var edits: [SourceEdit] = []
            for finding in current {
                guard let rule = linter.fixableRule(finding.rule) else { continue }
                // A finding the checks across files cleared (isolation inherited from
                // another file) is not fixed.
                if finding.finding.deferred != nil, pass > 0 || !kept.contains(Self.key(finding)) { continue }
                switch rule.fix(finding.finding, in: file, context: context) {
                case .edits(let more):
                    edits += more
                case .skipped(let reason) where pass == 0:
                    notes.append(Diagnostic(finding.diagnostic.location, .warning, reason, ruleID: finding.rule))
                case .skipped:
                    break
                }
            }
            guard let bytes = SourceEdit.apply(edits, to: source.bytes) else { break }
            source = SourceFile(path: source.path, bytes: bytes)
        }
        return (source, notes)
    }

    /// A finding's place and rule, to match it between two runs of the rules.
    public static func key(_ finding: LintFinding) -> String {
        "\(finding.diagnostic.location.file):\(finding.diagnostic.location.line):\(finding.diagnostic.location.column):\(finding.rule)"
    }

    /// The tests the `untested_*` findings ask for, from `writer`, into `plan`.
    private func writeTests(with writer: any MissingTestWriter, findings: [LintFinding], sources: [String: SourceFile], baseline: Baseline?,
                            plan: inout FilePlan, result: inout FixResult) {
        let byDisplay = Dictionary(sources.map { ($0.value.path, $0.key) }, uniquingKeysWith: { first, _ in first })
        var untested: [LintFinding] = []
        for (file, group) in Dictionary(grouping: findings.filter { MissingTests.rules.contains($0.rule) }, by: \.diagnostic.location.file) {
            guard let path = byDisplay[file] else { continue }
            untested += baseline.map { $0.split(group, relative: { _ in relative(path) }, linted: [relative(path)]).new } ?? group
        }
        guard !untested.isEmpty else { return }
        let written = writer.tests(for: untested.sorted { $0.diagnostic.location < $1.diagnostic.location }, sources: sources)
        result.notFixed += written.notFixed
        for (path, bytes) in written.files {
            guard let original = sources[path] else { continue }
            if result.sources[path] != nil {
                result.notFixed.append(Diagnostic(SourceLocation(file: original.path, line: 1, column: 1), .warning,
                                                  "the tests for it were not written: a rule's fix changes this file in the same run; run `scaffold lint --fix` again"))
                continue
            }
            plan.add(path: path, bytes: bytes, expecting: .some(original.bytes))
            result.sources[path] = SourceFile(path: original.path, bytes: bytes)
            result.fixed.append(path)
        }
    }

    /// Why a file may not be fixed in place: it is a link to a file outside the repository.
    private func outsideRoot(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let real = String(cString: resolved)
        let rootReal = realpath(root, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) } ?? root
        let prefix = rootReal.hasSuffix("/") ? rootReal : rootReal + "/"
        return real.hasPrefix(prefix) ? nil : "not fixed: it is a symbolic link to \(real), outside the repository; fix that file there"
    }
}
