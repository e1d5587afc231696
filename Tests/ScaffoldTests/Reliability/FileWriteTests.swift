import Foundation
import XCTest
@testable import ScaffoldSupport
import ScaffoldSyntax
@testable import ScaffoldCLI

/// The one safe writer every command goes through: what it refuses, what it keeps, and
/// that it writes all files of a command or none (issue 9, items 1, 2, 4, 6, 7, 18).
final class FileWriteTests: XCTestCase {
    let folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func path(_ relative: String) -> String { folder.url.appendingPathComponent(relative).path }

    func status(_ relative: String) throws -> FileStatus {
        try XCTUnwrap(try FileStatus.entry(at: path(relative)))
    }

    // MARK: - Item 1: reports never replace what is at the path

    func testAReportToAFIFOIsWrittenIntoItNotRenamedOver() throws {
        XCTAssertEqual(mkfifo(path("pipe"), 0o644), 0)
        try folder.write("AViewModel.swift", "final class AViewModel: ObservableObject {}\n")
        // A reader, so that opening the FIFO for writing does not fail.
        let reader = FileHandle(fileDescriptor: open(path("pipe"), O_RDONLY | O_NONBLOCK), closeOnDealloc: true)
        let result = runCLI(["lint", "--reporter", "summary", "--output", "pipe", "AViewModel.swift"], in: folder.url.path)
        XCTAssertEqual(result.code, 1, result.err)
        let written = String(decoding: reader.availableData, as: UTF8.self)
        XCTAssertTrue(written.hasPrefix("rule"), written)
        XCTAssertEqual(try status("pipe").kind, .fifo, "the FIFO is still a FIFO")
    }

    func testAReportToACharacterDeviceIsWrittenIntoIt() throws {
        guard geteuid() == 0 else { throw XCTSkip("making a device node needs root") }
        // The same device as /dev/null (1, 3), inside the test folder.
        XCTAssertEqual(mknod(path("null"), S_IFCHR | 0o666, dev_t((1 << 8) | 3)), 0)
        try folder.write("AViewModel.swift", "final class AViewModel: ObservableObject {}\n")
        let result = runCLI(["lint", "--reporter", "summary", "--output", "null", "AViewModel.swift"], in: folder.url.path)
        XCTAssertEqual(result.code, 1, result.err)
        XCTAssertEqual(try status("null").kind, .characterDevice, "the device is still a device")
    }

