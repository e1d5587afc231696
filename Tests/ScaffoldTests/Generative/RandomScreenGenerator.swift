import Foundation

/// Makes valid screen specs across the grammar from a seed: settings, custom types, inputs,
/// dependencies of each kind, outputs of every type, routes, responder actions, actions with
/// each effect and view hints. Each `make…` adds one entry consistent with what the screen
/// has (the edits use them too), keeping names unique.
struct RandomScreenGenerator {
    /// The random source; the same seed makes the same screen.
    var random: SeededRandom

    /// A generator for `seed`.
    init(seed: Int) {
        random = SeededRandom(seed: seed)
    }

    /// The words screens are named after.
    static let screenWords = ["Order", "Basket", "Journal", "Gallery", "Ticket", "Report", "Garden", "Recipe", "Course", "Invoice"]

    /// A screen of an app: its name, the platform and test framework every screen of the app
    /// shares, whether it may take inputs (a screen a route opens), and the type and member
    /// names the app's other screens took.
    struct AppScreen {
        var name: String
        var platform: String?
        var testing: String?
        var takesInputs: Bool
        var takenTypeNames: Set<String>
        var takenNames: Set<String>
    }

    /// A whole screen for `seed`; with `app`, a screen of an app.
    mutating func screen(seed: Int, app: AppScreen? = nil) -> GenScreen {
        var screen = GenScreen(screen: app?.name ?? (random.pick(Self.screenWords) + "G\(seed < 0 ? "m\(-seed)" : String(seed))"), module: "Gen")
        screen.usedTypeNames = Set([screen.screen]).union(app?.takenTypeNames ?? [])
        screen.usedNames = app?.takenNames ?? []
        let platform17 = random.chance(60)
        if random.chance(80) { screen.platform = platform17 ? "iOS 17" : "iOS 16" }
        if let app { screen.platform = app.platform }
        let isSeventeen = screen.platform != "iOS 16"
        if isSeventeen, random.chance(45) { screen.style = "observation" } else if random.chance(50) { screen.style = "combine" }
        if random.chance(50) { screen.testing = "swift-testing" } else if random.chance(50) { screen.testing = "xctest" }
        if let app { screen.testing = app.testing }
        if random.chance(20) { screen.previews = "provider" } else if random.chance(20) { screen.previews = "macro" }

        for _ in 0..<random.int(1...2) { _ = makeItemType(&screen) }
        if random.chance(40) { screen.tags.append(screen.uniqueTypeName(random.pick(["Tag", "Topic", "Label"]))) }
        if random.chance(40) { screen.choices.append(screen.uniqueTypeName(random.pick(["SortOrder", "Filter", "Mode"]))) }

        for _ in 0..<random.int(0...2) where app?.takesInputs ?? true { makeInput(&screen) }
        if random.chance(70) { _ = makeProtocolDependency(&screen) }
        if random.chance(20) { _ = makeProtocolDependency(&screen) }
        // Fakes in the tests' folder suit a screen without protocols: a preview cannot see them.
        screen.fakesInSources = !screen.protocols.isEmpty || random.chance(60)
        if random.chance(40) { makeConcreteDependency(&screen) }
        if random.chance(35) { makeClosureDependency(&screen) }
        for _ in 0..<random.int(0...6) { makeOutput(&screen) }
        for _ in 0..<random.int(0...3) { makeRoute(&screen) }
        for _ in 0..<random.int(0...3) { makeResponder(&screen) }
        for _ in 0..<random.int(0...7) { makeAction(&screen) }
        for index in screen.protocols.indices where random.chance(50) {
            screen.protocols[index].requirements.append(unusedRequirement(&screen, protocolIndex: index))
        }
        makeHints(&screen)
        screen.isWritten = true
        screen.routerHasParent = screen.responder.contains { $0.effect == .up }
        return screen
    }

    // MARK: - Types

    /// A new `Identifiable` struct, with its sample.
    mutating func makeItemType(_ screen: inout GenScreen) -> String {
        let name = screen.uniqueTypeName(random.pick(["Item", "Product", "Photo", "Message", "Entry"]))
        screen.items.append(name)
        return name
    }

