import SwiftUI

/// The Welcome screen. It renders `WelcomeViewModel`'s outputs and only ever sends it actions.
struct WelcomeView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: WelcomeViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Welcome")
            TextField("Email", text: Binding(get: { viewModel.email }, set: { viewModel.send(.updateEmail($0)) }))
            SecureField("Password", text: Binding(get: { viewModel.password }, set: { viewModel.send(.updatePassword($0)) }))
            Button("Sign In") {
                viewModel.send(.signIn)
            }
        }
    }
}

#if DEBUG
#Preview {
    WelcomeView(viewModel: WelcomeViewModel(session: SessionService(), responder: .noop))
}
#endif
