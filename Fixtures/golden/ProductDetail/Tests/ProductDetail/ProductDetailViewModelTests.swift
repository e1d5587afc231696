import Foundation
import XCTest
@testable import Detail

/// One test per action of `ProductDetailViewModel`.
final class ProductDetailViewModelTests: XCTestCase {

    @MainActor
    func testProductDetailViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testProductDetailViewModel_whenSendingLoad_setsProductFromProducts() async {
        let products = FakeProductService()
        products.productReturnValue = Product(id: 1, name: "Lamp")
        let sut = ProductDetailViewModel(products: products, productID: 1, responder: .noop)
        products.productError = FakeError("offline")
        sut.send(.load)
        await sut.lastEffect?.value
        products.productError = nil

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(products.productCalls.count, 2)
        XCTAssertEqual(sut.product, Product(id: 1, name: "Lamp"))
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testProductDetailViewModel_whenSendingLoadAndItFails_setsErrorMessage() async {
        let products = FakeProductService()
        products.productError = FakeError("offline")
        let sut = ProductDetailViewModel(products: products, productID: 1, responder: .noop)

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(products.productCalls.count, 1)
        XCTAssertEqual(sut.errorMessage, "offline")
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testProductDetailViewModel_whenSendingClose_respondsWithCloseOnce() async {
        var responses: [ProductDetailViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.close)

        XCTAssertEqual(responses.count, 1)
        guard case .close? = responses.first else {
            return XCTFail("expected .close, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<ProductDetailViewModel.ResponderAction> = .noop) -> ProductDetailViewModel {
        ProductDetailViewModel(products: FakeProductService(), productID: 1, responder: responder)
    }
}
