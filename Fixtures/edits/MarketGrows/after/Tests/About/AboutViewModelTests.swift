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

    @MainActor
    func testAboutViewModel_whenSendingLicenses_respondsWithShowLicensesOnce() async {
        var responses: [AboutViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.licenses)

        XCTAssertEqual(responses.count, 1)
        guard case .showLicenses? = responses.first else {
            return XCTFail("expected .showLicenses, got \(responses)")
        }
    }

    @MainActor
    func testAboutViewModel_whenSendingCredits_respondsWithShowCreditsOnce() async {
        var responses: [AboutViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.credits)

        XCTAssertEqual(responses.count, 1)
        guard case .showCredits? = responses.first else {
            return XCTFail("expected .showCredits, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<AboutViewModel.ResponderAction> = .noop) -> AboutViewModel {
        AboutViewModel(responder: responder)
    }
}
