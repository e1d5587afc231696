import Foundation

/// Generics, protocols with associated types, where clauses and nested generic types.
protocol Repository<Item>: AnyObject, Sendable {
    associatedtype Item: Identifiable & Sendable
    associatedtype Failure: Error = Never
    var items: [Item] { get async throws }
    func item(id: Item.ID) async throws(Failure) -> Item?
    static var shared: Self { get }
}

final class MemoryRepository<Item: Identifiable & Sendable>: Repository, @unchecked Sendable where Item.ID: Hashable {
    typealias Failure = Never
    private var storage: [Item.ID: Item] = [:]
    static var shared: MemoryRepository<Item> { MemoryRepository() }

    var items: [Item] {
        get async throws { Array(storage.values) }
    }

    func item(id: Item.ID) async throws(Never) -> Item? { storage[id] }

    func insert<S: Sequence>(contentsOf sequence: S) where S.Element == Item {
        for item in sequence { storage[item.id] = item }
    }

    func map<T, U>(_ transform: (Item) throws -> T, combine: (T, T) -> U) rethrows -> [T] {
        try storage.values.map(transform)
    }
}

struct Page<Element>: Sequence {
    struct Iterator: IteratorProtocol {
        var index = 0
        let elements: [Element]
        mutating func next() -> Element? {
            defer { index += 1 }
            return index < elements.count ? elements[index] : nil
        }
    }

    let elements: [Element]
    let next: Int?
    func makeIterator() -> Iterator { Iterator(elements: elements) }
}

extension Page: Equatable where Element: Equatable {}
extension Dictionary where Key == String, Value: Numeric {
    var total: Value { values.reduce(0, +) }
}

typealias Handler<T> = (Result<T, any Error>) -> Void
typealias StringPage = Page<String>

func zipped<each T>(_ value: repeat each T) -> (repeat each T) { (repeat each value) }
