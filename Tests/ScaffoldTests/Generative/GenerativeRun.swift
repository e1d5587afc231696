import Foundation
import XCTest

/// One seed of the generative proof: a screen generated from a spec into a fresh repository
/// (and again into another, byte for byte the same), then a sequence of edits; after each
/// step everything written type-checks against the stand-ins (sources with their tests,
/// Swift 6, no warnings), `scaffold lint` finds nothing the spec does not ask for,
/// `scaffold screen --check` agrees and `scaffold screen` again changes nothing. After the
/// last step the sources compile alone (debug, release, `-default-isolation MainActor`, and
/// with `SCAFFOLD_IOS_SDK` against the real SDK), and the generated tests are built and run.
struct GenerativeRun {
    /// The seed.
    let seed: Int
    /// How many edits follow the first generation.
    var editCount = 3
    /// Whether the generated tests are built and run after the last step.
    var runsTests = true

    /// Actions scaffold added without a test, saying why (a hand-written makeSUT() that takes
    /// no responder): lint's `untested_action` for them is expected.
    private(set) var untestedByDesign: Set<String> = []
    /// What each step did, for the report of a failure.
    private(set) var log: [String] = []
    /// The spec the screen was first generated from, and its support file.
    private(set) var firstSpec = ""
    private(set) var firstSupport = ""

    /// A run of `seed`.
    init(seed: Int) {
        self.seed = seed
    }

    /// Runs the seed; nil when every check passed, else a report that reproduces the failure.
    mutating func run() -> String? {
        let folder = TemporaryFolder()
        defer {
            if let keep = ProcessInfo.processInfo.environment["SCAFFOLD_GEN_KEEP"] {
                let copy = URL(fileURLWithPath: keep).appendingPathComponent("seed-\(seed)")
                try? FileManager.default.removeItem(at: copy)
                try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.copyItem(at: folder.url, to: copy)
            }
            folder.remove()
            try? FileManager.default.removeItem(at: GeneratedCodeCheck.checkFolder(folder.url))
        }
        var generator = RandomScreenGenerator(seed: seed)
        var screen = generator.screen(seed: seed)
        firstSpec = screen.yaml
        firstSupport = screen.support
        do {
            try write(screen, spec: true, support: true, into: folder.url)
            try folder.write(".scaffold.yml", screen.config)
            log.append("scaffold screen \(screen.screen)")
            if let failure = step(["screen", screen.screen], screen: screen, folder: folder.url) { return report(failure, screen: screen) }
            if let failure = try generatesTheSameBytes(screen, as: folder.url) { return report(failure, screen: screen) }
            for _ in 0..<editCount {
                let known = Set(screen.actions.map(\.name))
                let edit = generator.edit(&screen)
                try write(screen, spec: edit.writesSpec, support: edit.writesSupport, into: folder.url)
                var description = edit.description
                if let handEdit = edit.handEdit { description += ": " + (try handEdit(folder.url)) }
                log.append(description)
                for command in edit.commands.dropLast() {
                    let result = Self.scaffold(command, in: folder.url.path)
                    if result.code != 0 { return report("`scaffold \(command.joined(separator: " "))` exited \(result.code):\n\(result.err)", screen: screen) }
                }
                let added = screen.actions.filter { !known.contains($0.name) }
                if let failure = step(edit.commands.last, screen: screen, folder: folder.url, added: added) { return report(failure, screen: screen) }
            }
            if let failure = finalChecks(screen, folder: folder.url) { return report(failure, screen: screen) }
        } catch {
            return report("the run stopped: \(error)", screen: screen)
        }
        return nil
    }

