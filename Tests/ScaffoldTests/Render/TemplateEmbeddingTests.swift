import Foundation
import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// The binary embeds the built-in templates; `Templates/` is where people read and edit
/// them. This keeps the two identical.
final class TemplateEmbeddingTests: XCTestCase {
    func testEmbeddedTemplatesEqualTheTemplatesFolder() throws {
        let folder = RepositoryPaths.url("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        let files = try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let expected = BuiltinTemplatesSource.swiftSource(for: files)
        let embeddedFile = RepositoryPaths.url("Sources/ScaffoldGenerate/BuiltinTemplates.swift")
        if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_TEMPLATES"] == "1" {
            try expected.write(to: embeddedFile, atomically: true, encoding: .utf8)
            return
        }
        let embedded = try String(contentsOf: embeddedFile, encoding: .utf8)
        XCTAssertEqual(embedded, expected, "Templates/ changed: run SCAFFOLD_RECORD_TEMPLATES=1 swift test --filter TemplateEmbeddingTests")
        XCTAssertEqual(BuiltinTemplates.files.map(\.name), names)
        for (name, source) in files {
            XCTAssertEqual(TemplateSet.builtIn.source(name), source, name)
        }
    }
}
