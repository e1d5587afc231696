import Foundation
import ScaffoldLint
import ScaffoldReport
import ScaffoldSupport
import ScaffoldWorkspace

extension LintCommand {
    /// Shows a lint's outcome as the options ask (problems, fixes, baseline notes, reports
    /// and the summary) and returns the exit code.
    static func present(_ outcome: LintSession.Outcome, of request: LintSession.Request, session: LintSession,
                        reporters: [(Reporter, String?)], arguments: ParsedArguments, console: Console, strict: Bool) throws -> Int32 {
        if outcome.files.isEmpty, outcome.problems.isEmpty {
            if arguments[stdin], let file = request.files?.first {
                console.err("\(console.display(file)) is left out by lint.include or lint.exclude in .scaffold.yml; nothing to lint.")
                return ExitCode.success
            }
            if request.files != nil {
                let kind = arguments[staged] ? "staged" : arguments[scriptInputFiles] ? "input" : "changed"
                console.err("No \(kind) Swift files to lint.")
                return ExitCode.success
            }
            let shown = (request.paths ?? [session.root]).map(console.display).joined(separator: ", ")
            console.err("error: no Swift files to lint in \(shown) (after lint.include/exclude and the skipped folders)")
            return ExitCode.usage
        }
        for problem in outcome.problems {
            console.err("error: \(console.display(problem.path)): \(problem.reason)")
        }
        if outcome.fixWithheld {
            console.err("Nothing was fixed: --fix writes only when it can read every input; make the files above readable (or exclude them with lint.exclude), then run again.")
        }
        if !outcome.fixed.isEmpty {
            console.err("Fixed \(outcome.fixed.count) file\(outcome.fixed.count == 1 ? "" : "s"): \(outcome.fixed.map(console.display).joined(separator: ", ")).")
        }
        for note in outcome.notFixed {
            console.err("\(note.location.file):\(note.location.line):\(note.location.column): note: \(note.message)")
        }
        var reportPlan = FilePlan()
        if let path = arguments[writeBaseline] {
            // Each finding's file by the path it was linted at, as the session itself maps a
            // finding back to match a baseline: resolving each shown path again (Foundation's
            // `standardizingPath`, a `readlink` a component) took a fifth of the run for
            // 3,000 findings.
            let linted = Dictionary(outcome.files.map { (console.display($0), $0) }, uniquingKeysWith: { first, _ in first })
            let written = Baseline(findings: outcome.all) { session.relative(linted[$0] ?? console.absolute($0)) }
            reportPlan.add(path: console.absolute(path), bytes: Array(written.json.utf8), streams: true)
            try reportPlan.write()
            console.err("Wrote \(written.entries.count) finding\(written.entries.count == 1 ? "" : "s") to the baseline \(path); `scaffold lint --baseline \(path)` reports only new ones.")
            return outcome.problems.isEmpty ? ExitCode.success : ExitCode.usage
        }
        if let path = arguments[baseline], !outcome.stale.isEmpty {
            let count = outcome.stale.count
            console.err("\(count) baseline entr\(count == 1 ? "y no longer matches" : "ies no longer match") a finding (fixed, or the line changed); refresh the baseline with --write-baseline \(path):")
            for entry in outcome.stale { console.err("  \(entry.file): \(entry.rule): \(entry.code)") }
        }
        let quiet = arguments[self.quiet]
        let diagnostics = outcome.findings.compactMap { !quiet || $0.diagnostic.severity == .error ? $0.diagnostic : nil }
        let report = LintReport(diagnostics: diagnostics, files: outcome.files.map(console.display), rules: AllRules.descriptions)
        for (reporter, output) in reporters {
            let text = reporter.format(report)
            if let output {
                reportPlan.add(path: output, bytes: Array(text.utf8), streams: true)
            } else {
                console.outRaw(text)
            }
        }
        try reportPlan.write()
        if !quiet {
            let note = arguments[baseline] == nil ? "" : " (\(outcome.accepted) more accepted by the baseline)"
            let (errors, warnings) = (outcome.errors, outcome.warnings)
            console.err("Linted \(outcome.files.count) file\(outcome.files.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(note).")
            if let lookalikes = LookalikeViewModels.note(outcome.lookalikeViewModels, suffixes: session.config.settings.viewModelSuffixes) {
                // Line by line: each line's text is escaped, and the config lines stay lines.
                for line in lookalikes.split(separator: "\n", omittingEmptySubsequences: false) { console.err(String(line)) }
            }
        }
        return outcome.exitCode(strict: strict, strictBaseline: arguments[strictBaseline])
    }
}
