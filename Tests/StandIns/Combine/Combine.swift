// A stand-in for the small part of Combine that generated code uses, so that the test
// suite can type-check generated screens on Linux, where Combine does not exist. On Apple
// platforms the real framework is used and this target is not built.

/// Publishes changes of an object's `@Published` properties (stand-in: records nothing).
public protocol ObservableObject: AnyObject {}

/// A property whose changes an `ObservableObject` publishes.
@propertyWrapper
public struct Published<Value> {
    /// The stored value.
    public var wrappedValue: Value

    /// Creates the property with its initial value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The publisher of the property's values (stand-in: the value itself).
    public var projectedValue: Value {
        wrappedValue
    }
}