    /// A type for a value: standard, or one of the screen's custom types.
    mutating func valueType(_ screen: GenScreen, hashable: Bool = false) -> GenType {
        var choices: [GenType] = [.int, .string, .bool, .double]
        choices += screen.items.map { .item($0) }
        if !hashable { choices += [.array(.string), .optional(.int)] }
        choices += screen.tags.map { .tag($0) } + screen.choices.map { .choice($0) }
        if random.chance(10) { choices += [.date, .url, .uuid] }
        return random.pick(choices)
    }

    /// A type for an output.
    mutating func outputType(_ screen: GenScreen) -> GenType {
        var choices: [GenType] = [.bool, .bool, .int, .double, .string, .string, .optional(.string), .optional(.int), .array(.string),
                                  .dictionary(.string, .int), .set(.int), .optional(.date), .optional(.url)]
        for item in screen.items { choices += [.array(.item(item)), .array(.item(item)), .optional(.item(item)), .item(item)] }
        choices += screen.tags.map { .array(.tag($0)) }
        choices += screen.choices.flatMap { [GenType.choice($0), .choice($0)] }
        if random.chance(10) { choices.append(.tuple(.int, .int)) }
        if random.chance(10) { choices.append(.optional(.error)) }
        return random.pick(choices)
    }

    // MARK: - Inputs and dependencies

    /// An input, with a sample when its type needs one.
    mutating func makeInput(_ screen: inout GenScreen) {
        var types: [GenType] = [.int, .string]
        types += screen.items.flatMap { [GenType.itemID($0), .item($0)] }
        let type = random.pick(types)
        let base: String
        switch type {
        case .itemID(let name): base = lowerFirst(name) + "ID"
        case .item(let name): base = lowerFirst(name)
        case .int: base = random.pick(["limit", "startPage", "userID"])
        default: base = random.pick(["source", "category", "initialQuery"])
        }
        let name = screen.uniqueName(base)
        screen.inputs.append(GenDependency(name: name, type: type.text, kind: .value, valueType: type))
        addSample(for: type, to: &screen)
    }

    /// A protocol dependency (declared in the support file, faked by scaffold); its index.
    mutating func makeProtocolDependency(_ screen: inout GenScreen) -> Int {
        let type = screen.uniqueTypeName(random.pick(["CatalogService", "FeedService", "AccountService", "SyncService", "SearchService"]))
        screen.protocols.append(GenProtocol(name: type))
        let base = lowerFirst(String(type.dropLast("Service".count).prefix { !$0.isNumber }))
        let name = screen.uniqueName(random.chance(50) ? base : base + "Service")
        screen.dependencies.append(GenDependency(name: name, type: type, kind: .faked))
        return screen.protocols.count - 1
    }

    /// A concrete dependency type (declared in the support file) with its sample.
    mutating func makeConcreteDependency(_ screen: inout GenScreen) {
        let type = screen.uniqueTypeName(random.pick(["Analytics", "SettingsStore", "Clock", "Logger", "ImageCache"]))
        screen.concreteTypes.append(type)
        let name = screen.uniqueName(lowerFirst(type))
        screen.dependencies.append(GenDependency(name: name, type: type, kind: .concrete))
        screen.samples.append((type, "\(type)()"))
    }

    /// A closure dependency that returns a value, with a sample when the spec would need one
    /// (and sometimes when it would not).
    mutating func makeClosureDependency(_ screen: inout GenScreen) {
        var results: [GenType] = [.int, .string, .date, .uuid]
        results += screen.items.map { .item($0) }
        let result = random.pick(results)
        let parameters = random.chance(30) ? "Int" : ""
        let type = (random.chance(50) ? "@Sendable " : "") + "(\(parameters)) -> \(result.text)"
        let name = screen.uniqueName(random.pick(["makeValue", "now", "generate", "provide"]))
        screen.dependencies.append(GenDependency(name: name, type: type, kind: .closure, valueType: result))
        if !result.hasBuiltInSample || random.chance(30), !screen.samples.contains(where: { $0.type == type }) {
            screen.samples.append((type, "{ \(parameters.isEmpty ? "" : "_ in ")\(result.value(1)) }"))
        }
        addSample(for: result, to: &screen)
    }

