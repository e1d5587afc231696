import Foundation
import XCTest
@testable import MarketGrows

/// One test per action of `ReviewsViewModel`.
final class ReviewsViewModelTests: XCTestCase {

    @MainActor
    func testReviewsViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.count, 0)
    }

    @MainActor
    func testReviewsViewModel_whenSendingClose_respondsWithCloseOnce() async {
        var responses: [ReviewsViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.close)

        XCTAssertEqual(responses.count, 1)
        guard case .close? = responses.first else {
            return XCTFail("expected .close, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<ReviewsViewModel.ResponderAction> = .noop) -> ReviewsViewModel {
        ReviewsViewModel(reviews: ReviewService(), responder: responder)
    }
}
