import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Turns a parsed YAML or JSON `Node` into a `ScreenSpec`, checking its shape: known keys,
/// required `screen`, names, entry grammar. Cross-references are checked by `SpecValidator`.
/// Every problem is collected, so that one run shows the whole list.
public enum SpecDecoder {
    /// The top-level keys a spec may have.
    /// The longest screen name, in UTF-8 bytes: its longest file name (`…ViewModelTests.swift`)
    /// must fit in the 255 bytes file systems allow.
    public static let maximumScreenNameBytes = 200

    /// The top-level keys a spec may have.
    public static let keys = ["screen", "module", "style", "testing", "testStyle", "platform", "previews", "container", "dependencies", "inputs", "outputs", "actions", "responder", "routes", "view", "samples"]

    /// Reads, decodes and validates the spec at `path` (YAML, or JSON when it ends in `.json`).
    /// `displayPath` is how diagnostics name the file.
    public static func load(path: String, displayPath: String, fakes: (String) -> String? = { _ in nil }) throws -> ScreenSpec {
        try decode(readNode(path: path, displayPath: displayPath, what: "the spec"), file: displayPath, fakes: fakes)
    }

    /// Decodes and validates `bytes` as the spec file at `path` would be: for a spec file's
    /// contents before they are written.
    public static func load(bytes: [UInt8], path: String, displayPath: String, fakes: (String) -> String? = { _ in nil }) throws -> ScreenSpec {
        try decode(node(bytes, path: path, displayPath: displayPath, what: "the spec"), file: displayPath, fakes: fakes)
    }

    /// The node tree of a spec file (`what` names it in messages): JSON for `.json`, else YAML.
    static func readNode(path: String, displayPath: String, what: String) throws -> Node {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path)
        } catch {
            throw DiagnosticError(SourceLocation(file: displayPath, line: 1, column: 1), "cannot read \(what): \(error.reason)")
        }
        return try node(bytes, path: path, displayPath: displayPath, what: what)
    }

    /// The node tree of `bytes`, a spec file's contents: JSON when `path` ends in `.json`, else YAML.
    static func node(_ bytes: [UInt8], path: String, displayPath: String, what: String) throws -> Node {
        let text = try TextCheck.text(bytes, file: displayPath, what: what)
        return path.hasSuffix(".json")
            ? try JSONReader.read(text, file: displayPath)
            : try YAMLReader.read(text, file: displayPath)
    }

    /// Decodes and validates a spec from its node tree.
    public static func decode(_ node: Node, file: String, fakes: (String) -> String? = { _ in nil }) throws -> ScreenSpec {
        var decoder = Decoder(file: file)
        var spec = decoder.decode(node)
        if spec != nil { spec?.addFakeSamples(fakes) }
        if let spec, decoder.reader.problems.isEmpty {
            decoder.reader.report(SpecValidator.validate(spec))
        }
        guard let spec, decoder.reader.problems.isEmpty else {
            throw DiagnosticError(decoder.reader.sorted)
        }
        return spec
    }

    /// Decodes and validates a spec, returning what could be decoded and every problem,
    /// instead of throwing: for a spec merged from code and additions, whose problems count
    /// only where they are in the additions.
    /// `fakes` gives the sample of a dependency type scaffold fakes, as `decode`'s does.
    public static func decodeCollecting(_ node: Node, file: String, fakes: (String) -> String? = { _ in nil }) -> (spec: ScreenSpec?, problems: [Diagnostic]) {
        var decoder = Decoder(file: file)
        var spec = decoder.decode(node)
        if spec != nil { spec?.addFakeSamples(fakes) }
        if let spec { decoder.reader.report(SpecValidator.validate(spec)) }
        return (spec, decoder.reader.sorted)
    }

    /// What is wrong with generating for `platform` in `style`, or nil: below iOS 16 is not
    /// supported, and `@Observable` needs iOS 17.
    public static func problem(platform: ScreenSpec.Platform, style: ScreenSpec.Style?) -> String? {
        let supported = ScreenSpec.Platform.supported
        if platform.major < supported.lowerBound {
            return "scaffold generates for iOS \(supported.lowerBound) and later; \(platform.text) is below that: set `platform: iOS \(supported.lowerBound)` or later"
        }
        if style == .observation, platform < .observation {
            return "style: observation needs iOS 17 (@Observable is iOS 17 API); for \(platform.text) use `style: combine`, or set `platform: iOS 17`"
        }
        return nil
    }
}

