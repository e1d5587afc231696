import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// A protocol as a fake needs it: its requirements with their effects, read from source by
/// scaffold's own parser, or the requirements no fake can satisfy, each with its place.
public struct FakeProtocol: Sendable {
    /// A parameter of a method requirement.
    public struct Parameter: Sendable, Equatable {
        /// The argument label (`_` for none).
        public var label: String
        /// The name the implementation uses.
        public var name: String
        /// The type as written (`@escaping (Int) -> Void`, `String...`).
        public var type: String
        /// The type the fake records a call's argument as (generics as `Any`, variadics as arrays).
        public var recordedType: String
        /// A closure the fake cannot keep (not `@escaping`): passed to the handler, not recorded.
        public var isNonEscapingClosure: Bool
        /// `String...`: the implementation gets an array.
        public var isVariadic: Bool
        /// `borrowing` or `consuming`: the fake records a `copy` of the argument, since such a
        /// parameter is not copied implicitly.
        public var isNoImplicitCopy: Bool = false
    }

    /// A method requirement.
    public struct Method: Sendable {
        /// Its name.
        public var name: String
        /// Its name as the implementation declares it: in backticks where the protocol writes
        /// them (`` `default` ``), else `name`.
        public var spelling: String
        /// Its attributes as written (`@MainActor`).
        public var attributes: [String]
        /// The modifiers the implementation repeats (`nonisolated`).
        public var modifiers: [String]
        /// The generic parameter clause as written (`<T: Decodable>`).
        public var genericParameters: String?
        /// The generic parameter names, which the records and handlers see as `Any`.
        public var genericNames: [String]
        /// Its parameters.
        public var parameters: [Parameter]
        /// Whether it is `async`.
        public var isAsync: Bool
        /// Whether it `throws`.
        public var throwsErrors: Bool
        /// The return type as written without `sending`, nil for `Void`.
        public var returnType: String?
        /// `-> sending T`: the implementation and the handler return `sending T`; the stored
        /// value is a plain `T`, since `sending` marks only parameters and results.
        public var sendsResult: Bool = false
        /// The property names a fake uses for it: `login`, or `loadId` beside `loadName`.
        public var key: String = ""

        /// Whether the fake keeps a `…ReturnValue` to answer with. Not for a `sending` result
        /// of a type that may not be `Sendable`: the one stored value would be handed to every
        /// caller, which Swift 6 refuses ("sending 'value' risks causing data races"); such a
        /// method answers through its handler, which makes a value for each call.
        public var keepsReturnValue: Bool {
            guard let returnType, sendsResult else { return true }
            return FakeTypes.isStandardSendable(returnType)
        }

        /// `login(user:password:)`.
        public var signature: String {
            name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
        }
    }

    /// A property requirement.
    public struct Property: Sendable {
        /// Its name.
        public var name: String
        /// Its name as the implementation declares it: in backticks where the protocol writes
        /// them (`` `default` ``), else `name`.
        public var spelling: String
        /// Its attributes as written.
        public var attributes: [String]
        /// The modifiers the implementation repeats.
        public var modifiers: [String]
        /// Its type as written.
        public var type: String
        /// `{ get set }`.
        public var isSettable: Bool
        /// `{ get async }`.
        public var isAsync: Bool
        /// `{ get throws }`.
        public var throwsErrors: Bool
    }

    /// An initializer requirement.
    public struct Initializer: Sendable {
        /// Its parameters.
        public var parameters: [Parameter]
        /// Its attributes as written.
        public var attributes: [String]
        /// `init?`.
        public var isFailable: Bool
    }

    /// A requirement no fake can satisfy, and why.
    public struct Problem: Sendable, Error {
        /// The requirement's place.
        public var location: SourceLocation
        /// What is wrong and what to do, in a sentence.
        public var message: String
    }

    /// The protocol's name.
    public var name: String
    /// The file it is declared in.
    public var path: String
    /// Where it is declared.
    public var location: SourceLocation
    /// The imports of its file, which the fake needs too.
    public var imports: [String]
    /// Whether it is `Sendable` (itself, or through a protocol it inherits).
    public var isSendable = false
    /// Its global actor (`MainActor`), if it has one.
    public var globalActor: String?
    /// `typealias` lines for associated types with a default.
    public var typeAliases: [(name: String, type: String)] = []
    /// The method requirements, in order (inherited ones after).
    public var methods: [Method] = []
    /// The property requirements, in order.
    public var properties: [Property] = []
    /// The initializer requirements.
    public var initializers: [Initializer] = []
    /// What makes it impossible to fake; empty when it can be faked.
    public var problems: [Problem] = []
}

