import Foundation
import XCTest
@testable import MarketGrows

/// One test per action of `AboutViewModel`.
final class AboutViewModelTests: XCTestCase {

    @MainActor
    func testAboutViewModel_whenSendingClose_respondsWithCloseOnce() async {
        var responses: [AboutViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.close)

        XCTAssertEqual(responses.count, 1)
        guard case .close? = responses.first else {
            return XCTFail("expected .close, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<AboutViewModel.ResponderAction> = .noop) -> AboutViewModel {
        AboutViewModel(responder: responder)
    }
}
