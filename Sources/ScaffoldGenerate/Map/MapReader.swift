import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Reads `NavigationMap`'s facts from parsed files: the view models, routers (their
/// extensions' members included), `@main` Apps and route functions, then builds the nodes
/// and edges. Every walk is a loop over an explicit list: nesting in the input never deepens
/// the call stack.
struct MapReader {
    /// A member of a type, with the file it is written in (an extension may be elsewhere).
    struct Member {
        /// The member.
        var declaration: Declaration
        /// The file it is written in.
        var file: SourceFile
    }

    /// A type scaffold reads: its declaration, its file and its members with theirs.
    struct TypeFacts {
        /// The type's declaration.
        var declaration: Declaration
        /// The file it is declared in.
        var file: SourceFile
        /// Its members and its extensions'.
        var members: [Member]
        /// The name's location.
        var location: SourceLocation
    }

    /// How a `case` of a responder handler treats its action.
    enum Handling: Equatable {
        /// It does something.
        case handled
        /// Nothing: no code, `break`, or only a comment (a TODO).
        case empty
        /// Only `parent.send(.name…)` (or `responder.send`): the router that holds this one decides.
        case passedUp(String)
    }

    /// A `handle(_ action: XViewModel.ResponderAction)` of a router.
    struct Handler {
        /// The screen of the router that declares it.
        var screen: String
        /// The view model whose responder actions it takes.
        var viewModel: String
        /// Each case it names, with what it does and where its label is.
        var cases: [String: (handling: Handling, location: SourceLocation)]
        /// What its `default:` does, when it has one.
        var fallback: Handling?
        /// Where the function is.
        var location: SourceLocation
    }

    /// A function that switches over a router's `Route` (`destination(for:)`, `view(for:)`).
    struct RouteFunction {
        /// The function.
        var declaration: Declaration
        /// The file it is written in.
        var file: SourceFile
        /// The router type whose routes it takes.
        var router: String
        /// The parameter's name.
        var subject: String
    }

    /// How the repository names view models and routers.
    let conventions: Conventions
    /// View models by type name.
    var viewModels: [String: TypeFacts] = [:]
    /// Routers by type name.
    var routers: [String: TypeFacts] = [:]
    /// `@main` App types.
    var apps: [TypeFacts] = []
    /// Extensions' members, by the extended type's name.
    var extensions: [String: [Member]] = [:]
    /// Functions over a router's routes.
    var routeFunctions: [RouteFunction] = []

    /// A reader with nothing collected yet.
    init(conventions: Conventions) {
        self.conventions = conventions
    }

    // MARK: - Collecting

    /// What one file holds for the map, in the order `collect` meets it.
    struct FileFacts {
        /// A type the map is made of, or an extension's members.
        enum Found {
            /// An extension's members, by the extended type's name.
            case extensionMembers(String, [Member])
            /// A view model, by name.
            case viewModel(String, TypeFacts)
            /// A router, by name.
            case router(String, TypeFacts)
            /// An `@main` App.
            case app(TypeFacts)
        }

        /// The types and extensions, in order.
        var found: [Found] = []
        /// The functions over a router's routes, in order.
        var routeFunctions: [RouteFunction] = []
    }

    /// Finds the types the map is made of in every file: each file read on its own, on
    /// every core, then joined in the files' order (the first view model or router of a
    /// name wins, as in one reading after another).
    mutating func collect(_ trees: [SyntaxTree]) {
        let reader = self
        let perFile = Results<FileFacts>.inOrder(trees.count) { reader.facts(in: trees[$0]) }
        for file in perFile {
            for found in file.found {
                switch found {
                case .extensionMembers(let name, let members): extensions[name, default: []] += members
                case .viewModel(let name, let facts): if viewModels[name] == nil { viewModels[name] = facts }
                case .router(let name, let facts): if routers[name] == nil { routers[name] = facts }
                case .app(let facts): apps.append(facts)
                }
            }
            routeFunctions += file.routeFunctions
        }
        for (name, members) in extensions {
            if routers[name] != nil { routers[name]?.members += members }
            if viewModels[name] != nil { viewModels[name]?.members += members }
        }
    }

