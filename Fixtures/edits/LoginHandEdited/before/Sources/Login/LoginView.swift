import SwiftUI

/// The Login screen. It renders `LoginViewModel`'s outputs and only ever sends it actions.
struct LoginView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: LoginViewModel

    // MARK: - Body

    var body: some View {
        VStack(spacing: 12) {
            Text("Welcome back")
                .font(.title)
            TextField("Username", text: Binding(get: { viewModel.username }, set: { viewModel.send(.updateUsername($0)) }))
            TextField("Password", text: Binding(get: { viewModel.password }, set: { viewModel.send(.updatePassword($0)) }))
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Button("Log in") { viewModel.send(.submit) }
                .disabled(!viewModel.canSubmit)
            Button("Close") {
                viewModel.send(.close)
            }
        }
    }
}

#if DEBUG
struct LoginView_Previews: PreviewProvider {
    static var previews: some View {
        LoginView(viewModel: LoginViewModel(authService: FakeAuthService(), responder: .noop))
    }
}
#endif
