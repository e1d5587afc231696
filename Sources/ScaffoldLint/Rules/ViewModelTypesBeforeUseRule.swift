import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_types_before_use`: nested types come before the members that use them.
struct ViewModelTypesBeforeUseRule: Rule {
    static let description = RuleDescription(
        id: .vmTypesBeforeUse,
        summary: "Declare this type above the members that use it.",
        rationale: "The anatomy declares types before the properties and functions that use them, so that reading from the top, nothing is used before it is introduced. The initializer is exempt: Lifecycle comes first and takes the responder.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    func send(_ action: Action) {}\n    enum ↓Action { case tap }\n    @Published private(set) var state: State = .idle\n    enum ↓State { case idle }\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class ListViewModel: ObservableObject {\n    typealias InputType = Input\n    enum Input { case onAppear }\n    func apply(_ input: Input) {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    init(responder: Responder<ResponderAction>) { self.responder = responder }\n    enum ResponderAction { case done }\n    private let responder: Responder<ResponderAction>\n    enum Action { case tap }\n    func send(_ action: Action) {}\n}"),
        ]
    )

    /// The kinds of nested declarations that are types.
    static let typeKinds: Set<Declaration.Kind> = [.enum, .struct, .class, .actor, .typealias, .protocol]

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for viewModel in file.viewModels {
            let members = viewModel.members
            let types = members.count { Self.isType($0.kind) }
            guard types > 0 else { continue }
            // A view model of a few types (its `Action`) is read member by member; one of
            // many types and members through the index of its signatures' words, which
            // costs more to make but keeps the work linear.
            let signatures = types * members.count > Self.scanLimit ? Signatures(members) : nil
            for (index, type) in members.enumerated() where Self.isType(type.kind) {
                // Only stored properties and methods count: a typealias may name a type below it.
                let usedEarlier: Bool
                if let signatures {
                    usedEarlier = signatures.candidates(naming: type.name, before: index).contains { member in
                        signatures.texts[member].contains { Self.mentions($0, type.name) }
                    }
                } else {
                    usedEarlier = members[..<index].contains { member in
                        WorkCounter.add()
                        return Signatures.signature(of: member).contains { Self.mentions($0, type.name) }
                    }
                }
                if usedEarlier {
                    findings.append(Finding(token: Self.nameToken(of: type, in: file.source),
                                            message: "\(viewModel.name).\(type.name) is used above its declaration: declare it above the members that use it",
                                            symbol: "\(viewModel.name).\(type.name)"))
                }
            }
        }
        return findings
    }

    /// Whether a member of `kind` is a type (one of `typeKinds`), without hashing the kind.
    static func isType(_ kind: Declaration.Kind) -> Bool {
        switch kind {
        case .enum, .struct, .class, .actor, .typealias, .protocol: true
        default: false
        }
    }

    /// The most member looks (types times members) a view model is read with one by one.
    static let scanLimit = 4_096

    /// The signatures of a view model's properties, methods and subscripts (their types,
    /// return types and parameters' types), with the members that may name each word: a
    /// type is looked for in those, not in every member above it (a view model of
    /// thousands of nested types and members was quadratic).
    struct Signatures {
        /// Each member's signature texts (empty for a member of another kind).
        var texts: [[String]] = []
        /// For each word of an ASCII signature, the members whose signature holds it, in order.
        var holders: [Substring: [Int]] = [:]
        /// The members whose signature is not all ASCII: looked at for every name.
        var others: [Int] = []

        /// The signatures of `members`.
        init(_ members: [Declaration]) {
            for (index, member) in members.enumerated() {
                let signature = Self.signature(of: member)
                texts.append(signature)
                if signature.contains(where: { $0.utf8.contains { $0 >= 0x80 } }) {
                    others.append(index)
                    continue
                }
                for text in signature {
                    // Maximal runs of word bytes: an ASCII name is mentioned only as one.
                    let utf8 = text.utf8
                    var start: String.Index?
                    var position = utf8.startIndex
                    while true {
                        let isWord = position < utf8.endIndex && ByteSearch.isWordByte(utf8[position])
                        if isWord, start == nil { start = position }
                        if !isWord, let first = start {
                            WorkCounter.add()
                            let word = text[first..<position]
                            if holders[word]?.last != index { holders[word, default: []].append(index) }
                            start = nil
                        }
                        guard position < utf8.endIndex else { break }
                        position = utf8.index(after: position)
                    }
                }
            }
        }

        /// The texts of `member`'s signature that a type may be named in: none for a member
        /// that is not a property, method or subscript.
        static func signature(of member: Declaration) -> [String] {
            switch member.kind {
            case .var, .let, .func, .subscript: break
            default: return []
            }
            return [member.type, member.returnType].compactMap { $0 } + member.parameters.map(\.type)
        }

        /// The members before `limit` whose signature may mention `name`, in order: those
        /// holding it as a word, and those not all ASCII (or every one, when `name` is not
        /// all ASCII: the characters decide).
        func candidates(naming name: String, before limit: Int) -> [Int] {
            guard name.isASCII else { return Array(0..<limit) }
            var found = (holders[name[...]] ?? []).prefix { $0 < limit } + others.prefix { $0 < limit }
            WorkCounter.add(found.count)
            if !others.isEmpty { found.sort() }
            return Array(found)
        }
    }

    /// Whether `text` contains `name` as a whole identifier. An ASCII name is looked for in
    /// the bytes; where a byte beside a match is not ASCII, the characters decide.
    static func mentions(_ text: String, _ name: String) -> Bool {
        var text = text, name = name
        guard name.isASCII else { return mentionsByCharacters(text, name) }
        let found: Bool? = text.withUTF8 { haystack in
            name.withUTF8 { needle -> Bool? in
                guard !needle.isEmpty, haystack.count >= needle.count else { return false }
                for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
                    var matches = true
                    for offset in 1..<needle.count where haystack[start + offset] != needle[offset] { matches = false; break }
                    guard matches else { continue }
                    let before: UInt8? = start == 0 ? nil : haystack[start - 1]
                    let after: UInt8? = start + needle.count == haystack.count ? nil : haystack[start + needle.count]
                    if (before ?? 0) >= 0x80 || (after ?? 0) >= 0x80 { return nil }
                    if before.map({ !ByteSearch.isWordByte($0) && $0 != UInt8(ascii: ".") }) ?? true, after.map({ !ByteSearch.isWordByte($0) }) ?? true { return true }
                }
                return false
            }
        }
        return found ?? mentionsByCharacters(text, name)
    }

    /// `mentions`, character by character.
    static func mentionsByCharacters(_ text: String, _ name: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: name) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isBoundary = { (character: Character?) in character.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true }
            if isBoundary(before), isBoundary(after), before != "." { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// The token of a type's name (the token after its keyword).
    static func nameToken(of type: Declaration, in file: SourceFile) -> Int {
        var index = type.positionToken + 1
        while index < file.tokens.count, file.tokens[index].isComment { index += 1 }
        return min(index, file.tokens.count - 1)
    }
}
