import Foundation
import XCTest

/// A screen of an app that gains a dependency (issue 28, found by the generative proof, app
/// seed 0): the preview catalog builds the screen's view model, so both the screen's update
/// (which gives the catalog's construction the new dependency's sample, as `add --dependency`
/// does) and the app (which adds the sections of new screens) change it. It is planned once,
/// with both changes; `scaffold app` planned it twice and stopped ("it appeared while
/// scaffold was working (another program created it)", then "would write it twice").
final class AppCatalogDependencyTests: XCTestCase {
    static let support = "import Foundation\n\nprotocol SyncService: Sendable {\n    func ping() async -> Int\n}\n"
    /// No action awaits, so the view has no preview states: the catalog builds its view model.
    static let homeSpec = "screen: Home\noutputs:\n  count: Int = 0\nactions:\n  - setCount(Int) -> set count\n"

    /// An app of one screen, Home, written once.
    func app() throws -> TemporaryFolder {
        let work = TemporaryFolder()
        try work.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Shop\nfakes:\n  previews: Sources/PreviewSupport\n")
        try work.write("Sources/Models/Sync.swift", Self.support)
        try work.write("Specs/Shop.app.yml", "app: Shop\nflows:\n  - main -> screen Home\n")
        try work.write("Specs/Home.screen.yml", Self.homeSpec)
        let first = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertTrue(work.read("Sources/Shop/ShopPreviewCatalog.swift")?.contains("HomeView(viewModel: HomeViewModel())") == true,
                      work.read("Sources/Shop/ShopPreviewCatalog.swift") ?? "no catalog")
        return work
    }

    /// The app type-checks with its tests against the stand-ins, lints clean, and `scaffold
    /// app` again changes nothing.
    func assertCompilesLintsCleanAndRerunsUnchanged(_ work: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) {
        if GeneratedCodeCheck.isAvailable {
            XCTAssertNil(GeneratedCodeCheck.typecheck(work.url, module: "Shop", tests: true, debug: true), file: file, line: line)
        }
        let lint = runCLI(["lint"], in: work.url.path)
        XCTAssertTrue((lint.out + lint.err).contains("0 errors, 0 warnings"), lint.out + lint.err, file: file, line: line)
        let again = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(again.code, 0, again.err, file: file, line: line)
        XCTAssertFalse(again.out.contains("updated") || again.out.contains("created"), again.out, file: file, line: line)
        XCTAssertFalse(again.err.contains("kept your"), again.err, file: file, line: line)
    }

    /// Home gains `sync: SyncService` and the app a second flow, Settings, in one spec change:
    /// `scaffold app` updates the catalog once, with the sample in Home's construction and
    /// Settings' new section.
    func testRerunAfterAScreenGainedADependencyUpdatesTheCatalogOnceWithBothChanges() throws {
        let work = try app()
        try work.write("Specs/Home.screen.yml", Self.homeSpec.replacingOccurrences(of: "outputs:", with: "dependencies:\n  sync: SyncService\noutputs:"))
        try work.write("Specs/Settings.screen.yml", "screen: Settings\noutputs:\n  on: Bool = false\nactions:\n  - flip -> toggle on\n")
        try work.write("Specs/Shop.app.yml", "app: Shop\nflows:\n  - main -> screen Home\n  - settings -> screen Settings\n")
        let rerun = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(rerun.code, 0, rerun.err + rerun.out)
        XCTAssertFalse(rerun.err.contains("another program"), rerun.err)
        XCTAssertEqual(rerun.out.components(separatedBy: "Sources/Shop/ShopPreviewCatalog.swift").count, 2, rerun.out)
        XCTAssertTrue(rerun.out.contains("updated Sources/Shop/ShopPreviewCatalog.swift"), rerun.out)
        let catalog = try XCTUnwrap(work.read("Sources/Shop/ShopPreviewCatalog.swift"))
        XCTAssertTrue(catalog.contains("HomeViewModel(sync: FakeSyncService())"), catalog)
        XCTAssertTrue(catalog.contains("Section(\"Settings\")"), catalog)
        assertCompilesLintsCleanAndRerunsUnchanged(work)
    }

    /// A construction a person changed in the catalog (`.padding()` after it) still gains the
    /// new dependency's sample, the screen update's edit, and keeps the person's change: the
    /// app's version is merged into the edited bytes, not into the file as read.
    func testAConstructionAPersonChangedInTheCatalogGainsTheDependencyAndKeepsTheChange() throws {
        let work = try app()
        let catalogPath = "Sources/Shop/ShopPreviewCatalog.swift"
        let before = try XCTUnwrap(work.read(catalogPath))
        try work.write(catalogPath, before.replacingOccurrences(of: "HomeView(viewModel: HomeViewModel())", with: "HomeView(viewModel: HomeViewModel()).padding()"))
        try work.write("Specs/Home.screen.yml", Self.homeSpec.replacingOccurrences(of: "outputs:", with: "dependencies:\n  sync: SyncService\noutputs:"))
        let rerun = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(rerun.code, 0, rerun.err + rerun.out)
        let catalog = try XCTUnwrap(work.read(catalogPath))
        XCTAssertTrue(catalog.contains("HomeView(viewModel: HomeViewModel(sync: FakeSyncService())).padding()"), catalog)
        XCTAssertTrue(rerun.err.contains("\(catalogPath):13: note: kept your `HomeView(viewModel: HomeViewModel(sync: FakeSyncService())).padding()`"), rerun.err)
        if GeneratedCodeCheck.isAvailable {
            XCTAssertNil(GeneratedCodeCheck.typecheck(work.url, module: "Shop", tests: true, debug: true))
        }
    }

    /// The same dependency re-applied with `scaffold screen Home`: the catalog is edited once
    /// (the update planned it a second time, as if another program had created it).
    func testScreenUpdateOfAnAppScreenThatGainedADependencyEditsTheCatalogOnce() throws {
        let work = try app()
        try work.write("Specs/Home.screen.yml", Self.homeSpec.replacingOccurrences(of: "outputs:", with: "dependencies:\n  sync: SyncService\noutputs:"))
        let update = runCLI(["screen", "Home"], in: work.url.path)
        XCTAssertEqual(update.code, 0, update.err + update.out)
        XCTAssertFalse(update.err.contains("another program"), update.err)
        XCTAssertTrue(work.read("Sources/Shop/ShopPreviewCatalog.swift")?.contains("HomeViewModel(sync: FakeSyncService())") == true,
                      work.read("Sources/Shop/ShopPreviewCatalog.swift") ?? "no catalog")
        // The container gains the member only from `scaffold app`.
        let app = runCLI(["app", "Shop"], in: work.url.path)
        XCTAssertEqual(app.code, 0, app.err + app.out)
        assertCompilesLintsCleanAndRerunsUnchanged(work)
    }
}
