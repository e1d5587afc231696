import Foundation

/// Property wrappers, result builders, macros and actors.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: ClosedRange<Value> { range }
}

@resultBuilder
enum ListBuilder<Element> {
    static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    static func buildExpression(_ element: Element) -> [Element] { [element] }
    static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
}

struct Volume {
    @Clamped(0...10) var level = 5
    @Clamped(wrappedValue: 1, 1...3) var speed
    var observed: Int = 0 {
        willSet { print("will", newValue) }
        didSet(old) { print("did", old) }
    }
    lazy var label: String = { "Level \(level)" }()
    static let `default` = Volume()
}

actor Counter {
    private(set) var count = 0
    nonisolated let name: String
    nonisolated(unsafe) var legacy = 0

    init(name: String) { self.name = name }

    func increment(by step: Int = 1) -> Int {
        count += step
        return count
    }

    nonisolated func describe() -> String { name }
}

@freestanding(expression)
macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")

@attached(member, names: arbitrary)
macro AddMembers() = #externalMacro(module: "Macros", type: "AddMembersMacro")

distributed actor Remote {}
