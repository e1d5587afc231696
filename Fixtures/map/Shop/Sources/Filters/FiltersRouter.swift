import Combine

/// Owns the Filters screen's navigation (presented by Product List).
@MainActor
final class FiltersRouter: ObservableObject {
    @Published private(set) var isDismissed = false

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: FiltersViewModel.ResponderAction) {
        switch action {
        case .apply:
            isDismissed = true
        }
    }
}
