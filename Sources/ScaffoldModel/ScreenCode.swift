import ScaffoldSupport
import ScaffoldSyntax

/// A screen as its code has it: the view model, view, router and tests scaffold found, and
/// what they declare in the architecture's terms. The generator's spec and this model meet
/// in `ScreenCode.spec`: `scaffold spec --from` prints it, `scaffold screen` and `scaffold
/// add` compare it with what is asked for and edit the code in place.
public struct ScreenCode: Sendable {
    /// A type of the screen and the file it is declared in.
    public struct Part: Sendable {
        /// The lexed file.
        public var file: SourceFile
        /// The type's declaration.
        public var declaration: Declaration
        /// The file's path on disk.
        public var path: String

        /// The type's name.
        public var name: String { declaration.name }

        /// A part.
        public init(file: SourceFile, declaration: Declaration, path: String) {
            self.file = file
            self.declaration = declaration
            self.path = path
        }
    }

    /// A stored dependency: `private let name: Type`, set by the init.
    public struct Dependency: Sendable {
        /// The property's name.
        public var name: String
        /// Its type, as written.
        public var type: String
        /// The property's declaration.
        public var declaration: Declaration
        /// Whether it is an input of a screen of an app: a value the router that opens the
        /// screen passes in (its router's init takes it beside `services`), not a service.
        public var isInput = false
    }

    /// An output: a property the view observes and reads.
    public struct Output: Sendable {
        /// The property's name.
        public var name: String
        /// Its type, as written (or the type of its initial value, when scaffold can tell).
        public var type: String?
        /// Its initial value, as written.
        public var initialValue: String?
        /// The property's declaration.
        public var declaration: Declaration
    }

    /// What a reducer or handler case does, as read from its body.
    public enum Behaviour: Sendable, Equatable {
        /// One of the effects a spec can name.
        case effect(ScreenSpec.Effect)
        /// Nothing yet: an empty body, `break`, or scaffold's TODO.
        case none
        /// Code scaffold does not reduce to an effect; it is kept as it is.
        case custom
        /// No case handles it (a `default:` may).
        case unhandled
    }

    /// A case of `Action`, `ResponderAction` or `Route`, and what handles it.
    public struct Case: Sendable {
        /// The case as a spec writes it.
        public var declaration: CaseDeclaration
        /// The case's declaration in the enum.
        public var token: Int
        /// What the reducer (for an action) or the router (for a responder action) does.
        public var behaviour: Behaviour
        /// The handling `case` label's token in its file, when there is one.
        public var handler: Int?
    }

    /// The screen's name (`Login` for `LoginViewModel`).
    public var name: String
    /// The view model.
    public var viewModel: Part
    /// The screen view, when found.
    public var view: Part?
    /// The router, when found.
    public var router: Part?
    /// The test files that mention the view model or the router.
    public var tests: [(path: String, file: SourceFile)] = []
    /// How the view model publishes its outputs.
    public var style: ScreenSpec.Style = .combine
    /// The test framework the tests use, when there are tests.
    public var testing: ScreenSpec.Testing?
    /// What the view model's tests check, when there are tests: exhaustive when its test
    /// type has the generated `Outputs` snapshot, focused otherwise.
    public var testStyle: ScreenSpec.TestStyle?
    /// How the view's file declares its preview, when it has one.
    public var previews: ScreenSpec.Previews?
    /// The module the tests `@testable import`.
    public var module: String?
    /// The dependencies, in declaration order.
    public var dependencies: [Dependency] = []
    /// The outputs, in declaration order.
    public var outputs: [Output] = []
    /// The actions.
    public var actions: [Case] = []
    /// The responder actions.
    public var responderActions: [Case] = []
    /// The routes.
    public var routes: [Case] = []
    /// Sample values the tests build, by type.
    public var samples: [(type: String, value: String)] = []
    /// What scaffold could not be sure of, each at its place: it says so and does not guess.
    public var notes: [Diagnostic] = []
    /// The argument label of the view model's `send`, when it has one (`send(action:)`).
    public var sendLabel: String?

    /// Whether the router pushes onto a navigation stack it shares with the router that
    /// opened it (it builds the screens its routes open, and `hostsStack` says whether it
    /// hosts the stack): a screen of an app, rather than one with a stack of its own.
    public var sharesStack: Bool {
        router?.declaration.members.contains { $0.name == "hostsStack" && ($0.kind == .let || $0.kind == .var) } ?? false
    }

    /// The bytes scaffold read from `path`, when it is one of the screen's files: what an
    /// edit of that file was computed from.
    public func bytes(at path: String) -> [UInt8]? {
        for part in [viewModel, view, router].compactMap({ $0 }) where part.path == path { return part.file.bytes }
        return tests.first { $0.path == path }?.file.bytes
    }
}
