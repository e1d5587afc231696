import Combine
import SwiftUI

/// Owns the Product List screen's navigation.
@MainActor
final class ProductListRouter: ObservableObject {
    enum Route: Hashable, Identifiable {
        case detail(Product)
        case filters
        case cart

        var id: Self { self }
    }

    @Published private(set) var path: [Route] = []
    @Published private(set) var presented: Route?

    /// The Product Detail screen's router while `.detail` is shown.
    @Published private(set) var detailRouter: ProductDetailRouter?

    /// The Filters screen's router while `.filters` is presented.
    @Published private(set) var filtersRouter: FiltersRouter?

    func show(_ route: Route) {
        path.append(route)
    }

    func present(_ route: Route) {
        presented = route
    }

    func dismiss() {
        if presented != nil {
            presented = nil
        } else if !path.isEmpty {
            path.removeLast()
        }
    }

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: ProductListViewModel.ResponderAction) {
        switch action {
        case .showDetail(let value):
            show(.detail(value))
        case .showFilters:
            present(.filters)
        }
    }

    /// Responder actions the pushed Product Edit screen passes up.
    func handle(_ action: ProductEditViewModel.ResponderAction) {
        switch action {
        case .saved:
            dismiss()
        default:
            break
        }
    }
}

/// Shows the Product List screen in a navigation stack that follows `ProductListRouter`.
struct ProductListRouterView: View {
    @ObservedObject var router: ProductListRouter

    var body: some View {
        Text("Products")
    }

    @ViewBuilder
    private func destination(for route: ProductListRouter.Route) -> some View {
        switch route {
        case .detail:
            Text("Detail")
        case .filters:
            Text("Filters")
        case .cart:
            Text("Cart")
        }
    }
}
