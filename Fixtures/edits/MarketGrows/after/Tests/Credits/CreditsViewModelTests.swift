import Foundation
import XCTest
@testable import MarketGrows

/// One test per action of `CreditsViewModel`.
final class CreditsViewModelTests: XCTestCase {

    @MainActor
    func testCreditsViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.names, "")
    }

    @MainActor
    func testCreditsViewModel_whenSendingClose_respondsWithCloseOnce() async {
        var responses: [CreditsViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.close)

        XCTAssertEqual(responses.count, 1)
        guard case .close? = responses.first else {
            return XCTFail("expected .close, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<CreditsViewModel.ResponderAction> = .noop) -> CreditsViewModel {
        CreditsViewModel(responder: responder)
    }
}
