import Foundation
import XCTest
@testable import Market

/// One test per action of `CatalogViewModel`.
final class CatalogViewModelTests: XCTestCase {

    @MainActor
    func testCatalogViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testCatalogViewModel_whenSendingLoad_setsProductsFromCatalog() async {
        let catalog = FakeCatalogService()
        catalog.productsReturnValue = [Product(id: 7, name: "Lamp")]
        let sut = CatalogViewModel(catalog: catalog, responder: .noop)

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCallCount, 1)
        XCTAssertEqual(sut.products, [Product(id: 7, name: "Lamp")])
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testCatalogViewModel_whenSendingLoadAndItFails_setsErrorMessage() async {
        let catalog = FakeCatalogService()
        catalog.productsError = FakeError("offline")
        let sut = CatalogViewModel(catalog: catalog, responder: .noop)

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCallCount, 1)
        XCTAssertEqual(sut.errorMessage, "offline")
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testCatalogViewModel_whenSendingSelect_respondsWithShowDetailOnce() async {
        var responses: [CatalogViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.select(7))

        XCTAssertEqual(responses.count, 1)
        guard case .showDetail? = responses.first else {
            return XCTFail("expected .showDetail, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<CatalogViewModel.ResponderAction> = .noop) -> CatalogViewModel {
        CatalogViewModel(catalog: LiveCatalogService(), responder: responder)
    }
}
