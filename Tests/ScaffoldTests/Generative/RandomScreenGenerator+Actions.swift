import Foundation

extension RandomScreenGenerator {
    /// The kinds of action effect, `none` for a TODO.
    static let actionKinds = ["set", "toggle", "clear", "select", "respond", "send", "call", "none"]

    /// An action of a random kind the screen can have.
    mutating func makeAction(_ screen: inout GenScreen) {
        var kinds = ["none"]
        if screen.outputs.contains(where: { isSettable($0) }) { kinds += ["set", "set", "set"] }
        if screen.outputs.contains(where: { $0.type == .bool }) { kinds += ["toggle"] }
        if screen.outputs.contains(where: { if case .optional = $0.type { return true } else { return false } }) { kinds += ["clear"] }
        if screen.outputs.contains(where: { if case .array(.item) = $0.type { return true } else { return false } }) { kinds += ["select"] }
        if !screen.responder.isEmpty { kinds += ["respond", "respond"] }
        if !screen.actions.isEmpty { kinds += ["send"] }
        if !screen.protocols.isEmpty { kinds += ["call", "call", "call"] }
        makeAction(random.pick(kinds), in: &screen)
    }

    /// Whether a `set` action can assign the output (and its test compare it).
    func isSettable(_ output: GenOutput) -> Bool {
        switch output.type {
        case .tuple, .optional(.error): return false
        default: return true
        }
    }

    /// An action of `kind` ("set", "toggle", "respond", "send", "call" or "none"), when the
    /// screen has what it needs; nil when it does not.
    @discardableResult
    mutating func makeAction(_ kind: String, in screen: inout GenScreen) -> GenCase? {
        var entry = GenCase(name: "")
        switch kind {
        case "set":
            guard let output = random.pickIfAny(screen.outputs.filter(isSettable)) else { return nil }
            var type = output.type
            if case .optional(let wrapped) = type, random.chance(70) { type = wrapped }
            entry.values = [GenValue(label: random.chance(25) ? "value" : nil, type: type)]
            entry.effect = .set(output.name)
            entry.name = screen.uniqueName(random.pick(["set", "update", "change"]) + upperFirst(output.name))
        case "toggle":
            guard let output = random.pickIfAny(screen.outputs.filter { $0.type == .bool }) else { return nil }
            entry.effect = .toggle(output.name)
            entry.name = screen.uniqueName("toggle" + upperFirst(output.name))
        case "clear":
            // An optional set back to nil: an error's dismissal, or any other optional.
            guard let output = random.pickIfAny(screen.outputs.filter { if case .optional = $0.type { return true } else { return false } }) else { return nil }
            entry.effect = .clear(output.name)
            entry.name = screen.uniqueName(random.pick(["clear", "dismiss", "reset"]) + upperFirst(output.name))
        case "select":
            // What a list's row sends: the element, or (for Identifiable rows) its id.
            let lists = screen.outputs.compactMap { output -> String? in
                if case .array(.item(let name)) = output.type { return name }
                return nil
            }
            guard let element = random.pickIfAny(lists) else { return nil }
            entry.values = [GenValue(label: nil, type: random.chance(60) ? .itemID(element) : .item(element))]
            entry.name = screen.uniqueName(random.pick(["select", "open", "show", "choose"]) + upperFirst(element))
            if let target = random.pickIfAny(screen.responder.filter { $0.values.map(\.type) == entry.values.map(\.type) }), random.chance(60) {
                entry.effect = .respond(target.name)
            }
        case "respond":
            guard let target = random.pickIfAny(screen.responder) else { return nil }
            entry.values = target.values.map { GenValue(label: random.chance(50) ? $0.label : nil, type: $0.type) }
            entry.effect = .respond(target.name)
            entry.name = screen.uniqueName(random.chance(50) ? target.name : random.pick(["tap", "confirm", "choose"]) + upperFirst(target.name))
        case "send":
            guard let target = random.pickIfAny(screen.actions) else { return nil }
            entry.values = target.values.map { GenValue(label: random.chance(50) ? $0.label : nil, type: $0.type) }
            entry.effect = .send(target.name)
            entry.name = screen.uniqueName(random.pick(["refresh", "again", "restart", "retry"]))
        case "call":
            guard !screen.protocols.isEmpty else { return nil }
            entry = makeCall(&screen)
        default:
            entry.name = screen.uniqueName(random.pick(["archive", "share", "confirm", "load", "onAppear", "retry", "dismissError", "select"]))
            if random.chance(40) {
                let list = screen.outputs.compactMap { $0.type.element }
                let type = random.chance(50) ? random.pickIfAny(list) ?? valueType(screen) : valueType(screen)
                entry.values = [GenValue(label: nil, type: type)]
                if random.chance(30) { entry.values.append(GenValue(label: "flag", type: .bool)) }
            }
        }
        entry.values.forEach { addSample(for: $0.type, to: &screen) }
        screen.actions.append(entry)
        return entry
    }

