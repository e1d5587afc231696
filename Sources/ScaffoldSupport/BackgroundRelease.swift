import Dispatch
import Foundation

/// Frees large values away from the command's thread: a command that is done with
/// thousands of files' bytes and facts does not wait for each of them to be freed one by
/// one before it exits.
///
/// In a process that ends when its one command does (`scaffold lint` run from a shell or a
/// hook), they are not freed at all: the process's end gives their memory back at once, as
/// compilers leave theirs (clang's `-disable-free`), and the other core stays free for the
/// command's own work. A long-lived process (the language server, the tests) still frees
/// them, on a background queue.
package enum BackgroundRelease {
    /// Whether values are left to the process's end, and those left so far.
    private final class Policy: @unchecked Sendable {
        let lock = NSLock()
        var leavesToProcessEnd = false
        var left: [AnyObject] = []
    }

    private static let policy = Policy()

    /// From now on, values dropped here are kept until the process exits instead of being
    /// freed: for a process that runs one command and ends (never the language server).
    package static func leaveToProcessEnd(_ leaves: Bool = true) {
        policy.lock.withLock { policy.leavesToProcessEnd = leaves }
    }

    /// Whether values are kept for the process's end.
    package static var leavesToProcessEnd: Bool { policy.lock.withLock { policy.leavesToProcessEnd } }

    /// How many values are kept for the process's end.
    package static var leftToProcessEnd: Int { policy.lock.withLock { policy.left.count } }

    /// Drops the last references to `values`: freed on a background queue, or kept until
    /// the process ends.
    package static func drop<each Value>(_ values: repeat each Value) {
        release(Box((repeat each values)))
    }

    /// Drops the last reference to `value`, as `drop`: the caller gives its own up
    /// (`consume`), so no race decides which thread frees it.
    package static func freeing<Value>(_ value: consuming Value) {
        release(Box(value))
    }

    private static func release<Value>(_ box: Box<Value>) {
        let kept = policy.lock.withLock {
            let leaves = policy.leavesToProcessEnd
            if leaves { policy.left.append(box) }
            return leaves
        }
        if !kept { DispatchQueue.global(qos: .utility).async { box.drop() } }
    }

    /// Holds values until `drop()`; moved to another thread only to be freed there.
    private final class Box<Value>: @unchecked Sendable {
        private var value: Value?
        init(_ value: Value) { self.value = value }
        func drop() { value = nil }
    }
}
