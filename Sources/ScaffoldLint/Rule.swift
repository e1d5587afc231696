import Dispatch
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// A lint rule: one type, one description, one check.
public protocol Rule: Sendable {
    /// The rule's documentation and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// The findings in `file`; `repository` gives what cross-file rules need.
    func check(_ file: LintFile, in repository: LintRepository) -> [Finding]
}

/// A rule whose findings have a mechanical fix: `scaffold lint --fix` asks it for the
/// edits, and its description's `corrections` show (and test) what they do.
public protocol FixableRule: Rule {
    /// The edits that fix `finding` in `file`, or why it is left to a person (a fix that
    /// could break code elsewhere is never made).
    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix
}

/// What a fixable rule answers for one finding.
public enum Fix: Sendable, Equatable {
    /// These edits fix it.
    case edits([SourceEdit])
    /// It is not fixed, and why (shown to the user).
    case skipped(String)
}

/// Where a rule found a problem, and optionally a message more specific than its summary.
public struct Finding: Sendable, Equatable {
    /// The index of the token the finding points at.
    public var token: Int
    /// The message, when it says more than the rule's summary.
    public var message: String?
    /// The symbol the finding is about (`CartViewModel.retry`), for reports.
    public var symbol: String?
    /// The index of the last token of the range the finding covers (`token` when nil).
    public var endToken: Int?
    /// A question about the whole repository that can still clear the finding, answered
    /// by the lint session once every file is read.
    public var deferred: DeferredCheck?
    /// What the finding is about, as data: what the session and the test writer read
    /// (never the message, which is for people).
    public var subject: FindingSubject?

    /// Creates a finding.
    public init(token: Int, message: String? = nil, symbol: String? = nil, endToken: Int? = nil, deferred: DeferredCheck? = nil, subject: FindingSubject? = nil) {
        self.token = token
        self.message = message
        self.symbol = symbol
        self.endToken = endToken
        self.deferred = deferred
        self.subject = subject
    }
}

/// What a finding is about, typed.
public enum FindingSubject: Sendable, Equatable {
    /// A case of a view model's or router's nested enum: `kind` is the enum, `owner` the
    /// type that declares it, `name` the case.
    case enumCase(kind: CaseKind, owner: String, name: String)
}

/// Which nested enum of a view model or router a case belongs to.
public enum CaseKind: String, Sendable, Equatable {
    /// `Action`: what the view model's input takes.
    case action = "Action"
    /// `ResponderAction`: what the view model asks of its parent.
    case responderAction = "ResponderAction"
    /// `Route`: where the router can go.
    case route = "Route"

    /// The word for one case, in messages.
    public var noun: String {
        switch self {
        case .action: return "action"
        case .responderAction: return "responder action"
        case .route: return "route"
        }
    }

    /// The message of a case whose only tests are skipped placeholders (`pending_test`).
    public func pendingMessage(owner: String, name: String) -> String {
        "\(noun) '\(name)' of \(owner) has only a skipped placeholder test; write the real test"
    }
}

/// A construction `Type(label: …)` as `construction_missing_argument` checks it, with its
/// place (made from `ConstructionSites` only for a type whose init the facts can read).
public struct ConstructionSite: Sendable, Equatable {
    /// The type constructed.
    public var type: String
    /// The argument labels, in order.
    public var labels: [String]
    /// How many arguments have no label.
    public var unlabelled: Int
    /// The token of the type's name.
    public var token: Int
    /// Where the type's name starts and ends.
    public var line: Int, column: Int, endColumn: Int
    /// The line's text, trimmed (what a baseline matches).
    public var text: String
}

/// What the lint session checks across the repository before it keeps a finding.
public enum DeferredCheck: Sendable, Equatable {
    /// Cleared when a test reaches one of `types` through a type that holds it (a parent
    /// view model, a router, a view: followed through the repository's declarations) and
    /// refers to `member` (`observed`: other than as a value it sends).
    case reachedThroughHolders(types: [String], member: String, observed: Bool)
    /// Cleared when one of `types` (the class's superclass and protocols) is declared
    /// `@MainActor` in the repository, directly or through what it inherits.
    case inheritsMainActor(from: [String])
    /// Cleared when `type`, constructed where a view model may not be, is declared in the
    /// repository as a struct or an enum: a value named like a view model is not one.
    case constructsClass(type: String)
    /// Cleared when `method` of view model `type` (a call a view makes) is, by its
    /// declaration in the repository, a query, a sender or an input.
    case callsViewModel(type: String, method: String)
    /// Cleared when the static `member` of `type` (reached as a singleton) holds a value,
    /// by the declarations of the repository: a struct's `static let default` is a constant.
    case staticMember(type: String, member: String)
    /// Kept only when `type`, held in a view's `@State`, is declared in the repository as
    /// a class: state of a value type is local state, not an object.
    case heldClass(type: String)
    /// Kept only when `view`, extended in another file, is a screen view whose `property`
    /// holds its view model, and (for a call of `method`) the method is none a view may
    /// call: a helper in `extension CartView` of another file is the view's code.
    case screenViewExtension(view: String, property: String, method: String?)
    /// Kept only when the protocol `protocol`, declared once in the repository, has a
    /// requirement neither `members` (the fake `fake`'s, in its file) nor an extension of
    /// the fake or of the protocol declares: the fake is older than its protocol.
    case fakeRequirements(fake: String, protocol: String, members: [String], inherits: [String])
    /// For each of `sites` (the labelled constructions of a file), kept as a finding of its
    /// own when the type, declared once in the repository, not generic, has exactly one init
    /// lint can read (declared in its body, or a struct's memberwise init) and none in an
    /// extension, and that init needs an argument the construction lacks; dropped when no
    /// site has one. One finding per file, not per construction: most constructions are fine.
    case constructionArguments(sites: ConstructionSites)

    /// The types whose declarations the check reads.
    public var types: [String] {
        switch self {
        case .reachedThroughHolders(let types, _, _): return types
        case .inheritsMainActor(let types): return types
        case .constructsClass(let type), .callsViewModel(let type, _), .staticMember(let type, _), .heldClass(let type): return [type]
        case .screenViewExtension(let view, _, _): return [view]
        case .fakeRequirements(let fake, let proto, _, let inherits): return [proto, fake] + inherits
        case .constructionArguments(let sites): return sites.types
        }
    }
}
