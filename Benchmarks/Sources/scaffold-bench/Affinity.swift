import Foundation

/// Runs `body` with this process, and so every process it starts meanwhile, allowed on the
/// first `cores` cores only, as `taskset -c 0` does for one. Linux only (elsewhere `body`
/// runs on every core); returns whether the cores were set.
@discardableResult
func onCores(_ cores: Int, _ body: () throws -> Void) rethrows -> Bool {
    #if os(Linux)
    typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    guard let handle = dlopen(nil, RTLD_NOW),
          let getter = dlsym(handle, "sched_getaffinity"), let setter = dlsym(handle, "sched_setaffinity") else {
        try body()
        return false
    }
    let get = unsafeBitCast(getter, to: Affinity.self), set = unsafeBitCast(setter, to: Affinity.self)
    // A CPU set is a bit mask; 1,024 bits is glibc's size.
    var previous = [UInt64](repeating: 0, count: 16), wanted = [UInt64](repeating: 0, count: 16)
    wanted[0] = cores >= 64 ? ~0 : (1 << UInt64(cores)) - 1
    let saved = previous.withUnsafeMutableBytes { get(0, $0.count, $0.baseAddress!) } == 0
    let pinned = wanted.withUnsafeMutableBytes { set(0, $0.count, $0.baseAddress!) } == 0
    defer { if saved { _ = previous.withUnsafeMutableBytes { set(0, $0.count, $0.baseAddress!) } } }
    try body()
    return pinned
    #else
    try body()
    return false
    #endif
}
