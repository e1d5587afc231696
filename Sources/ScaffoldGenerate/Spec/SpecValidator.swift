import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The cross-reference checks of a decoded spec: unique names, effects that name what
/// exists, matching types, and a sample for every value the generated tests must build.
public enum SpecValidator {
    /// Every problem found, in no particular order.
    public static func validate(_ spec: ScreenSpec) -> [Diagnostic] {
        var checker = Checker(spec: spec)
        checker.checkUniqueNames()
        for entry in spec.actions { checker.checkAction(entry) }
        for entry in spec.responder { checker.checkResponderAction(entry) }
        checker.checkSendCycles()
        checker.checkSamples()
        checker.checkViewHints()
        return checker.problems
    }

    /// For every action, the action its `send` effects end at (itself when its effect is
    /// not `send`), or nil for a cycle or a missing target: each chain is walked once.
    static func finalActions(in spec: ScreenSpec) -> [String: ScreenSpec.Entry?] {
        var result: [String: ScreenSpec.Entry?] = [:]
        for entry in spec.actions where result[entry.declaration.name] == nil {
            var path: [String] = []
            var onPath: Set<String> = []
            var current: ScreenSpec.Entry? = entry
            var final: ScreenSpec.Entry?
            while let step = current {
                WorkCounter.add()
                let name = step.declaration.name
                if let known = result[name] { final = known; break }
                guard onPath.insert(name).inserted else { final = nil; break }
                path.append(name)
                guard case .send(let target)? = step.effect else { final = step; break }
                current = spec.action(named: target)
            }
            for name in path { result[name] = .some(final) }
        }
        return result
    }
}

private struct Checker {
    let spec: ScreenSpec
    var problems: [Diagnostic] = []

    mutating func report(_ location: SourceLocation, _ message: String) {
        problems.append(Diagnostic(location, .error, message))
    }

    mutating func checkUniqueNames() {
        var properties: [String: SourceLocation] = [:]
        let named = spec.dependencies.map { ($0.name, "dependency") } + spec.outputs.map { ($0.name, "output") }
        for (name, kind) in named {
            if let first = properties[name.text] {
                report(name.location, "the \(kind) '\(name.text)' repeats a property name first used at line \(first.line); dependencies and outputs share one namespace: rename one")
            } else {
                properties[name.text] = name.location
            }
        }
        let lists: [(String, [CaseDeclaration])] = [
            ("action", spec.actions.map(\.declaration)),
            ("responder action", spec.responder.map(\.declaration)),
            ("route", spec.routes),
        ]
        for (kind, declarations) in lists {
            var seen: [String: SourceLocation] = [:]
            for declaration in declarations {
                if let first = seen[declaration.name] {
                    report(declaration.location, "duplicate \(kind) '\(declaration.name)' (first at line \(first.line)); each case name must be unique in its enum")
                } else {
                    seen[declaration.name] = declaration.location
                }
            }
        }
        var samples: [String: Int] = [:]
        for sample in spec.samples {
            let key = TypeText.normalized(sample.type)
            samples[key, default: 0] += 1
            if samples[key] == 2 {
                report(spec.screen.location, "two samples are given for the type '\(sample.type)'; keep one")
            }
        }
    }

