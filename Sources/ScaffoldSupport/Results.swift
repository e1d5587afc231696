import Foundation

/// Slots written by parallel workers, one each, and read after they finish. Each slot is
/// written by one worker only, so no lock is taken: workers filling thousands of slots
/// (a file read each) do not wait on one another.
package final class Results<Value>: @unchecked Sendable {
    /// The slots. Inlinable, so that a caller in another module gets code for its own type
    /// of value, not a copy through the type's witnesses for each slot.
    @usableFromInline let storage: UnsafeMutableBufferPointer<Value?>

    /// `count` empty slots.
    @inlinable
    package init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    /// Frees the slots.
    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// Fills slot `index`: one worker per slot, and no reading of `values` until every
    /// worker has finished (`DispatchQueue.concurrentPerform` returns).
    @inlinable
    package func set(_ index: Int, _ value: Value) {
        storage[index] = value
    }

    /// Slot `index` (nil where no worker wrote), once every worker has finished.
    @inlinable
    package subscript(index: Int) -> Value? {
        storage[index]
    }

    /// Every slot, in order (nil where no worker wrote).
    @inlinable
    package var values: [Value?] {
        Array(storage)
    }

    /// `make(0)`, `make(1)` … `make(count - 1)`, made on every core and returned in order.
    /// Each call must stand alone: it may read what the caller shares, never write it.
    @inlinable
    package static func inOrder(_ count: Int, _ make: @Sendable (Int) -> Value) -> [Value] {
        guard count > 1 else { return count == 1 ? [make(0)] : [] }
        let results = Results(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in results.set(index, make(index)) }
        return results.storage.compactMap { $0 }
    }
}
