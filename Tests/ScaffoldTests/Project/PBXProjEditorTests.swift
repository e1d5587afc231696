import Foundation
import ScaffoldSupport
import XCTest
@testable import ScaffoldProject

/// Adding a screen's files to each fixture project: the edited project.pbxproj is a golden
/// file (Fixtures/projects/golden/<project>/project.pbxproj, re-recorded with
/// `SCAFFOLD_RECORD=1 swift test --filter PBXProjEditorTests`: read the diff), made only of
/// insertions, and read back with each file where it belongs; a second run adds nothing.
final class PBXProjEditorTests: XCTestCase {
    func testEachFixtureProjectGetsTheScreenAsItsGoldenFileSays() throws {
        XCTAssertEqual(ProjectFixtures.cases.count, 6, "Fixtures/projects/golden/edits.json lists the cases")
        for edit in ProjectFixtures.cases {
            let project = try ProjectFixtures.project(edit.project)
            let files = ProjectFixtures.files(edit.files)
            let result = try XCTUnwrap(try project.editing(adding: files), edit.project)
            Golden.assertEqual(String(decoding: result.text, as: UTF8.self),
                               golden: ProjectFixtures.root.appendingPathComponent("golden/\(edit.project)/project.pbxproj"), edit.project)
            XCTAssertEqual(result.original, try ProjectFixtures.text(edit.project))
            XCTAssertTrue(ProjectFixtures.isSubsequence(result.original, of: result.text), "\(edit.project): every original byte is kept, in order")
            XCTAssertTrue(result.isCurrent(result.original))
            XCTAssertEqual(result.file, ProjectFixtures.folder(edit.project) + "/MyApp.xcodeproj/project.pbxproj")

            // Read back: each file compiled by exactly its targets, in its folder's group.
            let edited = try ProjectFixtures.project(edit.project, bytes: result.text)
            for file in files {
                XCTAssertEqual(edited.targets(compiling: file.path).map(\.name), file.targets, "\(edit.project): \(file.path)")
            }
            if edited.synchronizedFolders.isEmpty {
                let groups = allGroups(edited.mainGroup)
                for file in files {
                    let folder = (file.path as NSString).deletingLastPathComponent
                    XCTAssertEqual(groups.filter { $0.files.contains(file.path) }.map(\.folder), [folder], "\(edit.project): \(file.path) in its folder's group")
                }
            }
            // Nothing else changed: the same targets, settings and the old files' targets.
            XCTAssertEqual(edited.targets.map(\.name), project.targets.map(\.name))
            XCTAssertEqual(edited.targets.map(\.settings), project.targets.map(\.settings))
            for target in project.targets {
                for file in target.sourceFiles {
                    XCTAssertEqual(edited.targets(compiling: file).map(\.name), project.targets(compiling: file).map(\.name), "\(edit.project): \(file)")
                }
            }
            // New IDs: 24 uppercase hexadecimal digits, none used twice.
            let objects = try XCTUnwrap(PBXProjParser.parse(result.text, file: "p").root["objects"])
            let ids = objects.entries.compactMap(\.key.string)
            XCTAssertEqual(Set(ids).count, ids.count, "\(edit.project): an ID used twice")
            let before = Set(try XCTUnwrap(PBXProjParser.parse(result.original, file: "p").root["objects"]).entries.compactMap(\.key.string))
            for id in ids where !before.contains(id) {
                XCTAssertTrue(id.count == 24 && id.allSatisfy { ("0"..."9").contains($0) || ("A"..."F").contains($0) }, "\(edit.project): \(id)")
            }

            // Twice: nothing more to add; and the same edit again gives the same bytes.
            XCTAssertNil(try edited.editing(adding: files), "\(edit.project): the files are already there")
            XCTAssertEqual(try project.editing(adding: files)?.text, result.text, "\(edit.project): deterministic")
        }
    }

    func allGroups(_ group: XcodeProject.Group) -> [XcodeProject.Group] {
        [group] + group.groups.flatMap(allGroups)
    }

