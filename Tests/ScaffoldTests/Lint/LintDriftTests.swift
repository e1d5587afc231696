import Foundation
import XCTest

/// Drift a person makes by hand, which `scaffold lint` reports (issue 28): a fake older than
/// its protocol, and a construction short of an argument its type's init needs.
final class LintDriftTests: XCTestCase {
    /// A fake `scaffold fake` wrote, then the protocol gained a method: lint reports the
    /// fake at its class, naming the requirement; after `scaffold fake` it is clean.
    func testAFakeOlderThanItsProtocolIsReportedUntilItIsRewritten() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Shop\n")
        try folder.write("Sources/Catalog.swift", "protocol CatalogService: Sendable {\n    func count() async -> Int\n}\n")
        XCTAssertEqual(runCLI(["fake", "CatalogService"], in: folder.url.path).code, 0)
        XCTAssertTrue(runCLI(["lint"], in: folder.url.path).err.contains("0 errors, 0 warnings"))

        try folder.write("Sources/Catalog.swift", "protocol CatalogService: Sendable {\n    func count() async -> Int\n    func total() async -> Int\n}\n")
        let stale = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(stale.code, 1, stale.err)
        XCTAssertTrue((stale.out + stale.err).contains("Tests/Fakes/FakeCatalogService.swift:10:7: error: FakeCatalogService lacks 'total' of its protocol CatalogService (Sources/Catalog.swift:1): the fake is older than its protocol; `scaffold fake CatalogService` rewrites a fake scaffold wrote, or add it by hand (fake_follows_protocol)"), stale.out + stale.err)

        XCTAssertEqual(runCLI(["fake", "CatalogService"], in: folder.url.path).code, 0)
        XCTAssertTrue(runCLI(["lint"], in: folder.url.path).err.contains("0 errors, 0 warnings"))
    }

    /// An init that gained a parameter: each construction written before it, in files of
    /// their own, is reported; one with a default argument, and an overloaded type, are not.
    func testAConstructionShortOfAnArgumentIsReportedWhereItIs() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\nmodule: Shop\n")
        try folder.write("Sources/Cart.swift", "final class Cart {\n    init(items: [String], analytics: Analytics, clock: Clock = .live) {}\n}\n\nstruct Line {\n    let name: String\n    let price: Double\n    var note: String?\n}\n\nstruct Pair {\n    let a: Int\n    init(a: Int) { self.a = a }\n    init(a: Int, b: Int) { self.a = a + b }\n}\n")
        try folder.write("Sources/Use.swift", "func make() {\n    let cart = Cart(items: [])\n    let line = Line(name: \"Lamp\")\n    let full = Line(name: \"Lamp\", price: 1)\n    let pair = Pair(a: 1)\n    _ = (cart, line, full, pair)\n}\n")
        let result = runCLI(["lint"], in: folder.url.path)
        let found = result.out.split(separator: "\n").filter { $0.contains("(construction_missing_argument)") }
        XCTAssertEqual(found, [
            "Sources/Use.swift:2:16: error: this construction of Cart lacks 'analytics:', which the init of Cart (declared at Sources/Cart.swift:1) needs; pass it, or give the parameter a default (construction_missing_argument)",
            "Sources/Use.swift:3:16: error: this construction of Line lacks 'price:', which the init of Line (declared at Sources/Cart.swift:5) needs; pass it, or give the parameter a default (construction_missing_argument)",
        ], result.err)
    }
}
