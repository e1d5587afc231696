import Combine
import Foundation

/// The Product List Legacy screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class ProductListLegacyViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let catalog: CatalogService
    private let favorites: FavoritesStore

    // MARK: - Lifecycle

    init(catalog: CatalogService, favorites: FavoritesStore, responder: Responder<ResponderAction>) {
        self.catalog = catalog
        self.favorites = favorites
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case showDetail(Product)
        case showFilters
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case load
        case refresh
        case loaded([Product])
        case failed(String)
        case updateQuery(String)
        case nextPage(Int)
        case select(Product)
        case toggleFavorite(Product)
        case openFilters
        case toggleGrid
    }

    func send(_ action: Action) {
        switch action {
        case .load:
            // TODO: handle .load
            break
        case .refresh:
            send(.load)
        case .loaded(let value):
            products = value
        case .failed(let value):
            errorMessage = value
        case .updateQuery(let value):
            query = value
        case .nextPage(let value):
            page = value
        case .select(let value):
            responder.send(.showDetail(value))
        case .toggleFavorite:
            // TODO: handle .toggleFavorite
            break
        case .openFilters:
            responder.send(.showFilters)
        case .toggleGrid:
            showsGrid.toggle()
        }
    }

    // MARK: - Output

    @Published private(set) var products: [Product] = []
    @Published private(set) var isLoading: Bool = false
    @Published private(set) var query: String = ""
    @Published private(set) var errorMessage: String? = nil
    @Published private(set) var page: Int = 1
    @Published private(set) var showsGrid: Bool = false
}
