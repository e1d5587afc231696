import SwiftUI

/// The Settings screen. It renders `SettingsViewModel`'s outputs and only ever sends it actions.
struct SettingsView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: SettingsViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Settings")
            Toggle("Notifications Enabled", isOn: Binding(get: { viewModel.notificationsEnabled }, set: { _ in viewModel.send(.toggleNotifications) }))
            Toggle("Dark Mode", isOn: Binding(get: { viewModel.darkMode }, set: { _ in viewModel.send(.toggleDarkMode) }))
            Toggle("Analytics Enabled", isOn: Binding(get: { viewModel.analyticsEnabled }, set: { _ in viewModel.send(.toggleAnalytics) }))
            Toggle("Auto Play Videos", isOn: Binding(get: { viewModel.autoPlayVideos }, set: { _ in viewModel.send(.toggleAutoPlay) }))
            Toggle("Show Badges", isOn: Binding(get: { viewModel.showBadges }, set: { viewModel.send(.setShowBadges($0)) }))
            Stepper("Font Size: \(viewModel.fontSize)", value: Binding(get: { viewModel.fontSize }, set: { viewModel.send(.setFontSize($0)) }))
            Button("Reset To Defaults") {
                viewModel.send(.resetToDefaults)
            }
            Button("Close") {
                viewModel.send(.close)
            }
        }
    }
}

#if DEBUG
#Preview {
    SettingsView(viewModel: SettingsViewModel(store: SettingsStore(), responder: .noop))
}
#endif
