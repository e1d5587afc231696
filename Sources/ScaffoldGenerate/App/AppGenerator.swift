import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Renders an app: its root router (flows, tabs, deep links) with its view and tests, the
/// `App` entry point, and the dependency container, for screens whose specs are known.
public enum AppGenerator {
    /// A deep link: a route of a flow's or tab's first screen with a URL, or a chain of
    /// routes from it, each opening the screen whose route comes next (their URLs joined).
    struct Link {
        /// The flow or tab whose first screen declares the first route.
        var owner: String
        /// The flow that shows it.
        var flow: String
        /// The tab that shows it, if any.
        var tab: String?
        /// The routes, from the first screen's on.
        var steps: [CaseDeclaration]
        /// The whole URL path.
        var pattern: ScreenSpec.URLPattern

        /// The last route: what the link shows.
        var route: CaseDeclaration { steps[steps.count - 1] }
        /// The values of every route, in the URL's order.
        var parameters: [CaseDeclaration.Parameter] { steps.flatMap(\.parameters) }
        /// The router that shows the last route, from the first screen's: `detailRouter?.`
        /// for a route of the screen `.detail` opened.
        var childPath: String { steps.dropLast().map { "\($0.name)Router?." }.joined() }
        /// A name for the link's tests: its routes' names.
        var name: String { steps.map { SwiftName.capitalized($0.name) }.joined() }
    }

    /// A member of the container: a dependency some screen takes, with a sample value.
    public struct Member: Sendable, Equatable {
        /// The property name.
        public var name: String
        /// Its type.
        public var type: String
        /// A stand-in value, for previews and tests.
        public var sample: String
        /// Whether the stand-in is a fake scaffold writes (in Debug builds only): the entry
        /// point then asks for the real one in Release builds instead of building the fake.
        public var isFaked = false
        /// Creates a member.
        public init(name: String, type: String, sample: String, isFaked: Bool = false) {
            self.name = name
            self.type = type
            self.sample = sample
            self.isFaked = isFaked
        }
    }

    /// The container's members for `screens`, in first-use order. Throws when two screens
    /// give one name two types.
    public static func members(of screens: [ScreenSpec]) throws -> [Member] {
        var result: [Member] = []
        for spec in screens {
            let samples = SampleValues(spec.samples)
            for dependency in spec.dependencies {
                if let existing = result.first(where: { $0.name == dependency.name.text }) {
                    guard TypeText.normalized(existing.type) == TypeText.normalized(dependency.type) else {
                        throw DiagnosticError(dependency.name.location, "the dependency '\(dependency.name.text)' is a \(dependency.type) here but a \(existing.type) in another screen; the container holds one '\(dependency.name.text)': give one of them another name")
                    }
                    continue
                }
                result.append(Member(name: dependency.name.text, type: dependency.type, sample: samples.expression(for: dependency.type) ?? "\(dependency.type)()",
                                     isFaked: spec.fakedTypes.contains(dependency.type)))
            }
        }
        return result
    }

    /// The container file: the struct, and stand-in values for previews and tests
    /// (`Container.swift.mustache`).
    public static func services(_ members: [Member], container: String, templates: TemplateSet = .builtIn) throws -> String {
        try templates.template("Container.swift.mustache").render(.object([
            "container": .string(container),
            "members": members.value,
            "hasMembers": .bool(!members.isEmpty),
        ]))
    }

    /// The files of the app's root: `(name, contents, isTest)`; the entry point is
    /// rendered from `App.swift.mustache`.
    public static func generate(_ app: AppSpec, screens: [String: ScreenSpec], settings: ScreenSettings,
                                templates: TemplateSet = .builtIn) throws -> [(name: String, contents: String, isTest: Bool)] {
        let renderer = AppRenderer(app: app, screens: screens, settings: settings)
        if let problem = renderer.unreachableURL() { throw problem }
        return [
            ("\(app.name)Router.swift", renderer.router(), false),
            ("\(app.name)App.swift", try renderer.entry(try members(of: renderer.allScreens), templates: templates), false),
            ("\(app.name)RouterTests.swift", renderer.tests(), true),
        ]
    }
}

extension [AppGenerator.Member] {
    /// The members as a template list: `name`, `type`, `sample`, and `last` on the last one.
    var value: TemplateValue {
        .list(enumerated().map { index, member in
            .object([
                "name": .string(member.name), "type": .string(member.type), "sample": .string(member.sample),
                "last": .bool(index == count - 1), "faked": .bool(member.isFaked),
            ])
        })
    }
}
