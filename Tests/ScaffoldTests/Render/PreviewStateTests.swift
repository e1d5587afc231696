import Foundation
import XCTest
@testable import ScaffoldSupport

/// Issue 31, part 2: a screen's previews in every state its async call can leave it in, each
/// reached by stubbing the call's fake; what `add` does to them; the `PreviewProvider` form.
final class PreviewStateTests: XCTestCase {
    /// A repository with a faked catalog protocol (fakes in the app target) and `spec`.
    func repository(_ spec: String) throws -> TemporaryFolder {
        let work = TemporaryFolder()
        try work.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Shop\nfakes:\n  previews: Sources/PreviewSupport\n")
        try work.write("Sources/Models/Models.swift", """
            import Foundation

            struct Product: Equatable, Sendable, Identifiable {
                var id: Int
                var name: String
            }

            protocol CatalogService: Sendable {
                func products() async throws -> [Product]
                func count() async -> Int
            }

            protocol Analytics: Sendable {
                func track(_ event: String)
            }

            struct LiveAnalytics: Analytics {
                func track(_ event: String) {}
            }

            """)
        try work.write("Specs/Shop.screen.yml", spec)
        return work
    }

    /// The repository's sources, type-checked against the stand-ins in Debug and Release.
    func assertSourcesCompile(_ work: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) throws {
        let sources = filesBelow(work.url.appendingPathComponent("Sources")).map { work.url.appendingPathComponent("Sources/" + $0).path }
        for defines in [["DEBUG"], []] {
            let result = try StandInTypecheck.run(sources, module: "Shop", defines: defines)
            XCTAssertEqual(result.code, 0, "\(defines): \(result.err)", file: file, line: line)
            XCTAssertFalse(result.err.contains("warning:"), result.err, file: file, line: line)
        }
    }

    static let loading = """
        screen: Shop
        dependencies:
          catalog: CatalogService
        outputs:
          products: "[Product] = []"
          isLoading: Bool = false
          errorMessage: String?
          count: Int = 0
        actions:
          - "load -> await catalog.products() into products, loading isLoading, catch errorMessage"
          - countThem -> await catalog.count() into count
        samples:
          Product: 'Product(id: 1, name: "Lamp")'

        """

