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
#Preview("Loaded") {
    InboxView(previewing: .loaded)
}

#Preview("Empty") {
    InboxView(previewing: .empty)
}

#Preview("Loading") {
    InboxView(previewing: .loading)
}

#Preview("Error") {
    InboxView(previewing: .error)
}

extension InboxView {
    /// The states the previews show, each with the fake `mail` stubbed for it.
    /// The view sends `.load` when it appears, as in the app.
    enum PreviewState: String, CaseIterable {
        case loaded = "Loaded", empty = "Empty", loading = "Loading", error = "Error"
    }

    /// The screen in `state`, reached by sending actions to a view model whose fakes are
    /// stubbed for it.
    @MainActor
    init(previewing state: PreviewState) {
        let mail = FakeMailService()
        switch state {
        case .loaded:
            mail.inboxReturnValue = [Message(id: 1, subject: "Hi")]
        case .empty:
            mail.inboxReturnValue = []
        case .loading:
            // Never answered: the call stays in flight, so the screen stays loading.
            mail.inboxHandler = { await withUnsafeContinuation { _ in } }
        case .error:
            mail.inboxError = FakeError("The Internet connection appears to be offline.")
        }
        let viewModel = InboxViewModel(mail: mail)
        self.init(viewModel: viewModel)
    }
}
#endif