extension FakeProtocol {
    /// Marker protocols a fake class satisfies without a requirement of its own.
    static let markers: Set<String> = ["Sendable", "AnyObject", "Swift.Sendable"]

    /// Reads `declaration` (a protocol in `file`); `inherited` looks up another protocol the
    /// repository declares, for the requirements it inherits.
    public static func read(_ declaration: Declaration, in file: SourceFile, imports: [String],
                            inherited: (String) -> (Declaration, SourceFile)?) -> FakeProtocol {
        var result = FakeProtocol(name: declaration.name, path: file.path, location: file.location(of: file.tokens[declaration.positionToken]),
                                  imports: imports)
        result.globalActor = declaration.attributes.first { ["MainActor"].contains($0.name) || $0.name.hasSuffix("Actor") }?.name
        var seen: Set<String> = [declaration.name]
        var pending: [(Declaration, SourceFile)] = [(declaration, file)]
        // Breadth first over the inherited protocols, each once: no recursion on input depth.
        while !pending.isEmpty {
            let (current, currentFile) = pending.removeFirst()
            let at = currentFile.location(of: currentFile.tokens[current.positionToken])
            for parent in current.inheritance {
                let name = parent.trimmingSpaces()
                if name == "Sendable" || name == "Swift.Sendable" { result.isSendable = true; continue }
                if markers.contains(name) || seen.contains(name) { continue }
                if name == "Actor" {
                    result.problems.append(Problem(location: at, message: "\(current.name) inherits Actor; scaffold fakes classes, not actors: write this fake by hand"))
                    continue
                }
                guard let found = inherited(name) else {
                    result.problems.append(Problem(location: at, message: "\(current.name) inherits '\(name)', which scaffold cannot read (it is not declared in the sources); a fake could not satisfy its requirements: write this fake by hand, or drop the inheritance"))
                    continue
                }
                seen.insert(name)
                pending.append(found)
            }
            for member in current.members {
                result.readRequirement(member, of: current, in: currentFile)
            }
        }
        result.assignKeys()
        return result
    }

