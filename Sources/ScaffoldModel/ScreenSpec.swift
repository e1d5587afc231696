import Foundation
import ScaffoldSupport
import ScaffoldSyntax

/// One screen, as a spec describes it: the contract in `shared/design/screen-spec.md`.
/// A decoded spec has passed every check; the renderer can trust it.
public struct ScreenSpec: Sendable {
    /// How the view model publishes its outputs.
    public enum Style: String, Sendable, CaseIterable {
        /// `ObservableObject` with `@Published private(set)` outputs.
        case combine
        /// An `@Observable` class with `private(set)` outputs.
        case observation
    }

    /// Which test framework the generated tests use.
    public enum Testing: String, Sendable, CaseIterable {
        /// XCTest: `XCTestCase` subclasses.
        case xctest
        /// Swift Testing: `@Test` functions in a `@MainActor` suite.
        case swiftTesting = "swift-testing"
    }

    /// What a generated action test checks.
    public enum TestStyle: String, Sendable, CaseIterable {
        /// Every output is read before and after the action (a generated `Outputs`
        /// snapshot): the test fails when an output other than the expected ones changed.
        case exhaustive
        /// Only the output (or responder action) the action is meant to change.
        case focused
    }

    /// How the view's preview is declared.
    public enum Previews: String, Sendable, CaseIterable {
        /// The `#Preview` macro (Xcode 15 and later; any deployment target scaffold supports).
        case macro
        /// A `PreviewProvider` type, for teams on older Xcode versions (deprecated in Xcode 26's SDKs).
        case provider
    }

    /// The iOS version the generated code must compile for (its deployment target).
    public struct Platform: Sendable, Equatable, Comparable {
        /// The major iOS version.
        public var major: Int

        /// The versions scaffold generates for: iOS 16 is the floor.
        public static let supported = 16...17
        /// The default target.
        public static let standard = Platform(major: 17)
        /// The first version with `@Observable` (the observation style).
        public static let observation = Platform(major: 17)

        /// A platform by its major version.
        public init(major: Int) {
            self.major = major
        }

        /// `iOS 16`, `iOS 16.4`, `ios16` or `16`: the major version; nil for anything else.
        public init?(_ text: String) {
            var rest = Substring(text.trimmingCharacters(in: .whitespaces))
            if rest.lowercased().hasPrefix("ios") { rest = rest.dropFirst(3).drop { $0 == " " } }
            let majorText = rest.prefix { $0 != "." }
            let minorText = rest.dropFirst(majorText.count)
            guard let major = Int(majorText), major > 0, minorText.isEmpty || (minorText.dropFirst().allSatisfy(\.isNumber) && minorText.count > 1) else { return nil }
            self.major = major
        }

        /// As written in specs and configs: `iOS 16`.
        public var text: String { "iOS \(major)" }

