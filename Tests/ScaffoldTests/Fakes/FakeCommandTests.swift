import Foundation
import XCTest
@testable import ScaffoldGenerate
@testable import ScaffoldModel

/// `scaffold fake`: golden fakes from the fixture protocols (which compile, and which
/// FakesAppTests uses), refusals with their places, regeneration, --check and the previews
/// folder.
final class FakeCommandTests: XCTestCase {
    static let faked = ["AuthService", "Cancellable", "Drafts", "Presenter", "Scheduler", "Store"]

    func makeRepository(config extra: String = "") throws -> TemporaryFolder {
        let repository = TemporaryFolder()
        try repository.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: FakesApp\n" + extra)
        let services = try String(contentsOf: RepositoryPaths.url("Fixtures/fakes/Sources/Services.swift"), encoding: .utf8)
        try repository.write("Sources/Services.swift", services)
        return repository
    }

    func testTheFixtureProtocolsMakeTheGoldenFakes() throws {
        let repository = try makeRepository()
        let result = runCLI(["fake"] + Self.faked, in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out.split(separator: "\n").count, Self.faked.count + 1, result.out)
        Golden.assertFolder(repository.url.appendingPathComponent("Tests/Fakes"), equals: RepositoryPaths.url("Fixtures/fakes/Tests/Fakes"))
        // Generated twice: byte-identical, and nothing to write.
        let again = runCLI(["fake"] + Self.faked, in: repository.url.path)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertTrue(again.out.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") }, again.out)
    }

    func testProtocolsThatCannotBeFakedAreRefusedWithEachPlace() throws {
        let repository = try makeRepository()
        try repository.write("Sources/Refused.swift", try String(contentsOf: RepositoryPaths.url("Fixtures/fakes/Refused.swift"), encoding: .utf8))
        let result = runCLI(["fake", "AuthService", "Bad", "Unreadable", "Missing"], in: repository.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, """
        Sources/Refused.swift:6:5: error: Bad: associatedtype 'Element' has no default type, so a fake would have to choose one: give it a default (`associatedtype Element = SomeType`) or write this fake by hand
        Sources/Refused.swift:7:12: error: Bad: 'make' is a static requirement; a fake answers for one instance: write this fake by hand
        Sources/Refused.swift:8:5: error: Bad: subscript requirements are not faked by scaffold: write this fake by hand
        Sources/Refused.swift:9:5: error: Bad: 'where1' has a generic where clause, which scaffold's fakes do not handle: write this fake by hand
        Sources/Refused.swift:12:1: error: Unreadable inherits 'Identifiable', which scaffold cannot read (it is not declared in the sources); a fake could not satisfy its requirements: write this fake by hand, or drop the inheritance
        Sources/Refused.swift:13:5: error: Unreadable: 'update' takes an inout parameter, which a fake cannot record: write this fake by hand
        Sources/Refused.swift:14:5: error: Unreadable: 'rethrowing' rethrows; a fake cannot rethrow only what its closure throws: write this fake by hand
        error: Missing: no protocol 'Missing' in the repository's Swift files (tests left out)
        Nothing was written.

        """)
        XCTAssertNil(repository.read("Tests/Fakes/FakeAuthService.swift"), "a refusal writes nothing, not even the fakes that could be written")
    }

    func testAFakeFollowsItsProtocolAndAHandWrittenFileIsKept() throws {
        let repository = try makeRepository()
        XCTAssertEqual(runCLI(["fake", "Cancellable"], in: repository.url.path).code, 0)
        // The protocol changes: the fake is stale for --check, then rewritten without --force.
        let services = try XCTUnwrap(repository.read("Sources/Services.swift"))
        try repository.write("Sources/Services.swift", services.replacingOccurrences(of: "protocol Cancellable: Sendable { func cancel() }", with: "protocol Cancellable: Sendable {\n    func cancel()\n    var isCancelled: Bool { get }\n}"))
        let check = runCLI(["fake", "Cancellable", "--check"], in: repository.url.path)
        XCTAssertEqual(check.code, 1)
        XCTAssertEqual(check.err, "Tests/Fakes/FakeCancellable.swift: out of date; run `scaffold fake Cancellable`\n")
        let update = runCLI(["fake", "Cancellable"], in: repository.url.path)
        XCTAssertEqual(update.code, 0, update.err)
        XCTAssertEqual(update.out, "updated Tests/Fakes/FakeCancellable.swift\nunchanged Tests/Fakes/FakeSupport.swift\n")
        XCTAssertTrue(repository.read("Tests/Fakes/FakeCancellable.swift")?.contains("@FakeLocked var isCancelled: Bool = false") == true)
        XCTAssertEqual(runCLI(["fake", "Cancellable", "--check"], in: repository.url.path).code, 0)
        // A file of the fake's name that scaffold did not write is not replaced without --force.
        try repository.write("Tests/Fakes/FakeCancellable.swift", "// mine\n")
        let refused = runCLI(["fake", "Cancellable"], in: repository.url.path)
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.contains("scaffold did not write it; nothing was written"), refused.err)
        XCTAssertEqual(repository.read("Tests/Fakes/FakeCancellable.swift"), "// mine\n")
        XCTAssertEqual(runCLI(["fake", "Cancellable", "--force"], in: repository.url.path).code, 0)
        XCTAssertTrue(repository.read("Tests/Fakes/FakeCancellable.swift")?.hasPrefix("// Generated by scaffold") == true)
    }

