// Protocols `scaffold fake` refuses, each requirement with its place (FakeGoldenTests); this
// file is not compiled.
import Foundation

protocol Bad {
    associatedtype Element
    static func make() -> Self
    subscript(i: Int) -> Int { get }
    func where1<T>(_ t: T) where T: Equatable
}

protocol Unreadable: Identifiable {
    func update(_ value: inout Int)
    func rethrowing(_ body: () throws -> Void) rethrows
}
