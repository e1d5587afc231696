import Foundation

/// Slots written by parallel workers, one each, and read after they finish.
package final class Results<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    /// `count` empty slots.
    package init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    /// Fills slot `index`.
    package func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot, in order (nil where no worker wrote).
    package var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
