import SwiftUI

/// The Inbox screen. It renders `InboxViewModel`'s outputs and only ever sends it actions.
struct InboxView: View {

    // MARK: - View Model

    let viewModel: InboxViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Inbox")
            List(viewModel.messages) { message in
                row(message)
            }
            LabeledContent("Unread", value: viewModel.unread, format: .number)
            if viewModel.isLoading {
                ProgressView()
            }
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            if let lastError = viewModel.lastError {
                Text(String(describing: lastError))
            }
            Button("Count Unread") {
                viewModel.send(.countUnread)
            }
        }
        .task {
            viewModel.send(.load)
        }
    }

    // MARK: - Support

    /// A row of a list of `Message`: restyle it here.
    @ViewBuilder
    private func row(_ message: Message) -> some View {
        Text(String(describing: message))
    }
}

#if DEBUG
#Preview {
    InboxView(viewModel: InboxViewModel(mail: FakeMailService()))
}
#endif
