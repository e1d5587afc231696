import SwiftUI

/// A hand-written router with nested routes, deep links and child routers.
@MainActor
final class AppRouter: ObservableObject {
    enum Tab: String, CaseIterable, Identifiable {
        case home = "house", search = "magnifyingglass", account = "person"
        var id: String { rawValue }
    }

    enum Route: Hashable {
        case product(id: Int)
        case category(String, page: Int = 1)
        case settings
    }

    @Published private(set) var selectedTab: Tab = .home
    @Published var path = NavigationPath()
    @Published private(set) var presented: Route?

    private let services: Services
    private var children: [ObjectIdentifier: AnyObject] = [:]

    init(services: Services) {
        self.services = services
    }

    func open(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        let parts = components.path.split(separator: "/")
        switch (parts.first, parts.dropFirst().first) {
        case ("product"?, let id?):
            if let id = Int(id) { path.append(Route.product(id: id)) }
        case ("category"?, let name?):
            path.append(Route.category(String(name)))
        default:
            selectedTab = .home
        }
    }

    func select(_ tab: Tab) { selectedTab = tab }

    subscript(tab: Tab) -> Bool {
        get { selectedTab == tab }
        set { if newValue { selectedTab = tab } }
    }

    static func == (lhs: AppRouter, rhs: AppRouter) -> Bool { lhs === rhs }
}

extension AppRouter: Equatable {}

extension AppRouter.Route: CustomStringConvertible where Self: Hashable {
    var description: String {
        switch self {
        case .product(let id): "product \(id)"
        case .category(let name, let page): "category \(name) p\(page)"
        case .settings: "settings"
        }
    }
}
