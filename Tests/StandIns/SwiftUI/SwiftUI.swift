// A stand-in for the part of SwiftUI that generated code uses, so that the test suite can
// type-check generated screens on Linux, where SwiftUI does not exist. On Apple platforms the
// real framework is used and this target is not built.
//
// Each declaration has the real one's signature (labels, generic parameters and constraints,
// isolation) and its `@available` annotation, as the iOS 17.4 SDK's interface has them: no
// looser than the real framework, so that code compiling here compiles there, and no
// stricter, so that valid code is not refused. Linux ignores the annotations; they document
// the API, and `SDKAvailabilityTests` holds the templates to them: the code generated for each
// deployment target may use only what is available there. Bodies do nothing useful.
@_exported import Combine
// The SDK's SwiftUI re-exports modules that bring Foundation in (CoreTransferable, UIKit): a
// file that imports SwiftUI alone uses Date, URL and UUID.
@_exported import Foundation

// MARK: - Views

/// A piece of user interface. As in the iOS 17 SDK, only `body` is isolated to the main
/// actor (`@MainActor(unsafe)`); the protocol itself is not.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view with no content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
}

/// Builds views from the statements of a closure.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

/// Views built from several statements.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError("TupleView has no body") }
}

/// One of two views, from `if`/`else` or `switch`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

/// A horizontal alignment guide.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
    let id: Int
}

/// A vertical stack.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError("VStack has no body") }
}

/// The key of a localized string; a string literal is one.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    internal var key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

/// Text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable {
    internal var storage: String
    /// Text shown as written, not localized.
    public init(verbatim content: String) { storage = content }
    /// Text shown as written: a string value rather than a literal.
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { storage = String(content) }
    /// Localized text: what a string literal makes.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { storage = key.key }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError("Text has no body") }
}

/// An editable text field.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError("TextField has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

/// A text field that hides what is typed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct SecureField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError("SecureField has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

/// A switch.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label>: View where Label: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError("Toggle has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

/// A button. Its action is not isolated in the iOS 17 SDK (it is `@MainActor` in later ones);
/// a closure or method formed in a main-actor body still converts to it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label>: View where Label: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError("Button has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    @_disfavoredOverload public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {}
}

/// What a button does: `.cancel` or `.destructive`, for alerts, menus and swipe actions.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    /// Destroys data.
    public static let destructive = ButtonRole(id: 0)
    /// Cancels.
    public static let cancel = ButtonRole(id: 1)
    let id: Int
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}
    @_disfavoredOverload public init<S>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) where S: StringProtocol {}
}

/// A control that increments and decrements a value (unavailable on tvOS).
@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct Stepper<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError("Stepper has no body") }
}

@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Stepper where Label == Text {
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
    @_disfavoredOverload public init<S, V>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where S: StringProtocol, V: Strideable {}
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: Strideable {}
}

/// A control that picks a value from a continuous range (unavailable on tvOS).
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError("Slider has no body") }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

/// A control that picks one of several tagged values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("Picker has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

/// A label beside a value, as in a form.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError("LabeledContent has no body") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {}
    @_disfavoredOverload public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {}
    public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
    public init<S, F>(_ title: S, value: F.FormatInput, format: F) where S: StringProtocol, F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
}

// MARK: - Collections

/// A scrolling list of rows.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("List has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) {}
    @MainActor @preconcurrency public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
    @MainActor @preconcurrency public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

/// Views built from the elements of a collection, each identified by an `ID`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("ForEach has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

/// A spinner, or a progress bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError("ProgressView has no body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView {}
    public init(_ titleKey: LocalizedStringKey) where Label == Text {}
    @_disfavoredOverload public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

// MARK: - Navigation

/// A type-erased list of pushed values.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    public init() {}
}

/// A navigation stack: a root view and the views pushed on it. Its first generic parameter is
/// the type of the path (`NavigationPath`, or a collection of hashable values).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    @MainActor @preconcurrency public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public typealias Body = Never
    public var body: Never { fatalError("NavigationStack has no body") }
}

/// A button that pushes `Destination` when tapped.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public typealias Body = Never
    public var body: Never { fatalError("NavigationLink has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {}
}

/// A titled group of rows in a list.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError("Section has no body") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// The title of the navigation bar while the view is shown.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { ModifiedContent(content: self, modifier: EmptyModifier()) }
}

// MARK: - Modifiers

/// A modifier applied to a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ViewModifier {}

/// The modifier of every stand-in modifier method.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyModifier: ViewModifier {
    public init() {}
}

/// A view with a modifier applied.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent has no body") }
}

/// A font.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    let name: String
    /// The title style.
    public static let title = Font(name: "title")
    /// The headline style.
    public static let headline = Font(name: "headline")
    /// The body style.
    public static let body = Font(name: "body")
}

/// Edges of a rectangle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    /// Text in `font`.
    public func font(_ font: Font?) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sets the font of text in the view.
    public func font(_ font: Font?) -> some View { ModifiedContent(content: self, modifier: EmptyModifier()) }

    /// Disables the view's controls when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View { ModifiedContent(content: self, modifier: EmptyModifier()) }

    /// Pads the view on `edges`, by `length` or the default padding.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Presents a sheet while `item` is not nil.
    public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View
        where Item: Identifiable, Content: View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Tags the view with a value: a picker's option, a tab's selection.
    public func tag<V>(_ tag: V) -> some View where V: Hashable { ModifiedContent(content: self, modifier: EmptyModifier()) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Starts `action` when the view appears, and cancels it when the view disappears. The
    /// action is isolated as the code that forms it (the view's body: the main actor).
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Presents an alert while `isPresented` is true, built from `data` (nil: no alert).
    public func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                               @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Presents an alert while `isPresented` is true.
    public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
        where A: View, M: View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Runs `action` with each value `publisher` publishes.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Declares the view for each pushed value of type `D`.
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Runs `action` with the new value when `value` changes (deprecated in iOS 17 for the
    /// two forms below).
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Runs `action` with the old and new values when `value` changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Runs `action` when `value` changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

// MARK: - State and bindings

/// A property a view's state is stored in by SwiftUI.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// A read-write reference to a value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// A value the view owns.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { self.box.value }, set: { self.box.value = $0 })
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// An observable object the view observes but does not own.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Bindings to the object's writable properties: `$model.name`.
    @dynamicMemberLookup public struct Wrapper {
        internal let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    private var object: ObjectType

    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }

    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(root: object) }
}

/// An observable object the view owns.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    private let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    @MainActor @preconcurrency public var wrappedValue: ObjectType { make() }

    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: make()) }
}

// MARK: - Environment

/// The values a view reads from its environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }
}

/// Dismisses the presentation it was read from.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct DismissAction {
    /// Dismisses.
    public func callAsFunction() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    /// Dismisses the current presentation.
    public var dismiss: DismissAction { DismissAction() }
}

/// A value read from the view's environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// MARK: - Previews

/// Produces previews in Xcode.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// The name of the preview in Xcode's canvas.
    public func previewDisplayName(_ value: String?) -> some View { ModifiedContent(content: self, modifier: EmptyModifier()) }
}

/// A preview in Xcode's canvas. The body is checked by the stand-in plug-in in
/// `Tests/StandIns/PreviewsMacros`, as Xcode's own plug-in would check it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

// MARK: - Animation

/// Animates the changes `body` makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
    try body()
}