private struct Decoder {
    let file: String
    var reader = NodeReader()

    mutating func report(_ location: SourceLocation, _ message: String) {
        reader.report(location, message)
    }

    mutating func decode(_ root: Node) -> ScreenSpec? {
        guard case .mapping(let fields) = root.value else {
            report(root.location, "a spec is a map of keys (\(SpecDecoder.keys.joined(separator: ", "))), found \(root.kindDescription)")
            return nil
        }
        reader.checkKeys(fields, known: SpecDecoder.keys, listing: "a spec's keys are")
        let value = { (key: String) in fields.first { $0.key == key }?.value }
        guard let screenNode = value("screen") else {
            report(root.location, "the spec has no 'screen' key; add one with the screen's name, e.g. `screen: Login`")
            return nil
        }
        guard let screenName = scalar(screenNode, key: "screen") else { return nil }
        if let problem = SwiftName.problem(with: screenName, as: "the screen's name", upper: true) {
            report(screenNode.textLocation, problem)
        }
        if screenName.utf8.count > SpecDecoder.maximumScreenNameBytes {
            report(screenNode.textLocation, "the screen's name is \(screenName.utf8.count) bytes long; scaffold names files after it (\(screenName.prefix(12))…ViewModelTests.swift) and file systems allow 255 bytes a name: use at most \(SpecDecoder.maximumScreenNameBytes)")
        }
        var spec = ScreenSpec(screen: .init(text: screenName, location: screenNode.textLocation), file: file)
        if let node = value("module"), let module = scalar(node, key: "module") {
            if !SwiftName.isIdentifier(module) || SwiftName.keywords.contains(module) {
                report(node.textLocation, "'\(module)' is not a module name; a module is named by a Swift identifier")
            }
            spec.module = module
        }
        if let node = value("style") { spec.style = choice(node, key: "style", ScreenSpec.Style.self) }
        if let node = value("testing") { spec.testing = choice(node, key: "testing", ScreenSpec.Testing.self) }
        if let node = value("testStyle") { spec.testStyle = choice(node, key: "testStyle", ScreenSpec.TestStyle.self, noun: "test style") }
        if let node = value("previews") { spec.previews = choice(node, key: "previews", ScreenSpec.Previews.self, noun: "preview form") }
        if let node = value("platform"), let text = scalar(node, key: "'platform'") {
            if let platform = ScreenSpec.Platform(text) {
                if let problem = SpecDecoder.problem(platform: platform, style: spec.style) { report(node.textLocation, problem) }
                spec.platform = platform
            } else {
                report(node.textLocation, "'\(text)' is not a platform: write `iOS 16` or `iOS 17`")
            }
        }
        for (name, node) in mapping(value("dependencies"), key: "dependencies") {
            decodeDependency(name, node, into: &spec)
        }
        for (name, node) in mapping(value("inputs"), key: "inputs") {
            let count = spec.dependencies.count
            decodeDependency(name, node, into: &spec, kind: "an input")
            if spec.dependencies.count > count, let input = spec.dependencies.popLast() { spec.inputs.append(input) }
        }
        if let node = value("container"), let text = scalar(node, key: "'container'") {
            if SwiftName.isIdentifier(text), text.first?.isUppercase == true {
                spec.container = text
            } else {
                report(node.textLocation, "'\(text)' is not a type name: name the app's dependency container, e.g. `container: Services`")
            }
        }
        for (name, node) in mapping(value("outputs"), key: "outputs") {
            decodeOutput(name, node, into: &spec)
        }
        spec.actions = entries(value("actions"), key: "actions", effects: ["set", "toggle", "clear", "respond", "send", "await"])
        for entry in handlerEntries(value("responder"), key: "responder", effects: ["route", "present", "dismiss", "up"]) {
            if let child = entry.child {
                spec.childResponder.append(child)
            } else {
                spec.responder.append(entry.entry)
            }
        }
        for node in list(value("routes"), key: "routes") {
            guard let text = scalar(node, key: "a route") else { continue }
            do {
                let (route, target) = try parseRoute(text, at: node.textLocation)
                spec.routes.append(route)
                if let target { spec.routeTargets[route.name] = target }
            } catch let error as DiagnosticError {
                reader.report(error.diagnostics)
            } catch {}
        }
        for (name, node) in mapping(value("view"), key: "view") {
            decodeViewHint(name, node, into: &spec)
        }
        for (type, node) in mapping(value("samples"), key: "samples") {
            guard let sample = scalar(node, key: "the sample for \(type.text)") else { continue }
            if let problem = TypeText.problem(with: type.text) {
                report(type.location, problem)
            } else if sample.trimmingSpaces().isEmpty {
                report(node.location, "the sample for '\(type.text)' is empty; write a Swift expression of that type")
            } else {
                spec.samples.append((type.text, sample))
            }
        }
        return spec
    }

