import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold lint [PATH...]`: checks Swift files against the architecture's rules.
enum LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check Swift files against the architecture's rules.",
        arguments: [.init(name: "path", help: "Files or folders to lint (default: lint.include in .scaffold.yml, or the repository).", required: false, variadic: true)],
        options: [
            .init(name: "config", value: "file", help: "Use this config instead of the nearest .scaffold.yml."),
            .init(name: "strict", value: nil, help: "Fail (exit 1) on warnings too."),
            .init(name: "quiet", value: nil, help: "Print errors only, and no summary."),
            .init(name: "print-config", value: nil, help: "Print the effective lint configuration (defaults included) and exit."),
            .init(name: "staged", value: nil, help: "Lint the Swift files staged for commit (a pre-commit hook's job)."),
            .init(name: "changed-since", value: "ref", help: "Lint the Swift files changed since a git commit, branch or tag, and new ones."),
            .init(name: "script-input-files", value: nil, help: "Lint the files an Xcode Run Script phase declares (SCRIPT_INPUT_FILE_n, SCRIPT_INPUT_FILE_LIST_n)."),
            .init(name: "fix", value: nil, help: "Fix what is mechanical (private(set), private @State, @MainActor, MARK order), then lint again."),
            .init(name: "baseline", value: "file", help: "Report only findings that this baseline does not accept."),
            .init(name: "write-baseline", value: "file", help: "Record today's findings as the baseline and exit 0."),
            .init(name: "strict-baseline", value: nil, help: "With --baseline: fail when baseline entries no longer match anything (stale)."),
            .init(name: "reporter", value: "name", repeatable: true, help: "xcode (default), json, github, sarif, junit, checkstyle or summary; see `scaffold reporters`."),
            .init(name: "output", value: "file", repeatable: true, help: "Write the report of the --reporter just before it to this file instead of standard output."),
        ],
        discussion: """
        Findings are printed as `path:line:column: error|warning: message (rule_id)`, which
        Xcode and most editors show inline; a summary goes to standard error. Test files of
        the whole repository are read even when only some files are linted, so that
        `untested_action` and its siblings stay right in a pre-commit hook.

        Disable a rule for one line with `// scaffold:disable:next RULE` (or `:this`,
        `:previous`), for a range with `// scaffold:disable RULE` … `// scaffold:enable RULE`;
        `all` disables every rule.

        Several reporters may run at once; each --output belongs to the --reporter before it:
          scaffold lint --reporter xcode --reporter sarif --output lint.sarif

        EXIT CODES: 0 no failing findings, 1 failing findings, 2 usage, config or I/O error.
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let config = try CLI.loadConfig(arguments.value("config"), console: console)
        if arguments.flags.contains("print-config") {
            console.outRaw(effectiveConfig(config, console: console))
            return ExitCode.success
        }
        let run = LintRun(root: config.root, config: config.lint)
        let files: [String]
        var requested: [String] = []
        if let changed = try changedFiles(arguments, console: console) ?? scriptInputFiles(arguments, console: console) {
            files = run.swiftFiles(in: changed.filter { FileManager.default.fileExists(atPath: $0) })
            guard !files.isEmpty else {
                let kind = arguments.flags.contains("staged") ? "staged" : arguments.flags.contains("script-input-files") ? "input" : "changed"
                console.err("No \(kind) Swift files to lint.")
                return ExitCode.success
            }
        } else {
            requested = arguments.positionals.isEmpty ? [config.root] : arguments.positionals.map(console.absolute)
            for path in requested where !FileManager.default.fileExists(atPath: path) {
                throw UsageError("'\(console.display(path))' does not exist")
            }
            files = run.swiftFiles(in: requested)
            guard !files.isEmpty else {
                console.err("error: no Swift files to lint in \(requested.map(console.display).joined(separator: ", ")) (after lint.include/exclude and the skipped folders)")
                return ExitCode.usage
            }
        }
        let wholeRepository = requested == [config.root] && config.lint.include.isEmpty
        let reporters = try self.reporters(arguments)
        if arguments.flags.contains("fix") {
            let fixed = try run.fix(files) { console.display($0) }
            if !fixed.isEmpty {
                console.err("Fixed \(fixed.count) file\(fixed.count == 1 ? "" : "s"): \(fixed.map(console.display).joined(separator: ", ")).")
            }
        }
        let diagnostics = run.lint(files, allFiles: wholeRepository ? files : nil) { console.display($0) }
        let quiet = arguments.flags.contains("quiet")
        // The text of a reported line, for baseline entries.
        let sources = Dictionary(files.map { (console.display($0), $0) }, uniquingKeysWith: { first, _ in first })
        var lineCache: [String: [Substring]] = [:]
        func lineText(_ file: String, _ number: Int) -> String {
            if lineCache[file] == nil {
                let text = sources[file].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
                lineCache[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = lineCache[file] ?? []
            return number >= 1 && number <= lines.count ? lines[number - 1].trimmingCharacters(in: .whitespaces) : ""
        }
        let relative = { (shown: String) in run.relative(console.absolute(shown)) }
        if let output = arguments.value("write-baseline") {
            let baseline = Baseline(diagnostics: diagnostics, relative: relative, line: lineText)
            try writeReport(baseline.json, to: console.absolute(output))
            console.err("Wrote \(baseline.entries.count) finding\(baseline.entries.count == 1 ? "" : "s") to the baseline \(output); `scaffold lint --baseline \(output)` reports only new ones.")
            return ExitCode.success
        }
        var current = diagnostics
        var staleCount = 0
        if let path = arguments.value("baseline") {
            let baseline = try Baseline(path: console.absolute(path), displayPath: path)
            let linted = Set(files.map { run.relative($0) })
            let (new, stale) = baseline.filter(diagnostics, linted: linted, relative: relative, line: lineText)
            current = new
            staleCount = stale.count
            if !stale.isEmpty {
                console.err("\(stale.count) baseline entr\(stale.count == 1 ? "y no longer matches" : "ies no longer match") a finding (fixed, or the line changed); refresh the baseline with --write-baseline \(path):")
                for entry in stale { console.err("  \(entry.file): \(entry.rule): \(entry.code)") }
            }
        }
        let shown = quiet ? current.filter { $0.severity == .error } : current
        let report = LintReport(diagnostics: shown, files: files.map(console.display), rules: AllRules.descriptions + [UnusedDisableComment.description])
        for (reporter, output) in reporters {
            let text = reporter.format(report)
            if let output {
                try writeReport(text, to: console.absolute(output))
            } else {
                console.outRaw(text)
            }
        }
        let errors = current.filter { $0.severity == .error }.count
        let warnings = current.count - errors
        if !quiet {
            let accepted = diagnostics.count - current.count
            let baselineNote = arguments.value("baseline") == nil ? "" : " (\(accepted) more accepted by the baseline)"
            console.err("Linted \(files.count) file\(files.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(baselineNote).")
        }
        let failing = errors > 0 || (arguments.flags.contains("strict") && warnings > 0)
            || (arguments.flags.contains("strict-baseline") && staleCount > 0)
        return failing ? ExitCode.findings : ExitCode.success
    }

    /// The files `--staged` or `--changed-since` name, or nil when neither is given.
    static func changedFiles(_ arguments: ParsedArguments, console: Console) throws -> [String]? {
        let staged = arguments.flags.contains("staged")
        let reference = arguments.value("changed-since")
        guard staged || reference != nil else { return nil }
        if staged, reference != nil { throw UsageError("--staged and --changed-since cannot be combined; choose one") }
        if !arguments.positionals.isEmpty { throw UsageError("paths cannot be combined with --staged or --changed-since") }
        do {
            if let reference { return try Git.filesChanged(since: reference, in: console.workingDirectory) }
            return try Git.stagedFiles(in: console.workingDirectory)
        } catch let failure as Git.Failure {
            throw UsageError("\(staged ? "--staged" : "--changed-since \(reference ?? "")") needs a git repository: \(failure.message)")
        }
    }

    /// With `--script-input-files`: the files an Xcode Run Script phase passes, from
    /// `SCRIPT_INPUT_FILE_COUNT`/`SCRIPT_INPUT_FILE_n` and the `.xcfilelist` files of
    /// `SCRIPT_INPUT_FILE_LIST_COUNT`/`SCRIPT_INPUT_FILE_LIST_n` (one path a line).
    static func scriptInputFiles(_ arguments: ParsedArguments, console: Console) throws -> [String]? {
        guard arguments.flags.contains("script-input-files") else { return nil }
        let environment = console.environment
        func count(_ name: String) throws -> Int {
            guard let text = environment[name] else { return 0 }
            guard let value = Int(text), value >= 0 else { throw UsageError("\(name) is '\(text)', not a count") }
            return value
        }
        var paths: [String] = []
        for index in 0..<(try count("SCRIPT_INPUT_FILE_COUNT")) {
            guard let path = environment["SCRIPT_INPUT_FILE_\(index)"] else { throw UsageError("SCRIPT_INPUT_FILE_\(index) is missing") }
            paths.append(console.absolute(path))
        }
        for index in 0..<(try count("SCRIPT_INPUT_FILE_LIST_COUNT")) {
            guard let list = environment["SCRIPT_INPUT_FILE_LIST_\(index)"],
                  let text = try? String(contentsOfFile: console.absolute(list), encoding: .utf8) else {
                throw UsageError("cannot read SCRIPT_INPUT_FILE_LIST_\(index)")
            }
            paths += text.split(whereSeparator: \.isNewline).map { console.absolute(String($0).trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
        }
        return paths
    }

    /// The reporters asked for, each with the file it writes to (nil: standard output).
    static func reporters(_ arguments: ParsedArguments) throws -> [(Reporter, String?)] {
        var reporters: [(Reporter, String?)] = []
        for (name, value) in arguments.ordered {
            switch name {
            case "reporter":
                guard let reporter = Reporter(rawValue: value) else {
                    let names = Reporter.allCases.map(\.rawValue)
                    throw UsageError("unknown reporter '\(value)'\(Suggestion.didYouMean(value, in: names)); use one of \(names.joined(separator: ", "))")
                }
                reporters.append((reporter, nil))
            case "output":
                guard let last = reporters.indices.last, reporters[last].1 == nil else {
                    throw UsageError("--output \(value) must follow the --reporter whose report it writes, e.g. --reporter sarif --output \(value)")
                }
                reporters[last].1 = value
            default:
                break
            }
        }
        return reporters.isEmpty ? [(.xcode, nil)] : reporters
    }

    /// Writes a report (or baseline) whole, replacing what was there.
    static func writeReport(_ text: String, to path: String) throws {
        var plan = FilePlan()
        plan.add(path: path, contents: text)
        try plan.write()
    }

    /// The `lint:` section in force, as YAML that `.scaffold.yml` accepts.
    static func effectiveConfig(_ config: ScaffoldConfig, console: Console) -> String {
        let lint = config.lint
        let settings = lint.settings
        func list(_ key: String, _ values: [String], note: String = "") -> String {
            guard !values.isEmpty else { return "  \(key):\(note)\n" }
            return "  \(key):\(note)\n" + values.map { "    - \"\($0.escapedForDoubleQuotes())\"\n" }.joined()
        }
        var text = "# from \(config.file.map(console.display) ?? "the defaults (no .scaffold.yml found)")\nlint:\n"
        text += list("include", lint.include, note: lint.include.isEmpty ? " # everything below \(config.root == console.workingDirectory ? "." : console.display(config.root))" : "")
        text += list("exclude", lint.exclude, note: " # besides \(LintRun.skippedFolders.sorted().joined(separator: ", "))")
        text += list("tests", settings.testPaths, note: settings.testPaths.isEmpty ? " # folders named or ending in Tests, files ending in Tests.swift" : "")
        text += list("viewModelSuffixes", settings.viewModelSuffixes)
        text += list("routerSuffixes", settings.routerSuffixes)
        text += list("singletons", settings.singletons)
        text += "  rules:\n"
        for rule in AllRules.descriptions + [UnusedDisableComment.description] {
            text += "    \(rule.id): \(settings.severity(of: rule)?.rawValue ?? "off")\n"
        }
        return text
    }
}