    mutating func checkAction(_ entry: ScreenSpec.Entry) {
        guard let effect = entry.effect, let at = entry.effectLocation else { return }
        let action = entry.declaration
        switch effect {
        case .set(let name):
            guard let output = output(name, at: at) else { return }
            guard action.parameters.count == 1 else {
                report(action.location, "'set \(name)' assigns the action's single value, but '\(action.name)' has \(action.parameters.count) associated values; declare exactly one, e.g. `\(action.name)(\(output.type))`")
                return
            }
            let valueType = action.normalizedTypes[0]
            let outputType = TypeText.normalized(output.type)
            if valueType != outputType, TypeText.wrappedOfOptional(outputType) != valueType {
                report(action.location, "type mismatch: '\(action.name)' carries \(action.parameters[0].type) but the output '\(name)' is \(output.type); make them the same type")
            }
        case .toggle(let name):
            guard let output = output(name, at: at) else { return }
            if TypeText.normalized(output.type) != "Bool" {
                report(at, "'toggle' needs a Bool output, but '\(name)' is \(output.type); use `set \(name)` with a value instead")
            }
            if !action.parameters.isEmpty {
                report(action.location, "'toggle \(name)' takes no value, but '\(action.name)' has associated values; remove them, or use `set \(name)`")
            }
        case .clear(let name):
            guard let output = output(name, at: at) else { return }
            if TypeText.wrappedOfOptional(TypeText.normalized(output.type)) == nil {
                report(at, "'clear' sets an optional output to nil, but '\(name)' is \(output.type); make it optional (`\(name): \(output.type)?`), or use `set \(name)` with a value")
            }
            if !action.parameters.isEmpty {
                report(action.location, "'clear \(name)' takes no value, but '\(action.name)' has associated values; remove them, or use `set \(name)`")
            }
        case .respond(let name):
            guard let target = spec.responderAction(named: name) else {
                let names = spec.responder.map(\.declaration.name)
                report(at, "no responder action '\(name)'\(Suggestion.didYouMean(name, in: names)); add `- \(name)` under 'responder:'")
                return
            }
            checkPassThrough(from: action, to: target.declaration, kind: "the responder action")
        case .send(let name):
            guard let target = spec.action(named: name) else {
                let names = spec.actions.map(\.declaration.name)
                report(at, "no action '\(name)'\(Suggestion.didYouMean(name, in: names)); 'send' names another action of this screen")
                return
            }
            if name == action.name {
                report(at, "'\(action.name)' sends itself, which never ends; send a different action")
                return
            }
            if !target.declaration.parameters.isEmpty {
                checkPassThrough(from: action, to: target.declaration, kind: "the action")
            }
        case .call(let call):
            checkCall(call, of: action, at: at)
        default:
            break
        }
    }

    /// An async call: its dependency, its outputs and its failure exist and have the types
    /// the generated code needs; `$N` names one of the action's values.
    mutating func checkCall(_ call: ScreenSpec.AsyncCall, of action: CaseDeclaration, at: SourceLocation) {
        if !spec.dependencies.contains(where: { $0.name.text == call.dependency }) {
            let names = spec.dependencies.map(\.name.text)
            report(call.locations["dependency"] ?? at, "no dependency '\(call.dependency)'\(Suggestion.didYouMean(call.dependency, in: names)); add it under 'dependencies:' with its protocol, e.g. `\(call.dependency): \(SwiftName.capitalized(call.dependency))`")
        }
        var rest = Substring(call.arguments)
        while let dollar = rest.firstIndex(of: "$") {
            let digits = rest[rest.index(after: dollar)...].prefix { $0.isNumber }
            if let index = Int(digits), index >= action.parameters.count {
                report(at, "'$\(index)' names the action's value number \(index + 1), but '\(action.name)' has \(action.parameters.count == 0 ? "none" : "\(action.parameters.count)"); declare it, e.g. `\(action.name)(String)`")
            }
            rest = rest[rest.index(after: dollar)...]
        }
        checkArguments(call, of: action, at: call.locations["dependency"] ?? at)
        if let name = call.into {
            _ = output(name, at: call.locations["into"] ?? at)
        }
        if let name = call.loading, let output = output(name, at: call.locations["loading"] ?? at), TypeText.normalized(output.type) != "Bool" {
            report(call.locations["loading"] ?? at, "'loading \(name)' needs a Bool output, but '\(name)' is \(output.type)")
        }
        if let name = call.failure {
            let place = call.locations["catch"] ?? at
            if let target = spec.action(named: name) {
                let types = target.declaration.normalizedTypes
                if types.count != 1 || !["String", "Error", "any Error"].contains(types[0]) {
                    report(place, "'catch \(name)' sends the error to '\(name)', which must take one value, an Error or a String (the error's description): declare `\(name)(String)`")
                } else if case .call(let next)?? = SpecValidator.finalActions(in: spec)[name]?.map(\.effect) {
                    // The failure test cannot stub a second call, and failures could send
                    // errors round from call to call.
                    report(place, "'catch \(name)' sends the error to '\(name)', which awaits \(next.dependency).\(next.method)(…) in its turn: the generated failure test would run that call unstubbed, and failures could chain without end; catch into an output (`catch errorMessage`), or an action that sets one or responds")
                }
            } else if let output = spec.output(named: name) {
                let type = TypeText.normalized(output.type)
                if !["String", "String?", "Error?", "(any Error)?", "any Error?"].contains(type) {
                    report(place, "'catch \(name)' sets the output '\(name)' to the error, so it must be a String? (the error's description) or an Error?, not \(output.type)")
                }
            } else {
                let names = spec.actions.map(\.declaration.name) + spec.outputs.map(\.name.text)
                report(place, "no action or output '\(name)'\(Suggestion.didYouMean(name, in: names)); 'catch' names an action that takes the error, or an output that holds it")
            }
        }
    }

