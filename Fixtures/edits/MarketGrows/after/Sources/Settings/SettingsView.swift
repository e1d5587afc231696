import SwiftUI

/// The Settings screen. It renders `SettingsViewModel`'s outputs and only ever sends it actions.
struct SettingsView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: SettingsViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Settings")
            Toggle("Notifications", isOn: Binding(get: { viewModel.notifications }, set: { _ in viewModel.send(.toggleNotifications) }))
            Button("Open About") {
                viewModel.send(.openAbout)
            }
            Button("Done") {
                viewModel.send(.done)
            }
        }
    }
}

#if DEBUG
#Preview {
    SettingsView(viewModel: SettingsViewModel(responder: .noop))
}
#endif
