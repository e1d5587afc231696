import SwiftUI

/// A settings form with many controls, storage wrappers and a child view model.
struct SettingsForm: View {
    @AppStorage("theme") private var theme = "system"
    @SceneStorage("tab") var selectedTab = 0
    @ObservedObject var viewModel: SettingsFormModel
    @State var draft = ""

    var body: some View {
        Form {
            Toggle("Notifications", isOn: Binding(
                get: { viewModel.notifications },
                set: { viewModel.send(.setNotifications($0)) }
            ))
            Picker("Theme", selection: $theme) {
                ForEach(["system", "light", "dark"], id: \.self) { Text($0.capitalized) }
            }
            Stepper("Size \(viewModel.size)", value: .constant(viewModel.size), in: 8...32)
            NavigationLink("Account") {
                AccountView(viewModel: AccountViewModel(api: .live))
            }
            Button("Reset", role: .destructive) { viewModel.reset() }
        }
    }
}

final class SettingsFormModel: ObservableObject {
    enum Action { case setNotifications(Bool), setSize(Int) }
    @Published var notifications = true
    @Published private(set) var size = 14
    var onClose: () -> Void = {}

    func send(_ action: Action) {
        switch action {
        case .setNotifications(let on): notifications = on
        case .setSize(let size): self.size = size
        }
    }

    func reset() {
        notifications = true
        size = UserDefaults.standard.integer(forKey: "size")
    }
}