    mutating func checkResponderAction(_ entry: ScreenSpec.Entry) {
        guard let effect = entry.effect, let at = entry.effectLocation else { return }
        switch effect {
        case .route(let name), .present(let name):
            guard let route = spec.route(named: name) else {
                let names = spec.routes.map(\.name)
                report(at, "no route '\(name)'\(Suggestion.didYouMean(name, in: names)); add `- \(name)` under 'routes:'")
                return
            }
            if !route.parameters.isEmpty {
                checkPassThrough(from: entry.declaration, to: route, kind: "the route")
            }
        default:
            break
        }
    }

    /// Values pass through unchanged, so the target's associated values must have the
    /// same types, in the same order.
    mutating func checkPassThrough(from source: CaseDeclaration, to target: CaseDeclaration, kind: String) {
        guard source.normalizedTypes != target.normalizedTypes else { return }
        let have = source.parameters.isEmpty ? "no values" : "(\(source.parameters.map(\.type).joined(separator: ", ")))"
        let need = target.parameters.isEmpty ? "no values" : "(\(target.parameters.map(\.type).joined(separator: ", ")))"
        report(source.location, "type mismatch: '\(source.name)' carries \(have) but \(kind) '\(target.name)' takes \(need); values pass through unchanged, so the types must match")
    }

    mutating func output(_ name: String, at location: SourceLocation) -> ScreenSpec.Output? {
        if let output = spec.output(named: name) { return output }
        let names = spec.outputs.map(\.name.text)
        report(location, "no output '\(name)'\(Suggestion.didYouMean(name, in: names)); add it under 'outputs:'")
        return nil
    }

    /// Each `view:` hint names an output or an action and fits it: its type, its values, the
    /// action a control sends.
    mutating func checkViewHints() {
        typealias Hint = ScreenSpec.ViewHint
        let outputHints = Hint.outputHints.map(\.rawValue).joined(separator: ", ")
        let actionHints = Hint.actionHints.map(\.rawValue).joined(separator: ", ")
        for entry in spec.viewHints {
            let name = entry.name.text
            let at = entry.hintLocation
            let hint = entry.hint
            let output = spec.output(named: name)
            let action = spec.action(named: name)
            guard output != nil || action != nil else {
                let names = spec.outputs.map(\.name.text) + spec.actions.map(\.declaration.name)
                report(entry.name.location, "'\(name)' is neither an output nor an action\(Suggestion.didYouMean(name, in: names)); a view hint is for an output or an action of this screen")
                continue
            }
            if hint.isForOutputs, let output {
                checkOutputHint(hint, output, at: at)
            } else if !hint.isForOutputs, let action {
                checkActionHint(hint, action, at: at)
            } else if let output {
                report(at, "'\(hint.rawValue)' is a hint for actions, and '\(name)' is an output (\(output.type)); an output takes \(outputHints)")
            } else {
                report(at, "'\(hint.rawValue)' is a hint for outputs, and '\(name)' is an action; an action takes \(actionHints)")
            }
        }
    }