    /// The same spec generated again into a fresh repository gives the same files, byte for
    /// byte; nil when it does, else what differs.
    func generatesTheSameBytes(_ screen: GenScreen, as folder: URL) throws -> String? {
        let again = TemporaryFolder()
        defer { again.remove() }
        try write(screen, spec: true, support: true, into: again.url)
        try again.write(".scaffold.yml", screen.config)
        let result = Self.scaffold(["screen", screen.screen], in: again.url.path)
        guard result.code == 0 else { return "generating the spec again exited \(result.code):\n\(result.err)" }
        let files = filesBelow(folder)
        guard filesBelow(again.url) == files else { return "generating the spec again wrote other files:\n\(filesBelow(again.url))\nnot\n\(files)" }
        for file in files where (try? Data(contentsOf: again.url.appendingPathComponent(file))) != (try? Data(contentsOf: folder.appendingPathComponent(file))) {
            return "generating the spec again wrote other bytes in \(file)"
        }
        return nil
    }

    /// Writes the spec file and the support file from the model.
    func write(_ screen: GenScreen, spec: Bool, support: Bool, into folder: URL) throws {
        if spec { try screen.yaml.write(to: folder.appendingPathComponent("Specs/\(screen.screen).screen.yml").creatingFolder(), atomically: true, encoding: .utf8) }
        if support { try screen.support.write(to: folder.appendingPathComponent("Sources/Support/Support.swift").creatingFolder(), atomically: true, encoding: .utf8) }
    }

    /// Runs `command` (when there is one), then the checks every step ends with. `added` are
    /// the actions the step adds.
    mutating func step(_ command: [String]?, screen: GenScreen, folder: URL, added: [GenCase] = []) -> String? {
        var said = ""
        if let command {
            let result = Self.scaffold(command, in: folder.path)
            if result.code != 0 { return "`scaffold \(command.joined(separator: " "))` exited \(result.code):\n\(result.err)\(result.out)" }
            said = result.err
        }
        // A hand-written makeSUT() without `responder:`: a responding action is added without
        // its test, which a note says (documented in docs/changing-screens.md).
        if said.contains("no test was added for this responding action") {
            for action in added { if case .respond? = action.effect { untestedByDesign.insert(action.name) } }
        }
        if let problem = GeneratedCodeCheck.typecheck(folder, module: screen.module, tests: true, debug: true) { return problem }
        // A note that says the code will not compile, when it does, sends a person on an errand.
        if let wrong = said.split(separator: "\n").first(where: { $0.contains("will not compile") }) {
            return "`scaffold \(command?.joined(separator: " ") ?? "")` says the code will not compile, but it does:\n\(wrong)"
        }
        let lint = Self.scaffold(["lint", "--reporter", "json"], in: folder.path)
        // Lint's note about classes that look like view models must not be about scaffold's own.
        if lint.code != 0 || !unexpectedFindings(lint.out, screen: screen).isEmpty || lint.err.contains("looks like a view model") {
            return "`scaffold lint` found problems (exit \(lint.code)):\n\(lint.out)\(lint.err)"
        }
        let check = Self.scaffold(["screen", screen.screen, "--check"], in: folder.path)
        if check.code != 0 { return "`scaffold screen \(screen.screen) --check` exited \(check.code):\n\(check.err)\(check.out)" }
        let before = filesBelow(folder).map { (try? Data(contentsOf: folder.appendingPathComponent($0))) ?? Data() }
        let again = Self.scaffold(["screen", screen.screen], in: folder.path)
        let lines = again.out.split(separator: "\n")
        if again.code != 0 || lines.isEmpty || !lines.allSatisfy({ $0.hasPrefix("unchanged ") }) {
            return "`scaffold screen \(screen.screen)` again is not a no-op (exit \(again.code)):\n\(again.out)\(again.err)"
        }
        if filesBelow(folder).map({ (try? Data(contentsOf: folder.appendingPathComponent($0))) ?? Data() }) != before {
            return "`scaffold screen \(screen.screen)` again changed bytes while saying unchanged"
        }
        return nil
    }

    /// The findings of a JSON lint report other than the ones a spec asks for: `pending_test`
    /// for an action or responder action the spec gives no effect (its test is a skipped TODO),
    /// and `untested_action` for one scaffold added without its test, saying why.
    func unexpectedFindings(_ report: String, screen: GenScreen) -> [String] {
        Self.unexpectedFindings(report, screens: [screen], untested: untestedByDesign)
    }

