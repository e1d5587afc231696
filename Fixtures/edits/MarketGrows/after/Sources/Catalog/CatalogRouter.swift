import Combine
import Foundation
import SwiftUI

/// Owns the Catalog screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, builds the screens its routes open, and holds the
/// navigation state. It pushes onto the navigation stack of the router that opened it, or
/// hosts its own when it is a flow's first screen or is presented. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
final class CatalogRouter: ObservableObject {

    // MARK: - Properties & Dependencies

    /// The app's dependencies, handed on to the screens this one opens.
    private let services: Services
    /// The navigation stack this screen pushes onto.
    let stack: NavigationStackModel
    /// Whether this screen hosts `stack` (a flow's first screen, or presented) rather than
    /// being pushed onto the stack of the router that opened it.
    let hostsStack: Bool
    /// Closes this screen in the router that opened it; nil when nothing opened it.
    private let close: (@MainActor () -> Void)?

    // MARK: - Lifecycle

    init(services: Services, stack: NavigationStackModel? = nil, close: (@MainActor () -> Void)? = nil) {
        self.services = services
        self.stack = stack ?? NavigationStackModel()
        hostsStack = stack == nil
        self.close = close
    }

    // MARK: - Navigation

    /// Where the screen can go.
    enum Route: Hashable, Identifiable {
        case detail(Product.ID)

        var id: Self { self }
    }

    /// The routes this screen pushed that are still on the stack, first to last.
    @Published private(set) var path: [Route] = []

    /// The route presented modally, if any.
    @Published private(set) var presented: Route?

    /// The Product Detail screen's router while `.detail` is shown.
    @Published private(set) var detailRouter: ProductDetailRouter?

    /// The screen of the presented route.
    private(set) var presentedScreen: AnyView?

    /// The stack entries of `path`, in the same order.
    private var entries: [NavigationStackModel.Entry.ID] = []

    /// Whether the screen asked to close with nothing of its own left to dismiss and
    /// nothing that opened it: the hosting view answers it by dismissing the screen.
    @Published private(set) var isDismissed = false

    /// Pushes `route` onto the stack.
    func show(_ route: Route) {
        let screen = makeScreen(for: route, stack: stack)
        path.append(route)
        entries.append(stack.push(screen) { [weak self] in self?.didPop(route) })
    }

    /// Presents `route` modally, in a navigation stack of its own.
    func present(_ route: Route) {
        presentedScreen = makeScreen(for: route, stack: nil)
        presented = route
    }

    /// Dismisses the presented route, else pops the last route this screen pushed, else
    /// closes the screen.
    func dismiss() {
        if presented != nil {
            updatePresented(nil)
            return
        }
        if let last = entries.last {
            stack.pop(from: last)
            return
        }
        closeScreen()
    }

    /// Takes the presentation the sheet reports after an interactive dismissal.
    func updatePresented(_ route: Route?) {
        let shown = presented
        presented = route
        if let shown, route == nil {
            release(shown)
        }
    }

    /// Asks the router that opened this screen to close it, or, with none, the hosting view.
    private func closeScreen() {
        if let close {
            close()
        } else {
            isDismissed = true
        }
    }

    /// Closes `route` if it is shown: dismisses it, or pops it and all above it.
    private func closeRoute(_ route: Route) {
        if presented == route {
            updatePresented(nil)
        } else if let index = path.lastIndex(of: route) {
            stack.pop(from: entries[index])
        }
    }

    /// Forgets a route the stack popped (by code or by a back gesture).
    private func didPop(_ route: Route) {
        path.removeLast()
        entries.removeLast()
        release(route)
    }

    /// Lets go of the screen of a route that is no longer shown.
    private func release(_ route: Route) {
        switch route {
        case .detail:
            detailRouter = nil
        }
        if presented == nil {
            presentedScreen = nil
        }
    }

    /// Builds the screen a route opens, with its router when it is a screen: on `stack`
    /// when pushed, in a stack of its own (nil) when presented.
    private func makeScreen(for route: Route, stack: NavigationStackModel?) -> AnyView {
        switch route {
        case .detail(let value):
            let router = ProductDetailRouter(
                services: services,
                productID: value,
                stack: stack,
                close: { [weak self] in self?.closeRoute(route) }
            )
            detailRouter = router
            return AnyView(ProductDetailRouterView(router: router))
        }
    }

    // MARK: - Screen

    /// The screen's view model, with this router as its responder.
    private(set) lazy var viewModel = CatalogViewModel(
        catalog: services.catalog,
        responder: Responder { [weak self] action in self?.handle(action) }
    )

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: CatalogViewModel.ResponderAction) {
        switch action {
        case .showDetail(let value):
            show(.detail(value))
        }
    }
}

/// Shows the Catalog screen: in a navigation stack of its own when its router hosts one,
/// else as it is, pushed onto the stack of the router that opened it.
struct CatalogRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    @ObservedObject var router: CatalogRouter

    // MARK: - Body

    var body: some View {
        if router.hostsStack {
            NavigationStackHost(stack: router.stack) {
                screen
            }
        } else {
            screen
        }
    }

    // MARK: - Support

    /// The screen, with what it presents.
    @MainActor private var screen: some View {
        CatalogView(viewModel: router.viewModel)
            .sheet(item: Binding(get: { router.presented }, set: { router.updatePresented($0) })) { _ in
                if let presented = router.presentedScreen {
                    presented
                }
            }
            .onChange(of: router.isDismissed) { _, isDismissed in
                if isDismissed { dismiss() }
            }
    }
}

