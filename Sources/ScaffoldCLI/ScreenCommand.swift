import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold screen NAME`: writes a screen module from a spec, or from flags.
enum ScreenCommand: Command {
    static let spec = CommandSpec(
        name: "screen",
        abstract: "Write a screen module (view model, view, router and their tests) from a spec.",
        arguments: [.init(name: "name", help: "The screen's name, e.g. Login. Optional with --spec.", required: false)],
        options: [
            .init(name: "spec", value: "file", help: "Read this spec (.screen.yml or .json) instead of <specs>/<name>.screen.yml."),
            .init(name: "config", value: "file", help: "Use this config instead of the nearest .scaffold.yml."),
            .init(name: "module", value: "name", help: "The module the tests @testable import."),
            .init(name: "style", value: "style", help: "combine or observation."),
            .init(name: "testing", value: "framework", help: "xctest or swift-testing."),
            .init(name: "sources", value: "dir", help: "Write the screen to <dir>/<name>/ (default: the config's sources)."),
            .init(name: "tests", value: "dir", help: "Write the tests to <dir>/<name>/ (default: the config's tests)."),
            .init(name: "dependency", value: "name: Type", repeatable: true, help: "Without a spec: an init dependency."),
            .init(name: "output", value: "name: Type = value", repeatable: true, help: "Without a spec: an output."),
            .init(name: "action", value: "entry", repeatable: true, help: "Without a spec: an action, e.g. \"logout -> respond loggedOut\"."),
            .init(name: "responder", value: "entry", repeatable: true, help: "Without a spec: a responder action, e.g. \"loggedOut -> dismiss\"."),
            .init(name: "route", value: "case", repeatable: true, help: "Without a spec: a route, e.g. \"detail(Item)\"."),
            .init(name: "sample", value: "Type=expression", repeatable: true, help: "Without a spec: a sample value for a custom type."),
            .init(name: "force", value: nil, help: "Overwrite files that exist and differ."),
            .init(name: "dry-run", value: nil, help: "List what would be written; write nothing."),
            .init(name: "diff", value: nil, help: "Show what would change as a unified diff; write nothing."),
        ],
        discussion: """
        The spec is found as <specs>/<name>.screen.yml (or .yaml, .json), where <specs> comes
        from .scaffold.yml. Without a spec file, the flags build one; with neither, a minimal
        screen is written. Existing files are never overwritten without --force, and files
        are written whole or not at all.

        EXAMPLES:
          scaffold screen Login
          scaffold screen --spec Fixtures/specs/Login.screen.yml --dry-run
          scaffold screen Logout --action "confirm -> respond done" --responder "done -> dismiss"
        """
    )

    static let specFlags = ["dependency", "output", "action", "responder", "route", "sample"]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let config = try CLI.loadConfig(arguments.value("config"), console: console)
        let spec = try loadSpec(arguments, config: config, console: console)
        let settings = try settings(for: spec, arguments: arguments, config: config, console: console)
        let templates = try TemplateSet.load(overrides: config.templates.map(config.resolve), displayDirectory: config.templates)
        for warning in templates.warnings { console.err("warning: \(warning)") }

        let sources = arguments.value("sources").map(console.absolute) ?? config.resolve(config.sources)
        let tests = arguments.value("tests").map(console.absolute) ?? config.resolve(config.tests)
        let includeResponder = !ResponderSearch.declares(in: sources)
        let files = try ScreenGenerator.generate(spec, settings: settings, templates: templates, includeResponder: includeResponder)
        var plan = FilePlan()
        for file in files {
            let folder: String
            switch file.folder {
            case .screenSources: folder = (sources as NSString).appendingPathComponent(spec.screen.text)
            case .screenTests: folder = (tests as NSString).appendingPathComponent(spec.screen.text)
            case .sources: folder = sources
            }
            plan.add(path: (folder as NSString).appendingPathComponent(file.name), contents: file.contents)
        }
        return try apply(plan, arguments: arguments, console: console)
    }

    /// Shows, refuses or writes the plan, as the flags say.
    static func apply(_ plan: FilePlan, arguments: ParsedArguments, console: Console) throws -> Int32 {
        if arguments.flags.contains("diff") {
            for item in plan.items where item.change != .unchanged {
                let shown = console.display(item.path)
                console.outRaw(LineDiff.unified(old: item.existing ?? "", new: item.contents, oldName: item.change == .create ? "/dev/null" : "a/\(shown)", newName: "b/\(shown)"))
            }
            return ExitCode.success
        }
        if arguments.flags.contains("dry-run") {
            for item in plan.items {
                let verb = ["create": "would create", "unchanged": "unchanged", "overwrite": "would overwrite"][item.change.rawValue] ?? ""
                console.out("\(verb) \(console.display(item.path))")
            }
            return ExitCode.success
        }
        let overwrites = plan.overwrites
        if !overwrites.isEmpty, !arguments.flags.contains("force") {
            console.err("error: \(overwrites.count == 1 ? "a file exists" : "\(overwrites.count) files exist") and would change; nothing was written:")
            for item in overwrites { console.err("  \(console.display(item.path))") }
            console.err("Run with --diff to see the changes, or --force to overwrite \(overwrites.count == 1 ? "it" : "them").")
            return ExitCode.usage
        }
        try plan.write()
        for item in plan.items {
            let verb = ["create": "created", "unchanged": "unchanged", "overwrite": "overwrote"][item.change.rawValue] ?? ""
            console.out("\(verb) \(console.display(item.path))")
        }
        return ExitCode.success
    }

    /// The spec from --spec, from the spec folder, or from the flags.
    static func loadSpec(_ arguments: ParsedArguments, config: ScaffoldConfig, console: Console) throws -> ScreenSpec {
        let name = arguments.positionals.first
        let flagsGiven = specFlags.filter { arguments.values[$0] != nil }
        var file = arguments.value("spec").map(console.absolute)
        if file == nil, let name {
            let folder = config.resolve(config.specs)
            file = ["screen.yml", "screen.yaml", "screen.json"]
                .map { (folder as NSString).appendingPathComponent("\(name).\($0)") }
                .first { FileManager.default.fileExists(atPath: $0) }
        }
        if let file {
            if let flag = flagsGiven.first {
                throw UsageError("--\(flag) builds a spec on the command line, but the spec \(console.display(file)) is used; edit the spec instead")
            }
            guard FileManager.default.fileExists(atPath: file) else {
                throw UsageError("the spec '\(arguments.value("spec") ?? file)' does not exist")
            }
            let spec = try SpecDecoder.load(path: file, displayPath: console.display(file))
            if let name, name != spec.screen.text {
                throw UsageError("the spec \(console.display(file)) describes the screen '\(spec.screen.text)', not '\(name)'; drop the name or use the matching spec")
            }
            return spec
        }
        guard let name else {
            throw UsageError("missing <name>: the screen's name, e.g. `scaffold screen Login` (or give --spec FILE)")
        }
        return try SpecDecoder.decode(FlagSpec.node(screen: name, arguments: arguments), file: "command line")
    }

    /// Settings from the flags, then the spec, then the config.
    static func settings(for spec: ScreenSpec, arguments: ParsedArguments, config: ScaffoldConfig, console: Console) throws -> ScreenSettings {
        func choice<T: RawRepresentable>(_ flag: String, _ type: T.Type) throws -> T? where T.RawValue == String {
            guard let raw = arguments.value(flag) else { return nil }
            guard let value = T(rawValue: raw) else { throw UsageError("'\(raw)' is not a valid --\(flag)") }
            return value
        }
        let sources = arguments.value("sources").map(console.absolute) ?? config.resolve(config.sources)
        if let module = arguments.value("module"), !SwiftName.isIdentifier(module) {
            throw UsageError("'\(module)' is not a module name (a Swift identifier)")
        }
        let module: String
        if let given = arguments.value("module") ?? spec.module ?? config.module {
            module = given
        } else {
            module = inferModule(sources: sources, root: config.root)
            console.err("note: no module is set, so the tests will `@testable import \(module)`; set `module:` in \(ScaffoldConfig.fileName) or pass --module")
        }
        var settings = ScreenSettings(module: module)
        settings.style = try choice("style", ScreenSpec.Style.self) ?? spec.style ?? config.style ?? .combine
        settings.testing = try choice("testing", ScreenSpec.Testing.self) ?? spec.testing ?? config.testing ?? .xctest
        settings.naming = config.naming
        return settings
    }

    /// A module name guessed from the sources folder (`Sources/App` → `App`) or the root folder.
    static func inferModule(sources: String, root: String) -> String {
        let candidates = [(sources as NSString).lastPathComponent, (root as NSString).lastPathComponent]
        for candidate in candidates where !["Sources", "Source", "Screens", "src"].contains(candidate) {
            let cleaned = String(candidate.filter { $0.isLetter || $0.isNumber || $0 == "_" })
            if SwiftName.isIdentifier(cleaned) { return cleaned }
        }
        return "App"
    }
}

/// Whether a sources folder already declares the `Responder` type.
enum ResponderSearch {
    /// True when a Swift file below `folder` declares `struct Responder<`.
    static func declares(in folder: String) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return false }
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "DerivedData" || name == "Pods" {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix(".swift"),
                  let text = try? String(contentsOfFile: (folder as NSString).appendingPathComponent(path), encoding: .utf8) else { continue }
            if text.contains("struct Responder<") { return true }
        }
        return false
    }
}
