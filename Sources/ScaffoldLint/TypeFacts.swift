import ScaffoldSupport
import ScaffoldSyntax

/// What the repository's declarations say about its types, for the checks the lint session
/// makes across files: which types hold which (a stored property, an enum case's value, a
/// property's initial value), which are declared `@MainActor`, what each inherits, what
/// a view model's methods are (queries, senders, inputs), what static members hold, and
/// which observable classes views hold.
public struct TypeFacts: Sendable {
    /// (held, holder) pairs: `holder` has a value of `held`.
    private var edges: [(held: String, holder: String)] = []
    /// Types and protocols declared `@MainActor`.
    private var mainActor: [String] = []
    /// (type, what it inherits) pairs.
    private var inheritance: [(type: String, inherits: [String])] = []
    /// Structs and enums: values, never view models.
    private var valueTypes: [String] = []
    /// Classes and actors.
    private var classes: [String] = []
    /// The roles of view models' methods (and those of extensions of types named like
    /// view models), by type.
    private var roles: [(type: String, roles: [String: MethodRole])] = []
    /// View models that carry a `lint.senders` macro or conform to such a protocol here,
    /// with the cases of their `Action`.
    private var senders: [(type: String, cases: [String])] = []
    /// View models' attributes and `Action` cases, for senders through a protocol they
    /// conform to elsewhere.
    private var actionCases: [(type: String, cases: [String])] = []
    /// Static members: the type declaring one, its name, and the type of its value
    /// (`literal` for a literal), when that can be read.
    private var statics: [(owner: String, member: String, value: String)] = []
    /// Observable classes (`ObservableObject`, `@Observable`) that are neither view models
    /// nor routers by the settings.
    public private(set) var unclassifiedObservables: [String] = []
    /// Types a view holds through an observing property wrapper.
    public private(set) var observedByViews: [String] = []
    /// Screen views' view-model properties: the view, the property and the type it holds.
    private var screenViewModels: [(view: String, property: String, type: String)] = []
    /// Protocols: their requirements' names and where each is declared.
    var protocols: [ProtocolFact] = []
    /// Extensions: the type extended and its members' names.
    var extensionMembers: [(type: String, members: [String])] = []
    /// Structs and classes: the inits a construction of each can use, when they can be read.
    var initializers: [InitFact] = []
    /// The file the facts are read from, for the places of protocols and types.
    var currentPath = ""

    /// No facts.
    public init() {}

    /// The facts of one parsed file.
    public init(_ tree: SyntaxTree) {
        currentPath = tree.file.path
        for declaration in tree.declarations { add(declaration, reading: nil) }
    }

    /// What the walk over one file reads besides the declarations' own facts, when the
    /// file was classified: the settings and the file's view models. A class: the walk
    /// passes it down to every nested type, one reference, not a copy of the file.
    private final class Reading {
        /// The file.
        let file: LintFile
        /// Its view models' names.
        let known: Set<String>
        /// The member names `lint.singletons` treats as singletons (`shared`, `default`).
        let accessors: Set<String>

        /// What the walk over `file` reads.
        init(file: LintFile, known: Set<String>, accessors: Set<String>) {
            self.file = file
            self.known = known
            self.accessors = accessors
        }
    }

    /// The facts of one file, with what its classification tells: its view models'
    /// method roles, the senders among them, the static members named like singleton
    /// accessors, its observable classes and what its views observe. One walk.
    public init(_ file: LintFile) {
        let settings = file.settings
        let reading = Reading(file: file, known: file.knownViewModels, accessors: settings.singletonAccessors)
        currentPath = file.path
        for declaration in file.tree.declarations { add(declaration, reading: reading) }
        for viewModel in file.viewModels {
            // A view model others reach only through send(_:) has no role to look up.
            let found = file.methodRoles(of: viewModel)
            if found.count > 1 || found["send"] == nil { roles.append((viewModel.name, found)) }
            // Senders through a macro or protocol matter only when the config names some.
            guard !settings.senders.isEmpty else { continue }
            let cases = file.actionCases(of: viewModel)
            if !cases.isEmpty { actionCases.append((viewModel.name, cases)) }
            if file.hasSenderMacro(viewModel) { senders.append((viewModel.name, cases)) }
        }
        for view in file.screenViews {
            for member in view.members { if let type = file.settingsViewModelType(member) { screenViewModels.append((view.name, member.name, type)) } }
        }
    }

