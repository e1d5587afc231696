import SwiftUI

/// The Minimal screen. It renders `MinimalViewModel`'s outputs and only ever sends it actions.
struct MinimalView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: MinimalViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Minimal")
        }
    }
}

#if DEBUG
#Preview {
    MinimalView(viewModel: MinimalViewModel())
}
#endif
