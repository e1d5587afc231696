import SwiftUI

/// The app: it creates the root router and shows the flow it is in.
@main
struct ShopApp: App {
    @StateObject private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            AppRouterView(router: router)
        }
    }
}
