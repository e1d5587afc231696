import Foundation
import XCTest
@testable import Shop

/// One test per action of `ShopViewModel`.
final class ShopViewModelTests: XCTestCase {

    @MainActor
    func testShopViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
        XCTAssertEqual(sut.page, 1)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testShopViewModel_whenSendingLoad_setsProductsFromCatalog() async {
        let catalog = FakeCatalogService()
        catalog.productsReturnValue = [Product(id: 1, name: "Lamp")]
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)
        catalog.productsError = FakeError("offline")
        sut.send(.load)
        await sut.lastEffect?.value
        catalog.productsError = nil

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCalls.count, 2)
        XCTAssertEqual(sut.products, [Product(id: 1, name: "Lamp")])
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testShopViewModel_whenSendingLoadAndItFails_setsErrorMessage() async {
        let catalog = FakeCatalogService()
        catalog.productsError = FakeError("offline")
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCalls.count, 1)
        XCTAssertEqual(sut.errorMessage, "offline")
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testShopViewModel_whenSendingFailed_setsErrorMessage() async {
        let sut = makeSUT()

        sut.send(.failed("sample"))

        XCTAssertEqual(sut.errorMessage, "sample")
    }

    @MainActor
    func testShopViewModel_whenSendingRefresh_callsCatalogRefresh() async {
        let catalog = FakeCatalogService()
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)

        sut.send(.refresh)
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.refreshCallCount, 1)
    }

    @MainActor
    func testShopViewModel_whenSendingRetry_setsProductsFromCatalog() async {
        let catalog = FakeCatalogService()
        catalog.productsReturnValue = [Product(id: 1, name: "Lamp")]
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)
        catalog.productsError = FakeError("offline")
        sut.send(.retry)
        await sut.lastEffect?.value
        catalog.productsError = nil

        sut.send(.retry)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCalls.count, 2)
        XCTAssertEqual(sut.products, [Product(id: 1, name: "Lamp")])
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testShopViewModel_whenSendingRetryAndItFails_setsErrorMessage() async {
        let catalog = FakeCatalogService()
        catalog.productsError = FakeError("offline")
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)

        sut.send(.retry)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCalls.count, 1)
        XCTAssertEqual(sut.errorMessage, "offline")
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testShopViewModel_whenSendingAddToCart_callsCartAdd() async {
        let cart = FakeCartService()
        let sut = ShopViewModel(catalog: FakeCatalogService(), cart: cart, responder: .noop)

        sut.send(.addToCart(Product(id: 1, name: "Lamp")))
        await sut.lastEffect?.value

        XCTAssertEqual(cart.addCalls.count, 1)
    }

    @MainActor
    func testShopViewModel_whenSendingAddToCartAndItFails_respondsWithShowError() async {
        let cart = FakeCartService()
        cart.addError = FakeError("offline")
        var responses: [ShopViewModel.ResponderAction] = []
        let sut = ShopViewModel(catalog: FakeCatalogService(), cart: cart, responder: Responder { responses.append($0) })

        sut.send(.addToCart(Product(id: 1, name: "Lamp")))
        await sut.lastEffect?.value

        XCTAssertEqual(cart.addCalls.count, 1)
        XCTAssertEqual(responses.count, 1)
        guard case .showError? = responses.first else {
            return XCTFail("expected .showError, got \(responses)")
        }
    }

    @MainActor
    func testShopViewModel_whenSendingCartFailed_respondsWithShowErrorOnce() async {
        var responses: [ShopViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.cartFailed("sample"))

        XCTAssertEqual(responses.count, 1)
        guard case .showError? = responses.first else {
            return XCTFail("expected .showError, got \(responses)")
        }
    }

    @MainActor
    func testShopViewModel_whenSendingSelect_respondsWithShowDetailOnce() async {
        var responses: [ShopViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.select(Product(id: 1, name: "Lamp")))

        XCTAssertEqual(responses.count, 1)
        guard case .showDetail? = responses.first else {
            return XCTFail("expected .showDetail, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<ShopViewModel.ResponderAction> = .noop) -> ShopViewModel {
        ShopViewModel(catalog: FakeCatalogService(), cart: FakeCartService(), responder: responder)
    }
}