    /// The support file comes from FakeSupport.swift.mustache, which a repository's
    /// `templates:` folder overrides like the others.
    func testTheSupportFileComesFromATemplateARepositoryCanOverride() throws {
        let repository = try makeRepository(config: "templates: Templates\n")
        try repository.write("Templates/FakeSupport.swift.mustache", "{{header}}: ours{{#previews}} (previews){{/previews}}\n")
        let result = runCLI(["fake", "Cancellable"], in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(repository.read("Tests/Fakes/FakeSupport.swift"), "// Generated by scaffold: ours\n")
    }

    func testThePreviewsFolderGetsTheFakesBehindDebug() throws {
        let repository = try makeRepository(config: "fakes:\n  previews: Sources/PreviewSupport\n  naming: \"Stub{name}\"\n")
        let result = runCLI(["fake", "Cancellable"], in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "created Sources/PreviewSupport/StubCancellable.swift\ncreated Sources/PreviewSupport/FakeSupport.swift\n")
        let fake = try XCTUnwrap(repository.read("Sources/PreviewSupport/StubCancellable.swift"))
        XCTAssertTrue(fake.contains("#if DEBUG\nimport Foundation\n"), fake)
        XCTAssertTrue(fake.hasSuffix("}\n#endif\n"), fake)
        XCTAssertFalse(fake.contains("@testable"), fake)
        XCTAssertTrue(fake.contains("final class StubCancellable: Cancellable, @unchecked Sendable {"), fake)
        XCTAssertNil(repository.read("Tests/Fakes/StubCancellable.swift"))
        let badRepository = try makeRepository(config: "fakes:\n  naming: Fake\n")
        let bad = runCLI(["fake", "Cancellable"], in: badRepository.url.path)
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.hasPrefix(".scaffold.yml:5:11: error: the pattern 'Fake' must contain {name}"), bad.err)
    }

