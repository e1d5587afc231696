import Foundation
import XCTest
@testable import ScaffoldProject

/// The commands in an Xcode app (issue 27): without `.scaffold.yml`, the settings come from
/// the project; every Swift file a command creates joins its target in the same write, as
/// insertions into the `project.pbxproj`; `scaffold init` writes the settings down; a project
/// that cannot be edited safely is refused with its place, and nothing is written.
final class ProjectCommandsTests: XCTestCase {
    /// A copy of fixture project `name` in a repository of its own.
    func repository(_ name: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try copyResolved(ProjectFixtures.root.appendingPathComponent(name), to: folder.url)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return folder
    }

    func pbxproj(_ folder: TemporaryFolder) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.url.appendingPathComponent("MyApp.xcodeproj/project.pbxproj")))
    }

    func read(_ folder: TemporaryFolder) throws -> XcodeProject {
        try XcodeProject.read(at: folder.url.appendingPathComponent("MyApp.xcodeproj").path, displayPath: "MyApp.xcodeproj")
    }

    static let screenFiles = ["MyApp/Login/LoginViewModel.swift", "MyApp/Login/LoginView.swift", "MyApp/Login/LoginRouter.swift"]
    static let testFiles = ["MyAppTests/Login/LoginViewModelTests.swift", "MyAppTests/Login/LoginRouterTests.swift"]

    func testAScreenInAClassicProjectJoinsTheAppAndTestTargets() throws {
        for name in ["Classic56", "Classic60", "Classic77", "Workspace"] {
            let folder = try repository(name)
            let before = try pbxproj(folder)
            let result = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
            XCTAssertEqual(result.code, 0, "\(name): \(result.err)")
            // The settings came from the project: the app's folder, its test target's, its module.
            XCTAssertTrue(result.err.contains("note: settings from the project (MyApp.xcodeproj, target MyApp): sources MyApp, tests MyAppTests, module MyApp"), result.err)
            XCTAssertTrue(result.out.contains("updated MyApp.xcodeproj/project.pbxproj"), result.out)
            XCTAssertTrue(result.err.contains("note: MyApp.xcodeproj: 3 files join MyApp, 2 files join MyAppTests (new groups MyApp/Login, MyAppTests/Login)"), result.err)
            XCTAssertTrue(folder.read("MyAppTests/Login/LoginViewModelTests.swift")?.contains("@testable import MyApp\n") == true)
            // The app declares its Responder (MyApp/Components): no second one.
            XCTAssertNil(folder.read("MyApp/Responder.swift"), "\(name): a second Responder would not compile")
            let after = try pbxproj(folder)
            XCTAssertTrue(ProjectFixtures.isSubsequence(before, of: after), "\(name): every byte of the project is kept, in order")
            let project = try read(folder)
            for path in Self.screenFiles { XCTAssertEqual(project.targets(compiling: path).map(\.name), ["MyApp"], "\(name): \(path)") }
            for path in Self.testFiles { XCTAssertEqual(project.targets(compiling: path).map(\.name), ["MyAppTests"], "\(name): \(path)") }
            // Again: nothing to write, the project included.
            let again = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
            XCTAssertEqual(again.code, 0, again.err)
            XCTAssertEqual(try pbxproj(folder), after, "\(name): the second run adds nothing")
        }
    }

    func testAScreenInBuildableFoldersNeedsNoProjectEdit() throws {
        let folder = try repository("Synchronized")
        let before = try pbxproj(folder)
        let result = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.out.contains("project.pbxproj"), result.out)
        XCTAssertEqual(try pbxproj(folder), before)
        let project = try read(folder)
        for path in Self.screenFiles { XCTAssertEqual(project.targets(compiling: path).map(\.name), ["MyApp"], path) }
        for path in Self.testFiles { XCTAssertEqual(project.targets(compiling: path).map(\.name), ["MyAppTests"], path) }
    }

    func testDryRunAndDiffShowTheProjectAndWriteNothing() throws {
        let folder = try repository("Classic77")
        let before = try pbxproj(folder)
        let dry = runCLI(["screen", "Login", "--blank", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(dry.code, 0, dry.err)
        XCTAssertTrue(dry.out.contains("would update MyApp.xcodeproj/project.pbxproj"), dry.out)
        let diff = runCLI(["screen", "Login", "--blank", "--diff"], in: folder.url.path)
        XCTAssertEqual(diff.code, 0, diff.err)
        XCTAssertTrue(diff.out.contains("+++ b/MyApp.xcodeproj/project.pbxproj"), diff.out)
        XCTAssertTrue(diff.out.contains("+\t\t\t\tLoginViewModel.swift,") || diff.out.contains("/* LoginViewModel.swift */"), diff.out)
        XCTAssertEqual(try pbxproj(folder), before)
        XCTAssertNil(folder.read("MyApp/Login/LoginViewModel.swift"))
    }

    func testAFakeJoinsTheTestTarget() throws {
        let folder = try repository("Classic60")
        try folder.write("MyApp/Services/AuthService.swift", "protocol AuthService {\n    func logIn(name: String) async throws -> Bool\n}\n")
        let result = runCLI(["fake", "AuthService"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("created MyAppTests/Fakes/FakeAuthService.swift"), result.out)
        let project = try read(folder)
        XCTAssertEqual(project.targets(compiling: "MyAppTests/Fakes/FakeAuthService.swift").map(\.name), ["MyAppTests"])
        XCTAssertEqual(project.targets(compiling: "MyAppTests/Fakes/FakeSupport.swift").map(\.name), ["MyAppTests"])
        // The protocol file itself was the user's: scaffold does not add it.
        XCTAssertEqual(project.targets(compiling: "MyApp/Services/AuthService.swift").map(\.name), [])
    }

    func testAddFakesANewDependencyIntoTheAppTarget() throws {
        let folder = try repository("Classic56")
        XCTAssertEqual(runCLI(["screen", "Login", "--blank"], in: folder.url.path).code, 0)
        try folder.write("MyApp/Services/APIClient.swift", "protocol APIClient: Sendable {\n    func load() async throws -> [Int]\n}\n")
        // Without a folder of the app target for fakes, the preview could not see one: refused.
        let refused = runCLI(["add", "Login", "--dependency", "api: APIClient"], in: folder.url.path)
        XCTAssertEqual(refused.code, 2, refused.out)
        XCTAssertTrue(refused.err.contains("error: the preview builds the view model in the app target, where the fake FakeAPIClient for the tests is not"), refused.err)
        try folder.write(".scaffold.yml", "fakes:\n  previews: MyApp/PreviewSupport\n")
        let before = try pbxproj(folder)
        let result = runCLI(["add", "Login", "--dependency", "api: APIClient"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("created MyApp/PreviewSupport/FakeAPIClient.swift"), result.out)
        XCTAssertTrue(folder.read("MyAppTests/Login/LoginViewModelTests.swift")?.contains("LoginViewModel(api: FakeAPIClient())") == true)
        let project = try read(folder)
        XCTAssertEqual(project.targets(compiling: "MyApp/PreviewSupport/FakeAPIClient.swift").map(\.name), ["MyApp"])
        XCTAssertEqual(project.targets(compiling: "MyApp/PreviewSupport/FakeSupport.swift").map(\.name), ["MyApp"])
        XCTAssertTrue(ProjectFixtures.isSubsequence(before, of: try pbxproj(folder)))
    }

    func testAScreensFilesThatNoTargetCompilesJoinTheirTargets() throws {
        let folder = try repository("Classic56")
        let original = try pbxproj(folder)
        XCTAssertEqual(runCLI(["screen", "Login", "--blank"], in: folder.url.path).code, 0)
        // The screen's files exist but the project does not list them (written before the
        // project was edited, say), and the router has lost its test file.
        try Data(original).write(to: folder.url.appendingPathComponent("MyApp.xcodeproj/project.pbxproj"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("MyAppTests/Login/LoginRouterTests.swift"))
        let result = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("created MyAppTests/Login/LoginRouterTests.swift"), result.out)
        let project = try read(folder)
        XCTAssertEqual(project.targets(compiling: "MyAppTests/Login/LoginRouterTests.swift").map(\.name), ["MyAppTests"])
        // The screen's files that no target compiled join theirs too (written before the
        // project was edited, or by an older scaffold).
        XCTAssertEqual(project.targets(compiling: "MyApp/Login/LoginRouter.swift").map(\.name), ["MyApp"])
        XCTAssertEqual(project.targets(compiling: "MyAppTests/Login/LoginViewModelTests.swift").map(\.name), ["MyAppTests"])
        XCTAssertTrue(ProjectFixtures.isSubsequence(original, of: try pbxproj(folder)))
    }

    /// A local Swift package's files (IceCubesApp keeps its screens in `Packages/…`) are
    /// SwiftPM's to build: neither a screen written there nor a view model changed there
    /// joins a target of the project, which would then compile them a second time.
    func testTheFilesOfALocalPackageJoinNoTargetOfTheProject() throws {
        for name in ["Classic56", "Synchronized"] {
            let folder = try repository(name)
            try folder.write("Packages/Feature/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Feature\", targets: [.target(name: \"Feature\"), .testTarget(name: \"FeatureTests\", dependencies: [\"Feature\"])])\n")
            try folder.write("Packages/Feature/Sources/Feature/Foo/FooViewModel.swift", "import Observation\n\n@MainActor\n@Observable\npublic final class FooViewModel {\n    public private(set) var count = 0\n    public init() {}\n}\n")
            let before = try pbxproj(folder)
            let added = runCLI(["add", "Foo", "--action", "refresh"], in: folder.url.path)
            XCTAssertEqual(added.code, 0, "\(name): \(added.err)")
            XCTAssertTrue(added.out.contains("updated Packages/Feature/Sources/Feature/Foo/FooViewModel.swift"), "\(name): \(added.out)")
            XCTAssertFalse(added.out.contains("project.pbxproj"), "\(name): \(added.out)")
            let written = runCLI(["screen", "Drafts", "--blank", "--sources", "Packages/Feature/Sources/Feature", "--tests", "Packages/Feature/Tests/FeatureTests"], in: folder.url.path)
            XCTAssertEqual(written.code, 0, "\(name): \(written.err)")
            XCTAssertTrue(written.out.contains("created Packages/Feature/Sources/Feature/Drafts/DraftsViewModel.swift"), "\(name): \(written.out)")
            XCTAssertTrue(written.err.contains("new files are in the Swift package at Packages/Feature, which builds them: they join no target of MyApp.xcodeproj"), "\(name): \(written.err)")
            XCTAssertEqual(try pbxproj(folder), before, "\(name): the project must not change")
            // Its tests import the package's target, not the app.
            let testsPath = "Packages/Feature/Tests/FeatureTests/Drafts/DraftsViewModelTests.swift"
            let tests = try XCTUnwrap(folder.read(testsPath))
            XCTAssertTrue(tests.contains("@testable import Feature\n"), tests)
            // Completed where it is, without --sources (as the note of `add` says to): its
            // tests go back to the package's test target, importing the package's target.
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent(testsPath))
            for step in [["spec", "--from", "Drafts", "--write"], ["screen", "Drafts"]] {
                let result = runCLI(step, in: folder.url.path)
                XCTAssertEqual(result.code, 0, "\(name) \(step): \(result.err)")
            }
            XCTAssertEqual(folder.read(testsPath), tests, name)
            XCTAssertEqual(try pbxproj(folder), before, "\(name): the project must not change")
            // The app's own folder still gets its files added.
            let app = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
            XCTAssertEqual(app.code, 0, "\(name): \(app.err)")
            XCTAssertEqual(try read(folder).targets(compiling: "MyApp/Login/LoginViewModel.swift").map(\.name), ["MyApp"], name)
        }
    }

    /// A non-Sendable dependency called from the view model's task is refused in Swift 6's
    /// language mode only: a project built with SWIFT_VERSION 5.0 compiles the call (at
    /// most a warning), and scaffold reads that setting from the app target.
    func testANonSendableDependencyIsRefusedOnlyInSwift6sLanguageMode() throws {
        for (name, refused) in [("Classic56", false), ("Classic77", true)] {
            let folder = try repository(name)
            try folder.write("MyApp/Catalog.swift", "protocol CatalogService {\n    func count() async -> Int\n}\n\nstruct LiveCatalog: CatalogService {\n    func count() async -> Int { 1 }\n}\n")
            try folder.write("Shop.screen.yml", "screen: Shop\ndependencies:\n  catalog: CatalogService\noutputs:\n  count: Int = 0\nactions:\n  - load -> await catalog.count() into count\nsamples:\n  CatalogService: LiveCatalog()\n")
            let result = runCLI(["screen", "Shop", "--dry-run"], in: folder.url.path)
            XCTAssertEqual(result.code, refused ? 2 : 0, "\(name): \(result.err)")
            XCTAssertEqual(result.err.contains("CatalogService is not Sendable, so Swift 6 refuses to call it"), refused, "\(name): \(result.err)")
        }
    }

    func testAnAppJoinsTheTargetsBesideTheAppsOwnEntryPoint() throws {
        let folder = try repository("Classic77")
        let market = RepositoryPaths.url("Fixtures/apps/Market")
        for name in try FileManager.default.contentsOfDirectory(atPath: market.appendingPathComponent("Specs").path) {
            try copyResolved(market.appendingPathComponent("Specs/" + name), to: folder.url.appendingPathComponent("Specs/" + name))
        }
        try copyResolved(market.appendingPathComponent("Support"), to: folder.url.appendingPathComponent("MyApp/Support"))
        // The fakes the scenarios stub live in the app target.
        try folder.write(".scaffold.yml", "specs: Specs\nfakes:\n  previews: MyApp/PreviewSupport\n")
        let before = try pbxproj(folder)
        let result = runCLI(["app", "--spec", "Specs/Market.app.yml"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        // With the preview catalog, the scenarios and the fakes they stub; the UI tests join the
        // project's UI-test target, never the app (XCUITest does not build there).
        XCTAssertTrue(result.err.contains("note: MyApp.xcodeproj: 29 files join MyApp, 15 files join MyAppTests"), result.err)
        let project = try read(folder)
        XCTAssertEqual(project.targets(compiling: "MyApp/Market/MarketRouter.swift").map(\.name), ["MyApp"])
        XCTAssertEqual(project.targets(compiling: "MyApp/Services.swift").map(\.name), ["MyApp"])
        XCTAssertEqual(project.targets(compiling: "MyAppTests/Market/MarketRouterTests.swift").map(\.name), ["MyAppTests"])
        XCTAssertEqual(project.targets(compiling: "MyApp/Market/MarketScenarios.swift").map(\.name), ["MyApp"])
        XCTAssertEqual(project.targets(compiling: "MarketUITests/MarketUITests.swift").map(\.name), ["MyAppUITests"])
        XCTAssertTrue(ProjectFixtures.isSubsequence(before, of: try pbxproj(folder)))
        // Xcode's MyAppApp stays the one @main: two would not compile.
        XCTAssertTrue(result.err.contains("MyApp/MyAppApp.swift:5:1: note: MyAppApp is the app's entry point (@main), so the generated MarketApp in MyApp/Market/MarketApp.swift is written without @main"), result.err)
        let entry = try XCTUnwrap(folder.read("MyApp/Market/MarketApp.swift"))
        XCTAssertFalse(entry.contains("@main"), entry)
        let again = runCLI(["app", "--spec", "Specs/Market.app.yml"], in: folder.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertFalse(try XCTUnwrap(folder.read("MyApp/Market/MarketApp.swift")).contains("@main"), "a second run does not insert it")
    }

    func testSeveralAppTargetsAskForOne() throws {
        let folder = try repository("TwoApps")
        let result = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: MyApp.xcodeproj has 2 app targets (MyApp, MyAppDev): say which one screens join with `target: MyApp` in .scaffold.yml (`scaffold init --target MyApp` writes it)\n")
        XCTAssertNil(folder.read("MyApp/Login/LoginViewModel.swift"))
        let initialized = runCLI(["init", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(initialized.code, 2)
        XCTAssertTrue(initialized.err.contains("choose the one new screens join with --target, e.g. `scaffold init --target MyApp`"), initialized.err)
        try folder.write(".scaffold.yml", "target: MyAppDv\n")
        let wrong = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
        XCTAssertEqual(wrong.code, 2)
        XCTAssertTrue(wrong.err.hasPrefix(".scaffold.yml:1:9: error: `target: MyAppDv` names no target of MyApp.xcodeproj; its app targets are MyApp, MyAppDev (did you mean 'MyAppDev'?)"), wrong.err)
        // init keeps the target the existing config chose.
        try folder.write(".scaffold.yml", "target: MyAppDev\n")
        let kept = runCLI(["init", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(kept.code, 0, kept.err)
        XCTAssertTrue(kept.out.contains("target: MyAppDev\n"), kept.out)
    }

    func testAProjectThatCannotBeEditedSafelyIsRefusedAndNothingIsWritten() throws {
        let cases: [(String, (String) -> String, String)] = [
            ("conflict", { $0.replacingOccurrences(of: "/* Begin PBXBuildFile section */\n", with: "/* Begin PBXBuildFile section */\n<<<<<<< HEAD\n=======\n>>>>>>> branch\n") }, "merge conflict"),
            ("version", { $0.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 99;") }, "objectVersion"),
            ("syntax", { $0.replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject") }, "error:"),
        ]
        for (label, change, expected) in cases {
            let folder = try repository("Classic56")
            let path = folder.url.appendingPathComponent("MyApp.xcodeproj/project.pbxproj")
            try change(try String(contentsOf: path, encoding: .utf8)).write(to: path, atomically: true, encoding: .utf8)
            let before = try pbxproj(folder)
            let result = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
            XCTAssertEqual(result.code, 2, "\(label): \(result.out)")
            XCTAssertTrue(result.err.contains(expected), "\(label): \(result.err)")
            XCTAssertNotNil(result.err.range(of: #"MyApp\.xcodeproj/project\.pbxproj:\d+:\d+: error: "#, options: .regularExpression), "\(label): the place: \(result.err)")
            XCTAssertNil(folder.read("MyApp/Login/LoginViewModel.swift"), "\(label): nothing is written")
            XCTAssertEqual(try pbxproj(folder), before)
        }
    }

    /// The config's first comment says where new files go: for buildable folders, that they
    /// join their targets as they are (it said they were added to groups and build phases).
    func testInitSaysHowNewFilesJoinTheirTargets() throws {
        let expected = [
            "Classic56": "# MyApp.xcodeproj builds the app: new files are added to its groups and its targets' Sources build phases.\n",
            "Synchronized": "# MyApp.xcodeproj builds the app: new files in its buildable folders join their targets as they are; others are added to its groups and its targets' Sources build phases.\n",
        ]
        for (name, line) in expected {
            let folder = try repository(name)
            let dry = runCLI(["init", "--dry-run"], in: folder.url.path)
            XCTAssertEqual(dry.code, 0, dry.err)
            XCTAssertTrue(dry.out.contains(line), "\(name): \(dry.out)")
        }
    }

    func testInitWritesTheSettingsItReadsWithWhereTheyCameFrom() throws {
        let folder = try repository("Classic56")
        let dry = runCLI(["init", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(dry.code, 0, dry.err)
        for line in ["target: MyApp\n", "sources: MyApp\n", "tests: MyAppTests\n", "module: MyApp\n", "platform: iOS 17\n", "testing: xctest\n",
                     "# The module the tests @testable import: MyApp's module name.\n"] {
            XCTAssertTrue(dry.out.contains(line), line + dry.out)
        }
        XCTAssertNil(folder.read(".scaffold.yml"), "--dry-run writes nothing")
        let written = runCLI(["init"], in: folder.url.path)
        XCTAssertEqual(written.code, 0, written.err)
        XCTAssertEqual(folder.read(".scaffold.yml"), dry.out)
        // The config it wrote is read back to the same settings: no note about the project.
        let screen = runCLI(["screen", "Login", "--blank", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(screen.code, 0, screen.err)
        XCTAssertFalse(screen.err.contains("settings from the project"), screen.err)
        XCTAssertTrue(screen.out.contains("would create MyApp/Login/LoginViewModel.swift"), screen.out)
        XCTAssertEqual(runCLI(["init"], in: folder.url.path).code, 0, "the same text again: unchanged")
        try folder.write(".scaffold.yml", "module: Other\n")
        let exists = runCLI(["init"], in: folder.url.path)
        XCTAssertEqual(exists.code, 2)
        XCTAssertTrue(exists.err.contains("exists; scaffold init does not replace it: `scaffold init --dry-run` prints what it would write"), exists.err)
        XCTAssertEqual(folder.read(".scaffold.yml"), "module: Other\n")
    }

    func testAPackageWithOneTargetGivesItsFolders() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try folder.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [.target(name: "ShopUI"), .testTarget(name: "ShopUITests", dependencies: ["ShopUI"])])
        """)
        try folder.write("Sources/ShopUI/Shop.swift", "struct Shop {}\n")
        try folder.write("Tests/ShopUITests/ShopTests.swift", "import Testing\n")
        let result = runCLI(["screen", "Cart", "--blank", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("would create Sources/ShopUI/Cart/CartViewModel.swift"), result.out)
        XCTAssertTrue(result.out.contains("would create Tests/ShopUITests/Cart/CartViewModelTests.swift"), result.out)
        XCTAssertTrue(result.err.contains("module ShopUI"), result.err)
    }

    func testXcodeGenIsNotEditedButItsFoldersAreUsed() throws {
        let folder = try repository("XcodeGen")
        let result = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("created MyApp/Login/LoginViewModel.swift"), result.out)
        XCTAssertTrue(result.out.contains("created MyAppTests/Login/LoginViewModelTests.swift"), result.out)
        XCTAssertFalse(result.out.contains("pbxproj"), result.out)
        // Shared/Responder.swift declares it.
        XCTAssertNil(folder.read("MyApp/Responder.swift"))
    }
}