    func testAddedLinesSayWhatWasAdded() throws {
        let project = try ProjectFixtures.project("Classic60")
        let result = try XCTUnwrap(try project.editing(adding: ProjectFixtures.files("screen")))
        XCTAssertEqual(result.added, [
            "MyApp/Login: new group",
            "MyApp/Login/LoginViewModel.swift: file reference in group MyApp/Login",
            "MyApp/Login/LoginViewModel.swift: compiled by MyApp (its Sources build phase)",
            "MyApp/Login/LoginView.swift: file reference in group MyApp/Login",
            "MyApp/Login/LoginView.swift: compiled by MyApp (its Sources build phase)",
            "MyApp/Login/LoginRouter.swift: file reference in group MyApp/Login",
            "MyApp/Login/LoginRouter.swift: compiled by MyApp (its Sources build phase)",
            "MyAppTests/Login: new group",
            "MyAppTests/Login/LoginViewModelTests.swift: file reference in group MyAppTests/Login",
            "MyAppTests/Login/LoginViewModelTests.swift: compiled by MyAppTests (its Sources build phase)",
            "MyAppTests/Fakes: new group",
            "MyAppTests/Fakes/FakeAPI.swift: file reference in group MyAppTests/Fakes",
            "MyAppTests/Fakes/FakeAPI.swift: compiled by MyAppTests (its Sources build phase)",
            "MyApp/Preview Content/PreviewLoginService.swift: file reference in group MyApp/Preview Content",
            "MyApp/Preview Content/PreviewLoginService.swift: compiled by MyApp (its Sources build phase)",
            "MyApp/Fakes: new group",
            "MyApp/Fakes/FakeClock.swift: file reference in group MyApp/Fakes",
            "MyApp/Fakes/FakeClock.swift: compiled by MyAppTests (its Sources build phase)",
        ])
        let synchronized = try XCTUnwrap(try ProjectFixtures.project("Synchronized").editing(adding: ProjectFixtures.files("screen")))
        XCTAssertEqual(synchronized.added, [
            "MyApp/Fakes/FakeClock.swift: left out of MyApp (an exception of the synchronized folder MyApp)",
            "MyApp/Fakes/FakeClock.swift: compiled by MyAppTests (an exception of the synchronized folder MyApp)",
        ])
    }

    func testAFileAlreadyInTheProjectAddsNothingOrOnlyWhatIsMissing() throws {
        let project = try ProjectFixtures.project("Classic56")
        XCTAssertNil(try project.editing(adding: [NewFile(path: "MyApp/Components/Responder.swift", targets: ["MyApp"])]))
        XCTAssertNil(try project.editing(adding: []))
        let shared = try XCTUnwrap(try project.editing(adding: [NewFile(path: "MyApp/Components/Responder.swift", targets: ["MyApp", "MyAppTests"])]))
        XCTAssertEqual(shared.added, ["MyApp/Components/Responder.swift: compiled by MyAppTests (its Sources build phase)"])
        let edited = try ProjectFixtures.project("Classic56", bytes: shared.text)
        XCTAssertEqual(edited.targets(compiling: "MyApp/Components/Responder.swift").map(\.name), ["MyApp", "MyAppTests"])
        let inserted = String(decoding: shared.text, as: UTF8.self).components(separatedBy: "\n").count
            - String(decoding: shared.original, as: UTF8.self).components(separatedBy: "\n").count
        XCTAssertEqual(inserted, 2, "one build file and its line in the Sources phase")
        let synchronized = try ProjectFixtures.project("Synchronized")
        XCTAssertNil(try synchronized.editing(adding: [NewFile(path: "MyApp/Login/LoginView.swift", targets: ["MyApp"]),
                                                       NewFile(path: "MyAppTests/LoginTests.swift", targets: ["MyAppTests"])]),
                     "files in their targets' synchronized folders need no edit")
    }

