import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldCLI

/// `scaffold xcode-templates export`: `.xctemplate` folders whose `TemplateInfo.plist` is a
/// property list Xcode reads, and whose files, with Xcode's placeholders substituted as
/// Xcode does, are byte for byte what `scaffold screen` writes.
final class XcodeTemplatesTests: XCTestCase {
    /// The export, read back from disk.
    func export(config: String? = nil, templates: [String: String] = [:]) throws -> (folder: TemporaryFolder, files: [XcodeTemplates.File]) {
        let folder = TemporaryFolder()
        if let config { try folder.write(".scaffold.yml", config) }
        for (name, text) in templates { try folder.write("Templates/\(name)", text) }
        let result = runCLI(["xcode-templates", "export", "Out"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let out = folder.url.appendingPathComponent("Out")
        let files = try filesBelow(out).map { XcodeTemplates.File(path: $0, contents: try String(contentsOf: out.appendingPathComponent($0), encoding: .utf8)) }
        return (folder, files)
    }

    /// What `scaffold screen` writes for the starter spec of `name`, by file name.
    func screen(_ name: String, style: String, testing: String, module: String, config: String? = nil) throws -> [String: String] {
        let folder = TemporaryFolder()
        if let config { try folder.write(".scaffold.yml", config) }
        XCTAssertEqual(runCLI(["spec", name, "--write"], in: folder.url.path).code, 0)
        let result = runCLI(["screen", name, "--sources", "S", "--tests", "T", "--style", style, "--testing", testing, "--module", module], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        var files: [String: String] = [:]
        for relative in filesBelow(folder.url) where relative.hasPrefix("S/") || relative.hasPrefix("T/") {
            files[(relative as NSString).lastPathComponent] = try String(contentsOf: folder.url.appendingPathComponent(relative), encoding: .utf8)
        }
        return files
    }

    func testEveryTemplateInfoIsAPropertyListXcodeCanRead() throws {
        let (_, files) = try export()
        let plists = files.filter { $0.path.hasSuffix("/TemplateInfo.plist") }
        XCTAssertEqual(plists.map(\.path).sorted(), ["Responder.xctemplate/TemplateInfo.plist", "Router.xctemplate/TemplateInfo.plist",
                                                      "Screen Tests.xctemplate/TemplateInfo.plist", "Screen.xctemplate/TemplateInfo.plist"])
        for plist in plists {
            let template = plist.path.components(separatedBy: "/")[0]
            var format = PropertyListSerialization.PropertyListFormat.binary
            let info = try XCTUnwrap(try PropertyListSerialization.propertyList(from: Data(plist.contents.utf8), options: [], format: &format) as? [String: Any], plist.path)
            XCTAssertEqual(format, .xml, plist.path)
            XCTAssertEqual(info["Kind"] as? String, "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
            XCTAssertEqual(info["AllowedTypes"] as? [String], ["public.swift-source"])
            XCTAssertNotNil(info["Description"] as? String)
            let options = info["Options"] as? [[String: Any]] ?? []
            // Every combination of the popups' values has its folder of files, as Xcode
            // looks for them (the chosen values joined); every folder is one of them.
            var variants = [""]
            for option in options where option["Type"] as? String == "popup" {
                let values = try XCTUnwrap(option["Values"] as? [String])
                XCTAssertEqual((option["ValueTitles"] as? [String])?.count, values.count)
                XCTAssertTrue(values.contains(option["Default"] as? String ?? ""), "\(template): the default is a value")
                variants = variants.flatMap { prefix in values.map { prefix + $0 } }
            }
            let folders = Set(files.filter { $0.path.hasPrefix(template + "/") && !$0.path.hasSuffix("TemplateInfo.plist") }
                .map { $0.path.components(separatedBy: "/").dropFirst().dropLast().joined(separator: "/") })
            XCTAssertEqual(folders, Set(variants), template)
            if template != "Responder.xctemplate" {
                XCTAssertEqual(options.first?["Identifier"] as? String, "productName")
                XCTAssertEqual(options.first?["Required"] as? Bool, true)
            }
        }
    }

    /// For every choice Xcode offers, its substitution gives exactly what `scaffold screen`
    /// writes for the same name, style, tests and module.
    func testSubstitutingAsXcodeDoesGivesWhatScaffoldScreenWrites() throws {
        let (_, files) = try export()
        for style in ["combine", "observation"] {
            for testing in ["xctest", "swift-testing", "none"] {
                let written = try screen("Checkout", style: style, testing: testing == "none" ? "xctest" : testing, module: "Shop")
                let substituted = XcodeTemplates.substitute(files, template: .screen, name: "Checkout", module: "Shop", style: style, testing: testing)
                let expected = written.filter { $0.key != "Responder.swift" && (testing != "none" || !$0.key.hasSuffix("Tests.swift")) }
                XCTAssertEqual(Set(substituted.map(\.name)), Set(expected.keys), "\(style) \(testing)")
                for file in substituted { XCTAssertEqual(file.contents, expected[file.name], "\(style) \(testing): \(file.name)") }
                if testing != "none" {
                    let tests = XcodeTemplates.substitute(files, template: .screenTests, name: "Checkout", module: "Shop", style: style, testing: testing)
                    XCTAssertEqual(tests.map(\.name).sorted(), ["CheckoutRouterTests.swift", "CheckoutViewModelTests.swift"])
                    for file in tests { XCTAssertEqual(file.contents, written[file.name], file.name) }
                }
            }
            let router = XcodeTemplates.substitute(files, template: .router, name: "Checkout", module: "Shop", style: style, testing: nil)
            XCTAssertEqual(router.map(\.name), ["CheckoutRouter.swift"])
            XCTAssertEqual(router.first?.contents, try screen("Checkout", style: style, testing: "xctest", module: "Shop")["CheckoutRouter.swift"])
        }
        let responder = XcodeTemplates.substitute(files, template: .responder, name: "Responder", module: "Shop", style: "", testing: nil)
        XCTAssertEqual(responder.map(\.name), ["Responder.swift"])
        XCTAssertEqual(responder.first?.contents, try screen("Checkout", style: "combine", testing: "xctest", module: "Shop")["Responder.swift"])
    }

    /// The Starter fixture, which `swift test` compiles and whose tests it runs, is what the
    /// Screen template makes for the name Starter: the template's output compiles.
    func testTheScreenTemplateMakesTheCompiledStarterFixture() throws {
        let (_, files) = try export()
        let golden = RepositoryPaths.url("Fixtures/golden/Starter")
        let substituted = XcodeTemplates.substitute(files, template: .screen, name: "Starter", module: "Starter", style: "combine", testing: "xctest")
        XCTAssertEqual(substituted.count, 5)
        for file in substituted {
            let folder = file.name.hasSuffix("Tests.swift") ? "Tests/Starter" : "Sources/Starter"
            XCTAssertEqual(file.contents, try String(contentsOf: golden.appendingPathComponent("\(folder)/\(file.name)"), encoding: .utf8), file.name)
        }
    }

    /// The repository's settings and template overrides shape the templates: a team's
    /// header comment, iOS 16 (no observation), the config's module as the default.
    func testTheRepositorysConfigAndOverridesShapeTheTemplates() throws {
        let override = try XCTUnwrap(TemplateSet.builtIn.source("View.swift.mustache"))
        let config = "module: Shop\nplatform: iOS 16\ntemplates: Templates\n"
        let (_, files) = try export(config: config, templates: ["View.swift.mustache": "// Team header\n" + override])
        let info = try XCTUnwrap(files.first { $0.path == "Screen.xctemplate/TemplateInfo.plist" })
        XCTAssertFalse(info.contents.contains("<string>observation</string>"), "iOS 16 cannot run @Observable")
        XCTAssertTrue(info.contents.contains("<string>Shop</string>"), "the module's default")
        XCTAssertFalse(files.contains { $0.path.contains("/observation") })
        let view = XcodeTemplates.substitute(files, template: .screen, name: "Cart", module: "Shop", style: "combine", testing: "xctest").first { $0.name == "CartView.swift" }
        XCTAssertEqual(view?.contents, try screen("Cart", style: "combine", testing: "xctest", module: "Shop", config: config.replacingOccurrences(of: "templates: Templates\n", with: "")).first { $0.key == "CartView.swift" }.map { "// Team header\n" + $0.value })
    }

    func testExportingRefusesToOverwriteWithoutForce() throws {
        let (folder, _) = try export()
        XCTAssertEqual(runCLI(["xcode-templates", "export", "Out"], in: folder.url.path).code, 0, "an unchanged export is fine")
        let file = "Out/Screen.xctemplate/TemplateInfo.plist"
        try folder.write(file, "mine\n")
        let refused = runCLI(["xcode-templates", "export", "Out"], in: folder.url.path)
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.contains("--force"), refused.err)
        XCTAssertEqual(folder.read(file), "mine\n")
        XCTAssertEqual(runCLI(["xcode-templates", "export", "Out", "--force"], in: folder.url.path).code, 0)
        XCTAssertTrue(try XCTUnwrap(folder.read(file)).hasPrefix("<?xml"))
        // Without a folder: the user's Xcode templates folder.
        let home = TemporaryFolder()
        XCTAssertEqual(runCLI(["xcode-templates", "export"], in: folder.url.path, environment: ["HOME": home.url.path]).code, 0)
        XCTAssertNotNil(home.read("Library/Developer/Xcode/Templates/File Templates/scaffold/Screen.xctemplate/TemplateInfo.plist"))
        XCTAssertEqual(runCLI(["xcode-templates", "list"], in: folder.url.path).code, 2)
    }
}
