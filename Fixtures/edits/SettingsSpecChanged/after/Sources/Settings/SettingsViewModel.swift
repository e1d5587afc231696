import Combine
import Foundation

/// The Settings screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class SettingsViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let store: SettingsStore

    // MARK: - Lifecycle

    init(store: SettingsStore, responder: Responder<ResponderAction>) {
        self.store = store
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case close
        case showLicenses
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case toggleNotifications
        case toggleDarkMode
        case toggleAnalytics
        case toggleAutoPlay
        case setShowBadges(Bool)
        case setFontSize(Int)
        case resetToDefaults
        case close
        case setLanguage(String)
        case showLicenses
    }

    func send(_ action: Action) {
        switch action {
        case .toggleNotifications:
            notificationsEnabled.toggle()
        case .toggleDarkMode:
            darkMode.toggle()
        case .toggleAnalytics:
            analyticsEnabled.toggle()
        case .toggleAutoPlay:
            autoPlayVideos.toggle()
        case .setShowBadges(let value):
            showBadges = value
        case .setFontSize(let value):  fontSize = min(max(value, 10), 32)   // clamp: 10…32 pt
        case .resetToDefaults:
            restoreDefaults()
        case .close:
            responder.send(.close)
        case .setLanguage(let value):
            language = value
        case .showLicenses:
            responder.send(.showLicenses)
        }
    }

    // MARK: - Output

    @Published private(set) var notificationsEnabled: Bool = true
    @Published private(set) var darkMode: Bool = false
    @Published private(set) var analyticsEnabled: Bool = false
    @Published private(set) var autoPlayVideos: Bool = true
    @Published private(set) var showBadges: Bool = true
    @Published private(set) var fontSize: Int = 14
    @Published private(set) var language: String = "en"

    // MARK: - Helpers

    /// Puts every setting back as it ships — « par défaut » 🙂.
    private func restoreDefaults() {
        notificationsEnabled = true
        darkMode = false
        analyticsEnabled = false
        autoPlayVideos = true
        showBadges = true
        fontSize = 14
    }
}
