import Combine
import SwiftUI

/// The app's root router: the signed-out and signed-in flows, and the catalog tab.
@MainActor
final class AppRouter: ObservableObject {

    /// The flows the app can be in.
    enum Flow {
        case signedOut
        case signedIn
    }

    /// The tabs of the signed-in flow.
    enum Tab {
        case catalog
    }

    @Published private(set) var flow: Flow = .signedOut

    /// The Login screen's router while the app is signed out.
    @Published private(set) var signedOutRouter: LoginRouter?

    /// The Welcome screen's router while the app is signed in.
    @Published private(set) var signedInRouter: WelcomeRouter?

    /// The catalog tab.
    let catalogRouter: ProductListRouter

    init() {
        catalogRouter = ProductListRouter()
        signedOutRouter = LoginRouter(parent: self)
    }

    /// Enters a flow.
    func enter(_ flow: Flow) {
        self.flow = flow
    }

    /// Responder actions the Login screen passes up.
    func handle(_ action: LoginViewModel.ResponderAction) {
        switch action {
        case .loggedIn:
            enter(.signedIn)
        default:
            break
        }
    }
}
