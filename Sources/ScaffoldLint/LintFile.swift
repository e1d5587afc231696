import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// One Swift file as the rules see it: its syntax tree and what its declarations are in
/// the architecture's terms.
public struct LintFile: Sendable {
    /// The path as reports show it.
    public let path: String
    /// The parsed file.
    public let tree: SyntaxTree
    /// Whether the file is a test file (by the configured test paths).
    public let isTestFile: Bool
    /// Classes that are view models.
    public let viewModels: [Declaration]
    /// Structs that are screen views.
    public let screenViews: [Declaration]
    /// Classes that are routers.
    public let routers: [Declaration]
    /// The names of the view-model classes declared in this file.
    public let knownViewModels: Set<String>

    /// The settings the file was classified with.
    public let settings: LintSettings
    /// The structures of bodies and the method roles read so far, shared by the rules
    /// that read one body or one view model.
    let structures = StructureCache()

    /// What a body holds (calls, constructions, switches), read once for every rule that
    /// asks about the same body.
    func bodyStructure(_ range: Range<Int>) -> BodyStructure {
        if let known = structures.bodies[range.lowerBound] { return known }
        let structure = BodyStructure(file: source, range: range)
        structures.bodies[range.lowerBound] = structure
        return structure
    }

    /// The bodies and view models read so far; a file is linted by one thread at a time.
    final class StructureCache: @unchecked Sendable {
        /// Body structures by the body's first token.
        var bodies: [Int: BodyStructure] = [:]
        /// Method roles by the view model's position token.
        var roles: [Int: [String: MethodRole]] = [:]
        /// MARK headings by the view model's position token.
        var headings: [Int: [Sections.Heading<ViewModelSection>]] = [:]
        /// The view-model type each property holds (nil for none), by its position token.
        var viewModelTypes: [Int: String?] = [:]
        /// The file's extensions by the last part of the name they extend (`extensions(of:)`).
        var extensionsByLastName: [Substring: [Declaration]]?
        /// The facts of the file's own types and their names (`ownTypeFacts`).
        var ownTypeFacts: (facts: TypeFacts.Index, types: Set<String>)?
        /// Whether the file's disable comments make any region (the linter reads them
        /// before the rules run, and says so here).
        var hasDisableRegions: Bool?
    }

    /// Whether a disable comment of the file covers any line: only then can a finding's
    /// place decide whether it is suppressed.
    var hasDisableRegions: Bool {
        if let known = structures.hasDisableRegions { return known }
        let known = !DisableComments(file: source, knownRules: []).regions.isEmpty
        structures.hasDisableRegions = known
        return known
    }

    /// Reads a file and classifies its declarations by `settings`. `classifyingAs` is the
    /// path test globs are matched against (relative to the repository), when it differs.
    public init(path: String, bytes: [UInt8], settings: LintSettings, classifyingAs: String? = nil) {
        self.init(source: SourceFile(path: path, bytes: bytes), settings: settings, classifyingAs: classifyingAs)
    }

    /// Classifies an already lexed file.
    public init(source: SourceFile, settings: LintSettings, classifyingAs: String? = nil) {
        let path = source.path
        self.path = path
        self.settings = settings
        tree = SyntaxTree(source)
        let isTest = settings.isTestPath(classifyingAs ?? path)
        isTestFile = isTest
        var viewModels: [Declaration] = []
        var structs: [Declaration] = []
        var routers: [Declaration] = []
        var previews: [ClosedRange<Int>] = []
        // Test files hold test doubles and helpers, not screens: nothing in them is
        // classified (they are the context of the `untested_*` rules).
        tree.forEachDeclaration { declaration in
            if isTest { return }
            switch declaration.kind {
            case .class, .actor:
                if settings.isViewModel(declaration) { viewModels.append(declaration) }
                if settings.isRouter(declaration) { routers.append(declaration) }
            case .struct:
                // A view declared inside a PreviewProvider only shows a preview: not a screen.
                if declaration.inheritance.contains("PreviewProvider") { previews.append(declaration.tokenRange) }
                if previews.contains(where: { $0.contains(declaration.positionToken) && $0.lowerBound != declaration.tokenRange.lowerBound }) { break }
                structs.append(declaration)
            default:
                break
            }
        }
        let known = Set(viewModels.map(\.name))
        knownViewModels = known
        let screenViews = structs.filter { settings.isScreenView($0, knownViewModels: known) }
        self.viewModels = viewModels
        self.screenViews = screenViews
        self.routers = routers
    }

    /// The view-model type a property holds, by the file's settings (read once per
    /// property: several rules ask about every member of a view).
    func settingsViewModelType(_ property: Declaration) -> String? {
        guard property.kind == .var || property.kind == .let else { return nil }
        if let known = structures.viewModelTypes[property.positionToken] { return known }
        let type = settings.viewModelType(of: property, knownViewModels: knownViewModels)
        structures.viewModelTypes[property.positionToken] = .some(type)
        return type
    }

    /// The file's source.
    public var source: SourceFile { tree.file }

    /// The location of a token.
    public func location(of token: Int) -> SourceLocation {
        source.location(of: source.tokens[min(token, source.tokens.count - 1)])
    }

    /// The text of a token.
    public func text(of token: Int) -> String {
        source.text(of: source.tokens[token])
    }
}
