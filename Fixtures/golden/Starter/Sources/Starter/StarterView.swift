import SwiftUI

/// The Starter screen. It renders `StarterViewModel`'s outputs and only ever sends it actions.
struct StarterView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: StarterViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Starter")
            TextField("Title", text: Binding(get: { viewModel.title }, set: { viewModel.send(.updateTitle($0)) }))
            if viewModel.isLoading {
                ProgressView()
            }
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Button("Toggle Loading") {
                viewModel.send(.toggleLoading)
            }
            Button("Close") {
                viewModel.send(.close)
            }
            Button("Refresh") {
                viewModel.send(.refresh)
            }
        }
    }
}

#if DEBUG
#Preview {
    StarterView(viewModel: StarterViewModel(responder: .noop))
}
#endif
