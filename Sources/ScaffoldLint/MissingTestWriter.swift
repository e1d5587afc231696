import ScaffoldSupport
import ScaffoldSyntax

/// Writes the tests that `untested_action`, `untested_responder_action` and
/// `untested_route` findings ask for, during `lint --fix`. The lint layer cannot render
/// tests (templates belong to the generator), so the client plugs a writer in; the session
/// writes what it returns in the same plan as every other fix: all files or none.
public protocol MissingTestWriter: Sendable {
    /// For `findings` (each of an `untested_*` rule, none accepted by a baseline), the new
    /// bytes of each test file it changes, keyed by absolute path, and the findings it
    /// leaves, each as a note at the finding that says why. `sources` are the repository's
    /// files as read, by absolute path.
    func tests(for findings: [LintFinding], sources: [String: SourceFile]) -> MissingTests
}

/// What a `MissingTestWriter` wrote, and what it left.
public struct MissingTests: Sendable {
    /// The changed test files: absolute path and new bytes.
    public var files: [(path: String, bytes: [UInt8])] = []
    /// Findings left, each with why.
    public var notFixed: [Diagnostic] = []

    /// Nothing written, nothing left.
    public init() {}

    /// The rules whose findings a writer is given.
    public static let rules: Set<String> = Set(RuleID.untested.map(\.rawValue))
}