    mutating func scalar(_ node: Node, key: String) -> String? {
        reader.scalar(node) { "expected a single value for \(key), found \($0)" }
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: Node, key: String, _ type: T.Type, noun: String? = nil) -> T? where T.RawValue == String {
        guard let text = scalar(node, key: "'\(key)'") else { return nil }
        return reader.choice(text, at: node.textLocation, noun: noun ?? key)
    }

    mutating func mapping(_ node: Node?, key: String) -> [(ScreenSpec.Name, Node)] {
        guard let entries = reader.entries(node) else {
            report(node?.location ?? SourceLocation(file: file, line: 1, column: 1), "'\(key)' must be a map of `name: value` lines, found \(node?.kindDescription ?? "nothing")")
            return []
        }
        return entries.map { (ScreenSpec.Name(text: $0.key, location: $0.keyLocation), $0.value) }
    }

    mutating func list(_ node: Node?, key: String) -> [Node] {
        guard let items = reader.items(node) else {
            report(node?.location ?? SourceLocation(file: file, line: 1, column: 1), "'\(key)' must be a list of `- entry` lines, found \(node?.kindDescription ?? "nothing")")
            return []
        }
        return items
    }

    mutating func decodeDependency(_ name: ScreenSpec.Name, _ node: Node, into spec: inout ScreenSpec, kind: String = "a dependency") {
        guard let type = scalar(node, key: "the \(kind.dropFirst(kind.hasPrefix("an ") ? 3 : 2)) '\(name.text)'") else { return }
        if let problem = SwiftName.problem(with: name.text, as: kind, upper: false) {
            report(name.location, problem)
        } else if let member = ScreenSpec.generatedMembers[name.text] {
            report(name.location, "'\(name.text)' is the name of \(member), which the generated view model or router declares; name this dependency differently")
        }
        if let problem = TypeText.problem(with: type.trimmingSpaces()) {
            // Not kept: the later checks (its sample, its fake) would only repeat the problem.
            return report(node.textLocation, problem)
        } else if TypeText.isCallback(type) {
            report(node.textLocation, "'\(name.text)' is a closure that returns nothing: a callback, which the architecture sends up the responder chain instead; add a responder action (under 'responder:') and an action that responds with it")
        }
        spec.dependencies.append(.init(name: name, type: type.trimmingSpaces()))
    }

