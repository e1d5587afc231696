import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold lint [PATH...]`: checks Swift files against the architecture's rules. It maps
/// options to a `LintSession` request, runs it, and formats the outcome.
enum LintCommand: Command {
    /// `--strict`: warnings fail too.
    static let strict = Flag("strict", help: "Fail (exit 1) on warnings too (as `lint: strict: true` in .scaffold.yml).")
    /// `--absolute-paths`: findings name files by absolute path.
    static let absolutePaths = Flag("absolute-paths", help: "Name files by absolute path in findings and reports (for build systems that show them from another folder).")
    /// `--stamp FILE`: an output for build systems.
    static let stamp = Option<String>("stamp", "file", help: "After a lint with no failing findings, write FILE (a Swift comment): the output a build system's command needs (the SwiftPM plugin's).")
    /// `--quiet`: errors only, no summary.
    static let quiet = Flag("quiet", help: "Print errors only, and no summary.")
    /// `--print-config`: print the settings in force.
    static let printConfig = Flag("print-config", help: "Print the effective lint configuration (defaults included) and exit.")
    /// `--staged`: lint what the git index holds.
    static let staged = Flag("staged", help: "Lint what is staged for commit, as the index holds it (a pre-commit hook's job).")
    /// `--changed-since REF`: lint what changed since a commit.
    static let changedSince = Option<String>("changed-since", "ref", help: "Lint the Swift files changed since a git commit, branch or tag, and new ones.")
    /// `--script-input-files`: lint an Xcode Run Script phase's input files.
    static let scriptInputFiles = Flag("script-input-files", help: "Lint the files an Xcode Run Script phase declares (SCRIPT_INPUT_FILE_n, SCRIPT_INPUT_FILE_LIST_n).")
    /// `--stdin`: lint standard input as the file `--path` names.
    static let stdin = Flag("stdin", help: "Lint standard input (an editor's unsaved buffer) as if it were the file --path names.")
    /// `--path FILE`: where the `--stdin` buffer belongs.
    static let path = Option<String>("path", "file", help: "With --stdin: the file the buffer is (it need not exist yet); its folder finds .scaffold.yml, and findings name it.")
    /// `--fix`: fix what is mechanical and safe.
    static let fix = Flag("fix", help: "Fix what is mechanical and safe (private(set), private @State, @MainActor, MARK order), then lint again.")
    /// `--baseline FILE`: report only findings the baseline does not accept.
    static let baseline = Option<String>("baseline", "file", help: "Report only findings that this baseline does not accept.")
    /// `--write-baseline FILE`: record today's findings.
    static let writeBaseline = Option<String>("write-baseline", "file", help: "Record today's findings as the baseline and exit 0.")
    /// `--strict-baseline`: stale baseline entries fail.
    static let strictBaseline = Flag("strict-baseline", help: "With --baseline: fail when baseline entries no longer match anything (stale).")
    /// `--reporter NAME`: a report format, parsed when the arguments are read.
    static let reporter = Option<Reporter>("reporter", "name", help: "xcode (default), json, github, sarif, junit, checkstyle, codeclimate, markdown or summary; see `scaffold reporters`.", repeatable: true) { text in
        guard let reporter = Reporter(rawValue: text) else {
            let names = Reporter.allCases.map(\.rawValue)
            throw UsageError("unknown reporter '\(text)'\(Suggestion.didYouMean(text, in: names)); use one of \(names.joined(separator: ", "))")
        }
        return reporter
    }
    /// `--output FILE`: where the report of the `--reporter` before it goes.
    static let output = Option<String>("output", "file", help: "Write the report of the --reporter just before it to this file instead of standard output.", repeatable: true)
    /// `--force`: replace an output file that is not a previous report.
    static let force = SharedOptions.force.help("Replace an --output or --write-baseline file that is not a previous report of that format.")

    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check Swift files against the architecture's rules.",
        arguments: [.init(name: "path", help: "Files or folders to lint (default: lint.include in .scaffold.yml, or the repository).", required: false, variadic: true)],
        options: [
            .option(SharedOptions.config), .flag(strict), .flag(quiet), .flag(printConfig), .flag(staged), .option(changedSince),
            .flag(scriptInputFiles), .flag(stdin), .option(path), .flag(fix), .option(baseline), .option(writeBaseline), .flag(strictBaseline),
            .option(reporter), .option(output), .flag(force), .option(stamp), .flag(absolutePaths),
            .flag(SharedOptions.allowOutside.help("With --fix: let the templates the missing tests are written with lead outside the repository.")),
        ],
        conflicts: [
            (["staged", "changed-since", "script-input-files", "stdin"], "each chooses the files to lint; choose one"),
            (["fix", "stdin"], "--fix writes files, and a buffer on standard input is not one; the editor's code actions (`scaffold lsp`) make the same fixes"),
            (["fix", "staged"], "fixes edit the working tree, not what is staged; run `scaffold lint --fix`, stage the result, then commit"),
            (["baseline", "write-baseline"], "write a new baseline, or lint against one"),
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

        EXIT CODES: 0 no failing findings, 1 failing findings, 2 usage, config or I/O error
        (a file or folder that cannot be read: the findings of the rest are still printed).
        """
    )

    static func run(_ arguments: ParsedArguments, console given: Console) throws -> Int32 {
        let console = arguments[absolutePaths] ? given.showingAbsolutePaths() : given
        // A commit holds the config as staged: with --staged it is read from the index.
        var config = try arguments[staged] && arguments[SharedOptions.config] == nil
            ? stagedConfig(console: console)
            : CLI.loadConfig(arguments[SharedOptions.config], console: console, for: (arguments[path] ?? arguments.positionals.first).map(console.absolute),
                             others: arguments[path] == nil ? arguments.positionals.dropFirst().map(console.absolute) : [])
        config.allowsOutsideRepository = arguments[SharedOptions.allowOutside]
        if arguments[printConfig] {
            console.outRaw(config.effectiveLintSettings(console: console))
            return ExitCode.success
        }
        // Every input is checked before the first write: reporters, outputs, the baseline.
        let reporters = try self.reporters(arguments, console: console)
        var request = try self.request(arguments, console: console)
        if request.fix, request.source == .workingTree {
            // Missing tests are written as `scaffold screen` writes them.
            let templates = try config.loadTemplates()
            request.testWriter = ScreenTestWriter(config: config, templates: templates)
        }
        let session = LintSession(root: config.root, config: config.lint)
        // A fix reads, decides and writes; two at once on one repository take turns.
        let outcome = try request.fix
            ? FolderLock.holding(config.root, timeout: console.lockTimeout, waiting: { console.err($0) }) { try session.run(request) { console.display($0) } }
            : session.run(request) { console.display($0) }
        let code = try present(outcome, of: request, session: session, reporters: reporters, arguments: arguments, console: console,
                               strict: arguments[strict] || config.lint.strict)
        if code == ExitCode.success, let path = arguments[stamp] {
            var plan = FilePlan()
            plan.add(path: console.absolute(path), bytes: Array("// scaffold lint found nothing that fails.\n".utf8))
            try plan.write()
        }
        return code
    }

    /// The request the options make: which files, from where, with a fix or a baseline.
    static func request(_ arguments: ParsedArguments, console: Console) throws -> LintSession.Request {
        var request = LintSession.Request()
        request.fix = arguments[fix]
        if let path = arguments[baseline] {
            request.baseline = try Baseline(path: console.absolute(path), displayPath: path)
        }
        if let path = arguments[writeBaseline] {
            var scratch = FilePlan()
            try checkReportTarget(console.absolute(path), kind: .baseline, force: arguments[force], plan: &scratch)
        }
        if let buffer = try standardInput(arguments, console: console) {
            request.files = [buffer.path]
            request.unsaved = [buffer.path: buffer.bytes]
        } else if let selection = try changedFiles(arguments, console: console) ?? scriptInputFiles(arguments, console: console) {
            request.files = selection.files
            request.source = selection.source
        } else if !arguments.positionals.isEmpty {
            request.paths = arguments.positionals.map(console.absolute)
            for path in request.paths ?? [] where (try? FileStatus.entry(at: path)) == nil {
                throw UsageError("'\(console.display(path))' does not exist")
            }
        }
        return request
    }

    /// With `--stdin`: the buffer and the file it stands for. The buffer is linted as that
    /// file, with the repository's config and its tests as context (the buffer replaces the
    /// file's saved content, also when it is a test).
    static func standardInput(_ arguments: ParsedArguments, console: Console) throws -> (path: String, bytes: [UInt8])? {
        guard arguments[stdin] else {
            if arguments[path] != nil { throw UsageError("--path names the file of a buffer read with --stdin; to lint files, pass them as arguments") }
            return nil
        }
        guard let given = arguments[path] else {
            throw UsageError("--stdin needs --path FILE: the file the buffer is, for the config, the rules that depend on where a file is, and the findings")
        }
        if !arguments.positionals.isEmpty { throw UsageError("paths cannot be combined with --stdin; --path names the buffer's file") }
        guard given.hasSuffix(".swift") else { throw UsageError("--path \(given): scaffold lints Swift files; name a .swift file") }
        guard let bytes = try console.input(upTo: Console.maximumBuffer) else {
            throw InputError("standard input holds more than \(Console.maximumBuffer >> 20) MB, the most --stdin reads as one file; "
                             + "save the buffer and lint the file instead (`scaffold lint \(given)`)")
        }
        return (console.absolute(given), bytes)
    }

    /// The config a commit would hold: the nearest `.scaffold.yml` in the git index, from the
    /// working folder up to the repository's top folder, or the defaults when the index has
    /// none (a config only in the working tree, untracked or not staged, does not count).
    static func stagedConfig(console: Console) throws -> ScaffoldConfig {
        let top: String
        do {
            top = try Git.topLevel(from: console.workingDirectory)
        } catch let failure as Git.Failure {
            throw UsageError("--staged needs a git repository: \(failure.message)")
        }
        do {
            return try ScaffoldConfig.loadStaged(from: console.workingDirectory, top: top, display: console.display)
        } catch let failure as Git.Failure {
            throw UsageError("git failed: \(failure.message)")
        }
    }

    /// The files `--staged` or `--changed-since` name, and where their contents come
    /// from, or nil when neither is given.
    static func changedFiles(_ arguments: ParsedArguments, console: Console) throws -> (files: [String], source: LintSession.Source)? {
        let reference = arguments[changedSince]
        guard arguments[staged] || reference != nil else { return nil }
        if !arguments.positionals.isEmpty { throw UsageError("paths cannot be combined with --staged or --changed-since") }
        let top: String
        do {
            top = try Git.topLevel(from: console.workingDirectory)
        } catch let failure as Git.Failure {
            throw UsageError("\(reference == nil ? "--staged" : "--changed-since") needs a git repository: \(failure.message)")
        }
        do {
            if let reference {
                guard Git.isCommit(reference, in: top) else {
                    throw UsageError("--changed-since: '\(reference)' is not a commit, branch or tag of this repository; `git log --oneline` and `git branch -a` list them")
                }
                return (try Git.filesChanged(since: reference, in: top), .workingTree)
            }
            return (try Git.stagedFiles(inTop: top), .index(top: top))
        } catch let failure as Git.Failure {
            throw UsageError("git failed: \(failure.message)")
        }
    }

    /// With `--script-input-files`: the files an Xcode Run Script phase passes, from
    /// `SCRIPT_INPUT_FILE_COUNT`/`SCRIPT_INPUT_FILE_n` and the `.xcfilelist` files of
    /// `SCRIPT_INPUT_FILE_LIST_COUNT`/`SCRIPT_INPUT_FILE_LIST_n` (one path a line).
    static func scriptInputFiles(_ arguments: ParsedArguments, console: Console) throws -> (files: [String], source: LintSession.Source)? {
        guard arguments[scriptInputFiles] else { return nil }
        if !arguments.positionals.isEmpty { throw UsageError("paths cannot be combined with --script-input-files") }
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
            guard let list = environment["SCRIPT_INPUT_FILE_LIST_\(index)"] else { throw UsageError("SCRIPT_INPUT_FILE_LIST_\(index) is missing") }
            let text: String
            do {
                text = String(decoding: try FileReader.read(console.absolute(list)), as: UTF8.self)
            } catch {
                throw UsageError("cannot read SCRIPT_INPUT_FILE_LIST_\(index) (\(list)): \(error.reason)")
            }
            paths += text.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map(console.absolute)
        }
        return (paths, .workingTree)
    }

    /// The reporters asked for, each with the file it writes to (nil: standard output);
    /// every output file is checked here, before anything is written.
    static func reporters(_ arguments: ParsedArguments, console: Console) throws -> [(Reporter, String?)] {
        var reporters: [(Reporter, String?)] = []
        var plan = FilePlan()
        for (name, value) in arguments.ordered {
            switch name {
            case reporter.name:
                if let chosen = value as? Reporter { reporters.append((chosen, nil)) }
            case output.name:
                let path = value as? String ?? ""
                guard let last = reporters.indices.last, reporters[last].1 == nil else {
                    throw UsageError("--output \(path) must follow the --reporter whose report it writes, e.g. --reporter sarif --output \(path)")
                }
                let absolute = console.absolute(path)
                try checkReportTarget(absolute, kind: .report(reporters[last].0), force: arguments[force], plan: &plan)
                reporters[last].1 = absolute
            default:
                break
            }
        }
        return reporters.isEmpty ? [(.xcode, nil)] : reporters
    }

    /// What a report file holds.
    enum ReportKind {
        case report(Reporter)
        case baseline
    }

    /// Refuses to replace a file at `path` that is not a previous report of the same kind
    /// (a source file, say) without `--force`, and any problem the write would meet. The
    /// path is added to `plan`, a scratch plan that also catches two reports to one file.
    static func checkReportTarget(_ path: String, kind: ReportKind, force: Bool, plan: inout FilePlan) throws {
        plan.add(path: path, bytes: [], streams: true)
        try plan.check()
        guard let item = plan.items.last, item.method == .replace, let existing = item.existingBytes, !existing.isEmpty, !force else { return }
        let text = String(decoding: existing, as: UTF8.self)
        let isReport: Bool
        let format: String
        switch kind {
        case .report(let reporter):
            isReport = reporter.recognizes(text)
            format = "a \(reporter.rawValue) report"
        case .baseline:
            isReport = text.contains("\"findings\"") && text.hasPrefix("{")
            format = "a baseline"
        }
        if !isReport {
            throw FileWriteError(path: path, reason: "it exists and is not \(format) scaffold wrote; scaffold does not replace it: choose another file, or pass --force to replace it")
        }
    }
}
