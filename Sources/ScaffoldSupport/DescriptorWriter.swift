import Foundation

/// Writes to a file descriptor with `write(2)`, retrying short writes, and remembers the
/// first failure instead of trapping (FileHandle raises on EPIPE and ENOSPC).
package final class DescriptorWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var failed: Int32?

    /// A writer on `descriptor`.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The `errno` of the first failed write, or nil.
    package var failure: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }

    /// Writes all of `text`, unless an earlier write failed.
    package func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard failed == nil else { return }
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                failed = errno
                return
            }
            written += count
        }
    }
}
