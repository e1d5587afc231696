// A stand-in for the part of SwiftUI that generated code uses, so that the test suite can
// type-check generated screens on Linux, where SwiftUI does not exist. Signatures follow
// the real framework closely enough that code compiling here compiles there; on Apple
// platforms the real framework is used and this target is not built.
@_exported import Combine

/// A piece of user interface.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// A view with no content.
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { return fatalError("EmptyView has no body") }
}

extension Never: View {
    public var body: Never { return fatalError("Never has no body") }
}

/// Builds views from the statements of a closure.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> { .first(first) }
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> { .second(second) }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

extension Optional: View where Wrapped: View {
    public var body: Never { return fatalError("Optional has no body") }
}

/// Views built from several statements.
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { return fatalError("TupleView has no body") }
}

/// One of two views, from `if`/`else` or `switch`.
public enum ConditionalContent<First: View, Second: View>: View {
    case first(First)
    case second(Second)
    public var body: Never { return fatalError("ConditionalContent has no body") }
}

/// A vertical stack.
public struct VStack<Content: View>: View {
    nonisolated public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { return fatalError("VStack has no body") }
}

/// Text.
public struct Text: View {
    nonisolated public init(_ content: some StringProtocol) {}
    public var body: Never { return fatalError("Text has no body") }
}

/// An editable text field.
public struct TextField: View {
    nonisolated public init(_ title: some StringProtocol, text: Binding<String>) {}
    public var body: Never { return fatalError("TextField has no body") }
}

/// A switch.
public struct Toggle: View {
    nonisolated public init(_ title: some StringProtocol, isOn: Binding<Bool>) {}
    public var body: Never { return fatalError("Toggle has no body") }
}

/// A button.
public struct Button<Label: View>: View {
    nonisolated public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) where Label == Text {}
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { return fatalError("Button has no body") }
}

/// A navigation stack driven by a path of hashable values.
public struct NavigationStack<Root: View>: View {
    nonisolated public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {}
    nonisolated public init(@ViewBuilder root: () -> Root) {}
    public var body: Never { return fatalError("NavigationStack has no body") }
}

/// A view with a modifier applied.
public struct ModifiedView<Content: View>: View {
    public var body: Never { return fatalError("ModifiedView has no body") }
}

/// A font.
public struct Font: Sendable {
    /// The title style.
    public static let title = Font()
    /// The headline style.
    public static let headline = Font()
    /// The body style.
    public static let body = Font()
}

/// A secure text field.
public struct SecureField: View {
    nonisolated public init(_ title: some StringProtocol, text: Binding<String>) {}
    public var body: Never { return fatalError("SecureField has no body") }
}

/// A spinner.
public struct ProgressView: View {
    nonisolated public init() {}
    public var body: Never { return fatalError("ProgressView has no body") }
}

extension View {
    /// Sets the font of text in the view.
    public func font(_ font: Font?) -> ModifiedView<Self> { ModifiedView() }

    /// Disables the view's controls when `disabled` is true.
    public func disabled(_ disabled: Bool) -> ModifiedView<Self> { ModifiedView() }

    /// Adds the default padding.
    public func padding() -> ModifiedView<Self> { ModifiedView() }

    /// Declares the view for each pushed value of type `D`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedView<Self> {
        ModifiedView()
    }

    /// Presents a sheet while `item` is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView<Self> {
        ModifiedView()
    }
}

/// A read-write reference to a value.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// A view-owned value.
@propertyWrapper
public struct State<Value> {
    public var wrappedValue: Value
    nonisolated public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Binding<Value> { Binding(get: { self.wrappedValue }, set: { _ in }) }
}

/// An observable object the view observes but does not own.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    nonisolated public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
}

/// An observable object the view owns.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    nonisolated public init(wrappedValue: @autoclosure @escaping () -> ObjectType) { self.wrappedValue = wrappedValue() }
}

/// Produces previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// Animates the changes `body` makes.
public func withAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The values a view reads from its environment.
public struct EnvironmentValues {
    nonisolated public init() {}
    /// Dismisses the current presentation.
    public var dismiss: DismissAction { DismissAction() }
}

/// Dismisses the presentation it was read from.
public struct DismissAction {
    nonisolated init() {}
    /// Dismisses.
    @MainActor public func callAsFunction() {}
}

/// A value read from the view's environment.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

extension View {
    /// Runs `action` when `value` changes, with the old and new values.
    @available(iOS 17.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedView<Self> {
        ModifiedView()
    }

    /// Runs `action` with the new value when `value` changes (iOS 14–16; deprecated in 17).
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedView<Self> {
        ModifiedView()
    }
}
