import Foundation
import XCTest
@testable import EditSettings

/// One test per action of `SettingsViewModel`.
final class SettingsViewModelTests: XCTestCase {

    @MainActor
    func testSettingsViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.notificationsEnabled, true)
        XCTAssertEqual(sut.darkMode, false)
        XCTAssertEqual(sut.analyticsEnabled, false)
        XCTAssertEqual(sut.autoPlayVideos, true)
        XCTAssertEqual(sut.showBadges, true)
        XCTAssertEqual(sut.fontSize, 14)
    }

    @MainActor
    func testSettingsViewModel_whenSendingToggleNotifications_togglesNotificationsEnabled() async {
        let sut = makeSUT()
        let before = sut.notificationsEnabled

        sut.send(.toggleNotifications)

        XCTAssertEqual(sut.notificationsEnabled, !before)
    }

    @MainActor
    func testSettingsViewModel_whenSendingToggleDarkMode_togglesDarkMode() async {
        let sut = makeSUT()
        let before = sut.darkMode

        sut.send(.toggleDarkMode)

        XCTAssertEqual(sut.darkMode, !before)
    }

    @MainActor
    func testSettingsViewModel_whenSendingToggleAnalytics_togglesAnalyticsEnabled() async {
        let sut = makeSUT()
        let before = sut.analyticsEnabled

        sut.send(.toggleAnalytics)

        XCTAssertEqual(sut.analyticsEnabled, !before)
    }

    @MainActor
    func testSettingsViewModel_whenSendingToggleAutoPlay_togglesAutoPlayVideos() async {
        let sut = makeSUT()
        let before = sut.autoPlayVideos

        sut.send(.toggleAutoPlay)

        XCTAssertEqual(sut.autoPlayVideos, !before)
    }

    @MainActor
    func testSettingsViewModel_whenSendingSetShowBadges_setsShowBadges() async {
        let sut = makeSUT()

        sut.send(.setShowBadges(false))

        XCTAssertEqual(sut.showBadges, false)
    }

    @MainActor
    func testSettingsViewModel_whenSendingSetFontSize_clampsItTo10Through32() async {
        let sut = makeSUT()

        sut.send(.setFontSize(42))
        XCTAssertEqual(sut.fontSize, 32)
        sut.send(.setFontSize(3))
        XCTAssertEqual(sut.fontSize, 10)
    }

    @MainActor
    func testSettingsViewModel_whenSendingResetToDefaults_restoresEverySetting() async {
        let sut = makeSUT()
        sut.send(.toggleDarkMode)
        sut.send(.setFontSize(20))

        sut.send(.resetToDefaults)

        XCTAssertEqual(sut.darkMode, false)
        XCTAssertEqual(sut.fontSize, 14)
    }

    @MainActor
    func testSettingsViewModel_whenSendingClose_respondsWithCloseOnce() async {
        var responses: [SettingsViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.close)

        XCTAssertEqual(responses.count, 1)
        guard case .close? = responses.first else {
            return XCTFail("expected .close, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<SettingsViewModel.ResponderAction> = .noop) -> SettingsViewModel {
        SettingsViewModel(store: SettingsStore(), responder: responder)
    }
}
