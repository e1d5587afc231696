// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport
import Foundation

// No package dependencies, by design: scaffold builds with the Swift toolchain alone.
//
// The targets are layers; each may use only the ones above it in this list, and the
// compiler holds them to it (the README's Development section says what goes where):
//   ScaffoldTemplates the built-in templates: the files of Templates/, embedded in the code
//   ScaffoldSyntax    lexer, declaration parser, source files and locations
//   ScaffoldSupport   diagnostics, YAML/JSON readers and the JSON writer, the safe file
//                     writer, the repository walker, git, the version
//   ScaffoldProject   Xcode projects: the project.pbxproj parser and editor, the project
//                     model (targets, groups, settings), discovery of how a repository is built
//   ScaffoldModel     the screen model: specs, names and types, the architecture's anatomy
//   ScaffoldGenerate  generated code, a folder a job: Spec/ (decoding, checks, merge, writer),
//                     Templates/ (the template engine), Screens/ (a screen's files), Editing/
//                     (insertions into existing code), Fakes/, App/ (the app root), Map/ (the
//                     navigation map: its reader and renderers)
//   ScaffoldLint      rules, the linter and the lint session (files, fixes, baseline)
//   ScaffoldReport    lint reporters
//   ScaffoldWorkspace a repository as commands see it: its config (.scaffold.yml), the
//                     screens read from it and what each command plans for them (ScreenPlan,
//                     ScreenAddition, AppPlan, FakePlan, MapReading; screen updates, missing
//                     tests, fakes, flows, the container), the console notes go to
//   ScaffoldLanguageServer  the language server (LSP over standard input and output)
//   ScaffoldCLI       commands: options in, library calls, output and exit code out
// The built-in templates: each file is embedded in the binary as bytes in generated code
// (`PackageResources`), and Templates/BuiltinTemplates.swift names it. A new template goes in
// both lists (SwiftPM caches this manifest, so it is not read from the folder;
// TemplateEmbeddingTests checks that every file of Templates/ is built in).
let builtinTemplates = [
    "App.swift.mustache", "Container.swift.mustache", "FakeSupport.swift.mustache",
    "FlowRouter.swift.mustache", "Navigation.swift.mustache", "Responder.swift.mustache", "Router.swift.mustache", "RouterTests.swift.mustache",
    "Spec.screen.yml.mustache", "View.swift.mustache", "ViewModel.swift.mustache", "ViewModelTests.swift.mustache",
]
var targets: [Target] = [
    .target(name: "ScaffoldTemplates", path: "Templates", resources: builtinTemplates.map { .embedInCode($0) }),
    .target(name: "ScaffoldSyntax", path: "Sources/ScaffoldSyntax"),
    .target(name: "ScaffoldSupport", dependencies: ["ScaffoldSyntax"], path: "Sources/ScaffoldSupport"),
    .target(name: "ScaffoldProject", dependencies: ["ScaffoldSyntax", "ScaffoldSupport"], path: "Sources/ScaffoldProject"),
    .target(name: "ScaffoldModel", dependencies: ["ScaffoldSyntax", "ScaffoldSupport"], path: "Sources/ScaffoldModel"),
    .target(name: "ScaffoldGenerate", dependencies: ["ScaffoldModel", "ScaffoldSupport", "ScaffoldSyntax", "ScaffoldTemplates"], path: "Sources/ScaffoldGenerate"),
    .target(name: "ScaffoldLint", dependencies: ["ScaffoldModel", "ScaffoldSyntax", "ScaffoldSupport"], path: "Sources/ScaffoldLint"),
    .target(name: "ScaffoldReport", dependencies: ["ScaffoldLint", "ScaffoldSupport", "ScaffoldSyntax"], path: "Sources/ScaffoldReport"),
    .target(
        name: "ScaffoldWorkspace",
        dependencies: ["ScaffoldSyntax", "ScaffoldSupport", "ScaffoldProject", "ScaffoldModel", "ScaffoldGenerate", "ScaffoldLint"],
        path: "Sources/ScaffoldWorkspace"
    ),
    .target(
        name: "ScaffoldLanguageServer",
        dependencies: ["ScaffoldSyntax", "ScaffoldSupport", "ScaffoldProject", "ScaffoldModel", "ScaffoldGenerate", "ScaffoldLint", "ScaffoldWorkspace"],
        path: "Sources/ScaffoldLanguageServer"
    ),
    .target(
        name: "ScaffoldCLI",
        dependencies: ["ScaffoldSyntax", "ScaffoldSupport", "ScaffoldProject", "ScaffoldModel", "ScaffoldGenerate", "ScaffoldLint", "ScaffoldReport", "ScaffoldWorkspace", "ScaffoldLanguageServer"],
        path: "Sources/ScaffoldCLI"
    ),
    .executableTarget(name: "scaffold", dependencies: ["ScaffoldCLI"], path: "Sources/scaffold"),
    // SwiftPM plugins (PackagePlugin only): lint on every build, and scaffold's commands
    // through `swift package scaffold …`.
    .plugin(name: "ScaffoldLintPlugin", capability: .buildTool(), dependencies: ["scaffold"], path: "Plugins/ScaffoldLintPlugin"),
    .plugin(
        name: "ScaffoldCommandPlugin",
        capability: .command(
            intent: .custom(verb: "scaffold", description: "Run scaffold (screen, add, spec, fake, lint …) in this package."),
            permissions: [.writeToPackageDirectory(reason: "scaffold screen, add, fake and lint --fix write screens, tests and fixes into the package.")]
        ),
        dependencies: ["scaffold"],
        path: "Plugins/ScaffoldCommandPlugin"
    ),
    .testTarget(
        name: "ScaffoldTests",
        dependencies: ["ScaffoldTemplates", "ScaffoldSyntax", "ScaffoldSupport", "ScaffoldProject", "ScaffoldModel", "ScaffoldGenerate", "ScaffoldLint", "ScaffoldReport", "ScaffoldWorkspace",
                       "ScaffoldLanguageServer", "ScaffoldCLI"],
        path: "Tests/ScaffoldTests"
    ),
]

