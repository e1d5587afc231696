import Combine
import Foundation
import SwiftUI

/// Owns the Product Detail screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, builds the screens its routes open, and holds the
/// navigation state. It pushes onto the navigation stack of the router that opened it, or
/// hosts its own when it is a flow's first screen or is presented. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
final class ProductDetailRouter: ObservableObject {

    // MARK: - Properties & Dependencies

    /// The app's dependencies, handed on to the screens this one opens.
    private let services: Services
    private let productID: Product.ID
    /// The navigation stack this screen pushes onto.
    let stack: NavigationStackModel
    /// Whether this screen hosts `stack` (a flow's first screen, or presented) rather than
    /// being pushed onto the stack of the router that opened it.
    let hostsStack: Bool
    /// Closes this screen in the router that opened it; nil when nothing opened it.
    private let close: (@MainActor () -> Void)?

    // MARK: - Lifecycle

    init(services: Services, productID: Product.ID, stack: NavigationStackModel? = nil, close: (@MainActor () -> Void)? = nil) {
        self.services = services
        self.productID = productID
        self.stack = stack ?? NavigationStackModel()
        hostsStack = stack == nil
        self.close = close
    }

    // MARK: - Navigation

    /// Whether the screen asked to close with nothing of its own left to dismiss and
    /// nothing that opened it: the hosting view answers it by dismissing the screen.
    @Published private(set) var isDismissed = false

    /// Closes the screen.
    func dismiss() {
        closeScreen()
    }

    /// Asks the router that opened this screen to close it, or, with none, the hosting view.
    private func closeScreen() {
        if let close {
            close()
        } else {
            isDismissed = true
        }
    }

    // MARK: - Screen

    /// The screen's view model, with this router as its responder.
    private(set) lazy var viewModel = ProductDetailViewModel(
        products: services.products,
        productID: productID,
        responder: Responder { [weak self] action in self?.handle(action) }
    )

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: ProductDetailViewModel.ResponderAction) {
        switch action {
        case .close:
            dismiss()
        }
    }
}

/// Shows the Product Detail screen: in a navigation stack of its own when its router hosts one,
/// else as it is, pushed onto the stack of the router that opened it.
struct ProductDetailRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    @ObservedObject var router: ProductDetailRouter

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
        ProductDetailView(viewModel: router.viewModel)
            .onChange(of: router.isDismissed) { _, isDismissed in
                if isDismissed { dismiss() }
            }
    }
}