    /// An action that awaits a new requirement of one of the screen's protocols: its values
    /// passed as arguments with outputs, inputs and literals, its result into an output, a
    /// loading flag, and its failure to an error output or an action that takes a `String`.
    mutating func makeCall(_ screen: inout GenScreen) -> GenCase {
        let protocolIndex = random.int(0...(screen.protocols.count - 1))
        let dependency = screen.dependencies.first { $0.type == screen.protocols[protocolIndex].name }?.name ?? ""
        var entry = GenCase(name: "")
        if random.chance(40) { entry.values = [GenValue(label: random.chance(20) ? "id" : nil, type: valueType(screen))] }
        // The result goes into an output (its type, or the optional's wrapped type).
        var into: GenOutput?
        var result: GenType?
        if random.chance(65), let output = random.pickIfAny(screen.outputs.filter(isSettable)) {
            into = output
            result = output.type
            if case .optional(let wrapped) = output.type, random.chance(50) { result = wrapped }
        }
        var loading: String?
        if random.chance(45) { loading = random.pickIfAny(screen.outputs.filter { $0.type == .bool && $0.name != into?.name })?.name }
        var failure: String?
        if random.chance(55) {
            var targets = screen.outputs.filter { $0.type == .optional(.string) || $0.type == .optional(.error) }.map(\.name)
            // An action that awaits in its turn is refused (its failure test cannot stub both calls).
            targets += screen.actions.filter { action in
                guard action.types == [.string] else { return false }
                if case .call? = screen.finalEffect(of: action.name) { return false }
                return true
            }.map(\.name)
            failure = random.pickIfAny(targets.filter { $0 != into?.name && $0 != loading })
        }
        // The arguments: the action's values, then outputs, inputs or literals.
        var parameters: [(label: String, name: String, type: GenType)] = []
        var arguments: [String] = []
        func addParameter(_ type: GenType, _ expression: String, _ base: String) {
            let name = base + (parameters.contains { $0.name == base } ? String(parameters.count + 1) : "")
            let label = random.chance(40) ? "_" : name
            parameters.append((label, name, type))
            arguments.append(label == "_" ? expression : "\(label): \(expression)")
        }
        for (index, value) in entry.values.enumerated() { addParameter(value.type, "$\(index)", "value") }
        for _ in 0..<random.int(0...2) {
            switch random.int(0...2) {
            case 0:
                if let output = random.pickIfAny(screen.outputs.filter { $0.type != .optional(.error) }) { addParameter(output.type, output.name, output.name) }
            case 1:
                if let input = random.pickIfAny(screen.inputs), let type = input.valueType { addParameter(type, input.name, input.name) }
            default:
                let type = random.pick([GenType.int, .string, .bool])
                addParameter(type, type.value(random.int(1...3)), random.pick(["limit", "mode", "force"]))
            }
        }
        let base = into.map { random.pick(["load", "fetch", "reload"]) + upperFirst($0.name) } ?? random.pick(["sync", "submit", "ping", "upload"])
        let method = uniqueRequirementName(screen.protocols[protocolIndex], base: lowerFirst(base))
        screen.protocols[protocolIndex].requirements.append(GenRequirement(name: method, parameters: parameters, isThrowing: failure != nil, result: result))
        entry.name = screen.uniqueName(random.chance(30) ? random.pick(["load", "refresh", "onAppear"]) : base)
        entry.effect = .call(GenCall(dependency: dependency, method: method, arguments: arguments.joined(separator: ", "),
                                     into: into?.name, loading: loading, failure: failure))
        return entry
    }

