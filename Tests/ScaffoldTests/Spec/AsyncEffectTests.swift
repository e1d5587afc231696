import Foundation
import XCTest
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate

/// The `await` effect: its grammar, the checks of the spec alone, and the checks against the
/// protocol the repository declares (`scaffold screen`).
final class AsyncEffectTests: XCTestCase {
    let base = """
    screen: Shop
    dependencies:
      catalog: CatalogService
    outputs:
      products: "[Int] = []"
      isLoading: Bool = false
      title: String = ""
      errorMessage: String?
    samples:
      CatalogService: CatalogService()

    """

    func decode(_ actions: String) throws -> ScreenSpec {
        try SpecDecoder.decode(try YAMLReader.read(base + "actions:\n" + actions, file: "Shop.screen.yml"), file: "Shop.screen.yml")
    }

    func problems(_ actions: String) -> [String] {
        do {
            _ = try decode(actions)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    func testTheGrammarReadsEveryPartAndWritesItBack() throws {
        let spec = try decode("""
          - "load -> await catalog.products(page: 1, filter: [1, 2]) into products, loading isLoading, catch failed"
          - failed(String) -> set errorMessage
          - "search(String) -> await catalog.search($0)  into products catch errorMessage"
          - refresh -> await catalog.refresh()

        """)
        guard case .call(let load)? = spec.actions[0].effect, case .call(let search)? = spec.actions[2].effect, case .call(let refresh)? = spec.actions[3].effect else {
            return XCTFail("expected three calls")
        }
        XCTAssertEqual(load, ScreenSpec.AsyncCall(dependency: "catalog", method: "products", arguments: "page: 1, filter: [1, 2]", into: "products", loading: "isLoading", failure: "failed"))
        XCTAssertEqual(load.locations["into"]?.column, 67)
        XCTAssertEqual(search, ScreenSpec.AsyncCall(dependency: "catalog", method: "search", arguments: "$0", into: "products", failure: "errorMessage"))
        XCTAssertEqual(refresh, ScreenSpec.AsyncCall(dependency: "catalog", method: "refresh", arguments: ""))
        XCTAssertEqual(SpecWriter.entryText(spec.actions[0]), "load -> await catalog.products(page: 1, filter: [1, 2]) into products, loading isLoading, catch failed")
        XCTAssertEqual(SpecWriter.entryText(spec.actions[3]), "refresh -> await catalog.refresh()")
    }

    func testWhatTheSpecAloneCanCheck() {
        XCTAssertEqual(problems("  - load -> await catalg.products() into products\n"), [
            "12:19: no dependency 'catalg' (did you mean 'catalog'?); add it under 'dependencies:' with its protocol, e.g. `catalg: Catalg`",
        ])
        XCTAssertEqual(problems("  - load -> await catalog.products into products\n"), [
            "12:35: expected '(' after 'catalog.products': call the method with its arguments, e.g. `await catalog.products()`",
        ])
        XCTAssertEqual(problems("  - load -> await catalog\n"), [
            "12:19: expected a dependency's method after 'await': write `await DEPENDENCY.METHOD(ARGUMENTS) into OUTPUT, loading FLAG, catch ACTION`; each part after the call is optional",
        ])
        XCTAssertEqual(problems("  - load -> await catalog.products() onto products\n"), [
            "12:38: unexpected text after the call: write `await DEPENDENCY.METHOD(ARGUMENTS) into OUTPUT, loading FLAG, catch ACTION`; each part after the call is optional",
        ])
        XCTAssertEqual(problems("  - load -> await catalog.products() into items, loading title\n"), [
            "12:43: no output 'items'; add it under 'outputs:'",
            "12:58: 'loading title' needs a Bool output, but 'title' is String",
        ])
        XCTAssertEqual(problems("  - load -> await catalog.products() catch isLoading\n"), [
            "12:44: 'catch isLoading' sets the output 'isLoading' to the error, so it must be a String? (the error's description) or an Error?, not Bool",
        ])
        XCTAssertEqual(problems("  - load -> await catalog.products() catch done\n  - done(Int)\n"), [
            "12:44: 'catch done' sends the error to 'done', which must take one value, an Error or a String (the error's description): declare `done(String)`",
        ])
        XCTAssertEqual(problems("  - find(String) -> await catalog.find($0, $1)\n"), [
            "12:21: '$1' names the action's value number 2, but 'find' has 1; declare it, e.g. `find(String)`",
        ])
        XCTAssertEqual(problems("  - load -> await catalog.products() catch missing\n"), [
            "12:44: no action or output 'missing'; 'catch' names an action that takes the error, or an output that holds it",
        ])
    }

    // MARK: - Against the protocol (scaffold screen)

    func makeRepository(_ protocols: String, actions: String, extraConfig: String = "fakes:\n  previews: Sources/PreviewSupport\n") throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: App\n" + extraConfig)
        try folder.write("Sources/Models/Catalog.swift", "import Foundation\n\n" + protocols)
        try folder.write("Specs/Shop.screen.yml", """
        screen: Shop
        dependencies:
          catalog: CatalogService
        outputs:
          products: "[Int] = []"
          count: Int = 0
          errorMessage: String?
        actions:
        \(actions)
        """)
        return folder
    }

    func testTheCallIsCheckedAgainstTheProtocol() throws {
        let sendable = "protocol CatalogService: Sendable {\n    func products() async throws -> [Int]\n    func count() async -> Int\n    func reload() throws\n}\n"
        func errors(_ actions: String, protocols: String? = nil) throws -> String {
            let folder = try makeRepository(protocols ?? sendable, actions: actions)
            let result = runCLI(["screen", "Shop"], in: folder.url.path)
            XCTAssertEqual(result.code, 2, result.out)
            XCTAssertNil(folder.read("Sources/Shop/ShopViewModel.swift"), "nothing is written")
            return result.err
        }
        XCTAssertEqual(try errors("  - load -> await catalog.prodcts() into products, catch errorMessage\n"),
                       "Specs/Shop.screen.yml:9:19: error: CatalogService has no method 'prodcts' (did you mean 'products'?) (Sources/Models/Catalog.swift:3)\n")
        XCTAssertEqual(try errors("  - load -> await catalog.products() into count, catch errorMessage\n"),
                       "Specs/Shop.screen.yml:9:43: error: 'products' returns [Int] but the output 'count' is Int; make them the same type\n")
        XCTAssertEqual(try errors("  - load -> await catalog.products() into products\n"),
                       "Specs/Shop.screen.yml:9:19: error: 'catalog.products' can throw: say where the error goes with `catch ACTION` (an action that takes a String or an Error) or `catch OUTPUT`\n")
        XCTAssertEqual(try errors("  - load -> await catalog.count() into count, catch errorMessage\n"),
                       "Specs/Shop.screen.yml:9:53: error: 'catalog.count' does not throw, so `catch errorMessage` would never run; remove it\n")
        XCTAssertEqual(try errors("  - load -> await catalog.reload(), catch errorMessage\n"),
                       "Specs/Shop.screen.yml:9:19: error: 'catalog.reload' is not async; `await` calls an async method (call a synchronous one from a custom action)\n")
        XCTAssertEqual(try errors("  - load -> await catalog.count() into count\n", protocols: "protocol CatalogService {\n    func count() async -> Int\n}\n"),
                       "Specs/Shop.screen.yml:9:19: error: CatalogService is not Sendable, so Swift 6 refuses to call it from the view model's task (\"sending 'catalog' risks causing data races\"): declare `protocol CatalogService: Sendable` (Sources/Models/Catalog.swift:3), or make it @MainActor\n")
    }

    func testAFakedDependencyNeedsTheFakeWhereThePreviewIs() throws {
        let protocols = "protocol CatalogService: Sendable {\n    func count() async -> Int\n}\n"
        let folder = try makeRepository(protocols, actions: "  - load -> await catalog.count() into count\n", extraConfig: "")
        let result = runCLI(["screen", "Shop"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("Specs/Shop.screen.yml:3:3: error: the preview builds the view model in the app target, where the fake FakeCatalogService for the tests is not: set `fakes:` `previews: <a folder of the app target>`"), result.err)
        // With a sample, the preview uses it, and the tests still fake the call.
        try folder.write("Specs/Shop.screen.yml", try XCTUnwrap(folder.read("Specs/Shop.screen.yml")) + "samples:\n  CatalogService: LiveCatalog()\n")
        let written = runCLI(["screen", "Shop"], in: folder.url.path)
        XCTAssertEqual(written.code, 0, written.err)
        XCTAssertTrue(written.out.contains("created Tests/Fakes/FakeCatalogService.swift"), written.out)
        XCTAssertTrue(folder.read("Sources/Shop/ShopView.swift")?.contains("ShopViewModel(catalog: LiveCatalog())") == true)
        let tests = try XCTUnwrap(folder.read("Tests/Shop/ShopViewModelTests.swift"))
        XCTAssertTrue(tests.contains("let catalog = FakeCatalogService()\n        catalog.countReturnValue = 42\n        let sut = ShopViewModel(catalog: catalog)"), tests)
        XCTAssertTrue(folder.read("Tests/Fakes/FakeCatalogService.swift")?.contains("@testable import App") == true)
    }

    /// A sample that names the tests' fake itself goes into the preview as it is, in the app
    /// target, which does not compile the fake: refused as the missing sample is. A type of
    /// that name in the app's own code is another matter: accepted.
    func testASampleThatNamesTheTestsFakeIsRefusedForThePreview() throws {
        let protocols = "protocol CatalogService: Sendable {\n    func count() async -> Int\n}\n"
        let folder = try makeRepository(protocols, actions: "  - load -> await catalog.count() into count\n", extraConfig: "")
        try folder.write("Specs/Shop.screen.yml", try XCTUnwrap(folder.read("Specs/Shop.screen.yml")) + "samples:\n  CatalogService: FakeCatalogService()\n")
        let result = runCLI(["screen", "Shop"], in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.out)
        XCTAssertEqual(result.err, "Specs/Shop.screen.yml:3:3: error: the sample of CatalogService builds FakeCatalogService, the fake scaffold writes for the tests, but the preview builds the view model in the app target, which does not see it: set `fakes:` `previews: <a folder of the app target>` in .scaffold.yml (the fakes go there, inside #if DEBUG, and the tests use them too), or give CatalogService a sample the app can build\n")
        XCTAssertNil(folder.read("Sources/Shop/ShopViewModel.swift"), "nothing is written")
        // Any expression that names the fake: through the module, spaced, inside another one.
        let spec = try XCTUnwrap(folder.read("Specs/Shop.screen.yml"))
        for sample in ["App.FakeCatalogService()", "FakeCatalogService ()", "'[FakeCatalogService()][0]'", "'{ FakeCatalogService() }()'"] {
            try folder.write("Specs/Shop.screen.yml", spec.replacingOccurrences(of: "CatalogService: FakeCatalogService()", with: "CatalogService: \(sample)"))
            let named = runCLI(["screen", "Shop", "--dry-run"], in: folder.url.path)
            XCTAssertEqual(named.code, 2, "\(sample): \(named.err)")
            XCTAssertTrue(named.err.contains("builds FakeCatalogService, the fake scaffold writes for the tests"), "\(sample): \(named.err)")
        }
        // A name that only contains the fake's is another type.
        try folder.write("Specs/Shop.screen.yml", spec.replacingOccurrences(of: "CatalogService: FakeCatalogService()", with: "CatalogService: FakeCatalogServiceStandIn()"))
        XCTAssertFalse(runCLI(["screen", "Shop", "--dry-run"], in: folder.url.path).err.contains("the fake scaffold writes for the tests"))
        try folder.write("Specs/Shop.screen.yml", spec)
        try folder.write("Sources/Models/Stand-ins.swift", "final class FakeCatalogService: CatalogService {\n    func count() async -> Int { 0 }\n}\n")
        let accepted = runCLI(["screen", "Shop", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(accepted.code, 0, accepted.err)
    }

    /// A call whose result is kept nowhere (`await catalog.page()`, no `into`) still has to
    /// be answered by the tests' fake: its test stubs the result with the sample (it did not,
    /// and the fake's "called but nothing was stubbed" failed it), and a result type without
    /// a sample is asked for.
    func testACallWithoutIntoIsAnsweredWithItsResultsSample() throws {
        let protocols = "struct Page: Sendable {\n    var number: Int\n}\n\nprotocol CatalogService: Sendable {\n    func page(number: Int) async throws -> Page\n}\n"
        let folder = try makeRepository(protocols, actions: "  - \"load -> await catalog.page(number: count), catch errorMessage\"\n")
        let missing = runCLI(["screen", "Shop", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(missing.code, 2, missing.out)
        XCTAssertEqual(missing.err, "Specs/Shop.screen.yml:9:20: error: 'catalog.page' returns Page, which the test of 'load' has the fake answer with: add a sample for Page under 'samples:', or put the result into an output with `into`\n")
        try folder.write("Specs/Shop.screen.yml", try XCTUnwrap(folder.read("Specs/Shop.screen.yml")) + "samples:\n  Page: 'Page(number: 1)'\n")
        let written = runCLI(["screen", "Shop"], in: folder.url.path)
        XCTAssertEqual(written.code, 0, written.err)
        XCTAssertTrue(folder.read("Tests/Shop/ShopViewModelTests.swift")?.contains("catalog.pageReturnValue = Page(number: 1)") == true)
        if GeneratedCodeCheck.isAvailable { XCTAssertNil(GeneratedCodeCheck.runTests(folder.url, module: "App")) }
    }

    /// An argument that names nothing the view model has (a type, a misspelt output) is
    /// refused: it was written as it is, and did not compile.
    func testAnArgumentThatNamesNothingIsRefused() throws {
        let protocols = "protocol CatalogService: Sendable {\n    func find(name: String) async -> Int\n}\n"
        for (argument, expected) in [("String", "'String' in the arguments of 'catalog.find' names nothing the view model has"),
                                     ("name: cont", "'cont' in the arguments of 'catalog.find' names nothing the view model has (did you mean 'count'?)")] {
            let folder = try makeRepository(protocols, actions: "  - \"load -> await catalog.find(\(argument)) into count\"\n")
            let result = runCLI(["screen", "Shop", "--dry-run"], in: folder.url.path)
            XCTAssertEqual(result.code, 2, result.out)
            XCTAssertTrue(result.err.contains(expected), result.err)
        }
        for argument in ["name: \"x\"", "$0", "name: String(count)", "name: errorMessage ?? \"\"", "name: .init()"] {
            let folder = try makeRepository(protocols, actions: "  - \"load -> await catalog.find(\(argument)) into count\"\n")
            XCTAssertFalse(runCLI(["screen", "Shop", "--dry-run"], in: folder.url.path).err.contains("names nothing"), argument)
        }
    }

    func testAProtocolOutsideTheSourcesFolderIsFakedByScreenAndFake() throws {
        // The module keeps its protocols in a folder of its own, outside `sources:` (issue
        // 26: only protocols under `sources:` were faked, and `fake` said "no protocol in the
        // source folders"). A test file's protocol of the same name does not count.
        let folder = try makeRepository("", actions: "  - load -> await catalog.count() into count\n")
        try folder.write("Sources/Models/Catalog.swift", "import Foundation\n")
        try folder.write("Core/Catalog.swift", "protocol CatalogService: Sendable {\n    func count() async -> Int\n}\n")
        try folder.write("Tests/Support/Stubs.swift", "protocol CatalogService {\n    func other()\n}\n")
        let screen = runCLI(["screen", "Shop"], in: folder.url.path)
        XCTAssertEqual(screen.code, 0, screen.err)
        let fake = try XCTUnwrap(folder.read("Sources/PreviewSupport/FakeCatalogService.swift"), screen.out)
        XCTAssertTrue(fake.contains("countReturnValue"), fake)
        XCTAssertFalse(fake.contains("func other"), "the test folder's protocol is not the module's")
        let faked = runCLI(["fake", "CatalogService", "--check"], in: folder.url.path)
        XCTAssertEqual(faked.code, 0, faked.err + faked.out)
        // A declaration in the sources folder wins over one elsewhere in the repository.
        try folder.write("Sources/Models/Catalog.swift", "protocol CatalogService: Sendable {\n    func total() async -> Int\n}\n")
        let preferred = runCLI(["fake", "CatalogService", "--dry-run"], in: folder.url.path)
        XCTAssertEqual(preferred.code, 0, preferred.err)
        let missing = runCLI(["fake", "Nowhere"], in: folder.url.path)
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.err.contains("no protocol 'Nowhere' in the repository's Swift files (tests left out)"), missing.err)
    }

    func testASendingResultOfATypeThatMayNotBeSendableIsStubbedThroughItsHandler() throws {
        // The fake keeps no value for `-> sending Draft` (one stored value handed to every
        // caller does not compile), so the test makes one in the handler.
        let folder = try makeRepository("final class Draft: Equatable {\n    static func == (a: Draft, b: Draft) -> Bool { a === b }\n}\n\nprotocol CatalogService: Sendable {\n    func draft(page: Int) async -> sending Draft\n}\n",
                                        actions: "  - \"load -> await catalog.draft(page: 1) into latest\"\n")
        try folder.write("Specs/Shop.screen.yml", try XCTUnwrap(folder.read("Specs/Shop.screen.yml")).replacingOccurrences(of: "outputs:\n", with: "outputs:\n  latest: Draft? = nil\n")
            + "samples:\n  Draft: Draft()\n")
        let result = runCLI(["screen", "Shop"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let tests = try XCTUnwrap(folder.read("Tests/Shop/ShopViewModelTests.swift"))
        XCTAssertTrue(tests.contains("let catalog = FakeCatalogService()\n        catalog.draftHandler = { _ in Draft() }\n"), tests)
        let fake = try XCTUnwrap(folder.read("Sources/PreviewSupport/FakeCatalogService.swift"))
        XCTAssertFalse(fake.contains("draftReturnValue"), fake)
        XCTAssertTrue(fake.contains("func draft(page: Int) async -> sending Draft {"), fake)
    }

    func testWithoutAProtocolTheTestOfTheCallIsLeftToDo() throws {
        let folder = try makeRepository("struct CatalogService: Sendable {\n    func count() async -> Int { 0 }\n}\n", actions: "  - load -> await catalog.count() into count\n", extraConfig: "")
        try folder.write("Specs/Shop.screen.yml", try XCTUnwrap(folder.read("Specs/Shop.screen.yml")) + "samples:\n  CatalogService: CatalogService()\n")
        let result = runCLI(["screen", "Shop"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let tests = try XCTUnwrap(folder.read("Tests/Shop/ShopViewModelTests.swift"))
        XCTAssertTrue(tests.contains("TODO: scaffold found no protocol CatalogService with a method 'count' in the sources to fake"), tests)
        XCTAssertTrue(folder.read("Sources/Shop/ShopViewModel.swift")?.contains("count = await catalog.count()") == true)
    }
}