    /// The findings of a JSON lint report other than the ones the specs of `screens` ask for,
    /// and `untested_action` for the actions in `untested`.
    static func unexpectedFindings(_ report: String, screens: [GenScreen], untested untestedByDesign: Set<String>) -> [String] {
        guard let start = report.firstIndex(of: "{"), let end = report.lastIndex(of: "}"),
              let object = try? JSONSerialization.jsonObject(with: Data(report[start...end].utf8)) as? [String: Any],
              let findings = object["findings"] as? [[String: Any]] else { return ["the report is not JSON"] }
        // A TODO, and an action that sends one (its test expects the TODO's effect).
        var todos: Set<String> = []
        for screen in screens {
            var own = Set((screen.actions + screen.responder).filter { $0.effect == nil }.map(\.name))
            while let next = screen.actions.first(where: { action in
                if case .send(let target)? = action.effect { return own.contains(target) && !own.contains(action.name) }
                return false
            }) { own.insert(next.name) }
            todos.formUnion(own)
        }
        return findings.compactMap { finding in
            let rule = finding["rule"] as? String ?? ""
            let symbol = finding["symbol"] as? String ?? ""
            if rule == "pending_test", let name = symbol.split(separator: ".").last, todos.contains(String(name)) { return nil }
            if rule == "untested_action", let name = symbol.split(separator: ".").last, untestedByDesign.contains(String(name)) { return nil }
            return "\(rule): \(symbol)"
        }
    }

    /// After the last step: the sources alone compile (a debug build of the app target, a
    /// release build without DEBUG, and a debug build isolated to the main actor by default;
    /// with SCAFFOLD_IOS_SDK, against the real iOS SDK too), and the generated tests pass.
    func finalChecks(_ screen: GenScreen, folder: URL) -> String? {
        if let problem = GeneratedCodeCheck.typecheck(folder, module: screen.module, tests: false, debug: true) { return "the app target alone: " + problem }
        if let problem = GeneratedCodeCheck.typecheck(folder, module: screen.module, tests: false, debug: false) { return "a release build: " + problem }
        // Xcode 26's new app targets isolate to the main actor by default.
        if let problem = GeneratedCodeCheck.typecheck(folder, module: screen.module, tests: false, debug: true, mainActorIsolation: true) {
            return "the app target at -default-isolation MainActor: " + problem
        }
        // By hand, with SCAFFOLD_IOS_SDK: the sources against Apple's interfaces, at both isolations.
        let major = screen.platform == "iOS 16" ? 16 : 17
        for isolated in [false, true] {
            if let problem = GeneratedCodeCheck.typecheckAgainstSDK(folder, module: screen.module, major: major, mainActorIsolation: isolated) { return problem }
        }
        if runsTests, let problem = GeneratedCodeCheck.runTests(folder, module: screen.module) { return problem }
        return nil
    }

    /// The report of a failure: the seed, the first spec and support file, each step, and the
    /// failure, with the model's spec at that point.
    func report(_ failure: String, screen: GenScreen) -> String {
        """
        ── generative seed \(seed) failed (rerun: SCAFFOLD_SEED=\(seed) swift test --skip-build --filter GenerativeTests) ──
        The first spec, Specs/\(screen.screen).screen.yml:
        \(firstSpec)
        Sources/Support/Support.swift:
        \(firstSupport)
        .scaffold.yml:
        \(screen.config)
        Steps:
        \(log.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
        Failure after the last step:
        \(failure)
        The spec at that point:
        \(screen.yaml)
        """
    }
}

extension GenerativeRun {
    /// One run of `scaffold` at a time: seeds run on several threads (their compiles are
    /// what takes time), and the in-process command is not meant to run twice at once.
    private static let commandLock = NSLock()

    /// Runs `scaffold arguments` in `directory`, in-process, holding the lock.
    static func scaffold(_ arguments: [String], in directory: String) -> CLIResult {
        commandLock.lock()
        defer { commandLock.unlock() }
        return runCLI(arguments, in: directory)
    }
}

extension URL {
    /// This file's URL, after creating the folder it goes in.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
