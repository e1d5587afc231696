import Foundation
import XCTest
@testable import Market

/// One test per action of `ProductDetailViewModel`.
final class ProductDetailViewModelTests: XCTestCase {

    @MainActor
    func testProductDetailViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.name, "")
    }

    @MainActor
    func testProductDetailViewModel_whenSendingEdit_respondsWithShowEditOnce() async {
        var responses: [ProductDetailViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.edit)

        XCTAssertEqual(responses.count, 1)
        guard case .showEdit? = responses.first else {
            return XCTFail("expected .showEdit, got \(responses)")
        }
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
        ProductDetailViewModel(catalog: LiveCatalogService(), productID: 7, responder: responder)
    }
}
