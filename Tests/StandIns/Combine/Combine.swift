// A stand-in for the part of Combine that generated code uses, so that the test suite can
// type-check generated screens on Linux, where Combine does not exist. On Apple platforms the
// real framework is used and this target is not built.
//
// Each declaration has the real one's signature (labels, generic constraints, isolation) and
// its `@available` annotation, from the iOS 17.4 SDK's interface: no looser than the real
// framework, so that code compiling here compiles there. `SDKAvailabilityTests` checks the
// annotations against the table the templates are held to. Bodies do nothing useful.

/// Declares that a type can send values over time.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of errors published.
    associatedtype Failure: Error
}

/// The publisher of an object's changes, before they happen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    /// Creates a publisher.
    public init() {}

    /// Publishes that the object is about to change (stand-in: tells no one).
    final public func send() {}
}

/// An object that publishes before any of its `@Published` properties changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed (stand-in: a new one each time).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property whose changes an `ObservableObject` publishes. Like the real one it works only
/// on properties of classes: in a struct, `wrappedValue` is unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
    private var storage: Value

    /// Creates the property with its initial value.
    public init(wrappedValue: Value) {
        storage = wrappedValue
    }

    /// Creates the property with its initial value.
    public init(initialValue: Value) {
        storage = initialValue
    }

    /// The publisher of the property's values.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    /// The publisher of the property's values: `$name` is a publisher, not the value.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher() }
        set {}
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The value, read and written through the object that holds the property.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set { object[keyPath: storageKeyPath].storage = newValue }
    }
}
