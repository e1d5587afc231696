import Dispatch
import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold map [PATH...]`: the app's navigation, read from its code, as Mermaid, DOT or
/// HTML, with the screens no route reaches and the responder actions no router handles.
enum MapCommand: Command {
    /// `--format`: mermaid, dot or html.
    static let format = Option<MapRenderer.Format>.choice("format", "format", help: "mermaid (default), dot or html.")
    /// `--output FILE`: write instead of printing.
    static let output = Option<String>("output", "file", help: "Write the map to this file instead of standard output.")
    /// `--force`: overwrite the output file.
    static let force = SharedOptions.force.help("With --output: overwrite a file that exists and differs.")
    /// `--strict`: problems fail the run.
    static let strict = Flag("strict", help: "Exit with 1 when a screen is not reached or a responder action is not handled.")

    static let spec = CommandSpec(
        name: "map",
        abstract: "Draw the app's navigation from its code (routers, view models, routes) as Mermaid, Graphviz DOT or HTML.",
        arguments: [.init(name: "path", help: "Folders or files to read (default: the repository).", required: false, variadic: true)],
        options: [.option(format), .option(output), .flag(force), .flag(strict), .option(SharedOptions.config)],
        discussion: """
        Screens are the view models and routers the conventions name; a router that holds
        another screen's router in a stored property (`detailRouter: ProductDetailRouter?`),
        or builds its view model or view in a `case` of a function over its `Route`, leads to
        it. A `show(.case…)` in the router makes the route a push, `present(.case…)` a modal;
        the app root's `enum Flow` and `enum Tab` name flows and tabs. A route that leads to no
        screen yet is drawn as a dashed leaf. The walk starts at the @main App.

        Problems go to standard error as `file:line:column: warning: …`: screens no route
        reaches, and responder actions whose router's handle(_:) has no case, an empty one,
        or passes them up (parent.send) to no router that handles them. They are also in the
        map (red dashed boxes; comments in Mermaid and DOT; a list in HTML). Test files are
        left out.

        EXIT CODES: 0, also with problems; 1 with --strict and problems; 2 usage or input error.

        EXAMPLES:
          scaffold map > docs/navigation.mmd
          scaffold map --format dot | dot -Tsvg > map.svg
          scaffold map --format html --output map.html
          scaffold map Sources/App --strict
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let given = arguments.positionals.map(console.absolute)
        let config = try CLI.loadConfig(arguments[SharedOptions.config], console: console, for: given.first, others: Array(given.dropFirst()))
        let root = config.root
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let read = MapReading.read(given.isEmpty ? [root] : given, config: config)
        guard let map = read.map else {
            for (path, reason) in read.problems { console.err("error: \(console.display(path)): \(reason)") }
            console.err("Nothing was written.")
            return ExitCode.usage
        }
        let title = map.nodes.first { $0.kind == .app }?.name ?? (root as NSString).lastPathComponent
        let text: String
        switch arguments[format] ?? .mermaid {
        case .mermaid: text = MapRenderer.mermaid(map)
        case .dot: text = MapRenderer.dot(map, name: title)
        case .html: text = MapRenderer.html(map, title: title, root: root)
        }
        for problem in map.problems {
            var shown = problem
            shown.location.file = console.display(problem.location.file.hasPrefix("/") ? problem.location.file : prefix + problem.location.file)
            console.err(shown.xcodeDescription)
        }
        let screens = map.nodes.filter { $0.kind == .screen || $0.kind == .router }.count
        let count = map.problems.count
        console.err("Mapped \(screens) screen\(screens == 1 ? "" : "s") and router\(screens == 1 ? "" : "s") from \(read.files) file\(read.files == 1 ? "" : "s"): \(map.edges.count) route\(map.edges.count == 1 ? "" : "s"), \(count) problem\(count == 1 ? "" : "s").")
        if let path = arguments[output] {
            var plan = FilePlan()
            plan.add(path: console.absolute(path), contents: text)
            let code = try PlanWriter.apply(plan, mode: .write(force: arguments[force]), console: console)
            guard code == ExitCode.success else { return code }
        } else {
            console.outRaw(text)
        }
        return arguments[strict] && count > 0 ? ExitCode.findings : ExitCode.success
    }
}