    mutating func decodeOutput(_ name: ScreenSpec.Name, _ node: Node, into spec: inout ScreenSpec) {
        guard let text = scalar(node, key: "the output '\(name.text)'") else { return }
        if let member = ScreenSpec.generatedViewModelMembers[name.text] {
            report(name.location, "'\(name.text)' is the name of \(member), which the generated view model declares; name this output differently")
        }
        if let problem = SwiftName.problem(with: name.text, as: "an output", upper: false) {
            report(name.location, problem)
        }
        let location = node.textLocation
        var type = text.trimmingSpaces()
        var defaultValue: String?
        if let equals = TypeText.firstTopLevel("=", in: text) {
            type = String(decoding: text.utf8.prefix(equals), as: UTF8.self).trimmingSpaces()
            defaultValue = String(decoding: text.utf8.dropFirst(equals + 1), as: UTF8.self).trimmingSpaces()
            if defaultValue?.isEmpty == true {
                report(location.advanced(by: equals), "expected an initial value after '=' for the output '\(name.text)'")
                return
            }
        }
        if let problem = TypeText.problem(with: type) {
            report(location, "\(problem); write an output as `\(name.text): Type = initialValue`")
            return
        }
        if let defaultValue, let equals = TypeText.firstTopLevel("=", in: text), let problem = TypeText.initialValueProblem(defaultValue, type: type) {
            let offset = equals + 1 + text.utf8.dropFirst(equals + 1).prefix { $0 == UInt8(ascii: " ") }.count
            report(location.advanced(by: offset + problem.offset), problem.message)
            return
        }
        guard let value = defaultValue ?? SampleValues.defaultValue(for: type) else {
            report(location, "the output '\(name.text)' of type \(type) needs an initial value: write `\(name.text): \(type) = <value>`, or make it optional (`\(type)?`)")
            return
        }
        spec.outputs.append(.init(name: name, type: type, defaultValue: value, typeLocation: location))
    }

    /// `name: hint` in `view:`: a known hint (whether it fits its output or action is
    /// `SpecValidator`'s check).
    mutating func decodeViewHint(_ name: ScreenSpec.Name, _ node: Node, into spec: inout ScreenSpec) {
        guard let text = scalar(node, key: "the view hint of '\(name.text)'") else { return }
        let word = text.trimmingSpaces()
        guard let hint = ScreenSpec.ViewHint(rawValue: word) else {
            let all = ScreenSpec.ViewHint.allCases.map(\.rawValue)
            let outputs = ScreenSpec.ViewHint.outputHints.map(\.rawValue).joined(separator: ", ")
            let actions = ScreenSpec.ViewHint.actionHints.map(\.rawValue).joined(separator: ", ")
            report(node.textLocation, "unknown view hint '\(word)'\(Suggestion.didYouMean(word, in: all)); an output takes \(outputs); an action takes \(actions)")
            return
        }
        if spec.viewHints.contains(where: { $0.name.text == name.text }) {
            report(name.location, "'\(name.text)' has a view hint already; give each output or action one hint")
            return
        }
        spec.viewHints.append(.init(name: name, hint: hint, hintLocation: node.textLocation))
    }

    mutating func entries(_ node: Node?, key: String, effects: [String]) -> [ScreenSpec.Entry] {
        handlerEntries(node, key: key, effects: effects).map(\.entry)
    }

