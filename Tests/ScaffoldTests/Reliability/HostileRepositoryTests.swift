import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldCLI

/// A cloned repository's `.scaffold.yml` cannot make scaffold write or read outside the
/// repository: paths that lead out (absolute, `../`, through a symbolic link) are refused
/// at the setting's place, exit 2, nothing written; `--allow-outside-repository` on the
/// command line lets a team that keeps code outside do so (issue 25, item 5).
final class HostileRepositoryTests: XCTestCase {
    let folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    /// The repository (a folder with a `.git`), where commands run.
    var repository: String { folder.url.appendingPathComponent("repo").path }
    /// A folder beside it, which nothing may reach.
    var outside: String { folder.url.appendingPathComponent("outside").path }
    /// Their real paths, as messages show them.
    var realRepository: String { URL(fileURLWithPath: repository).resolvingSymlinksInPath().path }
    var realOutside: String { URL(fileURLWithPath: outside).resolvingSymlinksInPath().path }

    /// Makes the repository with `config` as its `.scaffold.yml`, and the empty folder beside it.
    func makeRepository(config: String) throws {
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try config.write(toFile: repository + "/.scaffold.yml", atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String]) -> CLIResult {
        runCLI(arguments, in: repository)
    }

    /// Every file below the folder beside the repository.
    var filesOutside: [String] { filesBelow(URL(fileURLWithPath: outside)) }
    /// Every file of the repository but its `.git`.
    var filesInside: [String] { filesBelow(URL(fileURLWithPath: repository)).filter { !$0.hasPrefix(".git/") && $0 != ".git" } }