// Every fixture spec's generated files (Fixtures/golden/<Spec>) are compiled as a module of
// their own, with the hand-written types they use (Fixtures/support/<Module>), and their
// generated tests run with `swift test`. On Linux they build against the SwiftUI/Combine
// stand-ins under Tests/StandIns; on Apple platforms against the real SDK. The list of
// fixtures is Fixtures/fixtures.json, which the tests read too.
struct Fixtures: Decodable {
    struct Screen: Decodable { let module: String, spec: String }
    struct Edit: Decodable { let module: String, folder: String, data: [String], isApp: Bool }
    struct Autofix: Decodable { let module: String, folder: String }
    let screens: [Screen]
    let apps: [String]
    let edits: [Edit]
    let autofix: [Autofix]
}
let fixtureList: Fixtures = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fixtures.json")
    do {
        return try JSONDecoder().decode(Fixtures.self, from: Data(contentsOf: url))
    } catch {
        fatalError("Fixtures/fixtures.json cannot be read: \(error)")
    }
}()
let fixtureModules = fixtureList.screens.map { (module: $0.module, spec: $0.spec) }
#if os(Linux)
targets += [
    .target(name: "Combine", path: "Tests/StandIns/Combine"),
    // Expands `#Preview` as Xcode's plug-in would, to check its body (see its main.swift).
    .macro(name: "PreviewsMacros", path: "Tests/StandIns/PreviewsMacros"),
    .target(name: "SwiftUI", dependencies: ["Combine", "PreviewsMacros"], path: "Tests/StandIns/SwiftUI"),
]
let sdkDependencies: [Target.Dependency] = ["SwiftUI", "Combine"]
#else
let sdkDependencies: [Target.Dependency] = []
#endif
// Folders under Fixtures/ that no fixture module compiles.
let fixtureDataFolders = ["fixtures.json", "apps", "specs", "json", "swift", "lint-project", "reports", "autofix", "edits", "stand-ins", "fakes", "map", "projects"]
for fixture in fixtureModules {
    let others = fixtureModules.filter { $0.spec != fixture.spec }
    let elsewhere = fixtureDataFolders + others.map { "golden/\($0.spec)" } + others.map { "support/\($0.module)" }
    targets.append(.target(
        name: fixture.module,
        dependencies: sdkDependencies,
        path: "Fixtures",
        exclude: elsewhere + ["golden/\(fixture.spec)/Tests"],
        sources: ["golden/\(fixture.spec)/Sources", "support/\(fixture.module)"]
    ))
    targets.append(.testTarget(
        name: "\(fixture.module)Tests",
        dependencies: [.target(name: fixture.module)],
        path: "Fixtures",
        exclude: elsewhere + ["golden/\(fixture.spec)/Sources", "support/\(fixture.module)"],
        sources: ["golden/\(fixture.spec)/Tests"]
    ))
}

