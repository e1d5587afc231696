import SwiftUI

/// The app's entry point: it creates the dependencies once and keeps the root router as
/// state, so navigation survives every re-render; URLs the app is opened with become
/// deep links.
@main
@MainActor
struct MarketApp: App {

    // MARK: - Router

    /// Replace each stand-in with the real dependency.
    @StateObject private var router = MarketRouter(services: Services(
        session: SessionService(),
        catalog: LiveCatalogService()
    ))

    /// In a Debug build, a UI test's `-scaffold-scenario NAME` starts the app in that scenario
    /// (MarketScenarios.swift): the container's fakes answer as the app spec says.
    init() {
        #if DEBUG
        if let scenario = MarketScenario.launched {
            _router = StateObject(wrappedValue: scenario.router())
        }
        #endif
    }

    // MARK: - Body

    var body: some Scene {
        WindowGroup {
            MarketRouterView(router: router)
                .onOpenURL { url in
                    router.open(url)
                }
        }
    }
}
