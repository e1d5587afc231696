import Foundation

/// A small deterministic random number generator (SplitMix64): the same seed gives the same
/// sequence on every machine and every run, so that a failing seed reproduces exactly. The
/// generative proof, the fuzzers and the syntax robustness tests all draw from it.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: Int) {
        state = UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15
    }

    /// A generator that starts from `state` itself (the fuzzers' seeds).
    init(state: UInt64) {
        self.state = state
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, or 0 when `bound` is not positive.
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    /// A number in `range` (which must not be empty).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    /// One element of `items` (which must not be empty).
    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// One element of `items`, or nil when there are none.
    mutating func pickIfAny<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : pick(items)
    }

    /// `items` in a random order.
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(0...index))
        }
        return result
    }
}
