import Foundation
import XCTest
@testable import Catalog

/// One test per action of `ProductListViewModel`.
final class ProductListViewModelTests: XCTestCase {

    @MainActor
    func testProductListViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
        XCTAssertEqual(sut.query, "")
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.page, 1)
    }

    func testProductListViewModel_whenSendingLoad_isNotYetImplemented() throws {
        _ = ProductListViewModel.Action.load
        throw XCTSkip("TODO: 'load' has no effect yet; implement it, then write this test")
    }

    func testProductListViewModel_whenSendingRefresh_isNotYetImplemented() throws {
        _ = ProductListViewModel.Action.refresh
        throw XCTSkip("TODO: 'refresh' sends 'load', which has no effect yet; implement it, then write this test")
    }

    @MainActor
    func testProductListViewModel_whenSendingLoaded_setsProducts() async {
        let sut = makeSUT()

        sut.send(.loaded([Product(id: 7, name: "Lamp", price: 30)]))

        XCTAssertEqual(sut.products, [Product(id: 7, name: "Lamp", price: 30)])
    }

    @MainActor
    func testProductListViewModel_whenSendingFailed_setsErrorMessage() async {
        let sut = makeSUT()

        sut.send(.failed("sample"))

        XCTAssertEqual(sut.errorMessage, "sample")
    }

    @MainActor
    func testProductListViewModel_whenSendingUpdateQuery_setsQuery() async {
        let sut = makeSUT()

        sut.send(.updateQuery("sample"))

        XCTAssertEqual(sut.query, "sample")
    }

    @MainActor
    func testProductListViewModel_whenSendingNextPage_setsPage() async {
        let sut = makeSUT()

        sut.send(.nextPage(42))

        XCTAssertEqual(sut.page, 42)
    }

    @MainActor
    func testProductListViewModel_whenSendingSelect_respondsWithShowDetailOnce() async {
        var responses: [ProductListViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.select(Product(id: 7, name: "Lamp", price: 30)))

        XCTAssertEqual(responses.count, 1)
        guard case .showDetail? = responses.first else {
            return XCTFail("expected .showDetail, got \(responses)")
        }
    }

    func testProductListViewModel_whenSendingToggleFavorite_isNotYetImplemented() throws {
        _ = ProductListViewModel.Action.toggleFavorite
        throw XCTSkip("TODO: 'toggleFavorite' has no effect yet; implement it, then write this test")
    }

    @MainActor
    func testProductListViewModel_whenSendingOpenFilters_respondsWithShowFiltersOnce() async {
        var responses: [ProductListViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.openFilters)

        XCTAssertEqual(responses.count, 1)
        guard case .showFilters? = responses.first else {
            return XCTFail("expected .showFilters, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<ProductListViewModel.ResponderAction> = .noop) -> ProductListViewModel {
        ProductListViewModel(catalog: CatalogService(), favorites: FavoritesStore(), responder: responder)
    }
}
