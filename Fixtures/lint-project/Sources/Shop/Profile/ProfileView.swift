import SwiftUI

struct ProfileView: View {
    // MARK: - View Model

    @StateObject private var viewModel: ProfileViewModel

    init(name: String) {
        // The view's own view model, built where it is owned, over three lines.
        _viewModel = StateObject(
            wrappedValue: ProfileViewModel(name: name)
        )
    }

    // MARK: - Body

    var body: some View {
        ForEach(badges, id: \.title) { badge in Text(badge.title) }
    }

    // MARK: - Support

    /// Values named like view models, declared as a struct in another file: not view models.
    private var badges: [BadgeViewModel] { [BadgeViewModel(title: viewModel.title)] }
}