    func testAReportToDevStdoutWritesThroughTheStreamAndKeepsTheLink() throws {
        try folder.write("AViewModel.swift", "@MainActor final class AViewModel: ObservableObject {}\n")
        let before = try FileStatus.entry(at: "/dev/stdout")
        let result = ProcessRunner.run(["lint", "--reporter", "json", "--output", "/dev/stdout", "AViewModel.swift"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("\"findings\""), result.out)
        XCTAssertEqual(try FileStatus.entry(at: "/dev/stdout")?.kind, before?.kind)
    }

    func testAReportNeverReplacesASourceFileWithoutForce() throws {
        let source = "@MainActor final class AViewModel: ObservableObject {}\n"
        try folder.write("AViewModel.swift", source)
        let refused = runCLI(["lint", "--reporter", "json", "--output", "AViewModel.swift"], in: folder.url.path)
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.contains("AViewModel.swift: it exists and is not a json report scaffold wrote"), refused.err)
        XCTAssertEqual(folder.read("AViewModel.swift"), source)
        // A previous report of the same format is replaced; another format is not.
        XCTAssertEqual(runCLI(["lint", "--reporter", "json", "--output", "report.json"], in: folder.url.path).code, 0)
        XCTAssertEqual(runCLI(["lint", "--reporter", "json", "--output", "report.json"], in: folder.url.path).code, 0)
        XCTAssertEqual(runCLI(["lint", "--reporter", "sarif", "--output", "report.json"], in: folder.url.path).code, 2)
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "AViewModel.swift"], in: folder.url.path).code, 2)
        XCTAssertEqual(folder.read("AViewModel.swift"), source)
        // --force says so explicitly.
        XCTAssertEqual(runCLI(["lint", "--reporter", "json", "--output", "AViewModel.swift", "--force"], in: folder.url.path).code, 0)
        XCTAssertNotEqual(folder.read("AViewModel.swift"), source)
    }

    // MARK: - Item 2: modes, groups, links

    func testAFixKeepsModeGroupSymlinksAndHardLinks() throws {
        let violating = "final class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"
        try folder.write("Real/AViewModel.swift", violating)
        try folder.write("Linked/BViewModel.swift", violating.replacingOccurrences(of: "AViewModel", with: "BViewModel"))
        XCTAssertEqual(chmod(path("Real/AViewModel.swift"), 0o750), 0)
        if geteuid() == 0 { XCTAssertEqual(chown(path("Real/AViewModel.swift"), 0, 65534), 0) }
        // A symbolic link, and a second hard link, to files in the repository.
        XCTAssertEqual(symlink(path("Real/AViewModel.swift"), path("Linked/AViewModel.swift")), 0)
        XCTAssertEqual(link(path("Linked/BViewModel.swift"), path("Real/BViewModel.swift")), 0)
        let before = try status("Real/AViewModel.swift")

        let result = runCLI(["lint", "--fix", "Linked"], in: folder.url.path)
        XCTAssertTrue(result.err.contains("Fixed 2 files"), result.err)
        let after = try status("Real/AViewModel.swift")
        XCTAssertEqual(after.permissions, 0o750)
        XCTAssertEqual(after.group, before.group)
        XCTAssertEqual(after.owner, before.owner)
        XCTAssertEqual(try status("Linked/AViewModel.swift").kind, .symbolicLink, "the link is still a link")
        XCTAssertTrue(folder.read("Real/AViewModel.swift")?.contains("@MainActor") == true, "the fix went through the link")
        XCTAssertEqual(try status("Real/BViewModel.swift").inode, try status("Linked/BViewModel.swift").inode, "hard links stay one file")
        XCTAssertEqual(try status("Real/BViewModel.swift").linkCount, 2)
        XCTAssertTrue(folder.read("Real/BViewModel.swift")?.contains("@MainActor") == true)
    }

    func testAFixRefusesAFileTheUserCannotWriteAndWritesNothing() throws {
        guard ProcessRunner.canDropPrivileges else { throw XCTSkip("needs root and setpriv to run as another user") }
        let violating = "final class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"
        try folder.write("Locked/AViewModel.swift", violating)
        try folder.write("Open/BViewModel.swift", violating.replacingOccurrences(of: "AViewModel", with: "BViewModel"))
        // The folders are writable by everyone; one file is root's and read-only.
        for relative in ["", "Locked", "Open"] { chmod(path(relative), 0o777) }
        chmod(path("Locked/AViewModel.swift"), 0o444)
        chown(path("Open/BViewModel.swift"), 65534, 65534)
        let result = ProcessRunner.run(["lint", "--fix"], in: folder.url.path, asNobody: true)
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("Locked/AViewModel.swift: you cannot write it (mode 0444, owner root)"), result.err)
        XCTAssertEqual(folder.read("Locked/AViewModel.swift"), violating)
        XCTAssertEqual(try status("Locked/AViewModel.swift").owner, 0)
        XCTAssertFalse(folder.read("Open/BViewModel.swift")?.contains("@MainActor") == true, "all files or none")
    }

    func testAFileOwnedBySomeoneElseButWritableIsRewrittenInPlace() throws {
        guard ProcessRunner.canDropPrivileges else { throw XCTSkip("needs root and setpriv to run as another user") }
        let violating = "final class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"
        try folder.write("AViewModel.swift", violating)
        chmod(folder.url.path, 0o777)
        chown(path("AViewModel.swift"), 0, 65534)
        chmod(path("AViewModel.swift"), 0o664)
        let inode = try status("AViewModel.swift").inode
        let result = ProcessRunner.run(["lint", "--fix"], in: folder.url.path, asNobody: true)
        XCTAssertTrue(result.err.contains("Fixed 1 file"), result.err)
        let after = try status("AViewModel.swift")
        XCTAssertEqual(after.owner, 0, "still root's")
        XCTAssertEqual(after.inode, inode, "rewritten where it is")
        XCTAssertTrue(folder.read("AViewModel.swift")?.contains("@MainActor") == true)
    }

    // MARK: - Item 4: all files of a command, or none

    func testScreenForceChecksEveryTargetBeforeTheFirstRename() throws {
        let spec = RepositoryPaths.url("Fixtures/specs/Login.screen.yml").path
        let arguments = ["screen", "--spec", spec, "--sources", "src", "--tests", "tests"]
        XCTAssertEqual(runCLI(arguments, in: folder.url.path).code, 0)
        let before = filesBelow(folder.url).map { ($0, folder.read($0)) }
        try folder.write("src/Login/LoginView.swift", "// edited\n")
        // A folder where the router file should be.
        try FileManager.default.removeItem(atPath: path("src/Login/LoginRouter.swift"))
        try FileManager.default.createDirectory(atPath: path("src/Login/LoginRouter.swift"), withIntermediateDirectories: true)
        let result = runCLI(arguments + ["--force"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("src/Login/LoginRouter.swift: it is a folder"), result.err)
        XCTAssertEqual(folder.read("src/Login/LoginView.swift"), "// edited\n", "no file was replaced")
        XCTAssertEqual(folder.read("src/Login/LoginViewModel.swift"), before.first { $0.0 == "src/Login/LoginViewModel.swift" }?.1)
    }

    /// Forty new files cost one flush of the file system on Linux (`syncfs`), not forty
    /// `fsync`s one after another; a plan of a few files flushes each, their writing
    /// started together first (`sync_file_range`). Counted, not timed.
    func testABatchOfFilesIsFlushedOncePerFileSystem() throws {
        var flushes: [String] = []
        let lock = NSLock()
        FilePlan.hooks.flushed = { name in lock.lock(); flushes.append(name); lock.unlock() }
        defer { FilePlan.hooks.flushed = nil }
        var plan = FilePlan()
        for index in 0..<40 { plan.add(path: path("Fakes/Fake\(index).swift"), contents: "// \(index)\n") }
        try plan.write()
        XCTAssertEqual((0..<40).map { folder.read("Fakes/Fake\($0).swift") }, (0..<40).map { "// \($0)\n" })
        #if os(Linux)
        XCTAssertEqual(flushes, ["syncfs"])
        #else
        XCTAssertEqual(flushes, Array(repeating: "fsync", count: 40))
        #endif

        flushes = []
        var small = FilePlan()
        for index in 0..<3 { small.add(path: path("Fakes/Small\(index).swift"), contents: "// \(index)\n") }
        try small.write()
        #if os(Linux)
        // Their writing is started together, then each is flushed.
        XCTAssertEqual(flushes, ["writeout", "writeout", "writeout", "fsync", "fsync", "fsync"])
        #else
        XCTAssertEqual(flushes, ["fsync", "fsync", "fsync"])
        #endif
        XCTAssertEqual((0..<3).map { folder.read("Fakes/Small\($0).swift") }, (0..<3).map { "// \($0)\n" })

        flushes = []
        var single = FilePlan()
        single.add(path: path("Fakes/Single.swift"), contents: "// one\n")
        try single.write()
        XCTAssertEqual(flushes, ["fsync"], "one file has nothing to start writing beside it")
    }

    /// A new file goes in place with one rename that refuses to replace (one change of its
    /// folder), not a link and an unlink; and no temporary file is left to remove.
    func testANewFileIsPutInPlaceByOneRenameThatDoesNotReplace() throws {
        var ways: [String] = []
        FilePlan.hooks.created = { ways.append($0) }
        defer { FilePlan.hooks.created = nil }
        var plan = FilePlan()
        for index in 0..<3 { plan.add(path: path("Fakes/Fake\(index).swift"), contents: "// \(index)\n") }
        try plan.write()
        XCTAssertEqual((0..<3).map { folder.read("Fakes/Fake\($0).swift") }, (0..<3).map { "// \($0)\n" })
        XCTAssertEqual(filesBelow(folder.url), (0..<3).map { "Fakes/Fake\($0).swift" }, "no temporary file is left")
        #if os(Linux) || canImport(Darwin)
        XCTAssertEqual(ways, ["rename", "rename", "rename"])
        #endif
    }

    /// 300 new files in one new folder: each file's path is looked up three times (when
    /// planned, again just before the first file goes in place, and once in place, to know
    /// it again in a rollback), and their folders a few times in all, not for each file.
    /// Counted, not timed.
    func testNewFilesInOneFolderLookTheirFolderUpOnce() throws {
        try XCTSkipUnless(WorkCounter.isCounting, "look-ups are counted in debug builds only")
        let before = FileStatus.Lookups.count
        var plan = FilePlan()
        for index in 0..<300 { plan.add(path: path("Tests/Fakes/Fake\(index).swift"), contents: "// \(index)\n") }
        try plan.write()
        let lookups = FileStatus.Lookups.count - before
        XCTAssertEqual(folder.read("Tests/Fakes/Fake299.swift"), "// 299\n")
        XCTAssertLessThanOrEqual(lookups, 3 * 300 + 20, "\(lookups) look-ups for 300 new files")
    }

    /// Another program creates a planned new file after scaffold's checks, just before the
    /// file goes in place: its file is kept, and nothing of the plan is written.
    func testAFileCreatedJustBeforeItsNewFileGoesInPlaceIsKept() throws {
        try folder.write("a.txt", "old a\n")
        var plan = FilePlan()
        plan.add(path: path("a.txt"), contents: "new a\n")
        plan.add(path: path("new/b.txt"), contents: "new b\n")
        FilePlan.hooks.beforeCreating = { target in
            guard target.hasSuffix("b.txt") else { return }
            try? "another program's b\n".write(toFile: target, atomically: false, encoding: .utf8)
        }
        defer { FilePlan.hooks.beforeCreating = nil }
        XCTAssertThrowsError(try plan.write()) { error in
            XCTAssertEqual(Self.problems(error), ["b.txt: it appeared since scaffold planned the write (another program, or another scaffold, created it); nothing was written: run the command again"])
        }
        XCTAssertEqual(folder.read("new/b.txt"), "another program's b\n")
        XCTAssertEqual(folder.read("a.txt"), "old a\n", "a.txt got its old contents back")
        XCTAssertEqual(filesBelow(folder.url), ["a.txt", "new/b.txt"], "no temporary file is left")
    }

    func testAFailureAfterTheFirstRenamePutsTheOldFilesBack() throws {
        try folder.write("a.txt", "old a\n")
        try folder.write("b.txt", "old b\n")
        var plan = FilePlan()
        plan.add(path: path("a.txt"), contents: "new a\n")
        plan.add(path: path("new/c.txt"), contents: "new c\n")
        plan.add(path: path("b.txt"), contents: "new b\n")
        // b.txt changes after the plan read it: its rename is refused, after a.txt and c.txt.
        try folder.write("b.txt", "changed b\n")
        XCTAssertThrowsError(try plan.write()) { error in
            XCTAssertTrue((error as? FileWriteError)?.problems.first?.reason.contains("it changed since scaffold read it") == true, "\(error)")
        }
        XCTAssertEqual(folder.read("a.txt"), "old a\n", "a.txt got its old contents back")
        XCTAssertEqual(folder.read("b.txt"), "changed b\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new")), "the new file and its folder are gone")
        XCTAssertEqual(filesBelow(folder.url), ["a.txt", "b.txt"], "no temporary file is left")
    }

    // MARK: - Item 6: dangling links and name collisions

    /// An edit is computed from what scaffold read; if another program changed or created
    /// the file since, the plan refuses instead of writing over that change.
    static func problems(_ error: Error) -> [String] {
        ((error as? FileWriteError)?.problems ?? []).map { "\(($0.path as NSString).lastPathComponent): \($0.reason)" }
    }

    func testAnEditOfAFileThatChangedSinceItWasReadWritesNothing() throws {
        try folder.write("A.swift", "let a = 1\n")
        var plan = FilePlan()
        plan.add(path: path("A.swift"), bytes: Array("let a = 2\n".utf8), expecting: .some(Array("let a = 0\n".utf8)))
        plan.add(path: path("B.swift"), bytes: Array("let b = 1\n".utf8), expecting: .some(nil))
        XCTAssertThrowsError(try plan.write()) { error in
            XCTAssertEqual(Self.problems(error), ["A.swift: it changed while scaffold was working (another program wrote it); nothing was written: run the command again"])
        }
        XCTAssertEqual(folder.read("A.swift"), "let a = 1\n")
        XCTAssertNil(folder.read("B.swift"))

        try folder.write("B.swift", "// someone else's\n")
        var second = FilePlan()
        second.add(path: path("A.swift"), bytes: Array("let a = 2\n".utf8), expecting: .some(Array("let a = 1\n".utf8)))
        second.add(path: path("B.swift"), bytes: Array("let b = 1\n".utf8), expecting: .some(nil))
        XCTAssertThrowsError(try second.write()) { error in
            XCTAssertEqual(Self.problems(error), ["B.swift: it appeared while scaffold was working (another program created it); nothing was written: run the command again"])
        }
        XCTAssertEqual(folder.read("A.swift"), "let a = 1\n")
        XCTAssertEqual(folder.read("B.swift"), "// someone else's\n")

        var third = FilePlan()
        third.add(path: path("A.swift"), bytes: Array("let a = 2\n".utf8), expecting: .some(Array("let a = 1\n".utf8)))
        XCTAssertNoThrow(try third.write())
        XCTAssertEqual(folder.read("A.swift"), "let a = 2\n")
    }

    /// A file the plan holds already, added again as an edit that expected it missing (as a
    /// screen's update and `scaffold app` both planned the preview catalog): the problem is the
    /// plan's own collision, not another program (it said "it appeared while scaffold was
    /// working (another program created it)"). `removeItem(at:)` lets a command plan it once.
    func testAFileAddedTwiceIsACollisionNotAnotherProgramsChange() throws {
        try folder.write("Catalog.swift", "let a = 1\n")
        var plan = FilePlan()
        plan.add(path: path("Catalog.swift"), bytes: Array("let a = 2\n".utf8), expecting: .some(Array("let a = 1\n".utf8)))
        plan.add(path: path("Catalog.swift"), bytes: Array("let a = 3\n".utf8), expecting: .some(nil))
        XCTAssertThrowsError(try plan.check()) { error in
            XCTAssertEqual(Self.problems(error), ["Catalog.swift: this command would write it twice: two of the files it makes have the same name; give them different names"])
        }

        var once = FilePlan()
        once.add(path: path("Catalog.swift"), bytes: Array("let a = 2\n".utf8), expecting: .some(Array("let a = 1\n".utf8)))
        let planned = try XCTUnwrap(once.removeItem(at: path("Catalog.swift")))
        XCTAssertEqual(planned.bytes, Array("let a = 2\n".utf8))
        XCTAssertEqual(planned.existingBytes, Array("let a = 1\n".utf8))
        XCTAssertNil(once.removeItem(at: path("Catalog.swift")))
        once.add(path: path("Catalog.swift"), bytes: planned.bytes + Array("let b = 2\n".utf8), expecting: .some(planned.existingBytes))
        XCTAssertNoThrow(try once.write())
        XCTAssertEqual(folder.read("Catalog.swift"), "let a = 2\nlet b = 2\n")
    }

    func testADanglingSymlinkIsAnErrorNotReplaced() throws {
        XCTAssertEqual(symlink("nowhere.swift", path("LoginView.swift")), 0)
        var plan = FilePlan()
        plan.add(path: path("LoginView.swift"), contents: "x\n")
        XCTAssertThrowsError(try plan.check())
        XCTAssertEqual(plan.problems.first?.reason, "it is a symbolic link to 'nowhere.swift', which does not exist; scaffold does not replace links: remove the link, or make it point to a file")
        let spec = RepositoryPaths.url("Fixtures/specs/Minimal.screen.yml").path
        XCTAssertEqual(symlink("gone.swift", path("MinimalRouter.swift")), 0)
        try FileManager.default.createDirectory(atPath: path("src/Minimal"), withIntermediateDirectories: true)
        XCTAssertEqual(rename(path("MinimalRouter.swift"), path("src/Minimal/MinimalRouter.swift")), 0)
        let dryRun = runCLI(["screen", "--spec", spec, "--sources", "src", "--tests", "tests", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(dryRun.code, 2, "--dry-run reports the problem too")
        XCTAssertTrue(dryRun.err.contains("src/Minimal/MinimalRouter.swift: it is a symbolic link to 'gone.swift'"), dryRun.err)
    }

    func testNamingPatternsThatCollideAreAConfigError() throws {
        try folder.write(".scaffold.yml", "naming:\n  view: \"{name}X\"\n  viewModel: \"{name}X\"\n")
        let result = runCLI(["screen", "Login", "--blank"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, ".scaffold.yml:3:15: error: naming.viewModel '{name}X' is also the view pattern; each type needs a name of its own, or two files would get the same name\n")
        XCTAssertEqual(filesBelow(folder.url), [".scaffold.yml"])
        var plan = FilePlan()
        plan.add(path: path("A.swift"), contents: "1")
        plan.add(path: path("A.swift"), contents: "2")
        XCTAssertThrowsError(try plan.check(), "one plan never writes a file twice")
    }

    // MARK: - Item 7: temporary files

    func testStaleTemporaryFilesAreRemovedByTheNextWriteAndNoneAreLeftAfterAnError() throws {
        // A temporary file of a process that no longer exists (pid 999999 is beyond pid_max).
        try folder.write(".scaffold-tmp-999999-abc", "half a file")
        try folder.write(".scaffold-tmp-\(getpid())-abc", "ours: still being written")
        var plan = FilePlan()
        plan.add(path: path("A.txt"), contents: "a\n")
        try plan.write()
        XCTAssertEqual(filesBelow(folder.url).sorted(), [".scaffold-tmp-\(getpid())-abc", "A.txt"])
        // An error after the temporary files are written leaves none of them.
        var failing = FilePlan()
        failing.add(path: path("B.txt"), contents: "b\n")
        failing.add(path: path("A.txt"), contents: "changed\n")
        try folder.write("A.txt", "changed under it\n")
        XCTAssertThrowsError(try failing.write())
        XCTAssertEqual(filesBelow(folder.url).sorted(), [".scaffold-tmp-\(getpid())-abc", "A.txt"])
    }

    // MARK: - Item 18: errors from errno, names too long

    func testWriteErrorsSayWhatIsWrong() throws {
        try folder.write("file", "x")
        let intoAFile = runCLI(["screen", "Login", "--blank", "--module", "App", "--sources", "file/Sources"], in: folder.url.path)
        XCTAssertEqual(intoAFile.code, 2)
        XCTAssertTrue(intoAFile.err.contains("is a file, not a folder, so nothing can be written below it"), intoAFile.err)
        let long = "L" + String(repeating: "o", count: 240)
        let tooLong = runCLI(["screen", long, "--blank", "--module", "App"], in: folder.url.path)
        XCTAssertEqual(tooLong.code, 2)
        XCTAssertTrue(tooLong.err.contains("the screen's name is 241 bytes long"), tooLong.err)
        XCTAssertEqual(filesBelow(folder.url), ["file"], "no folder was made")
    }

    func testAFullDiskFailsWithoutTouchingTheOldFile() throws {
        guard geteuid() == 0 else { throw XCTSkip("mounting a small tmpfs needs root") }
        let disk = path("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard ProcessRunner.execute("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk], in: folder.url.path, timeout: 10).code == 0 else {
            throw XCTSkip("this machine cannot mount a tmpfs")
        }
        defer { _ = ProcessRunner.execute("/bin/umount", [disk], in: folder.url.path, timeout: 10) }
        try folder.write("disk/A.txt", "old\n")
        var plan = FilePlan()
        plan.add(path: disk + "/A.txt", contents: String(repeating: "x", count: 200_000))
        XCTAssertThrowsError(try plan.write()) { error in
            XCTAssertTrue((error as? FileWriteError)?.problems.first?.reason.contains("the disk is full") == true, "\(error)")
        }
        XCTAssertEqual(folder.read("disk/A.txt"), "old\n")
        XCTAssertEqual(filesBelow(URL(fileURLWithPath: disk)), ["A.txt"], "no temporary file is left")
    }

    func testReadErrorsSayWhatIsWrong() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: path("Bad.screen.yml"), contents: Data([0x73, 0x63, 0x72, 0x65, 0x65, 0x6E, 0x3A, 0x20, 0x41, 0x0A, 0x20, 0xC3, 0x28])))
        let invalid = runCLI(["screen", "--spec", "Bad.screen.yml"], in: folder.url.path)
        XCTAssertEqual(invalid.err, "Bad.screen.yml:2:2: error: the spec is not UTF-8 text (byte 0xC3 at line 2, column 2); save it as UTF-8\n")
        XCTAssertEqual(mkfifo(path("Pipe.screen.yml"), 0o644), 0)
        let fifo = runCLI(["screen", "--spec", "Pipe.screen.yml"], in: folder.url.path)
        XCTAssertEqual(fifo.err, "Pipe.screen.yml:1:1: error: cannot read the spec: it is a FIFO (named pipe), not a regular file; scaffold reads regular files only\n")
        try FileManager.default.createDirectory(atPath: path("Dir.screen.yml"), withIntermediateDirectories: true)
        let directory = runCLI(["screen", "--spec", "Dir.screen.yml"], in: folder.url.path)
        XCTAssertEqual(directory.err, "Dir.screen.yml:1:1: error: cannot read the spec: it is a folder, not a file\n")
        XCTAssertEqual(Set(filesBelow(folder.url)), ["Bad.screen.yml", "Pipe.screen.yml"])
    }
}