    /// The entries of a list; in a responder list, `route.case -> effect` is a handler for
    /// a responder action that the screen of `route` passes up.
    mutating func handlerEntries(_ node: Node?, key: String, effects: [String]) -> [(entry: ScreenSpec.Entry, child: ScreenSpec.ChildEntry?)] {
        var result: [(entry: ScreenSpec.Entry, child: ScreenSpec.ChildEntry?)] = []
        for item in list(node, key: key) {
            guard let text = scalar(item, key: "an entry of '\(key)'") else { continue }
            do {
                let head = text.prefix { $0 != "(" && $0 != " " && $0 != "-" }
                if key != "actions", let dot = head.firstIndex(of: ".") {
                    let route = String(head[..<dot])
                    let rest = String(text[text.index(after: dot)...])
                    guard SwiftName.isIdentifier(route) else {
                        throw DiagnosticError(item.textLocation, "'\(route)' is not a route name: a handler for a passed-up action is written `route.case -> effect`")
                    }
                    let offset = route.utf8.count + 1
                    var entry = try parseEntry(rest, at: item.textLocation.advanced(by: offset), key: key, effects: effects + ["flow"])
                    entry.declaration.location = item.textLocation
                    result.append((entry, ScreenSpec.ChildEntry(route: route, entry: entry)))
                } else {
                    result.append((try parseEntry(text, at: item.textLocation, key: key, effects: effects), nil))
                }
            } catch let error as DiagnosticError {
                reader.report(error.diagnostics)
            } catch {}
        }
        return result
    }

    /// Parses `case-declaration [-> screen NAME[, url /path/{value}]]`.
    func parseRoute(_ text: String, at location: SourceLocation) throws -> (CaseDeclaration, ScreenSpec.RouteTarget?) {
        guard let arrow = topLevelArrow(in: text) else {
            return (try CaseDeclaration.parse(text, at: location, kind: "a route"), nil)
        }
        let route = try CaseDeclaration.parse(String(decoding: text.utf8.prefix(arrow), as: UTF8.self).trimmingSpaces(), at: location, kind: "a route")
        let rest = String(decoding: text.utf8.dropFirst(arrow + 2), as: UTF8.self)
        let restStart = location.advanced(by: arrow + 2 + rest.utf8.prefix { $0 == UInt8(ascii: " ") }.count)
        let usage = "write `\(route.name) -> screen ScreenName` or `\(route.name) -> screen ScreenName, url /path/{value}`"
        let parts = rest.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let words = parts[0].split(separator: " ").map(String.init)
        guard words.count == 2, words[0] == "screen" else {
            throw DiagnosticError(restStart, "expected `screen NAME` after '->' in a route: \(usage)")
        }
        let nameLocation = restStart.advanced(by: parts[0].trimmingSpaces().utf8.count - words[1].utf8.count)
        if let problem = SwiftName.problem(with: words[1], as: "a screen", upper: true) {
            throw DiagnosticError(nameLocation, problem)
        }
        var target = ScreenSpec.RouteTarget(screen: .init(text: words[1], location: nameLocation), url: nil)
        if parts.count == 2 {
            let urlText = parts[1].trimmingSpaces()
            let urlStart = location.advanced(by: arrow + 2 + parts[0].utf8.count + 1 + parts[1].utf8.prefix { $0 == UInt8(ascii: " ") }.count)
            guard urlText.hasPrefix("url ") else {
                throw DiagnosticError(urlStart, "expected `url /path` after ',' in a route: \(usage)")
            }
            let path = String(urlText.dropFirst(4)).trimmingSpaces()
            let pathLocation = urlStart.advanced(by: urlText.utf8.count - path.utf8.count)
            let parsed = ScreenSpec.URLPattern.parse(path, at: pathLocation)
            guard let pattern = parsed.pattern else {
                throw DiagnosticError(pathLocation, parsed.problem ?? "expected a URL path")
            }
            guard pattern.valueNames.count == route.parameters.count else {
                throw DiagnosticError(pathLocation, "the URL path has \(pattern.valueNames.count) placeholder\(pattern.valueNames.count == 1 ? "" : "s") but the route '\(route.name)' has \(route.parameters.count) associated value\(route.parameters.count == 1 ? "" : "s"): give one {placeholder} per value, in order")
            }
            target.url = pattern
        }
        return (route, target)
    }

