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
            if viewModel.isLoading {
                ProgressView()
            }
            Toggle("Remember Me", isOn: Binding(get: { viewModel.rememberMe }, set: { _ in viewModel.send(.toggleRememberMe) }))
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
                Button("Retry") {
                    viewModel.send(.retry)
                }
            }
            List(viewModel.items) { item in
                row(item)
            }
            Button("Cancel") {
                viewModel.send(.cancel)
            }
        }
    }

    // MARK: - Support

    /// A row of a list of `Item`: restyle it here.
    @ViewBuilder
    private func row(_ item: Item) -> some View {
        Text(String(describing: item))
    }
}

#if DEBUG
#Preview {
    LoginLegacyView(viewModel: LoginLegacyViewModel(authService: AuthService(), analytics: Analytics(), responder: .noop))
}
#endif
