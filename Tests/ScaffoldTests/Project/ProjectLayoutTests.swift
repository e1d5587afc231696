import Foundation
import XCTest
@testable import ScaffoldModel
@testable import ScaffoldProject
@testable import ScaffoldWorkspace

/// What scaffold guesses from a project that the project does not say outright (found
/// trying it on public apps): where the screens are, which app targets build for iOS, a
/// deployment target below scaffold's floor, the style the app's code uses, XcodeGen's
/// deployment target and test framework.
final class ProjectLayoutTests: XCTestCase {
    func layout(_ name: String, change: (String) -> String = { $0 }, files: [String: String] = [:], target: String? = nil) throws -> (ProjectLayout?, TemporaryFolder) {
        let folder = TemporaryFolder()
        try copyResolved(ProjectFixtures.root.appendingPathComponent(name), to: folder.url)
        let pbxproj = folder.url.appendingPathComponent("MyApp.xcodeproj/project.pbxproj")
        if FileManager.default.fileExists(atPath: pbxproj.path) {
            try change(try String(contentsOf: pbxproj, encoding: .utf8)).write(to: pbxproj, atomically: true, encoding: .utf8)
        }
        for (path, text) in files { try folder.write(path, text) }
        let root = folder.url.path
        return (try ProjectLayout.read(root: root, target: target, workspace: Workspace(root: root), display: { $0 }), folder)
    }

    func testADeploymentTargetBelowTheFloorIsRaisedWithAWarning() throws {
        let (found, folder) = try layout("Classic56") { $0.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 15.5;") }
        let old = try XCTUnwrap(found)
        XCTAssertEqual(old.platform, ScreenSpec.Platform(major: 16))
        XCTAssertEqual(old.warnings.count, 1)
        XCTAssertTrue(old.warnings[0].hasPrefix("MyApp's IPHONEOS_DEPLOYMENT_TARGET is 15.5, but scaffold generates for iOS 16 and later"), old.warnings[0])
        // The config's note says it, and init writes it down beside the platform.
        let result = runCLI(["screen", "Probe", "--blank", "--dry-run"], in: folder.url.path)
        XCTAssertTrue(result.err.hasPrefix("warning: MyApp's IPHONEOS_DEPLOYMENT_TARGET is 15.5"), result.err)
        let draft = runCLI(["init", "--dry-run"], in: folder.url.path)
        XCTAssertTrue(draft.out.contains("platform: iOS 16\n"), draft.out)
        XCTAssertTrue(draft.out.contains("# Note: MyApp's IPHONEOS_DEPLOYMENT_TARGET is 15.5"), draft.out)
        // Newer than scaffold's newest: the newest.
        let (newer, _) = try layout("Classic56") { $0.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 26.0;") }
        XCTAssertEqual(newer?.platform, ScreenSpec.Platform(major: 17))
        XCTAssertEqual(newer?.warnings, [])
    }

    func testOnlyIOSAppTargetsAreCandidates() throws {
        // TwoApps with its second app made a tvOS app: one candidate left, no question asked.
        let (found, _) = try layout("TwoApps") { text in
            var lines = text.components(separatedBy: "\n")
            // Every build configuration of the project names its SDK; the MyAppDev target's
            // own configurations say tvOS.
            if let start = lines.firstIndex(where: { $0.contains("Build configuration list for PBXNativeTarget \"MyAppDev\" */ = {") }) {
                let ids = lines[start...].prefix(6).compactMap { line -> String? in
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    return trimmed.count > 24 && trimmed.contains("/* ") && !trimmed.contains("isa") ? String(trimmed.prefix(24)) : nil
                }
                for id in ids {
                    if let at = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(id) && $0.contains("= {") }),
                       let settings = lines[at...].firstIndex(where: { $0.contains("buildSettings = {") }) {
                        lines.insert("\t\t\t\tSDKROOT = appletvos;", at: settings + 1)
                    }
                }
            }
            return lines.joined(separator: "\n")
        }
        XCTAssertEqual(found?.appName, "MyApp")
        XCTAssertEqual(found?.choices, ["MyApp"])
    }

