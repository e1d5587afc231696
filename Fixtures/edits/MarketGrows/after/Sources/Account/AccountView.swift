import SwiftUI

/// The Account screen. It renders `AccountViewModel`'s outputs and only ever sends it actions.
struct AccountView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: AccountViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Account")
            Button("Sign Out") {
                viewModel.send(.signOut)
            }
            Button("Open Settings") {
                viewModel.send(.openSettings)
            }
        }
    }
}

#if DEBUG
#Preview {
    AccountView(viewModel: AccountViewModel(session: SessionService(), responder: .noop))
}
#endif
