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
        Golden.assertEqual(expected, golden: embeddedFile, "Templates/ changed: the embedded copy is out of date")
        XCTAssertEqual(BuiltinTemplates.files.map(\.name), names)
        for (name, source) in files {
            XCTAssertEqual(TemplateSet.builtIn.source(name), source, name)
        }
    }
}
