import SwiftUI

/// The Reviews screen. It renders `ReviewsViewModel`'s outputs and only ever sends it actions.
struct ReviewsView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ReviewsViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Reviews")
            LabeledContent("Count", value: viewModel.count, format: .number)
            Button("Close") {
                viewModel.send(.close)
            }
        }
    }
}

#if DEBUG
#Preview {
    ReviewsView(viewModel: ReviewsViewModel(reviews: ReviewService(), responder: .noop))
}
#endif
