#if DEBUG
import Foundation
#endif

/// Steps of work (bytes scanned, table cells filled, lines or nodes visited, links
/// followed) that the code under test counts where it loops, so that a test can show that
/// work grows linearly with the input by counting instead of timing: a count does not
/// change with the machine's load, a wall-clock ratio does.
///
/// Counting happens in debug builds only (`swift test`), and only inside `measure(_:)`;
/// in a release build `add(_:)` is empty and compiles away, so the benchmark and the
/// installed binary pay nothing. A count is as good as the loops that report to it: each
/// loop whose length depends on the input adds one step per pass (or its pass count at
/// once), so an algorithm that rescans its input shows it as a larger count.
package enum WorkCounter {
    #if DEBUG
    /// The running count. Tests run one at a time; the counted code may run on several
    /// threads (`scaffold app` plans its screens on every core), so steps are added under a
    /// lock, taken only while a measurement runs.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        /// The steps counted since `measure(_:)` began.
        var steps = 0
        /// Whether a measurement is running.
        var counting = false
    }

    private static let state = State()
    #endif

    /// Adds `count` steps to the running measurement, if any.
    @inline(__always)
    package static func add(_ count: Int = 1) {
        #if DEBUG
        if state.counting {
            state.lock.lock()
            state.steps &+= count
            state.lock.unlock()
        }
        #endif
    }

    /// Whether this build counts work (a debug build does; a release build does not).
    package static var isCounting: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// The steps `body` took.
    package static func measure(_ body: () throws -> Void) rethrows -> Int {
        #if DEBUG
        let (wasCounting, before) = state.lock.withLock { (state.counting, state.steps) }
        state.lock.withLock { (state.counting, state.steps) = (true, 0) }
        defer { state.lock.withLock { (state.counting, state.steps) = (wasCounting, before + state.steps) } }
        try body()
        return state.lock.withLock { state.steps }
        #else
        try body()
        return 0
        #endif
    }
}