        public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.major < rhs.major }
    }

    /// A name with the place it was written, for diagnostics.
    public struct Name: Sendable {
        /// The name.
        public var text: String
        /// Where the name is written.
        public var location: SourceLocation

        /// Creates a name.
        package init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    /// An init parameter stored as `private let`.
    public struct Dependency: Sendable {
        /// The property and parameter name.
        public var name: Name
        /// The declared type.
        public var type: String

        /// Creates a dependency.
        package init(name: Name, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// A published output: `private(set) var name: type = defaultValue`.
    public struct Output: Sendable {
        /// The property name.
        public var name: Name
        /// The declared type, as written.
        public var type: String
        /// The initial value expression.
        public var defaultValue: String
        /// Where the type starts.
        public var typeLocation: SourceLocation

        /// Creates an output.
        package init(name: Name, type: String, defaultValue: String, typeLocation: SourceLocation) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.typeLocation = typeLocation
        }
    }

    /// What an action or responder action does.
    public enum Effect: Sendable, Equatable {
        /// Assigns the action's value to an output.
        case set(output: String)
        /// Toggles a `Bool` output.
        case toggle(output: String)
        /// Sets an optional output to nil (an error the alert's dismissal clears).
        case clear(output: String)
        /// Sends a responder action, passing the values through.
        case respond(case: String)
        /// Sends another action to the same view model.
        case send(action: String)
        /// Pushes a route onto the router's path.
        case route(String)
        /// Presents a route modally.
        case present(String)
        /// Pops or dismisses.
        case dismiss
        /// Awaits a dependency's method: the result to an output, a failure to an action or
        /// an output, a loading flag around it.
        case call(AsyncCall)
        /// Passes a responder action up to the router that opened the screen.
        case up
        /// Switches the app root to another flow (an app spec's handlers only).
        case flow(String)

        /// The effect's keyword, as written in a spec.
        public var keyword: String {
            switch self {
            case .set: return "set"
            case .toggle: return "toggle"
            case .clear: return "clear"
            case .respond: return "respond"
            case .send: return "send"
            case .route: return "route"
            case .present: return "present"
            case .dismiss: return "dismiss"
            case .call: return "await"
            case .up: return "up"
            case .flow: return "flow"
            }
        }
    }

    /// `await dependency.method(arguments) into OUTPUT, loading FLAG, catch ACTION-OR-OUTPUT`.
    public struct AsyncCall: Sendable, Equatable {
        /// The dependency whose method is called.
        public var dependency: String
        /// The method's name.
        public var method: String
        /// The arguments as written between the parentheses; `$0`, `$1` are the action's values.
        public var arguments: String
        /// The output the result goes to.
        public var into: String?
        /// The `Bool` output that is true while the call runs.
        public var loading: String?
        /// The action sent, or the output set, with the error when the call throws.
        public var failure: String?
        /// Where each part is written (not part of equality): "dependency", "into", "loading", "catch".
        public var locations: [String: SourceLocation] = [:]

        /// A call.
        public init(dependency: String, method: String, arguments: String, into: String? = nil, loading: String? = nil, failure: String? = nil) {
            self.dependency = dependency
            self.method = method
            self.arguments = arguments
            self.into = into
            self.loading = loading
            self.failure = failure
        }

        public static func == (lhs: AsyncCall, rhs: AsyncCall) -> Bool {
            lhs.dependency == rhs.dependency && lhs.method == rhs.method && lhs.arguments == rhs.arguments
                && lhs.into == rhs.into && lhs.loading == rhs.loading && lhs.failure == rhs.failure
        }

        /// As a spec writes it, after `-> `.
        public var text: String {
            var parts = ["await \(dependency).\(method)(\(arguments))"]
            if let into { parts[0] += " into \(into)" }
            if let loading { parts.append("loading \(loading)") }
            if let failure { parts.append("catch \(failure)") }
            return parts.joined(separator: ", ")
        }
    }

    /// An action or responder action: a case declaration and an optional effect.
    public struct Entry: Sendable {
        /// The case declaration.
        public var declaration: CaseDeclaration
        /// The effect, or nil for a TODO body.
        public var effect: Effect?
        /// Where the effect's target name is written (for diagnostics).
        public var effectLocation: SourceLocation?
        /// Read from code that does more than an effect (not a TODO): tests of actions that
        /// send it say so instead of asking to implement it.
        public var isHandledInCode = false

        /// Creates an entry.
        package init(declaration: CaseDeclaration, effect: Effect?, effectLocation: SourceLocation?) {
            self.declaration = declaration
            self.effect = effect
            self.effectLocation = effectLocation
        }
    }

    /// The screen's name, UpperCamelCase.
    public var screen: Name
    /// The module the generated tests `@testable import`, if set in the spec.
    public var module: String?
    /// The view model style; nil when the spec leaves it to the config.
    public var style: Style?
    /// The test framework; nil when the spec leaves it to the config.
    public var testing: Testing?
    /// What the action tests check; nil when the spec leaves it to the config.
    public var testStyle: TestStyle?
    /// The deployment target; nil when the spec leaves it to the config.
    public var platform: Platform?
    /// How the preview is declared; nil when the spec leaves it to the config.
    public var previews: Previews?
    /// Init parameters, in order.
    public var dependencies: [Dependency] = [] {
        didSet { lookups = Lookups() }
    }
    /// Outputs, in order.
    public var outputs: [Output] = [] {
        didSet { lookups = Lookups() }
    }
    /// The view model's actions, in order.
    public var actions: [Entry] = [] {
        didSet { lookups = Lookups() }
    }
    /// The responder actions, in order.
    public var responder: [Entry] = [] {
        didSet { lookups = Lookups() }
    }
    /// The router's routes, in order.
    public var routes: [CaseDeclaration] = [] {
        didSet { lookups = Lookups() }
    }
    /// Values the screen is opened with: the associated values of the route that opens it,
    /// in order. Init parameters of the router and the view model, stored like dependencies.
    public var inputs: [Dependency] = []
    /// For routes that open another screen: that screen and its deep link, by route case.
    public var routeTargets: [String: RouteTarget] = [:]
    /// What the router does with responder actions that the screens it opens pass up
    /// (`route.case -> effect`).
    public var childResponder: [ChildEntry] = []
    /// The app-wide dependency container the router takes its dependencies from, when the
    /// spec names one (`container: Services`).
    public var container: String?
    /// The screens this one's routes open, as their specs or code describe them, by screen
    /// name: filled in by the command that generates the screen.
    public var children: [String: ChildScreen] = [:]
    /// How the view shows outputs and starts actions, beyond their types and names (`view:`).
    public var viewHints: [ViewHintEntry] = []
    /// Sample value expressions for types, used by the generated tests and preview.
    public var samples: [(type: String, value: String)] = []
    /// The types whose sample is a generated fake (`FakeCatalogService()`), not the spec's.
    public var fakedTypes: Set<String> = []
    /// The file the spec was read from (or a label for a spec built from flags).
    public var file: String

    /// Creates an empty spec for a screen.
    public init(screen: Name, file: String) {
        self.screen = screen
        self.file = file
    }

    /// Names the generated view model declares itself, with what each is: outputs and
    /// dependencies may not take them.
    public static let generatedViewModelMembers: [String: String] = [
        "responder": "the view model's responder",
        "send": "the view model's send(_:)",
    ]

    /// Names the generated view model or router declares: dependencies (stored in both)
    /// may not take them.
    public static let generatedMembers: [String: String] = generatedViewModelMembers.merging([
        "viewModel": "the router's view model",
        "path": "the router's navigation path",
        "presented": "the router's presented route",
        "isDismissed": "the router's dismissal flag",
        "show": "the router's show(_:)",
        "present": "the router's present(_:)",
        "dismiss": "the router's dismiss()",
        "updatePath": "the router's updatePath(_:)",
        "updatePresented": "the router's updatePresented(_:)",
        "handle": "the router's handle(_:)",
    ]) { first, _ in first }

    /// The output with this name (the first, if two share it).
    public func output(named name: String) -> Output? {
        lookups.tables(self).outputs[name].map { outputs[$0] }
    }

    /// The action with this case name.
    public func action(named name: String) -> Entry? {
        lookups.tables(self).actions[name].map { actions[$0] }
    }

    /// The responder action with this case name.
    public func responderAction(named name: String) -> Entry? {
        lookups.tables(self).responder[name].map { responder[$0] }
    }

    /// The route with this case name.
    public func route(named name: String) -> CaseDeclaration? {
        lookups.tables(self).routes[name].map { routes[$0] }
    }

    /// Name-to-index tables, built on the first lookup after a change, so that looking up
    /// every entry of a large spec stays linear.
    private var lookups = Lookups()

    private final class Lookups: @unchecked Sendable {
        struct Tables {
            var outputs: [String: Int] = [:]
            var actions: [String: Int] = [:]
            var responder: [String: Int] = [:]
            var routes: [String: Int] = [:]
        }

        private let lock = NSLock()
        private var built: Tables?

        func tables(_ spec: ScreenSpec) -> Tables {
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            var tables = Tables()
            func index<T>(_ items: [T], _ name: (T) -> String) -> [String: Int] {
                var result: [String: Int] = [:]
                for (position, item) in items.enumerated() where result[name(item)] == nil { result[name(item)] = position }
                return result
            }
            tables.outputs = index(spec.outputs) { $0.name.text }
            tables.actions = index(spec.actions) { $0.declaration.name }
            tables.responder = index(spec.responder) { $0.declaration.name }
            tables.routes = index(spec.routes) { $0.name }
            built = tables
            return tables
        }
    }
}

/// What follows `case` in an enum: `name`, `name(T1, T2)` or `name(label: T)`.
public struct CaseDeclaration: Sendable {
    /// One associated value.
    public struct Parameter: Sendable {
        /// The label, or nil for an unlabelled value (`_ x: T` has no label either).
        public var label: String?
        /// The type, as written (trimmed).
        public var type: String

        /// Creates a parameter.
        package init(label: String?, type: String) {
            self.label = label
            self.type = type
        }
    }

    /// The case name.
    public var name: String
    /// The associated values, in order.
    public var parameters: [Parameter]
    /// Where the declaration starts.
    public var location: SourceLocation

    /// Creates a declaration.
    package init(name: String, parameters: [Parameter], location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.location = location
    }

    /// The text after `case` in the generated enum.
    public var declarationText: String {
        guard !parameters.isEmpty else { return name }
        let list = parameters.map { parameter in
            parameter.label.map { "\($0): \(parameter.type)" } ?? parameter.type
        }
        return "\(name)(\(list.joined(separator: ", ")))"
    }

    /// `.name(label: v1, v2)`: this case built from `values`, with its labels.
    public func construction(values: [String]) -> String {
        guard !parameters.isEmpty else { return "." + name }
        let arguments = zip(parameters, values).map { parameter, value in
            parameter.label.map { "\($0): \(value)" } ?? value
        }
        return ".\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// The parameter types, for comparisons.
    public var normalizedTypes: [String] {
        parameters.map { TypeText.normalized($0.type) }
    }

    /// Parses a declaration; `location` is where `text` starts. Throws on text that is not
    /// a case declaration, naming the column of the problem.
    public static func parse(_ text: String, at location: SourceLocation, kind: String) throws -> CaseDeclaration {
        guard let open = text.firstIndex(of: "(") else {
            let name = text.trimmingSpaces()
            if let problem = SwiftName.problem(with: name, as: kind, upper: false) {
                throw DiagnosticError(location, problem)
            }
            return CaseDeclaration(name: name, parameters: [], location: location)
        }
        let name = String(text[..<open]).trimmingSpaces()
        if let problem = SwiftName.problem(with: name, as: kind, upper: false) {
            throw DiagnosticError(location, problem)
        }
        guard text.hasSuffix(")") else {
            throw DiagnosticError(location.advanced(by: text.utf8.count), "expected ')' to close the associated values of '\(name)'")
        }
        let openOffset = text[..<open].utf8.count
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        if inner.trimmingSpaces().isEmpty {
            throw DiagnosticError(location.advanced(by: openOffset), "'\(name)()' has empty parentheses; write '\(name)' for a case without values")
        }
        var parameters: [Parameter] = []
        for part in TypeText.splitTopLevel(inner, separator: ",") {
            let partLocation = location.advanced(by: openOffset + 1 + part.offset + leadingSpaces(part.text))
            let parameter = try parseParameter(part.text.trimmingSpaces(), at: partLocation)
            // The compiler rejects a case whose values share a label ("invalid redeclaration").
            if let label = parameter.label, parameters.contains(where: { $0.label == label }) {
                throw DiagnosticError(partLocation, "'\(name)' has two values labelled '\(label)': give each value its own label")
            }
            parameters.append(parameter)
        }
        return CaseDeclaration(name: name, parameters: parameters, location: location)
    }

    private static func parseParameter(_ text: String, at location: SourceLocation) throws -> Parameter {
        var label: String?
        var type = text
        if let colon = TypeText.firstTopLevel(":", in: text) {
            let head = String(text.utf8.prefix(colon)).map { $0.trimmingSpaces() } ?? ""
            type = String(text.utf8.dropFirst(colon + 1)).map { $0.trimmingSpaces() } ?? ""
            let words = head.split(separator: " ").map(String.init)
            guard (1...2).contains(words.count) else {
                throw DiagnosticError(location, "expected 'label: Type' or 'Type', found '\(text)'")
            }
            for word in words where word != "_" {
                if let problem = SwiftName.problem(with: word, as: "a label", upper: false) {
                    throw DiagnosticError(location, problem)
                }
            }
            label = words[0] == "_" ? nil : words[0]
        }
        if let problem = TypeText.problem(with: type) {
            throw DiagnosticError(location, problem)
        }
        return Parameter(label: label, type: type)
    }

    private static func leadingSpaces(_ text: String) -> Int {
        text.utf8.prefix { $0 == UInt8(ascii: " ") }.count
    }
}
