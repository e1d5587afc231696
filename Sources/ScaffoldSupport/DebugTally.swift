import Foundation

/// A count of events on any thread (status look-ups, folders listed), kept in debug builds
/// so that a test can show how many a command makes; nothing in a release build.
package final class DebugTally: @unchecked Sendable {
    #if DEBUG
    private let lock = NSLock()
    private var total = 0
    #endif

    /// A tally at zero.
    package init() {}

    /// Counts one event (in a debug build).
    @inline(__always)
    package func add() {
        #if DEBUG
        lock.lock()
        total += 1
        lock.unlock()
        #endif
    }

    /// The events counted so far (0 in a release build).
    package var count: Int {
        #if DEBUG
        lock.lock()
        defer { lock.unlock() }
        return total
        #else
        return 0
        #endif
    }
}
