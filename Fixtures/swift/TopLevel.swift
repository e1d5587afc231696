// Top-level code, closures, and declarations the compiler reads in unusual places.
import Foundation

let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    return formatter
}()

var counter = 0, limit: Int = 10
let (width, height) = (320, 480)

func greet(_ name: String,
           times: Int = 1,
           _ completion: @escaping @Sendable (String) -> Void = { _ in }) -> [String] {
    (0..<times).map { "Hello, \(name) #\($0)" }
}

class Base {
    class func make() -> Base { Base() }
    class var identifier: String { "base" }
    final class Inner {}
    required init() {}
    convenience init(copy: Base) { self.init() }
}

final class Derived: Base {
    override class func make() -> Base { Derived() }
    override class var identifier: String { "derived" }
    required init() { super.init() }
}

enum Direction: String, CaseIterable { case north = "N", south = "S"; case east, west }

struct Grid {
    subscript(row: Int, column: Int) -> Int { row * column }
    subscript<T>(key key: String, default value: T) -> T { value }
    static subscript(index: Int) -> String { "\(index)" }
}

public protocol Named { var name: String { get } }
public extension Named { func describe() -> String { name } }
open class OpenBase { open func hook() {} }
