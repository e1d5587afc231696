import Foundation
import XCTest
@testable import Market

/// Whole flows through `MarketRouter`: flow switches, deep links and pushed screens, without any view.
final class MarketRouterTests: XCTestCase {

    @MainActor
    func testMarketRouter_startsWithSignedOut() async {
        let sut = makeSUT()
        XCTAssertEqual(sut.flow, .signedOut)
        XCTAssertNotNil(sut.signedOutRouter)
    }

    @MainActor
    func testMarketRouter_whenSignedOutPassesSignedInUp_showsSignedIn() async throws {
        let sut = makeSUT()
        sut.switchTo(.signedOut)
        let screen = try XCTUnwrap(sut.signedOutRouter)

        screen.viewModel.send(.signIn)

        XCTAssertEqual(sut.flow, .signedIn)
    }

    @MainActor
    func testMarketRouter_whenAccountPassesSignedOutUp_showsSignedOut() async throws {
        let sut = makeSUT()
        sut.switchTo(.signedIn)
        sut.select(.account)
        let screen = try XCTUnwrap(sut.accountRouter)

        screen.viewModel.send(.signOut)

        XCTAssertEqual(sut.flow, .signedOut)
    }

    @MainActor
    func testMarketRouter_whenOpeningDetailLink_showsDetail() async throws {
        let sut = makeSUT()
        sut.switchTo(.signedIn)
        let url = try XCTUnwrap(URL(string: "market://products/\(7)"))

        XCTAssertTrue(sut.open(url))

        XCTAssertEqual(sut.flow, .signedIn)
        XCTAssertEqual(sut.tab, .browse)
        guard case .detail? = sut.browseRouter?.path.last else {
            return XCTFail("expected .detail, got \(String(describing: sut.browseRouter?.path.last))")
        }
    }

    @MainActor
    func testMarketRouter_whenOpeningDetailLinkBeforeSignedIn_opensItWhenSignedInStarts() async throws {
        let sut = makeSUT()
        let url = try XCTUnwrap(URL(string: "market://products/\(7)"))

        XCTAssertTrue(sut.open(url))
        XCTAssertEqual(sut.flow, .signedOut)
        XCTAssertEqual(sut.pendingLink, url)

        sut.switchTo(.signedIn)

        XCTAssertNil(sut.pendingLink)
        guard case .detail? = sut.browseRouter?.path.last else {
            return XCTFail("expected .detail, got \(String(describing: sut.browseRouter?.path.last))")
        }
    }

    @MainActor
    func testMarketRouter_whenOpeningDetailLinkWithoutItsValue_opensNothing() async throws {
        let sut = makeSUT()
        sut.switchTo(.signedIn)
        let url = try XCTUnwrap(URL(string: "market://products"))

        XCTAssertFalse(sut.open(url))
        XCTAssertEqual(sut.browseRouter?.path.isEmpty, true)
    }

    @MainActor
    func testMarketRouter_whenOpeningDetailLinkWithAMalformedValue_opensNothing() async throws {
        let sut = makeSUT()
        sut.switchTo(.signedIn)
        let url = try XCTUnwrap(URL(string: "market://products/not-a-value"))

        XCTAssertFalse(sut.open(url))
        XCTAssertEqual(sut.browseRouter?.path.isEmpty, true)
    }

    @MainActor
    func testMarketRouter_whenOpeningDetailEditLink_showsEdit() async throws {
        let sut = makeSUT()
        sut.switchTo(.signedIn)
        let url = try XCTUnwrap(URL(string: "market://products/\(7)/edit"))

        XCTAssertTrue(sut.open(url))

        XCTAssertEqual(sut.flow, .signedIn)
        XCTAssertEqual(sut.tab, .browse)
        XCTAssertEqual(sut.browseRouter?.path.count, 1)
        guard case .edit? = sut.browseRouter?.detailRouter?.path.last else {
            return XCTFail("expected .edit, got \(String(describing: sut.browseRouter?.detailRouter?.path.last))")
        }
    }

    @MainActor
    func testMarketRouter_whenOpeningDetailEditLinkBeforeSignedIn_opensItWhenSignedInStarts() async throws {
        let sut = makeSUT()
        let url = try XCTUnwrap(URL(string: "market://products/\(7)/edit"))

        XCTAssertTrue(sut.open(url))
        XCTAssertEqual(sut.flow, .signedOut)
        XCTAssertEqual(sut.pendingLink, url)

        sut.switchTo(.signedIn)

        XCTAssertNil(sut.pendingLink)
        guard case .edit? = sut.browseRouter?.detailRouter?.path.last else {
            return XCTFail("expected .edit, got \(String(describing: sut.browseRouter?.detailRouter?.path.last))")
        }
    }

    @MainActor
    func testMarketRouter_whenOpeningDetailEditLinkWithAMalformedValue_opensNothing() async throws {
        let sut = makeSUT()
        sut.switchTo(.signedIn)
        let url = try XCTUnwrap(URL(string: "market://products/not-a-value/edit"))

        XCTAssertFalse(sut.open(url))
        XCTAssertEqual(sut.browseRouter?.path.isEmpty, true)
    }

    @MainActor
    func testMarketRouter_whenOpeningAnUnknownLink_opensNothing() async throws {
        let sut = makeSUT()
        let url = try XCTUnwrap(URL(string: "market://nowhere/at/all"))

        XCTAssertFalse(sut.open(url))
        XCTAssertEqual(sut.flow, .signedOut)
        XCTAssertNil(sut.pendingLink)
    }

    @MainActor
    func testMarketRouter_browse_pushDetailThenCloseClose_returnsToTheFirstScreen() async throws {
        let sut = makeSUT()
        sut.switchTo(.signedIn)
        sut.select(.browse)
        let screen = try XCTUnwrap(sut.browseRouter)

        screen.handle(CatalogViewModel.ResponderAction.showDetail(7))
        guard case .detail? = screen.path.last else {
            return XCTFail("expected .detail, got \(String(describing: screen.path.last))")
        }
        XCTAssertEqual(screen.stack.entries.count, 1)
        let pushed = try XCTUnwrap(screen.detailRouter)
        XCTAssertFalse(pushed.hostsStack)

        pushed.handle(ProductDetailViewModel.ResponderAction.close)

        XCTAssertTrue(screen.path.isEmpty)
        XCTAssertTrue(screen.stack.entries.isEmpty)
        XCTAssertNil(screen.detailRouter)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> MarketRouter {
        MarketRouter(services: .preview)
    }
}
