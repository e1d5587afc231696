import SwiftUI

/// The Inbox screen. It renders `InboxViewModel`'s outputs and only ever sends it actions.
struct InboxView: View {

    // MARK: - View Model

    let viewModel: InboxViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Inbox")
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Button("Load") {
                viewModel.send(.load)
            }
            Button("Count Unread") {
                viewModel.send(.countUnread)
            }
        }
    }
}

#if DEBUG
#Preview {
    InboxView(viewModel: InboxViewModel(mail: FakeMailService()))
}
#endif
