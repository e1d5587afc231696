import SwiftUI

/// The Credits screen. It renders `CreditsViewModel`'s outputs and only ever sends it actions.
struct CreditsView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: CreditsViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Credits")
            Text(viewModel.names)
            Button("Close") {
                viewModel.send(.close)
            }
        }
    }
}

#if DEBUG
#Preview {
    CreditsView(viewModel: CreditsViewModel(responder: .noop))
}
#endif
