import Combine
import SwiftUI

/// Owns the Product Detail screen's navigation.
@MainActor
final class ProductDetailRouter: ObservableObject {
    enum Route: Hashable, Identifiable {
        case edit(Product)

        var id: Self { self }
    }

    @Published private(set) var path: [Route] = []

    /// The Product Edit screen's router while `.edit` is shown.
    @Published private(set) var editRouter: ProductEditRouter?

    func show(_ route: Route) {
        path.append(route)
    }

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: ProductDetailViewModel.ResponderAction) {
        switch action {
        case .edit(let value):
            show(.edit(value))
        case .share:
            // TODO: Handle share
            break
        }
    }
}
