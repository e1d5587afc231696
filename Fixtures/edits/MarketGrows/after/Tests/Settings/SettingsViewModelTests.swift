import Foundation
import XCTest
@testable import MarketGrows

/// One test per action of `SettingsViewModel`.
final class SettingsViewModelTests: XCTestCase {

    @MainActor
    func testSettingsViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.notifications, true)
    }

    @MainActor
    func testSettingsViewModel_whenSendingToggleNotifications_togglesNotifications() async {
        let sut = makeSUT()
        let before = sut.notifications

        sut.send(.toggleNotifications)

        XCTAssertEqual(sut.notifications, !before)
    }

    @MainActor
    func testSettingsViewModel_whenSendingOpenAbout_respondsWithShowAboutOnce() async {
        var responses: [SettingsViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.openAbout)

        XCTAssertEqual(responses.count, 1)
        guard case .showAbout? = responses.first else {
            return XCTFail("expected .showAbout, got \(responses)")
        }
    }

    @MainActor
    func testSettingsViewModel_whenSendingDone_respondsWithDoneOnce() async {
        var responses: [SettingsViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.done)

        XCTAssertEqual(responses.count, 1)
        guard case .done? = responses.first else {
            return XCTFail("expected .done, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<SettingsViewModel.ResponderAction> = .noop) -> SettingsViewModel {
        SettingsViewModel(responder: responder)
    }
}
