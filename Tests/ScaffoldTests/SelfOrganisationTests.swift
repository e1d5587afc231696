import Foundation
import XCTest
@testable import ScaffoldSyntax

/// scaffold's own parser, run over scaffold's own sources, holds the code base to the
/// conventions the README's Development section states.
final class SelfOrganisationTests: XCTestCase {
    /// Every Swift file under `Sources/` and `Templates/` (the ScaffoldTemplates target),
    /// parsed, by path relative to the repository.
    static let sources: [(path: String, tree: SyntaxTree)] = ["Sources", "Templates"].flatMap { folder in
        filesBelow(RepositoryPaths.url(folder)).filter { $0.hasSuffix(".swift") }.compactMap { path in
            guard let data = FileManager.default.contents(atPath: RepositoryPaths.url(folder + "/" + path).path) else { return nil }
            return (folder + "/" + path, SyntaxTree(SourceFile(path: path, bytes: Array(data))))
        }
    }

    /// The target a source file belongs to.
    static func target(of path: String) -> String {
        path.hasPrefix("Templates/") ? "ScaffoldTemplates" : String(path.split(separator: "/")[1])
    }

    func testEveryRuleFileHoldsOneRuleTypeNamedAfterIt() {
        let rules = Self.sources.filter { $0.path.hasPrefix("Sources/ScaffoldLint/Rules/") }
        XCTAssertGreaterThan(rules.count, 20)
        for (path, tree) in rules {
            let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
            let types = tree.declarations.filter { [.struct, .class, .enum].contains($0.kind) }
            XCTAssertEqual(types.map(\.name), [name], "\(path) must declare exactly one type, \(name)")
            XCTAssertTrue(name.hasSuffix("Rule"), "\(path): a rule type's name ends in Rule")
            XCTAssertTrue(types.first?.inheritance.contains { $0 == "Rule" || $0 == "FixableRule" } == true, "\(path): \(name) conforms to Rule")
        }
    }

    /// Every declaration other code can use has a `///` summary: types, their members, and
    /// top-level functions and properties. Enum cases, extensions themselves, members of
    /// private types and implementations of protocol requirements (`==`, `<`, `description`
    /// of a conformance) are exempt.
    func testEveryNonPrivateDeclarationHasADocComment() {
        var missing: [String] = []
        let exemptNames: Set<String> = ["==", "<", "hash"]
        /// Requirements of the project's protocols, documented once, on the protocol.
        let requirements: [String: Set<String>] = [
            "Rule": ["description", "check"], "FixableRule": ["description", "check", "fix"],
            "Command": ["spec", "run"], "OptionSet": ["rawValue", "init"],
        ]
        func visit(_ declaration: Declaration, in file: SourceFile, path: String, insidePrivate: Bool, implements: Set<String> = []) {
            let isPrivate = insidePrivate || declaration.isPrivateDeclaration
            let needsDoc = !isPrivate && ![.extension, .case, .import, .unknown, .associatedtype].contains(declaration.kind)
                && !exemptNames.contains(declaration.name) && !implements.contains(declaration.name)
            if needsDoc, !hasDocComment(declaration, in: file) {
                missing.append("\(path):\(declaration.line): \(declaration.kind.rawValue) \(declaration.name)")
            }
            // Members of a function's body are not parsed; a type's and an extension's are.
            let required = declaration.inheritance.reduce(into: Set<String>()) { $0.formUnion(requirements[$1] ?? []) }
            for member in declaration.members {
                visit(member, in: file, path: path, insidePrivate: isPrivate, implements: required)
            }
        }
        for (path, tree) in Self.sources {
            for declaration in tree.declarations {
                visit(declaration, in: tree.file, path: path, insidePrivate: false)
            }
        }
        XCTAssertEqual(missing, [], "declarations without a /// summary")
    }

    func hasDocComment(_ declaration: Declaration, in file: SourceFile) -> Bool {
        var index = declaration.tokenRange.lowerBound - 1
        while index >= 0, file.tokens[index].isComment {
            let text = file.text(of: file.tokens[index])
            if text.hasPrefix("///") || text.hasPrefix("/**") { return true }
            index -= 1
        }
        return false
    }

