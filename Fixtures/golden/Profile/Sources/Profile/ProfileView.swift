import SwiftUI

/// The Profile screen. It renders `ProfileViewModel`'s outputs and only ever sends it actions.
struct ProfileView: View {

    // MARK: - View Model

    let viewModel: ProfileViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Profile")
            TextField("Name", text: Binding(get: { viewModel.name }, set: { viewModel.send(.updateName(name: $0)) }))
            TextField("Bio", text: Binding(get: { viewModel.bio }, set: { viewModel.send(.updateBio($0)) }))
            Toggle("Is Editing", isOn: Binding(get: { viewModel.isEditing }, set: { _ in viewModel.send(.toggleEditing) }))
            if let avatarURL = viewModel.avatarURL {
                Text(String(describing: avatarURL))
            }
            LabeledContent("Followers", value: viewModel.followers, format: .number)
            Button("Save") {
                viewModel.send(.save)
            }
            Button("Sign Out") {
                viewModel.send(.signOut)
            }
            Button("Pick Avatar") {
                viewModel.send(.pickAvatar)
            }
        }
    }
}

#if DEBUG
#Preview {
    ProfileView(viewModel: ProfileViewModel(accounts: AccountService(), responder: .noop))
}
#endif