    mutating func checkOutputHint(_ hint: ScreenSpec.ViewHint, _ output: ScreenSpec.Output, at: SourceLocation) {
        let name = output.name.text
        let type = TypeText.normalized(output.type)
        let setter = spec.actions.first { entry in
            if case .set(name)? = entry.effect { return entry.declaration.normalizedTypes == [type] }
            return false
        }
        let setterExample = "add an action that sets it, e.g. `- update\(SwiftName.capitalized(name))(\(output.type)) -> set \(name)`"
        switch hint {
        case .secret:
            if type != "String" {
                report(at, "'secret' types '\(name)' into a SecureField, which edits a String, but '\(name)' is \(output.type); remove the hint, or make the output a String")
            } else if setter == nil {
                report(at, "'secret' makes '\(name)' a SecureField, which sends what is typed to an action: \(setterExample)")
            }
        case .loading where type != "Bool":
            report(at, "'loading' shows a spinner while a Bool is true, but '\(name)' is \(output.type); remove the hint, or make the output a Bool")
        case .error where TypeText.wrappedOfOptional(type) == nil:
            report(at, "'error' shows '\(name)' while it is not nil, but \(output.type) is not optional; make it optional (`\(output.type)?`)")
        case .picker:
            let standard = SampleValues.builtIns[type] != nil || TypeText.wrappedOfOptional(type) != nil || type.hasPrefix("[") || type.hasPrefix("(")
            if standard {
                report(at, "'picker' lists the cases of an enum (`CaseIterable`), but '\(name)' is \(output.type); remove the hint, or make the output an enum")
            } else if setter == nil {
                report(at, "'picker' makes '\(name)' a Picker, which sends the chosen case to an action: \(setterExample)")
            }
        case .hashable where ScreenContext.listedElement(type) == nil:
            report(at, "'hashable' lists a collection's elements by themselves (`id: \\.self`), but '\(name)' is \(output.type), not an array such as `[Tag]`; remove the hint")
        default:
            break
        }
    }

    /// The names a call's arguments start with (`query`, `filter.text`; not a call, a
    /// literal or an expression, which are the code's own) are what the view model has: its
    /// outputs, dependencies and inputs (`$0` is the action's value). Anything else, a type
    /// such as `String` included, would be written as it is and not compile.
    mutating func checkArguments(_ call: ScreenSpec.AsyncCall, of action: CaseDeclaration, at: SourceLocation) {
        let known = Set(spec.outputs.map(\.name.text) + spec.dependencies.map(\.name.text) + spec.inputs.map(\.name.text) + ["self", "true", "false", "nil"])
        for (argument, _) in TypeText.splitTopLevel(call.arguments, separator: ",") {
            var text = Substring(argument.trimmingCharacters(in: .whitespaces))
            // `label: value`: the value.
            if let colon = text.firstIndex(of: ":"), SwiftName.isIdentifier(String(text[..<colon]).trimmingCharacters(in: .whitespaces)) {
                text = text[text.index(after: colon)...].drop { $0 == " " }
            }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let head = parts.first, !text.isEmpty, parts.allSatisfy(SwiftName.isIdentifier), !known.contains(head) else { continue }
            let names = Array(known.subtracting(["self", "true", "false", "nil"])).sorted()
            report(at, "'\(text)' in the arguments of '\(call.dependency).\(call.method)' names nothing the view model has\(Suggestion.didYouMean(head, in: names)): an argument is the action's value ($0), an output, a dependency or an input, or a literal")
        }
    }