    /// Adds one member of `owner` as a requirement, or the problem that stops the fake.
    mutating func readRequirement(_ member: Declaration, of owner: Declaration, in file: SourceFile) {
        let at = file.location(of: file.tokens[member.positionToken])
        func refuse(_ what: String) {
            problems.append(Problem(location: at, message: "\(name): \(what)"))
        }
        let span = FakeSignatureSpan(member: member, owner: owner, file: file)
        if member.modifiers.contains("static") || member.modifiers.contains("class") {
            return refuse("'\(member.name)' is a static requirement; a fake answers for one instance: write this fake by hand")
        }
        if span.mentionsSelf {
            return refuse("'\(member.name)' uses Self, which a fake class cannot satisfy for every conforming type: write this fake by hand")
        }
        let attributes = member.attributes.map { "@" + $0.name + ($0.arguments.map { "(\($0))" } ?? "") }
        // The parser keeps a name without its backticks; a keyword (`default`) needs them back.
        // A property's position is its name; a function's is `func`, followed by the name.
        let nameToken = member.kind == .func ? span.words.first?.token : file.tokens[member.positionToken]
        let spelling = nameToken?.kind == .backtickIdentifier ? "`\(member.name)`" : member.name
        let modifiers = member.modifiers.filter { ["nonisolated"].contains($0) }
        switch member.kind {
        case .associatedtype:
            guard let type = member.type else {
                return refuse("associatedtype '\(member.name)' has no default type, so a fake would have to choose one: give it a default (`associatedtype \(member.name) = SomeType`) or write this fake by hand")
            }
            typeAliases.append((member.name, type))
        case .typealias:
            break
        case .var, .let:
            guard let type = member.type else { return refuse("property '\(member.name)' has no type") }
            let accessors = span.accessorWords
            properties.append(Property(name: member.name, spelling: spelling, attributes: attributes, modifiers: modifiers, type: type,
                                       isSettable: accessors.contains("set"), isAsync: accessors.contains("async"),
                                       throwsErrors: accessors.contains("throws")))
        case .func, .`init`:
            let effects = span.effects
            if effects.contains("rethrows") { return refuse("'\(member.name)' rethrows; a fake cannot rethrow only what its closure throws: write this fake by hand") }
            if effects.contains("typed throws") { return refuse("'\(member.name)' throws a typed error; scaffold's fakes throw any Error: write this fake by hand") }
            if span.hasWhereClause { return refuse("'\(member.name)' has a generic where clause, which scaffold's fakes do not handle: write this fake by hand") }
            let genericNames = Self.genericNames(member.genericParameters)
            var parameters: [Parameter] = []
            for parameter in member.parameters {
                let type = parameter.type.trimmingSpaces()
                if type.hasPrefix("inout ") { return refuse("'\(member.name)' takes an inout parameter, which a fake cannot record: write this fake by hand") }
                if FakeTypes.has("@autoclosure", in: type) { return refuse("'\(member.name)' takes an @autoclosure, which a fake cannot record: write this fake by hand") }
                let label = parameter.label ?? "_"
                var name = parameter.name ?? label
                if name == "_" { name = "argument\(parameters.count)" }
                let isVariadic = type.hasSuffix("...")
                let nonEscaping = FakeTypes.isFunctionType(type) && !FakeTypes.has("@escaping", in: type)
                // Ownership words mark only parameters: the record keeps the type itself.
                var recorded = FakeTypes.erasing(genericNames, in: FakeTypes.stripping(["@escaping"] + FakeTypes.parameterOwnership, from: type))
                if isVariadic { recorded = "[" + recorded.dropLast(3) + "]" }
                recorded = FakeTypes.existential(recorded)
                if FakeTypes.has("@", in: recorded) || FakeTypes.has("->", in: recorded) { recorded = "(" + recorded + ")" }
                let ownership = FakeTypes.words(type).first.map(String.init) ?? ""
                parameters.append(Parameter(label: label, name: name, type: type, recordedType: recorded, isNonEscapingClosure: nonEscaping, isVariadic: isVariadic,
                                            isNoImplicitCopy: ownership == "borrowing" || ownership == "consuming"))
            }
            if member.kind == .`init` {
                initializers.append(Initializer(parameters: parameters, attributes: attributes, isFailable: span.isFailableInit))
                return
            }
            var returnType = member.returnType?.trimmingSpaces()
            let sendsResult = returnType.map { $0.hasPrefix("sending ") } ?? false
            if sendsResult { returnType = returnType.map { FakeTypes.stripping(["sending"], from: $0) } }
            if returnType == "Void" || returnType == "()" { returnType = nil }
            if let type = returnType, FakeTypes.mentions(genericNames, in: type), !genericNames.contains(type) {
                return refuse("'\(member.name)' returns '\(type)', built from a generic parameter; scaffold fakes a generic result only when it is the parameter itself (`-> T`): write this fake by hand")
            }
            methods.append(Method(name: member.name, spelling: spelling, attributes: attributes, modifiers: modifiers, genericParameters: member.genericParameters,
                                  genericNames: genericNames, parameters: parameters, isAsync: effects.contains("async"),
                                  throwsErrors: effects.contains("throws"), returnType: returnType, sendsResult: sendsResult))
        case .subscript:
            refuse("subscript requirements are not faked by scaffold: write this fake by hand")
        case .unknown:
            break
        default:
            refuse("'\(member.name)' (\(member.kind.rawValue)) is not a requirement scaffold can fake")
        }
    }

    /// Each method's property prefix: its name, or with its labels where names repeat.
    mutating func assignKeys() {
        var counts: [String: Int] = [:]
        for method in methods { counts[method.name, default: 0] += 1 }
        var used: Set<String> = Set(properties.map(\.name))
        for index in methods.indices {
            let method = methods[index]
            var key = method.name
            if counts[method.name, default: 0] > 1 {
                key += method.parameters.map { ($0.label == "_" ? $0.name : $0.label).filter { $0 != "`" }.capitalizedFirst }.joined()
            }
            var candidate = key
            var number = 2
            while used.contains(candidate) {
                candidate = key + String(number)
                number += 1
            }
            used.insert(candidate)
            methods[index].key = candidate
        }
    }

    /// `<T: Decodable, U>` → `[T, U]`.
    static func genericNames(_ clause: String?) -> [String] {
        guard var text = clause?.trimmingSpaces(), text.hasPrefix("<"), text.hasSuffix(">") else { return [] }
        text = String(text.dropFirst().dropLast())
        var names: [String] = []
        var depth = 0
        var current = ""
        for character in text + "," {
            switch character {
            case "<", "(", "[": depth += 1; current.append(character)
            case ">", ")", "]": depth -= 1; current.append(character)
            case "," where depth == 0:
                let name = current.split(separator: ":").first.map { String($0).trimmingSpaces() } ?? ""
                if !name.isEmpty { names.append(name.hasPrefix("each ") ? String(name.dropFirst(5)) : name) }
                current = ""
            default: current.append(character)
            }
        }
        return names
    }
}

