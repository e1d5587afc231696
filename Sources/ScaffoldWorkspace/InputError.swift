/// Input that cannot be used (a file that cannot be read): printed as `error: …`, exit 2.
public struct InputError: Error {
    /// What is wrong, and what to do.
    public var message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }
}
