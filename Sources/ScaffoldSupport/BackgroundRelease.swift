import Dispatch

/// Frees large values on another core: a command that is done with thousands of files'
/// bytes and facts does not wait for each of them to be freed one by one before it exits
/// (the process's end frees them at once), and a long-lived process (the language server,
/// the tests) still frees them.
package enum BackgroundRelease {
    /// Drops the last references to `values` on a background queue.
    package static func drop<each Value>(_ values: repeat each Value) {
        let box = Box((repeat each values))
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }

    /// Holds values until `drop()`; moved to another thread only to be freed there.
    private final class Box<Value>: @unchecked Sendable {
        private var value: Value?
        init(_ value: Value) { self.value = value }
        func drop() { value = nil }
    }
}