    /// `fake` of many protocols looks through each file once for all of them, not once a
    /// name (1,000 protocols in 100 files were 100,000 searches of a file), and writes for
    /// each what asking for it alone writes: inherited requirements, a name only in a
    /// comment elsewhere, and a name declared twice refused as before.
    func testManyProtocolsAreLookedUpInOnePassAndFakedAsEachAlone() throws {
        func repository(files: Int) throws -> (folder: TemporaryFolder, names: [String]) {
            let folder = TemporaryFolder()
            try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Bench\n")
            var names: [String] = []
            for file in 0..<files {
                var text = "import Foundation\n\n"
                for index in 0..<4 {
                    let name = "Service\(file)x\(index)"
                    names.append(name)
                    // The first of a file inherits the second of the file before; every one
                    // names, in a comment, a protocol of the next file.
                    let parent = file > 0 && index == 0 ? "Service\(file - 1)x1" : "Sendable"
                    text += "/// Not `protocol Service\((file + 1) % files)x2`.\nprotocol \(name): \(parent) {\n    func load(id: Int) async throws -> String\n    var isReady: Bool { get }\n}\n\n"
                }
                try folder.write("Sources/Services\(file).swift", text)
            }
            return (folder, names)
        }
        func searches(files: Int) throws -> Int {
            let (folder, names) = try repository(files: files)
            let before = Workspace.filesSearched
            let result = runCLI(["fake"] + names, in: folder.url.path)
            XCTAssertEqual(result.code, 0, result.err)
            return Workspace.filesSearched - before
        }
        let small = try searches(files: 10), large = try searches(files: 40)
        XCTAssertGreaterThan(small, 0)
        // Four times the files and the protocols: four times the files looked through, not sixteen.
        XCTAssertLessThanOrEqual(large, small * 4 + 8, "10 files, 40 protocols: \(small) files looked through; 40 files, 160 protocols: \(large)")

        let (folder, names) = try repository(files: 6)
        try folder.write("Sources/Twice.swift", "protocol Service2x3 {}\n")
        let together = runCLI(["fake"] + names.filter { $0 != "Service2x3" }, in: folder.url.path)
        XCTAssertEqual(together.code, 0, together.err)
        for name in names where name != "Service2x3" {
            let (alone, _) = try repository(files: 6)
            try alone.write("Sources/Twice.swift", "protocol Service2x3 {}\n")
            let result = runCLI(["fake", name], in: alone.url.path)
            XCTAssertEqual(result.code, 0, result.err)
            let path = "Tests/Fakes/Fake\(name).swift"
            XCTAssertEqual(folder.read(path), alone.read(path), name)
        }
        XCTAssertTrue(folder.read("Tests/Fakes/FakeService3x0.swift")?.contains("isReady") == true)
        let twice = runCLI(["fake", "Service1x0", "Service2x3"], in: folder.url.path)
        let alone = runCLI(["fake", "Service2x3"], in: folder.url.path)
        XCTAssertEqual(twice.code, 2)
        XCTAssertTrue(twice.err.contains("'Service2x3' is declared 2 times"), twice.err)
        XCTAssertEqual(twice.err, alone.err)
    }

    /// Names looked up one at a time (a screen's dependencies, as each spec of an app is
    /// read) search every file for the first four, then look in a word index of the files
    /// that name `protocol`: not in every file again for each name. Each finds what a lookup alone finds.
    func testNamesLookedUpOneAtATimeSearchTheFilesOnce() throws {
        let folder = TemporaryFolder()
        var names: [String] = []
        for file in 0..<30 {
            var text = "import Foundation\n\n"
            for index in 0..<3 {
                let name = "Store\(file)x\(index)"
                names.append(name)
                text += "/// Not `Store\((file + 1) % 30)x0`.\nprotocol \(name): Sendable {\n    func load() async throws -> [Int]\n}\n\n"
            }
            // Files without protocols, one naming a store.
            try folder.write("Sources/Views\(file).swift", "struct View\(file) { let store: Store\(file)x1 }\n")
            try folder.write("Sources/Stores\(file).swift", text)
        }
        try folder.write("Sources/Twice.swift", "protocol Store4x2 {}\n#if DEBUG\nprotocol `Store5x0` {}\n#endif\n")
        let asked = names + ["Store4x2", "Missing", "Store0x0", "Store.Nested", ""]
        let index = ProtocolIndex(folders: nil, workspace: Workspace(root: folder.url.path))
        let before = Workspace.filesSearched
        let together = asked.map { index.declarations(of: $0) }
        let searched = Workspace.filesSearched - before
        // 61 files: the first four names searched alone, the word index, and the two names
        // that are not words.
        XCTAssertLessThanOrEqual(searched, 61 * 7, "\(asked.count) names: \(searched) files looked through")
        for (name, entries) in zip(asked, together) {
            let alone = ProtocolIndex(folders: nil, workspace: Workspace(root: folder.url.path)).declarations(of: name)
            XCTAssertEqual(entries.map { "\($0.path):\($0.declaration.line)" }, alone.map { "\($0.path):\($0.declaration.line)" }, name)
        }
        XCTAssertEqual(together[names.firstIndex(of: "Store4x2")!].count, 2)
        XCTAssertEqual(together[asked.count - 4].count, 0)
    }
}
