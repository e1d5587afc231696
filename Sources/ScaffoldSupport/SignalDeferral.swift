import Foundation

/// Holds back Ctrl-C and termination signals while files are being replaced, so that an
/// interrupted command never stops between two renames: the signal is delivered, with its
/// usual effect, once the write is whole (or rolled back). Only SIGKILL cannot wait; the
/// temporary files it may leave are removed by the next write to the same folder.
///
/// Signal handlers can only reach global state, so the pending signal is the one global
/// variable of the code base; it is touched by the handler and under `lock` only.
package enum SignalDeferral {
    /// The signals held back.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs `body` with the signals held back, then delivers one that arrived meanwhile.
    package static func during<T>(_ body: () throws -> T) rethrows -> T {
        state.lock.lock()
        if state.depth == 0 {
            state.previous = signals.map { install($0, handler: recordSignal) }
        }
        state.depth += 1
        state.lock.unlock()
        defer {
            state.lock.lock()
            state.depth -= 1
            var pending: Int32 = 0
            if state.depth == 0 {
                for (signal, action) in zip(signals, state.previous) { restore(signal, action) }
                state.previous = []
                pending = pendingSignal
                pendingSignal = 0
            }
            state.lock.unlock()
            if pending != 0 { raise(pending) }
        }
        return try body()
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var depth = 0
        var previous: [sigaction] = []
    }

    private static let state = State()

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) -> sigaction {
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var old = sigaction()
        sigaction(signal, &action, &old)
        return old
    }

    private static func restore(_ signal: Int32, _ action: sigaction) {
        var action = action
        sigaction(signal, &action, nil)
    }
}

/// The signal that arrived while held back (0: none).
private nonisolated(unsafe) var pendingSignal: Int32 = 0

private let recordSignal: @convention(c) (Int32) -> Void = { signal in
    pendingSignal = signal
}
