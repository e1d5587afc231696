import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// What a view model's method is to the code that calls it, read from its declaration.
public enum MethodRole: UInt8, Sendable, Equatable {
    /// The input: `send(_:)`, a reducer under another name (a method that takes the
    /// view model's `Action` and switches over it) or an entry point `lint.reducers` names.
    case input
    /// A method that only sends an action (`func refresh() { send(.refresh) }`), or one
    /// a `lint.senders` macro or protocol generates from an `Action` case.
    case sender
    /// A query: it returns a value and changes nothing (`func alertTitle() -> String`).
    case query
    /// Anything else: a way into the view model besides its input.
    case other

    /// Whether a view calling the method sends an action or reads an output.
    public var isAllowedFromView: Bool { self != .other }
}

/// How methods are read for their roles: what changes state, what takes an action.
enum MethodReading {
    /// The roles of a view model whose only method others can call is `send(_:)` (most
    /// of them): one shared dictionary.
    static let sendOnly: [String: MethodRole] = ["send": .input]

    /// Methods of the standard library and SwiftUI that change the value they are called
    /// on: `items.removeAll { … }` changes `items` as `items = …` would.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue", "popLast", "popFirst",
        "sort", "reverse", "shuffle", "toggle", "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "merge",
        "updateValue", "replaceSubrange", "swapAt", "move",
    ]

    /// `name(label:…)`, as Swift spells a method: `refresh()`, `load(page:)`, `send(_:)`.
    static func selector(_ method: Declaration) -> String {
        method.name + "(" + method.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The argument labels of a method's parameters (`_` for none).
    static func labels(_ method: Declaration) -> [String] {
        method.parameters.map { $0.label ?? "_" }
    }

    /// Whether a function returns a value (not `Void`, `()` or `Never`).
    static func returnsValue(_ method: Declaration) -> Bool {
        guard let type = method.returnType?.trimmingSpaces() else { return false }
        return !["Void", "()", "Never", "Swift.Void"].contains(type)
    }

    /// Whether a function is `async`: the keyword between its parameters and its body.
    static func isAsync(_ method: Declaration, in file: SourceFile) -> Bool {
        let end = method.bodyRange?.lowerBound ?? (method.tokenRange.upperBound + 1)
        var depth = 0
        var index = method.positionToken
        while index < end, index < file.tokens.count {
            switch file.tokens[index].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .arrow where depth == 0: return false
            case .identifier where depth == 0 && file.tokens[index].keyword == .async: return true
            default: break
            }
            index += 1
        }
        return false
    }

    /// Whether `type`, a parameter's type, is a view model's action: `Action`,
    /// `Self.Action`, `CartViewModel.Action`, a top-level `HomeViewAction` (not a
    /// `ResponderAction`, nor a domain type such as `EpisodeAction`).
    static func isActionType(_ type: String) -> Bool {
        // Most parameters are no action: a quick look at the end first.
        guard type.utf8.last == UInt8(ascii: "n") || type.utf8.last == UInt8(ascii: " ") else { return false }
        let trimmed = type.trimmingSpaces()
        let last = trimmed.split(separator: ".").last.map(String.init) ?? trimmed
        return (last == "Action" || last.hasSuffix("ViewAction")) && last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The names declared inside a body with `let`, `var`, `for … in` or as closure
    /// parameters: what an assignment may change without changing the instance.
    static func locals(in body: Range<Int>, of file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        let tokens = file.tokens
        for index in body where index + 1 < tokens.count {
            let keyword = tokens[index].keyword
            guard tokens[index].kind == .identifier, keyword == .let || keyword == .var || keyword == .for || keyword == .in else { continue }
            if keyword == .in {
                // `{ a, b in`: closure parameters back to the brace.
                var back = index - 1
                while back >= body.lowerBound, [.identifier, .comma, .leftParen, .rightParen].contains(tokens[back].kind) {
                    if tokens[back].kind == .identifier { names.insert(file.text(of: tokens[back])) }
                    back -= 1
                }
                continue
            }
            var next = index + 1
            if keyword == .for, next < tokens.count, tokens[next].keyword == .case { next += 1 }
            if next < tokens.count, tokens[next].keyword == .let || tokens[next].keyword == .var { next += 1 }
            if next < tokens.count, tokens[next].kind == .leftParen {
                // A tuple pattern: every name in it.
                var at = next + 1
                while at < tokens.count, tokens[at].kind != .rightParen {
                    if tokens[at].kind == .identifier { names.insert(file.text(of: tokens[at])) }
                    at += 1
                }
            } else if next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .backtickIdentifier {
                names.insert(file.text(of: tokens[next]))
            }
        }
        return names
    }
}