    func testTheScreensFolderIsWhereScreenFoldersAre() {
        XCTAssertEqual(ProjectLayout.screensFolder(files: ["App/Home/HomeView.swift", "App/Home/HomeViewModel.swift", "App/UI/Cart/CartView.swift",
                                                           "App/UI/Login/LoginView.swift", "App/AppMain.swift"], root: "App"), "App/UI")
        XCTAssertEqual(ProjectLayout.screensFolder(files: ["App/Scenes/Home.swift", "App/Scenes/Detail/Detail.swift", "App/Models/Item.swift"], root: "App"),
                       "App/Scenes", "no screen folders: the folder apps name for screens")
        XCTAssertEqual(ProjectLayout.screensFolder(files: ["App/AppMain.swift", "App/Models/Item.swift"], root: "App"), "App")
    }

    func testTheStyleFollowsTheAppsObservableClasses() throws {
        let observable = "import Observation\n\n@Observable\nfinal class Store {}\n"
        let (found, _) = try layout("Synchronized", files: ["MyApp/Store.swift": observable, "MyApp/Other.swift": observable])
        XCTAssertEqual(found?.style, .observation)
        let (combine, _) = try layout("Synchronized", files: ["MyApp/Store.swift": "final class Store: ObservableObject {}\n"])
        XCTAssertNil(combine?.style)
    }

    func testXcodeGenGivesItsDeploymentTargetAndTheTestsFramework() throws {
        let (found, folder) = try layout("XcodeGen", files: ["MyAppTests/MyAppTests.swift": "import Testing\n@testable import MyApp\n\n@Test func works() {}\n"])
        let generated = try XCTUnwrap(found)
        XCTAssertEqual(generated.platform, ScreenSpec.Platform(major: 17))
        XCTAssertEqual(generated.testing, .swiftTesting)
        XCTAssertEqual(ProjectLayout.xcodeGenDeploymentTarget(Array("targets:\n  App:\n    deploymentTarget:\n      iOS: 16.4\n".utf8)), "16.4")
        // A Specs folder is where specs are, with or without init.
        try folder.write("Specs/Probe.screen.yml", "screen: Probe\n")
        let result = runCLI(["screen", "Probe", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("specs Specs"), result.err)
    }

    func testAProjectChangedSinceItWasReadIsNotOverwritten() throws {
        let folder = TemporaryFolder()
        try copyResolved(ProjectFixtures.root.appendingPathComponent("Classic60"), to: folder.url)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var config = ScaffoldConfig(root: folder.url.path)
        _ = try config.adoptProject(display: { $0 })
        let path = folder.url.appendingPathComponent("MyApp.xcodeproj/project.pbxproj")
        // Changed before the edit is added to the plan: the plan has a problem.
        var plan = config.plan()
        plan.add(path: folder.url.appendingPathComponent("MyApp/Login/LoginView.swift").path, contents: "struct LoginView {}\n")
        try (try String(contentsOf: path, encoding: .utf8) + "\n").write(to: path, atomically: true, encoding: .utf8)
        _ = try config.addingToProject(&plan)
        XCTAssertThrowsError(try plan.check()) { error in
            XCTAssertTrue("\(error)".contains("it changed while scaffold was working"), "\(error)")
        }
        XCTAssertNil(folder.read("MyApp/Login/LoginView.swift"))
        // Changed after: the write stops before replacing it, and writes nothing.
        var fresh = ScaffoldConfig(root: folder.url.path)
        _ = try fresh.adoptProject(display: { $0 })
        var second = fresh.plan()
        second.add(path: folder.url.appendingPathComponent("MyApp/Login/LoginView.swift").path, contents: "struct LoginView {}\n")
        _ = try fresh.addingToProject(&second)
        try second.check()
        let changed = try String(contentsOf: path, encoding: .utf8) + "// another program\n"
        try changed.write(to: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try second.write())
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), changed, "the other program's change is kept")
        XCTAssertNil(folder.read("MyApp/Login/LoginView.swift"), "all or nothing")
    }
}