    /// The types, extensions and route functions of one file, nested types included.
    func facts(in tree: SyntaxTree) -> FileFacts {
        var result = FileFacts()
        let file = tree.file
        var pending: [Declaration] = tree.declarations.reversed()
        while let declaration = pending.popLast() {
            guard [.class, .struct, .enum, .actor, .extension].contains(declaration.kind) else { continue }
            let name = NavigationMap.typeName(declaration.name) ?? declaration.name
            let facts = TypeFacts(declaration: declaration, file: file, members: declaration.members.map { Member(declaration: $0, file: file) },
                                  location: location(of: declaration, in: file))
            if declaration.kind == .extension {
                result.found.append(.extensionMembers(name, facts.members))
            } else if conventions.isViewModel(declaration) {
                result.found.append(.viewModel(name, facts))
            } else if conventions.isRouter(declaration) {
                result.found.append(.router(name, facts))
            } else if declaration.kind == .struct, declaration.hasAttribute("main"),
                      declaration.inheritance.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) {
                result.found.append(.app(facts))
            }
            for member in declaration.members {
                if member.kind == .func, member.bodyRange != nil, let function = routeFunction(member, file: file, enclosing: name) {
                    result.routeFunctions.append(function)
                } else if [.class, .struct, .enum, .actor, .extension].contains(member.kind) {
                    pending.append(member)
                }
            }
        }
        return result
    }

    /// The function's route parameter and router, when it takes a router's `Route`.
    func routeFunction(_ function: Declaration, file: SourceFile, enclosing: String) -> RouteFunction? {
        for parameter in function.parameters {
            let type = parameter.type.trimmingCharacters()
            var router: String?
            if type.hasSuffix(".Route") {
                router = NavigationMap.typeName(String(type.dropLast(6)))
            } else if type == "Route" {
                router = enclosing.hasSuffix("RouterView") ? String(enclosing.dropLast(4)) : enclosing
            }
            guard let router, let subject = parameter.name ?? parameter.label, subject != "_" else { continue }
            return RouteFunction(declaration: function, file: file, router: router, subject: subject)
        }
        return nil
    }

    /// Where a type's name is (the token after its keyword).
    func location(of declaration: Declaration, in file: SourceFile) -> SourceLocation {
        var token = declaration.positionToken
        if [.class, .struct, .enum, .actor, .extension].contains(declaration.kind) {
            var next = token + 1
            while next < file.tokens.count, file.tokens[next].isComment { next += 1 }
            if next < file.tokens.count, file.tokens[next].kind == .identifier || file.tokens[next].kind == .backtickIdentifier { token = next }
        }
        return file.location(of: file.tokens[token])
    }

    /// The screen a view model or router type belongs to (`ProductList` for
    /// `ProductListViewModel` and `ProductListRouter`).
    func screenName(viewModel name: String) -> String {
        Self.suffixIndex(of: name, among: conventions.viewModelSuffixes).map { Self.dropping(conventions.viewModelSuffixes[$0], from: name) } ?? name
    }

    /// The screen a router type belongs to.
    func screenName(router name: String) -> String {
        Self.suffixIndex(of: name, among: conventions.routerSuffixes).map { Self.dropping(conventions.routerSuffixes[$0], from: name) } ?? name
    }

    /// The index of the first of `suffixes` that `name` ends with and is longer than. A
    /// name and suffix of plain ASCII (no carriage return) are compared by their bytes,
    /// which is what comparing their characters gives (a map of 8,000 screens asks this
    /// 40,000 times, and counting characters was most of it); any other by characters.
    static func suffixIndex(of name: String, among suffixes: [String]) -> Int? {
        var bytes = name
        return bytes.withUTF8 { nameBytes in
            let plainName = isPlain(nameBytes)
            return suffixes.firstIndex { suffix in
                var suffixText = suffix
                return suffixText.withUTF8 { suffixBytes in
                    guard plainName, isPlain(suffixBytes) else { return name.hasSuffix(suffix) && name.count > suffix.count }
                    return nameBytes.count > suffixBytes.count && nameBytes[(nameBytes.count - suffixBytes.count)...].elementsEqual(suffixBytes)
                }
            }
        }
    }

    /// `name` without `suffix`, one it ends with (by `suffixIndex(of:among:)`).
    static func dropping(_ suffix: String, from name: String) -> String {
        guard isPlain(name), isPlain(suffix) else { return String(name.dropLast(suffix.count)) }
        return String(Substring(name.utf8.dropLast(suffix.utf8.count)))
    }

    /// Whether `text` is ASCII without a carriage return: its characters are its bytes.
    private static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isPlain($0) }
    }

    /// Whether `bytes` are ASCII without a carriage return (`ByteSearch.isPlainText`).
    private static func isPlain(_ bytes: some Sequence<UInt8>) -> Bool {
        ByteSearch.isPlainText(bytes)
    }

    /// Type names in the order in which they claim a screen's name: two types of one
    /// screen (`FolderViewModel` and `FolderModel`) give it to the one whose suffix the
    /// conventions list first, then to the first by name; never by the order a dictionary
    /// holds them in, which changes from run to run. `sorted` is the names in order.
    func ranked(_ sorted: [String], suffixes: [String]) -> [String] {
        assert(zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 }, "ranked takes the names in order")
        var bySuffix = [[String]](repeating: [], count: suffixes.count + 1)
        for name in sorted {
            bySuffix[Self.suffixIndex(of: name, among: suffixes) ?? suffixes.count].append(name)
        }
        return bySuffix.flatMap { $0 }
    }

    /// Token readings by file path, made once per file when first asked for, by whichever
    /// router's reading asks first (routers are read on every core at once): a file of
    /// several routers is read once.
    final class Readings: @unchecked Sendable {
        private let lock = NSLock()
        private var byPath: [String: CodeReading] = [:]

        /// The token reading of `file`.
        func reading(_ file: SourceFile) -> CodeReading {
            if let known = lock.withLock({ byPath[file.path] }) { return known }
            // Made outside the lock: two routers of one file may both make it at once (the
            // same reading); the first kept is the one every later ask gets.
            // Counted by tokens: a test sees a file read once per router it holds.
            WorkCounter.add(file.tokens.count)
            let made = CodeReading(file)
            return lock.withLock {
                if let known = byPath[file.path] { return known }
                byPath[file.path] = made
                return made
            }
        }
    }

    // MARK: - Reading bodies

    /// The cases of the nested enum `name` among `members`, with their locations.
    func cases(of name: String, in members: [Member]) -> [(name: String, location: SourceLocation)] {
        guard let enumeration = members.first(where: { $0.declaration.kind == .enum && $0.declaration.name == name }) else { return [] }
        return enumeration.declaration.members.filter { $0.kind == .case }.map { member in
            (member.name, enumeration.file.location(of: enumeration.file.tokens[member.positionToken]))
        }
    }

    /// The names that open a route, as `routeKinds` reads them.
    static let routeVerbs = CodeReading.Spellings(["show", "push", "navigate", "append", "present", "presentSheet", "cover", "presented"])

    /// How the routes of a router are opened, read from every body of its members:
    /// `show(.x…)`, `push(.x…)`, `path.append(.x…)` push; `present(.x…)`, `presented = .x` present.
    func routeKinds(in members: [Member], readings: Readings) -> [String: NavigationMap.EdgeKind] {
        var kinds: [String: NavigationMap.EdgeKind] = [:]
        for member in members {
            guard let body = member.declaration.bodyRange else { continue }
            let reading = readings.reading(member.file)
            let positions = reading.positions(in: body)
            for at in positions where reading.isName(at) {
                /// The case of `(.name…` right after the name at `at`.
                func calledCase() -> String? {
                    reading.kind(at + 1) == .leftParen && reading.kind(at + 2) == .period && reading.isName(at + 3) ? reading.text(at + 3) : nil
                }
                var found: (String, NavigationMap.EdgeKind)?
                // Most names are none of these: compared by bytes, they are not made strings.
                switch reading.text(at, among: Self.routeVerbs) {
                case "show", "push", "navigate":
                    found = calledCase().map { ($0, .push) }
                case "append" where reading.kind(at - 1) == .period && reading.text(at - 2) == "path":
                    found = calledCase().map { ($0, .push) }
                case "present", "presentSheet", "cover":
                    found = calledCase().map { ($0, .present) }
                case "presented" where reading.kind(at + 1) == .equal && reading.kind(at + 2) == .period && reading.isName(at + 3):
                    found = (reading.text(at + 3), .present)
                default:
                    break
                }
                if let (name, kind) = found, kinds[name] == nil { kinds[name] = kind }
            }
        }
        return kinds
    }

    /// What a handler case's statements (token positions) do.
    func handling(_ reading: CodeReading, _ positions: [Int]) -> Handling {
        if positions.isEmpty || (positions.count == 1 && reading.text(positions[0]) == "break") { return .empty }
        var at = 0
        if reading.text(positions[0]) == "self", positions.count > 1, reading.kind(positions[1]) == .period { at = 2 }
        guard at < positions.count, ["parent", "responder"].contains(reading.text(positions[at])) else { return .handled }
        at += 1
        while at < positions.count, reading.kind(positions[at]) == .question || reading.kind(positions[at]) == .exclaim { at += 1 }
        guard at + 4 < positions.count, reading.kind(positions[at]) == .period, reading.text(positions[at + 1]) == "send",
              reading.kind(positions[at + 2]) == .leftParen, reading.kind(positions[at + 3]) == .period, reading.isName(positions[at + 4]),
              let last = positions.last, reading.kind(last) == .rightParen else { return .handled }
        return .passedUp(reading.text(positions[at + 4]))
    }

    /// The router's `handle(_:)` functions over responder actions; `viewModelOfScreen` names
    /// each screen's view model (the one a bare `ResponderAction` parameter means).
    func handlers(of router: TypeFacts, screen: String, viewModelOfScreen: [String: String], readings: Readings) -> [Handler] {
        var found: [Handler] = []
        for member in router.members where member.declaration.kind == .func && member.declaration.name == "handle" && member.declaration.parameters.count == 1 {
            let function = member.declaration
            let parameter = function.parameters[0]
            let type = parameter.type.trimmingCharacters()
            let viewModel: String
            if type.hasSuffix(".ResponderAction"), let owner = NavigationMap.typeName(String(type.dropLast(16))) {
                viewModel = owner
            } else if type == "ResponderAction" {
                // The screen's own view model: the one whose suffix the conventions list
                // first, then the first by name (as the screen's node takes it).
                viewModel = viewModelOfScreen[screen] ?? screen
            } else {
                continue
            }
            let file = member.file
            var handler = Handler(screen: screen, viewModel: viewModel, cases: [:], fallback: nil,
                                  location: file.location(of: file.tokens[function.positionToken]))
            let subject = parameter.name ?? parameter.label ?? "action"
            guard let body = function.bodyRange else { continue }
            let structure = BodyStructure(file: file, range: body)
            guard let choice = structure.switches.first(where: { $0.subject.trimmingCharacters() == subject }) else {
                found.append(handler)
                continue
            }
            let reading = readings.reading(file)
            for label in choice.cases {
                let what = handling(reading, reading.positions(in: label.bodyRange))
                if label.isDefault {
                    handler.fallback = what
                    continue
                }
                for pattern in label.patterns {
                    guard let name = CodeReading.casePattern(pattern)?.name ?? Self.leadingCase(pattern) else { continue }
                    if handler.cases[name] == nil { handler.cases[name] = (what, file.location(of: file.tokens[label.token])) }
                }
            }
            found.append(handler)
        }
        return found
    }

    /// The case a pattern scaffold cannot fully read starts with (`.a(let x) where x > 0` is `a`).
    static func leadingCase(_ pattern: String) -> String? {
        var text = Substring(pattern.trimmingCharacters())
        for prefix in ["let ", "var "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        guard text.hasPrefix(".") else { return nil }
        let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
