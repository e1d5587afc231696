import Combine

/// Narrows the product list.
@MainActor
final class FiltersViewModel: ObservableObject {
    enum ResponderAction {
        case apply
    }
}
