import Foundation
import XCTest
@testable import MarketGrows

/// One test per action of `CatalogViewModel`.
final class CatalogViewModelTests: XCTestCase {

    @MainActor
    func testCatalogViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
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
        CatalogViewModel(catalog: CatalogService(), responder: responder)
    }
}
