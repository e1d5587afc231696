import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `construction_missing_argument`: a construction of a type the repository declares passes
/// every argument its init needs.
struct ConstructionMissingArgumentRule: Rule {
    static let description = RuleDescription(
        id: .constructionMissingArgument,
        summary: "Pass every argument the type's init needs.",
        rationale: "A type that gained a stored property or an init parameter (a new dependency) leaves every construction written before it short of an argument, and they stop compiling, often in files nobody opened. The rule reports a construction `Type(label: …)` that lacks a labelled argument (or an unlabelled one) the type's init needs, when the repository declares the type once, it is not generic, and it has exactly one init lint can read: one declared in its body, or a struct's memberwise init (its stored properties; those with a value, and optional `var`s, may be left out). It says nothing where another init may be meant: several inits, an init in an extension, a superclass, a macro or property wrapper, a label the init does not take, a trailing closure, or a construction without labels.",
        severity: .error,
        triggering: [
            Example("let product = ↓Product(id: 1)", context: ["Sources/App/Product.swift": "struct Product {\n    let id: Int\n    let name: String\n    var price: Double = 0\n}\n"]),
            Example("let model = ↓CartViewModel(cart: cart)",
                    context: ["Sources/App/CartViewModel.swift": "final class CartViewModel {\n    init(cart: Cart, analytics: Analytics, logger: Logger = .live) {}\n}\n"]),
        ],
        nonTriggering: [
            // Defaults, optionals and values the memberwise init leaves out.
            Example("let product = Product(id: 1)", context: ["Sources/App/Product.swift": "struct Product {\n    let id: Int\n    var name: String?\n    var price: Double = 0\n    let kind = \"lamp\"\n}\n"]),
            // Two inits, or one more in an extension: either may be meant.
            Example("let model = CartViewModel(cart: cart)",
                    context: ["Sources/App/CartViewModel.swift": "final class CartViewModel {\n    init(cart: Cart, analytics: Analytics) {}\n    convenience init(cart: Cart) { self.init(cart: cart, analytics: .live) }\n}\n"]),
            Example("let product = Product(id: 1)", context: ["Sources/App/Product.swift": "struct Product {\n    let id: Int\n    let name: String\n}\nextension Product {\n    init(id: Int) { self.init(id: id, name: \"\") }\n}\n"]),
            // Generic, a superclass, a label the init does not take, a trailing closure.
            Example("let box = Box(value: 1)", context: ["Sources/App/Box.swift": "struct Box<T> {\n    let value: T\n    let label: String\n}\n"]),
            Example("let controller = Controller(title: \"A\")", context: ["Sources/App/Controller.swift": "final class Controller: UIViewController {\n    init(title: String, style: Style) { super.init(nibName: nil, bundle: nil) }\n}\n"]),
            Example("let product = Product(identifier: 1)", context: ["Sources/App/Product.swift": "struct Product {\n    let id: Int\n    let name: String\n}\n"]),
            Example("let row = Row(title: \"A\") { Text(\"B\") }", context: ["Sources/App/Row.swift": "struct Row {\n    let title: String\n    let content: () -> Text\n}\n"]),
            // A type the repository does not declare.
            Example("let stack = VStack(spacing: 8) {}\nlet color = Color(red: 1, green: 0, blue: 0)"),
        ]
    )

    /// `scaffold:disable`, whose comments the linter applies to each finding's line.
    static let disableMarker = Array("scaffold:disable".utf8)

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        let source = file.source
        let tokens = source.tokens
        let bytes = source.bytes
        var sites = ConstructionSites()
        // The label tokens of the construction being read: one array for the whole file.
        var labelTokens: [Int] = []
        // The kind of the last token before `index` that is not a comment.
        var previous = Token.Kind.unknown
        // Whether a comment holds `scaffold:disable`, found as the comments go by.
        var disables = false
        // The line of the last construction: the next one is on it or a few lines on.
        var lineHint = 0
        var index = 0
        // Every token is looked at: the common case (not `Name(`) is decided from the kinds
        // alone, with no other work (this loop runs over every token of every file).
        while index + 1 < tokens.count {
            let token = tokens[index]
            let kind = token.kind
            index += 1
            if kind == .lineComment || kind == .blockComment {
                if !disables, Self.mentionsDisable(token, in: bytes) { disables = true }
                continue
            }
            let before = previous
            previous = kind
            guard kind == .identifier, tokens[index].kind == .leftParen, before != .period, before != .atSign,
                  bytes[Int(token.start)] >= UInt8(ascii: "A") && bytes[Int(token.start)] <= UInt8(ascii: "Z") else { continue }
            let typeToken = index - 1
            // The arguments at the top level of the parentheses: labels and unlabelled ones.
            var depth = 0
            labelTokens.removeAll(keepingCapacity: true)
            var unlabelled = 0
            var argumentStart = true
            var cursor = index
            var closed = false
            while cursor < tokens.count {
                let kind = tokens[cursor].kind
                if tokens[cursor].isComment { cursor += 1; continue }
                switch kind {
                case .leftParen, .leftBracket, .leftBrace:
                    if depth == 1, argumentStart { unlabelled += 1; argumentStart = false }
                    depth += 1
                case .rightParen, .rightBracket, .rightBrace:
                    depth -= 1
                case .comma where depth == 1:
                    argumentStart = true
                default:
                    if depth == 1, argumentStart {
                        argumentStart = false
                        if kind == .identifier || kind == .backtickIdentifier, cursor + 1 < tokens.count, tokens[cursor + 1].kind == .colon {
                            labelTokens.append(cursor)
                        } else {
                            unlabelled += 1
                        }
                    }
                }
                if depth == 0 { closed = true; break }
                cursor += 1
            }
            guard closed else { break }
            // A trailing closure may fill a parameter: another question.
            var next = cursor + 1
            while next < tokens.count, tokens[next].isComment { next += 1 }
            let trailing = next < tokens.count && tokens[next].kind == .leftBrace
            if !labelTokens.isEmpty, !trailing {
                sites.append(source, typeToken: typeToken, labelTokens: labelTokens, unlabelled: unlabelled, lineHint: &lineHint)
            }
        }
        guard sites.count > 0 else { return [] }
        // A file with disable comments: a finding per construction, so that each line's
        // comment applies (and counts as used); any other file: one finding for all.
        // (Only comments can hold one: the comments are searched, not the whole file; the
        // loop above searched those before where it stopped.)
        if disables || tokens[index...].contains(where: { $0.isComment && Self.mentionsDisable($0, in: bytes) }) {
            return (0..<sites.count).map { Finding(token: sites.token(at: $0), symbol: sites.type(at: $0), deferred: .constructionArguments(sites: sites.only($0))) }
        }
        return [Finding(token: sites.token(at: 0), symbol: sites.type(at: 0), deferred: .constructionArguments(sites: sites))]
    }

    /// Whether comment `token` holds `scaffold:disable`.
    static func mentionsDisable(_ token: Token, in bytes: [UInt8]) -> Bool {
        let marker = disableMarker
        var offset = Int(token.start)
        while offset + marker.count <= token.end {
            if bytes[offset] == marker[0], bytes[offset..<offset + marker.count].elementsEqual(marker) { return true }
            offset += 1
        }
        return false
    }
}