    mutating func checkActionHint(_ hint: ScreenSpec.ViewHint, _ entry: ScreenSpec.Entry, at: SourceLocation) {
        let action = entry.declaration
        if hint == .select {
            let elements = spec.outputs.compactMap { ScreenContext.listedElement($0.type) }
            // An element, or the ID of one a list identifies by its `id` (Identifiable).
            let identified = spec.outputs.filter { spec.effectiveHint(output: $0) != .hashable }.compactMap { ScreenContext.listedElement($0.type) }
                .filter { SampleValues.builtIns[$0] == nil }.map { $0 + ".ID" }
            if action.parameters.count != 1 || !(elements + identified).contains(action.normalizedTypes[0]) {
                let example = elements.first.map { " (e.g. `\(action.name)(\($0))`)" } ?? ", and the screen has no collection output such as `items: \"[Item] = []\"`"
                report(at, "'select' makes '\(action.name)' the action a list's row sends with its element, so it must take one element of a collection output, or its ID\(example)")
            }
        } else if !action.parameters.isEmpty {
            let roles = ["appear": "sends '\(action.name)' when the view appears", "retry": "makes '\(action.name)' the error's Retry button",
                         "dismiss": "sends '\(action.name)' when the error is dismissed", "button": "makes '\(action.name)' a button"]
            report(at, "'\(hint.rawValue)' \(roles[hint.rawValue] ?? ""), with no values to give it, but '\(action.name)' takes \(action.parameters.count); remove its values, or the hint")
        }
    }

    mutating func checkSendCycles() {
        let finals = SpecValidator.finalActions(in: spec)
        for entry in spec.actions {
            // Self-sends and unknown targets are reported by `checkAction`.
            guard case .send(let name)? = entry.effect, let at = entry.effectLocation,
                  name != entry.declaration.name, spec.action(named: name) != nil else { continue }
            if finals[entry.declaration.name] ?? nil == nil {
                report(at, "'\(entry.declaration.name)' starts a cycle of 'send' effects that never ends; end the chain with an action that has another effect")
            }
        }
    }

    /// The generated tests build the view model (dependencies), send every tested action with
    /// values, handle every tested responder action, and show every route: each such type
    /// needs a sample.
    mutating func checkSamples() {
        let samples = SampleValues(spec.samples)
        func require(_ type: String, at location: SourceLocation, for purpose: String) {
            guard samples.expression(for: type) == nil else { return }
            let example = SampleValues.closureSuggestion(for: type).map { "`\"\(type.escapedForDoubleQuotes())\": \"\($0.escapedForDoubleQuotes())\"`" }
                ?? "`\(type): '\(type)()'` (quote it when it contains ': ')"
            if location.file.hasPrefix("--") {
                // Built from flags: the fix is a flag too.
                let value = SampleValues.closureSuggestion(for: type) ?? "\(type)()"
                report(location, "no sample value for the type '\(type)', which \(purpose); pass one, e.g. --sample '\(type)=\(value)'")
                return
            }
            report(location, "no sample value for the type '\(type)', which \(purpose); add one under 'samples:', e.g. \(example)")
        }
        for dependency in spec.dependencies {
            require(dependency.type, at: dependency.name.location, for: "the generated tests and preview need to build the view model (dependency '\(dependency.name.text)'; a protocol declared in the sources would be faked instead)")
        }
        for input in spec.inputs {
            require(input.type, at: input.name.location, for: "the generated tests and preview need to build the view model (input '\(input.name.text)')")
        }
        let finals = SpecValidator.finalActions(in: spec)
        for entry in spec.actions {
            guard let final = finals[entry.declaration.name] ?? nil, final.effect != nil else { continue }
            for parameter in entry.declaration.parameters {
                require(parameter.type, at: entry.declaration.location, for: "the generated test of '\(entry.declaration.name)' sends")
            }
            // The value the fake answers with, which the test expects in the output.
            if case .call(let call)? = entry.effect, let into = call.into, let output = spec.output(named: into) {
                let type = TypeText.normalized(output.type)
                require(TypeText.wrappedOfOptional(type) ?? type, at: call.locations["into"] ?? entry.declaration.location, for: "the generated test of '\(entry.declaration.name)' has the fake answer with, into '\(into)'")
            }
        }
        for entry in spec.responder where entry.effect != nil {
            for parameter in entry.declaration.parameters {
                require(parameter.type, at: entry.declaration.location, for: "the generated router test of '\(entry.declaration.name)' handles")
            }
        }
        for route in spec.routes {
            for parameter in route.parameters {
                require(parameter.type, at: route.location, for: "the generated router tests use to show the route '\(route.name)'")
            }
        }
    }
}
