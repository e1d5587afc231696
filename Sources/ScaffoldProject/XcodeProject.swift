import Foundation
import ScaffoldSupport
import ScaffoldSyntax

/// An Xcode project (`.xcodeproj`) as read from its `project.pbxproj`: its targets, with
/// their kinds, modules, settings, test hosts and source folders; its groups; and the text
/// as read, which `editing(adding:)` inserts into.
///
/// Every path it gives or takes is relative to the project's folder (the folder holding the
/// `.xcodeproj`), `/`-separated: `MyApp/Login/LoginView.swift`.
public struct XcodeProject: Sendable {
    /// What a target builds.
    public enum ProductType: Sendable, Hashable {
        /// An app (`com.apple.product-type.application`).
        case application
        /// A unit-test bundle.
        case unitTestBundle
        /// A UI-test bundle.
        case uiTestBundle
        /// A framework (dynamic or static).
        case framework
        /// Anything else (an extension, a library, a tool), with Xcode's identifier.
        case other(String)

        /// The kind for Xcode's `productType` identifier.
        public init(identifier: String) {
            switch identifier {
            case "com.apple.product-type.application": self = .application
            case "com.apple.product-type.bundle.unit-test": self = .unitTestBundle
            case "com.apple.product-type.bundle.ui-testing": self = .uiTestBundle
            case "com.apple.product-type.framework", "com.apple.product-type.framework.static": self = .framework
            default: self = .other(identifier)
            }
        }
    }

    /// A target of the project.
    public struct Target: Sendable, Hashable {
        /// Its object ID.
        public var id: String
        /// Its name.
        public var name: String
        /// What it builds.
        public var productType: ProductType
        /// Its product's name (`PRODUCT_NAME`, resolved).
        public var productName: String
        /// The Swift module it compiles to: `PRODUCT_MODULE_NAME`, else its product's name with
        /// every character that may not be in an identifier made `_` (Xcode's rule).
        public var moduleName: String
        /// Its Debug build settings, the project's under its own.
        public var settings: BuildSettings
        /// For a test bundle, the name of the target it tests (`TEST_TARGET_NAME`, `TEST_HOST`
        /// or its dependency on an app), else nil.
        public var testedTargetName: String?
        /// The names of the targets it depends on.
        public var dependencies: [String]
        /// The files its Sources build phase lists, where they have a path (classic groups).
        public var sourceFiles: [String]
        /// The folders of its source files and its synchronized folders, sorted.
        public var sourceFolders: [String]
        /// The folders of its synchronized root groups (objectVersion 77), sorted.
        public var synchronizedFolders: [String]
        /// Whether it has a Sources build phase (new files can be listed in it).
        public var hasSourcesPhase: Bool
    }

    /// A group of the project's tree, with its folder.
    public struct Group: Sendable, Hashable {
        /// Its object ID.
        public var id: String
        /// Its `isa`: `PBXGroup`, `PBXVariantGroup`, `XCVersionGroup` or `PBXFileSystemSynchronizedRootGroup`.
        public var isa: String
        /// The name Xcode shows.
        public var name: String
        /// The folder it stands for, relative to the project's folder (nil for a group outside it).
        public var folder: String?
        /// Its groups, in order.
        public var groups: [Group]
        /// Its files' paths relative to the project's folder, in order.
        public var files: [String]
    }

    /// A folder synchronized with the disk (`PBXFileSystemSynchronizedRootGroup`): every file
    /// below it belongs to the targets that list it, but for its exceptions.
    public struct SynchronizedFolder: Sendable, Hashable {
        /// Its object ID.
        public var id: String
        /// The folder, relative to the project's folder.
        public var folder: String
        /// The name Xcode shows.
        public var name: String
        /// The targets that list it in `fileSystemSynchronizedGroups`.
        public var targets: [String]
        /// Its exception sets.
        public var exceptions: [ExceptionSet]
    }

