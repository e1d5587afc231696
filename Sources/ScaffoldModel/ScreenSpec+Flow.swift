import ScaffoldSyntax

extension ScreenSpec {
    /// A route that opens another screen: `- detail(Product.ID) -> screen ProductDetail, url /products/{id}`.
    public struct RouteTarget: Sendable {
        /// The screen the route opens.
        public var screen: Name
        /// The deep link that opens the route, if any.
        public var url: URLPattern?

        /// Creates a target.
        package init(screen: Name, url: URLPattern?) {
            self.screen = screen
            self.url = url
        }
    }

    /// A URL path with placeholders: `/products/{id}`.
    public struct URLPattern: Sendable, Equatable {
        /// One path segment.
        public enum Segment: Sendable, Equatable {
            /// Text the segment must equal.
            case literal(String)
            /// A value, named as written between the braces.
            case value(String)
        }

        /// The pattern as written.
        public var text: String
        /// Its segments, in order.
        public var segments: [Segment]
        /// Where the pattern starts.
        public var location: SourceLocation

        /// A pattern of `segments`, written `text`, at `location`.
        package init(text: String, segments: [Segment], location: SourceLocation) {
            self.text = text
            self.segments = segments
            self.location = location
        }

        /// Whether the path is relative (`edit`, `reviews/{page}`): on a route of a screen
        /// that another route opens, it continues that route's URL.
        public var isRelative: Bool { !text.hasPrefix("/") }

        /// The placeholders' names, in order.
        public var valueNames: [String] {
            segments.compactMap { if case .value(let name) = $0 { return name } else { return nil } }
        }

        /// Parses `/a/{b}/c`, or the relative `a/{b}`; nil with a message when the text is
        /// not such a path.
        public static func parse(_ text: String, at location: SourceLocation) -> (pattern: URLPattern?, problem: String?) {
            var segments: [Segment] = []
            for part in text.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
                if part.hasPrefix("{") || part.hasSuffix("}") {
                    let name = String(part.dropFirst().dropLast())
                    guard part.hasPrefix("{"), part.hasSuffix("}"), SwiftName.isIdentifier(name) else {
                        return (nil, "'\(part)' is not a placeholder: write a whole segment as {name}, e.g. /products/{id}")
                    }
                    segments.append(.value(name))
                } else {
                    guard part.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-._~".unicodeScalars.contains($0)) }) else {
                        return (nil, "'\(part)' is not a plain path segment: use letters, digits and - . _ ~")
                    }
                    segments.append(.literal(part))
                }
            }
            guard !segments.isEmpty else { return (nil, "the URL path '/' names nothing: write a path such as /products/{id}") }
            return (URLPattern(text: text, segments: segments, location: location), nil)
        }
    }

    /// What a router does with a responder action that a screen it opened passes up.
    public struct ChildEntry: Sendable {
        /// The route (or, in an app spec, the flow or tab) whose screen passes it up.
        public var route: String
        /// The responder action, as that screen declares it, and the effect here.
        public var entry: Entry

        /// Creates a handler.
        package init(route: String, entry: Entry) {
            self.route = route
            self.entry = entry
        }
    }

    /// What a parent router needs to know of a screen it opens.
    public struct ChildScreen: Sendable {
        /// The screen's name.
        public var screen: String
        /// Its inputs, which the route's values fill, in order.
        public var inputs: [Dependency]
        /// The responder actions it passes up (`-> up`).
        public var passedUp: [CaseDeclaration]
        /// How many responder actions it has in all.
        public var responderCount: Int
        /// The names of all its responder actions (a parent's handler of what it passes up
        /// takes its whole `ResponderAction` type).
        public var responderNames: [String]

        /// The cases of its `ResponderAction` that a parent's handler of it takes: a case of
        /// the same name in the parent's own makes the parent's `sut.handle(.name)` ambiguous.
        public var caseNames: Set<String> { Set(responderNames + passedUp.map(\.name)) }

        /// Creates a description.
        public init(screen: String, inputs: [Dependency], passedUp: [CaseDeclaration], responderCount: Int, responderNames: [String] = []) {
            self.responderCount = responderCount
            self.screen = screen
            self.inputs = inputs
            self.passedUp = passedUp
            self.responderNames = responderNames
        }

        /// The description of `spec`.
        public init(_ spec: ScreenSpec) {
            self.init(screen: spec.screen.text, inputs: spec.inputs,
                      passedUp: spec.responder.filter { $0.effect == .up }.map(\.declaration), responderCount: spec.responder.count,
                      responderNames: spec.responder.map(\.declaration.name))
        }
    }

    /// Whether the screen is part of an app's navigation: it opens other screens, is
    /// opened with values, passes actions up or takes its dependencies from a container.
    /// Its router then works inside a navigation stack it may share with its parent.
    public var isComposable: Bool {
        container != nil || !routeTargets.isEmpty || !inputs.isEmpty || responder.contains { $0.effect == .up }
    }

    /// Whether the screen passes responder actions up to the router that opened it.
    public var passesUp: Bool { responder.contains { $0.effect == .up } }
}
