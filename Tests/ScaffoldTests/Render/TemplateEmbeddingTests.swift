import Foundation
import XCTest
@testable import ScaffoldTemplates
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// The binary embeds the built-in templates from `Templates/` itself (SwiftPM's
/// `embedInCode`); this checks that every template there is listed, with its text, and
/// nothing else.
final class TemplateEmbeddingTests: XCTestCase {
    func testEveryTemplateOfTheTemplatesFolderIsBuiltIn() throws {
        let folder = RepositoryPaths.url("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        XCTAssertEqual(BuiltinTemplates.files.map(\.name), names, "Templates/BuiltinTemplates.swift lists every template of Templates/, sorted by name")
        XCTAssertEqual(TemplateSet.names, names)
        for name in names {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(TemplateSet.builtIn.source(name), source, name)
        }
    }
}
