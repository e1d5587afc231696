// Stand-ins for the app-level SwiftUI API a generated app uses: the `App` entry point, its
// scene, tabs, type-erased views and URL handling. Signatures follow Apple's.
import Foundation

/// A stand-in for SwiftUI's `App`: `@main` calls `main()`, which on Linux does nothing. As
/// in the iOS 17 SDK, the protocol is not isolated; its `body` and `init()` are.
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

/// A stand-in for SwiftUI's `Scene`.
@MainActor @preconcurrency public protocol Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A stand-in for SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
}

/// A stand-in for SwiftUI's `AnyView`.
@frozen public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("AnyView has no body") }
}

/// A stand-in for SwiftUI's `TabView`.
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("TabView has no body") }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { ModifiedContent(content: self, modifier: EmptyModifier()) }
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { ModifiedContent(content: self, modifier: EmptyModifier()) }
}
