import Dispatch
import Foundation
import ScaffoldSupport
import ScaffoldSyntax

/// A repository kept in memory for an editor (`scaffold lsp`): every Swift file read and
/// lexed once, the test index built once, and both kept current as buffers change and
/// files change on disk. Linting one file then costs the rules on that file, not a walk of
/// the repository. Used from one thread at a time.
public final class LintWorkspace: @unchecked Sendable {
    /// The session whose config and rules apply.
    public let session: LintSession
    /// Every Swift file of the repository (minus `lint.exclude`) as an editor sees it:
    /// an open buffer's text, else the file on disk; and which of them are tests.
    private var contents = LintSession.Contents()
    /// The open buffers, by absolute path.
    private var unsaved: Set<String> = []
    /// The test index: built when first asked for, and again when a test is added or
    /// removed; a test changed in place has its own entry read again (`replace`).
    private var testIndex: LintRepository?
    /// The position of each test file in `testIndex`, by path.
    private var testPositions: [String: Int] = [:]
    /// The folders built with `MainActor` default isolation.
    private var mainActorFolders: [String] = []
    /// The findings of the files asked for since the last change, by path: an editor asks
    /// for a file's findings to publish them, then again for each request for its code
    /// actions (sent as the cursor moves), with nothing changed between.
    private var knownFindings: [String: [LintFinding]] = [:]
    /// What fixes must know about other files: built on the first fix, read again file by
    /// file as files change, built again when a file is added or removed.
    private var fixContext: FixContext?
    private let linter: Linter

    /// Reads the repository at `root`: every Swift file, in parallel.
    public init(root: String, config: LintConfig) {
        session = LintSession(root: root, config: config)
        linter = Linter(settings: config.settings)
        // What a fix reads: every Swift file of the repository. A file that cannot be read is
        // left out, as `lint` leaves it out of its context.
        var request = LintSession.Request()
        request.fix = true
        var problems: [PathProblem] = []
        contents = (try? session.read(targets: [], repository: nil, request: request, display: { $0 }, problems: &problems)) ?? LintSession.Contents()
        refreshFileList()
    }

    /// Whether `path` is a test file by the config's conventions.
    public func isTest(_ path: String) -> Bool {
        session.config.settings.isTestPath(path, relativeTo: session.root)
    }

    // MARK: - Changes

    /// An editor's buffer for `path` (opened or changed): it stands for the file from now on.
    public func setBuffer(_ path: String, bytes: [UInt8]) {
        unsaved.insert(path)
        let known = contents.sources[path] != nil
        contents.sources[path] = SourceFile(path: path, bytes: bytes)
        changed(path, listChanged: !known)
    }

    /// The buffer of `path` closed: the file on disk stands for it again.
    public func closeBuffer(_ path: String) {
        guard unsaved.remove(path) != nil else { return }
        reload([path])
    }

