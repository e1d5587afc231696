import Foundation
import ScaffoldSupport
import ScaffoldSyntax
import XCTest
@testable import ScaffoldProject

/// The OpenStep property-list parser behind project files: values with their byte ranges,
/// escapes, comments and section markers; and the refusals, with their places.
final class PBXProjParserTests: XCTestCase {
    func parse(_ text: String) throws -> PropertyList {
        try PBXProjParser.parsePropertyList(Array(text.utf8), file: "p.pbxproj")
    }

    func testValuesKeepTheirTextAndByteRanges() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tbare = com.example.My-App_1$x/y:z;
        \t"quoted key" = "a \\"b\\" \\\\ c\\n\\td";
        \tunicode = "caf\\U00e9 \\U00E9";
        \tlist = (one, "two words", /* comment */ three, );
        \tnested = {inner = (); empty = "";}; // trailing
        }
        """
        let list = try parse(text)
        let root = list.root
        XCTAssertTrue(root.isDictionary)
        XCTAssertEqual(root.count, 5)
        XCTAssertEqual(root.string("bare"), "com.example.My-App_1$x/y:z")
        XCTAssertEqual(root.string("quoted key"), "a \"b\" \\ c\n\td")
        XCTAssertEqual(root.string("unicode"), "café é")
        XCTAssertEqual(root["list"]?.array.compactMap(\.string), ["one", "two words", "three"])
        XCTAssertEqual(root["nested"]?["inner"]?.count, 0)
        XCTAssertEqual(root["nested"]?.string("empty"), "")
        // Ranges: each value's bytes are its text, separators are where the text has them.
        let bytes = Array(text.utf8)
        func slice(_ value: PlistValue?) -> String {
            guard let value else { return "nil" }
            return String(decoding: bytes[value.start..<value.end], as: UTF8.self)
        }
        XCTAssertEqual(slice(root["bare"]), "com.example.My-App_1$x/y:z")
        XCTAssertEqual(slice(root["list"]), "(one, \"two words\", /* comment */ three, )")
        XCTAssertEqual(slice(root["list"]?.array[1]), "\"two words\"")
        XCTAssertEqual(root["list"]?.array.compactMap(\.separator).map { bytes[$0] }, Array(repeating: UInt8(ascii: ","), count: 3))
        XCTAssertEqual(root["bare"]?.separator.map { bytes[$0] }, UInt8(ascii: ";"))
        XCTAssertEqual(slice(root["nested"]), "{inner = (); empty = \"\";}")
        XCTAssertEqual(root.entry("quoted key").map { slice($0.key) }, "\"quoted key\"")
        XCTAssertEqual(root.start, text.utf8.firstIndex(of: UInt8(ascii: "{")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) })
        XCTAssertEqual(root.end, bytes.count)
    }

    func testSectionCommentsAreRecordedWithTheirPlaces() throws {
        let bytes = try ProjectFixtures.text("Classic60")
        let list = try PBXProjParser.parse(bytes, file: "project.pbxproj")
        let begins = list.sections.filter(\.isBegin).map(\.name)
        XCTAssertEqual(begins, ["PBXBuildFile", "PBXContainerItemProxy", "PBXFileReference", "PBXFrameworksBuildPhase", "PBXGroup", "PBXNativeTarget",
                                "PBXProject", "PBXResourcesBuildPhase", "PBXSourcesBuildPhase", "PBXTargetDependency", "XCBuildConfiguration", "XCConfigurationList"])
        XCTAssertEqual(list.sections.filter { !$0.isBegin }.map(\.name), begins)
        for marker in list.sections {
            XCTAssertEqual(String(decoding: bytes[marker.start..<marker.end], as: UTF8.self), "/* \(marker.isBegin ? "Begin" : "End") \(marker.name) section */")
            XCTAssertEqual(bytes[marker.start - 1], 0x0A, "a marker starts its line")
        }
    }

    func testABrokenFileIsRefusedWithItsLineColumnAndAFix() {
        let cases: [(String, String)] = [
            ("{\n\ta = b;\n\tpath = x\n\tc = d;\n}", "p.pbxproj:4:2: error: expected ';' after the value of 'path', found 'c'; end each dictionary entry with ';'"),
            ("{\n\ta b;\n}", "p.pbxproj:2:4: error: expected '=' after the key 'a', found 'b'; a dictionary entry is written `key = value;`"),
            ("{\n\tlist = (a b);\n}", "p.pbxproj:2:12: error: expected ',' or ')' after an element of the list of 'list', found 'b'; separate the elements with ','"),
            ("{\n\ta = \"open;\n}", "p.pbxproj:2:6: error: this string is never closed; add the closing '\"' (a quote inside a string is written \\\")"),
            ("{\n\ta = {b = c;\n", "p.pbxproj:3:1: error: the file ends inside the dictionary of 'a' that opens at line 2, column 6; it is cut short: restore it from version control"),
            ("{\n\ta = @x;\n}", "p.pbxproj:2:6: error: expected a value for 'a' (a string, '(' or '{'), found '@'; write the value in double quotes if it holds other characters"),
            ("{\n\t/* never closed\n}", "p.pbxproj:2:2: error: this comment is never closed; add '*/' where it ends"),
            ("{ a = b; } }", "p.pbxproj:1:12: error: expected the end of the file after the closing '}', found '}'; remove what follows it"),
            ("", "p.pbxproj:1:1: error: the file is empty; a project file is a dictionary `{ … }` starting with `// !$*UTF8*$!`"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(ProjectFixtures.errorText { _ = try parse(text) }, expected, text)
        }
    }

    func testAFixtureCutShortIsRefusedAtItsEnd() throws {
        let bytes = try ProjectFixtures.text("Classic56")
        let cut = Array(bytes[..<(bytes.count / 2)])
        let message = ProjectFixtures.errorText { _ = try PBXProjParser.parse(cut, file: "MyApp.xcodeproj/project.pbxproj") }
        let lines = cut.filter { $0 == 0x0A }.count + 1
        XCTAssertTrue(message.hasPrefix("MyApp.xcodeproj/project.pbxproj:\(lines):"), message)
        XCTAssertTrue(message.contains("it is cut short: restore it from version control"), message)
    }

    func testMergeConflictMarkersAreRefusedAtTheirLine() throws {
        let text = String(decoding: try ProjectFixtures.text("Classic60"), as: UTF8.self)
        var lines = text.components(separatedBy: "\n")
        let at = try XCTUnwrap(lines.firstIndex { $0.contains("/* ContentView.swift in Sources */ = {") })
        lines.insert("<<<<<<< HEAD", at: at)
        lines.insert("=======", at: at + 2)
        lines.insert(">>>>>>> feature", at: at + 3)
        let conflicted = lines.joined(separator: "\n")
        XCTAssertEqual(ProjectFixtures.errorText { _ = try PBXProjParser.parse(Array(conflicted.utf8), file: "MyApp.xcodeproj/project.pbxproj") },
                       "MyApp.xcodeproj/project.pbxproj:\(at + 1):1: error: merge conflict marker '<<<<<<<'; resolve the merge conflict in "
                        + "MyApp.xcodeproj/project.pbxproj first (keep the entries of both sides, remove the markers), then run scaffold again")
        for marker in ["=======", ">>>>>>> theirs", "||||||| base"] {
            let text = "{\n\ta = b;\n\(marker)\n}"
            XCTAssertTrue(ProjectFixtures.errorText { _ = try parse(text) }.hasPrefix("p.pbxproj:3:1: error: merge conflict marker '\(marker.prefix(7))'"), marker)
        }
        // Seven signs inside a value are no marker.
        XCTAssertEqual(try parse("{\n\ta = \"\n=======\n\";\n}").root.string("a"), "\n=======\n")
    }

    func testOnlyKnownObjectVersionsAreRead() throws {
        let text = String(decoding: try ProjectFixtures.text("Classic56"), as: UTF8.self)
        for version in PBXProjParser.knownObjectVersions {
            let changed = text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = \(version);")
            XCTAssertNoThrow(try PBXProjParser.parse(Array(changed.utf8), file: "p"), "\(version)")
        }
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("objectVersion") }.map { $0 + 1 } ?? 0
        let older = text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 45;")
        XCTAssertEqual(ProjectFixtures.errorText { _ = try PBXProjParser.parse(Array(older.utf8), file: "p") },
                       "p:\(line):18: error: objectVersion 45 is not a project format scaffold knows (it knows 46 to 77); "
                        + "open the project in a current Xcode and save it to upgrade its format")
        let newer = text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 90;")
        XCTAssertTrue(ProjectFixtures.errorText { _ = try PBXProjParser.parse(Array(newer.utf8), file: "p") }
            .contains("objectVersion 90 is not a project format scaffold knows (it knows 46 to 77); a newer Xcode wrote it; update scaffold"))
        XCTAssertEqual(ProjectFixtures.errorText { _ = try PBXProjParser.parse(Array("{ objects = {}; }".utf8), file: "p") },
                       "p:1:1: error: this is not an Xcode project file: its dictionary has no 'objectVersion'; read the project.pbxproj inside the .xcodeproj folder")
    }

    func testParsingWorkGrowsLinearlyWithTheProject() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "work is counted in debug builds only (swift test); the benchmark times release builds")
        func steps(_ files: Int) throws -> Int {
            let bytes = Array(SyntheticProject.text(files: files).utf8)
            return try WorkCounter.measure {
                let project = try XcodeProject(bytes: bytes, path: "Big.xcodeproj", displayPath: "Big.xcodeproj", absoluteFolder: "/tmp")
                _ = try project.editing(adding: [NewFile(path: "App/Feature0/Login/LoginView.swift", targets: ["App"])])
            }
        }
        let small = try steps(400), large = try steps(1_600)
        XCTAssertGreaterThan(small, 400)
        XCTAssertLessThan(Double(large) / Double(small), 4.6, "four times the files should take about four times the work: \(small) then \(large)")
    }
}

/// A generated classic project: one app target compiling `files` Swift files spread over
/// folders of ten, for the growth checks.
enum SyntheticProject {
    static func text(files: Int) -> String {
        func id(_ kind: Int, _ index: Int) -> String {
            let text = String(kind * 100_000_000 + index, radix: 16, uppercase: true)
            return String(repeating: "0", count: 24 - text.count) + text
        }
        var buildFiles = "", references = "", groups = "", sources = "", folders = ""
        for index in 0..<files {
            buildFiles += "\t\t\(id(1, index)) /* File\(index).swift in Sources */ = {isa = PBXBuildFile; fileRef = \(id(2, index)) /* File\(index).swift */; };\n"
            references += "\t\t\(id(2, index)) /* File\(index).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = File\(index).swift; sourceTree = \"<group>\"; };\n"
            sources += "\t\t\t\t\(id(1, index)) /* File\(index).swift in Sources */,\n"
        }
        for folder in 0..<(files + 9) / 10 {
            let children = (folder * 10..<min(files, folder * 10 + 10)).map { "\t\t\t\t\(id(2, $0)) /* File\($0).swift */,\n" }.joined()
            groups += "\t\t\(id(3, folder)) /* Feature\(folder) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(children)\t\t\t);\n\t\t\tpath = Feature\(folder);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            folders += "\t\t\t\t\(id(3, folder)) /* Feature\(folder) */,\n"
        }
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \(buildFiles)/* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \(references)/* End PBXFileReference section */

        /* Begin PBXGroup section */
        \(groups)\t\t\(id(4, 1)) /* App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \(folders)\t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t\(id(4, 2)) = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t\(id(4, 1)) /* App */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t\(id(4, 3)) /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\t\(id(4, 4)) /* Sources */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t\(id(4, 5)) /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = \(id(4, 2));
        \t\t\tprojectDirPath = "";
        \t\t\ttargets = (
        \t\t\t\t\(id(4, 3)) /* App */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\t\(id(4, 4)) /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \(sources)\t\t\t);
        \t\t};
        /* End PBXSourcesBuildPhase section */
        \t};
        \trootObject = \(id(4, 5)) /* Project object */;
        }

        """
    }
}
