import Foundation

/// One seed of the generative proof for apps: an app spec and its screens' specs written into a
/// fresh repository, `scaffold app` (and again into another, byte for byte the same), then a
/// sequence of edits (`add` to a screen of the app, spec changes re-applied with `app` or
/// `screen`, a protocol change with `fake` then `app`, a new screen opened from one that
/// exists, hand edits). After each step everything written type-checks against the
/// stand-ins with its tests, `scaffold lint` finds nothing the specs do not ask for,
/// `scaffold screen --check` agrees for every screen, and `scaffold app` again changes
/// nothing. After the last step the sources compile alone (debug, release,
/// `-default-isolation MainActor`, the real SDK with `SCAFFOLD_IOS_SDK`), and the generated
/// tests are built and run.
struct GenerativeAppRun {
    let seed: Int
    var editCount = 3
    private(set) var log: [String] = []
    private var untestedByDesign: Set<String> = []
    private var firstFiles: [(path: String, text: String)] = []

    init(seed: Int) {
        self.seed = seed
    }

    /// Runs the seed; nil when every check passed, else a report that reproduces the failure.
    mutating func run() -> String? {
        let folder = TemporaryFolder()
        defer {
            if let keep = ProcessInfo.processInfo.environment["SCAFFOLD_GEN_KEEP"] {
                let copy = URL(fileURLWithPath: keep).appendingPathComponent("app-seed-\(seed)")
                try? FileManager.default.removeItem(at: copy)
                try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.copyItem(at: folder.url, to: copy)
            }
            folder.remove()
            try? FileManager.default.removeItem(at: GeneratedCodeCheck.checkFolder(folder.url))
        }
        var generator = RandomScreenGenerator(seed: seed)
        var app = generator.app(seed: seed)
        do {
            try write(app, screens: Array(app.screens.indices), spec: true, support: true, into: folder.url)
            firstFiles = Self.inputFiles(app)
            log.append("scaffold app \(app.name)")
            if let failure = step(["app", app.name], app: app, folder: folder.url) { return report(failure, app: app) }
            if let failure = try generatesTheSameBytes(app, as: folder.url) { return report(failure, app: app) }
            for _ in 0..<editCount {
                let known = Set(app.screens.flatMap { $0.actions.map(\.name) })
                let (edit, screens) = generator.appEdit(&app)
                try write(app, screens: screens, spec: edit.writesSpec, support: edit.writesSupport, into: folder.url)
                var description = edit.description
                if let handEdit = edit.handEdit { description += ": " + (try handEdit(folder.url)) }
                log.append(description)
                for command in edit.commands.dropLast() {
                    let result = GenerativeRun.scaffold(command, in: folder.url.path)
                    if result.code != 0 { return report("`scaffold \(command.joined(separator: " "))` exited \(result.code):\n\(result.err)", app: app) }
                }
                let added = app.screens.flatMap(\.actions).filter { !known.contains($0.name) }
                if let failure = step(edit.commands.last, app: app, folder: folder.url, added: added) { return report(failure, app: app) }
            }
            if let failure = finalChecks(app, folder: folder.url) { return report(failure, app: app) }
        } catch {
            return report("the run stopped: \(error)", app: app)
        }
        return nil
    }

    /// The app spec, the config, and each screen's spec and support file, by path.
    static func inputFiles(_ app: GenApp) -> [(path: String, text: String)] {
        [("Specs/\(app.name).app.yml", app.yaml), (".scaffold.yml", app.config)]
            + app.screens.indices.flatMap { [("Specs/\(app.screens[$0].screen).screen.yml", app.screens[$0].yaml), (app.supportPath($0), app.screens[$0].support)] }
    }

    /// Writes the app spec and the config, and the spec and support files of `screens`.
    func write(_ app: GenApp, screens: [Int], spec: Bool, support: Bool, into folder: URL) throws {
        try app.yaml.write(to: folder.appendingPathComponent("Specs/\(app.name).app.yml").creatingFolder(), atomically: true, encoding: .utf8)
        try app.config.write(to: folder.appendingPathComponent(".scaffold.yml"), atomically: true, encoding: .utf8)
        for index in screens {
            if spec { try app.screens[index].yaml.write(to: folder.appendingPathComponent("Specs/\(app.screens[index].screen).screen.yml").creatingFolder(), atomically: true, encoding: .utf8) }
            if support { try app.screens[index].support.write(to: folder.appendingPathComponent(app.supportPath(index)).creatingFolder(), atomically: true, encoding: .utf8) }
        }
    }