    func testNamesXcodeQuotesAreQuotedAndCommentsKeepTheName() throws {
        let project = try ProjectFixtures.project("Classic77")
        let result = try XCTUnwrap(try project.editing(adding: [NewFile(path: "MyApp/Login Flow/Login View+Previews.swift", targets: ["MyApp"])]))
        let text = String(decoding: result.text, as: UTF8.self)
        XCTAssertTrue(text.contains("/* Login View+Previews.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"Login View+Previews.swift\"; sourceTree = \"<group>\"; };"), text)
        XCTAssertTrue(text.contains("/* Login View+Previews.swift in Sources */ = {isa = PBXBuildFile; fileRef = "))
        XCTAssertTrue(text.contains("\t\t\tpath = \"Login Flow\";\n"))
        let edited = try ProjectFixtures.project("Classic77", bytes: result.text)
        XCTAssertEqual(edited.targets(compiling: "MyApp/Login Flow/Login View+Previews.swift").map(\.name), ["MyApp"])
    }

    func testUnknownTargetsAndFilesOutsideTheProjectAreRefused() throws {
        let project = try ProjectFixtures.project("Classic60")
        XCTAssertEqual(ProjectFixtures.errorText { _ = try project.editing(adding: [NewFile(path: "MyApp/A.swift", targets: ["Widget"])]) },
                       "Classic60/MyApp.xcodeproj:1:1: error: Classic60/MyApp.xcodeproj has no target named 'Widget'; its targets are MyApp, MyAppTests, MyAppUITests")
        XCTAssertEqual(ProjectFixtures.errorText { _ = try project.editing(adding: [NewFile(path: "../Shared/A.swift", targets: ["MyApp"])]) },
                       "Classic60/MyApp.xcodeproj:1:1: error: ../Shared/A.swift is not inside the folder of Classic60/MyApp.xcodeproj; give paths relative to the folder holding the .xcodeproj")
        XCTAssertEqual(ProjectFixtures.errorText { _ = try project.editing(adding: [NewFile(path: "Root.swift", targets: ["MyApp"])]) },
                       "no error", "a file at the project's root goes into the main group")
    }

    func testExceptionsAreAddedToASynchronizedFolderWrittenOnOneLine() throws {
        let text = Self.synchronizedProject
        let project = try XcodeProject(bytes: Array(text.utf8), path: "/r/App.xcodeproj", displayPath: "App.xcodeproj", absoluteFolder: "/r")
        let result = try XCTUnwrap(try project.editing(adding: [NewFile(path: "App/Fakes/FakeClock.swift", targets: ["AppTests"])]))
        let edited = String(decoding: result.text, as: UTF8.self)
        XCTAssertTrue(ProjectFixtures.isSubsequence(result.original, of: result.text))
        let app = try ObjectIDs(existing: []).makeCopy(["PBXFileSystemSynchronizedBuildFileExceptionSet", "App", "App"])
        let tests = try ObjectIDs(existing: []).makeCopy(["PBXFileSystemSynchronizedBuildFileExceptionSet", "App", "AppTests"])
        let (first, second) = app < tests ? (app, tests) : (tests, app)
        let names = [app: "App", tests: "AppTests"]
        XCTAssertTrue(edited.contains("""
        \t\tAAAAAAAAAAAAAAAAAAAAAA01 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(app) /* Exceptions for "App" folder in "App" target */, \
        \(tests) /* Exceptions for "App" folder in "AppTests" target */, ); path = App; sourceTree = "<group>"; };
        """), edited)
        XCTAssertTrue(edited.contains("""
        \tobjects = {

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\t\(first) /* Exceptions for "App" folder in "\(names[first] ?? "")" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tFakes/FakeClock.swift,
        \t\t\t);
        \t\t\ttarget = AAAAAAAAAAAAAAAAAAAAAA0\(names[first] == "App" ? "3 /* App */" : "4 /* AppTests */");
        \t\t};
        \t\t\(second) /* Exceptions for "App" folder in "\(names[second] ?? "")" target */ = {
        """), edited)
        XCTAssertTrue(edited.contains("/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */\n\n/* Begin PBXFileSystemSynchronizedRootGroup section */"))
        let reread = try XcodeProject(bytes: result.text, path: "/r/App.xcodeproj", displayPath: "App.xcodeproj", absoluteFolder: "/r")
        XCTAssertEqual(reread.targets(compiling: "App/Fakes/FakeClock.swift").map(\.name), ["AppTests"])
        XCTAssertEqual(reread.targets(compiling: "App/Login/LoginView.swift").map(\.name), ["App"])
        XCTAssertNil(try reread.editing(adding: [NewFile(path: "App/Fakes/FakeClock.swift", targets: ["AppTests"])]))
        XCTAssertEqual(ProjectFixtures.errorText { _ = try reread.editing(adding: [NewFile(path: "App/Fakes/FakeClock.swift", targets: ["App"])]) },
                       "App.xcodeproj:1:1: error: App/Fakes/FakeClock.swift is left out of App by an exception of the synchronized folder App; "
                        + "tick App in the file's Target Membership in Xcode, or put the file elsewhere")
    }

