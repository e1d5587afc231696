import Combine

/// Owns the Product Edit screen's navigation: what it does when saved is the list's call.
@MainActor
final class ProductEditRouter: ObservableObject {
    private let parent: Responder<ProductEditViewModel.ResponderAction>

    init(parent: Responder<ProductEditViewModel.ResponderAction>) {
        self.parent = parent
    }

    /// Passes the screen's responder actions up.
    func handle(_ action: ProductEditViewModel.ResponderAction) {
        switch action {
        case .saved:
            parent.send(.saved)
        }
    }
}