// `scaffold app` writes the fixture apps under Fixtures/apps/<App> (Sources and Tests) from
// their specs (AppFixtureTests). Each is an app: an executable target with its `@main`
// entry point, whose generated flow, router and view-model tests run with `swift test`.
for app in fixtureList.apps {
    let root = "Fixtures/apps/\(app)"
    // The UI tests (<App>UITests) run on a simulator: the tests type-check them against stand-ins.
    targets.append(.executableTarget(name: app, dependencies: sdkDependencies, path: root, exclude: ["Tests", "\(app)UITests", "Specs", ".scaffold.yml", "map.mmd", "map.dot"], sources: ["Sources", "Support"]))
    targets.append(.testTarget(name: "\(app)Tests", dependencies: [.target(name: app)], path: root, exclude: ["Sources", "\(app)UITests", "Support", "Specs", ".scaffold.yml", "map.mmd", "map.dot"], sources: ["Tests"]))
}

// `scaffold lint --fix` turns Fixtures/autofix/before into Fixtures/autofix/after (a test);
// both compile, so fixed code is type-checked too.
for (module, folder) in fixtureList.autofix.map({ ($0.module, $0.folder) }) {
    targets.append(.target(
        name: module,
        dependencies: sdkDependencies,
        path: "Fixtures/autofix/\(folder)"
    ))
}

// `scaffold add` and the updating `scaffold screen` turn Fixtures/edits/<Case>/before into
// Fixtures/edits/<Case>/after (EditFixtureTests). The screen before the edit compiles, and
// the screen after it compiles with its tests, which run with `swift test`.
// An app case (`scaffold app` on an app that grew) is an executable, as the app is; its
// `before` is the fixture app as generated, plus hand edits, and is not compiled again.
let editFixtures = fixtureList.edits.map { (module: $0.module, folder: $0.folder, data: $0.data, isApp: $0.isApp) }
for fixture in editFixtures {
    let root = "Fixtures/edits/\(fixture.folder)"
    if fixture.isApp {
        targets.append(.executableTarget(name: fixture.module, dependencies: sdkDependencies, path: "\(root)/after", exclude: ["Tests"] + fixture.data, sources: ["Sources"]))
    } else {
        targets.append(.target(name: "\(fixture.module)Before", dependencies: sdkDependencies, path: "\(root)/before", exclude: ["Tests"] + fixture.data, sources: ["Sources"]))
        targets.append(.target(name: fixture.module, dependencies: sdkDependencies, path: "\(root)/after", exclude: ["Tests"] + fixture.data, sources: ["Sources"]))
    }
    targets.append(.testTarget(name: "\(fixture.module)Tests", dependencies: [.target(name: fixture.module)], path: "\(root)/after",
                               exclude: ["Sources"] + fixture.data, sources: ["Tests"]))
}

// `scaffold fake` turns the protocols of Fixtures/fakes/Sources into the golden fakes of
// Fixtures/fakes/Tests/Fakes (FakeGoldenTests); they compile, and FakeUseTests uses them.
targets.append(.target(name: "FakesApp", path: "Fixtures/fakes", exclude: ["Tests", "Refused.swift"], sources: ["Sources"]))
targets.append(.testTarget(name: "FakesAppTests", dependencies: ["FakesApp"], path: "Fixtures/fakes", exclude: ["Sources", "Refused.swift"], sources: ["Tests"]))

let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .plugin(name: "ScaffoldLintPlugin", targets: ["ScaffoldLintPlugin"]),
        .plugin(name: "ScaffoldCommandPlugin", targets: ["ScaffoldCommandPlugin"]),
        .library(
            name: "ScaffoldKit",
            targets: ["ScaffoldTemplates", "ScaffoldSyntax", "ScaffoldSupport", "ScaffoldProject", "ScaffoldModel", "ScaffoldGenerate", "ScaffoldLint", "ScaffoldReport",
                      "ScaffoldWorkspace", "ScaffoldLanguageServer", "ScaffoldCLI"]
        ),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
