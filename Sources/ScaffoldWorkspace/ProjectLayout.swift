import Foundation
import ScaffoldModel
import ScaffoldProject
import ScaffoldSupport
import ScaffoldSyntax

/// What the repository's Xcode project says about where screens go: the app target new
/// screens join, its unit-test target, their folders, the module, the deployment target, the
/// default isolation and the test framework its tests use. The settings `.scaffold.yml`
/// leaves unset come from here (`ScaffoldConfig.adoptProject`), and `scaffold init` writes
/// them down.
public struct ProjectLayout: Sendable {
    /// What was found at the repository's root.
    public var discovered: Discovered
    /// The Xcode project new files are added to: nil when a generator (XcodeGen, Tuist)
    /// owns the project, or for a package, where the folders are the build.
    public var project: XcodeProject?
    /// The folder that holds the `.xcodeproj` (absolute): the project's paths are relative to it.
    public var folder: String
    /// The app target new screens join (a package's target).
    public var appName: String
    /// The module the tests `@testable import`.
    public var module: String
    /// Its unit-test target's name, when it has one.
    public var testsName: String?
    /// The project's UI-test target's name, when it has one: the target of the UI tests
    /// `scaffold app` writes into a `<App>UITests` folder.
    public var uiTestsName: String?
    /// The folder new screens go into (`<sources>/<Name>/`), absolute.
    public var sources: String
    /// The folder of the unit tests (`<tests>/<Name>/`), absolute, when there is a test target.
    public var testsFolder: String?
    /// The deployment target, when the project sets one scaffold generates for.
    public var platform: ScreenSpec.Platform?
    /// The test framework the test target's files use, when they use one.
    public var testing: ScreenSpec.Testing?
    /// `MainActor` when the app target builds with it as the default isolation.
    public var defaultIsolation: String?
    /// The app target's `SWIFT_VERSION` (`5.0`, `6.0`), when it sets one.
    public var swiftVersion: String?

    /// Whether the app builds in a Swift language mode before 6, where a data race Swift 6
    /// refuses (a non-Sendable dependency called from the view model's task) is at most a
    /// warning.
    public var buildsBeforeSwift6: Bool {
        guard let swiftVersion, let major = Int(swiftVersion.prefix { $0 != "." }) else { return false }
        return major < 6
    }
    /// `observation` when the app targets iOS 17 and its code is `@Observable` already.
    public var style: ScreenSpec.Style?
    /// What the user must know about a guess (a deployment target below scaffold's floor).
    public var warnings: [String] = []
    /// What else the user may want to know (another app target compiles the same folder).
    public var notes: [String] = []
    /// What builds the app and where new files go, in a sentence (`Discovered.explanation`).
    public var explanation: String {
        let app = project?.targets.first { $0.name == appName }
        return discovered.explanation(buildableFolders: !(app?.synchronizedFolders.isEmpty ?? true))
    }
    /// Where each guess came from, by setting (`sources`, `module` …), for `init` and notes.
    public var reasons: [String: String] = [:]
    /// The app targets there were to choose from (`target:`).
    public var choices: [String] = []

    /// A project that cannot be used as it is (several app targets and no `target:`).
    public struct Ambiguous: Error, Sendable {
        /// What is ambiguous, the choices, and the setting that picks one.
        public var message: String
        /// The app targets to choose from.
        public var choices: [String] = []
    }

    /// The layout of the repository at `root`: nil when it holds no Xcode project with an
    /// app target, no XcodeGen spec with one, and no package with a single target. `target`
    /// (the config's `target:`) picks the app target among several; several and no choice is
    /// an `Ambiguous` error that lists them. A project that cannot be read throws its
    /// `DiagnosticError` (with the line and column). `display` names paths in messages;
    /// `workspace` reads the test target's files for their framework.
    public static func read(root: String, target: String?, workspace: Workspace, display: (String) -> String) throws -> ProjectLayout? {
        let discovered = nearest(ProjectDiscovery.discover(root: root))
        switch discovered.kind {
        case .xcodeProject: return try xcode(discovered, root: root, target: target, workspace: workspace, display: display)
        case .xcodeGen: return try generated(discovered, root: root, target: target, workspace: workspace)
        case .package: return package(discovered, root: root, target: target)
        case .tuist, .nothing: return nil
        }
    }

