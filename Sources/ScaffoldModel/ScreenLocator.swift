import Foundation
import ScaffoldSupport
import ScaffoldSyntax

/// Finds a screen's files in a repository: the view model, view and router first in the
/// screen's own folder (`<sources>/<Name>/`), then in any Swift file that names them, and
/// the test files that mention them. Only files that contain a name it looks for are
/// parsed, so finding one screen does not parse the repository.
public struct ScreenLocator: Sendable {
    /// The type names a screen's parts have.
    public struct Names: Sendable {
        /// The view model's type name.
        public var viewModel: String
        /// The view's type name.
        public var view: String
        /// The router's type name.
        public var router: String

        /// Creates the names.
        public init(viewModel: String, view: String, router: String) {
            self.viewModel = viewModel
            self.view = view
            self.router = router
        }
    }

    /// A screen that could not be found, with where scaffold looked.
    public struct NotFound: Error, Sendable {
        /// What was looked for and where, and what to do.
        public var message: String
    }

    /// The repository's root.
    public var root: String
    /// The repository's conventions.
    public var conventions: Conventions
    /// Where screens are written (`<sources>/<Name>/`).
    public var sources: String
    /// Where their tests are written (`<tests>/<Name>/`): tests there are the screen's,
    /// when there are any; otherwise every test file that names its types is.
    public var tests: String?
    /// What the locator reads the repository through: the command's workspace (an
    /// editor's unsaved buffers first, so that an edit made from what the locator reads fits
    /// the buffer it is applied to).
    public var workspace: Workspace

    /// A locator for the repository at `root`, read through `workspace` (the command's
    /// workspace of `root` when nil).
    public init(root: String, conventions: Conventions, sources: String, tests: String? = nil, workspace: Workspace? = nil) {
        self.root = root
        self.conventions = conventions
        self.sources = sources
        self.tests = tests
        self.workspace = workspace ?? Workspace.current(root: root)
    }

    /// The files of the screen `screen` whose types have `names`.
    public func locate(_ screen: String, names: Names) throws -> ScreenReader.Files {
        try locate(screen, names: names, folder: sources.appendingPath(screen))
    }

    /// The files of the screen, looked for first in `folder`.
    func locate(_ screen: String, names: Names, folder: String) throws -> ScreenReader.Files {
        let ownFolder = workspace.swiftFiles(below: folder)
        let prefix = folder + "/"
        var candidates: [(file: FoundFile, bytes: [UInt8]?)] = ownFolder.map { ($0, nil) }
        var parsed: [String: SyntaxTree] = [:]
        var searchedElsewhere = false
        /// The files outside the screen's folder that name one of the types, read once,
        /// in parallel, and only when the folder lacks one of them.
        func searchElsewhere() {
            guard !searchedElsewhere else { return }
            searchedElsewhere = true
            let others = workspace.swiftFiles(outsideTests: conventions).filter { !$0.path.hasPrefix(prefix) }
            for (file, bytes) in workspace.naming([names.viewModel, names.view, names.router], among: others) { candidates.append((file, bytes)) }
        }
        func find(_ name: String, kinds: Set<Declaration.Kind>) throws -> ScreenCode.Part? {
            if let found = look(name, kinds: kinds).first { return found }
            searchElsewhere()
            let found = look(name, kinds: kinds)
            // Two types of one name in one repository (two apps, two modules): say which.
            if found.count > 1 {
                let places = found.map { part in
                    "\(relative(part.path)):\(part.file.location(of: part.file.tokens[part.declaration.positionToken]).line)"
                }
                throw NotFound(message: "'\(name)' is declared in \(found.count) files: \(places.joined(separator: ", ")); give the view model's file instead of the name, or use --config to choose the app")
            }
            return found.first
        }
        func look(_ name: String, kinds: Set<Declaration.Kind>) -> [ScreenCode.Part] {
            var found: [ScreenCode.Part] = []
            for (file, known) in candidates {
                let tree: SyntaxTree
                if let cached = parsed[file.path] {
                    tree = cached
                } else {
                    guard let bytes = known ?? (try? workspace.read(file).get()) else { continue }
                    tree = workspace.tree(file.path, display: relative(file.path), bytes: bytes)
                    parsed[file.path] = tree
                }
                guard let declaration = tree.declarations.first(where: { kinds.contains($0.kind) && $0.name == name }) else { continue }
                found.append(ScreenCode.Part(file: tree.file, declaration: declaration, path: file.path))
            }
            return found
        }
        guard let viewModel = try find(names.viewModel, kinds: [.class, .actor]) else {
            throw NotFound(message: "no screen '\(screen)': no class \(names.viewModel) in \(relative(folder))/ nor in any other Swift file of the repository; create the screen with `scaffold screen \(screen)`, or give the view model's file")
        }
        let view = try find(names.view, kinds: [.struct])
        let router = try find(names.router, kinds: [.class, .actor])
        // The tests that name the view model or the router: those in <tests>/<Name>/, and
        // when none there names one of them (its tests moved), those anywhere in the
        // repository's test folders that name it.
        func sources(_ found: [(file: FoundFile, bytes: [UInt8])]) -> [(String, SourceFile)] {
            found.map { ($0.file.path, SourceFile(path: relative($0.file.path), bytes: $0.bytes)) }
        }
        let testsFolder = self.tests.map { ($0 as NSString).appendingPathComponent(screen) + "/" }
        var tests = testsFolder.map { folder in sources(workspace.naming([names.viewModel, names.router], among: Array(workspace.swiftFiles(below: folder)))) } ?? []
        let types = [names.viewModel] + (router == nil ? [] : [names.router])
        let missing = types.filter { type in !tests.contains { Self.contains($0.1.bytes, Array(type.utf8)) } }
        if !missing.isEmpty {
            let own = Set(tests.map(\.0))
            tests += sources(workspace.naming([names.viewModel, names.router], inTests: conventions).filter { !own.contains($0.file.path) }).filter { test in
                missing.contains { Self.contains(test.1.bytes, Array($0.utf8)) }
            }
        }
        return ScreenReader.Files(viewModel: viewModel, view: view, router: router, tests: tests)
    }

    /// The screen whose view model is declared in `path`: its name and files.
    public func locate(file path: String, names: (String) -> Names) throws -> (screen: String, files: ScreenReader.Files) {
        guard let bytes = workspace.bytes(of: path) else { throw NotFound(message: "cannot read \(relative(path))") }
        let tree = workspace.tree(path, display: relative(path), bytes: bytes)
        guard let viewModel = tree.declarations.first(where: { conventions.isViewModel($0) }) else {
            throw NotFound(message: "\(relative(path)) declares no view model (a class named with \(conventions.viewModelSuffixes.joined(separator: " or ")), or one with `enum Action` and `send(_:)`)")
        }
        let suffix = conventions.viewModelSuffixes.first { viewModel.name.hasSuffix($0) } ?? ""
        let screen = String(viewModel.name.dropLast(suffix.count))
        var candidates = names(screen)
        candidates.viewModel = viewModel.name
        // The screen's other files are looked for first beside the view model's.
        return (screen, try locate(screen, names: candidates, folder: path.parentPath))
    }

    /// A path relative to the root, for messages and test classification.
    func relative(_ path: String) -> String {
        workspace.relative(path)
    }

    /// Whether the name `needle` occurs in `bytes` as a whole word.
    public static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        ByteSearch.containsWord(needle, in: bytes)
    }
}