    /// Unsafe pointers only where they pay or where the system needs a buffer: the lexer's
    /// cursor, Support's system-call wrappers, and the slots parallel workers fill without
    /// a lock (`Results`: with one, 10,000 file reads made a thousand context switches), and
    /// the table of a test file's distinct words (`DistinctWords`: a hash of most of its words).
    func testUnsafeCodeStaysInTheLexerAndTheSystemCallWrappers() {
        let allowed: Set<String> = [
            "Sources/ScaffoldSyntax/Cursor.swift", "Sources/ScaffoldSyntax/Lexer.swift", "Sources/ScaffoldSyntax/Keyword.swift",
            "Sources/ScaffoldSupport/FileReader.swift", "Sources/ScaffoldSupport/FilePlan+Write.swift", "Sources/ScaffoldSupport/RepositoryWalker.swift",
            "Sources/ScaffoldSupport/RepositoryWalker+State.swift",
            "Sources/ScaffoldSupport/Git.swift", "Sources/ScaffoldSupport/DescriptorWriter.swift", "Sources/ScaffoldSupport/SignalDeferral.swift",
            "Sources/ScaffoldSupport/ByteSearch.swift", "Sources/ScaffoldSupport/Results.swift", "Sources/ScaffoldSupport/FolderEntries.swift",
            "Sources/ScaffoldSupport/DistinctWords.swift",
        ]
        for (path, tree) in Self.sources where !allowed.contains(path) {
            let file = tree.file
            let unsafe = file.tokens.filter { token in
                (token.kind == .identifier || token.kind == .backtickIdentifier) && file.text(of: token).lowercased().contains("unsafe")
            }
            XCTAssertTrue(unsafe.isEmpty, "\(path) uses \(unsafe.map { file.text(of: $0) }); only the lexer and Support's system-call wrappers may")
        }
    }

    /// One reading of the repository (issue 26): only the workspace walks the repository and
    /// reads the files the walk finds; the linter's session (which reads from disk, the git
    /// index or an editor's buffers, releasing each file's bytes as it goes) is the one other
    /// reader. A second reader (a command that walks on its own, a rule that reads files)
    /// fails here: ask `Workspace` instead.
    func testOnlyTheWorkspaceAndTheLintSessionReadTheRepository() {
        let readers: Set<String> = ["RepositoryWalker.swift", "Workspace.swift", "LintSession.swift", "LintSession+Reading.swift", "LintWorkspace.swift"]
        var found: [String] = []
        for (path, tree) in Self.sources where !readers.contains((path as NSString).lastPathComponent) {
            let file = tree.file
            let tokens = file.tokens
            for index in tokens.indices.dropLast(2) {
                let text = file.text(of: tokens[index])
                let next = file.text(of: tokens[index + 1])
                // `RepositoryWalker(`: a walk; `.read()`: reading a file a walk found.
                let walks = text == "RepositoryWalker" && next == "("
                let reads = text == "." && next == "read" && file.text(of: tokens[index + 2]) == "(" && index + 3 < tokens.count && file.text(of: tokens[index + 3]) == ")"
                if walks || reads { found.append("\(path):\(file.location(of: tokens[index]).line)") }
            }
        }
        XCTAssertEqual(found, [], "these places read the repository on their own; ask the command's Workspace (ScaffoldModel/Workspace.swift)")
    }

    /// Files stay short enough to read whole: 600 lines at most (the lexer's main loop is
    /// the longest).
    func testFilesStayShort() {
        for (path, tree) in Self.sources {
            XCTAssertLessThanOrEqual(tree.file.lineStarts.count, 600, "\(path) is too long; split it by concern (Type+Concern.swift)")
        }
    }

    /// Each target imports only the layers below it (Package.swift also says so, and the
    /// compiler enforces it; this keeps the imports themselves honest).
    func testImportsFollowTheLayers() {
        let allowed: [String: Set<String>] = [
            "ScaffoldTemplates": [],
            "ScaffoldSyntax": [],
            "ScaffoldSupport": ["ScaffoldSyntax"],
            "ScaffoldProject": ["ScaffoldSyntax", "ScaffoldSupport"],
            "ScaffoldModel": ["ScaffoldSyntax", "ScaffoldSupport"],
            "ScaffoldGenerate": ["ScaffoldSyntax", "ScaffoldSupport", "ScaffoldModel", "ScaffoldTemplates"],
            "ScaffoldLint": ["ScaffoldSyntax", "ScaffoldSupport", "ScaffoldModel"],
            "ScaffoldReport": ["ScaffoldSyntax", "ScaffoldSupport", "ScaffoldModel", "ScaffoldLint"],
            "ScaffoldWorkspace": ["ScaffoldSyntax", "ScaffoldSupport", "ScaffoldProject", "ScaffoldModel", "ScaffoldGenerate", "ScaffoldLint"],
            "ScaffoldLanguageServer": ["ScaffoldSyntax", "ScaffoldSupport", "ScaffoldProject", "ScaffoldModel", "ScaffoldGenerate", "ScaffoldLint", "ScaffoldWorkspace"],
        ]
        for (path, tree) in Self.sources {
            let target = Self.target(of: path)
            guard let layers = allowed[target] else { continue }
            for declaration in tree.declarations where declaration.kind == .import && declaration.name.hasPrefix("Scaffold") {
                XCTAssertTrue(layers.contains(declaration.name), "\(path) imports \(declaration.name), a layer above \(target)")
            }
        }
    }
}

private extension Declaration {
    /// Whether it is `private` or `fileprivate` (`private(set)` is not).
    var isPrivateDeclaration: Bool {
        modifiers.contains("private") || modifiers.contains("fileprivate")
    }
}