    /// Parses `await dependency.method(arguments) [into OUTPUT][, loading FLAG][, catch ACTION|OUTPUT]`
    /// (`text` starts with `await`, at `location`).
    func parseCall(_ text: String, at location: SourceLocation) throws -> ScreenSpec.AsyncCall {
        let usage = "write `await DEPENDENCY.METHOD(ARGUMENTS) into OUTPUT, loading FLAG, catch ACTION`; each part after the call is optional"
        let bytes = Array(text.utf8)
        var position = 0
        func skipSpaces() { while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 } }
        func identifier() -> String? {
            let start = position
            while position < bytes.count, bytes[position] == UInt8(ascii: "_") || (bytes[position] >= 0x30 && bytes[position] <= 0x39 && position > start)
                    || (bytes[position] | 0x20 >= UInt8(ascii: "a") && bytes[position] | 0x20 <= UInt8(ascii: "z")) {
                position += 1
            }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }
        position = 5  // after `await`
        skipSpaces()
        let dependencyAt = location.advanced(by: position)
        let dependency = identifier()
        let dot = position < bytes.count && bytes[position] == UInt8(ascii: ".")
        if dot { position += 1 }
        guard let dependency, dot, let method = identifier() else {
            throw DiagnosticError(dependencyAt, "expected a dependency's method after 'await': \(usage)")
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else {
            throw DiagnosticError(location.advanced(by: position), "expected '(' after '\(dependency).\(method)': call the method with its arguments, e.g. `await \(dependency).\(method)()`")
        }
        // The arguments, to the matching parenthesis (strings and nesting kept whole).
        let open = position
        var depth = 0
        var inString = false
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if byte == UInt8(ascii: "\\") { position += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { break }
            }
            position += 1
        }
        guard position < bytes.count else {
            throw DiagnosticError(location.advanced(by: open), "the arguments of '\(dependency).\(method)' are not closed; end them with ')'")
        }
        let arguments = String(decoding: bytes[(open + 1)..<position], as: UTF8.self).trimmingSpaces()
        position += 1
        var call = ScreenSpec.AsyncCall(dependency: dependency, method: method, arguments: arguments)
        call.locations["dependency"] = dependencyAt
        // Clauses: `into X`, `loading X`, `catch X`, separated by commas or spaces.
        while true {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: ",") { position += 1 }
            guard position < bytes.count else { break }
            let keywordAt = location.advanced(by: position)
            guard let keyword = identifier(), ["into", "loading", "catch"].contains(keyword) else {
                throw DiagnosticError(keywordAt, "unexpected text after the call: \(usage)")
            }
            skipSpaces()
            let nameAt = location.advanced(by: position)
            guard let name = identifier() else {
                throw DiagnosticError(nameAt, "'\(keyword)' needs a name: \(keyword == "catch" ? "an action or an output" : "an output")")
            }
            let key = keyword == "catch" ? "catch" : keyword
            guard call.locations[key] == nil else {
                throw DiagnosticError(keywordAt, "'\(keyword)' is given twice; keep one")
            }
            call.locations[key] = nameAt
            switch keyword {
            case "into": call.into = name
            case "loading": call.loading = name
            default: call.failure = name
            }
        }
        return call
    }

    /// Parses `case-declaration [-> effect]`.
    func parseEntry(_ text: String, at location: SourceLocation, key: String, effects: [String]) throws -> ScreenSpec.Entry {
        let kind = key == "actions" ? "an action" : "a responder action"
        guard let arrow = topLevelArrow(in: text) else {
            let declaration = try CaseDeclaration.parse(text, at: location, kind: kind)
            return ScreenSpec.Entry(declaration: declaration, effect: nil, effectLocation: nil)
        }
        let declarationText = String(decoding: text.utf8.prefix(arrow), as: UTF8.self)
        let declaration = try CaseDeclaration.parse(declarationText.trimmingSpaces(), at: location, kind: kind)
        let effectText = String(decoding: text.utf8.dropFirst(arrow + 2), as: UTF8.self)
        let effectStart = location.advanced(by: arrow + 2 + effectText.utf8.prefix { $0 == UInt8(ascii: " ") }.count)
        let words = effectText.split(separator: " ").map(String.init)
        let usage = key == "actions"
            ? "`set OUTPUT`, `toggle OUTPUT`, `clear OUTPUT`, `respond CASE`, `send ACTION` or `await DEPENDENCY.METHOD(…)`"
            : "`route ROUTE`, `present ROUTE`, `dismiss` or `up`"
        guard let keyword = words.first else {
            throw DiagnosticError(effectStart, "expected an effect after '->': \(usage)")
        }
        guard effects.contains(keyword) else {
            let other = key == "actions" ? ["route", "present", "dismiss"] : ["set", "toggle", "clear", "respond", "send"]
            if other.contains(keyword) {
                throw DiagnosticError(effectStart, "'\(keyword)' is not an effect of \(key == "actions" ? "actions" : "responder actions"); use \(usage)")
            }
            throw DiagnosticError(effectStart, "unknown effect '\(keyword)'\(Suggestion.didYouMean(keyword, in: effects)); use \(usage)")
        }
        if keyword == "await" {
            let call = try parseCall(String(effectText.drop { $0 == " " }), at: effectStart)
            return ScreenSpec.Entry(declaration: declaration, effect: .call(call), effectLocation: effectStart)
        }
        if keyword == "dismiss" || keyword == "up" {
            guard words.count == 1 else {
                throw DiagnosticError(effectStart, "'\(keyword)' takes no name; write `-> \(keyword)`")
            }
            return ScreenSpec.Entry(declaration: declaration, effect: keyword == "up" ? .up : .dismiss, effectLocation: effectStart)
        }
        guard words.count == 2 else {
            throw DiagnosticError(effectStart, "'\(keyword)' takes exactly one name: \(usage)")
        }
        let target = words[1]
        let afterKeyword = effectText.drop { $0 == " " }.dropFirst(keyword.count)
        let targetLocation = effectStart.advanced(by: keyword.utf8.count + afterKeyword.prefix { $0 == " " }.utf8.count)
        let effect: ScreenSpec.Effect
        switch keyword {
        case "set": effect = .set(output: target)
        case "toggle": effect = .toggle(output: target)
        case "clear": effect = .clear(output: target)
        case "respond": effect = .respond(case: target)
        case "send": effect = .send(action: target)
        case "route": effect = .route(target)
        case "flow": effect = .flow(target)
        default: effect = .present(target)
        }
        return ScreenSpec.Entry(declaration: declaration, effect: effect, effectLocation: targetLocation)
    }

    /// The byte offset of `->` outside parentheses and brackets (a closure type inside
    /// the associated values has its own arrow).
    func topLevelArrow(in text: String) -> Int? {
        var depth = 0
        let bytes = Array(text.utf8)
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where index == 0 || bytes[index - 1] != UInt8(ascii: "-"): depth -= 1
            case UInt8(ascii: "-") where depth == 0 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                return index
            default: break
            }
        }
        return nil
    }
}

extension ScreenSpec {
    /// Adds a sample for each dependency type that has none and that `fakes` gives one for:
    /// the fake of a protocol (`FakeCatalogService()`: the tests and the preview build the
    /// fake), or a case of an enum of the app (`.blocked`, which is no fake).
    mutating func addFakeSamples(_ fakes: (String) -> String?) {
        let given = SampleValues(samples)
        for dependency in dependencies where given.expression(for: dependency.type) == nil && !samples.contains(where: { $0.type == dependency.type }) {
            if let expression = fakes(dependency.type) {
                samples.append((dependency.type, expression))
                if !expression.hasPrefix(".") { fakedTypes.insert(dependency.type) }
            }
        }
    }
}
