/// Exit codes every command uses, so that scripts can trust them.
public enum ExitCode {
    /// Everything worked; no failing findings.
    public static let success: Int32 = 0
    /// The command ran and found problems (lint findings).
    public static let findings: Int32 = 1
    /// Usage, config, input or I/O error: nothing was done.
    public static let usage: Int32 = 2
}