extension String {
    /// `id` → `Id`.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

/// The tokens of one requirement, from its name to the next member: what the declaration
/// parser does not keep (effects, accessors, where clauses).
struct FakeSignatureSpan {
    /// The file the requirement is in.
    let file: SourceFile
    /// The tokens after the name (comments left out), with their bracket depth.
    let words: [(token: Token, depth: Int)]
    /// The tokens of the accessor block, for a property.
    let body: [Token]

    /// The span of `member` in `owner`, a protocol of `file`.
    init(member: Declaration, owner: Declaration, file: SourceFile) {
        self.file = file
        let end: Int
        if let index = owner.members.firstIndex(where: { $0.positionToken == member.positionToken }), index + 1 < owner.members.count {
            end = owner.members[index + 1].tokenRange.lowerBound
        } else {
            end = owner.bodyRange?.upperBound ?? file.tokens.count
        }
        var words: [(Token, Int)] = []
        var depth = 0
        var position = member.positionToken + 1
        while position < min(end, file.tokens.count) {
            let token = file.tokens[position]
            position += 1
            if token.isComment { continue }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            words.append((token, depth))
        }
        self.words = words
        body = member.bodyRange.map { range in range.compactMap { $0 < file.tokens.count && !file.tokens[$0].isComment ? file.tokens[$0] : nil } } ?? []
    }

    /// Whether `token` spells `text`, compared as bytes (no string is made).
    func spells(_ token: Token, _ text: StaticString) -> Bool {
        guard Int(token.length) == text.utf8CodeUnitCount else { return false }
        let bytes = file.bytes
        return text.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if bytes[Int(token.start) + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether `Self` appears anywhere in the requirement.
    var mentionsSelf: Bool {
        words.contains { spells($0.token, "Self") }
    }

    /// `async`, `throws`, `rethrows` (and `typed throws`) between the parameters and the arrow.
    var effects: Set<String> {
        var result: Set<String> = []
        var seenParameters = false
        for (index, word) in words.enumerated() {
            let token = word.token
            if word.depth == 0, token.kind == .arrow || token.kind == .leftBrace || spells(token, "where") { break }
            if token.kind == .rightParen, word.depth == 0 { seenParameters = true; continue }
            guard seenParameters, word.depth == 0 else { continue }
            if spells(token, "async") { result.insert("async") }
            if spells(token, "rethrows") { result.insert("rethrows") }
            if spells(token, "throws") {
                result.insert("throws")
                if index + 1 < words.count, words[index + 1].token.kind == .leftParen { result.insert("typed throws") }
            }
        }
        return result
    }

    /// `init?`.
    var isFailableInit: Bool {
        words.first?.token.kind == .question
    }

    /// A `where` clause at the top level of the signature.
    var hasWhereClause: Bool {
        words.contains { $0.depth == 0 && spells($0.token, "where") }
    }

    /// `get`, `set`, `async`, `throws` in a property's accessor block.
    var accessorWords: Set<String> {
        var result: Set<String> = []
        for token in body {
            if spells(token, "get") { result.insert("get") }
            if spells(token, "set") { result.insert("set") }
            if spells(token, "async") { result.insert("async") }
            if spells(token, "throws") { result.insert("throws") }
        }
        return result
    }
}

/// Reading type text for fakes.
enum FakeTypes {
    /// Whether `type` is a function type at its top level (`(Int) -> Void`, `@Sendable () async -> T`).
    static func isFunctionType(_ type: String) -> Bool {
        var depth = 0
        var previous: UInt8 = 0
        for byte in type.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">"):
                if previous != UInt8(ascii: "-") {
                    depth -= 1
                } else if depth == 0 {
                    return true
                }
            default: break
            }
            previous = byte
        }
        return false
    }

    /// Whether `text` holds `needle`, as Foundation's `contains` finds it; read as bytes when
    /// both are ASCII (each character is then one byte, and Foundation's search, which
    /// weighs equivalent characters, was a third of the work of reading a protocol).
    static func has(_ needle: String, in text: String) -> Bool {
        guard text.isASCII, needle.isASCII else { return text.contains(needle) }
        return ByteSearch.contains(Array(needle.utf8), in: Array(text.utf8))
    }