    /// What a classified file tells of `declaration`, a type or an extension: an
    /// extension's methods named like a view model's, an observable class that is no view
    /// model, what a view owns or is handed.
    private mutating func read(_ declaration: Declaration, _ reading: Reading) {
        let settings = reading.file.settings
        switch declaration.kind {
        case .extension where !reading.known.contains(declaration.name) && settings.viewModelSuffixes.contains(where: { declaration.name.hasSuffix($0) }):
            // Methods a view model gets in another file.
            roles.append((declaration.name, reading.file.methodRoles(owner: declaration.name, members: declaration.members, senderMacro: false)))
        case .class:
            let observable = declaration.hasAttribute("Observable") || declaration.inheritance.contains("ObservableObject")
            if observable, !reading.known.contains(declaration.name), !settings.isRouter(declaration), !settings.conventions.isExcluded(declaration.name) {
                unclassifiedObservables.append(declaration.name)
            }
        case .struct where declaration.inheritance.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }):
            // What a view owns or is handed, not what the environment shares.
            for member in declaration.members where member.kind == .var && member.hasAttribute(in: Self.heldWrappers) {
                if let type = member.type.map({ TypeFacts.baseName(TypeFacts.plainType($0)) }) ?? member.initializer.flatMap(TypeFacts.constructedType) { observedByViews.append(type) }
            }
        default:
            break
        }
    }

    /// Property wrappers through which a view owns or is handed an object.
    static let heldWrappers: Set<String> = ["StateObject", "ObservedObject", "Bindable", "State"]

    /// A type without spaces and the `?` or `!` that makes it optional.
    static func plainType(_ type: String) -> String {
        var text = Substring(type.trimmingSpaces())
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return String(text)
    }

    /// Observable classes that views own or are handed, named like view models by another
    /// convention (`ProductDetailVM`, `CartModel`, `LoginPresenter`), but that are no view
    /// models by the settings; sorted.
    public var lookalikeViewModels: [String] {
        guard !unclassifiedObservables.isEmpty else { return [] }
        return Set(unclassifiedObservables).intersection(observedByViews).subtracting(Self.scaffoldNavigationTypes)
            .filter { name in Self.viewModelWords.contains { name.hasSuffix($0) && name.count > $0.count } }.sorted()
    }

    /// The observable classes scaffold writes for an app's navigation (Navigation.swift's
    /// stack, which its host view holds): no view models, whatever their names end in.
    static let scaffoldNavigationTypes: Set<String> = ["NavigationStackModel"]

    /// The last words of the names other conventions give view models.
    static let viewModelWords = ["VM", "Vm", "ViewModel", "Model", "Presenter", "ViewState", "ScreenState", "Store"]

    /// The type an initial value constructs (`Model()`, `Model.shared`), or nil.
    static func constructedType(_ initializer: String) -> String? {
        let head = initializer.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = head.first, first.isUppercase else { return nil }
        return String(head)
    }

    /// Adds the facts of `declaration` and its nested types (and, with `reading`, what a
    /// classified file tells of them).
    private mutating func add(_ declaration: Declaration, reading: Reading?) {
        WorkCounter.add()
        if let reading { read(declaration, reading) }
        switch declaration.kind {
        case .class, .struct, .enum, .actor, .protocol:
            let name = declaration.name
            if declaration.hasAttribute("MainActor") { mainActor.append(name) }
            if declaration.kind == .struct || declaration.kind == .enum { valueTypes.append(name) }
            if declaration.kind == .class || declaration.kind == .actor { classes.append(name) }
            if !declaration.inheritance.isEmpty { inheritance.append((name, declaration.inheritance.map(Self.baseName))) }
            addRequirementsAndInits(declaration)
            // By index: a member is read in place, not copied whole (most are functions,
            // which hold nothing).
            let members = declaration.members
            for index in members.indices {
                switch members[index].kind {
                case .var, .let:
                    // A property of the type's values, stored or computed: it reaches the value.
                    let modifiers = members[index].modifiers
                    guard !modifiers.contains("static"), !modifiers.contains("class") else {
                        // A static member named like a singleton accessor (`shared`,
                        // `default`): what it holds says whether reaching it reaches one.
                        if let reading, declaration.kind != .protocol, reading.accessors.contains(members[index].name),
                           let value = Self.valueType(of: members[index], owner: name) {
                            statics.append((name, members[index].name.filter { $0 != "`" }, value))
                        }
                        break
                    }
                    // The annotation says what is held; without one, the initial value does.
                    if let type = members[index].type { addHeld(in: type, by: name) } else if let initializer = members[index].initializer { addHeld(in: initializer, by: name) }
                case .case:
                    for parameter in members[index].parameters { addHeld(in: parameter.type, by: name) }
                case .class, .struct, .enum, .actor, .protocol, .extension:
                    add(members[index], reading: reading)
                default:
                    break
                }
            }
        case .extension:
            // An extension adds conformances (and no stored properties).
            if !declaration.inheritance.isEmpty { inheritance.append((Self.baseName(declaration.name), declaration.inheritance.map(Self.baseName))) }
            let members = declaration.members
            extensionMembers.append((Self.baseName(declaration.name), members.map(\.name)))
            for index in members.indices where [.class, .struct, .enum, .actor, .protocol, .extension].contains(members[index].kind) { add(members[index], reading: reading) }
        default:
            break
        }
    }

    private mutating func addHeld(in text: String, by holder: String) {
        for held in ByteSearch.upperCamelNames(in: text, excluding: Self.standardByLength) where held != holder { edges.append((held, holder)) }
    }

    /// Types of the standard library and the SDK that hold no screen: not worth an edge.
    static let standardTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Substring", "Decimal", "Date", "URL", "UUID", "Data", "Error", "Never", "Void",
        "Array", "Set", "Dictionary", "Optional", "Result", "Task", "Published", "Binding", "State", "AnyCancellable", "CGFloat", "CGSize", "CGPoint",
        "CGRect", "Color", "Image", "Text", "Font", "Int64", "Int32", "UInt", "TimeInterval", "IndexSet", "NSObject", "Any", "AnyObject", "Self",
    ]

    /// Value types of the standard library and the SDK a static member may hold.
    static let standardValues: Set<String> = ["String", "Int", "Double", "Float", "Bool", "Character", "Decimal", "Date", "URL", "UUID", "Data",
                                              "Array", "Set", "Dictionary", "Optional", "CGFloat", "CGSize", "CGPoint", "CGRect", "Color", "Image",
                                              "Font", "TimeInterval", "IndexSet", "Int64", "Int32", "UInt"]

    /// `standardTypes` as bytes, by length.
    static let standardByLength: [Int: [[UInt8]]] = Dictionary(grouping: standardTypes.map { Array($0.utf8) }, by: \.count)

    /// The type of a static property's value: its annotation, or what its initial value
    /// constructs (`.init()` and `Self()` the owner's), `literal` for a literal.
    static func valueType(of member: Declaration, owner: String) -> String? {
        if let type = member.type {
            let plain = plainType(type)
            return plain.hasPrefix("[") ? "literal" : (plain == "Self" ? owner : baseName(plain))
        }
        // The start of the initial value only (it may be a long closure): no copy of it.
        guard let whole = member.initializer else { return nil }
        let initializer = whole.drop { $0 == " " || $0 == "\t" }
        guard let first = initializer.first else { return nil }
        if first == "\"" || first == "[" || first.isNumber || initializer.hasPrefix("true") || initializer.hasPrefix("false") { return "literal" }
        if initializer.hasPrefix(".init(") || initializer.hasPrefix("Self(") || initializer.hasPrefix("Self.init(") { return owner }
        let name = initializer.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard name.first?.isUppercase == true else { return nil }
        // `Foo.init(…)` and `Foo(…)` construct a Foo; `Foo.make()` says nothing.
        let rest = initializer.dropFirst(name.count)
        return rest.hasPrefix("(") || rest.hasPrefix(".init(") || rest.hasPrefix("<") ? String(name) : nil
    }

    /// Adds `other`'s facts.
    public mutating func merge(_ other: TypeFacts) {
        edges += other.edges
        mainActor += other.mainActor
        inheritance += other.inheritance
        valueTypes += other.valueTypes
        classes += other.classes
        roles += other.roles
        senders += other.senders
        actionCases += other.actionCases
        statics += other.statics
        unclassifiedObservables += other.unclassifiedObservables
        observedByViews += other.observedByViews
        screenViewModels += other.screenViewModels
        protocols += other.protocols
        extensionMembers += other.extensionMembers
        initializers += other.initializers
    }

    /// The facts indexed for the questions, once all are gathered. Each index is built on
    /// its first question: a run that asks only about holders does not index inheritance.
    public func indexed() -> Index {
        Index(self)
    }

    /// The facts, indexed by name on demand (used by one thread at a time).
    public final class Index {
        private let facts: TypeFacts
        /// For each type name, the types that hold a value of it.
        private lazy var heldBy: [String: [String]] = {
            var heldBy: [String: [String]] = [:]
            for edge in facts.edges { heldBy[edge.held, default: []].append(edge.holder) }
            return heldBy
        }()
        /// Types and protocols declared `@MainActor`.
        private lazy var mainActor = Set(facts.mainActor)
        /// What each type or protocol inherits.
        private lazy var inherits: [String: [String]] = {
            var inherits: [String: [String]] = [:]
            for item in facts.inheritance { inherits[item.type, default: []] += item.inherits }
            return inherits
        }()
        /// Structs and enums.
        private lazy var valueTypes = Set(facts.valueTypes)
        /// Classes and actors.
        private lazy var classes = Set(facts.classes)
        /// Method roles by type, then method.
        private lazy var roles: [String: [String: MethodRole]] = {
            var roles: [String: [String: MethodRole]] = [:]
            for item in facts.roles { roles[item.type, default: [:]].merge(item.roles) { $1 } }
            return roles
        }()
        /// The static members and the types of their values, by owner.
        private lazy var statics: [String: [(member: String, value: String)]] = {
            var statics: [String: [(member: String, value: String)]] = [:]
            for item in facts.statics { statics[item.owner, default: []].append((item.member, item.value)) }
            return statics
        }()
        /// Protocols by name (a name declared twice has two).
        lazy var protocolsByName: [String: [ProtocolFact]] = Dictionary(grouping: facts.protocols, by: \.name)
        /// The members' names of every extension of a type, by type.
        lazy var extensionMembersByType: [String: [String]] = {
            var found: [String: [String]] = [:]
            for item in facts.extensionMembers { found[item.type, default: []] += item.members }
            return found
        }()
        /// Structs' and classes' inits by name.
        lazy var initializersByName: [String: [InitFact]] = Dictionary(grouping: facts.initializers, by: \.name)
        /// Types an extension gives an init.
        lazy var extendedWithInit: Set<String> = Set(facts.extensionMembers.filter { $0.members.contains("init") }.map(\.type))
        /// The types a construction can be checked against, read once.
        lazy var checkableInits: [String: CheckableInit] = readCheckableInits()
        /// Their names by hash (`ConstructionSites.hash`), compared before a construction's strings are made.
        lazy var checkableNamesByHash: [UInt64: [String]] = Dictionary(grouping: checkableInits.keys, by: { ConstructionSites.hash($0.utf8) })
        /// How many types (of any kind) each name declares.
        lazy var typeDeclarationCount: [String: Int] = {
            var count: [String: Int] = [:]
            for name in facts.valueTypes { count[name, default: 0] += 1 }
            for name in facts.classes { count[name, default: 0] += 1 }
            for item in facts.protocols { count[item.name, default: 0] += 1 }
            return count
        }()
        /// Screen views' view-model properties and their types, by view.
        private lazy var screenViewModels: [String: [(property: String, type: String)]] = {
            var found: [String: [(property: String, type: String)]] = [:]
            for item in facts.screenViewModels { found[item.view, default: []].append((item.property, item.type)) }
            return found
        }()

        /// An index of `facts`, built as questions come.
        init(_ facts: TypeFacts) {
            self.facts = facts
        }

        /// Whether `type` is declared as a struct or an enum.
        public func isValueType(_ type: String) -> Bool {
            valueTypes.contains(type)
        }

        /// The view-model type `property` of screen view `view` holds, when declared here.
        public func viewModelType(of property: String, inScreenView view: String) -> String? {
            screenViewModels[view]?.first { $0.property == property }?.type
        }

        /// Whether `type` is declared as a class or an actor.
        public func isClass(_ type: String) -> Bool {
            classes.contains(type)
        }

        /// The role of `method` of `type` (or of what it inherits), when declared here.
        public func role(of method: String, in type: String) -> MethodRole? {
            var seen: Set<String> = []
            var queue = [TypeFacts.baseName(type)]
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                if let role = roles[next]?[method] { return role }
                queue += inherits[next] ?? []
            }
            return nil
        }

        /// Whether `method` of `type` is generated from an `Action` case by one of
        /// `senders` (a macro on the type, or a protocol it conforms to, here or through
        /// what it inherits).
        public func isGeneratedSender(_ method: String, in type: String, senders names: [String]) -> Bool {
            guard !names.isEmpty else { return false }
            let type = TypeFacts.baseName(type)
            if facts.senders.contains(where: { $0.type == type && $0.cases.contains(method) }) { return true }
            guard facts.actionCases.contains(where: { $0.type == type && $0.cases.contains(method) }) else { return false }
            var seen: Set<String> = []
            var queue = inherits[type] ?? []
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                if names.contains(next) { return true }
                queue += inherits[next] ?? []
            }
            return false
        }

        /// Whether the static `member` of `type` holds a value, not a shared object: its
        /// value's type is a struct or an enum declared here, or a literal.
        public func holdsValue(_ member: String, of type: String) -> Bool {
            guard let value = statics[type]?.first(where: { $0.member == member })?.value else { return false }
            return value == "literal" || valueTypes.contains(value) || TypeFacts.standardValues.contains(value)
        }

        /// Every type that holds one of `types`, directly or through other holders.
        public func holders(of types: [String]) -> Set<String> {
            var found: Set<String> = []
            var queue = types
            while let next = queue.popLast() {
                for holder in heldBy[next] ?? [] where !found.contains(holder) && !types.contains(holder) {
                    found.insert(holder)
                    queue.append(holder)
                }
            }
            return found
        }

        /// What `type` inherits, by name.
        public func inherited(by type: String) -> [String] {
            inherits[type] ?? []
        }

        /// Whether one of `types`, or what they inherit, is declared `@MainActor`.
        public func isMainActor(inheriting types: [String]) -> Bool {
            var seen: Set<String> = []
            var queue = types.map(TypeFacts.baseName)
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                if mainActor.contains(next) { return true }
                queue += inherits[next] ?? []
            }
            return false
        }
    }

    /// `Base` of `Base<T>` or `Module.Base`.
    static func baseName(_ type: String) -> String {
        // Most names are plain: nothing to cut.
        if !type.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ".") }) { return type }
        let head = type.prefix { $0 != "<" && $0 != " " }
        return String(head.split(separator: ".").last ?? Substring(head))
    }

}
