import Foundation
import XCTest
@testable import ScaffoldProject

/// Finding what builds an app: workspaces, projects, packages, XcodeGen and Tuist specs,
/// and the sentence messages use.
final class ProjectDiscoveryTests: XCTestCase {
    func testAWorkspaceWithItsProjectAndLocalPackage() {
        let found = ProjectDiscovery.discover(root: ProjectFixtures.folder("Workspace"))
        XCTAssertEqual(found.kind, .xcodeProject)
        XCTAssertEqual(found.workspaces, [Discovered.Workspace(path: "MyApp.xcworkspace", projects: ["MyApp.xcodeproj"], packages: ["Packages/Core"], others: [])])
        XCTAssertEqual(found.projects, ["MyApp.xcodeproj"])
        XCTAssertEqual(found.appProject, "MyApp.xcodeproj")
        XCTAssertEqual(found.appWorkspace?.path, "MyApp.xcworkspace")
        XCTAssertEqual(found.packages, [Discovered.Package(path: "Packages/Core", name: "Core", targets: [
            Discovered.PackageTarget(name: "Core", path: "Packages/Core/Sources/Core", isTest: false),
            Discovered.PackageTarget(name: "CoreUI", path: "Packages/Core/UI", isTest: false),
            Discovered.PackageTarget(name: "CoreTests", path: "Packages/Core/Tests/CoreTests", isTest: true),
        ])])
        XCTAssertEqual(found.localPackages.map(\.path), ["Packages/Core"])
        XCTAssertEqual(found.explanation, "MyApp.xcodeproj (in MyApp.xcworkspace) builds the app: new files are added to its groups and its targets' "
            + "Sources build phases; local packages: Packages/Core (SwiftPM finds files in their targets' folders)")
    }

    func testAnXcodeGenSpecOwnsTheProject() {
        let found = ProjectDiscovery.discover(root: ProjectFixtures.folder("XcodeGen"))
        XCTAssertEqual(found.kind, .xcodeGen)
        XCTAssertEqual(found.xcodeGen?.name, "MyApp")
        XCTAssertEqual(found.xcodeGen?.targets, [
            Discovered.XcodeGenTarget(name: "MyApp", type: "application", sources: ["MyApp", "Shared"]),
            Discovered.XcodeGenTarget(name: "MyAppTests", type: "bundle.unit-test", sources: ["MyAppTests"]),
            Discovered.XcodeGenTarget(name: "MyAppUITests", type: "bundle.ui-testing", sources: ["MyAppUITests"]),
        ])
        XCTAssertEqual(found.explanation, "XcodeGen generates the Xcode project from project.yml: files go into the folders its targets' sources name "
            + "(MyApp: MyApp, Shared; MyAppTests: MyAppTests; MyAppUITests: MyAppUITests); run `xcodegen` after adding them")
    }

    func testATuistManifestOwnsTheProject() {
        let found = ProjectDiscovery.discover(root: ProjectFixtures.folder("Tuist"))
        XCTAssertEqual(found.kind, .tuist)
        XCTAssertEqual(found.tuist, ["Project.swift"])
        XCTAssertTrue(found.explanation.contains("run `tuist generate` after adding them"), found.explanation)
    }

    func testAPlainProjectAndThePackagesAndFoldersLeftAlone() throws {
        XCTAssertEqual(ProjectDiscovery.discover(root: ProjectFixtures.folder("Synchronized")).appProject, "MyApp.xcodeproj")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Package.swift", """
        // swift-tools-version:6.0
        import PackageDescription
        // .target(name: "Commented")
        let package = Package(
            name: "Tool",
            targets: [
                .executableTarget(name: "tool", dependencies: [.target(name: "Lib")]),
                .target(name: "Lib", path: "Code/Lib", exclude: ["path: \\"x\\""]),
                .testTarget(name: "LibTests", dependencies: ["Lib"]),
            ]
        )
        """)
        try folder.write("Pods/Pods.xcodeproj/project.pbxproj", "{}")
        try folder.write(".build/checkouts/x/Package.swift", "")
        try folder.write("node_modules/y/Package.swift", "")
        try folder.write("Carthage/Checkouts/z/Z.xcodeproj/project.pbxproj", "{}")
        let found = ProjectDiscovery.discover(root: folder.url.path)
        XCTAssertEqual(found.kind, .package)
        XCTAssertEqual(found.projects, [])
        XCTAssertEqual(found.packages.map(\.path), [""])
        XCTAssertEqual(found.packages.first?.name, "Tool")
        XCTAssertEqual(found.packages.first?.targets.map(\.name), ["tool", "Lib", "LibTests"])
        XCTAssertEqual(found.packages.first?.targets.map(\.path), ["Sources/tool", "Code/Lib", "Tests/LibTests"])
        XCTAssertEqual(found.explanation, "Package.swift builds the code: files go into its targets' folders (tool in Sources/tool, Lib in Code/Lib, "
            + "LibTests in Tests/LibTests), where SwiftPM finds them")

        let empty = TemporaryFolder()
        defer { empty.remove() }
        let nothing = ProjectDiscovery.discover(root: empty.url.path)
        XCTAssertEqual(nothing.kind, .nothing)
        XCTAssertEqual(nothing.explanation, "no Xcode project or workspace, Package.swift, XcodeGen project.yml or Tuist Project.swift was found below \(empty.url.path)")
    }

    func testAWorkspaceListingPodsAndNestedGroups() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("ios/App.xcworkspace/contents.xcworkspacedata", """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
           <Group location = "container:Apps" name = "Apps">
              <FileRef location = "group:App &amp; Co.xcodeproj"></FileRef>
           </Group>
           <FileRef location = "absolute:/elsewhere/Lib.xcodeproj"></FileRef>
           <FileRef location = "group:README.md"></FileRef>
        </Workspace>
        """)
        let found = ProjectDiscovery.discover(root: folder.url.path)
        XCTAssertEqual(found.workspaces.first?.projects, ["ios/Pods/Pods.xcodeproj", "ios/Apps/App & Co.xcodeproj", "/elsewhere/Lib.xcodeproj"])
        XCTAssertEqual(found.workspaces.first?.others, ["ios/README.md"])
        XCTAssertEqual(found.appProject, "ios/Apps/App & Co.xcodeproj", "the Pods project is a dependency's")
    }

    /// Which entries discovery looks at (without a status read for the others): build
    /// descriptions always, and, when it may descend, names without a file's extension.
    func testTheEntriesDiscoveryLooksAt() {
        for name in ["App.xcodeproj", "App.xcworkspace", "Package.swift", "project.yml", "Project.swift", "Workspace.swift"] {
            XCTAssertTrue(ProjectDiscovery.mayMatter(name, descend: false), name)
        }
        for name in ["Sources", "Features", "Login", "My.App", "v1.2", "Caf\u{E9}", "Thing.Swiftly"] {
            XCTAssertTrue(ProjectDiscovery.mayMatter(name, descend: true), name)
            XCTAssertFalse(ProjectDiscovery.mayMatter(name, descend: false), name)
        }
        for name in ["LoginView.swift", "README.md", "Info.plist", "Icon.PNG", "a.b.json", "Podfile.lock", "Bridging.h", ".git", ".build", "Localizable.strings", "Caf\u{E9}.Swift"] {
            XCTAssertFalse(ProjectDiscovery.mayMatter(name, descend: true), name)
        }
    }
}