    /// What `found` holds nearest the root: a repository's build is described at its top (a
    /// `Package.swift`, a project or `project.yml` at the root, or in one folder such as
    /// `ios/`); those deeper down are examples, fixtures or vendored code.
    public static func nearest(_ found: Discovered) -> Discovered {
        func depth(_ path: String) -> Int { path.split(separator: "/").count - 1 }
        func folderDepth(_ folder: String) -> Int { folder.isEmpty ? 0 : folder.split(separator: "/").count }
        let depths = found.workspaces.map { depth($0.path) } + found.projects.map(depth) + found.packages.map { folderDepth($0.path) }
            + (found.xcodeGen.map { [depth($0.path)] } ?? []) + found.tuist.map(depth)
        guard let top = depths.min() else { return found }
        var near = found
        near.workspaces = found.workspaces.filter { depth($0.path) == top }
        near.projects = found.projects.filter { depth($0) == top }
        // An app's local packages sit below it: they stay beside its project.
        near.packages = found.packages.filter { folderDepth($0.path) == top || (!near.projects.isEmpty || !near.workspaces.isEmpty) && folderDepth($0.path) > top }
        near.xcodeGen = found.xcodeGen.flatMap { depth($0.path) == top ? $0 : nil }
        near.tuist = found.tuist.filter { depth($0) == top }
        return near
    }

    /// An app target chosen among `apps` by `target`, or the only one.
    static func choose(_ apps: [String], all: [String], target: String?, place: String) throws -> String? {
        if let target {
            guard all.contains(target) else {
                throw Ambiguous(message: "`target: \(target)` names no target of \(place); its app targets are \(apps.joined(separator: ", "))\(Suggestion.didYouMean(target, in: all))")
            }
            return target
        }
        guard let only = apps.first else { return nil }
        if apps.count > 1 {
            throw Ambiguous(message: "\(place) has \(apps.count) app targets (\(apps.joined(separator: ", "))): say which one screens join with `target: \(only)` in \(ScaffoldConfig.fileName) (`scaffold init --target \(Self.shellQuoted(only))` writes it)", choices: apps)
        }
        return only
    }