    func testEachStateStubsTheFakeAndTheViewSendsItsAppearAction() throws {
        let work = try repository(Self.loading)
        let result = runCLI(["screen", "Shop"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let view = try XCTUnwrap(work.read("Sources/Shop/ShopView.swift"))
        for state in ["Loaded", "Empty", "Loading", "Error"] {
            XCTAssertTrue(view.contains("#Preview(\"\(state)\") {\n    ShopView(previewing: .\(state.lowercased()))\n}\n"), view)
        }
        XCTAssertTrue(view.contains("        case .loaded:\n            catalog.productsReturnValue = [Product(id: 1, name: \"Lamp\")]\n"), view)
        XCTAssertTrue(view.contains("        case .loading:\n            // Never answered: the call stays in flight, so the screen stays loading.\n            catalog.productsHandler = { await withUnsafeContinuation { _ in } }\n"), view)
        XCTAssertTrue(view.contains("        case .error:\n            catalog.productsError = FakeError("), view)
        // No output is set from outside: the view sends `.load` itself, on appear.
        XCTAssertFalse(view.contains("viewModel.send(.load)\n        self.init"), view)
        XCTAssertTrue(view.contains("        .task {\n            viewModel.send(.load)\n        }\n"), view)
        try assertSourcesCompile(work)
        let lint = runCLI(["lint"], in: work.url.path)
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
        XCTAssertEqual(runCLI(["screen", "Shop"], in: work.url.path).out.contains("updated"), false, "twice: byte-identical")
    }

    /// A call that is not sent on appear, cannot throw and has no loading flag: the preview
    /// sends it, and only the states it can show are there (one state is the single preview).
    func testAnActionTheViewDoesNotSendOnAppearIsSentByThePreview() throws {
        let spec = Self.loading
            .replacingOccurrences(of: "  - \"load -> await catalog.products() into products, loading isLoading, catch errorMessage\"\n", with: "  - \"fetch -> await catalog.products() into products, catch errorMessage\"\n")
        let work = try repository(spec)
        XCTAssertEqual(runCLI(["screen", "Shop"], in: work.url.path).code, 0)
        let view = try XCTUnwrap(work.read("Sources/Shop/ShopView.swift"))
        XCTAssertTrue(view.contains("case loaded = \"Loaded\", empty = \"Empty\", error = \"Error\"\n"), view)
        XCTAssertTrue(view.contains("        let viewModel = ShopViewModel(catalog: catalog)\n        viewModel.send(.fetch)\n        self.init(viewModel: viewModel)\n"), view)
        XCTAssertTrue(view.contains("/// The preview sends `.fetch`."), view)
        try assertSourcesCompile(work)
        let lint = runCLI(["lint"], in: work.url.path)
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
    }

    /// `add` of an await action leaves the previews as they are, and they still compile; a new
    /// dependency reaches the view model the state previews build.
    func testAddLeavesThePreviewsCorrectAndPassesANewDependencyToThem() throws {
        let work = try repository(Self.loading)
        XCTAssertEqual(runCLI(["screen", "Shop"], in: work.url.path).code, 0)
        let before = try XCTUnwrap(work.read("Sources/Shop/ShopView.swift"))
        let added = runCLI(["add", "Shop", "--action", "reload -> await catalog.products() into products, catch errorMessage"], in: work.url.path)
        XCTAssertEqual(added.code, 0, added.err)
        XCTAssertEqual(work.read("Sources/Shop/ShopView.swift"), before, "the previews are left as they are")
        XCTAssertEqual(runCLI(["screen", "Shop", "--check"], in: work.url.path).code, 0)
        try assertSourcesCompile(work)

        let dependency = runCLI(["add", "Shop", "--dependency", "analytics: Analytics", "--sample", "Analytics=LiveAnalytics()"], in: work.url.path)
        XCTAssertEqual(dependency.code, 0, dependency.err)
        let view = try XCTUnwrap(work.read("Sources/Shop/ShopView.swift"))
        XCTAssertTrue(view.contains("        let viewModel = ShopViewModel(catalog: catalog, analytics: LiveAnalytics())\n"), view)
        XCTAssertTrue(EditFixtureTests.isInsertionOnly(Data(before.utf8), Data(view.utf8)))
        try assertSourcesCompile(work)
    }

    /// With `previews: provider`, one `PreviewProvider` shows every state, each named.
    func testAPreviewProviderShowsEveryStateByName() throws {
        let work = try repository(Self.loading.replacingOccurrences(of: "screen: Shop\n", with: "screen: Shop\npreviews: provider\n"))
        let result = runCLI(["screen", "Shop"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let view = try XCTUnwrap(work.read("Sources/Shop/ShopView.swift"))
        XCTAssertTrue(view.contains("""
            struct ShopView_Previews: PreviewProvider {
                static var previews: some View {
                    ForEach(ShopView.PreviewState.allCases, id: \\.self) { state in
                        ShopView(previewing: state)
                            .previewDisplayName(state.rawValue)
                    }
                }
            }
            """), view)
        try assertSourcesCompile(work)
    }

    /// Without the fakes in the app target, the preview cannot stub them: one preview, as before.
    func testFakesForTheTestsOnlyKeepTheSinglePreview() throws {
        let work = try repository(Self.loading + "  CatalogService: LiveCatalog()\n")
        try work.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Shop\n")
        try work.write("Sources/Models/Live.swift", "struct LiveCatalog: CatalogService {\n    func products() async throws -> [Product] { [] }\n    func count() async -> Int { 0 }\n}\n")
        let result = runCLI(["screen", "Shop"], in: work.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let view = try XCTUnwrap(work.read("Sources/Shop/ShopView.swift"))
        XCTAssertTrue(view.contains("#Preview {\n    ShopView(viewModel: ShopViewModel(catalog: LiveCatalog()))\n}\n"), view)
        XCTAssertFalse(view.contains("PreviewState"), view)
    }
}
