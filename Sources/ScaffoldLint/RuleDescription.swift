import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// A piece of Swift in a rule's documentation and tests. In triggering examples, `↓` marks
/// where each finding must be reported; the marks are removed before the code is read.
public struct Example: Sendable {
    /// The code, with `↓` marks.
    public var code: String
    /// The file's path (rules that care about test files look at it).
    public var path: String
    /// Other files of the repository the example needs (tests, for cross-file rules).
    public var context: [String: String]
    /// The settings the example is linted with, as the lines of a `lint:` section of
    /// `.scaffold.yml` (`reducers:\n  - respond(to:)`); empty for the defaults.
    public var config: String

    /// Creates an example.
    public init(_ code: String, path: String = "Sources/App/Example.swift", context: [String: String] = [:], config: String = "") {
        self.code = code
        self.path = path
        self.context = context
        self.config = config
    }

    /// The settings `config` gives (the defaults when it is empty).
    public func settings() throws -> LintSettings {
        guard !config.isEmpty else { return LintSettings() }
        let indented = config.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        let node = try YAMLReader.read("lint:\n" + indented + "\n", file: "example")
        guard case .mapping(let entries) = node.value else { return LintSettings() }
        return try LintConfig(entries.first { $0.key == "lint" }?.value).settings
    }

    /// The code without marks, and the UTF-8 offsets the marks stood at.
    public var unmarked: (code: String, marks: [Int]) {
        var code = ""
        var marks: [Int] = []
        var offset = 0
        for character in self.code {
            if character == "↓" {
                marks.append(offset)
            } else {
                code.append(character)
                offset += String(character).utf8.count
            }
        }
        return (code, marks)
    }
}

/// What a fixable rule's fix does: `before` (with `↓` marks, as in a triggering example)
/// becomes `after`. The generic rule test runs every correction.
public struct Correction: Sendable {
    /// The code with the finding.
    public var before: String
    /// The code once fixed.
    public var after: String
    /// The file's path.
    public var path: String
    /// Other files of the repository (code that writes a property, tests).
    public var context: [String: String]

    /// Creates a correction.
    public init(_ before: String, _ after: String, path: String = "Sources/App/Example.swift", context: [String: String] = [:]) {
        self.before = before
        self.after = after
        self.path = path
        self.context = context
    }
}

/// What a rule is: the documentation `scaffold rules` and `scaffold explain` print, and the
/// examples the generic rule test runs.
public struct RuleDescription: Sendable {
    /// The stable id used in diagnostics, config, disable comments and baselines.
    public var id: RuleID
    /// The one-line message a finding prints: what to do.
    public var summary: String
    /// Why: which architecture rule it protects.
    public var rationale: String
    /// The severity when the config does not say otherwise.
    public var severity: Severity
    /// Code that must produce exactly the marked findings.
    public var triggering: [Example]
    /// Code that must produce no finding.
    public var nonTriggering: [Example]
    /// What the rule's fix does, for a fixable rule; a finding whose fix would break code
    /// elsewhere has a correction whose `after` equals its `before`.
    public var corrections: [Correction] = []

    /// The id as diagnostics spell it (`vm_main_actor`).
    public var name: String { id.rawValue }
}