    /// The layout of an Xcode project that scaffold edits.
    static func xcode(_ discovered: Discovered, root: String, target: String?, workspace: Workspace, display: (String) -> String) throws -> ProjectLayout? {
        guard let projectPath = discovered.appProject else { return nil }
        let absolute = projectPath.hasPrefix("/") ? projectPath : (root as NSString).appendingPathComponent(projectPath)
        let project = try XcodeProject.read(at: absolute, displayPath: display(absolute))
        let folder = (absolute as NSString).deletingLastPathComponent
        // iOS apps: a tvOS or macOS app target of the same project is not where screens go.
        let iOSApps = project.appTargets.filter(Self.buildsForIOS)
        let apps = (iOSApps.isEmpty ? project.appTargets : iOSApps).map(\.name)
        guard let name = try choose(apps, all: project.targets.map(\.name), target: target, place: display(absolute)),
              let app = project.target(named: name) else { return nil }
        let tests = project.testTarget(for: app)
        let appFiles = project.swiftFiles(of: app, inFolder: folder)
        var layout = ProjectLayout(discovered: discovered, project: project, folder: folder, appName: app.name, module: app.moduleName, testsName: tests?.name,
                                   sources: (folder as NSString).appendingPathComponent(Self.screensFolder(files: appFiles, root: Self.rootFolder(of: app))))
        layout.choices = apps
        layout.uiTestsName = project.targets.first { $0.productType == .uiTestBundle }?.name
        let projectName = display(absolute)
        layout.reasons["sources"] = "where \(app.name)'s screens are (the app target of \(projectName))"
        layout.reasons["module"] = "\(app.name)'s module name"
        if let tests {
            layout.testsFolder = (folder as NSString).appendingPathComponent(Self.rootFolder(of: tests))
            layout.reasons["tests"] = "the folder of \(tests.name), the unit-test target of \(app.name)"
            let files = project.swiftFiles(of: tests, inFolder: folder).map { (folder as NSString).appendingPathComponent($0) }
            layout.testing = Self.testing(of: files, workspace: workspace)
            if let testing = layout.testing { layout.reasons["testing"] = "what the tests of \(tests.name) import (\(testing == .xctest ? "XCTest" : "Testing"))" }
        }
        if let deployment = app.settings.deploymentTarget {
            layout.adopt(deployment: deployment, from: "\(app.name)'s IPHONEOS_DEPLOYMENT_TARGET")
        }
        layout.adoptStyle(files: appFiles.map { (folder as NSString).appendingPathComponent($0) }, workspace: workspace)
        layout.swiftVersion = app.settings.swiftVersion
        if app.settings.defaultActorIsolation == "MainActor" {
            layout.defaultIsolation = "MainActor"
            layout.reasons["defaultIsolation"] = "\(app.name)'s SWIFT_DEFAULT_ACTOR_ISOLATION"
        }
        // Another app target that compiles files of the same folder (a variant of the app).
        let screens = layout.projectRelative(layout.sources) ?? ""
        for other in iOSApps where other.name != app.name {
            let shared = project.swiftFiles(of: other, inFolder: folder).filter { screens.isEmpty || $0.hasPrefix(screens + "/") }
            if !shared.isEmpty {
                layout.notes.append("\(other.name) compiles \(shared.count) file\(shared.count == 1 ? "" : "s") of \(screens.isEmpty ? "the project's folder" : screens + "/") too; new files join \(app.name) only: add them to \(other.name) in Xcode (Target Membership) if it should build them")
            }
        }
        return layout
    }

    /// The layout of an XcodeGen project: the folders its app target's sources name (no
    /// project to edit: `xcodegen` lists the files).
    static func generated(_ discovered: Discovered, root: String, target: String?, workspace: Workspace) throws -> ProjectLayout? {
        guard let spec = discovered.xcodeGen else { return nil }
        let apps = spec.targets.filter { $0.type == "application" }.map(\.name)
        guard let name = try choose(apps, all: spec.targets.map(\.name), target: target, place: spec.path),
              let app = spec.targets.first(where: { $0.name == name }), let folder = app.sources.first else { return nil }
        let tests = spec.targets.first { $0.type == "bundle.unit-test" && $0.name == name + "Tests" }
            ?? spec.targets.first { $0.type == "bundle.unit-test" }
        var layout = ProjectLayout(discovered: discovered, project: nil, folder: root, appName: name, module: BuildSettings.c99ExtendedIdentifier(name),
                                   testsName: tests?.name, sources: (root as NSString).appendingPathComponent(folder))
        // Where its screens are inside that folder, as for an Xcode project.
        let appFiles = workspace.swiftFiles(in: [layout.sources]).map { layout.projectRelative($0.path) ?? $0.path }
        layout.sources = (root as NSString).appendingPathComponent(Self.screensFolder(files: appFiles, root: folder))
        layout.choices = apps
        layout.reasons["sources"] = "where \(name)'s screens are, in its sources in \(spec.path)"
        layout.reasons["module"] = "\(name)'s name"
        if let tests, let testFolder = tests.sources.first {
            layout.testsFolder = (root as NSString).appendingPathComponent(testFolder)
            layout.reasons["tests"] = "the first of \(tests.name)'s sources in \(spec.path)"
            let files = workspace.swiftFiles(in: [(root as NSString).appendingPathComponent(testFolder)]).map(\.path)
            layout.testing = Self.testing(of: files, workspace: workspace)
            if let testing = layout.testing { layout.reasons["testing"] = "what the tests of \(tests.name) import (\(testing == .xctest ? "XCTest" : "Testing"))" }
        }
        if let deployment = Self.xcodeGenDeploymentTarget(workspace.bytes(of: (root as NSString).appendingPathComponent(spec.path)) ?? []) {
            layout.adopt(deployment: deployment, from: "the iOS deploymentTarget in \(spec.path)")
        }
        layout.adoptStyle(files: workspace.swiftFiles(in: [layout.sources]).map(\.path), workspace: workspace)
        return layout
    }

    /// The layout of a package with one target besides its tests (several: nil, the
    /// config says which).
    static func package(_ discovered: Discovered, root: String, target: String?) -> ProjectLayout? {
        guard let package = discovered.packages.first else { return nil }
        let libraries = package.targets.filter { !$0.isTest }
        guard let app = target.flatMap({ name in libraries.first { $0.name == name } }) ?? (libraries.count == 1 ? libraries.first : nil) else { return nil }
        let base = package.path.isEmpty ? root : (root as NSString).appendingPathComponent(package.path)
        let tests = package.targets.first { $0.isTest && $0.name == app.name + "Tests" }
        var layout = ProjectLayout(discovered: discovered, project: nil, folder: base, appName: app.name, module: BuildSettings.c99ExtendedIdentifier(app.name),
                                   testsName: tests?.name, sources: (base as NSString).appendingPathComponent(app.path))
        layout.choices = libraries.map(\.name)
        layout.reasons["sources"] = "the folder of \(app.name), the package's target"
        layout.reasons["module"] = "\(app.name)'s name"
        if let tests {
            layout.testsFolder = (base as NSString).appendingPathComponent(tests.path)
            layout.reasons["tests"] = "the folder of \(tests.name)"
        }
        return layout
    }

    /// The targets a new file at `path` (absolute) joins: the test target for a file in the
    /// tests folder (none when the app has no unit-test target: test code does not build in
    /// the app), the UI-test target for a file in a `…UITests` folder (none without one), the
    /// app target for a file in its folder, none elsewhere.
    public func targets(for path: String, tests: String) -> [String] {
        if FilePlan.isInside(path, tests) || testsFolder.map({ FilePlan.isInside(path, $0) }) == true { return testsName.map { [$0] } ?? [] }
        if ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.hasSuffix("UITests") { return uiTestsName.map { [$0] } ?? [] }
        return [appName]
    }

    /// The folder of the local Swift package that holds `path` (absolute): the nearest
    /// folder below the project's own folder with a `Package.swift`, or nil. SwiftPM builds
    /// what such a package holds (IceCubesApp keeps its screens in `Packages/Account`), so
    /// none of it may join an Xcode target: the app would compile it a second time. A
    /// `Package.swift` beside the project itself is not counted: it may build the same
    /// folders as the project or others, and the project's targets say which.
    public func localPackage(holding path: String) -> String? {
        guard FilePlan.isInside(path, folder), path != folder else { return nil }
        let files = FileManager.default
        var current = (path as NSString).deletingLastPathComponent
        while current.count > folder.count, FilePlan.isInside(current, folder) {
            if files.fileExists(atPath: (current as NSString).appendingPathComponent("Package.swift")) { return current }
            current = (current as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The module of the local package's target whose folder holds `path` (absolute): what
    /// the tests of a screen written there `@testable import`, not the app's module.
    public func packageModule(holding path: String) -> String? {
        guard let package = localPackage(holding: path) else { return nil }
        let target = Discovered.package(in: package).targets.first { !$0.isTest && FilePlan.isInside(path, (package as NSString).appendingPathComponent($0.path)) }
        return target.map { BuildSettings.c99ExtendedIdentifier($0.name) }
    }

    /// `path` (absolute) relative to the project's folder, or nil when it is outside it.
    public func projectRelative(_ path: String) -> String? {
        guard FilePlan.isInside(path, folder), path != folder else { return nil }
        return String(path.dropFirst(folder.count + (folder.hasSuffix("/") ? 0 : 1)))
    }
}

extension Discovered.Kind {
    /// What builds the code, as notes name it.
    public var noun: String {
        switch self {
        case .xcodeProject: return "the Xcode project"
        case .xcodeGen: return "XcodeGen's project.yml"
        case .tuist: return "Tuist's manifests"
        case .package: return "Package.swift"
        case .nothing: return "nothing"
        }
    }
}
