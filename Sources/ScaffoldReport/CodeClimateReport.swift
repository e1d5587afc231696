import ScaffoldLint
import ScaffoldSupport
import ScaffoldSyntax

/// The `codeclimate` reporter: a JSON array of Code Climate issues, the format GitLab's
/// Code Quality widget reads (`artifacts: reports: codequality:`). Each issue has what
/// GitLab requires (`description`, `check_name`, `fingerprint`, `severity`,
/// `location.path`, `location.lines.begin`) and what the Code Climate spec adds (`type`,
/// `categories`, `location.lines.end`).
///
/// The fingerprint identifies a finding across runs: it hashes the file, the rule and
/// what the finding is about (its symbol, else its message), and the finding's rank among
/// those with the same three, but not its line, so that editing lines above a finding
/// does not make GitLab show it as fixed and new again.
enum CodeClimateReport {
    /// GitLab's severity for a finding: errors fail the commit, warnings do not.
    static func severity(_ severity: Severity) -> String {
        severity == .error ? "critical" : "minor"
    }

    /// The report as a JSON array.
    static func format(_ report: LintReport) -> String {
        var seen: [String: Int] = [:]
        let issues = report.diagnostics.map { diagnostic -> JSONValue in
            let rule = diagnostic.ruleID ?? "scaffold"
            let subject = "\(diagnostic.location.file)\u{0}\(rule)\u{0}\(diagnostic.symbol ?? diagnostic.message)"
            let rank = seen[subject, default: 0]
            seen[subject] = rank + 1
            var lines: [(String, JSONValue)] = [("begin", .number(diagnostic.location.line))]
            lines.append(("end", .number(max(diagnostic.location.line, diagnostic.end?.line ?? diagnostic.location.line))))
            return .object([
                ("type", .string("issue")),
                ("check_name", .string(rule)),
                ("description", .string(diagnostic.message)),
                ("categories", .array([.string(category(rule))])),
                ("severity", .string(severity(diagnostic.severity))),
                ("fingerprint", .string(Fingerprint.hex("\(subject)\u{0}\(rank)"))),
                ("location", .object([
                    ("path", .string(diagnostic.location.file)),
                    ("lines", .object(lines)),
                ])),
            ])
        }
        return JSONValue.array(issues).serialized(pretty: true) + "\n"
    }

    /// The Code Climate category of a rule: isolation and mutable outputs risk bugs; a
    /// missing test is about coverage ("Clarity" is the closest category the spec has);
    /// the rest is the architecture's style.
    static func category(_ rule: String) -> String {
        switch RuleID(rawValue: rule) {
        case .vmMainActor?, .routerMainActor?, .vmOutputPrivateSet?, .routerStatePrivateSet?: return "Bug Risk"
        case .untestedAction?, .untestedResponderAction?, .untestedRoute?, .pendingTest?: return "Clarity"
        default: return "Style"
        }
    }
}

/// A 128-bit FNV-1a hash as 32 hex digits: a stable fingerprint, not a security measure
/// (two 64-bit FNV-1a passes with different offset bases).
enum Fingerprint {
    /// The fingerprint of `text`.
    static func hex(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        let prime: UInt64 = 0x0000_0100_0000_01b3
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* prime
            second = (second ^ UInt64(byte)) &* prime
            second = (second << 7) | (second >> 57)
        }
        return hex(first) + hex(second)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
