import Foundation
import ScaffoldSupport
import XCTest
@testable import ScaffoldProject

/// The project model read from each fixture project: targets, kinds, modules, settings,
/// test hosts, groups and folders, synchronized folders and their exceptions.
final class XcodeProjectTests: XCTestCase {
    func testClassicProjectsInEachRecentFormat() throws {
        for (name, version, deployment, swift) in [("Classic56", 56, "17.0", "5.0"), ("Classic60", 60, "17.0", "5.0"), ("Classic77", 77, "18.0", "6.0")] {
            let project = try ProjectFixtures.project(name)
            XCTAssertEqual(project.objectVersion, version, name)
            XCTAssertEqual(project.targets.map(\.name), ["MyApp", "MyAppTests", "MyAppUITests"], name)
            XCTAssertEqual(project.targets.map(\.productType), [.application, .unitTestBundle, .uiTestBundle], name)
            XCTAssertEqual(project.targets.map(\.moduleName), ["MyApp", "MyAppTests", "MyAppUITests"], name)
            let app = try XCTUnwrap(project.target(named: "MyApp"))
            XCTAssertEqual(project.appTargets.map(\.name), ["MyApp"], name)
            XCTAssertEqual(project.testTarget(for: app)?.name, "MyAppTests", name)
            XCTAssertEqual(project.uiTestTarget(for: app)?.name, "MyAppUITests", name)
            XCTAssertEqual(app.settings.deploymentTarget, deployment, "\(name): the project's setting, inherited")
            XCTAssertEqual(app.settings.swiftVersion, swift, name)
            XCTAssertNil(app.settings.defaultActorIsolation, name)
            XCTAssertEqual(app.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"], "DEBUG", "\(name): the Debug configuration, $(inherited) replaced")
            XCTAssertEqual(app.settings["LD_RUNPATH_SEARCH_PATHS"], "@executable_path/Frameworks", name)
            XCTAssertEqual(app.settings["DEVELOPMENT_ASSET_PATHS"], "\"MyApp/Preview Content\"", name)
            XCTAssertEqual(app.sourceFiles, ["MyApp/ContentView.swift", "MyApp/MyAppApp.swift", "MyApp/Components/Responder.swift"], name)
            XCTAssertEqual(app.sourceFolders, ["MyApp", "MyApp/Components"], name)
            XCTAssertEqual(project.target(named: "MyAppTests")?.sourceFolders, ["MyAppTests"], name)
            XCTAssertEqual(project.target(named: "MyAppTests")?.dependencies, ["MyApp"], name)
            XCTAssertEqual(project.targets(compiling: "MyApp/Components/Responder.swift").map(\.name), ["MyApp"], name)
            XCTAssertEqual(project.targets(compiling: "./MyApp//Components/../Components/Responder.swift").map(\.name), ["MyApp"], name)
            XCTAssertEqual(project.targets(compiling: "MyApp/Assets.xcassets").map(\.name), [], "\(name): a resource is not compiled")
            XCTAssertEqual(project.swiftFiles(of: app, inFolder: ProjectFixtures.folder(name)),
                           ["MyApp/Components/Responder.swift", "MyApp/ContentView.swift", "MyApp/MyAppApp.swift"], name)
            XCTAssertTrue(project.synchronizedFolders.isEmpty, name)
            let main = project.mainGroup
            XCTAssertEqual(main.folder, "", name)
            XCTAssertEqual(main.groups.map(\.name), ["MyApp", "MyAppTests", "MyAppUITests", "Products"], name)
            let appGroup = try XCTUnwrap(main.groups.first)
            XCTAssertEqual(appGroup.groups.map { $0.folder ?? "nil" }, ["MyApp/Components", "MyApp/Preview Content"], name)
            XCTAssertEqual(main.groups.last?.folder, "", "\(name): Products has no path of its own")
        }
        XCTAssertEqual(try ProjectFixtures.project("Classic77").target(named: "MyAppUITests")?.settings.deploymentTarget, "18.2", "a target's own setting wins")
    }

    func testTestTargetsAreFoundThroughTestHostTestTargetNameOrDependency() throws {
        let classic = try ProjectFixtures.project("Classic56")
        XCTAssertEqual(classic.target(named: "MyAppTests")?.testedTargetName, "MyApp", "TEST_HOST = $(BUILT_PRODUCTS_DIR)/MyApp.app/MyApp")
        XCTAssertEqual(classic.target(named: "MyAppUITests")?.testedTargetName, "MyApp", "TEST_TARGET_NAME")
        XCTAssertNil(classic.target(named: "MyApp")?.testedTargetName)
        // Without TEST_HOST, the dependency on the app says it.
        let text = String(decoding: try ProjectFixtures.text("Classic60"), as: UTF8.self)
            .components(separatedBy: "\n").filter { !$0.contains("TEST_HOST =") }.joined(separator: "\n")
        let withoutHost = try ProjectFixtures.project("Classic60", bytes: Array(text.utf8))
        XCTAssertEqual(withoutHost.target(named: "MyAppTests")?.testedTargetName, "MyApp")
    }

    func testTwoAppTargetsWithTheirOwnModulesAndOneTestTarget() throws {
        let project = try ProjectFixtures.project("TwoApps")
        XCTAssertEqual(project.objectVersion, 63)
        XCTAssertEqual(project.appTargets.map(\.name), ["MyApp", "MyAppDev"])
        let dev = try XCTUnwrap(project.target(named: "MyAppDev"))
        XCTAssertEqual(dev.productName, "MyApp-Dev")
        XCTAssertEqual(dev.moduleName, "MyApp_Dev", "PRODUCT_NAME with a character that may not be in an identifier")
        XCTAssertEqual(project.testTarget(for: try XCTUnwrap(project.target(named: "MyApp")))?.name, "MyAppTests")
        XCTAssertNil(project.testTarget(for: dev))
        XCTAssertEqual(project.targets(compiling: "MyApp/ContentView.swift").map(\.name), ["MyApp", "MyAppDev"])
        XCTAssertEqual(try ProjectFixtures.project("Classic60").target(named: "MyApp")?.moduleName, "MyApp",
                       "PRODUCT_MODULE_NAME = $(PRODUCT_NAME:c99extidentifier)")
    }

    func testModuleNamesFollowXcodesRules() {
        XCTAssertEqual(BuildSettings.c99ExtendedIdentifier("My App-2"), "My_App_2")
        XCTAssertEqual(BuildSettings.c99ExtendedIdentifier("2Do"), "_2Do")
        XCTAssertEqual(BuildSettings.c99ExtendedIdentifier("Café+"), "Café_")
        let settings = BuildSettings(values: ["PRODUCT_NAME": "$(TARGET_NAME) Beta", "BUNDLE": "com.x.${PRODUCT_NAME:rfc1034identifier}"])
        XCTAssertEqual(settings.resolve("$(PRODUCT_NAME:c99extidentifier)", target: "My App", project: "P"), "My_App_Beta")
        XCTAssertEqual(settings.resolve("$(BUNDLE:lower)", target: "My App", project: "P"), "com.x.my-app-beta")
        XCTAssertEqual(settings.resolve("$(PROJECT_NAME)-$(UNKNOWN)$", target: "T", project: "P"), "P-$")
    }

    func testASynchronizedProjectsFoldersExceptionsAndFiles() throws {
        let project = try ProjectFixtures.project("Synchronized")
        XCTAssertEqual(project.objectVersion, 77)
        XCTAssertEqual(project.targets.map(\.name), ["MyApp", "MyAppTests", "MyAppUITests"])
        XCTAssertEqual(project.synchronizedFolders.map(\.folder).sorted(), ["MyApp", "MyAppTests", "MyAppUITests"])
        let appFolder = try XCTUnwrap(project.synchronizedFolders.first { $0.folder == "MyApp" })
        XCTAssertEqual(appFolder.targets, ["MyApp"])
        XCTAssertEqual(appFolder.exceptions.map(\.target), ["MyApp"])
        XCTAssertEqual(appFolder.exceptions.first?.membershipExceptions, ["Info.plist"])
        let app = try XCTUnwrap(project.target(named: "MyApp"))
        XCTAssertEqual(app.synchronizedFolders, ["MyApp"])
        XCTAssertEqual(app.sourceFolders, ["MyApp"])
        XCTAssertEqual(app.sourceFiles, [])
        XCTAssertEqual(app.settings.defaultActorIsolation, "MainActor")
        XCTAssertEqual(app.settings.approachableConcurrency, "YES")
        XCTAssertEqual(app.settings.swiftVersion, "6.0")
        XCTAssertEqual(app.settings.deploymentTarget, "18.0")
        XCTAssertEqual(project.testTarget(for: app)?.name, "MyAppTests")
        XCTAssertEqual(project.targets(compiling: "MyApp/Components/Responder.swift").map(\.name), ["MyApp"])
        XCTAssertEqual(project.targets(compiling: "MyApp/Info.plist").map(\.name), [], "left out by the exception")
        XCTAssertEqual(project.targets(compiling: "MyAppTests/New/Anything.swift").map(\.name), ["MyAppTests"])
        XCTAssertEqual(project.swiftFiles(of: app, inFolder: ProjectFixtures.folder("Synchronized")),
                       ["MyApp/Components/Responder.swift", "MyApp/ContentView.swift", "MyApp/MyAppApp.swift"])
        XCTAssertEqual(project.mainGroup.groups.map(\.isa), ["PBXFileSystemSynchronizedRootGroup", "PBXFileSystemSynchronizedRootGroup",
                                                             "PBXFileSystemSynchronizedRootGroup", "PBXGroup"])
    }

    func testAWorkspacesProjectNamesItsLocalPackage() throws {
        let project = try ProjectFixtures.project("Workspace")
        XCTAssertEqual(project.localPackages, ["Packages/Core"])
        XCTAssertEqual(project.target(named: "MyApp")?.sourceFiles.count, 3, "the package product's build file has no path and is left out")
    }

    func testPathsResolveThroughSourceTreesAndParentGroups() throws {
        let text = """
        // !$*UTF8*$!
        { objectVersion = 77; rootObject = P; objects = {
          P = {isa = PBXProject; mainGroup = M; projectDirPath = "ios/.."; targets = (T); };
          M = {isa = PBXGroup; children = (G, V, A, B); sourceTree = "<group>"; };
          G = {isa = PBXGroup; children = (F1, S); path = Sources/App; sourceTree = "<group>"; };
          S = {isa = PBXGroup; children = (F2); name = Virtual; sourceTree = "<group>"; };
          V = {isa = PBXGroup; children = (F3); path = Other; sourceTree = SOURCE_ROOT; };
          A = {isa = PBXFileReference; path = /work/Repo/Abs.swift; sourceTree = "<absolute>"; };
          B = {isa = PBXFileReference; path = Built.swift; sourceTree = BUILT_PRODUCTS_DIR; };
          F1 = {isa = PBXFileReference; path = One.swift; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = Sub/Two.swift; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; path = ../Three.swift; sourceTree = "<group>"; };
          T = {isa = PBXNativeTarget; name = App; buildPhases = (X); productType = "com.apple.product-type.framework"; };
          X = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B5); };
          B1 = {isa = PBXBuildFile; fileRef = F1; }; B2 = {isa = PBXBuildFile; fileRef = F2; }; B3 = {isa = PBXBuildFile; fileRef = F3; };
          B4 = {isa = PBXBuildFile; fileRef = A; }; B5 = {isa = PBXBuildFile; fileRef = B; };
        }; }
        """
        let project = try XcodeProject(bytes: Array(text.utf8), path: "/work/Repo/App.xcodeproj", displayPath: "App.xcodeproj", absoluteFolder: "/work/Repo")
        let target = try XCTUnwrap(project.target(named: "App"))
        XCTAssertEqual(target.productType, .framework)
        XCTAssertEqual(target.sourceFiles, ["Sources/App/One.swift", "Sources/App/Sub/Two.swift", "Three.swift", "Abs.swift"])
        XCTAssertEqual(target.sourceFolders, ["", "Sources/App", "Sources/App/Sub"])
    }
}
