/// What `ProjectDiscovery` found in a repository, and which of it decides where new files
/// go. Paths are relative to the repository's root.
public struct Discovered: Sendable {
    /// What decides where new files go and how they join the build.
    public enum Kind: Sendable, Hashable {
        /// XcodeGen generates the project from `project.yml`: files go into the folders its
        /// sources name, and `xcodegen` is run after.
        case xcodeGen
        /// Tuist generates the project from `Project.swift`; `tuist generate` is run after.
        case tuist
        /// An Xcode project, edited to list the new files.
        case xcodeProject
        /// A Swift package: SwiftPM finds files in its targets' folders.
        case package
        /// None of these.
        case nothing
    }

    /// An `.xcworkspace` and what it references.
    public struct Workspace: Sendable, Hashable {
        /// The `.xcworkspace` folder.
        public var path: String
        /// The `.xcodeproj` folders it lists.
        public var projects: [String]
        /// The package folders it lists.
        public var packages: [String]
        /// Anything else it lists.
        public var others: [String]
    }

    /// A Swift package, read lightly from its `Package.swift`.
    public struct Package: Sendable, Hashable {
        /// The folder holding `Package.swift` (`""` for the root).
        public var path: String
        /// The package's name, when the manifest says it plainly.
        public var name: String?
        /// Its targets.
        public var targets: [PackageTarget]
    }

    /// The package whose `Package.swift` is in `folder` (absolute), read lightly: its
    /// targets' folders are relative to it.
    public static func package(in folder: String) -> Package {
        PackageManifest.read(folder: "", root: folder)
    }

    /// A target of a package.
    public struct PackageTarget: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// Its folder: its `path:`, else `Sources/<name>` (`Tests/<name>` for a test target).
        public var path: String
        /// Whether it is a `.testTarget`.
        public var isTest: Bool
    }

    /// An XcodeGen spec.
    public struct XcodeGenSpec: Sendable, Hashable {
        /// The `project.yml`.
        public var path: String
        /// The project's `name:`.
        public var name: String?
        /// Its targets.
        public var targets: [XcodeGenTarget]
    }

    /// A target of an XcodeGen spec.
    public struct XcodeGenTarget: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// Its `type:` (`application`, `bundle.unit-test`, `bundle.ui-testing`, `framework` …).
        public var type: String?
        /// The folders (or files, or globs) its `sources:` name, relative to the root.
        public var sources: [String]
    }

    /// The repository's root, as given.
    public var root: String
    /// The workspaces.
    public var workspaces: [Workspace] = []
    /// The `.xcodeproj` folders.
    public var projects: [String] = []
    /// The Swift packages (the root's and local ones).
    public var packages: [Package] = []
    /// The XcodeGen spec, if any.
    public var xcodeGen: XcodeGenSpec?
    /// The Tuist manifests (`Project.swift`, `Workspace.swift`).
    public var tuist: [String] = []
    /// Anything that limited the search.
    public var notes: [String] = []

    /// An empty answer for `root`.
    public init(root: String) {
        self.root = root
    }

    /// What decides where new files go: a generator's spec first (the project it writes is
    /// not to be edited), then an Xcode project, then a package.
    public var kind: Kind {
        if xcodeGen != nil { return .xcodeGen }
        if !tuist.isEmpty { return .tuist }
        if appProject != nil { return .xcodeProject }
        return packages.isEmpty ? .nothing : .package
    }

    /// The project that builds the app: the first one the first workspace lists, else the
    /// first found (those of dependencies, such as `Pods/Pods.xcodeproj`, left out).
    public var appProject: String? {
        let isOwn = { (path: String) in !path.split(separator: "/").contains { ProjectDiscovery.skippedFolders.contains(String($0)) } }
        return workspaces.lazy.flatMap(\.projects).first(where: isOwn) ?? projects.first(where: isOwn)
    }

    /// The workspace that lists `appProject`, if any.
    public var appWorkspace: Workspace? {
        guard let project = appProject else { return nil }
        return workspaces.first { $0.projects.contains(project) }
    }

    /// The packages beside an app project (its local packages), or all packages without one.
    public var localPackages: [Package] {
        kind == .package ? [] : packages
    }

    /// A sentence for messages: what builds the app and where new files go.
    public var explanation: String { explanation(buildableFolders: false) }

    /// `explanation`, for an app whose sources are in buildable folders (Xcode 16's
    /// synchronized groups) when `buildableFolders`: files there need no edit of the project.
    public func explanation(buildableFolders: Bool) -> String {
        switch kind {
        case .xcodeGen:
            let spec = xcodeGen
            let folders = spec?.targets.map { "\($0.name): \($0.sources.isEmpty ? "(no sources)" : $0.sources.joined(separator: ", "))" }.joined(separator: "; ") ?? ""
            return "XcodeGen generates the Xcode project from \(spec?.path ?? "project.yml"): files go into the folders its targets' sources name "
                + "(\(folders)); run `xcodegen` after adding them"
        case .tuist:
            return "Tuist generates the Xcode project from \(tuist.joined(separator: ", ")): files go into the folders its targets' sources globs name; "
                + "run `tuist generate` after adding them (the generated project is not edited)"
        case .xcodeProject:
            var text = "\(appProject ?? "")\(appWorkspace.map { " (in \($0.path))" } ?? "") builds the app: "
                + (buildableFolders ? "new files in its buildable folders join their targets as they are; others are added to its groups and its targets' Sources build phases"
                                    : "new files are added to its groups and its targets' Sources build phases")
            if !packages.isEmpty {
                text += "; local packages: \(packages.map { $0.path.isEmpty ? "." : $0.path }.joined(separator: ", ")) (SwiftPM finds files in their targets' folders)"
            }
            return text
        case .package:
            let names = packages.first.map { $0.targets.map { "\($0.name) in \($0.path)" }.joined(separator: ", ") } ?? ""
            return "\(packages.first.map { $0.path.isEmpty ? "Package.swift" : $0.path + "/Package.swift" } ?? "Package.swift") builds the code: "
                + "files go into its targets' folders (\(names)), where SwiftPM finds them"
        case .nothing:
            return "no Xcode project or workspace, Package.swift, XcodeGen project.yml or Tuist Project.swift was found below \(root)"
        }
    }
}
