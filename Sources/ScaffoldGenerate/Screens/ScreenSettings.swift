import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// How a screen is generated, after the spec, the config and the flags are merged.
public struct ScreenSettings: Sendable {
    /// Type-name patterns; `{name}` stands for the screen's name.
    public struct Naming: Sendable, Equatable {
        /// The view's type name pattern.
        public var view = "{name}View"
        /// The view model's type name pattern.
        public var viewModel = "{name}ViewModel"
        /// The router's type name pattern.
        public var router = "{name}Router"

        /// Creates the default naming.
        public init() {}

        /// The keys a config's `naming:` map may have.
        public static let keys = ["view", "viewModel", "router"]
    }

    /// The view model style.
    public var style: ScreenSpec.Style = .combine
    /// The test framework.
    public var testing: ScreenSpec.Testing = .xctest
    /// What the view model's action tests check.
    public var testStyle: ScreenSpec.TestStyle = .exhaustive
    /// The deployment target the code must compile for.
    public var platform: ScreenSpec.Platform = .standard
    /// How the preview is declared.
    public var previews: ScreenSpec.Previews = .macro
    /// The fakes of dependency types, by type: what the generated tests stub async calls with.
    public var fakes: [String: FakeDependency] = [:]
    /// Whether the fakes are in the app target (`fakes.previews`, inside `#if DEBUG`), where
    /// the previews can stub them for each state the screen can be in.
    public var fakesInPreviews = false
    /// The module the tests `@testable import`.
    public var module: String
    /// Other modules the screen's files import: those that declare the types its spec
    /// names (a package's `Models`), sorted.
    public var imports: [String] = []
    /// Type-name patterns.
    public var naming = Naming()

    /// Creates settings for a module.
    public init(module: String) {
        self.module = module
    }

    /// Applies a pattern to a screen name.
    package func typeName(_ pattern: String, screen: String) -> String {
        pattern.replacingPlaceholder("{name}", with: screen)
    }
}

/// A fake for a dependency type: its type name and the protocol as scaffold read it.
public struct FakeDependency: Sendable {
    /// The fake's type name (`FakeCatalogService`).
    public var typeName: String
    /// The protocol it fakes.
    public var fake: FakeProtocol

    /// A fake dependency.
    public init(typeName: String, fake: FakeProtocol) {
        self.typeName = typeName
        self.fake = fake
    }

    /// The method requirement `name` (the first of its overloads), if the protocol has one.
    public func method(named name: String) -> FakeProtocol.Method? {
        fake.methods.first { $0.name == name }
    }
}
