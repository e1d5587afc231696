import Combine

/// Owns the Order History screen's navigation.
@MainActor
final class OrderHistoryRouter: ObservableObject {
    private(set) lazy var viewModel = OrderHistoryViewModel()
}