    func testAnAbsoluteSourcesFolderIsRefusedAtItsLineAndTheFlagAllowsIt() throws {
        try makeRepository(config: "sources: \(outside)/src\ntests: T\nmodule: M\n")
        let refused = run(["screen", "Foo", "--blank"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertEqual(refused.err, ".scaffold.yml:1:10: error: sources '\(outside)/src' is outside the repository (\(realRepository)); scaffold writes and reads only inside the repository its config belongs to, so that a cloned repository cannot make it write or read anywhere else: name a folder inside the repository, or pass --allow-outside-repository if your code really lives there\n")
        XCTAssertEqual(filesOutside, [])
        XCTAssertEqual(filesInside, [".scaffold.yml"])
        // The team that really keeps its code there says so on the command line.
        let allowed = run(["screen", "Foo", "--blank", "--allow-outside-repository"])
        XCTAssertEqual(allowed.code, 0, allowed.err)
        XCTAssertTrue(filesOutside.contains("src/Foo/FooViewModel.swift"), "\(filesOutside)")
    }

    func testATestsFolderUpAndOutIsRefusedAndNothingIsWritten() throws {
        try makeRepository(config: "sources: S\ntests: ../outside/tst\nmodule: M\n")
        let refused = run(["screen", "Foo", "--blank"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.hasPrefix(".scaffold.yml:2:8: error: tests '../outside/tst' is outside the repository (\(realRepository)); "), refused.err)
        XCTAssertEqual(filesOutside, [])
        XCTAssertEqual(filesInside, [".scaffold.yml"], "not even the sources, which are inside, are written")
        // Folders named on the command line are the user's own choice.
        let given = run(["screen", "Foo", "--blank", "--tests", "../outside/mine"])
        XCTAssertEqual(given.code, 0, given.err)
        XCTAssertTrue(filesOutside.contains("mine/Foo/FooViewModelTests.swift"), "\(filesOutside)")
    }

    func testASourcesFolderThatIsALinkToAFolderOutsideIsRefused() throws {
        try makeRepository(config: "sources: S\ntests: T\nmodule: M\n")
        try FileManager.default.createDirectory(atPath: outside + "/linked", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(outside + "/linked", repository + "/S"), 0)
        let refused = run(["screen", "Foo", "--blank"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.hasPrefix(".scaffold.yml:1:10: error: sources 'S' leads through a symbolic link to '\(realOutside)/linked', outside the repository (\(realRepository)); "), refused.err)
        XCTAssertTrue(refused.err.contains("make it a folder inside the repository, or pass --allow-outside-repository"), refused.err)
        XCTAssertEqual(filesOutside, [])

        // The default folder (no `sources:`) is held to the same, without a line to point at.
        try "tests: T\nmodule: M\n".write(toFile: repository + "/.scaffold.yml", atomically: true, encoding: .utf8)
        XCTAssertEqual(rename(repository + "/S", repository + "/Sources"), 0)
        let byDefault = run(["screen", "Foo", "--blank"])
        XCTAssertEqual(byDefault.code, 2)
        XCTAssertTrue(byDefault.err.hasPrefix("error: the sources folder 'Sources' (the default) leads through a symbolic link to '\(realOutside)/linked'"), byDefault.err)
        XCTAssertEqual(filesOutside, [])

        // A link further down (the screen's own folder) is caught where the file would go.
        XCTAssertEqual(unlink(repository + "/Sources"), 0)
        try FileManager.default.createDirectory(atPath: repository + "/Sources", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(outside + "/linked", repository + "/Sources/Foo"), 0)
        let deeper = run(["screen", "Foo", "--blank"])
        XCTAssertEqual(deeper.code, 2)
        XCTAssertTrue(deeper.err.contains("error: Sources/Foo/FooViewModel.swift: its real path, '\(realOutside)/linked/FooViewModel.swift', is outside the repository (\(realRepository)); scaffold writes only inside the repository"), deeper.err)
        XCTAssertTrue(deeper.err.hasSuffix("Nothing was written.\n"), deeper.err)
        XCTAssertEqual(filesOutside, [])
        XCTAssertFalse(filesInside.contains { $0.hasPrefix("T/") }, "nothing is written when one file would go outside")
    }

    func testATemplateThatLinksToAFileOutsideIsNotCopiedIntoGeneratedCode() throws {
        try makeRepository(config: "sources: S\ntests: T\nmodule: M\ntemplates: t\n")
        try "SECRET-KEY-MATERIAL\n".write(toFile: outside + "/secret.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: repository + "/t", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(outside + "/secret.txt", repository + "/t/ViewModel.swift.mustache"), 0)
        let refused = run(["screen", "Foo", "--blank"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertEqual(refused.err, ".scaffold.yml:4:12: error: the template 't/ViewModel.swift.mustache' leads through a symbolic link to '\(realOutside)/secret.txt', outside the repository (\(realRepository)); scaffold reads templates only inside the repository its config belongs to, so that a cloned repository cannot copy other files into what scaffold writes: replace the link with a copy, or pass --allow-outside-repository if the file really lives there\n")
        XCTAssertEqual(filesInside, [".scaffold.yml", "t/ViewModel.swift.mustache"])
        // Every command that renders templates reads them the same way.
        XCTAssertEqual(run(["spec", "Foo"]).code, 2)
        XCTAssertEqual(run(["xcode-templates", "export", "\(folder.url.path)/xcode"]).code, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.path + "/xcode"))
        // A template inside the repository, link or not, is read.
        try "// team template\n".write(toFile: repository + "/t/real.txt", atomically: true, encoding: .utf8)
        XCTAssertEqual(unlink(repository + "/t/ViewModel.swift.mustache"), 0)
        XCTAssertEqual(symlink("real.txt", repository + "/t/ViewModel.swift.mustache"), 0)
        let inside = run(["screen", "Foo", "--blank"])
        XCTAssertEqual(inside.code, 0, inside.err)
        XCTAssertTrue(try String(contentsOfFile: repository + "/S/Foo/FooViewModel.swift", encoding: .utf8).contains("// team template"))
    }

    func testTemplatesExportIntoAFolderOutsideIsRefusedUnlessNamedOnTheCommandLine() throws {
        try makeRepository(config: "templates: ../outside/t\n")
        let refused = run(["templates", "export"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.hasPrefix(".scaffold.yml:1:12: error: templates '../outside/t' is outside the repository (\(realRepository)); "), refused.err)
        XCTAssertEqual(filesOutside, [])
        let named = run(["templates", "export", "../outside/mine"])
        XCTAssertEqual(named.code, 0, named.err)
        XCTAssertTrue(filesOutside.contains("mine/ViewModel.swift.mustache"), "\(filesOutside)")
    }

    func testSpecWriteIntoASpecFolderOutsideIsRefused() throws {
        try makeRepository(config: "specs: ../outside/specs\nsources: S\ntests: T\nmodule: M\n")
        let refused = run(["spec", "Bar", "--write"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.hasPrefix(".scaffold.yml:1:8: error: specs '../outside/specs' is outside the repository (\(realRepository)); "), refused.err)
        XCTAssertEqual(filesOutside, [])
        XCTAssertEqual(filesInside, [".scaffold.yml"])
        XCTAssertEqual(run(["spec", "Bar"]).code, 0, "printing a starter spec writes nothing and is allowed")
    }

    func testASpecThatLinksOutsideIsNotReadButASpecNamedOnTheCommandLineIs() throws {
        try makeRepository(config: "specs: Specs\nsources: S\ntests: T\nmodule: M\n")
        let minimal = RepositoryPaths.url("Fixtures/specs/Minimal.screen.yml").path
        try copyResolved(URL(fileURLWithPath: minimal), to: URL(fileURLWithPath: outside + "/Minimal.screen.yml"))
        try FileManager.default.createDirectory(atPath: repository + "/Specs", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(outside + "/Minimal.screen.yml", repository + "/Specs/Minimal.screen.yml"), 0)
        let refused = run(["screen", "Minimal"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.hasPrefix(".scaffold.yml:1:8: error: the spec 'Specs/Minimal.screen.yml' leads through a symbolic link to '\(realOutside)/Minimal.screen.yml', outside the repository"), refused.err)
        XCTAssertFalse(filesInside.contains { $0.hasPrefix("S/") })
        // A spec the user names is read wherever it is.
        let named = run(["screen", "--spec", minimal])
        XCTAssertEqual(named.code, 0, named.err)
        XCTAssertTrue(filesInside.contains("S/Minimal/MinimalViewModel.swift"), "\(filesInside)")
    }

    func testAFakesFolderOutsideIsRefused() throws {
        try makeRepository(config: "sources: S\ntests: T\nmodule: M\nfakes:\n  folder: \(outside)/fakes\n")
        try FileManager.default.createDirectory(atPath: repository + "/S", withIntermediateDirectories: true)
        try "protocol Clock {\n    func now() -> Int\n}\n".write(toFile: repository + "/S/Clock.swift", atomically: true, encoding: .utf8)
        let refused = run(["fake", "Clock"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.hasPrefix(".scaffold.yml:5:11: error: fakes.folder '\(outside)/fakes' is outside the repository"), refused.err)
        XCTAssertEqual(filesOutside, [])
    }
}
