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

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        let source = file.source
        let tokens = source.tokens
        // The tokens without comments, each opening bracket with the position past its
        // group: the scan looks at each `(` and skips nested groups in one step.
        let code = source.code
        var sites = ConstructionSites()
        // The label tokens of the construction being read: one array for the whole file.
        var labelTokens: [Int] = []
        // The line of the last construction: the next one is on it or a few lines on.
        var lineHint = 0
        // Only the `(` right after a name can open a construction: the lexer lists them
        // (`SourceFile.calls`), so the scan never looks at the other tokens.
        for call in source.calls {
            let opening = Int(call)
            let parenToken = Int(code[opening].token)
            // `Name(`: an uppercase name right before the parenthesis (no comment between),
            // not a member (`.Name(`) or an attribute (`@Name(`).
            let typeToken = parenToken - 1
            let name = tokens[typeToken]
            guard source.bytes[Int(name.start)] >= UInt8(ascii: "A") && source.bytes[Int(name.start)] <= UInt8(ascii: "Z") else { continue }
            if opening >= 2 {
                let before = tokens[Int(code[opening - 2].token)].kind
                guard before != .period, before != .atSign else { continue }
            }
            // The arguments at the top level of the parentheses: labels and unlabelled ones.
            // A nested group is one argument's part, skipped whole.
            if !labelTokens.isEmpty { labelTokens.removeAll(keepingCapacity: true) }
            var unlabelled = 0
            var argumentStart = true
            var cursor = opening + 1
            var closed = false
            while cursor < code.count {
                let index = Int(code[cursor].token)
                switch tokens[index].kind {
                case .leftParen, .leftBracket, .leftBrace:
                    if argumentStart { unlabelled += 1; argumentStart = false }
                    cursor = Int(code[cursor].groupEnd)
                    continue
                case .rightParen, .rightBracket, .rightBrace:
                    closed = true
                case .comma:
                    argumentStart = true
                case let kind:
                    if argumentStart {
                        argumentStart = false
                        // A label is a name with its colon right after it (no comment between).
                        if kind == .identifier || kind == .backtickIdentifier, index + 1 < tokens.count, tokens[index + 1].kind == .colon {
                            labelTokens.append(index)
                        } else {
                            unlabelled += 1
                        }
                    }
                }
                if closed { break }
                cursor += 1
            }
            // A group left open runs to the end of the file: nothing after it is read.
            guard closed else { break }
            // A trailing closure may fill a parameter: another question.
            let trailing = cursor + 1 < code.count && tokens[Int(code[cursor + 1].token)].kind == .leftBrace
            if !labelTokens.isEmpty, !trailing {
                sites.append(source, typeToken: typeToken, labelTokens: labelTokens, unlabelled: unlabelled, lineHint: &lineHint)
            }
        }
        guard sites.count > 0 else { return [] }
        // A file with disable comments: a finding per construction, so that each line's
        // comment applies (and counts as used); any other file: one finding for all.
        if file.hasDisableRegions {
            var shared: ConstructionSites.SharedText?
            return (0..<sites.count).map { Finding(token: sites.token(at: $0), symbol: sites.type(at: $0), deferred: .constructionArguments(sites: sites.only($0, sharing: &shared))) }
        }
        return [Finding(token: sites.token(at: 0), symbol: sites.type(at: 0), deferred: .constructionArguments(sites: sites))]
    }
}