    /// Files that changed on disk (created, changed or deleted): read again, unless an open
    /// buffer stands for them.
    public func reload(_ paths: [String]) {
        // A folder (deleted, renamed or created): the Swift files below it, as they are now.
        var expanded: [String] = []
        for path in paths where !path.hasSuffix(".swift") {
            let prefix = path.hasSuffix("/") ? path : path + "/"
            expanded += contents.sources.keys.filter { $0.hasPrefix(prefix) }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                expanded += RepositoryWalker(root: session.root).swiftFiles(in: [path]).files.map(\.path)
            }
        }
        for path in paths.filter({ $0.hasSuffix(".swift") }) + expanded where !unsaved.contains(path) {
            let known = contents.sources[path] != nil
            if !session.isExcluded(path, applyingInclude: false), let bytes = try? FileReader.read(path) {
                contents.sources[path] = SourceFile(path: path, bytes: bytes)
                changed(path, listChanged: !known)
            } else if known {
                contents.sources[path] = nil
                changed(path, listChanged: true)
            }
        }
    }

    private func changed(_ path: String, listChanged: Bool) {
        // Any file's change may change any file's findings (its tests, its types).
        knownFindings.removeAll(keepingCapacity: true)
        if listChanged { refreshFileList() }
        // A test changed in place: its own mentions read again, not every test's.
        if !listChanged, isTest(path), testIndex != nil {
            if let index = testPositions[path], let source = contents.sources[path] {
                testIndex?.replace(index, with: source)
            } else {
                testIndex = nil
            }
        }
        // The fixes' index: the changed file read again alone, when the index holds it.
        if !listChanged, let source = contents.sources[path], fixContext?.replace(source) == true {
            return
        }
        fixContext = nil
    }

    private func refreshFileList() {
        contents.repository = contents.sources.keys.sorted()
        contents.tests = contents.repository.filter(isTest)
        testIndex = nil
        mainActorFolders = session.mainActorFolders(among: contents.repository)
    }

    private var tests: LintRepository {
        if let testIndex { return testIndex }
        let files = contents.tests.compactMap { path in contents.sources[path].map { (path, $0) } }
        testPositions = Dictionary(files.enumerated().map { ($1.0, $0) }, uniquingKeysWith: { first, _ in first })
        let built = LintRepository(settings: session.config.settings, testFiles: files.map(\.1))
        testIndex = built
        return built
    }

    // MARK: - What other files can see

    /// What other files' findings can depend on in `path`: for each declaration but a
    /// function's body, its kind, name, attributes, modifiers, what it inherits, and its
    /// members' names, types, initial values and parameters (the facts the checks across
    /// files read), as bytes to compare: each field its length, then its UTF-8. Edits
    /// inside bodies leave it as it is; nil for a file the workspace does not hold. A test
    /// file or a package manifest affects others whatever it holds: see
    /// `affectsOtherFiles(_:)`. (The language server works it out twice a keystroke: a
    /// string a declaration made of interpolations cost as much as linting the file.)
    public func outline(_ path: String) -> [UInt8]? {
        guard let source = contents.sources[path] else { return nil }
        var outline: [UInt8] = []
        func count(_ value: Int) {
            for shift in stride(from: 0, to: 32, by: 8) { outline.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        func field(_ text: String) {
            count(text.utf8.count)
            outline.append(contentsOf: text.utf8)
        }
        func field(_ text: String?) {
            // Nil and empty told apart, as the count of a list is.
            guard let text else { return outline.append(0xFF) }
            outline.append(0xFE)
            field(text)
        }
        func add(_ declaration: Declaration, depth: Int) {
            WorkCounter.add()
            count(depth)
            field(declaration.kind.rawValue)
            field(declaration.name)
            count(declaration.attributes.count)
            for attribute in declaration.attributes {
                field(attribute.name)
                field(attribute.arguments)
            }
            count(declaration.modifiers.count)
            for modifier in declaration.modifiers { field(modifier) }
            count(declaration.inheritance.count)
            for inherited in declaration.inheritance { field(inherited) }
            count(declaration.parameters.count)
            for parameter in declaration.parameters {
                field(parameter.label)
                field(parameter.name)
                field(parameter.type)
            }
            field(declaration.returnType)
            field(declaration.type)
            field(declaration.initializer)
            guard declaration.kind != .func, declaration.kind != .`init` else { return count(-1) }
            count(declaration.members.count)
            for member in declaration.members { add(member, depth: depth + 1) }
        }
        for declaration in SyntaxTree(source).declarations { add(declaration, depth: 0) }
        return outline
    }

    /// Whether any change to `path` can change other files' findings whatever it is: a
    /// test (the tests are every file's context) or a package manifest (the isolation of
    /// the folders it builds).
    public func affectsOtherFiles(_ path: String) -> Bool {
        isTest(path) || LintSession.isManifest(path)
    }

    // MARK: - Linting

    /// The text the workspace holds for `path`: its buffer, else the file as last read.
    public func source(_ path: String) -> SourceFile? {
        contents.sources[path]
    }

    /// Every file as the workspace holds it, by absolute path.
    public var sources: [String: SourceFile] { contents.sources }

    /// The findings of `path` as it stands (nil when it is not a Swift file the config
    /// lints), with the repository's tests as context and the checks across files answered.
    public func findings(for path: String) -> [LintFinding]? {
        guard path.hasSuffix(".swift"), !session.isExcluded(path), contents.sources[path] != nil else { return nil }
        if let known = knownFindings[path] { return known }
        var problems: [PathProblem] = []
        var facts = TypeFacts()
        let index = tests
        var findings = session.lint([FoundFile(path: path)], sources: contents.sources, linted: [:], linter: linter, repository: index, display: { $0 },
                                    problems: &problems, facts: &facts, mainActorFolders: mainActorFolders)
        session.resolve(&findings, facts: &facts, targets: [path], contents: contents, repository: index)
        knownFindings[path] = findings
        return findings
    }

    // MARK: - Fixing

    /// What fixing `path` can do: the edits of each fixable finding on its own, keyed by
    /// `LintSession.key`, and the whole file with every fix made (`scaffold lint --fix`'s
    /// result), when that changes it.
    public struct Fixes: Sendable {
        /// Each fixable finding's edits, in the file's bytes as they stand.
        public var edits: [String: [SourceEdit]] = [:]
        /// The file after every fix, or nil when nothing changes.
        public var all: [UInt8]?
    }

    /// The fixes `findings` (this file's, from `findings(for:)`) allow.
    public func fixes(for path: String, findings: [LintFinding]) -> Fixes {
        var result = Fixes()
        guard let original = contents.sources[path], findings.contains(where: { linter.fixableRule($0.rule) != nil }) else { return result }
        let context = fixContext ?? FixContext(files: contents.repository.compactMap { contents.sources[$0] }, updatable: true)
        fixContext = context
        let file = LintFile(source: original, settings: session.settings(for: path, mainActorFolders: mainActorFolders),
                            classifyingAs: session.relative(path))
        for finding in findings {
            guard let rule = linter.fixableRule(finding.rule), case .edits(let edits) = rule.fix(finding.finding, in: file, context: context),
                  !edits.isEmpty else { continue }
            result.edits[LintSession.key(finding)] = edits
        }
        let kept = Set(findings.filter { $0.finding.deferred != nil }.map(LintSession.key))
        let whole = session.fixed(path, original, kept: kept, baseline: nil, linter: linter, repository: tests, context: context,
                                  mainActorFolders: mainActorFolders)
        if whole.source.bytes != original.bytes { result.all = whole.source.bytes }
        return result
    }
}
