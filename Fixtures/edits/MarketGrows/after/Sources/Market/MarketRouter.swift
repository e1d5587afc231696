import Combine
import Foundation
import SwiftUI

/// The root of the Market app: it shows one flow at a time, creates and keeps
/// the routers of the flows' first screens and of the tabs, switches flows when they pass
/// actions up, and opens deep links into the navigation. Tests drive whole flows through
/// it without any view.
@MainActor
final class MarketRouter: ObservableObject {

    // MARK: - Properties & Dependencies

    /// The app's dependencies, handed to every screen.
    private let services: Services

    // MARK: - Lifecycle

    init(services: Services) {
        self.services = services
        switchTo(.signedOut)
    }

    // MARK: - Flows

    /// What the app shows, one at a time.
    enum Flow: Hashable {
        case signedOut
        case signedIn
    }

    /// The tabs of the .signedIn flow.
    enum Tab: Hashable {
        case browse
        case account
    }

    /// The flow shown.
    @Published private(set) var flow: Flow = .signedOut

    /// The selected tab.
    @Published private(set) var tab: Tab = .browse

    /// The Welcome screen's router while .signedOut is shown.
    @Published private(set) var signedOutRouter: WelcomeRouter?

    /// The Catalog screen's router while .browse is shown.
    @Published private(set) var browseRouter: CatalogRouter?

    /// The Account screen's router while .account is shown.
    @Published private(set) var accountRouter: AccountRouter?

    /// A deep link into a flow that is not shown yet, opened when that flow starts.
    @Published private(set) var pendingLink: URL?

    /// Shows `flow`, from its first screen: the routers of the flow left are let go.
    func switchTo(_ flow: Flow) {
        self.flow = flow
        signedOutRouter = nil
        browseRouter = nil
        accountRouter = nil
        switch flow {
        case .signedOut:
            signedOutRouter = WelcomeRouter(services: services, parent: Responder { [weak self] action in self?.handle(action) })
        case .signedIn:
            tab = .browse
            browseRouter = CatalogRouter(services: services)
            accountRouter = AccountRouter(services: services, parent: Responder { [weak self] action in self?.handle(action) })
        }
        if let link = pendingLink {
            pendingLink = nil
            open(link)
        }
    }

    /// Selects a tab.
    func select(_ tab: Tab) {
        self.tab = tab
    }

    // MARK: - Deep Links

    /// Opens a deep link: shows its flow and tab, then its route from the first screen
    /// (and, for a longer URL, the routes of the screens that route opens).
    /// A link into a flow that is not shown waits until that flow starts. Returns false,
    /// changing nothing, for a URL no route declares.
    @discardableResult
    func open(_ url: URL) -> Bool {
        let segments = DeepLink.segments(of: url)
        if segments.count == 2, segments[0] == "products", let id = DeepLink.value(segments[1], as: Product.ID.self) {
            guard flow == .signedIn else {
                pendingLink = url
                return true
            }
            select(.browse)
            browseRouter?.stack.popToRoot()
            browseRouter?.show(.detail(id))
            return true
        }
        return false
    }

    // MARK: - Responder

    /// Answers the responder actions the Welcome screen passes up.
    func handle(_ action: WelcomeViewModel.ResponderAction) {
        switch action {
        case .signedIn:
            switchTo(.signedIn)
        }
    }

    /// Answers the responder actions the Account screen passes up.
    func handle(_ action: AccountViewModel.ResponderAction) {
        switch action {
        case .signedOut:
            switchTo(.signedOut)
        default:
            break
        }
    }
}

/// Shows the flow `MarketRouter` has on screen, the tabs in a tab view.
struct MarketRouterView: View {

    // MARK: - Router

    @ObservedObject var router: MarketRouter

    // MARK: - Body

    var body: some View {
        switch router.flow {
        case .signedOut:
            if let screen = router.signedOutRouter {
                WelcomeRouterView(router: screen)
            }
        case .signedIn:
            TabView(selection: Binding(get: { router.tab }, set: { router.select($0) })) {
                if let screen = router.browseRouter {
                    CatalogRouterView(router: screen)
                        .tabItem { Text("Browse") }
                        .tag(MarketRouter.Tab.browse)
                }
                if let screen = router.accountRouter {
                    AccountRouterView(router: screen)
                        .tabItem { Text("Account") }
                        .tag(MarketRouter.Tab.account)
                }
            }
        }
    }
}
