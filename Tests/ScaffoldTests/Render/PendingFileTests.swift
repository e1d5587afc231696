import Foundation
import XCTest
@testable import ScaffoldGenerate
@testable import ScaffoldModel
@testable import ScaffoldSupport

/// `ScreenGenerator.pending`: a screen's files named at once and rendered only when their
/// text is asked for (issue 30: `scaffold app` run again on 1,000 unchanged screens spent a
/// quarter of its work rendering files it then found there), each the text `generate` gives.
final class PendingFileTests: XCTestCase {
    func testPendingFilesAreRenderedOnDemandAsGenerateRendersThem() throws {
        for fixture in GoldenFileTests.fixtures {
            let path = RepositoryPaths.url("Fixtures/specs/\(fixture.spec).screen.yml").path
            let spec = try SpecDecoder.load(path: path, displayPath: path) { type in "\(type)()" }
            let settings = ScreenSettings(module: fixture.module)
            let generated = try ScreenGenerator.generate(spec, settings: settings)
            let pending = try ScreenGenerator.pending(spec, settings: settings)
            XCTAssertEqual(pending.map(\.name), generated.map(\.name), fixture.spec)
            XCTAssertEqual(pending.map(\.folder), generated.map(\.folder), fixture.spec)
            XCTAssertFalse(pending.contains { $0.isRendered }, "nothing is rendered before it is asked for")
            // Asked for out of order, one file renders only itself.
            let last = try XCTUnwrap(pending.last)
            XCTAssertEqual(try last.contents(), generated.last?.contents, fixture.spec)
            XCTAssertEqual(pending.filter(\.isRendered).count, 1)
            for (file, expected) in zip(pending, generated) {
                XCTAssertEqual(try file.contents(), expected.contents, "\(fixture.spec): \(file.name)")
                XCTAssertEqual(try file.contents(), expected.contents, "asked again, the same text")
            }
        }
    }

    /// A template that does not parse stops the command when the files are named, as
    /// `generate` stops it, not later when one is rendered.
    func testATemplateThatDoesNotParseFailsAtOnce() throws {
        let folder = TemporaryFolder()
        try folder.write("templates/View.swift.mustache", "{{#outputs}}never closed\n")
        let templates = try TemplateSet.load(overrides: folder.url.appendingPathComponent("templates").path, displayDirectory: "templates") { _ in }
        let spec = try SpecDecoder.decode(try YAMLReader.read("screen: Login\n", file: "a.yml"), file: "a.yml")
        XCTAssertThrowsError(try ScreenGenerator.generate(spec, settings: ScreenSettings(module: "App"), templates: templates))
        XCTAssertThrowsError(try ScreenGenerator.pending(spec, settings: ScreenSettings(module: "App"), templates: templates))
    }
}
