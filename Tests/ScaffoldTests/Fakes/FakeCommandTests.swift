import Foundation
import XCTest

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
}
