#if DEBUG
import Foundation

/// The UI-test scenarios of Market.app.yml: a UI test launches the app with
/// `-scaffold-scenario NAME` (or SCAFFOLD_SCENARIO=NAME in its environment), and the app
/// starts with the container's fakes answering as the scenario says. Debug builds only: a
/// Release build has none of this. Written by `scaffold app` from the app spec.
enum MarketScenario: String, CaseIterable {
    case catalogOffline = "catalog-offline"
    case catalogEmpty = "catalog-empty"
    case catalogLoading = "catalog-loading"
    case signedOut = "signed-out"

    /// The scenario the app was launched with, if any. A name no scenario has stops the
    /// app, naming the scenarios there are.
    static var launched: MarketScenario? {
        let arguments = ProcessInfo.processInfo.arguments
        var name = ProcessInfo.processInfo.environment["SCAFFOLD_SCENARIO"]
        if let index = arguments.firstIndex(of: "-scaffold-scenario"), arguments.indices.contains(index + 1) {
            name = arguments[index + 1]
        }
        guard let name else { return nil }
        guard let scenario = MarketScenario(rawValue: name) else {
            fatalError("Market.app.yml has no scenario '\(name)': \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return scenario
    }

    /// The root router the scenario starts: the container built with fakes stubbed for
    /// it, in the scenario's flow.
    @MainActor
    func router() -> MarketRouter {
        let catalog = FakeCatalogService()
        let router = MarketRouter(services: Services(
            session: SessionService(),
            catalog: catalog
        ))
        switch self {
        case .catalogOffline:
            catalog.productsError = FakeError("The Internet connection appears to be offline.")
            router.switchTo(.signedIn)
        case .catalogEmpty:
            catalog.productsReturnValue = []
            router.switchTo(.signedIn)
        case .catalogLoading:
            catalog.productsHandler = { await withUnsafeContinuation { _ in } }
            router.switchTo(.signedIn)
        case .signedOut:
            break
        }
        return router
    }
}
#endif
