import ScaffoldSupport
import ScaffoldSyntax

/// The sections of a view model, in the architecture's order.
public enum ViewModelSection: Int, CaseIterable, Comparable, Sendable {
    case propertiesAndDependencies, lifecycle, responder, input, output, support

    /// The heading scaffold writes (`// MARK: - Input`).
    public var title: String {
        ["Properties & Dependencies", "Lifecycle", "Responder", "Input", "Output", "Support"][rawValue]
    }

    /// The section a MARK heading names, or nil when it names none (headings vary:
    /// `MARK: - Private / Support`, `MARK: Output`). Properties and variables, private or
    /// not, are Properties & Dependencies (`MARK: - Private variables` holds no helpers);
    /// the lint reads one that holds only outputs as Output.
    public init?(heading: String) {
        let text = Anatomy.Heading(heading)
        // "Published Properties" holds outputs: what is published wins over "properties".
        if text.contains("output") || text.contains("published") { self = .output }
        else if text.contains("propert") || text.contains("dependenc") || text.contains("variable") || text.equals("vars")
            || text.hasSuffix(" vars") || text.contains("stored") { self = .propertiesAndDependencies }
        else if text.contains("lifecycle") || text.equals("init") || text.contains("initial") { self = .lifecycle }
        else if text.contains("responder") { self = .responder }
        else if text.contains("input") || text.equals("actions") || text.equals("action") { self = .input }
        else if text.contains("support") || text.contains("private") || text.contains("helper") { self = .support }
        else { return nil }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The sections of a screen view, in the architecture's order.
public enum ViewSection: Int, CaseIterable, Comparable, Sendable {
    case environment, localState, viewModel, body, support

    /// The heading scaffold writes.
    public var title: String {
        ["Environment", "Local State", "View Model", "Body", "Support"][rawValue]
    }

    /// The section a MARK heading names, or nil.
    public init?(heading: String) {
        let text = Anatomy.Heading(heading)
        if text.contains("environment") { self = .environment }
        else if text.contains("state") { self = .localState }
        else if text.contains("view model") || text.contains("viewmodel") { self = .viewModel }
        else if text.hasPrefix("body") { self = .body }
        else if text.contains("support") || text.contains("private") || text.contains("helper") || text.contains("subview") { self = .support }
        else { return nil }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The architecture's anatomy of a screen, asked of declarations: what an output is, which
/// section a member belongs to, where the MARK headings are. The rules and the screen model
/// read code with these, so each concept has one definition.
public enum Anatomy {
    /// Whether `member` of a view model is an output: a stored instance `var` the view can
    /// observe (`@Published`, or any tracked property of an `@Observable` class) and read
    /// (not private).
    public static func isOutput(_ member: Declaration, in file: SourceFile, observable: Bool) -> Bool {
        guard member.kind == .var, !member.isTypeMember, !member.isPrivate, member.isStored(in: file) else { return false }
        return member.hasAttribute("Published") || (observable && !member.hasAttribute("ObservationIgnored"))
    }

    /// Whether `member` is a view model's input, `send(_:)` or `send(action:)`: one
    /// parameter, the action, and callable from outside (a `private func send(service:)` is
    /// a helper of the Support section).
    public static func isSend(_ member: Declaration) -> Bool {
        guard member.kind == .func, member.name == "send", member.parameters.count == 1, !member.isPrivate,
              let parameter = member.parameters.first else { return false }
        return parameter.label == "_" || parameter.label == "action" || parameter.type.hasSuffix("Action")
    }

    /// The section a view-model member belongs to by what it is, when that is clear.
    public static func section(of member: Declaration, in file: SourceFile, observable: Bool) -> ViewModelSection? {
        switch member.kind {
        case .`init`, .deinit: return .lifecycle
        case .enum where member.name == "ResponderAction": return .responder
        case .enum where member.name == "Action": return .input
        case .func where isSend(member): return .input
        case .var, .let:
            if member.name == "responder" { return .responder }
            return isOutput(member, in: file, observable: observable) ? .output : nil
        default: return nil
        }
    }

    /// Property wrappers of a view's Environment section.
    static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject"]
    /// Property wrappers of a view's Local State section.
    static let localStateWrappers: Set<String> = ["State", "FocusState", "GestureState", "Namespace"]

    /// The section a screen-view member belongs to by what it is, when that is clear;
    /// `holdsViewModel` says whether a property holds a view model. An optional `@State`
    /// view model (the item of a sheet) is presentation state: Local State. A method or
    /// a computed property other than `body` is a helper: Support.
    public static func section(ofViewMember member: Declaration, holdsViewModel: Bool, in file: SourceFile) -> ViewSection? {
        if member.hasAttribute(in: environmentWrappers) { return .environment }
        if member.hasAttribute(in: localStateWrappers) {
            let presented = (member.type?.hasSuffix("?") ?? false) || member.initializer == "nil"
            return holdsViewModel && !presented ? .viewModel : .localState
        }
        if holdsViewModel { return .viewModel }
        if member.kind == .var, member.name == "body" { return .body }
        guard !member.isTypeMember else { return nil }
        if member.kind == .func || (member.kind == .var && !member.isStored(in: file)) { return .support }
        return nil
    }

    /// `MARK:`, as bytes.
    private static let markBytes = Array("MARK:".utf8)

    /// The MARK comments directly in a type's body (not in nested bodies): token and text.
    /// Only the file's comments are looked at: the body's code is walked at its top level,
    /// each bracketed group (a method's body, say) passed in one step by the lexer's index,
    /// so a comment inside one is known as such without reading its tokens.
    public static func markComments(of declaration: Declaration, in file: SourceFile) -> [(token: Int, text: String)] {
        guard let body = declaration.bodyRange else { return [] }
        let comments = file.comments, code = file.code, tokens = file.tokens
        var comment = comments.sortedIndex { Int($0) < body.lowerBound }
        guard comment < comments.count, Int(comments[comment]) < body.upperBound else { return [] }
        var position = code.sortedIndex { Int($0.token) < body.lowerBound }
        var marks: [(Int, String)] = []
        while comment < comments.count, Int(comments[comment]) < body.upperBound {
            let index = Int(comments[comment])
            // The top-level code before the comment: a token, or a group passed whole.
            if position < code.count, Int(code[position].token) < index {
                switch tokens[Int(code[position].token)].kind {
                case .leftBrace, .leftParen, .leftBracket:
                    let end = Int(code[position].groupEnd)
                    // A group open to the end of the file: counted the plain way.
                    guard end < code.count else { return markCommentsByCounting(of: declaration, in: file) }
                    if Int(code[end - 1].token) > index {
                        comment += 1
                    } else {
                        position = end
                    }
                case .rightBrace, .rightParen, .rightBracket:
                    // A closing bracket with no opening one in the body: counted the plain way.
                    return markCommentsByCounting(of: declaration, in: file)
                default:
                    position += 1
                }
                continue
            }
            // Most comments are prose: no text is made for one whose bytes lack `MARK:`
            // (the bytes decide: no second search of the text).
            let token = tokens[index]
            if ByteSearch.contains(markBytes, in: file.bytes, from: Int(token.start), to: token.end) { marks.append((index, file.text(of: token))) }
            comment += 1
        }
        return marks
    }

    /// `markComments` read the plain way, every token of the body with the depth of its
    /// brackets counted: for a body whose brackets do not pair up, and as the tests' reference.
    static func markCommentsByCounting(of declaration: Declaration, in file: SourceFile) -> [(token: Int, text: String)] {
        guard let body = declaration.bodyRange else { return [] }
        var depth = 0
        var marks: [(Int, String)] = []
        for index in body {
            let token = file.tokens[index]
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            case .lineComment, .blockComment:
                guard depth == 0, ByteSearch.contains(markBytes, in: file.bytes, from: Int(token.start), to: token.end) else { break }
                marks.append((index, file.text(of: token)))
            default: break
            }
        }
        return marks
    }

    /// A MARK heading's words, lowercased ASCII bytes, without `// MARK:` and dashes
    /// (byte matching: these run for every member of every type, so no array is made for
    /// a word looked for, and the heading's bytes are made once).
    struct Heading {
        /// The heading's words.
        let bytes: ArraySlice<UInt8>

        /// The words of `heading`.
        init(_ heading: String) {
            let lowered = heading.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
            var start = Heading.find("mark:", in: lowered[...]).map { $0 + 5 } ?? 0
            var end = lowered.count
            // Spaces, dashes, stars and slashes around the words.
            func trimmable(_ byte: UInt8) -> Bool { byte == 32 || byte == 45 || byte == 42 || byte == 47 }
            while start < end, trimmable(lowered[start]) { start += 1 }
            while end > start, trimmable(lowered[end - 1]) { end -= 1 }
            bytes = lowered[start..<end]
        }

        /// Whether a word occurs in the heading.
        func contains(_ word: StaticString) -> Bool { Heading.find(word, in: bytes) != nil }
        /// Whether the heading is exactly this word.
        func equals(_ word: StaticString) -> Bool {
            word.withUTF8Buffer { bytes.elementsEqual($0) }
        }
        /// Whether the heading starts with this word.
        func hasPrefix(_ word: StaticString) -> Bool {
            word.withUTF8Buffer { bytes.starts(with: $0) }
        }
        /// Whether the heading ends with this word.
        func hasSuffix(_ word: StaticString) -> Bool {
            word.withUTF8Buffer { bytes.reversed().starts(with: $0.reversed()) }
        }

        /// Where `needle` starts in `haystack` (an offset from the haystack's start), or nil.
        static func find(_ needle: StaticString, in haystack: ArraySlice<UInt8>) -> Int? {
            needle.withUTF8Buffer { needle in
                guard let first = needle.first, needle.count <= haystack.count else { return nil }
                let base = haystack.startIndex
                for start in base...(haystack.endIndex - needle.count) where haystack[start] == first {
                    if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start - base }
                }
                return nil
            }
        }
    }
}
