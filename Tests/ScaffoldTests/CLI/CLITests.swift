import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// The command line itself: help, version, unknown commands and options, the other commands.
final class CLITests: XCTestCase {
    let folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func run(_ arguments: [String]) -> CLIResult {
        runCLI(arguments, in: folder.url.path)
    }

    func testOverview() {
        let result = run(["--help"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, """
        OVERVIEW: Generate and check SwiftUI screens that follow the view-model architecture.

        USAGE: scaffold <command> [options]

        COMMANDS:
          init             Write a commented .scaffold.yml from the Xcode project or package: targets, folders, module, iOS version, test framework.
          screen           Write a screen module (view model, view, router and their tests) from a spec.
          app              Write an app's root router, entry point and container, and every screen its flows reach.
          add              Add actions, outputs, dependencies, responder actions or routes to an existing screen, in place, with their tests.
          spec             Print a commented starter spec for a screen, or the spec of a screen that exists.
          fake             Write a fake for each protocol: it records calls and answers with what a test or preview stubs.
          templates        List the built-in templates, or export them to a folder to override them.
          xcode-templates  Export Xcode file templates (Screen, Screen Tests, Router, Responder) made from scaffold's templates.
          lint             Check Swift files against the architecture's rules.
          rules            List the lint rules: id, default severity and what each asks for.
          explain          Explain a lint rule: why it exists, and code that triggers it and code that does not.
          reporters        List the report formats of `scaffold lint --reporter`.
          install-hook     Install a git pre-commit hook that lints the staged Swift files.
          outline          Print the declarations scaffold reads in Swift files, for rule authors and for explaining findings.
          map              Draw the app's navigation from its code (routers, view models, routes) as Mermaid, Graphviz DOT or HTML.
          lsp              Run a Language Server Protocol server: live findings and fixes in editors.

        OPTIONS:
          --version  Print the version.
          -h, --help Show this help; `scaffold help <command>` shows a command's.

        EXIT CODES: 0 success, 1 findings, 2 usage, config, input or I/O error.

        """)
        XCTAssertEqual(run(["help"]).out, result.out)
        // No command at all is a usage error: the same overview, on standard error, exit 2.
        let bare = run([])
        XCTAssertEqual(bare.code, 2)
        XCTAssertEqual(bare.out, "")
        XCTAssertEqual(bare.err, result.out)
    }

    func testScreenHelpIsPrintedFromItsSpec() {
        let result = run(["screen", "--help"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, """
        OVERVIEW: Write a screen module (view model, view, router and their tests) from a spec.

        USAGE: scaffold screen [options] [name]

        ARGUMENTS:
          <name>                         The screen's name, e.g. Login. Optional with --spec.

        OPTIONS:
          --spec <file>                  Read this spec (.screen.yml or .json) instead of <specs>/<name>.screen.yml.
          --config <file>                Use this config instead of the nearest .scaffold.yml.
          --module <name>                The module the tests @testable import.
          --style <style>                combine or observation.
          --testing <framework>          xctest or swift-testing.
          --platform <version>           The iOS version to compile for: iOS 17 (default) or iOS 16 (combine style).
          --previews <form>              macro (#Preview, default) or provider (a PreviewProvider).
          --sources <dir>                Write the screen to <dir>/<name>/ (default: the config's sources).
          --tests <dir>                  Write the tests to <dir>/<name>/ (default: the config's tests).
          --dependency <name: Type>      Without a spec: an init dependency. (repeatable)
          --output <name: Type = value>  Without a spec: an output. (repeatable)
          --action <entry>               Without a spec: an action, e.g. "logout -> respond loggedOut". (repeatable)
          --responder <entry>            Without a spec: a responder action, e.g. "loggedOut -> dismiss". (repeatable)
          --route <case>                 Without a spec: a route, e.g. "detail(Item)". (repeatable)
          --sample <Type=expression>     Without a spec: a sample value for a custom type. (repeatable)
          --blank                        Without a spec: write a minimal screen (no spec file is needed).
          --check                        Write nothing; exit 1 when the screen's code and its spec disagree (a CI drift gate).
          --force                        Rewrite the files whole, even those that exist and differ (lists the hand-written lines it drops).
          --yes                          With --force: drop the hand-written lines it lists without asking (needed when no one is at a terminal).
          --dry-run                      List what would be written; write nothing.
          --diff                         Show what would change as a unified diff; write nothing.
          --allow-outside-repository     Let the paths of .scaffold.yml (sources, tests, specs, templates, responder, fakes), and the links below them, lead outside the repository.
          -h, --help                     Show this help.

        The spec is found as <specs>/<name>.screen.yml (or .yaml, .json), where <specs> comes
        from .scaffold.yml. Without a spec file, the flags build one; --blank writes a minimal
        screen. Files are written whole or not at all.

        When the screen exists, it is updated in place: what the spec has that the code
        lacks is inserted (as `scaffold add` would), what the code has that the spec lacks
        is left alone and listed, and what differs is reported with both places and not
        touched. --force rewrites the files whole instead: it lists the hand-written lines
        that drops and asks before dropping them (--yes answers for a script). --check
        writes nothing and exits 1 when the code and the spec disagree.

        EXAMPLES:
          scaffold screen Login
          scaffold screen Login --diff
          scaffold screen Login --check
          scaffold screen --spec Fixtures/specs/Login.screen.yml --dry-run
          scaffold screen Logout --action "confirm -> respond done" --responder "done -> dismiss"

        """)
        XCTAssertEqual(run(["help", "screen"]).out, result.out)
    }

    func testVersion() {
        XCTAssertEqual(run(["--version"]).out, "\(CLI.version)\n")
        XCTAssertEqual(run(["version"]).code, 0)
    }

    func testUnknownCommandsAndOptionsSuggestTheClosest() {
        let command = run(["scren", "Login"])
        XCTAssertEqual(command.code, 2)
        XCTAssertEqual(command.err, "error: unknown command 'scren' (did you mean 'screen'?)\nRun 'scaffold --help' for usage.\n")
        let option = run(["screen", "Login", "--forse"])
        XCTAssertEqual(option.code, 2)
        XCTAssertEqual(option.err, "error: unknown option '--forse' for 'scaffold screen' (did you mean '--force'?)\nRun 'scaffold screen --help' for usage.\n")
        XCTAssertEqual(run(["screen", "Login", "--module"]).err, "error: '--module' needs a value: --module <name>\nRun 'scaffold screen --help' for usage.\n")
        XCTAssertEqual(run(["screen", "A", "B"]).err, "error: unexpected argument 'B'\nRun 'scaffold screen --help' for usage.\n")
        XCTAssertEqual(run(["screen", "Login", "--style", "swiftui"]).code, 2)
    }

    func testSpecCommandPrintsAStarterThatGenerates() throws {
        let printed = run(["spec", "Checkout"])
        XCTAssertEqual(printed.code, 0)
        XCTAssertTrue(printed.out.contains("screen: Checkout\n"))
        XCTAssertEqual(run(["spec", "Checkout", "--write"]).out, "created Checkout.screen.yml\n")
        XCTAssertEqual(folder.read("Checkout.screen.yml"), printed.out)
        XCTAssertEqual(run(["spec", "Checkout", "--write"]).out, "unchanged Checkout.screen.yml\n")
        let generated = run(["screen", "Checkout", "--module", "Shop"])
        XCTAssertEqual(generated.code, 0, generated.err)
        XCTAssertEqual(run(["spec", "checkout"]).err, "error: the screen's name is a type name and must be UpperCamelCase: write 'Checkout'\nRun 'scaffold spec --help' for usage.\n")
    }

    func testTemplatesListAndExport() throws {
        XCTAssertEqual(run(["templates", "list"]).out, TemplateSet.names.joined(separator: "\n") + "\n")
        let exported = run(["templates", "export", "Templates/scaffold"])
        XCTAssertEqual(exported.code, 0, exported.err)
        for name in TemplateSet.names {
            XCTAssertEqual(folder.read("Templates/scaffold/\(name)"), TemplateSet.builtIn.source(name))
        }
        try folder.write("Templates/scaffold/View.swift.mustache", "// mine\n")
        XCTAssertEqual(run(["templates", "export", "Templates/scaffold"]).code, 2, "an edited template is not overwritten without --force")
        XCTAssertEqual(folder.read("Templates/scaffold/View.swift.mustache"), "// mine\n")
        XCTAssertEqual(run(["templates", "expot"]).err, "error: unknown action 'expot' (did you mean 'export'?); use list or export\nRun 'scaffold templates --help' for usage.\n")
    }

    /// Options that cannot go together are declared with the command and refused by name.
    func testConflictingOptionsAreRefused() {
        let staged = run(["lint", "--staged", "--script-input-files"])
        XCTAssertEqual(staged.code, 2)
        XCTAssertEqual(staged.err, "error: --staged and --script-input-files cannot be combined: each chooses the files to lint; choose one\nRun 'scaffold lint --help' for usage.\n")
        XCTAssertEqual(run(["screen", "Login", "--dry-run", "--diff"]).code, 2)
        let badReporter = run(["lint", "--reporter", "jsn"])
        XCTAssertEqual(badReporter.err, "error: unknown reporter 'jsn' (did you mean 'json'?); use one of xcode, json, github, sarif, junit, checkstyle, codeclimate, markdown, summary\nRun 'scaffold lint --help' for usage.\n")
        XCTAssertEqual(run(["screen", "Login", "--style", "swiftui"]).err, "error: 'swiftui' is not a valid --style; use combine, observation\nRun 'scaffold screen --help' for usage.\n")
    }
}
