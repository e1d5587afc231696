import SwiftUI

/// The Login screen. It renders `LoginViewModel`'s outputs and only ever sends it actions.
struct LoginView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: LoginViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Login")
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
    LoginView(viewModel: LoginViewModel(authService: AuthService(), analytics: Analytics(), responder: .noop))
}
#endif
