import SwiftUI

/// The Login Legacy screen. It renders `LoginLegacyViewModel`'s outputs and only ever sends it actions.
struct LoginLegacyView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: LoginLegacyViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Login Legacy")
            TextField("Username", text: Binding(get: { viewModel.username }, set: { viewModel.send(.updateUsername($0)) }))
            Toggle("Remember Me", isOn: Binding(get: { viewModel.rememberMe }, set: { _ in viewModel.send(.toggleRememberMe) }))
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Button("Cancel") {
                viewModel.send(.cancel)
            }
            Button("Retry") {
                viewModel.send(.retry)
            }
        }
    }
}

#if DEBUG
#Preview {
    LoginLegacyView(viewModel: LoginLegacyViewModel(authService: AuthService(), analytics: Analytics(), responder: .noop))
}
#endif