extension LintFile {
    /// The roles of the methods of view model `type`: its own and those of its extensions
    /// in this file, by name (a name with overloads of different roles is `other`).
    func methodRoles(of type: Declaration) -> [String: MethodRole] {
        if let known = structures.roles[type.positionToken] { return known }
        let extended = extensions(of: type.name)
        let members = extended.isEmpty ? type.members : type.members + extended.flatMap(\.members)
        let roles = methodRoles(owner: type.name, members: members, senderMacro: hasSenderMacro(type))
        structures.roles[type.positionToken] = roles
        return roles
    }

    /// Whether `type` carries a `lint.senders` macro or conforms to such a protocol here.
    func hasSenderMacro(_ type: Declaration) -> Bool {
        guard !settings.senders.isEmpty else { return false }
        let conformances = (type.inheritance + extensions(of: type.name).flatMap(\.inheritance)).map(TypeFacts.baseName)
        return settings.senders.contains { sender in type.hasAttribute(sender) || conformances.contains(sender) }
    }

    /// The cases of `type`'s nested `enum Action`.
    func actionCases(of type: Declaration) -> [String] {
        guard let action = type.members.first(where: { $0.kind == .enum && $0.name == "Action" }) else { return [] }
        return action.members.filter { $0.kind == .case }.map(\.name)
    }

    /// The roles of `members`' functions that others can call, for a type named `owner`
    /// (private ones are read only as far as a query calls them). `senderMacro` says that
    /// the type gets one sending method per `Action` case.
    func methodRoles(owner: String, members: [Declaration], senderMacro: Bool) -> [String: MethodRole] {
        // Most view models others can call only through send(_:): nothing else to read.
        var onlySend = true
        for index in members.indices where members[index].kind == .func && !members[index].isTypeMember && !members[index].isPrivate {
            if !Anatomy.isSend(members[index]) { onlySend = false; break }
        }
        if onlySend { return MethodReading.sendOnly }
        let functions = members.filter { $0.kind == .func && !$0.isTypeMember }
        guard !functions.isEmpty else { return [:] }
        let cases = senderMacro ? Set(members.filter { $0.kind == .enum && $0.name == "Action" }.flatMap(\.members).filter { $0.kind == .case }.map(\.name)) : []
        var byName: [String: [Declaration]] = [:]
        for function in functions { byName[function.name, default: []].append(function) }
        var roles: [String: MethodRole] = [:]
        // For each tentative query, the own methods it calls (a query stops being one
        // when it calls a method that changes something).
        var calledByQuery: [String: [String]] = [:]
        var queue = functions.filter { !$0.isPrivate }.map(\.name)
        var seen = Set(queue)
        while let name = queue.popLast() {
            var role: MethodRole?
            for function in byName[name] ?? [] {
                var own = directRole(of: function, owner: owner)
                if own == .other, cases.contains(function.name) { own = .sender }
                if own == .query, let body = function.bodyRange {
                    let callees = bodyStructure(body).calls.filter { ($0.receiver == nil || $0.receiver == "self") && byName[$0.name] != nil }.map(\.name)
                    calledByQuery[name, default: []] += callees
                    for callee in callees where seen.insert(callee).inserted { queue.append(callee) }
                }
                role = role.map { $0 == own ? own : .other } ?? own
            }
            roles[name] = role
        }
        // A query calling a method that is not one is not a query: until nothing changes.
        var changed = true
        while changed {
            changed = false
            for (name, callees) in calledByQuery where roles[name] == .query {
                if callees.contains(where: { callee in roles[callee].map { $0 != .query } ?? false }) {
                    roles[name] = .other
                    changed = true
                }
            }
        }
        return roles
    }