    /// The same specs generated again into a fresh repository give the same files.
    func generatesTheSameBytes(_ app: GenApp, as folder: URL) throws -> String? {
        let again = TemporaryFolder()
        defer { again.remove() }
        try write(app, screens: Array(app.screens.indices), spec: true, support: true, into: again.url)
        let result = GenerativeRun.scaffold(["app", app.name], in: again.url.path)
        guard result.code == 0 else { return "generating the app again exited \(result.code):\n\(result.err)" }
        let files = filesBelow(folder)
        guard filesBelow(again.url) == files else { return "generating the app again wrote other files:\n\(filesBelow(again.url))\nnot\n\(files)" }
        for file in files where (try? Data(contentsOf: again.url.appendingPathComponent(file))) != (try? Data(contentsOf: folder.appendingPathComponent(file))) {
            return "generating the app again wrote other bytes in \(file)"
        }
        return nil
    }

    /// Runs `command`, then the checks every step ends with.
    mutating func step(_ command: [String]?, app: GenApp, folder: URL, added: [GenCase] = []) -> String? {
        var said = ""
        if let command {
            let result = GenerativeRun.scaffold(command, in: folder.path)
            if result.code != 0 { return "`scaffold \(command.joined(separator: " "))` exited \(result.code):\n\(result.err)\(result.out)" }
            said = result.err
        }
        if said.contains("no test was added for this responding action") {
            for action in added { if case .respond? = action.effect { untestedByDesign.insert(action.name) } }
        }
        if let problem = GeneratedCodeCheck.typecheck(folder, module: app.module, tests: true, debug: true) { return problem }
        if let wrong = said.split(separator: "\n").first(where: { $0.contains("will not compile") }) {
            return "`scaffold \(command?.joined(separator: " ") ?? "")` says the code will not compile, but it does:\n\(wrong)"
        }
        let lint = GenerativeRun.scaffold(["lint", "--reporter", "json"], in: folder.path)
        let unexpected = GenerativeRun.unexpectedFindings(lint.out, screens: app.screens, untested: untestedByDesign)
        if lint.code != 0 || !unexpected.isEmpty || lint.err.contains("looks like a view model") {
            return "`scaffold lint` found problems (exit \(lint.code)):\n\(unexpected.joined(separator: "\n"))\n\(lint.out)\(lint.err)"
        }
        for screen in app.screens {
            let check = GenerativeRun.scaffold(["screen", screen.screen, "--check"], in: folder.path)
            if check.code != 0 { return "`scaffold screen \(screen.screen) --check` exited \(check.code):\n\(check.err)\(check.out)" }
        }
        let before = filesBelow(folder).map { (try? Data(contentsOf: folder.appendingPathComponent($0))) ?? Data() }
        let again = GenerativeRun.scaffold(["app", app.name], in: folder.path)
        let lines = again.out.split(separator: "\n")
        if again.code != 0 || lines.isEmpty || !lines.allSatisfy({ $0.hasPrefix("unchanged ") }) {
            return "`scaffold app \(app.name)` again is not a no-op (exit \(again.code)):\n\(again.out)\(again.err)"
        }
        if filesBelow(folder).map({ (try? Data(contentsOf: folder.appendingPathComponent($0))) ?? Data() }) != before {
            return "`scaffold app \(app.name)` again changed bytes while saying unchanged"
        }
        return nil
    }

    /// After the last step: the sources alone compile in each configuration, and the tests pass.
    func finalChecks(_ app: GenApp, folder: URL) -> String? {
        if let problem = GeneratedCodeCheck.typecheck(folder, module: app.module, tests: false, debug: true) { return "the app target alone: " + problem }
        // In a release build the entry point asks for the real dependencies it has only fakes
        // of, with a `#warning` each (the app stops at launch until a person gives them).
        let asks = "warning: give \(app.name)App the real "
        if let problem = GeneratedCodeCheck.typecheck(folder, module: app.module, tests: false, debug: false, expectedWarning: asks) { return "a release build: " + problem }
        if let problem = GeneratedCodeCheck.typecheck(folder, module: app.module, tests: false, debug: true, mainActorIsolation: true) {
            return "the app target at -default-isolation MainActor: " + problem
        }
        let major = app.screens[0].platform == "iOS 16" ? 16 : 17
        for isolated in [false, true] {
            if let problem = GeneratedCodeCheck.typecheckAgainstSDK(folder, module: app.module, major: major, mainActorIsolation: isolated) { return problem }
        }
        return GeneratedCodeCheck.runTests(folder, module: app.module)
    }

    /// The report of a failure: the seed, the first files, each step, the failure, and the
    /// specs at that point.
    func report(_ failure: String, app: GenApp) -> String {
        """
        ── generative app seed \(seed) failed (rerun: SCAFFOLD_APP_SEED=\(seed) swift test --skip-build --filter GenerativeTests/testGeneratedApps) ──
        The first files:
        \(firstFiles.map { "\($0.path):\n\($0.text)" }.joined(separator: "\n"))
        Steps:
        \(log.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
        Failure after the last step:
        \(failure)
        The specs at that point:
        \(app.yaml)
        \(app.screens.map(\.yaml).joined(separator: "\n"))
        """
    }
}