    /// The words of `text` between its spaces, none empty, as `split(separator: " ")` gives
    /// them; found a byte at a time when `text` is ASCII.
    static func words(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        guard text.isASCII else { return text.split(separator: " ") }
        var words: [Substring] = []
        var start = utf8.startIndex, index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: " ") {
                if start != index { words.append(text[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex { words.append(text[start..<utf8.endIndex]) }
        return words
    }

    /// The words that mark how a parameter is passed (`sending Event`, `borrowing Data`),
    /// which only a parameter's own type may carry.
    static let parameterOwnership = ["sending", "borrowing", "consuming", "__owned", "__shared"]

    /// `type` without the given attributes (whole words: `@escaping`, `sending`).
    static func stripping(_ attributes: [String], from type: String) -> String {
        let words = Self.words(type)
        // Most types have no attribute at all: then the words are not joined again.
        guard words.contains(where: { attributes.contains(String($0)) }) else { return type.trimmingSpaces() }
        return words.filter { !attributes.contains(String($0)) }.joined(separator: " ")
    }

    /// Whether `byte` can be part of an identifier.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// `type` with each identifier that `replacement` maps replaced, the rest kept byte for byte.
    static func replacingIdentifiers(in type: String, _ replacement: (Substring) -> String?) -> String {
        var result = ""
        var wordStart: String.Index?
        var index = type.startIndex
        let utf8 = type.utf8
        var last = type.startIndex
        func flush(upTo end: String.Index) {
            guard let start = wordStart else { return }
            let word = type[start..<end]
            if let replaced = replacement(word) {
                result += type[last..<start]
                result += replaced
                last = end
            }
            wordStart = nil
        }
        while index != utf8.endIndex {
            if isIdentifierByte(utf8[index]) {
                if wordStart == nil { wordStart = index }
            } else {
                flush(upTo: index)
            }
            index = utf8.index(after: index)
        }
        flush(upTo: index)
        result += type[last...]
        return result
    }

    /// `some P` as `any P`: the type a fake records an opaque parameter as.
    static func existential(_ type: String) -> String {
        guard type.utf8.contains(UInt8(ascii: "s")) else { return type }
        return replacingIdentifiers(in: type) { $0 == "some" ? "any" : nil }
    }

    /// Whether an identifier of `names` appears in `type`.
    static func mentions(_ names: [String], in type: String) -> Bool {
        guard !names.isEmpty else { return false }
        var found = false
        _ = replacingIdentifiers(in: type) { word in
            if names.contains(where: { $0 == word }) { found = true }
            return nil
        }
        return found
    }

    /// `type` with each identifier of `names` replaced by `Any`.
    static func erasing(_ names: [String], in type: String) -> String {
        guard !names.isEmpty else { return type }
        return replacingIdentifiers(in: type) { word in names.contains(where: { $0 == word }) ? "Any" : nil }
    }

    /// Whether `type` is a standard type that is `Sendable` (`Int`, `String`, `Date`), or an
    /// optional, array, set or dictionary of them. False for any other: it may not be.
    static func isStandardSendable(_ type: String) -> Bool {
        let text = TypeText.normalized(type)
        if let wrapped = TypeText.wrappedOfOptional(text) { return isStandardSendable(wrapped) }
        if let element = TypeText.elementOfArray(text) { return isStandardSendable(element) }
        if let (key, value) = TypeText.keyValueOfDictionary(text) { return isStandardSendable(key) && isStandardSendable(value) }
        if text.hasPrefix("Set<"), text.hasSuffix(">") { return isStandardSendable(String(text.dropFirst(4).dropLast())) }
        return ["String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                "Double", "Float", "Decimal", "TimeInterval", "Data", "Date", "URL", "UUID"].contains(text)
    }

    /// The value a fake returns when nothing is stubbed, for types that have an obvious empty
    /// one; nil for the others, which must be stubbed.
    static func emptyValue(for type: String) -> String? {
        let text = type.trimmingSpaces()
        if text.hasSuffix("?") || text.hasPrefix("Optional<") { return "nil" }
        if text.hasPrefix("[") && text.hasSuffix("]") {
            var depth = 0
            for character in text.dropFirst().dropLast() {
                if "[(<".contains(character) { depth += 1 } else if "])>".contains(character) { depth -= 1 } else if character == ":", depth == 0 { return "[:]" }
            }
            return "[]"
        }
        if text.hasPrefix("Set<") || text.hasPrefix("Array<") { return "[]" }
        if text.hasPrefix("Dictionary<") { return "[:]" }
        switch text {
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "TimeInterval": return "0"
        case "Data": return "Data()"
        default: return nil
        }
    }
}
