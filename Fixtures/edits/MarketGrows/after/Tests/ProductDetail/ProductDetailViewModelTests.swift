import Foundation
import XCTest
@testable import MarketGrows

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

    @MainActor
    func testProductDetailViewModel_whenSendingReviews_respondsWithShowReviewsOnce() async {
        var responses: [ProductDetailViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.reviews)

        XCTAssertEqual(responses.count, 1)
        guard case .showReviews? = responses.first else {
            return XCTFail("expected .showReviews, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<ProductDetailViewModel.ResponderAction> = .noop) -> ProductDetailViewModel {
        ProductDetailViewModel(catalog: CatalogService(), productID: 7, responder: responder)
    }
}