    /// Adds the sample a custom type needs, once.
    mutating func addSample(for type: GenType, to screen: inout GenScreen) {
        switch type {
        case .item(let name), .tag(let name), .choice(let name):
            if !screen.samples.contains(where: { $0.type == name }) { screen.samples.append((name, type.value(1))) }
        case .itemID(let name):
            if !screen.samples.contains(where: { $0.type == type.text }) { screen.samples.append((type.text, "1")) }
            addSample(for: .item(name), to: &screen)
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped):
            addSample(for: wrapped, to: &screen)
        case .dictionary(let key, let value), .tuple(let key, let value):
            addSample(for: key, to: &screen)
            addSample(for: value, to: &screen)
        default:
            break
        }
    }

    // MARK: - Outputs

    /// An output of a random type, named after it, with an initial value or scaffold's default.
    mutating func makeOutput(_ screen: inout GenScreen) {
        let type = outputType(screen)
        let base: String
        switch type {
        case .bool: base = random.pick(["isOn", "isEnabled", "isFavorite", "showsGrid", "isLoading", "isLoading"])
        case .int: base = random.pick(["count", "page", "score", "total"])
        case .double: base = random.pick(["ratio", "volume", "progress"])
        case .string: base = random.pick(["title", "query", "caption", "note", "password"])
        case .optional(.string): base = random.pick(["errorMessage", "errorMessage", "subtitle", "problem"])
        case .optional(.error): base = random.pick(["lastError", "failure"])
        case .optional(.item(let name)): base = random.pick(["selected", "current"]) + name
        case .item(let name): base = "featured" + name
        case .array(.item(let name)): base = lowerFirst(name) + "s"
        case .array(.tag(let name)): base = lowerFirst(name) + "s"
        case .choice(let name): base = lowerFirst(name)
        case .tuple: base = "range"
        case .array: base = random.pick(["names", "lines"])
        case .dictionary: base = "counts"
        case .set: base = "seen"
        default: base = random.pick(["stamp", "link", "lastSeen"])
        }
        let name = screen.uniqueName(base)
        let needsValue: Bool
        switch type {
        case .item, .choice, .tuple, .date, .url, .uuid: needsValue = true
        default: needsValue = false
        }
        let initial = needsValue || random.chance(60) ? type.value(random.int(0...5)) : nil
        screen.outputs.append(GenOutput(name: name, type: type, initial: initial))
        addSample(for: type, to: &screen)
    }

    // MARK: - Routes and responder actions

    /// A route with no value, or one hashable value.
    mutating func makeRoute(_ screen: inout GenScreen) {
        let name = screen.uniqueName(random.pick(["detail", "settings", "help", "profile", "about", "editor"]))
        var values: [GenValue] = []
        if random.chance(50) { values.append(GenValue(label: random.chance(30) ? "value" : nil, type: valueType(screen, hashable: true))) }
        screen.routes.append(GenCase(name: name, values: values))
        values.forEach { addSample(for: $0.type, to: &screen) }
    }

    /// A responder action: to a route (pushed or presented, with its values), dismiss, up,
    /// or no effect.
    mutating func makeResponder(_ screen: inout GenScreen) {
        var kinds = ["dismiss", "none"]
        if !screen.isWritten || screen.routerHasParent { kinds.append("up") }
        if !screen.routes.isEmpty { kinds += ["route", "route", "present", "present"] }
        let kind = random.pick(kinds)
        var entry = GenCase(name: "")
        switch kind {
        case "route", "present":
            let route = random.pick(screen.routes)
            entry.values = route.values.map { GenValue(label: random.chance(50) ? $0.label : nil, type: $0.type) }
            entry.effect = kind == "route" ? .route(route.name) : .present(route.name)
            entry.name = screen.uniqueName((kind == "route" ? "show" : "open") + upperFirst(route.name))
        case "dismiss":
            entry.effect = .dismiss
            entry.name = screen.uniqueName(random.pick(["close", "finish", "done", "cancel"]))
        case "up":
            entry.effect = .up
            entry.name = screen.uniqueName(random.pick(["signedOut", "completed", "saved"]))
        default:
            entry.name = screen.uniqueName(random.pick(["reportProblem", "share", "rate"]))
        }
        if entry.values.isEmpty, entry.effect == nil || entry.effect == .up || entry.effect == .dismiss, random.chance(30) {
            entry.values = [GenValue(label: nil, type: valueType(screen))]
        }
        entry.values.forEach { addSample(for: $0.type, to: &screen) }
        screen.responder.append(entry)
    }

    // MARK: - Names

    /// `name` with its first letter uppercased.
    func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
    /// `name` with its first letter lowercased.
    func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }
}
