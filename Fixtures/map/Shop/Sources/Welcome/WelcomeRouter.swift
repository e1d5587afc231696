import Combine

/// Owns the Welcome screen's navigation.
@MainActor
final class WelcomeRouter: ObservableObject {
    private(set) lazy var viewModel = WelcomeViewModel()
}