    /// A `PBXFileSystemSynchronizedBuildFileExceptionSet`: files of a synchronized folder that
    /// its target leaves out (when the target lists the folder) or takes in (when it does not).
    public struct ExceptionSet: Sendable, Hashable {
        /// Its object ID.
        public var id: String
        /// The target it is for.
        public var target: String
        /// The files, relative to the synchronized folder.
        public var membershipExceptions: [String]
    }

    /// The `.xcodeproj` folder's path, as given.
    public var path: String
    /// How messages name the `.xcodeproj`.
    public var displayPath: String
    /// The `project.pbxproj`'s format.
    public var objectVersion: Int
    /// The targets, in the project's order.
    public var targets: [Target]
    /// The folders synchronized with the disk.
    public var synchronizedFolders: [SynchronizedFolder]
    /// The paths of the local Swift packages the project references (`XCLocalSwiftPackageReference`).
    public var localPackages: [String]
    /// The text of `project.pbxproj` as read: compare it with the file's bytes before writing
    /// an edit, to notice a project changed meanwhile.
    public let original: [UInt8]
    /// The objects, for the editor.
    let graph: ProjectGraph

    /// Reads the project at `projectFolder` (the `.xcodeproj` folder); `displayPath` names it
    /// in messages. Throws a `DiagnosticError` naming the place of any problem.
    public static func read(at projectFolder: String, displayPath: String) throws -> XcodeProject {
        let file = projectFolder + "/project.pbxproj"
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(file)
        } catch {
            throw DiagnosticError(SourceLocation(file: displayPath + "/project.pbxproj", line: 1, column: 1),
                                  "cannot read the project: \(error.reason); give the path of an .xcodeproj folder")
        }
        var absolute = ProjectPath.folder(of: projectFolder.hasSuffix("/") ? String(projectFolder.dropLast()) : projectFolder)
        if !absolute.hasPrefix("/") { absolute = ProjectPath.join(FileManager.default.currentDirectoryPath, absolute) }
        return try XcodeProject(bytes: bytes, path: projectFolder, displayPath: displayPath, absoluteFolder: absolute)
    }

    /// A project from the text of its `project.pbxproj`; `absoluteFolder` is the folder
    /// holding the `.xcodeproj`.
    public init(bytes: [UInt8], path: String, displayPath: String, absoluteFolder: String) throws {
        let list = try PBXProjParser.parse(bytes, file: displayPath + "/project.pbxproj")
        let graph = try ProjectGraph(list: list, absoluteFolder: absoluteFolder)
        self.path = path
        self.displayPath = displayPath
        self.original = bytes
        self.graph = graph
        objectVersion = list.root.string("objectVersion").flatMap { Int($0) } ?? 0
        let projectName = ProjectPath.name(of: path).replacingOccurrences(of: ".xcodeproj", with: "")
        targets = TargetReader(graph: graph, projectName: projectName).targets()
        synchronizedFolders = Self.synchronizedFolders(graph: graph, targets: targets)
        localPackages = graph.kinds.indices.filter { graph.kinds[$0] == .localPackage }
            .compactMap { graph.string(Int32($0), Array("relativePath".utf8)).map { ProjectPath.join(graph.sourceRoot, $0) } }.sorted()
    }

    /// The target named `name`.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The app targets.
    public var appTargets: [Target] {
        targets.filter { $0.productType == .application }
    }

    /// The unit-test target of `app`: one that tests it, the one named `<app>Tests` first.
    public func testTarget(for app: Target) -> Target? {
        testing(app, kind: .unitTestBundle, suffix: "Tests")
    }

    /// The UI-test target of `app`: one that tests it, the one named `<app>UITests` first.
    public func uiTestTarget(for app: Target) -> Target? {
        testing(app, kind: .uiTestBundle, suffix: "UITests")
    }

    private func testing(_ app: Target, kind: ProductType, suffix: String) -> Target? {
        let candidates = targets.filter { $0.productType == kind && $0.testedTargetName == app.name }
        return candidates.first { $0.name == app.name + suffix } ?? candidates.first
    }

    /// The targets that compile the file at `path` (relative to the project's folder): through
    /// their Sources build phase, or a synchronized folder holding it (less its exceptions).
    public func targets(compiling path: String) -> [Target] {
        let file = ProjectPath.normalize(path)
        var names: Set<String> = []
        for target in targets where target.sourceFiles.contains(file) { names.insert(target.name) }
        for folder in synchronizedFolders {
            guard let relative = ProjectPath.relative(file, to: folder.folder), !relative.isEmpty else { continue }
            for target in folder.targets where !folder.exceptions.contains(where: { $0.target == target && $0.membershipExceptions.contains(relative) }) {
                names.insert(target)
            }
            for exception in folder.exceptions where !folder.targets.contains(exception.target) && exception.membershipExceptions.contains(relative) {
                names.insert(exception.target)
            }
        }
        return targets.filter { names.contains($0.name) }
    }

    /// The Swift files `target` compiles, relative to the project's folder and sorted: those
    /// of its Sources build phase, and those on disk in its synchronized folders (less their
    /// exceptions, plus the files other folders' exceptions give it). `folder` is the project's
    /// folder on disk.
    public func swiftFiles(of target: Target, inFolder folder: String) -> [String] {
        var files = Set(target.sourceFiles.filter { $0.hasSuffix(".swift") })
        for synchronized in synchronizedFolders {
            if synchronized.targets.contains(target.name) {
                let excluded = Set(synchronized.exceptions.filter { $0.target == target.name }.flatMap(\.membershipExceptions))
                for file in Self.swiftFilesOnDisk(below: ProjectPath.join(folder, synchronized.folder)) where !excluded.contains(file) {
                    files.insert(ProjectPath.join(synchronized.folder, file))
                }
            } else {
                for exception in synchronized.exceptions where exception.target == target.name {
                    files.formUnion(exception.membershipExceptions.filter { $0.hasSuffix(".swift") }.map { ProjectPath.join(synchronized.folder, $0) })
                }
            }
        }
        return files.sorted()
    }

    /// The Swift files below `folder` on disk, relative to it.
    static func swiftFilesOnDisk(below folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.isEmpty ? "." : folder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        return files
    }

    /// The project's main group, with its groups and files.
    public var mainGroup: Group {
        group(graph.mainGroup)
    }

    private func group(_ object: Int32) -> Group {
        let children = graph.references(object, ProjectGraph.Key.children).filter { graph.parents[Int($0)] == object }
        return Group(id: graph.id(object), isa: graph.string(object, ProjectGraph.Key.isa) ?? "", name: graph.displayName(object), folder: graph.locations[Int(object)],
                     groups: children.filter { graph.kind($0).isGroup }.map(group),
                     files: children.filter { !graph.kind($0).isGroup }.compactMap { graph.locations[Int($0)] })
    }

    private static func synchronizedFolders(graph: ProjectGraph, targets: [Target]) -> [SynchronizedFolder] {
        var names: [Int32: String] = [:]
        var owners: [Int32: [String]] = [:]
        for target in targets {
            guard let object = graph.object(target.id) else { continue }
            names[object] = target.name
            for group in graph.references(object, ProjectGraph.Key.synchronizedGroups) { owners[group, default: []].append(target.name) }
        }
        return graph.groups.filter { graph.kind($0) == .synchronizedGroup }.sorted { graph.id($0) < graph.id($1) }.compactMap { group in
            guard let folder = graph.locations[Int(group)] else { return nil }
            let exceptions = graph.references(group, ProjectGraph.Key.exceptions).compactMap { set -> ExceptionSet? in
                guard graph.kind(set) == .exceptionSet, let target = graph.reference(set, ProjectGraph.Key.target).flatMap({ names[$0] }) else { return nil }
                return ExceptionSet(id: graph.id(set), target: target,
                                    membershipExceptions: graph.elements(graph.lookup(graph.valueNodes[Int(set)], ProjectGraph.Key.membershipExceptions)).compactMap(graph.text))
            }
            return SynchronizedFolder(id: graph.id(group), folder: folder, name: graph.displayName(group), targets: owners[group] ?? [], exceptions: exceptions)
        }
    }
}