    /// A method's role from its own declaration and body.
    private func directRole(of function: Declaration, owner: String) -> MethodRole {
        if Anatomy.isSend(function) || settings.isConfiguredReducer(name: function.name, labels: MethodReading.labels(function)) { return .input }
        guard let body = function.bodyRange else { return .other }
        let structure = bodyStructure(body)
        // A reducer by shape: it takes an action, switches over it and returns nothing.
        if let first = function.parameters.first, MethodReading.isActionType(first.type), !MethodReading.returnsValue(function) {
            let name = first.name ?? first.label ?? ""
            if structure.switches.contains(where: { $0.subject.trimmingSpaces() == name }) { return .input }
        }
        let changes = changesState(function, structure: structure)
        // A sender: it sends an action and changes nothing itself.
        if !changes, !MethodReading.returnsValue(function), structure.calls.contains(where: { $0.name == "send" }) { return .sender }
        if !changes, MethodReading.returnsValue(function), !MethodReading.isAsync(function, in: source),
           !structure.calls.contains(where: { $0.name == "send" }) {
            return .query
        }
        return .other
    }

    /// Whether a method's body changes something besides its own locals: an assignment to,
    /// or a mutating call on, a property (or anything not declared in the body).
    private func changesState(_ function: Declaration, structure: BodyStructure) -> Bool {
        guard let body = function.bodyRange else { return false }
        var locals = MethodReading.locals(in: body, of: source)
        for parameter in function.parameters { locals.insert(parameter.name ?? parameter.label ?? "") }
        for assignment in structure.assignments {
            let root = assignment.target.firstName
            if !locals.contains(root) { return true }
        }
        for call in structure.calls where MethodReading.mutatingMethods.contains(call.name) {
            guard let receiver = call.receiver else { continue }
            let root = receiver.receiverRoot
            if root != "self", !locals.contains(root) { return true }
        }
        return false
    }

    /// The input of view model `type` for messages: `send(_:)`, or the reducer or entry
    /// point it has instead; nil when it has none.
    func inputName(of type: Declaration) -> String? {
        let members = type.members + extensions(of: type.name).flatMap(\.members)
        let roles = methodRoles(of: type)
        let inputs = members.filter { $0.kind == .func && roles[$0.name] == .input }
        if inputs.contains(where: Anatomy.isSend) { return "send(_:)" }
        return inputs.first.map(MethodReading.selector)
    }
}

/// What rules read of calls in bodies.
enum BodyReading {
    /// The argument labels of the call whose name is at `token` (`_` for an unlabelled
    /// argument), from its parentheses.
    static func argumentLabels(ofCallAt token: Int, in file: SourceFile) -> [String] {
        let tokens = file.tokens
        var index = token + 1
        while index < tokens.count, tokens[index].isComment { index += 1 }
        guard index < tokens.count, tokens[index].kind == .leftParen else { return [] }
        var labels: [String] = []
        var depth = 0
        var atStart = true
        index += 1
        while index < tokens.count {
            let kind = tokens[index].kind
            if tokens[index].isComment { index += 1; continue }
            if depth == 0, kind == .rightParen { break }
            if atStart {
                let labelled = (kind == .identifier || kind == .backtickIdentifier) && index + 1 < tokens.count && tokens[index + 1].kind == .colon
                labels.append(labelled ? file.text(of: tokens[index]) : "_")
                atStart = false
            }
            switch kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0: atStart = true
            default: break
            }
            index += 1
        }
        return labels
    }

    /// `name(label:…)`, or `name()` for a call without arguments.
    static func selector(_ name: String, _ labels: [String]) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}
