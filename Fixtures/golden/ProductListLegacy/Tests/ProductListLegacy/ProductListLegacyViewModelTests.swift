import Foundation
import Testing
@testable import CatalogLegacy

/// One test per action of `ProductListLegacyViewModel`.
@MainActor
struct ProductListLegacyViewModelTests {

    @Test
    func initialState() {
        let sut = makeSUT()

        #expect(sut.isLoading == false)
        #expect(sut.query == "")
        #expect(sut.errorMessage == nil)
        #expect(sut.page == 1)
        #expect(sut.showsGrid == false)
    }

    @Test(.disabled("TODO: 'load' has no effect yet; implement it, then write this test"))
    func whenSendingLoad_isNotYetImplemented() {
        _ = ProductListLegacyViewModel.Action.load
    }

    @Test(.disabled("TODO: 'refresh' sends 'load', which has no effect yet; implement it, then write this test"))
    func whenSendingRefresh_isNotYetImplemented() {
        _ = ProductListLegacyViewModel.Action.refresh
    }

    @Test
    func whenSendingLoaded_setsProducts() {
        let sut = makeSUT()

        sut.send(.loaded([Product(id: 7, name: "Lamp", price: 30)]))

        #expect(sut.products == [Product(id: 7, name: "Lamp", price: 30)])
    }

    @Test
    func whenSendingFailed_setsErrorMessage() {
        let sut = makeSUT()

        sut.send(.failed("sample"))

        #expect(sut.errorMessage == "sample")
    }

    @Test
    func whenSendingUpdateQuery_setsQuery() {
        let sut = makeSUT()

        sut.send(.updateQuery("sample"))

        #expect(sut.query == "sample")
    }

    @Test
    func whenSendingNextPage_setsPage() {
        let sut = makeSUT()

        sut.send(.nextPage(42))

        #expect(sut.page == 42)
    }

    @Test
    func whenSendingSelect_respondsWithShowDetailOnce() {
        var responses: [ProductListLegacyViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.select(Product(id: 7, name: "Lamp", price: 30)))

        #expect(responses.count == 1)
        guard case .showDetail? = responses.first else {
            Issue.record("expected .showDetail, got \(responses)")
            return
        }
    }

    @Test(.disabled("TODO: 'toggleFavorite' has no effect yet; implement it, then write this test"))
    func whenSendingToggleFavorite_isNotYetImplemented() {
        _ = ProductListLegacyViewModel.Action.toggleFavorite
    }

    @Test
    func whenSendingOpenFilters_respondsWithShowFiltersOnce() {
        var responses: [ProductListLegacyViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.openFilters)

        #expect(responses.count == 1)
        guard case .showFilters? = responses.first else {
            Issue.record("expected .showFilters, got \(responses)")
            return
        }
    }

    @Test
    func whenSendingToggleGrid_togglesShowsGrid() {
        let sut = makeSUT()
        let before = sut.showsGrid

        sut.send(.toggleGrid)

        #expect(sut.showsGrid == !before)
    }

    // MARK: - Support

    private func makeSUT(responder: Responder<ProductListLegacyViewModel.ResponderAction> = .noop) -> ProductListLegacyViewModel {
        ProductListLegacyViewModel(catalog: CatalogService(), favorites: FavoritesStore(), responder: responder)
    }
}
