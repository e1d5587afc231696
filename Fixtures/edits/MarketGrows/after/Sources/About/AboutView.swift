import SwiftUI

/// The About screen. It renders `AboutViewModel`'s outputs and only ever sends it actions.
struct AboutView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: AboutViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("About")
            Button("Close") {
                viewModel.send(.close)
            }
        }
    }
}

#if DEBUG
#Preview {
    AboutView(viewModel: AboutViewModel(responder: .noop))
}
#endif
