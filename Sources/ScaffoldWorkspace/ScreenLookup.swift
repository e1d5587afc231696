import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldProject
import ScaffoldSupport
import ScaffoldSyntax

/// Finds and reads an existing screen for the commands that change or describe one
/// (`spec --from`, `add`, `screen` on a screen that exists).
public enum ScreenLookup {
    /// The type names the config's naming gives screen `name`.
    public static func names(_ name: String, config: ScaffoldConfig) -> ScreenLocator.Names {
        let settings = ScreenSettings(module: "")
        return ScreenLocator.Names(viewModel: settings.typeName(config.naming.viewModel, screen: name),
                                   view: settings.typeName(config.naming.view, screen: name),
                                   router: settings.typeName(config.naming.router, screen: name))
    }

    /// The locator for the config's repository; `sources` and `tests` override the config's folders.
    public static func locator(_ config: ScaffoldConfig, sources: String? = nil, tests: String? = nil) -> ScreenLocator {
        ScreenLocator(root: config.root, conventions: config.lint.settings.conventions, sources: sources ?? config.resolve(config.sources),
                      tests: tests ?? config.resolve(config.tests))
    }

    /// The screen named by `nameOrFile`: a screen's name, or a Swift file that declares its
    /// view model. Throws an error that says what was looked for and where.
    public static func read(_ nameOrFile: String, config: ScaffoldConfig, console: Console, sources: String? = nil, tests: String? = nil) throws -> ScreenCode {
        let locator = self.locator(config, sources: sources, tests: tests)
        do {
            if nameOrFile.hasSuffix(".swift") {
                let (screen, files) = try locator.locate(file: console.absolute(nameOrFile)) { names($0, config: config) }
                return ScreenReader.read(files, name: screen)
            }
            guard let first = nameOrFile.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
                  nameOrFile.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isXIDContinue }) else {
                throw InputError("'\(nameOrFile)' is neither a screen's name (a Swift type name, such as Login) nor a view model's .swift file; give the screen's name, or the path of its view model's file")
            }
            return ScreenReader.read(try locator.locate(nameOrFile, names: names(nameOrFile, config: config)), name: nameOrFile)
        } catch let error as ScreenLocator.NotFound {
            throw InputError(error.message)
        }
    }

    /// Where the view model of screen `name` is declared outside `<sources>/<name>/` (a
    /// screen moved, or written by hand elsewhere), or nil when it is nowhere.
    public static func declaredElsewhere(_ name: String, config: ScaffoldConfig, sources: String, tests: String) -> String? {
        guard let files = try? locator(config, sources: sources, tests: tests).locate(name, names: names(name, config: config)) else { return nil }
        return files.viewModel.path
    }

    /// The first top-level type of the app's code (outside the tests and the files in
    /// `excluding`, which the screen would replace) named one of the screen's type names:
    /// its name, kind, file and line.
    static func typeDeclared(named names: ScreenLocator.Names, config: ScaffoldConfig, sources: String, excluding: Set<String>) -> (name: String, kind: String, path: String, line: Int)? {
        let files = config.appCode(sources: sources).filter { !excluding.contains($0.path) }
        let wanted = [names.viewModel, names.view, names.router]
        return DeclarationLocator.typeDeclarations(named: wanted, among: files, workspace: Workspace.current(root: config.root)).first
            .map { ($0.declaration.name, $0.declaration.kind.rawValue, $0.path, $0.declaration.line) }
    }

    /// For a screen whose view model is in a local package of the project: the module of
    /// the package's target that holds it, and the folder of the package's test target
    /// (`<Target>Tests`, or its only one), when it has one.
    public static func packagePlace(of name: String, config: ScaffoldConfig) -> (module: String, tests: String?)? {
        guard let project = config.project,
              let path = declaredElsewhere(name, config: config, sources: config.resolve(config.sources), tests: config.resolve(config.tests)),
              let package = project.localPackage(holding: path), let module = project.packageModule(holding: path) else { return nil }
        let tests = Discovered.package(in: package).targets.filter(\.isTest)
        let test = tests.first { BuildSettings.c99ExtendedIdentifier($0.name) == module + "Tests" } ?? (tests.count == 1 ? tests.first : nil)
        return (module, test.map { (package as NSString).appendingPathComponent($0.path) })
    }

    /// Prints what scaffold could not be sure of while reading the screen.
    public static func printNotes(_ screen: ScreenCode, config: ScaffoldConfig, console: Console) {
        for note in screen.notes {
            console.err("\(place(note.location, config: config, console: console)): note: \(note.message)")
        }
    }

    /// `file:line:column` of a place in a screen's files (which are named from the
    /// repository's root), as seen from the working folder.
    public static func place(_ location: SourceLocation, config: ScaffoldConfig, console: Console) -> String {
        let path = location.file.hasPrefix("/") ? location.file : config.root.appendingPath(location.file)
        return "\(console.display(path)):\(location.line):\(location.column)"
    }
}