    /// A project whose synchronized folder `App` (of target App) has no exceptions, written
    /// on one line as Xcode 16.3 writes it; AppTests has no folder of its own.
    static let synchronizedProject = """
    // !$*UTF8*$!
    {
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\tAAAAAAAAAAAAAAAAAAAAAA01 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    \t\tAAAAAAAAAAAAAAAAAAAAAA02 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA01 /* App */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tAAAAAAAAAAAAAAAAAAAAAA03 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA01 /* App */,
    \t\t\t);
    \t\t\tname = App;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tAAAAAAAAAAAAAAAAAAAAAA04 /* AppTests */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tname = AppTests;
    \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tAAAAAAAAAAAAAAAAAAAAAA05 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = AAAAAAAAAAAAAAAAAAAAAA02;
    \t\t\ttargets = (
    \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA03 /* App */,
    \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA04 /* AppTests */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */
    \t};
    \trootObject = AAAAAAAAAAAAAAAAAAAAAA05 /* Project object */;
    }

    """

    func testExceptionsAreAddedToASynchronizedFolderWrittenOverLines() throws {
        let oneLine = "\t\tAAAAAAAAAAAAAAAAAAAAAA01 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };\n"
        let lines = "\t\tAAAAAAAAAAAAAAAAAAAAAA01 /* App */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = App;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        XCTAssertTrue(Self.synchronizedProject.contains(oneLine))
        let text = Self.synchronizedProject.replacingOccurrences(of: oneLine, with: lines)
        let project = try XcodeProject(bytes: Array(text.utf8), path: "/r/App.xcodeproj", displayPath: "App.xcodeproj", absoluteFolder: "/r")
        let result = try XCTUnwrap(try project.editing(adding: [NewFile(path: "App/Fakes/FakeClock.swift", targets: ["AppTests"])]))
        let edited = String(decoding: result.text, as: UTF8.self)
        let app = try ObjectIDs(existing: []).makeCopy(["PBXFileSystemSynchronizedBuildFileExceptionSet", "App", "App"])
        let tests = try ObjectIDs(existing: []).makeCopy(["PBXFileSystemSynchronizedBuildFileExceptionSet", "App", "AppTests"])
        XCTAssertTrue(edited.contains("""
        \t\tAAAAAAAAAAAAAAAAAAAAAA01 /* App */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t\t\(app) /* Exceptions for "App" folder in "App" target */,
        \t\t\t\t\(tests) /* Exceptions for "App" folder in "AppTests" target */,
        \t\t\t);
        \t\t\tpath = App;
        """), edited)
        let reread = try XcodeProject(bytes: result.text, path: "/r/App.xcodeproj", displayPath: "App.xcodeproj", absoluteFolder: "/r")
        XCTAssertEqual(reread.targets(compiling: "App/Fakes/FakeClock.swift").map(\.name), ["AppTests"])
    }

    func testNewIDsAvoidTheProjectsIDs() {
        var first = ObjectIDs(existing: [])
        let id = first.make(["PBXFileReference", "A.swift"])
        var second = ObjectIDs(existing: [id])
        let other = second.make(["PBXFileReference", "A.swift"])
        XCTAssertNotEqual(id, other)
        XCTAssertEqual(other.count, 24)
        var third = ObjectIDs(existing: [])
        XCTAssertEqual(third.make(["PBXFileReference", "A.swift"]), id, "the same object gets the same ID")
    }
}

private extension ObjectIDs {
    /// The ID a fresh generator gives `parts`.
    func makeCopy(_ parts: [String]) throws -> String {
        var copy = self
        return copy.make(parts)
    }
}