    /// A requirement name `protocol` does not have yet.
    func uniqueRequirementName(_ item: GenProtocol, base: String) -> String {
        var name = base
        var counter = 2
        while item.requirements.contains(where: { $0.name == name }) {
            name = base.replacingOccurrences(of: "`", with: "") + String(counter)
            counter += 1
        }
        return name
    }

    /// A requirement no action awaits (the fake has it all the same): a method of another
    /// shape, or a property.
    mutating func unusedRequirement(_ screen: inout GenScreen, protocolIndex: Int) -> GenRequirement {
        // The fake needs no sample: an action that passes a value of the type adds its own.
        let item = screen.protocols[protocolIndex]
        let type = valueType(screen, hashable: true)
        switch random.int(0...5) {
        case 4:
            return GenRequirement(name: uniqueRequirementName(item, base: "summary"), isThrowing: true, result: .string, isProperty: true)
        case 5:
            // A name that is a keyword, in backticks.
            return GenRequirement(name: uniqueRequirementName(item, base: "`default`"), result: .int)
        case 0:
            return GenRequirement(name: uniqueRequirementName(item, base: "status"), isAsync: false, result: .string)
        case 1:
            return GenRequirement(name: uniqueRequirementName(item, base: "remove"), parameters: [("_", "value", type)], isThrowing: true)
        case 2:
            return GenRequirement(name: uniqueRequirementName(item, base: "version"), isAsync: false, result: .int, isProperty: true)
        default:
            return GenRequirement(name: uniqueRequirementName(item, base: "lookup"), parameters: [("for", "key", type)], result: .optional(type))
        }
    }

    // MARK: - View hints

    /// Hints where the view needs one (a list of elements that are not `Identifiable`) and,
    /// at random, where it may have one.
    mutating func makeHints(_ screen: inout GenScreen) {
        for output in screen.outputs where !screen.hints.contains(where: { $0.name == output.name }) {
            if let hint = outputHint(output, screen) { screen.hints.append((output.name, hint)) }
        }
        for action in screen.actions where !screen.hints.contains(where: { $0.name == action.name }) {
            if let hint = actionHint(action, screen) { screen.hints.append((action.name, hint)) }
        }
    }

    /// A hint for `output`, or nil.
    mutating func outputHint(_ output: GenOutput, _ screen: GenScreen) -> String? {
        let setters = screen.actions.filter { $0.effect == .set(output.name) }
        switch output.type {
        case .array(.tag):
            return "hashable"
        case .array(.string) where random.chance(30):
            return "hashable"
        case .choice where !setters.isEmpty && random.chance(70):
            return "picker"
        case .string where !setters.isEmpty && random.chance(25):
            return "secret"
        case .bool where random.chance(25):
            return random.pick(["loading", "plain"])
        case .optional(.string), .optional(.error):
            return random.chance(25) ? random.pick(["error", "plain"]) : nil
        default:
            return random.chance(5) ? "plain" : nil
        }
    }

    /// A hint for `action`, or nil.
    mutating func actionHint(_ action: GenCase, _ screen: GenScreen) -> String? {
        if action.values.isEmpty {
            return random.chance(25) ? random.pick(["appear", "retry", "dismiss", "button"]) : nil
        }
        let lists = screen.outputs.compactMap { $0.type.element }
        if action.values.count == 1, lists.contains(action.values[0].type), random.chance(50) { return "select" }
        return nil
    }
}
